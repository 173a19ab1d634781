import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "../../core/account/index.ts";
import { notify, type NotificationRecipient } from "../../core/notification/index.ts";
import {
  callAs,
  expectEveryRouteHasACase,
  expectRefused,
  expectSucceeded,
  methodOf,
  pageHarness,
  routeRecorder,
  rowsAsText,
  type DeclaredRoute,
  type RegisteredRoute,
} from "../../tests/support/access-matrix.ts";
import { makeBuyer, makeMerchant, makePaidOrder, makeProduct, PLACES } from "../../tests/support/factories.ts";
import type { Buyer, Product, Store } from "../../tests/support/factories.ts";
import { orderOfInvoice, sqlProbe } from "../../tests/support/order-world.ts";
import { useTestApp } from "../../tests/support/test-app.ts";
import { fundStore, saveBuyerBank, saveStoreBank } from "../../tests/support/wallet-world.ts";

/**
 * Issue 24 'Access': every order, invoice, notification and wallet call and page of the
 * buyer and of the merchant, tried on buyer A's and store A's rows by buyer A, buyer B, merchant A, merchant B
 * and a visitor. Only the owner succeeds (buyer A on the buyer's routes, merchant A on the store's); the
 * others get 401/403/404 (a page: the login page, the store opening, a 404 or an error notice), a list of
 * their own shows nothing of A's, and none of A's rows changes. The routes and pages are read from the app, so
 * one added later under these paths fails here until its entry is written. A call that changes what it reaches
 * gets a row made for it alone (a new paid order, a new notification).
 */

const FILE = "server/routes/order-access.integration-test.ts";

const routes = routeRecorder();
const t = useTestApp({ onRoute: routes.onRoute });
const { rows } = sqlProbe(t);

/** The matrix's API routes: the buyer's and the store's orders, notifications and wallet, and invoices. */
const BUYER_API = /^\/api\/(buyer\/dashboard\/(order|notification|wallet)|invoice)(\/|$)/;
const MERCHANT_API = /^\/api\/merchant\/dashboard\/(order|notification|wallet)(\/|$)/;
const inMatrix = (route: RegisteredRoute) => BUYER_API.test(route.url) || MERCHANT_API.test(route.url);

// ---- the callers and A's rows -----------------------------------------------------------------------------

type Caller = "buyerA" | "buyerB" | "merchantA" | "merchantB" | "visitor";
const CALLERS: Caller[] = ["buyerA", "buyerB", "merchantA", "merchantB", "visitor"];
const headers = {} as Record<Caller, Record<string, string>>;
const viewers = {} as Record<Caller, Viewer | null>;

let buyerA: Buyer;
let buyerB: Buyer;
let storeA: Store;
let storeB: Store;
let productA: Product;
/** A's rows that reading calls look at (a call that changes a row makes its own). */
const fx = {} as { orderCode: string; invoiceCode: string };
/** What only A's rows hold: A's order and invoice codes, and the mark in A's notifications. */
const marksOfA: string[] = [];
const MARK_OF_A = "Alfa";

beforeAll(async () => {
  storeA = await makeMerchant(t, { name: "Toko Pertama" });
  storeB = await makeMerchant(t, { name: "Toko Kedua" });
  buyerA = await makeBuyer(t, { name: "Pembeli Satu", address: PLACES.jakartaSelatan });
  buyerB = await makeBuyer(t, { name: "Pembeli Dua", address: PLACES.jakartaSelatan });
  productA = await makeProduct(t, { merchant: storeA, name: "Produk Toko Satu", stock: 500 });
  headers.buyerA = await buyerA.signIn();
  headers.buyerB = await buyerB.signIn();
  headers.merchantA = await storeA.owner.signIn();
  headers.merchantB = await storeB.owner.signIn();
  headers.visitor = {};
  for (const caller of CALLERS) {
    const bearer = headers[caller].authorization?.replace(/^Bearer /, "");
    viewers[caller] = bearer ? await t.services.accounts.authenticate(bearer) : null;
  }
  // B's own order and notifications, so that B's lists are not empty.
  const productB = await makeProduct(t, { merchant: storeB, name: "Produk Toko Dua", stock: 500 });
  await makePaidOrder(t, buyerB, [{ product: productB, qty: 1 }]);
  ({ code: fx.orderCode, invoice: fx.invoiceCode } = await paidOrderOfA());
  await notificationOf({ type: "user", id: buyerA.userId });
  await notificationOf({ type: "merchant", id: storeA.id });
});

