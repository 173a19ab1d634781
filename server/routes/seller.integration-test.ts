import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { merchant } from "../../core/merchant/merchant.tables.ts";
import { REVIEW_NEW_STORES_SETTING } from "../../core/merchant/index.ts";
import { createSettingsRepository } from "../../core/settings/index.ts";
import { translator } from "../../i18n/index.ts";
import { makeBuyer, makeMerchant, makePlace, makeProduct, PLACES, type Store } from "../../tests/support/factories.ts";
import { callJson, createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
type Headers = Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await makePlace(t.database.db, PLACES.bandung);
  await makePlace(t.database.db, PLACES.surabaya);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: "GET" | "POST", url: string, headers: Headers = {}, payload?: unknown) =>
  callJson(t, method, url, headers, payload);

/** Puts one of the product in the shopper's cart; the answer says whether it may be bought. */
const addToCart = (headers: Headers, productId: number) =>
  call("POST", "/api/cart/add", headers, { products_id: productId, qty: 1, note: "", attribute: "" });

const PERSONAL = {
  fullname: "Sari Wulandari",
  phone: "081234567890",
  nik: "3273010101900001",
  birthday: "1990-01-01",
  gender: "female",
};
const COMPANY = {
  company_name: "PT Sari Jaya",
  address: "Jl. Dago No. 1, Bandung",
  is_pkp: "pkp",
  no_npwp: "01.234.567.8-901.234",
  pic_name: "Sari Wulandari",
  pic_phone: "081234567890",
};
const storeStep = (n: string) => ({
  merchant_name: `Toko Sari ${n}`,
  merchant_slug: `toko-sari-${n}`,
  description: "Kain dan batik",
  is_company: "no",
  is_pkp: "no",
  no_npwp: "",
  pic_name: "Sari Wulandari",
  pic_phone: "0221234567",
});
const LOCATION = {
  province_id: PLACES.bandung.province_id,
  city_id: PLACES.bandung.city_id,
  sub_district_id: PLACES.bandung.district_id,
  area_id: PLACES.bandung.village_id,
  zipcode: "40135",
  address: "Jl. Dago No. 1",
};
const BANK = { bank_id: "014", rekening: "1234567890", cabang: "KCP Dago", atas_nama: "Sari Wulandari" };

/** A new shopper who goes through every onboarding step over the API; their headers. */
async function onboard(n: string): Promise<Headers> {
  const headers = await (await makeBuyer(t)).signIn();
  expect((await call("POST", "/api/auth/information/personal", headers, PERSONAL)).status).toBe(200);
  expect((await call("POST", "/api/auth/information/store", headers, storeStep(n))).status).toBe(200);
  expect((await call("POST", "/api/auth/information/location", headers, LOCATION)).status).toBe(200);
  expect((await call("POST", "/api/auth/information/bank", headers, BANK)).status).toBe(200);
  return headers;
}

const statusOf = async (headers: Headers) =>
  ((await call("GET", "/api/auth/me", headers)).body.data.merchant as { status: string } | null)?.status ?? null;

