import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "../../core/account/index.ts";
import type { MediaPurpose } from "../../core/media/index.ts";
import { notify } from "../../core/notification/index.ts";
import { query } from "../../db/seed/bulk.ts";
import {
  makeBuyer,
  makeCategory,
  makeMerchant,
  makePaidOrder,
  makeProduct,
  makeReview,
  PLACES,
  type Buyer,
  type Category,
  type Product,
  type Store,
} from "../../tests/support/factories.ts";
import {
  callAs,
  expectEveryRouteHasACase,
  expectRefused,
  expectSucceeded,
  methodOf,
  pageHarness,
  routeRecorder,
  rowsAsText,
  type PageAnswer,
  type RegisteredRoute,
} from "../../tests/support/access-matrix.ts";
import { pdfBytes, picture } from "../../tests/support/files.ts";
import { useTestApp } from "../../tests/support/test-app.ts";
import { fundStore } from "../../tests/support/wallet-world.ts";

/**
 * Issue 23 'Who may do what': every merchant call and every merchant page, tried on merchant A's rows by A,
 * by merchant B, by a buyer and by a visitor. Only A succeeds; the others get 401/403/404 (a page: the login
 * page, the store opening, a 404 or an error notice) and none of A's rows changes. The routes are read from
 * the app itself, so a merchant route added later fails here until its entry is written.
 *
 * One app, one set of accounts and fixtures for the file. A call that changes what it reaches gets a row made
 * for it alone (a new product to delete, a new upload to claim), so nothing has to be put back afterwards.
 */

const FILE = "server/routes/merchant-access.integration-test.ts";

// ---- the routes, as registered ------------------------------------------------------------------------------

const routes = routeRecorder();
const t = useTestApp({ onRoute: routes.onRoute });

/**
 * A merchant route: one under the spec's /merchant/dashboard, or one that asks for the merchant wherever it
 * lives (a merchant call of apiCalls, or a handler calling requireMerchant), so that a merchant call at
 * another address cannot slip past either.
 */