/** A new order of buyer A's at store A, paid through the real checkout (status confirmation). */
async function paidOrderOfA(): Promise<{ code: string; invoice: string }> {
  const invoice = await makePaidOrder(t, buyerA, [{ product: productA, qty: 1 }]);
  const { order_code } = await orderOfInvoice(t, invoice);
  marksOfA.push(order_code, invoice);
  return { code: order_code, invoice };
}

/** A paid order of A's that store A has approved: the one pickup starts from. */
async function approvedOrderOfA(): Promise<string> {
  const { code } = await paidOrderOfA();
  await t.services.fulfilment.approve(storeA, { order_code: code });
  return code;
}

/** An order of A's handed to the courier: it has an airway bill and a label. */
async function pickedUpOrderOfA(): Promise<string> {
  const code = await approvedOrderOfA();
  await t.services.fulfilment.pickup(storeA, { order_code: code });
  return code;
}

/** No withdrawal of A's is on its way: the one before is paid (the local payout, its delay passed). */
async function noPendingWithdrawal(): Promise<void> {
  t.clock.advance(61_000);
  await t.services.withdrawals.sweep();
}

/** Buyer A has a refund to withdraw, a bank account to send it to, and no withdrawal on its way. */
async function walletReadyOfA(): Promise<void> {
  const { code } = await paidOrderOfA();
  await t.services.fulfilment.reject(storeA, { order_code: code, reason: "Stok habis" });
  await saveBuyerBank(t, buyerA);
  await noPendingWithdrawal();
}

/** Store A has money available, a bank account, and no withdrawal on its way. */
async function storeWalletReadyOfA(): Promise<void> {
  await fundStore(t, storeA, buyerA, 50_000);
  await saveStoreBank(t, storeA);
  await noPendingWithdrawal();
}

let made = 0;
/** A new unread notification of buyer A or store A, its text naming A. */
async function notificationOf(recipient: NotificationRecipient): Promise<number> {
  made += 1;
  const reference = `order-access:${made}`;
  await t.database.db.transaction((tx) =>
    notify(tx, {
      recipient,
      kind: recipient.type === "merchant" ? "new_order" : "order_approved",
      reference,
      params: { order_code: `ORD-${MARK_OF_A}-${made}`, amount: "Rp 10.000" },
      at: t.clock.now(),
    }),
  );
  const [row] = await rows<{ id: number }>(
    sql`select id from notification where recipient_type = ${recipient.type} and recipient_id = ${recipient.id} and reference = ${reference}`,
  );
  return row!.id;
}
const notificationOfBuyerA = () => notificationOf({ type: "user", id: buyerA.userId });
const notificationOfStoreA = () => notificationOf({ type: "merchant", id: storeA.id });

/** A download link of A's order or invoice as its owner's detail answers it (with a fresh document token). */
async function downloadLinkOfA(kind: "order" | "invoice"): Promise<string> {
  const { body } = await callAs(t, headers.buyerA, "GET", `/api/invoice/detail/${fx.invoiceCode}`);
  return kind === "invoice" ? body.data.download_url : body.data.orderlist[0].download_url;
}