describe("becoming a seller", () => {
  it("asks a visitor to sign in for every onboarding call", async () => {
    expect((await call("GET", "/api/auth/information")).status).toBe(401);
    for (const step of ["personal", "company", "store", "location", "bank"]) {
      expect((await call("POST", `/api/auth/information/${step}`, {}, {})).status).toBe(401);
    }
  });

  it("walks personal → company → store → location → bank, opening at the first step not done, and opens the store", async () => {
    const headers = await (await makeBuyer(t)).signIn();
    const state = async () => (await call("GET", "/api/auth/information", headers)).body.data;
    expect((await state()).current_step).toBe("personal");

    expect((await call("POST", "/api/auth/information/personal", headers, PERSONAL)).status).toBe(200);
    expect((await state()).current_step).toBe("company");

    const company = await call("POST", "/api/auth/information/company", headers, COMPANY);
    expect(company.status).toBe(200);
    // The old 15-digit NPWP becomes 16 digits with a leading 0.
    expect(company.body.data.no_npwp).toBe("0012345678901234");
    expect((await state()).current_step).toBe("store");
    expect(await statusOf(headers)).toBeNull();

    const store = await call("POST", "/api/auth/information/store", headers, {
      ...storeStep("walk"),
      is_company: "yes",
    });
    expect(store.status).toBe(200);
    expect(store.body.data).toMatchObject({ merchant_slug: "toko-sari-walk", status: "onboarding", is_company: true });
    // The user's merchant object appears once the store step is done.
    expect(await statusOf(headers)).toBe("onboarding");
    expect((await state()).current_step).toBe("location");

    const location = await call("POST", "/api/auth/information/location", headers, LOCATION);
    expect(location.status).toBe(200);
    expect(location.body.data).toMatchObject({
      city_id: "32.73",
      city: "Kota Bandung",
      area: "Dago",
      zipcode: "40135",
    });
    expect(await statusOf(headers)).toBe("onboarding");
    expect((await state()).current_step).toBe("bank");

    const bank = await call("POST", "/api/auth/information/bank", headers, BANK);
    expect(bank.status).toBe(200);
    expect(bank.body.data).toMatchObject({ bank_id: "014", rekening: "1234567890", atas_nama: "Sari Wulandari" });
    expect((await state()).current_step).toBeNull();
    // New stores open at once by default, and show on the storefront.
    expect(await statusOf(headers)).toBe("active");
    expect((await call("GET", "/api/merchant/detail/toko-sari-walk")).status).toBe(200);
    // Once open, the store step is the merchant centre's to change.
    expect((await call("POST", "/api/auth/information/store", headers, storeStep("walk"))).status).toBe(409);
  });

  it("refuses location and bank before the store step", async () => {
    const headers = await (await makeBuyer(t)).signIn();
    expect((await call("POST", "/api/auth/information/location", headers, LOCATION)).status).toBe(409);
    expect((await call("POST", "/api/auth/information/bank", headers, BANK)).status).toBe(409);
  });

  it("keeps a new store waiting for review when the setting says so, off the storefront until the operator approves it", async () => {
    const settings = createSettingsRepository(t.database.db);
    await settings.set(REVIEW_NEW_STORES_SETTING, true);
    try {
      const headers = await onboard("review");
      expect(await statusOf(headers)).toBe("pending_review");
      expect((await call("GET", "/api/merchant/detail/toko-sari-review")).status).toBe(404);
      expect(await t.services.sellers.approve("toko-sari-review")).toEqual({
        found: true,
        status: "active",
        approved: true,
      });
      expect(await statusOf(headers)).toBe("active");
      expect((await call("GET", "/api/merchant/detail/toko-sari-review")).status).toBe(200);
      // Approving twice changes nothing.
      expect((await t.services.sellers.approve("toko-sari-review")).approved).toBe(false);
    } finally {
      await settings.set(REVIEW_NEW_STORES_SETTING, false);
    }
  });

  it("answers a message per bad personal field, in the request's language", async () => {
    const headers = await (await makeBuyer(t)).signIn();
    const bad = await call(
      "POST",
      "/api/auth/information/personal",
      { ...headers, "accept-language": "en" },
      { fullname: "", phone: "0712345", nik: "12345", birthday: "1990-02-30", gender: "x" },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      fullname: "This field is required",
      phone: "Incorrect phone number format, e.g. 0878***** or 02*****",
      nik: "NIK must be 16 digits",
      birthday: "Invalid date of birth",
      gender: expect.any(String),
    });
    const young = await call("POST", "/api/auth/information/personal", headers, {
      ...PERSONAL,
      birthday: "2015-01-01",
    });
    expect(young.status).toBe(422);
    expect(young.body.errors.birthday).toBe("Penjual minimal berusia 17 tahun");
    const unknown = await call("POST", "/api/auth/information/personal", headers, { ...PERSONAL, role: "admin" });
    expect(unknown.status).toBe(422);
    expect((await call("GET", "/api/auth/information", headers)).body.data.personal.nik).toBeNull();
  });

  it("checks the company: NPWP of 16 digits (or the old 15), required for PKP, PIC phone", async () => {
    const headers = await (await makeBuyer(t)).signIn();
    const cases: [Record<string, string>, string, string][] = [
      [{ no_npwp: "12345" }, "no_npwp", "onboarding.validation.npwp"],
      [{ no_npwp: "" }, "no_npwp", "onboarding.validation.npwp_required"],
      [{ pic_phone: "12345678901" }, "pic_phone", "onboarding.validation.phone"],
      [{ company_name: "" }, "company_name", "validation.required"],
    ];
    for (const [change, field, key] of cases) {
      const answer = await call("POST", "/api/auth/information/company", headers, { ...COMPANY, ...change });
      expect(answer.status, field).toBe(422);
      expect(answer.body.errors[field]).toBe(translator("id")(key));
    }
    const sixteen = await call("POST", "/api/auth/information/company", headers, {
      ...COMPANY,
      no_npwp: "1234567890123456",
    });
    expect(sixteen.body.data.no_npwp).toBe("1234567890123456");
    // A non-PKP company need not give an NPWP.
    const plain = await call("POST", "/api/auth/information/company", headers, {
      ...COMPANY,
      is_pkp: "no",
      no_npwp: "",
    });
    expect(plain.status).toBe(200);
    expect(plain.body.data).toMatchObject({ is_pkp: "non-pkp", no_npwp: null });
  });

  it("checks the store: name and slug form and uniqueness, PKP needs an NPWP, a company store needs the company", async () => {
    const existing = await makeMerchant(t, { name: "Toko Kain Dago", slug: "toko-kain-dago" });
    const headers = await (await makeBuyer(t)).signIn();
    const post = (change: Record<string, string>) =>
      call(
        "POST",
        "/api/auth/information/store",
        { ...headers, "accept-language": "en" },
        { ...storeStep("bad"), ...change },
      );
    expect((await post({ merchant_slug: "Toko Sari!" })).body.errors.merchant_slug).toBe(
      "Store address may only contain lowercase letters, digits and hyphens (-)",
    );
    expect((await post({ merchant_slug: "ab" })).body.errors.merchant_slug).toBe(
      "Store address must be 3 to 40 characters",
    );
    expect((await post({ merchant_name: "X" })).body.errors.merchant_name).toBe(
      "Store name must be 3 to 60 characters",
    );
    const taken = await post({ merchant_name: "toko KAIN dago", merchant_slug: existing.slug });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({
      merchant_name: "Another store already uses this name",
      merchant_slug: "Another store already uses this address",
    });
    expect((await post({ is_pkp: "pkp", no_npwp: "" })).body.errors.no_npwp).toBe("A PKP store must give its NPWP");
    expect((await post({ is_company: "yes" })).body.errors.is_company).toBe(
      "Fill in your company details first to sell as a company",
    );
    expect((await post({ pic_phone: "0812" })).status).toBe(422);
    expect(await statusOf(headers)).toBeNull();

    // While being opened, the store step may be sent again, and changes the store (its address too).
    expect((await post({})).status).toBe(200);
    const again = await post({ merchant_slug: "toko-sari-baru", is_pkp: "pkp", no_npwp: "1234567890123456" });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ merchant_slug: "toko-sari-baru", is_pkp: "pkp", status: "onboarding" });
  });

  it("checks the location's region chain and postal code, and the bank account", async () => {
    const headers = await (await makeBuyer(t)).signIn();
    await call("POST", "/api/auth/information/store", headers, storeStep("chain"));
    const location = (change: Record<string, string>) =>
      call("POST", "/api/auth/information/location", headers, { ...LOCATION, ...change });
    expect((await location({ city_id: PLACES.surabaya.city_id })).body.errors).toHaveProperty("city_id");
    expect((await location({ area_id: "" })).body.errors).toHaveProperty("area_id");
    expect((await location({ zipcode: "401" })).body.errors).toHaveProperty("zipcode");
    expect((await location({ address: "" })).body.errors).toHaveProperty("address");

    const bank = (change: Record<string, string>) =>
      call("POST", "/api/auth/information/bank", headers, { ...BANK, ...change });
    expect((await bank({ rekening: "123456" })).body.errors).toHaveProperty("rekening");
    expect((await bank({ rekening: "1234567890123456789" })).body.errors).toHaveProperty("rekening");
    expect((await bank({ rekening: "12345ab" })).body.errors).toHaveProperty("rekening");
    expect((await bank({ atas_nama: "" })).body.errors).toHaveProperty("atas_nama");
    expect((await bank({ bank_id: "999" })).body.errors).toHaveProperty("bank_id");
    expect((await bank({ bank_id: "" })).body.errors).toHaveProperty("bank_id");
    expect(await statusOf(headers)).toBe("onboarding");
    expect((await bank({ rekening: "123-456-7890" })).status).toBe(200);
    // The bank alone does not open a store without a location.
    expect(await statusOf(headers)).toBe("onboarding");
    expect((await location({})).status).toBe(200);
    expect(await statusOf(headers)).toBe("active");
  });
});