function isMerchantRoute(route: RegisteredRoute): boolean {
  return (
    route.url.startsWith("/api/merchant/dashboard") ||
    (route.url.startsWith("/api/") && (route.merchantCall || /\brequireMerchant\(/.test(route.handler)))
  );
}

// ---- the accounts and A's rows ------------------------------------------------------------------------------

type Headers = Record<string, string>;
type Caller = "A" | "B" | "buyer" | "visitor";
const CALLERS: Caller[] = ["B", "buyer", "visitor", "A"];

let leaf: Category;
let storeA: Store;
let storeB: Store;
let buyer: Buyer;
/** A's product that the buyer's orders are for. */
let ordered: Product;
const headers = {} as Record<Caller, Headers>;
const viewers = {} as Record<Caller, Viewer | null>;
/** Rows of A's that reading calls look at (calls that change a row make their own). */
const fx = {} as {
  productId: number;
  voucherId: number;
  voucherCode: string;
  ktpLink: string;
  orderCode: string;
  importId: number;
};

beforeAll(async () => {
  leaf = await makeCategory(t, { name: "Kaos Akses" });
  storeA = await makeMerchant(t, { name: "Toko Alfa Akses", place: PLACES.bandung });
  storeB = await makeMerchant(t, { name: "Toko Beta Akses", place: PLACES.bandung });
  buyer = await makeBuyer(t, { name: "Pembeli Akses", address: PLACES.bandung });
  headers.A = await storeA.owner.signIn();
  headers.B = await storeB.owner.signIn();
  headers.buyer = await buyer.signIn();
  headers.visitor = {};
  for (const caller of CALLERS) {
    const bearer = headers[caller].authorization?.replace(/^Bearer /, "");
    viewers[caller] = bearer ? await t.services.accounts.authenticate(bearer) : null;
  }

  fx.productId = await productOfA();
  fx.voucherId = await voucherOfA();
  const voucher = await api("A", "GET", `/api/merchant/dashboard/voucher/detail/${fx.voucherId}`);
  fx.voucherCode = voucher.body.data.voucher_code as string;
  await makeReview(t, await makeProduct(t, { merchant: storeA, category: leaf, name: "Produk Alfa Diulas" }));
  const documents = await api("A", "POST", "/api/merchant/dashboard/store", {
    ...(await storeSettingsOf("A")),
    file_ktp: await uploadOfA("ktp"),
    file_ktp_selfie: await uploadOfA("ktp_selfie"),
  });
  expect(documents.status).toBe(200);
  fx.ktpLink = documents.body.data.file_ktp.url as string;
  expect(fx.ktpLink).toMatch(/^\/media\/p\//);
  expect((await api("A", "POST", "/api/merchant/dashboard/bank", bankOf("A"))).status).toBe(200);
  ordered = await makeProduct(t, { merchant: storeA, category: leaf, name: "Produk Alfa Dipesan", stock: 500 });
  fx.orderCode = await paidOrderOfA();
  await notificationOfA();
  fx.importId = await importOfA();
  // Money A may withdraw (each withdrawal A's call makes waits as pending, so every one needs its own).
  await fundStore(t, storeA, buyer, 1_000_000);
});

/** A call as `caller`; a file's answer (a sheet, a report) comes back as its text. */
const api = (caller: Caller, method: "GET" | "POST", url: string, payload?: unknown) =>
  callAs(t, headers[caller], method, url, payload);

let made = 0;
/** A's name on what a call makes, so that B's answers can be searched for it. */
const MARK_OF_A = "Alfa";
const markOf = (caller: Caller) => (caller === "B" ? "Beta" : MARK_OF_A);

async function productOfA(status: "PUBLISH" | "HIDDEN" = "PUBLISH"): Promise<number> {
  made += 1;
  return (await makeProduct(t, { merchant: storeA, category: leaf, name: `Produk Alfa ${made}`, status })).id;
}

async function uploadOfA(purpose: MediaPurpose): Promise<string> {
  const pdf = purpose === "ktp" || purpose === "npwp" || purpose === "company_doc";
  const bytes = pdf ? pdfBytes() : await picture("png", 320, 200);
  const file = await t.services.media.upload({
    ownerUserId: storeA.ownerId,
    purpose,
    filename: pdf ? "dokumen.pdf" : "foto.png",
    bytes,
  });
  return file.id;
}

/** A's store as the services take it. */
const storeRefA = () => ({ id: storeA.id, merchant_slug: storeA.slug });

/** An order of A's store, paid by the buyer through the real checkout (status confirmation). */
async function paidOrderOfA(): Promise<string> {
  const invoiceCode = await makePaidOrder(t, buyer, [{ product: ordered, qty: 1 }]);
  const [row] = await query<{ order_code: string }>(
    t.database.db,
    sql`select o.order_code from shop_order o join invoice i on i.id = o.invoice_id where i.invoice_code = ${invoiceCode}`,
  );
  return row!.order_code;
}

/** A paid order that A has approved: the one pickup starts from. */
async function approvedOrderOfA(): Promise<string> {
  const code = await paidOrderOfA();
  await t.services.fulfilment.approve(storeRefA(), { order_code: code });
  return code;
}

/** An order of A's handed to the courier: it has an airway bill and a label. */
async function pickedUpOrderOfA(): Promise<string> {
  const code = await approvedOrderOfA();
  await t.services.fulfilment.pickup(storeRefA(), { order_code: code });
  return code;
}

/** An unread notification of A's store, its text naming A. */
async function notificationOfA(): Promise<number> {
  made += 1;
  const reference = `access:${made}`;
  await t.database.db.transaction((tx) =>
    notify(tx, {
      recipient: { type: "merchant", id: storeA.id },
      kind: "new_order",
      reference,
      params: { order_code: `ORD-${MARK_OF_A}-${made}`, amount: "Rp 10.000" },
      at: t.clock.now(),
    }),
  );
  const [row] = await query<{ id: number }>(
    t.database.db,
    sql`select id from notification where recipient_type = 'merchant' and recipient_id = ${storeA.id} and reference = ${reference}`,
  );
  return row!.id;
}

let latestImportOfA = 0;
/** An import of A's, checked and ready to run: one product named for A. */
async function importOfA(): Promise<number> {
  made += 1;
  const sheet = Buffer.from(
    [
      "Nama produk;Kategori;Harga;Diskon;Stok;Berat (gram);SKU;SKU induk;Nama varian;Foto",
      `Kaos ${MARK_OF_A} Impor ${made};${leaf.id};50000;;7;100;IMPOR-${made};;;`,
    ].join("\n"),
  );
  const file = await t.services.media.upload({
    ownerUserId: storeA.ownerId,
    purpose: "product_import",
    filename: `impor-${MARK_OF_A.toLowerCase()}.csv`,
    bytes: sheet,
  });
  const job = await t.services.productImports.create(storeRefA(), storeA.ownerId, { file_id: file.id });
  expect(job.status).toBe("ready");
  latestImportOfA = job.id;
  return job.id;
}

/** Waits out the run A started on its latest import (it outlives the request), so no later snapshot sees it move. */
async function runOfLatestImport(): Promise<void> {
  await t.services.productImports.runToEnd(storeRefA(), latestImportOfA);
}

async function reviewOfA(): Promise<number> {
  return (await makeReview(t, await makeProduct(t, { merchant: storeA, category: leaf, name: "Produk Alfa Ulasan" })))
    .id;
}

/** A valid product as the create and edit calls take it, named for the caller's store. */
function productBody(caller: Caller, change: Record<string, unknown> = {}) {
  made += 1;
  return {
    product_name: `Produk ${markOf(caller)} ${made}`,
    category_id: leaf.id,
    description: "Kaos katun.",
    base_price: 100_000,
    discount_type: "percent",
    discount_value: 10,
    stock: 20,
    weight: 250,
    length: 30,
    width: 20,
    height: 3,
    condition: "new",
    min_order: 1,
    sku: `AKSES-${made}`,
    ...change,
  };
}

/** A valid voucher running from now for ten days, named for the caller's store. */
function voucherBody(caller: Caller, change: Record<string, unknown> = {}) {
  made += 1;
  const now = t.clock.now().getTime();
  return {
    voucher_name: `Voucher ${markOf(caller)} ${made}`,
    voucher_code: `AKSES${made}`,
    kind: "fixed",
    value: 10_000,
    min_purchase: 50_000,
    start_at: new Date(now - 60_000).toISOString(),
    end_at: new Date(now + 10 * 86_400_000).toISOString(),
    quota_total: 100,
    per_buyer_limit: 1,
    visibility: "public",
    ...change,
  };
}

async function voucherOfA(): Promise<number> {
  const created = await api("A", "POST", "/api/merchant/dashboard/voucher/create", voucherBody("A"));
  expect(created.status).toBe(200);
  return created.body.data.id as number;
}

/** The store settings form of the caller's store as it stands (B's for B, else A's). */
async function storeSettingsOf(caller: Caller) {
  const owner: Caller = caller === "B" ? "B" : "A";
  const { body } = await api(owner, "GET", "/api/merchant/dashboard/store");
  const store = body.data;
  return {
    merchant_name: store.merchant_name,
    description: `Toko ${markOf(caller)}.`,
    is_company: store.is_company ? "yes" : "no",
    is_pkp: store.is_pkp,
    no_npwp: store.no_npwp ?? "",
    pic_name: store.pic_name ?? "Sari Wulandari",
    pic_phone: store.pic_phone ?? "0221234567",
    holiday_from: "",
    holiday_to: "",
    holiday_note: "",
  };
}

const bankOf = (caller: Caller) => ({
  bank_id: "014",
  rekening: caller === "B" ? "2002002002" : "1001001001",
  cabang: "KCP Dago",
  atas_nama: "Sari Wulandari",
});

function locationOf(caller: Caller) {
  const place = PLACES.bandung;
  return {
    province_id: place.province_id,
    city_id: place.city_id,
    sub_district_id: place.district_id,
    area_id: place.village_id,
    zipcode: "40135",
    address: `Jl. ${markOf(caller)} No. 1`,
  };
}

// ---- what 'nothing changed' means ---------------------------------------------------------------------------

/** Every row of A's store, its owner's uploads and company, and the replies to its reviews, as text. */
async function rowsOfA(): Promise<string[]> {
  const store = storeA.id;
  const owner = storeA.ownerId;
  return rowsAsText(
    t.database.db,
    sql`
      select 'merchant ' || m::text as row from merchant m where m.id = ${store}
      union all select 'bank ' || b::text from merchant_bank_account b where b.merchant_id = ${store}
      union all select 'banner ' || x::text from merchant_banner x where x.merchant_id = ${store}
      union all select 'company ' || c::text from company c where c.user_id = ${owner}
      union all select 'product ' || p::text from product p where p.merchant_id = ${store}
      union all select 'promo ' || v::text from promo v where v.merchant_id = ${store}
      union all select 'promo_product ' || pp::text
        from promo_product pp join promo v on v.id = pp.promo_id where v.merchant_id = ${store}
      union all select 'review ' || r::text
        from review r join product p on p.id = r.product_id where p.merchant_id = ${store}
      union all select 'review_reply ' || rr::text
        from review_reply rr join review r on r.id = rr.review_id join product p on p.id = r.product_id
        where p.merchant_id = ${store}
      union all select 'media_file ' || f::text from media_file f where f.owner_user_id = ${owner}
      union all select 'shop_order ' || o::text from shop_order o where o.merchant_id = ${store}
      union all select 'shipment ' || s::text
        from shipment s join shop_order o on o.id = s.order_id where o.merchant_id = ${store}
      union all select 'notification ' || n::text
        from notification n where n.recipient_type = 'merchant' and n.recipient_id = ${store}
      union all select 'product_import ' || i::text from product_import i where i.merchant_id = ${store}
      union all select 'withdrawal ' || w::text
        from withdrawal w where w.owner_type = 'merchant' and w.owner_id = ${store}
      union all select 'ledger_posting ' || lp::text
        from ledger_posting lp join ledger_account la on la.id = lp.account_id
        where la.owner_type = 'merchant' and la.owner_id = ${store}
      union all select 'product_import_row ' || ir::text
        from product_import_row ir join product_import i on i.id = ir.import_id where i.merchant_id = ${store}
      order by 1`,
  );
}

// ---- the API matrix -----------------------------------------------------------------------------------------

interface ApiCall {
  url: string;
  payload?: unknown;
}

interface ApiCase {
  /**
   * The call on A's rows as `caller` sends it. Ids in the path or body are always A's; what the call makes
   * is named for the caller's store (markOf), so that B's answer can be searched for A's name.
   */
  call(caller: Caller): Promise<ApiCall>;
  /**
   * The call names no row by id (a list, the store's own settings): B then acts on B's own store, and
   * passes when its answer shows nothing of A's and A's rows are as they were.
   */
  ownStore?: true;
  /** Waits for work that A's call leaves running after its answer. */
  settle?(): Promise<void>;
}

const P = "/api/merchant/dashboard/product";
const V = "/api/merchant/dashboard/voucher";
const R = "/api/merchant/dashboard/review";
const S = "/api/merchant/dashboard";
const I = "/api/merchant/dashboard/product/import";
const O = "/api/merchant/dashboard/order";
const N = "/api/merchant/dashboard/notification";
const W = "/api/merchant/dashboard/wallet";

/** No withdrawal of A's is on its way: the one before is paid (the local payout, its delay passed). */
async function noPendingWithdrawalOfA(): Promise<void> {
  t.clock.advance(61_000);
  await t.services.withdrawals.sweep();
}

/** Every merchant API route: the test fails while a registered one is missing here. */
const API_CASES: Record<string, ApiCase> = {
  [`GET ${P}/list`]: { ownStore: true, call: async () => ({ url: `${P}/list?status=PUBLISH&search=produk` }) },
  [`GET ${P}/detail/:id`]: { call: async () => ({ url: `${P}/detail/${fx.productId}` }) },
  [`POST ${P}/create`]: {
    ownStore: true,
    // A's upload as the photo: B may not claim it.
    call: async (caller) => ({
      url: `${P}/create`,
      payload: productBody(caller, { photos: [await uploadOfA("product_photo")] }),
    }),
  },
  [`POST ${P}/edit`]: {
    call: async (caller) => ({
      url: `${P}/edit`,
      payload: productBody(caller, { product_id: await productOfA(), photos: [await uploadOfA("product_photo")] }),
    }),
  },
  [`POST ${P}/setactive`]: {
    call: async () => ({ url: `${P}/setactive`, payload: { product_id: await productOfA("HIDDEN") } }),
  },
  [`POST ${P}/setnonactive`]: {
    call: async () => ({ url: `${P}/setnonactive`, payload: { product_id: await productOfA() } }),
  },
  [`POST ${P}/delete`]: { call: async () => ({ url: `${P}/delete`, payload: { product_id: await productOfA() } }) },
  [`POST ${P}/deleteall`]: {
    call: async () => ({ url: `${P}/deleteall`, payload: { product_ids: [await productOfA(), await productOfA()] } }),
  },

  [`GET ${I}/template`]: { ownStore: true, call: async () => ({ url: `${I}/template?format=csv` }) },
  [`POST ${I}`]: {
    ownStore: true,
    // A's sheet: B may not check it into an import of B's.
    call: async () => {
      const sheet = await t.services.media.upload({
        ownerUserId: storeA.ownerId,
        purpose: "product_import",
        filename: "impor.csv",
        bytes: Buffer.from(`Nama produk;Kategori;Harga;Stok;Berat (gram)\nKaos ${MARK_OF_A};${leaf.id};50000;5;100`),
      });
      return { url: I, payload: { file_id: sheet.id } };
    },
  },
  [`GET ${I}/list`]: { ownStore: true, call: async () => ({ url: `${I}/list` }) },
  [`GET ${I}/:id`]: { call: async () => ({ url: `${I}/${fx.importId}` }) },
  [`GET ${I}/:id/rows`]: { call: async () => ({ url: `${I}/${fx.importId}/rows?filter=all` }) },
  [`POST ${I}/:id/run`]: { call: async () => ({ url: `${I}/${await importOfA()}/run` }), settle: runOfLatestImport },
  [`GET ${I}/:id/report`]: { call: async () => ({ url: `${I}/${fx.importId}/report` }) },

  [`GET ${V}/list`]: { ownStore: true, call: async () => ({ url: `${V}/list?tab=running&search=voucher` }) },
  [`GET ${V}/detail/:id`]: { call: async () => ({ url: `${V}/detail/${fx.voucherId}` }) },
  [`POST ${V}/create`]: {
    ownStore: true,
    // Limited to A's product: B may not name it.
    call: async (caller) => ({
      url: `${V}/create`,
      payload: voucherBody(caller, { products: "chosen", product_ids: [fx.productId] }),
    }),
  },
  [`POST ${V}/edit/:id`]: {
    call: async (caller) => ({ url: `${V}/edit/${await voucherOfA()}`, payload: voucherBody(caller) }),
  },
  [`POST ${V}/delete`]: { call: async () => ({ url: `${V}/delete`, payload: { vouchers_id: await voucherOfA() } }) },
  [`POST ${V}/code/check`]: {
    // Codes are unique across the marketplace: B learns only that A's code is taken, never that it is free.
    ownStore: true,
    call: async () => ({
      url: `${V}/code/check`,
      payload: { voucher_code: fx.voucherCode, vouchers_id: fx.voucherId },
    }),
  },

  [`GET ${R}/product`]: { ownStore: true, call: async () => ({ url: `${R}/product` }) },
  [`GET ${R}/order`]: { ownStore: true, call: async () => ({ url: `${R}/order` }) },
  [`POST ${R}/reply`]: {
    call: async () => ({ url: `${R}/reply`, payload: { review_id: await reviewOfA(), message: "Terima kasih!" } }),
  },

  [`GET ${O}/list`]: { ownStore: true, call: async () => ({ url: `${O}/list?status=all` }) },
  [`GET ${O}/detail/:order_code`]: { call: async () => ({ url: `${O}/detail/${fx.orderCode}` }) },
  [`POST ${O}/approve`]: { call: async () => ({ url: `${O}/approve`, payload: { order_code: await paidOrderOfA() } }) },
  [`POST ${O}/reject`]: {
    call: async () => ({ url: `${O}/reject`, payload: { order_code: await paidOrderOfA(), reason: "Stok habis" } }),
  },
  [`POST ${O}/pickup`]: {
    call: async () => ({ url: `${O}/pickup`, payload: { order_code: await approvedOrderOfA() } }),
  },
  [`POST ${O}/approve/bulk`]: {
    // B acts on B's own store: A's order in B's list is refused as not found, and stays as it was.
    ownStore: true,
    call: async () => ({ url: `${O}/approve/bulk`, payload: { order_codes: [await paidOrderOfA()] } }),
  },
  [`GET ${O}/label`]: { call: async () => ({ url: `${O}/label?order_code=${await pickedUpOrderOfA()}` }) },
  [`GET ${O}/packinglist`]: { call: async () => ({ url: `${O}/packinglist?order_code=${await approvedOrderOfA()}` }) },

  [`GET ${N}/list`]: { ownStore: true, call: async () => ({ url: `${N}/list` }) },
  [`POST ${N}/read`]: { call: async () => ({ url: `${N}/read`, payload: { id: await notificationOfA() } }) },
  [`POST ${N}/setallasread`]: {
    ownStore: true,
    // An unread one of A's waits, so that marking B's all read can be seen to leave it be.
    call: async () => {
      await notificationOfA();
      return { url: `${N}/setallasread` };
    },
  },
  [`GET ${N}/new`]: { ownStore: true, call: async () => ({ url: `${N}/new` }) },

  [`GET ${W}/saldo`]: { ownStore: true, call: async () => ({ url: `${W}/saldo` }) },
  [`GET ${W}/history`]: { ownStore: true, call: async () => ({ url: `${W}/history?kind=all` }) },
  [`POST ${W}/withdraw`]: {
    // B (no money, no bank account of its own) is refused on B's own store; A's pending withdrawal is paid after.
    ownStore: true,
    call: async () => ({ url: `${W}/withdraw`, payload: { amount: 10_000 } }),
    settle: noPendingWithdrawalOfA,
  },

  [`GET ${S}`]: { ownStore: true, call: async () => ({ url: S }) },
  [`GET ${S}/store`]: { ownStore: true, call: async () => ({ url: `${S}/store` }) },
  [`POST ${S}/store`]: {
    ownStore: true,
    // A's identity card upload: B may not attach it to B's store.
    call: async (caller) => ({
      url: `${S}/store`,
      payload: { ...(await storeSettingsOf(caller)), file_ktp: await uploadOfA("ktp") },
    }),
  },
  [`GET ${S}/location`]: { ownStore: true, call: async () => ({ url: `${S}/location` }) },
  [`POST ${S}/location`]: {
    ownStore: true,
    call: async (caller) => ({ url: `${S}/location`, payload: locationOf(caller) }),
  },
  [`GET ${S}/bank`]: { ownStore: true, call: async () => ({ url: `${S}/bank` }) },
  [`POST ${S}/bank`]: { ownStore: true, call: async (caller) => ({ url: `${S}/bank`, payload: bankOf(caller) }) },
  [`GET ${S}/banner`]: { ownStore: true, call: async () => ({ url: `${S}/banner` }) },
  [`POST ${S}/banner`]: {
    ownStore: true,
    // A's banner upload: B may not show it.
    call: async () => ({
      url: `${S}/banner`,
      payload: {
        main_file_id: await uploadOfA("store_banner"),
        main_target: "",
        slides: [],
        secondary_file_id: "",
        secondary_target: "",
      },
    }),
  },
};

describe("the merchant API matrix", () => {
  it("has an entry for every registered merchant route, and no entry for a route that is gone", () => {
    expectEveryRouteHasACase(
      routes.names(isMerchantRoute),
      API_CASES,
      FILE,
      "Add one per route: call(caller) builds a valid " +
        "request on merchant A's rows (ids of rows made for it by productOfA/voucherOfA/reviewOfA/uploadOfA/" +
        "paidOrderOfA/notificationOfA/importOfA, in the " +
        "path or the body), and ownStore: true when it names no row by id (B then acts on B's own store)",
    );
  });

  it.each(Object.keys(API_CASES))("%s: only merchant A succeeds, and nothing of A's changes", async (name) => {
    const entry = API_CASES[name]!;
    const method = methodOf(name);
    for (const caller of ["visitor", "buyer", "B"] as const) {
      const { url, payload } = await entry.call(caller);
      const before = await rowsOfA();
      const answer = await api(caller, method, url, payload);
      const label = `${name} as ${caller}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
      if (caller === "visitor") expect(answer.status, label).toBe(401);
      else if (caller === "buyer") expect(answer.status, label).toBe(403);
      else if (entry.ownStore) {
        expect(answer.status, label).toBeLessThan(500);
        expect(JSON.stringify(answer.body), label).not.toContain(MARK_OF_A);
      } else expect([403, 404], label).toContain(answer.status);
      expect(await rowsOfA(), label).toEqual(before);
    }
    const { url, payload } = await entry.call("A");
    const answer = await api("A", method, url, payload);
    expect(answer.status, `${name} as A: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
    await entry.settle?.();
  });

  it("opens A's identity card link for A alone", async () => {
    const open = (caller: Caller) => t.app.inject({ method: "GET", url: fx.ktpLink, headers: headers[caller] });
    expect((await open("visitor")).statusCode).toBe(401);
    expect((await open("buyer")).statusCode).toBe(404);
    expect((await open("B")).statusCode).toBe(404);
    const own = await open("A");
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
  });
});

// ---- the page matrix ----------------------------------------------------------------------------------------

/** The merchant centre's layout and its pages, as app/routes.ts declares them (the Indonesian copies). */
const merchantPages = pageHarness<Caller>({
  layout: "merchant",
  services: () => t.services,
  viewerOf: (caller) => viewers[caller],
});

interface PageForm {
  fields: Record<string, string | string[]>;
  /** The form names no row by id (a new product, the store's settings): B then acts on B's own store. */
  ownStore?: true;
}

interface PageCase {
  /** The page's address on A's rows (ids in the path are A's). */
  url(): Promise<string>;
  /** The page names no row by id: B then sees B's own store. */
  ownStore?: true;
  /** What the page's form posts on A's rows; every page with an action needs one. */
  form?(): Promise<PageForm>;
  /** Waits for work that A's post leaves running after its answer. */
  settle?(): Promise<void>;
}

const D = "/merchant/dashboard";
const formOf = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));

/** Every page under the merchant centre's layout, by route id: the test fails while one is missing here. */
const PAGE_CASES: Record<string, PageCase> = {
  "merchant-overview": { ownStore: true, url: async () => D },
  "merchant-dashboard-export": { ownStore: true, url: async () => `${D}/export/top-revenue.csv` },
  "merchant-products": {
    ownStore: true,
    url: async () => `${D}/product`,
    form: async () => ({ fields: { intent: `deactivate:${await productOfA()}` } }),
  },
  "merchant-product-new": {
    ownStore: true,
    url: async () => `${D}/product/new`,
    form: async () => ({ ownStore: true, fields: {} }),
  },
  "merchant-product-import": {
    ownStore: true,
    url: async () => `${D}/product/import`,
    // No sheet: the form refuses before anything is made, for B on B's store as for anyone.
    form: async () => ({ ownStore: true, fields: {} }),
  },
  "merchant-product-import-job": {
    // A job of its own: A's post runs it.
    url: async () => `${D}/product/import/${await importOfA()}`,
    form: async () => ({ fields: { intent: "run" } }),
    settle: runOfLatestImport,
  },
  "merchant-product-edit": {
    url: async () => `${D}/product/${fx.productId}/edit`,
    form: async () => ({ fields: formOf(productBody("A")) }),
  },
  "merchant-orders": {
    ownStore: true,
    url: async () => `${D}/order/list`,
    form: async () => ({ fields: { intent: `approve:${await paidOrderOfA()}` } }),
  },
  "merchant-order": {
    url: async () => `${D}/order/${await paidOrderOfA()}`,
    form: async () => ({ fields: { intent: `approve:${await paidOrderOfA()}` } }),
  },
  "merchant-notifications": {
    ownStore: true,
    url: async () => `${D}/notification`,
    form: async () => ({ fields: { intent: "read", id: String(await notificationOfA()) } }),
  },
  "merchant-wallet": {
    ownStore: true,
    url: async () => `${D}/wallet`,
    form: async () => ({ ownStore: true, fields: { intent: "withdraw", amount: "10000" } }),
    settle: noPendingWithdrawalOfA,
  },
  "merchant-reviews": {
    ownStore: true,
    url: async () => `${D}/review`,
    form: async () => ({ fields: { review_id: String(await reviewOfA()), message: "Terima kasih!" } }),
  },
  "merchant-vouchers": {
    ownStore: true,
    url: async () => `${D}/voucher`,
    form: async () => ({ fields: { intent: `delete:${await voucherOfA()}` } }),
  },
  "merchant-voucher-new": {
    ownStore: true,
    url: async () => `${D}/voucher/new`,
    form: async () => ({ ownStore: true, fields: {} }),
  },
  "merchant-voucher-edit": {
    url: async () => `${D}/voucher/${fx.voucherId}/edit`,
    form: async () => ({ fields: formOf(voucherBody("A", { products: "all" })) }),
  },
  "merchant-store": {
    ownStore: true,
    url: async () => `${D}/store`,
    form: async () => ({ ownStore: true, fields: {} }),
  },
  "merchant-location": {
    ownStore: true,
    url: async () => `${D}/location`,
    form: async () => ({ ownStore: true, fields: {} }),
  },
  "merchant-bank": { ownStore: true, url: async () => `${D}/bank`, form: async () => ({ ownStore: true, fields: {} }) },
  "merchant-banner": {
    ownStore: true,
    url: async () => `${D}/banner`,
    form: async () => ({ ownStore: true, fields: {} }),
  },
};

const page = merchantPages.page;

/** Where the gate sends a visitor and a shopper without a store; anything else is past it. */
function expectTurnedAway(caller: "visitor" | "buyer", answer: PageAnswer, label: string) {
  expect(answer.status, label).toBe(302);
  if (caller === "visitor") expect(answer.location, label).toMatch(/^\/login\?redirectTo=/);
  else expect(answer.location, label).toBe("/merchant/onboarding");
}

describe("the merchant page matrix", () => {
  it("has an entry, with its form, for every page of the merchant centre", async () => {
    await merchantPages.ready();
    const declared = merchantPages.children.map((child) => child.id!);
    const missing = declared.filter((id) => !(id in PAGE_CASES));
    expect(
      missing,
      `Merchant pages (app/routes.ts, under the 'merchant' layout) without an entry in PAGE_CASES of ${FILE}: add ` +
        "url() on merchant A's rows, and form() when the page has an action",
    ).toEqual([]);
    const formless = merchantPages.children
      .filter((child) => merchantPages.hasAction(child) && !PAGE_CASES[child.id!]?.form)
      .map((child) => child.id);
    expect(formless, `Merchant pages with an action but no form() in PAGE_CASES of ${FILE}`).toEqual([]);
    expect(Object.keys(PAGE_CASES).filter((id) => !declared.includes(id))).toEqual([]);
  });

  it.each(Object.keys(PAGE_CASES))("%s: the page and its form serve merchant A alone", async (id) => {
    const entry = PAGE_CASES[id]!;
    const url = await entry.url();
    const form = entry.form ? await entry.form() : undefined;
    const before = await rowsOfA();
    for (const caller of ["visitor", "buyer"] as const) {
      expectTurnedAway(caller, await page(caller, url), `GET ${url} as ${caller}`);
      if (form) expectTurnedAway(caller, await page(caller, url, form), `POST ${url} as ${caller}`);
    }
    const asB = await page("B", url);
    if (entry.ownStore) {
      expect(asB.status, `GET ${url} as B`).toBe(200);
      expect(asB.text, `GET ${url} as B`).not.toContain(MARK_OF_A);
    } else expect(asB.status, `GET ${url} as B`).toBe(404);
    if (form) {
      const posted = await page("B", url, form);
      const label = `POST ${url} as B: ${posted.status} ${posted.text.slice(0, 300)}`;
      if (form.ownStore) expect(posted.text, label).not.toContain(MARK_OF_A);
      else expectRefused(posted, label);
    }
    expect(await rowsOfA(), `${id}: A's rows after the others`).toEqual(before);

    const asA = await page("A", url);
    expect(asA.status, `GET ${url} as A`).toBe(200);
    if (!entry.ownStore) expect(asA.text, `GET ${url} as A`).toContain(MARK_OF_A);
    if (form && !form.ownStore) {
      const fresh = await entry.form!();
      const posted = await page("A", url, fresh);
      expectSucceeded(posted, `POST ${url} as A: ${posted.status} ${posted.text.slice(0, 300)}`);
      await entry.settle?.();
    }
  });
});