/** Everything of buyer A's and store A's that these calls could change, as text. */
function rowsOfA(): Promise<string[]> {
  const user = buyerA.userId;
  const store = storeA.id;
  return rowsAsText(
    t.database.db,
    sql`
      select 'invoice ' || i::text as row from invoice i where i.user_id = ${user}
      union all select 'shop_order ' || o::text from shop_order o where o.user_id = ${user} or o.merchant_id = ${store}
      union all select 'shipment ' || s::text
        from shipment s join shop_order o on o.id = s.order_id where o.user_id = ${user} or o.merchant_id = ${store}
      union all select 'product ' || p::text from product p where p.merchant_id = ${store}
      union all select 'notification ' || n::text from notification n
        where (n.recipient_type = 'user' and n.recipient_id = ${user})
           or (n.recipient_type = 'merchant' and n.recipient_id = ${store})
      union all select 'wallet ' || w::text from wallet_ledger_entry w where w.owner_type = 'user' and w.owner_id = ${user}
      union all select 'withdrawal ' || w::text from withdrawal w
        where (w.owner_type = 'user' and w.owner_id = ${user}) or (w.owner_type = 'merchant' and w.owner_id = ${store})
      union all select 'bank ' || b::text from buyer_bank_account b where b.user_id = ${user}
      union all select 'ledger ' || a.owner_type || ':' || a.owner_id || ':' || a.purpose || ' ' || sum(p.amount)
        from ledger_posting p join ledger_account a on a.id = p.account_id
        where (a.owner_type = 'user' and a.owner_id = ${user}) or (a.owner_type = 'merchant' and a.owner_id = ${store})
        group by a.owner_type, a.owner_id, a.purpose
      order by 1`,
  );
}

// ---- the API matrix ---------------------------------------------------------------------------------------

interface ApiCase {
  /** The call on A's rows as `caller` sends it (ids in the path or body are A's). */
  call(caller: Caller): Promise<{ url: string; payload?: unknown }>;
  /**
   * It names no row (a list, a count, 'mark all read', a withdrawal): another caller acts on their own, and
   * passes when the answer is no server error, shows nothing of A's, and A's rows are as they were.
   */
  own?: true;
  /** Its answer repeats the codes the caller sent (a bulk move lists what it refused): A's codes may appear. */
  echoesCodes?: true;
}

const BO = "/api/buyer/dashboard/order";
const BN = "/api/buyer/dashboard/notification";
const MO = "/api/merchant/dashboard/order";
const MN = "/api/merchant/dashboard/notification";
const BW = "/api/buyer/dashboard/wallet";
const MW = "/api/merchant/dashboard/wallet";