describe("the helpers", () => {
  it("lists Indonesian banks by name with their official codes", async () => {
    const answer = await call("GET", "/api/helper/bank");
    expect(answer.status).toBe(200);
    const banks = answer.body.data as { id: string; code: string; name: string }[];
    expect(banks.length).toBeGreaterThanOrEqual(30);
    expect(banks).toContainEqual({ id: "014", code: "014", name: "Bank Central Asia (BCA)" });
    expect(banks).toContainEqual({ id: "008", code: "008", name: "Bank Mandiri" });
    expect(banks.map((bank) => bank.name)).toEqual([...banks.map((bank) => bank.name)].sort());
  });

  it("tells whether a store name and slug are free, as typed", async () => {
    await makeMerchant(t, { name: "Toko Batik Solo", slug: "toko-batik-solo" });
    const check = async (body: unknown, headers: Headers = {}) =>
      call("POST", "/api/helper/usernamecheck", { ...headers, "accept-language": "en" }, body);
    expect((await check({ merchant_name: "Toko Batik Baru", merchant_slug: "toko-batik-baru" })).body.data).toEqual({
      merchant_name: { available: true, message: "Store name is available" },
      merchant_slug: { available: true, message: "Store address is available" },
    });
    expect((await check({ merchant_name: "TOKO BATIK SOLO", merchant_slug: "toko-batik-solo" })).body.data).toEqual({
      merchant_name: { available: false, message: "Another store already uses this name" },
      merchant_slug: { available: false, message: "Another store already uses this address" },
    });
    expect((await check({ merchant_slug: "Toko Batik" })).body.data.merchant_slug.available).toBe(false);
    expect((await check({})).status).toBe(422);
    expect((await check({ merchant_slug: 5 })).status).toBe(422);
  });
});

