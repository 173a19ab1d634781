import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { query } from "../../db/seed/bulk.ts";
import { makeBuyer, makeRegions, PLACES, type Place } from "../../tests/support/factories.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { ADDRESS_BOOK_MAX } from "./index.ts";

let t: TestApp;
let buyer: number;
let buyer2: number;

/** An address's region ids, as the address book takes them. */
interface Chain {
  province_id: string;
  city_id: string;
  sub_district_id: string;
  area_id: string;
}
const chainOf = (place: Place): Chain => ({
  province_id: place.province_id,
  city_id: place.city_id,
  sub_district_id: place.district_id,
  area_id: place.village_id,
});
/** A real chain in Jakarta Selatan and a second one in Surabaya. */
const jakarta = chainOf(PLACES.jakartaSelatan);
const surabaya = chainOf(PLACES.surabaya);
/** Another village of the Jakarta district (Melawai), and a district of Jakarta other than the chain's (Tebet). */
const jakartaVillage2 = "31.74.07.1001";
const jakartaDistrict2 = "31.74.01";

const MINUTE = 60_000;

let userCounter = 0;
async function newUser(): Promise<number> {
  userCounter += 1;
  const [row] = await query<{ id: number }>(
    t.database.db,
    sql`insert into "user" (email) values (${`address-${userCounter}@example.com`}) returning id`,
  );
  return Number(row!.id);
}

function payload(chain: Chain, overrides: Record<string, unknown> = {}) {
  return {
    label: "Rumah",
    behalf_name: "Ani Wijaya",
    behalf_phone: "081298765432",
    zipcode: "12190",
    address: "Jl. Melati No. 5, RT 001/RW 002",
    ...chain,
    ...overrides,
  };
}

async function mains(userId: number): Promise<number[]> {
  const rows = await query<{ id: number }>(
    t.database.db,
    sql`select id from address_book where user_id = ${userId} and is_main_address order by id`,
  );
  return rows.map((row) => Number(row.id));
}

async function rowsOf(userId: number) {
  return query<{ id: number; label: string; address: string; is_main_address: boolean }>(
    t.database.db,
    sql`select id, label, address, is_main_address from address_book where user_id = ${userId} order by id`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await makeRegions(t.database.db, { cities: [jakarta.city_id, surabaya.city_id] });
  buyer = (await makeBuyer(t, { name: "Budi Santoso", address: PLACES.jakartaSelatan })).userId;
  buyer2 = (await makeBuyer(t, { address: PLACES.jakartaSelatan })).userId;
});
afterAll(async () => {
  await t?.close();
});

describe("address service: reading", () => {
  it("gives a buyer's main address with its region names, and only to that buyer", async () => {
    const main = await t.services.addresses.mainAddress(buyer);
    expect(main).toMatchObject({
      label: "Rumah",
      behalf_name: "Budi Santoso",
      is_main_address: "yes",
      zipcode: "12190",
      city: { name: "Kota Administrasi Jakarta Selatan" },
      sub_district: { name: "Kebayoran Baru" },
      area: { name: "Senayan" },
      province: { name: "Daerah Khusus Ibukota Jakarta" },
    });
    expect(main!.province.id).toBe(main!.province_id);
    expect(main!.area.id).toBe(main!.area_id);
    expect(await t.services.addresses.listForUser(buyer)).toEqual([main]);
    expect(await t.services.addresses.findForUser(buyer, main!.id)).toEqual(main);
    expect(await t.services.addresses.findForUser(buyer, String(main!.id))).toEqual(main);
    // Another buyer's address, or no address at all, is simply not there.
    expect(await t.services.addresses.findForUser(buyer2, main!.id)).toBeNull();
    for (const id of [0, -1, "abc", 99_999_999, "1e3", null])
      expect(await t.services.addresses.findForUser(buyer, id)).toBeNull();
    expect(await t.services.addresses.mainAddress(await newUser())).toBeNull();
  });

  it("searches by recipient name, any case, with % and _ taken literally", async () => {
    const user = await newUser();
    await t.services.addresses.add(user, payload(jakarta, { behalf_name: "Siti Rahma" }));
    t.clock.advance(MINUTE);
    await t.services.addresses.add(user, payload(jakarta, { label: "Kantor", behalf_name: "Rahmat Hidayat" }));
    t.clock.advance(MINUTE);
    await t.services.addresses.add(user, payload(jakarta, { label: "Gudang", behalf_name: "Joko" }));
    const names = async (search?: string) =>
      (await t.services.addresses.listForUser(user, search)).map((address) => address.behalf_name);
    // Main (the first one added) first, then newest first.
    expect(await names()).toEqual(["Siti Rahma", "Joko", "Rahmat Hidayat"]);
    expect(await names("rahm")).toEqual(["Siti Rahma", "Rahmat Hidayat"]);
    expect(await names("  JOKO ")).toEqual(["Joko"]);
    expect(await names("%")).toEqual([]);
    expect(await names("_")).toEqual([]);
    expect(await names("")).toHaveLength(3);
  });
});

