import { and, asc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { bank, merchant, merchant_bank_account } from "./merchant.tables.ts";

const storeColumns = {
  id: merchant.id,
  user_id: merchant.user_id,
  name: merchant.name,
  slug: merchant.slug,
  description: merchant.description,
  is_company: merchant.is_company,
  is_pkp: merchant.is_pkp,
  npwp: merchant.npwp,
  pic_name: merchant.pic_name,
  pic_phone: merchant.pic_phone,
  status: merchant.status,
  province_id: merchant.province_id,
  city_id: merchant.city_id,
  district_id: merchant.district_id,
  village_id: merchant.village_id,
  zipcode: merchant.zipcode,
  address: merchant.address,
  holiday_from: merchant.holiday_from,
  holiday_to: merchant.holiday_to,
  holiday_note: merchant.holiday_note,
  logo_file_id: merchant.logo_file_id,
  ktp_file_id: merchant.ktp_file_id,
  ktp_selfie_file_id: merchant.ktp_selfie_file_id,
  npwp_file_id: merchant.npwp_file_id,
  company_doc_file_id: merchant.company_doc_file_id,
};
export type SellerStoreRow = Awaited<ReturnType<ReturnType<typeof createSellerRepository>["storeById"]>>;

/** A store's own settings, location and bank account, and the bank list: what its owner reads and writes. */
export function createSellerRepository(db: Executor) {
  return {
    async storeOfUser(userId: number) {
      const [row] = await db.select(storeColumns).from(merchant).where(eq(merchant.user_id, userId)).limit(1);
      return row;
    },

    async storeById(storeId: number) {
      const [row] = await db.select(storeColumns).from(merchant).where(eq(merchant.id, storeId)).limit(1);
      return row;
    },

    /** Another store already uses this name (any case) or this slug. */
    async nameTaken(name: string, exceptStoreId: number | null): Promise<boolean> {
      const [row] = await db
        .select({ id: merchant.id })
        .from(merchant)
        .where(
          and(
            sql`lower(${merchant.name}) = lower(${name})`,
            exceptStoreId === null ? undefined : ne(merchant.id, exceptStoreId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async slugTaken(slug: string, exceptStoreId: number | null): Promise<boolean> {
      const [row] = await db
        .select({ id: merchant.id })
        .from(merchant)
        .where(and(eq(merchant.slug, slug), exceptStoreId === null ? undefined : ne(merchant.id, exceptStoreId)))
        .limit(1);
      return row !== undefined;
    },

    /** A new store, 'onboarding' with no location yet; undefined when the user has one or the slug is taken. */
    async createStore(
      userId: number,
      values: Pick<
        typeof merchant.$inferInsert,
        "name" | "slug" | "description" | "is_company" | "is_pkp" | "npwp" | "pic_name" | "pic_phone"
      >,
    ) {
      const [row] = await db
        .insert(merchant)
        .values({ user_id: userId, ...values, status: "onboarding" })
        .onConflictDoNothing()
        .returning({ id: merchant.id });
      return row;
    },

    async updateStore(storeId: number, values: Partial<typeof merchant.$inferInsert>) {
      await db
        .update(merchant)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(merchant.id, storeId));
    },

    async bankAccount(storeId: number) {
      const [row] = await db
        .select({
          bank_code: merchant_bank_account.bank_code,
          bank_name: bank.name,
          account_number: merchant_bank_account.account_number,
          branch: merchant_bank_account.branch,
          holder_name: merchant_bank_account.holder_name,
        })
        .from(merchant_bank_account)
        .innerJoin(bank, eq(bank.code, merchant_bank_account.bank_code))
        .where(eq(merchant_bank_account.merchant_id, storeId));
      return row;
    },

    async saveBankAccount(
      storeId: number,
      values: { bank_code: string; account_number: string; branch: string | null; holder_name: string },
    ) {
      await db
        .insert(merchant_bank_account)
        .values({ merchant_id: storeId, ...values })
        .onConflictDoUpdate({
          target: merchant_bank_account.merchant_id,
          set: { ...values, updated_at: sql`now()` },
        });
    },

    async banks() {
      return db.select({ code: bank.code, name: bank.name }).from(bank).orderBy(asc(bank.name));
    },

    async bankExists(code: string): Promise<boolean> {
      const [row] = await db.select({ code: bank.code }).from(bank).where(eq(bank.code, code));
      return row !== undefined;
    },

    /**
     * Opens a store being onboarded once it has a location and a bank account: to `status` ('active' or
     * 'pending_review'). One statement, so two last steps saved at once open it once. True when it opened.
     */
    async openIfReady(storeId: number, status: "active" | "pending_review"): Promise<boolean> {
      const rows = await db
        .update(merchant)
        .set({ status, updated_at: sql`now()` })
        .where(
          and(
            eq(merchant.id, storeId),
            eq(merchant.status, "onboarding"),
            isNotNull(merchant.city_id),
            sql`exists (select 1 from ${merchant_bank_account} where ${merchant_bank_account.merchant_id} = ${merchant.id})`,
          ),
        )
        .returning({ id: merchant.id });
      return rows.length > 0;
    },

    /** pending_review → active; the store's slug and whether it changed. */
    async approve(slug: string): Promise<{ found: boolean; status: string | null; approved: boolean }> {
      const rows = await db
        .update(merchant)
        .set({ status: "active", updated_at: sql`now()` })
        .where(and(eq(merchant.slug, slug), eq(merchant.status, "pending_review")))
        .returning({ id: merchant.id });
      if (rows.length > 0) return { found: true, status: "active", approved: true };
      const [row] = await db.select({ status: merchant.status }).from(merchant).where(eq(merchant.slug, slug));
      return { found: row !== undefined, status: row?.status ?? null, approved: false };
    },
  };
}

export type SellerRepository = ReturnType<typeof createSellerRepository>;
