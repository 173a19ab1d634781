import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaPurpose } from "../../core/media/index.ts";
import { media_file } from "../../core/media/media.tables.ts";
import { merchant } from "../../core/merchant/merchant.tables.ts";
import { makeBuyer, makeMerchant, type Store } from "../../tests/support/factories.ts";
import { pdfBytes, picture } from "../../tests/support/files.ts";
import { callJson, createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
type Headers = Record<string, string>;
let storeA: Store;
let storeB: Store;
let headersA: Headers;
let headersB: Headers;
let buyerHeaders: Headers;

beforeAll(async () => {
  t = await createTestApp();
  storeA = await makeMerchant(t, { name: "Toko Berkas A" });
  storeB = await makeMerchant(t, { name: "Toko Berkas B" });
  [headersA, headersB, buyerHeaders] = await Promise.all([
    storeA.owner.signIn(),
    storeB.owner.signIn(),
    makeBuyer(t).then((buyer) => buyer.signIn()),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: "GET" | "POST", url: string, headers: Headers = {}, payload?: unknown) =>
  callJson(t, method, url, { "accept-language": "en", ...headers }, payload);

/** A file uploaded by a user for a purpose; its id. */
async function upload(ownerUserId: number, purpose: MediaPurpose, pdf = false): Promise<string> {
  const bytes = pdf ? pdfBytes() : await picture("png", 320, 200);
  const file = await t.services.media.upload({ ownerUserId, purpose, filename: pdf ? "doc.pdf" : "pic.png", bytes });
  return file.id;
}

async function attached(id: string): Promise<boolean> {
  const [row] = await t.database.db
    .select({ attached_at: media_file.attached_at })
    .from(media_file)
    .where(eq(media_file.id, id));
  return row?.attached_at != null;
}

/** The store settings form as the page sends it, with some fields changed. */
async function settingsOf(headers: Headers) {
  const { body } = await call("GET", "/api/merchant/dashboard/store", headers);
  const store = body.data;
  return {
    merchant_name: store.merchant_name,
    description: store.description ?? "",
    is_company: store.is_company ? "yes" : "no",
    is_pkp: store.is_pkp,
    no_npwp: store.no_npwp ?? "",
    pic_name: store.pic_name ?? "Sari Wulandari",
    pic_phone: store.pic_phone ?? "0221234567",
  };
}

describe("store files in the store settings", () => {
  it("takes the logo and the documents, shows the logo publicly and the documents by signed links", async () => {
    const before = await call("GET", "/api/merchant/dashboard/store", headersA);
    expect(before.body.data.file_ktp).toBeNull();
    expect(before.body.data.documents_missing).toEqual(["file_ktp", "file_ktp_selfie"]);

    const owner = storeA.ownerId;
    const [logo, ktp, selfie] = await Promise.all([
      upload(owner, "store_logo"),
      upload(owner, "ktp", true),
      upload(owner, "ktp_selfie"),
    ]);
    const saved = await call("POST", "/api/merchant/dashboard/store", headersA, {
      ...(await settingsOf(headersA)),
      merchant_photo: logo,
      file_ktp: ktp,
      file_ktp_selfie: selfie,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.merchant_photo).toMatchObject({ id: logo, url: `/media/u/${logo}/full.webp` });
    expect(saved.body.data.file_ktp.id).toBe(ktp);
    expect(saved.body.data.file_ktp.url).not.toContain("/media/u/");
    expect(saved.body.data.file_ktp.expires_at).not.toBeNull();
    expect(saved.body.data.documents_missing).toEqual([]);
    expect(await attached(logo)).toBe(true);
    expect(await attached(ktp)).toBe(true);

    // The logo is the store's everywhere the storefront shows it.
    const detail = await call("GET", `/api/merchant/detail/${storeA.slug}`);
    expect(detail.body.data.logo).toBe(`/media/u/${logo}/full.webp`);

    // The owner's signed link opens the KTP; another merchant with the same link is refused.
    const link = saved.body.data.file_ktp.url as string;
    expect((await t.app.inject({ method: "GET", url: link, headers: headersA })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: link, headers: headersB })).statusCode).toBeGreaterThanOrEqual(
      403,
    );
    const otherView = await call("GET", "/api/merchant/dashboard/store", headersB);
    expect(otherView.body.data.file_ktp).toBeNull();
  });

  it("replaces a document and releases the one it replaced; fields left empty keep theirs", async () => {
    const first = (await call("GET", "/api/merchant/dashboard/store", headersA)).body.data;
    const newer = await upload(storeA.ownerId, "ktp");
    const saved = await call("POST", "/api/merchant/dashboard/store", headersA, {
      ...(await settingsOf(headersA)),
      file_ktp: newer,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.file_ktp.id).toBe(newer);
    expect(saved.body.data.file_ktp_selfie.id).toBe(first.file_ktp_selfie.id);
    expect(saved.body.data.merchant_photo.id).toBe(first.merchant_photo.id);
    expect(await attached(first.file_ktp.id as string)).toBe(false);
    expect(await attached(newer)).toBe(true);
  });

  it("asks NPWP of a PKP store and company documents of a company", async () => {
    const store = await makeMerchant(t, { name: "Toko Pajak" });
    const headers = await store.owner.signIn();
    await t.database.db.update(merchant).set({ is_pkp: true, is_company: true }).where(eq(merchant.id, store.id));
    const view = await call("GET", "/api/merchant/dashboard/store", headers);
    expect(view.body.data.documents_missing).toEqual(["file_ktp", "file_ktp_selfie", "file_npwp", "file_company_doc"]);
  });

  it("refuses, by field, a missing file, another user's, one uploaded for something else; nothing changes", async () => {
    const before = (await call("GET", "/api/merchant/dashboard/store", headersA)).body.data;
    const [othersKtp, logoAsKtp, fresh] = await Promise.all([
      upload(storeB.ownerId, "ktp"),
      upload(storeA.ownerId, "store_logo"),
      upload(storeA.ownerId, "npwp"),
    ]);
    const refused = await call("POST", "/api/merchant/dashboard/store", headersA, {
      ...(await settingsOf(headersA)),
      merchant_name: "Toko Berkas A Baru",
      file_ktp: othersKtp,
      file_ktp_selfie: logoAsKtp,
      file_company_doc: "nope",
      file_npwp: fresh,
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(["file_company_doc", "file_ktp", "file_ktp_selfie"]);
    expect(refused.body.errors.file_ktp_selfie).toMatch(/uploaded for something else/);
    const after = (await call("GET", "/api/merchant/dashboard/store", headersA)).body.data;
    expect(after.merchant_name).toBe(before.merchant_name);
    expect(after.file_ktp.id).toBe(before.file_ktp.id);
    expect(after.file_npwp).toBeNull();
    expect(await attached(fresh)).toBe(false);
    expect(await attached(othersKtp)).toBe(false);

    const wrongType = await call("POST", "/api/merchant/dashboard/store", headersA, {
      ...(await settingsOf(headersA)),
      file_ktp: 12,
      merchant_photo: ["x"],
    });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors.merchant_photo).toBeDefined();
  });

  it("answers 401 to a visitor and 403 to a shopper", async () => {
    expect((await call("GET", "/api/merchant/dashboard/store")).status).toBe(401);
    expect((await call("GET", "/api/merchant/dashboard/store", buyerHeaders)).status).toBe(403);
    expect((await call("POST", "/api/merchant/dashboard/store", buyerHeaders, { file_ktp: "x" })).status).toBe(403);
  });
});

describe("store files in the onboarding's store step", () => {
  it("takes the logo and documents with the store, and refuses a wrong one without opening the store", async () => {
    const buyer = await makeBuyer(t);
    const headers = await buyer.signIn();
    const step = {
      merchant_name: "Toko Baru Berkas",
      merchant_slug: "toko-baru-berkas",
      description: "",
      is_company: "no",
      is_pkp: "no",
      no_npwp: "",
      pic_name: "Sari Wulandari",
      pic_phone: "0221234567",
    };
    const banner = await upload(buyer.userId, "store_banner");
    const refused = await call("POST", "/api/auth/information/store", headers, { ...step, file_ktp: banner });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.file_ktp).toBeDefined();
    expect((await call("GET", "/api/auth/information", headers)).body.data.store).toBeNull();

    const [logo, ktp] = await Promise.all([upload(buyer.userId, "store_logo"), upload(buyer.userId, "ktp")]);
    const saved = await call("POST", "/api/auth/information/store", headers, {
      ...step,
      merchant_photo: logo,
      file_ktp: ktp,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.merchant_photo.id).toBe(logo);
    expect(saved.body.data.file_ktp.id).toBe(ktp);
    expect(saved.body.data.documents_missing).toEqual(["file_ktp_selfie"]);
    const state = await call("GET", "/api/auth/information", headers);
    expect(state.body.data.store.file_ktp.id).toBe(ktp);
  });
});

describe("banners", () => {
  it("starts empty, saves the set in order with targets, shows it on the store page", async () => {
    const empty = await call("GET", "/api/merchant/dashboard/banner", headersA);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ main: null, slides: [], secondary: null });

    const owner = storeA.ownerId;
    const banner = () => upload(owner, "store_banner");
    const [main, one, two, secondary] = await Promise.all([banner(), banner(), banner(), banner()]);
    const saved = await call("POST", "/api/merchant/dashboard/banner", headersA, {
      main_file_id: main,
      main_target: "/promo/flash",
      slides: [
        { file_id: one, target: "https://example.com/sale" },
        { file_id: two, target: "" },
      ],
      secondary_file_id: secondary,
      secondary_target: "",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.main).toEqual({
      file_id: main,
      url: `/media/u/${main}/medium.webp`,
      target: "/promo/flash",
    });
    expect(saved.body.data.slides.map((slide: { file_id: string }) => slide.file_id)).toEqual([one, two]);
    expect(saved.body.data.slides[0].target).toBe("https://example.com/sale");
    expect(saved.body.data.slides[1].target).toBeNull();
    expect(saved.body.data.secondary.file_id).toBe(secondary);

    const detail = await call("GET", `/api/merchant/detail/${storeA.slug}`);
    expect(detail.body.data.banner).toBe(`/media/u/${main}/medium.webp`);
    expect(detail.body.data.banners).toEqual(saved.body.data);

    // Reordered, one slide and the secondary banner dropped: their files are released.
    const reordered = await call("POST", "/api/merchant/dashboard/banner", headersA, {
      main_file_id: main,
      main_target: "",
      slides: [{ file_id: two }],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.slides.map((slide: { file_id: string }) => slide.file_id)).toEqual([two]);
    expect(reordered.body.data.secondary).toBeNull();
    expect(reordered.body.data.main.target).toBeNull();
    expect(await attached(one)).toBe(false);
    expect(await attached(secondary)).toBe(false);
    expect(await attached(two)).toBe(true);
  });

  it("refuses targets that are not http(s) addresses or site paths, and more than 8 slides", async () => {
    const before = (await call("GET", "/api/merchant/dashboard/banner", headersA)).body.data;
    const file = await upload(storeA.ownerId, "store_banner");
    for (const target of [
      "javascript:alert(1)",
      "//evil.example",
      "ftp://example.com/x",
      "mailto:a@b.c",
      "promo",
      "/a b",
    ]) {
      const refused = await call("POST", "/api/merchant/dashboard/banner", headersA, {
        main_file_id: file,
        main_target: target,
        slides: [{ file_id: file, target }],
      });
      expect(refused.status, target).toBe(422);
      expect(Object.keys(refused.body.errors).sort(), target).toEqual(["main_target", "slides.0.target"]);
    }
    const tooMany = await call("POST", "/api/merchant/dashboard/banner", headersA, {
      slides: Array.from({ length: 9 }, () => ({ file_id: file, target: "" })),
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.slides).toMatch(/8/);
    const noPicture = await call("POST", "/api/merchant/dashboard/banner", headersA, {
      main_target: "/promo",
      slides: [{ file_id: "", target: "" }],
      extra: 1,
    });
    expect(noPicture.status).toBe(422);
    const wrongShape = await call("POST", "/api/merchant/dashboard/banner", headersA, { slides: "x" });
    expect(wrongShape.status).toBe(422);
    expect((await call("GET", "/api/merchant/dashboard/banner", headersA)).body.data).toEqual(before);
    expect(await attached(file)).toBe(false);
  });

  it("refuses another user's file or a file for something else, by field; nothing changes", async () => {
    const before = (await call("GET", "/api/merchant/dashboard/banner", headersA)).body.data;
    const [others, ktp] = await Promise.all([upload(storeB.ownerId, "store_banner"), upload(storeA.ownerId, "ktp")]);
    const refused = await call("POST", "/api/merchant/dashboard/banner", headersA, {
      main_file_id: others,
      slides: [{ file_id: ktp }],
      secondary_file_id: "missing",
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(["main_file_id", "secondary_file_id", "slides.0.file_id"]);
    expect((await call("GET", "/api/merchant/dashboard/banner", headersA)).body.data).toEqual(before);
    expect(await attached(others)).toBe(false);
  });

  it("answers 401 to a visitor and 403 to a shopper; another merchant sees only its own banners", async () => {
    expect((await call("GET", "/api/merchant/dashboard/banner")).status).toBe(401);
    expect((await call("POST", "/api/merchant/dashboard/banner", {}, {})).status).toBe(401);
    expect((await call("GET", "/api/merchant/dashboard/banner", buyerHeaders)).status).toBe(403);
    expect((await call("POST", "/api/merchant/dashboard/banner", buyerHeaders, {})).status).toBe(403);
    const before = (await call("GET", "/api/merchant/dashboard/banner", headersA)).body.data;
    expect((await call("GET", "/api/merchant/dashboard/banner", headersB)).body.data).toEqual({
      main: null,
      slides: [],
      secondary: null,
    });
    expect((await call("POST", "/api/merchant/dashboard/banner", headersB, {})).status).toBe(200);
    expect((await call("GET", "/api/merchant/dashboard/banner", headersA)).body.data).toEqual(before);
  });
});
