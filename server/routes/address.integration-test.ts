import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_BOOK_MAX } from "../../core/address/index.ts";
import { query } from "../../db/seed/bulk.ts";
import { callJson, clientAddresses, createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { loginOverApi, newBuyer } from "../../tests/support/auth.ts";
import { FACTORY_PASSWORD, makeBuyer, makeRegions, PLACES } from "../../tests/support/factories.ts";

let t: TestApp;
let buyer: Record<string, string>;
let buyer2: Record<string, string>;
/** The chain the added addresses use, and a city of another province. */
const jakarta = {
  province_id: PLACES.jakartaSelatan.province_id,
  city_id: PLACES.jakartaSelatan.city_id,
  sub_district_id: PLACES.jakartaSelatan.district_id,
  area_id: PLACES.jakartaSelatan.village_id,
};
const surabayaCity = PLACES.surabaya.city_id;

const EN = { "accept-language": "en-US,en;q=0.9" };

const nextAddress = clientAddresses(7);
const login = (email: string) => loginOverApi(t.app, email, FACTORY_PASSWORD, nextAddress());

const call = (method: "GET" | "POST", url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  callJson(t, method, url, headers, payload);

function payload(overrides: Record<string, unknown> = {}) {
  return {
    label: "Kantor",
    behalf_name: "Dewi Lestari",
    behalf_phone: "02187654321",
    zipcode: "12190",
    address: "Jl. Sudirman Kav. 1, Lt. 5",
    is_main_address: "no",
    ...jakarta,
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await makeRegions(t.database.db, { cities: [jakarta.city_id] });
  const budi = await makeBuyer(t, { name: "Budi Santoso", address: PLACES.jakartaSelatan });
  const siti = await makeBuyer(t, { name: "Siti Rahmawati", address: PLACES.jakartaSelatan });
  buyer = { authorization: `Bearer ${await login(budi.email)}` };
  buyer2 = { authorization: `Bearer ${await login(siti.email)}` };
});
afterAll(async () => {
  await t?.close();
});

describe("address book API", () => {
  it("needs a signed-in buyer for every call", async () => {
    for (const [method, url] of [
      ["GET", "/api/addressbook/list"],
      ["POST", "/api/addressbook/add"],
      ["POST", "/api/addressbook/edit/1"],
      ["POST", "/api/addressbook/setdefault/1"],
      ["POST", "/api/addressbook/delete/1"],
    ] as const) {
      const response = await call(method, url, {}, method === "POST" ? payload() : undefined);
      expect(response.status, url).toBe(401);
      expect(response.body).toMatchObject({
        code: 401,
        message: "Silahkan masuk atau daftar terlebih dahulu",
        data: null,
      });
    }
  });

  it("lists the buyer's addresses with region names; the buyer's main address is there", async () => {
    const list = await call("GET", "/api/addressbook/list", buyer);
    expect(list.status).toBe(200);
    expect(list.body.meta).toEqual({ total: 1, max: ADDRESS_BOOK_MAX });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        label: "Rumah",
        behalf_name: "Budi Santoso",
        behalf_phone: "081234567890",
        is_main_address: "yes",
        area: expect.objectContaining({ name: "Senayan" }),
        sub_district: expect.objectContaining({ name: "Kebayoran Baru" }),
        city: expect.objectContaining({ name: "Kota Administrasi Jakarta Selatan" }),
        province: expect.objectContaining({ name: "Daerah Khusus Ibukota Jakarta" }),
      }),
    ]);
    expect((await call("GET", "/api/addressbook/list?search=budi", buyer)).body.data).toHaveLength(1);
    const none = await call("GET", "/api/addressbook/list?search=nobody", buyer);
    expect(none.body).toMatchObject({ code: 200, data: [], meta: { total: 1 } });
  });

  it("adds, edits, sets the main address and deletes, with the spec's messages in both languages", async () => {
    const added = await call("POST", "/api/addressbook/add", buyer, payload());
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      code: 200,
      message: "Alamat berhasil ditambahkan",
      data: { label: "Kantor", is_main_address: "no", city: { name: "Kota Administrasi Jakarta Selatan" } },
    });
    const id = added.body.data.id as number;

    const edited = await call(
      "POST",
      `/api/addressbook/edit/${id}`,
      { ...buyer, ...EN },
      payload({ label: "Kantor Pusat", is_main_address: false }),
    );
    expect(edited.body).toMatchObject({
      code: 200,
      message: "Address changed successfully",
      data: { id, label: "Kantor Pusat", is_main_address: "no" },
    });
    expect(
      (await call("POST", `/api/addressbook/edit/${id}`, buyer, payload({ label: "Kantor Pusat" }))).body.message,
    ).toBe("Alamat berhasil diubah");

    const main = await call("POST", `/api/addressbook/setdefault/${id}`, { ...buyer, ...EN });
    expect(main.body).toMatchObject({
      code: 200,
      message: "Address has been successfully set as main address",
      data: { id, is_main_address: "yes" },
    });
    expect((await call("POST", `/api/addressbook/setdefault/${id}`, buyer, {})).body.message).toBe(
      "Alamat berhasil dijadikan alamat utama",
    );
    const list = (await call("GET", "/api/addressbook/list", buyer)).body.data as {
      id: number;
      is_main_address: string;
    }[];
    expect(list.map((address) => [address.id === id, address.is_main_address])).toEqual([
      [true, "yes"],
      [false, "no"],
    ]);

    // Deleting the main address: the newest remaining one (here the only one) becomes main.
    const removed = await call("POST", `/api/addressbook/delete/${id}`, { ...buyer, ...EN });
    expect(removed.body).toMatchObject({
      code: 200,
      message: "Address deleted successfully",
      data: { id, promoted: { behalf_name: "Budi Santoso", is_main_address: "yes" } },
    });
    expect((await call("GET", "/api/addressbook/list", buyer)).body.meta.total).toBe(1);
    expect((await call("POST", "/api/addressbook/add", { ...buyer, ...EN }, payload())).body.message).toBe(
      "Address added successfully",
    );
  });

  it("reports only the first invalid field, in the request's language, and saves nothing", async () => {
    const before = (await call("GET", "/api/addressbook/list", buyer2)).body.meta.total;
    const both = await call(
      "POST",
      "/api/addressbook/add",
      buyer2,
      payload({ behalf_phone: "0812", address: "a".repeat(201) }),
    );
    expect(both.status).toBe(422);
    expect(both.body).toEqual({
      code: 422,
      message: "Format Nomor Telepon Salah, Contoh: 0878***** atau 02*****",
      data: null,
      meta: null,
      errors: { behalf_phone: "Format Nomor Telepon Salah, Contoh: 0878***** atau 02*****" },
    });
    const long = await call(
      "POST",
      "/api/addressbook/add",
      { ...buyer2, ...EN },
      payload({ address: "a".repeat(201) }),
    );
    expect(long.body).toMatchObject({
      code: 422,
      message: "Address maximum 200 characters",
      errors: { address: "Address maximum 200 characters" },
    });
    const empty = await call("POST", "/api/addressbook/add", { ...buyer2, ...EN }, {});
    expect(empty.body).toMatchObject({
      code: 422,
      message: "Please fill in the following column",
      errors: { label: "Please fill in the following column" },
    });
    expect(Object.keys(empty.body.errors)).toEqual(["label"]);
    const chain = await call("POST", "/api/addressbook/add", { ...buyer2, ...EN }, payload({ city_id: surabayaCity }));
    expect(chain.body).toMatchObject({
      code: 422,
      message: "The city is not in the chosen province",
      errors: { city_id: "The city is not in the chosen province" },
    });
    const unknown = await call("POST", "/api/addressbook/add", { ...buyer2, ...EN }, { ...payload(), note: "x" });
    expect(unknown.status).toBe(422);
    expect((await call("GET", "/api/addressbook/list", buyer2)).body.meta.total).toBe(before);
  });

  it("never shows or changes another buyer's address (404)", async () => {
    const theirs = (await call("GET", "/api/addressbook/list", buyer2)).body.data[0].id as number;
    for (const url of [
      `/api/addressbook/edit/${theirs}`,
      `/api/addressbook/setdefault/${theirs}`,
      `/api/addressbook/delete/${theirs}`,
      "/api/addressbook/delete/abc",
    ]) {
      const response = await call("POST", url, { ...buyer, ...EN }, payload());
      expect(response.status, url).toBe(404);
      expect(response.body.message).toBe("Address not found");
    }
    const still = (await call("GET", "/api/addressbook/list", buyer2)).body.data[0];
    expect(still).toMatchObject({ id: theirs, is_main_address: "yes", behalf_name: "Siti Rahmawati" });
  });

  it("keeps one main address when set-default calls race", async () => {
    const headers = await newBuyer(t.services, "Racer Address");
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await call("POST", "/api/addressbook/add", headers, payload({ label: `Alamat ${i}` }))).body.data.id);
    const responses = await Promise.all(ids.map((id) => call("POST", `/api/addressbook/setdefault/${id}`, headers)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const list = (await call("GET", "/api/addressbook/list", headers)).body.data as { is_main_address: string }[];
    expect(list.filter((address) => address.is_main_address === "yes")).toHaveLength(1);
    expect(list[0]!.is_main_address).toBe("yes");
  });

  it(`refuses a ${ADDRESS_BOOK_MAX + 1}th address with a clear message`, async () => {
    const headers = await newBuyer(t.services, "Full Address Book");
    const [user] = await query<{ id: number }>(
      t.database.db,
      sql`select id from "user" where email = 'full.address.book@example.com'`,
    );
    await t.database.db.execute(
      sql`insert into address_book (user_id, label, behalf_name, behalf_phone, province_id, city_id, sub_district_id, area_id, address, zipcode, is_main_address)
          select ${user!.id}, 'Alamat ' || n, 'Penerima', '081234567890', ${jakarta.province_id}, ${jakarta.city_id}, ${jakarta.sub_district_id}, ${jakarta.area_id}, 'Jl. Contoh', '12190', n = 1
          from generate_series(1, ${ADDRESS_BOOK_MAX}) as n`,
    );
    const refused = await call("POST", "/api/addressbook/add", { ...headers, ...EN }, payload());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `You can keep at most ${ADDRESS_BOOK_MAX} addresses. Delete one you no longer use to add a new one.`,
    );
  });

  it("asks cookie-authenticated changes to echo the XSRF token", async () => {
    const token = buyer.authorization!.slice("Bearer ".length);
    const xsrf = t.services.accounts.xsrfTokenFor(token);
    const cookie = `my_token=${Buffer.from(token).toString("base64")}; XSRF-TOKEN=${xsrf}`;
    expect((await call("POST", "/api/addressbook/add", { cookie }, payload())).status).toBe(403);
    const ok = await call(
      "POST",
      "/api/addressbook/add",
      { cookie, "x-xsrf-token": xsrf },
      payload({ label: "Lewat Cookie" }),
    );
    expect(ok.status).toBe(200);
    await call("POST", `/api/addressbook/delete/${ok.body.data.id}`, buyer);
  });
});

