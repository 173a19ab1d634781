import { and, count, desc, eq, ilike, ne } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { placeholderFor, preparedQuery } from "../../db/prepared.ts";
import { user } from "../account/account.tables.ts";
import { joinRegionNames, regionNames } from "../region/index.ts";
import type { AddressDto } from "./address.dto.ts";
import type { AddressInput } from "./address.inputs.ts";
import { address_book } from "./address.tables.ts";
import { likePattern } from "../shared/query-input.ts";

const withRegions = (db: Executor) =>
  joinRegionNames(
    db
      .select({
        id: address_book.id,
        label: address_book.label,
        behalf_name: address_book.behalf_name,
        behalf_phone: address_book.behalf_phone,
        address: address_book.address,
        zipcode: address_book.zipcode,
        province_id: address_book.province_id,
        city_id: address_book.city_id,
        sub_district_id: address_book.sub_district_id,
        area_id: address_book.area_id,
        ...regionNames,
        is_main_address: address_book.is_main_address,
        created_at: address_book.created_at,
        updated_at: address_book.updated_at,
      })
      .from(address_book)
      .$dynamic(),
    {
      province: address_book.province_id,
      city: address_book.city_id,
      district: address_book.sub_district_id,
      village: address_book.area_id,
    },
  );

// Checkout reads the chosen or the main address on every preview.
const ownedAddress = preparedQuery("address_owned", (db) =>
  withRegions(db)
    .where(
      and(
        eq(address_book.user_id, placeholderFor("userId", address_book.user_id)),
        eq(address_book.id, placeholderFor("id", address_book.id)),
      ),
    )
    .limit(1),
);
const mainAddress = preparedQuery("address_main", (db) =>
  withRegions(db)
    .where(
      and(
        eq(address_book.user_id, placeholderFor("userId", address_book.user_id)),
        eq(address_book.is_main_address, true),
      ),
    )
    .limit(1),
);

/** Every query is scoped to one buyer's rows: a buyer never reads or changes another's addresses. */
export function createAddressRepository(db: Executor) {
  const selectWithRegions = () => withRegions(db);
  type Row = Awaited<ReturnType<ReturnType<typeof selectWithRegions>["limit"]>>[number];
  const toDto = (row: Row): AddressDto => ({
    id: row.id,
    label: row.label,
    behalf_name: row.behalf_name,
    behalf_phone: row.behalf_phone,
    address: row.address,
    zipcode: row.zipcode,
    province_id: row.province_id,
    city_id: row.city_id,
    sub_district_id: row.sub_district_id,
    area_id: row.area_id,
    province: { id: row.province_id, name: row.province_name },
    city: { id: row.city_id, name: row.city_name },
    sub_district: { id: row.sub_district_id, name: row.district_name },
    area: { id: row.area_id, name: row.village_name },
    is_main_address: row.is_main_address ? "yes" : "no",
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });

  const owned = (userId: number, id: number) => and(eq(address_book.user_id, userId), eq(address_book.id, id));

  return {
    /**
     * Serialises one buyer's address changes: the size cap and the single main address are read-then-
     * write rules. The user row is the natural lock: it exists for every buyer and is rarely locked.
     */
    async lockOwner(userId: number): Promise<boolean> {
      const rows = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("no key update");
      return rows.length > 0;
    },

    /** Main address first, then newest first; `search` filters by recipient name, ignoring case. */
    async list(userId: number, search?: string): Promise<AddressDto[]> {
      const rows = await selectWithRegions()
        .where(
          and(
            eq(address_book.user_id, userId),
            search ? ilike(address_book.behalf_name, likePattern(search)) : undefined,
          ),
        )
        .orderBy(desc(address_book.is_main_address), desc(address_book.created_at), desc(address_book.id))
        .limit(1000);
      return rows.map(toDto);
    },

    async find(userId: number, id: number): Promise<AddressDto | null> {
      const [row] = await ownedAddress(db, { userId, id });
      return row ? toDto(row) : null;
    },

    async main(userId: number): Promise<AddressDto | null> {
      const [row] = await mainAddress(db, { userId });
      return row ? toDto(row) : null;
    },

    async count(userId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(address_book).where(eq(address_book.user_id, userId));
      return Number(row?.value ?? 0);
    },

    /** Whether the address is the buyer's, and whether it is their main one; null when it is not theirs. */
    async state(userId: number, id: number): Promise<{ is_main: boolean } | null> {
      const [row] = await db
        .select({ is_main: address_book.is_main_address })
        .from(address_book)
        .where(owned(userId, id))
        .limit(1);
      return row ?? null;
    },

    async insert(
      userId: number,
      input: Omit<AddressInput, "is_main_address">,
      isMain: boolean,
      at: Date,
    ): Promise<number> {
      const [row] = await db
        .insert(address_book)
        .values({ user_id: userId, ...input, is_main_address: isMain, created_at: at, updated_at: at })
        .returning({ id: address_book.id });
      return row!.id;
    },

    async update(userId: number, id: number, input: Omit<AddressInput, "is_main_address">, at: Date): Promise<boolean> {
      const rows = await db
        .update(address_book)
        .set({ ...input, updated_at: at })
        .where(owned(userId, id))
        .returning({ id: address_book.id });
      return rows.length > 0;
    },

    /** Unmarks the buyer's other main address, then marks this one: in this order, so the one-main index holds after each statement. */
    async makeMain(userId: number, id: number, at: Date): Promise<void> {
      await db
        .update(address_book)
        .set({ is_main_address: false, updated_at: at })
        .where(and(eq(address_book.user_id, userId), eq(address_book.is_main_address, true), ne(address_book.id, id)));
      await db
        .update(address_book)
        .set({ is_main_address: true, updated_at: at })
        .where(and(owned(userId, id), eq(address_book.is_main_address, false)));
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(address_book).where(owned(userId, id)).returning({ id: address_book.id });
      return rows.length > 0;
    },

    /** The buyer's newest address (by creation), the one that becomes main when the main one is deleted. */
    async newestId(userId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: address_book.id })
        .from(address_book)
        .where(eq(address_book.user_id, userId))
        .orderBy(desc(address_book.created_at), desc(address_book.id))
        .limit(1);
      return row?.id ?? null;
    },
  };
}

export type AddressRepository = ReturnType<typeof createAddressRepository>;