describe("the store settings (merchant centre)", () => {
  let a: Store;
  let b: Store;
  let aHeaders: Headers;
  let bHeaders: Headers;
  let buyerHeaders: Headers;
  const storeRow = async (id: number) => (await t.database.db.select().from(merchant).where(eq(merchant.id, id)))[0]!;

  beforeAll(async () => {
    a = await makeMerchant(t, { name: "Toko A Settings", slug: "toko-a-settings" });
    b = await makeMerchant(t, { name: "Toko B Settings", slug: "toko-b-settings" });
    aHeaders = await a.owner.signIn();
    bHeaders = await b.owner.signIn();
    buyerHeaders = await (await makeBuyer(t)).signIn();
  });

  const settingsOf = (name: string) => ({
    merchant_name: name,
    description: "Toko uji",
    is_company: "no",
    is_pkp: "no",
    pic_name: "Budi Santoso",
    pic_phone: "081299998888",
  });

  it("lets only the merchant read and change their own store: a buyer gets 403, a visitor 401, and nothing changes", async () => {
    const before = await storeRow(a.id);
    for (const path of ["store", "location", "bank"]) {
      expect((await call("GET", `/api/merchant/dashboard/${path}`)).status).toBe(401);
      expect((await call("POST", `/api/merchant/dashboard/${path}`, {}, {})).status).toBe(401);
      expect((await call("GET", `/api/merchant/dashboard/${path}`, buyerHeaders)).status).toBe(403);
    }
    expect((await call("POST", "/api/merchant/dashboard/store", buyerHeaders, settingsOf("Toko Pembeli"))).status).toBe(
      403,
    );
    expect((await call("POST", "/api/merchant/dashboard/bank", buyerHeaders, BANK)).status).toBe(403);
    // B changing "its" store changes B's, never A's, whatever the body says.
    const byB = await call("POST", "/api/merchant/dashboard/store", bHeaders, { ...settingsOf("Toko B Baru") });
    expect(byB.status).toBe(200);
    expect(byB.body.data.id).toBe(b.id);
    expect(
      (await call("POST", "/api/merchant/dashboard/store", bHeaders, { ...settingsOf("Toko B"), id: a.id })).status,
    ).toBe(422);
    expect((await call("POST", "/api/merchant/dashboard/location", bHeaders, LOCATION)).status).toBe(200);
    expect((await call("POST", "/api/merchant/dashboard/bank", bHeaders, BANK)).status).toBe(200);
    expect(await storeRow(a.id)).toEqual(before);
    expect((await call("GET", "/api/merchant/dashboard/bank", aHeaders)).body.data).toBeNull();

    const mine = await call("GET", "/api/merchant/dashboard/store", aHeaders);
    expect(mine.body.data).toMatchObject({
      id: a.id,
      merchant_name: "Toko A Settings",
      status: "active",
      holiday: null,
    });
  });

  it("changes the store's profile, refusing a name another store has", async () => {
    const taken = await call("POST", "/api/merchant/dashboard/store", aHeaders, settingsOf("Toko B Baru"));
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toHaveProperty("merchant_name");
    const saved = await call("POST", "/api/merchant/dashboard/store", aHeaders, {
      ...settingsOf("Toko A Baru"),
      is_pkp: "pkp",
      no_npwp: "01.234.567.8-901.234",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      merchant_name: "Toko A Baru",
      merchant_slug: "toko-a-settings",
      is_pkp: "pkp",
      no_npwp: "0012345678901234",
    });
    // The slug is not a store setting.
    expect(
      (await call("POST", "/api/merchant/dashboard/store", aHeaders, { ...settingsOf("Toko A"), merchant_slug: "x-y" }))
        .status,
    ).toBe(422);
  });

  it("lets one of two stores saved at once as 'Toko Kembar' and 'toko kembar' have the name, the other a field error", async () => {
    const [one, two] = [await makeMerchant(t), await makeMerchant(t)];
    // Both saves pass the service's check before either writes: the unique index decides.
    const saves = await Promise.allSettled([
      t.services.sellers.updateStoreSettings(one.id, settingsOf("Toko Kembar")),
      t.services.sellers.updateStoreSettings(two.id, settingsOf("toko kembar")),
    ]);
    expect(saves.map((save) => save.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = saves.find((save) => save.status === "rejected")!;
    expect(refused.reason).toMatchObject({
      code: "INVALID_INPUT",
      fieldErrors: { merchant_name: { key: "onboarding.validation.store_name_taken" } },
    });
    const names = (await Promise.all([storeRow(one.id), storeRow(two.id)])).map((row) => row.name.toLowerCase());
    expect(names.filter((name) => name === "toko kembar")).toHaveLength(1);
    // The database holds the rule too, whatever writes the row.
    await expect(
      t.database.db.update(merchant).set({ name: "TOKO KEMBAR" }).where(eq(merchant.id, a.id)),
    ).rejects.toThrow();
  });

  it("moves the shipping origin with the store's location", async () => {
    const product = await makeProduct(t, { merchant: a });
    const from = async () =>
      (await call("GET", `/api/products/detail/${product.slug}/shipping?city_id=${PLACES.bandung.city_id}`)).body.meta
        .from.json_manifest.city.name as string;
    expect(await from()).toBe("Kota Bandung");
    const moved = await call("POST", "/api/merchant/dashboard/location", aHeaders, {
      province_id: PLACES.surabaya.province_id,
      city_id: PLACES.surabaya.city_id,
      sub_district_id: PLACES.surabaya.district_id,
      area_id: PLACES.surabaya.village_id,
      zipcode: "60286",
      address: "Jl. Airlangga 4",
    });
    expect(moved.status).toBe(200);
    expect(await from()).toBe("Kota Surabaya");
    expect((await call("GET", "/api/merchant/dashboard/location", aHeaders)).body.data).toMatchObject({
      city: "Kota Surabaya",
      area: "Airlangga",
      zipcode: "60286",
    });
  });

  it("closes the store for its holiday: its products cannot be added to a cart or bought meanwhile", async () => {
    const product = await makeProduct(t, { merchant: a });
    const shopper = await makeBuyer(t);
    const shopperHeaders = await shopper.signIn();
    expect((await addToCart(shopperHeaders, product.id)).status).toBe(200);
    // The test clock reads 2026-11-20 10:00 WIB.
    const closed = await call("POST", "/api/merchant/dashboard/store", aHeaders, {
      ...settingsOf("Toko A Baru"),
      holiday_from: "2026-11-20",
      holiday_to: "2026-11-22",
      holiday_note: "Cuti bersama",
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({
      holiday: { from: "2026-11-20", to: "2026-11-22", note: "Cuti bersama" },
      on_holiday: true,
    });
    expect((await addToCart(shopperHeaders, product.id)).status).toBe(404);
    const cart = (await call("POST", "/api/cart/list", shopperHeaders)).body;
    // The line already in the cart cannot be bought either: it is set apart as from a closed store.
    expect(cart.data).toEqual([]);
    expect(cart.meta.unprocessable).toEqual([
      expect.objectContaining({ products_id: product.id, reason: "store_closed" }),
    ]);
    // A wishlist keeps the product, marked unavailable because its store is closed.
    expect((await call("POST", "/api/wishlist/toggle", shopperHeaders, { product_id: product.id })).status).toBe(200);
    const saved = (await call("GET", "/api/wishlist/my", shopperHeaders)).body.data as {
      id: number;
      unavailable_reason: string | null;
    }[];
    expect(saved.find((item) => item.id === product.id)?.unavailable_reason).toBe("store_closed");
    const detail = await call("GET", `/api/products/detail/${product.slug}`);
    expect(detail.body.data.merchant.holiday).toEqual({ until: "2026-11-22T17:00:00.000Z", note: "Cuti bersama" });

    // After the last day (23 Nov 00:00 WIB) the store sells again.
    t.clock.set(new Date("2026-11-22T17:00:00Z"));
    try {
      // Sessions last two days: the shopper signs in again.
      const later = await shopper.signIn();
      expect((await addToCart(later, product.id)).status).toBe(200);
      expect((await call("GET", `/api/products/detail/${product.slug}`)).body.data.merchant.holiday).toBeNull();
    } finally {
      t.clock.set(new Date("2026-11-20T03:00:00Z"));
    }
  });

  it("checks the closure's days", async () => {
    const post = (holiday: Record<string, string>) =>
      call("POST", "/api/merchant/dashboard/store", aHeaders, { ...settingsOf("Toko A Baru"), ...holiday });
    const errorOf = async (holiday: Record<string, string>) => {
      const answer = await post(holiday);
      expect(answer.status).toBe(422);
      return Object.keys(answer.body.errors);
    };
    expect(await errorOf({ holiday_from: "2026-11-25", holiday_to: "" })).toEqual(["holiday_to"]);
    expect(await errorOf({ holiday_from: "2026-11-25", holiday_to: "2026-11-24" })).toEqual(["holiday_to"]);
    expect(await errorOf({ holiday_from: "2026-02-30", holiday_to: "2026-03-02" })).toEqual(["holiday_from"]);
    expect(await errorOf({ holiday_from: "2026-11-01", holiday_to: "2026-11-30" })).toEqual(["holiday_from"]);
    expect(await errorOf({ holiday_from: "2026-12-01", holiday_to: "2027-06-01" })).toEqual(["holiday_to"]);
    expect(await errorOf({ holiday_note: "Tutup" })).toEqual(["holiday_from"]);
    // No days: the closure is lifted.
    const open = await post({});
    expect(open.status).toBe(200);
    expect(open.body.data).toMatchObject({ holiday: null, on_holiday: false });
  });
});

describe("the storefront and stores that are not open", () => {
  it("lists neither a store being opened nor one waiting for review, and sells none of their products", async () => {
    const store = await makeMerchant(t, { name: "Toko Belum Buka", slug: "toko-belum-buka" });
    const product = await makeProduct(t, { merchant: store, name: "Kain Tenun Belum Buka" });
    const shopperHeaders = await (await makeBuyer(t)).signIn();
    for (const status of ["onboarding", "pending_review"] as const) {
      await t.database.db.update(merchant).set({ status }).where(eq(merchant.id, store.id));
      expect((await call("GET", "/api/merchant/detail/toko-belum-buka")).status).toBe(404);
      expect((await call("GET", `/api/products/detail/${product.slug}`)).status).toBe(404);
      expect((await addToCart(shopperHeaders, product.id)).status).toBe(404);
    }
    await t.database.db.update(merchant).set({ status: "active" }).where(eq(merchant.id, store.id));
    expect((await call("GET", `/api/products/detail/${product.slug}`)).status).toBe(200);
  });

  it("keeps an open store's location required (the database refuses one without)", async () => {
    const store = await makeMerchant(t);
    await expect(
      t.database.db.execute(sql`update merchant set city_id = null where id = ${store.id}`),
    ).rejects.toThrow();
  });
});