describe("address service: changes", () => {
  it("makes the first address main whatever was asked, and moves the mark when a new one asks for it", async () => {
    const user = await newUser();
    const first = await t.services.addresses.add(user, payload(jakarta, { is_main_address: "no" }));
    expect(first.is_main_address).toBe("yes");
    expect(first.created_at).toBe(t.clock.now().toISOString());
    t.clock.advance(MINUTE);
    const second = await t.services.addresses.add(user, payload(surabaya, { label: "Kantor", zipcode: "60286" }));
    expect(second.is_main_address).toBe("no");
    expect(second.city.name).toBe("Kota Surabaya");
    expect(await mains(user)).toEqual([first.id]);
    const third = await t.services.addresses.add(user, payload(jakarta, { label: "Kos", is_main_address: "yes" }));
    expect(third.is_main_address).toBe("yes");
    expect(await mains(user)).toEqual([third.id]);
    expect((await t.services.addresses.mainAddress(user))!.id).toBe(third.id);
  });

  it("refuses region ids that do not form a chain, naming the first wrong level, and saves nothing", async () => {
    const user = await newUser();
    const cases: [Partial<Chain>, string, string][] = [
      [{ province_id: "99" }, "province_id", "address.region.province_invalid"],
      [{ city_id: surabaya.city_id }, "city_id", "address.region.city_invalid"],
      [{ sub_district_id: surabaya.sub_district_id }, "sub_district_id", "address.region.district_invalid"],
      [{ sub_district_id: jakartaDistrict2 }, "area_id", "address.region.village_invalid"],
      [{ area_id: surabaya.area_id }, "area_id", "address.region.village_invalid"],
      [{ area_id: "31.74.99.9999" }, "area_id", "address.region.village_invalid"],
      [{ city_id: "3174" }, "city_id", "address.region.city_invalid"],
    ];
    for (const [change, field, key] of cases) {
      const error = await t.services.addresses.add(user, payload(jakarta, change)).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error, JSON.stringify(change)).toMatchObject({ code: "INVALID_INPUT", fieldErrors: { [field]: { key } } });
      expect(Object.keys((error as { fieldErrors: object }).fieldErrors)).toEqual([field]);
    }
    // §5 rules come before the region check.
    await expect(
      t.services.addresses.add(user, payload(jakarta, { behalf_phone: "123", province_id: "99" })),
    ).rejects.toMatchObject({
      fieldErrors: { behalf_phone: { key: "address.validation.phone" } },
    });
    expect(await rowsOf(user)).toEqual([]);
  });

  it("edits only the buyer's own address; 'no' never unmarks the main address, 'yes' moves the mark", async () => {
    const user = await newUser();
    const main = await t.services.addresses.add(user, payload(jakarta));
    const other = await t.services.addresses.add(user, payload(jakarta, { label: "Kantor" }));
    t.clock.advance(MINUTE);
    const edited = await t.services.addresses.edit(
      user,
      main.id,
      payload(surabaya, { label: "Rumah Baru", zipcode: "60286", is_main_address: "no" }),
    );
    expect(edited).toMatchObject({
      id: main.id,
      label: "Rumah Baru",
      is_main_address: "yes",
      city: { name: "Kota Surabaya" },
      created_at: main.created_at,
    });
    expect(edited.updated_at).toBe(t.clock.now().toISOString());
    const moved = await t.services.addresses.edit(
      user,
      other.id,
      payload(jakarta, { label: "Kantor", is_main_address: true }),
    );
    expect(moved.is_main_address).toBe("yes");
    expect(await mains(user)).toEqual([other.id]);

    // Another buyer cannot edit it, even with a valid payload; nothing changes.
    const before = await rowsOf(user);
    await expect(
      t.services.addresses.edit(buyer2, main.id, payload(jakarta, { label: "Diambil" })),
    ).rejects.toMatchObject({ code: "NOT_FOUND", messageKey: "address.not_found" });
    await expect(t.services.addresses.edit(buyer2, main.id, payload(jakarta, { label: "" }))).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(t.services.addresses.edit(user, 99_999_999, payload(jakarta))).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(t.services.addresses.edit(user, main.id, payload(jakarta, { zipcode: "123" }))).rejects.toMatchObject({
      code: "INVALID_INPUT",
    });
    expect(await rowsOf(user)).toEqual(before);
  });

  it("sets the main address atomically, also when several calls race", async () => {
    const user = await newUser();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++)
      ids.push((await t.services.addresses.add(user, payload(jakarta, { label: `Alamat ${i}` }))).id);
    expect(await mains(user)).toEqual([ids[0]]);
    const result = await t.services.addresses.setDefault(user, ids[3]);
    expect(result).toMatchObject({ id: ids[3], is_main_address: "yes" });
    expect(await mains(user)).toEqual([ids[3]]);
    // Already main: nothing to do, still main.
    expect((await t.services.addresses.setDefault(user, ids[3])).is_main_address).toBe("yes");

    const outcomes = await Promise.allSettled(ids.map((id) => t.services.addresses.setDefault(user, id)));
    expect(outcomes.every((outcome) => outcome.status === "fulfilled")).toBe(true);
    expect(await mains(user)).toHaveLength(1);

    await expect(t.services.addresses.setDefault(buyer2, ids[1])).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(t.services.addresses.setDefault(user, "x")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("deleting the main address makes the newest remaining one main; deleting another changes no mark", async () => {
    const user = await newUser();
    const oldest = await t.services.addresses.add(user, payload(jakarta, { label: "Satu" }));
    t.clock.advance(MINUTE);
    const middle = await t.services.addresses.add(user, payload(jakarta, { label: "Dua" }));
    t.clock.advance(MINUTE);
    const newest = await t.services.addresses.add(user, payload(jakarta, { label: "Tiga" }));
    await t.services.addresses.setDefault(user, middle.id);

    expect(await t.services.addresses.remove(user, oldest.id)).toEqual({ id: oldest.id, promoted: null });
    expect(await mains(user)).toEqual([middle.id]);
    await expect(t.services.addresses.remove(buyer2, newest.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(t.services.addresses.remove(user, oldest.id)).rejects.toMatchObject({ code: "NOT_FOUND" });

    const removed = await t.services.addresses.remove(user, middle.id);
    expect(removed.promoted).toMatchObject({ id: newest.id, is_main_address: "yes" });
    expect(await mains(user)).toEqual([newest.id]);
    expect(await t.services.addresses.remove(user, newest.id)).toEqual({ id: newest.id, promoted: null });
    expect(await rowsOf(user)).toEqual([]);
    // The next first address is main again.
    expect((await t.services.addresses.add(user, payload(jakarta))).is_main_address).toBe("yes");
  });

  it(`keeps at most ${ADDRESS_BOOK_MAX} addresses per buyer, also when adds race`, async () => {
    const user = await newUser();
    const fill = async (count: number) => {
      const at = t.clock.now().toISOString();
      await t.database.db.execute(
        sql`insert into address_book (user_id, label, behalf_name, behalf_phone, province_id, city_id, sub_district_id, area_id, address, zipcode, is_main_address, created_at, updated_at)
            select ${user}, 'Alamat ' || n, 'Penerima', '081234567890', ${jakarta.province_id}, ${jakarta.city_id}, ${jakarta.sub_district_id}, ${jakarta.area_id},
                   'Jl. Contoh', '12190', n = 1, ${at}::timestamptz, ${at}::timestamptz
            from generate_series(1, ${count}) as n`,
      );
    };
    await fill(ADDRESS_BOOK_MAX - 1);
    expect((await t.services.addresses.add(user, payload(jakarta))).is_main_address).toBe("no");
    await expect(t.services.addresses.add(user, payload(jakarta))).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "address.full",
      values: { max: ADDRESS_BOOK_MAX },
    });
    expect(await t.services.addresses.count(user)).toBe(ADDRESS_BOOK_MAX);

    await t.database.db.execute(sql`delete from address_book where user_id = ${user}`);
    await fill(ADDRESS_BOOK_MAX - 2);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => t.services.addresses.add(user, payload(jakarta, { label: `Balapan ${i}` }))),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(2);
    expect(await t.services.addresses.count(user)).toBe(ADDRESS_BOOK_MAX);
  });
});