/** Every route of the matrix: the test fails while a registered one is missing here. */
const API_CASES: Record<string, ApiCase> = {
  [`GET ${BO}/list`]: { own: true, call: async () => ({ url: `${BO}/list?status=all` }) },
  [`POST ${BO}/status`]: {
    call: async () => ({ url: `${BO}/status`, payload: { order_code: (await paidOrderOfA()).code, status: "cancel" } }),
  },
  // A signed link: the others hold no token for A's order (theirs name their own documents, or there is none).
  [`GET ${BO}/detail/:order_code/download`]: {
    call: async (caller) => {
      const link = await downloadLinkOfA("order");
      return { url: caller === "buyerA" ? link : link.replace(/token=[^&]+/, "token=") };
    },
  },
  [`GET /api/invoice/detail/:invoice`]: { call: async () => ({ url: `/api/invoice/detail/${fx.invoiceCode}` }) },
  [`GET /api/invoice/detail/:invoice_code/download`]: {
    call: async (caller) => {
      const link = await downloadLinkOfA("invoice");
      return { url: caller === "buyerA" ? link : link.replace(/token=[^&]+/, "token=") };
    },
  },

  [`GET ${BN}/list`]: { own: true, call: async () => ({ url: `${BN}/list` }) },
  [`POST ${BN}/read`]: { call: async () => ({ url: `${BN}/read`, payload: { id: await notificationOfBuyerA() } }) },
  [`POST ${BN}/setallasread`]: {
    own: true,
    // An unread one of A's waits, so that marking the caller's own all read can be seen to leave it be.
    call: async () => {
      await notificationOfBuyerA();
      return { url: `${BN}/setallasread` };
    },
  },
  [`GET ${BN}/new`]: { own: true, call: async () => ({ url: `${BN}/new` }) },

  [`GET ${MO}/list`]: { own: true, call: async () => ({ url: `${MO}/list?status=all` }) },
  [`GET ${MO}/detail/:order_code`]: { call: async () => ({ url: `${MO}/detail/${fx.orderCode}` }) },
  [`POST ${MO}/approve`]: {
    call: async () => ({ url: `${MO}/approve`, payload: { order_code: (await paidOrderOfA()).code } }),
  },
  [`POST ${MO}/reject`]: {
    call: async () => ({
      url: `${MO}/reject`,
      payload: { order_code: (await paidOrderOfA()).code, reason: "Stok habis" },
    }),
  },
  [`POST ${MO}/pickup`]: {
    call: async () => ({ url: `${MO}/pickup`, payload: { order_code: await approvedOrderOfA() } }),
  },

  [`POST ${MO}/approve/bulk`]: {
    own: true,
    echoesCodes: true,
    call: async () => ({ url: `${MO}/approve/bulk`, payload: { order_codes: [(await paidOrderOfA()).code] } }),
  },
  [`GET ${MO}/label`]: { call: async () => ({ url: `${MO}/label?order_code=${await pickedUpOrderOfA()}` }) },
  [`GET ${MO}/packinglist`]: {
    call: async () => ({ url: `${MO}/packinglist?order_code=${await approvedOrderOfA()}` }),
  },

  [`GET ${BW}/saldo`]: { own: true, call: async () => ({ url: `${BW}/saldo` }) },
  [`GET ${BW}/history`]: { own: true, call: async () => ({ url: `${BW}/history` }) },
  [`GET ${BW}/bank`]: { own: true, call: async () => ({ url: `${BW}/bank` }) },
  [`POST ${BW}/bank`]: {
    own: true,
    call: async () => ({
      url: `${BW}/bank`,
      payload: { bank_id: "014", rekening: "1234567890", atas_nama: "Pemilik" },
    }),
  },
  [`POST ${BW}/withdraw`]: {
    own: true,
    call: async (caller) => {
      if (caller === "buyerA") await walletReadyOfA();
      return { url: `${BW}/withdraw`, payload: { amount: 10_000 } };
    },
  },
  [`GET ${MW}/saldo`]: { own: true, call: async () => ({ url: `${MW}/saldo` }) },
  [`GET ${MW}/history`]: { own: true, call: async () => ({ url: `${MW}/history` }) },
  [`POST ${MW}/withdraw`]: {
    own: true,
    call: async (caller) => {
      if (caller === "merchantA") await storeWalletReadyOfA();
      return { url: `${MW}/withdraw`, payload: { amount: 10_000 } };
    },
  },

  [`GET ${MN}/list`]: { own: true, call: async () => ({ url: `${MN}/list` }) },
  [`POST ${MN}/read`]: { call: async () => ({ url: `${MN}/read`, payload: { id: await notificationOfStoreA() } }) },
  [`POST ${MN}/setallasread`]: {
    own: true,
    call: async () => {
      await notificationOfStoreA();
      return { url: `${MN}/setallasread` };
    },
  },
  [`GET ${MN}/new`]: { own: true, call: async () => ({ url: `${MN}/new` }) },
};