describe("region API", () => {
  it("lists provinces, cities, districts and villages for anyone, cacheable", async () => {
    const provinces = await call("GET", "/api/province");
    expect(provinces.status).toBe(200);
    expect(provinces.body.data).toHaveLength(38);
    expect(provinces.headers["cache-control"]).toContain("public");
    expect(provinces.headers["set-cookie"]).toBeUndefined();
    const cities = await call("GET", `/api/city?province_id=${jakarta.province_id}`);
    expect(cities.body.data).toContainEqual({ id: jakarta.city_id, name: "Kota Administrasi Jakarta Selatan" });
    const districts = await call("GET", `/api/subdistrict?city_id=${jakarta.city_id}`);
    expect(districts.body.data.map((d: { id: string }) => d.id)).toContain(jakarta.sub_district_id);
    const villages = await call("GET", `/api/area?kecamatan_id=${jakarta.sub_district_id}`);
    expect(villages.body.data.map((v: { id: string }) => v.id)).toContain(jakarta.area_id);
    expect(villages.headers["cache-control"]).toContain("max-age=86400");
  });

  it("answers 422 for a missing or malformed parent and 404 for an unknown one", async () => {
    expect((await call("GET", "/api/city")).status).toBe(422);
    const malformed = await call("GET", "/api/subdistrict?city_id=abc", EN);
    expect(malformed.body).toMatchObject({ code: 422, message: "Invalid region code" });
    const unknown = await call("GET", "/api/area?kecamatan_id=31.74.99", EN);
    expect(unknown.body).toMatchObject({ code: 404, message: "Region not found" });
    expect(unknown.headers["cache-control"]).toBeUndefined();
  });
});