describe("region service", () => {
  it("lists provinces, cities, districts and villages by name", async () => {
    const provinces = await t.services.regions.provinces();
    expect(provinces).toHaveLength(38);
    // By name, not by code.
    expect(provinces[0]).toEqual({ id: "11", name: "Aceh" });
    expect(provinces.at(-1)).toEqual({ id: "12", name: "Sumatera Utara" });
    const cities = await t.services.regions.cities("31");
    expect(cities.map((c) => c.id).sort()).toEqual(["31.01", "31.71", "31.72", "31.73", "31.74", "31.75"]);
    const districts = await t.services.regions.districts(jakarta.city_id);
    expect(districts).toContainEqual({ id: jakarta.sub_district_id, name: expect.any(String) });
    expect(districts.every((d) => d.id.startsWith(`${jakarta.city_id}.`))).toBe(true);
    const villages = await t.services.regions.villages(jakarta.sub_district_id);
    expect(villages.map((v) => v.id)).toContain(jakartaVillage2);
  });

  it("answers 404 for an unknown parent and 422 for a malformed id", async () => {
    await expect(t.services.regions.cities("99")).rejects.toMatchObject({
      code: "NOT_FOUND",
      messageKey: "address.region.not_found",
    });
    await expect(t.services.regions.districts("31.99")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(t.services.regions.villages("31.74.99")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(t.services.regions.cities("3")).rejects.toMatchObject({
      code: "INVALID_INPUT",
      fieldErrors: { province_id: { key: "address.region.invalid" } },
    });
    await expect(t.services.regions.villages("31.74")).rejects.toMatchObject({ code: "INVALID_INPUT" });
  });

  it("resolves a village to every level's id and name", async () => {
    const main = (await t.services.addresses.mainAddress(buyer))!;
    expect(await t.services.regions.resolve(main.area_id)).toEqual({
      province: main.province,
      city: main.city,
      district: main.sub_district,
      village: main.area,
    });
    expect(await t.services.regions.resolve("31.74.99.9999")).toBeNull();
    expect(await t.services.regions.resolve("' or 1=1")).toBeNull();
  });

  it("keeps the valid top of a partly chosen chain", async () => {
    const { regions } = t.services;
    expect(await regions.validPrefix(jakarta)).toEqual(jakarta);
    expect(await regions.validPrefix({ province_id: jakarta.province_id, city_id: jakarta.city_id })).toEqual({
      province_id: jakarta.province_id,
      city_id: jakarta.city_id,
    });
    // The province changed: the city below it (and all below) goes.
    expect(await regions.validPrefix({ ...jakarta, province_id: surabaya.province_id })).toEqual({
      province_id: surabaya.province_id,
    });
    expect(await regions.validPrefix({ ...jakarta, sub_district_id: jakartaDistrict2 })).toEqual({
      province_id: jakarta.province_id,
      city_id: jakarta.city_id,
      sub_district_id: jakartaDistrict2,
    });
    expect(await regions.validPrefix({ province_id: "xx", city_id: jakarta.city_id })).toEqual({});
    expect(await regions.chainError(jakarta)).toBeNull();
  });
});