/** What `caller` must get from a route of the matrix that is not theirs. */
function expectRefusedCall(name: string, caller: Caller, entry: ApiCase, answer: { status: number; body: unknown }) {
  const label = `${name} as ${caller}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
  const merchantRoute = MERCHANT_API.test(name.slice(name.indexOf(" ") + 1));
  const signedLink = name.endsWith("/download");
  if (signedLink) expect([401, 403, 404], label).toContain(answer.status);
  else if (caller === "visitor") expect(answer.status, label).toBe(401);
  else if (merchantRoute && caller.startsWith("buyer")) expect(answer.status, label).toBe(403);
  else if (entry.own) {
    expect(answer.status, label).toBeLessThan(500);
    const text = JSON.stringify(answer.body);
    for (const mark of entry.echoesCodes ? [MARK_OF_A] : [MARK_OF_A, ...marksOfA])
      expect(text, label).not.toContain(mark);
  } else expect([403, 404], label).toContain(answer.status);
}

describe("the order and notification API matrix", () => {
  it("has an entry for every registered order, invoice, notification and wallet route, and none for a route that is gone", () => {
    expectEveryRouteHasACase(
      routes.names(inMatrix),
      API_CASES,
      FILE,
      "Add one per route: call(caller) builds a valid request on buyer A's or store A's rows (a row made for it by " +
        "paidOrderOfA/approvedOrderOfA/notificationOf, in the path or the body), and own: true when it names no row",
    );
  });

  it.each(Object.keys(API_CASES))("%s: only its owner succeeds, and nothing of A's changes", async (name) => {
    const entry = API_CASES[name]!;
    const method = methodOf(name);
    const owner: Caller = MERCHANT_API.test(name.slice(name.indexOf(" ") + 1)) ? "merchantA" : "buyerA";
    for (const caller of CALLERS.filter((one) => one !== owner)) {
      const { url, payload } = await entry.call(caller);
      const before = await rowsOfA();
      const answer = await callAs(t, headers[caller], method, url, payload);
      expectRefusedCall(name, caller, entry, answer);
      expect(await rowsOfA(), `${name} as ${caller}: A's rows`).toEqual(before);
    }
    const { url, payload } = await entry.call(owner);
    const answer = await callAs(t, headers[owner], method, url, payload);
    expect(answer.status, `${name} as ${owner}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
  });
});

// ---- the page matrix --------------------------------------------------------------------------------------

const orderPage = (page: DeclaredRoute) => /^(user|merchant\/dashboard)\/(order|notification|wallet)/.test(page.path!);
const buyerPages = pageHarness<Caller>({
  layout: "account",
  select: orderPage,
  services: () => t.services,
  viewerOf: (caller) => viewers[caller],
});
const merchantPages = pageHarness<Caller>({
  layout: "merchant",
  select: orderPage,
  services: () => t.services,
  viewerOf: (caller) => viewers[caller],
});

interface PageCase {
  /** The page's address on A's rows. */
  url(): Promise<string>;
  /** The page names no row: another caller sees their own. */
  own?: true;
  /**
   * What the page's form posts on A's rows; every page with an action needs one. `actsOnOwn`: it names no row
   * of A's (a withdrawal): another caller's post acts on their own wallet, and passes when it is no server
   * error, shows nothing of A's and leaves A's rows as they were.
   */
  form?(): Promise<{ fields: Record<string, string>; actsOnOwn?: true }>;
}

/** Every page of the matrix, by route id: the test fails while one is missing here. */
const PAGE_CASES: Record<string, PageCase> = {
  "order-list": { own: true, url: async () => "/user/order/list" },
  "order-detail": {
    url: async () => `/user/order/detail/${fx.orderCode}`,
    form: async () => ({ fields: { intent: "cancel", orderCode: (await paidOrderOfA()).code } }),
  },
  invoice: { url: async () => `/user/order/invoice/${fx.invoiceCode}` },
  notifications: {
    own: true,
    url: async () => "/user/notification",
    form: async () => ({ fields: { intent: "read", id: String(await notificationOfBuyerA()) } }),
  },
  "merchant-orders": {
    own: true,
    url: async () => "/merchant/dashboard/order/list",
    form: async () => ({ fields: { intent: `approve:${(await paidOrderOfA()).code}` } }),
  },
  "merchant-order": {
    url: async () => `/merchant/dashboard/order/${fx.orderCode}`,
    form: async () => ({ fields: { intent: `approve:${(await paidOrderOfA()).code}` } }),
  },
  "merchant-notifications": {
    own: true,
    url: async () => "/merchant/dashboard/notification",
    form: async () => ({ fields: { intent: "read", id: String(await notificationOfStoreA()) } }),
  },
  wallet: {
    own: true,
    url: async () => "/user/wallet",
    form: async () => {
      await walletReadyOfA();
      return { fields: { intent: "withdraw", amount: "10000" }, actsOnOwn: true as const };
    },
  },
  "merchant-wallet": {
    own: true,
    url: async () => "/merchant/dashboard/wallet",
    form: async () => {
      await storeWalletReadyOfA();
      return { fields: { intent: "withdraw", amount: "10000" }, actsOnOwn: true as const };
    },
  },
};

const harnessOf = (id: string) => (buyerPages.children.some((page) => page.id === id) ? buyerPages : merchantPages);

/** The order detail's form posts to the page of the order it names. */
const postUrl = async (id: string, entry: PageCase, form: { fields: Record<string, string> }) =>
  id === "order-detail" ? `/user/order/detail/${form.fields.orderCode}` : entry.url();

describe("the order and notification page matrix", () => {
  it("has an entry, with its form, for every order, notification and wallet page", async () => {
    await buyerPages.ready();
    await merchantPages.ready();
    const declared = [...buyerPages.children, ...merchantPages.children];
    expect(
      declared.map((page) => page.id!).filter((id) => !(id in PAGE_CASES)),
      `Pages (app/routes.ts, under the 'account' or 'merchant' layout) without an entry in PAGE_CASES of ${FILE}`,
    ).toEqual([]);
    expect(
      declared
        .filter((page) => harnessOf(page.id!).hasAction(page) && !PAGE_CASES[page.id!]?.form)
        .map((page) => page.id),
      `Pages with an action but no form() in PAGE_CASES of ${FILE}`,
    ).toEqual([]);
    expect(Object.keys(PAGE_CASES).filter((id) => !declared.some((page) => page.id === id))).toEqual([]);
  });

  it.each(Object.keys(PAGE_CASES))("%s: the page and its form serve their owner alone", async (id) => {
    const entry = PAGE_CASES[id]!;
    const harness = harnessOf(id);
    const owner: Caller = harness === merchantPages ? "merchantA" : "buyerA";
    const url = await entry.url();
    const form = entry.form ? await entry.form() : undefined;
    const before = await rowsOfA();
    for (const caller of CALLERS.filter((one) => one !== owner)) {
      const label = `${id} as ${caller}`;
      const seen = await harness.page(caller, url);
      const posted = form ? await harness.page(caller, await postUrl(id, entry, form), form) : undefined;
      const signedOut = caller === "visitor";
      const storeless = harness === merchantPages && caller.startsWith("buyer");
      if (signedOut || storeless) {
        for (const answer of [seen, posted].filter((one) => one !== undefined)) {
          expect(answer.status, label).toBe(302);
          expect(answer.location, label).toMatch(signedOut ? /^\/login\?redirectTo=/ : /^\/merchant\/onboarding$/);
        }
        continue;
      }
      if (entry.own) {
        expect(seen.status, label).toBe(200);
        for (const mark of [MARK_OF_A, ...marksOfA]) expect(seen.text, label).not.toContain(mark);
      } else expect(seen.status, label).toBe(404);
      if (posted && form?.actsOnOwn) {
        expect(posted.status, `POST ${label}`).toBeLessThan(500);
        for (const mark of [MARK_OF_A, ...marksOfA]) expect(posted.text, `POST ${label}`).not.toContain(mark);
      } else if (posted) expectRefused(posted, `POST ${label}: ${posted.status} ${posted.text.slice(0, 300)}`);
    }
    expect(await rowsOfA(), `${id}: A's rows after the others`).toEqual(before);

    const seen = await harness.page(owner, url);
    expect(seen.status, `${id} as ${owner}`).toBe(200);
    if (!entry.own) expect(seen.text, `${id} as ${owner}`).toContain(fx.orderCode);
    if (form) {
      const fresh = await entry.form!();
      const posted = await harness.page(owner, await postUrl(id, entry, fresh), fresh);
      expectSucceeded(posted, `POST ${id} as ${owner}: ${posted.status} ${posted.text.slice(0, 300)}`);
    }
  });
});
