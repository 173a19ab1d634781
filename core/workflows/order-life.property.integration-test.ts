import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  makeBuyer,
  makeMerchant,
  makeProduct,
  makePromo,
  PLACES,
  topUpWallet,
  type Buyer,
  type Product,
  type Store,
} from "../../tests/support/factories.ts";
import { sqlProbe } from "../../tests/support/order-world.ts";
import { useTestApp } from "../../tests/support/test-app.ts";
import { checkMoney } from "./money-check.ts";
import { createSettlePayment } from "./settle-payment.ts";

/**
 * Issue 24 'What must hold': a thousand random orders (PASAR_PROPERTY_ORDERS; PASAR_PROPERTY_SEED replays a
 * run) through random paths of decision 0030, driven in-process through the real services: checkout with
 * store vouchers, platform promos, the wallet and the gateway, one or several stores an invoice; then the
 * buyer's cancel and confirm, the store's approve, reject and pickup, and time passing (the response, ship and
 * auto-complete timers, the courier's stages). A model predicts every order's status and deadline, and after
 * every step the test checks against it: the ledger balances (checkMoney), each order's money is in exactly one
 * place (buyer paid = wallet refund, or store held/available + courier + commission − platform promo), the
 * wallets hold what the model says and none is negative, and stock, sold counts and voucher quotas are exactly
 * where the refunds put them.
 *
 * The model is a fast-check command model: a new path (a complaint with a partial refund, a withdrawal) is a new
 * command class with its check (when it applies), run (the real call, then the model's update) and toString,
 * added to COMMANDS; the invariants below then hold it to the same accounting. Each fast-check run starts from
 * whatever the previous ones left (one database for the file): it first lets every earlier order end, then
 * measures from there, so a shrunk replay needs nothing put back.
 */

const ORDERS = Number(process.env.PASAR_PROPERTY_ORDERS ?? 1_000);
const SEED = process.env.PASAR_PROPERTY_SEED ? Number(process.env.PASAR_PROPERTY_SEED) : Date.now() % 2_147_483_647;
const HOUR = 3_600_000;
const TIMERS = { responseMs: 24 * HOUR, shipMs: 72 * HOUR, autoCompleteMs: 48 * HOUR };
const COURIER = { pickupMs: HOUR, transitMs: 24 * HOUR };
/** The platform's commission by store type, in basis points (decision 0030's setting). */
const COMMISSION_BP = { official: 500, regular: 250 };

const t = useTestApp({
  config: {
    ORDER_RESPONSE_HOURS: "24",
    ORDER_SHIP_HOURS: "72",
    ORDER_AUTO_COMPLETE_HOURS: "48",
    LOCAL_COURIER_PICKUP_MINUTES: "60",
    LOCAL_COURIER_TRANSIT_HOURS: "24",
  },
});
const { rows, countOf } = sqlProbe(t);

// ---- the world: stores with a product and a voucher each, platform promos, buyers ------------------------

/** How a store's voucher discounts, so the model can say what the store itself funded. */
type VoucherKind = { kind: "fixed"; value: number } | { kind: "free_shipping" };

interface ShopFixture {
  store: Store;
  storetype: keyof typeof COMMISSION_BP;
  product: Product;
  voucher: { id: number } & VoucherKind;
}

type PlatformChoice = "none" | "fixed" | "free_shipping";
const PLATFORM_FIXED = 10_000;

const world = {} as {
  shops: ShopFixture[];
  buyers: Buyer[];
  platform: Record<Exclude<PlatformChoice, "none">, number>;
};

beforeAll(async () => {
  await t.database.db.execute(
    sql`insert into app_setting (key, value) values ('ledger.commission_bp', ${JSON.stringify(COMMISSION_BP)}::jsonb)`,
  );
  const far = new Date(t.clock.now().getTime() + 100 * 365 * 24 * HOUR);
  const promoTerms = { quota: 10_000_000, perUserLimit: 10_000_000, endsAt: far };
  const shop = async (
    name: string,
    options: { storetype: keyof typeof COMMISSION_BP; place: (typeof PLACES)[keyof typeof PLACES]; isPkp: boolean },
    price: number,
    voucher: VoucherKind,
  ): Promise<ShopFixture> => {
    const store = await makeMerchant(t, { name, ...options });
    const product = await makeProduct(t, { merchant: store, price, stock: 10_000_000, weightGrams: 700 });
    const made = await makePromo(t, {
      merchant: store,
      ...promoTerms,
      ...(voucher.kind === "fixed" ? { kind: "fixed", value: voucher.value } : { kind: "free_shipping" }),
    });
    return { store, storetype: options.storetype, product, voucher: { id: made.id, ...voucher } };
  };
  // Two stores of each kind, so that an invoice may hold up to six orders.
  world.shops = [];
  for (const copy of [1, 2]) {
    world.shops.push(
      await shop(`Toko Reguler ${copy}`, { storetype: "regular", place: PLACES.bandung, isPkp: false }, 35_000, {
        kind: "fixed",
        value: 5_000,
      }),
      await shop(`Toko Resmi ${copy}`, { storetype: "official", place: PLACES.jakartaPusat, isPkp: false }, 120_000, {
        kind: "fixed",
        value: 15_000,
      }),
      await shop(`Toko PKP ${copy}`, { storetype: "regular", place: PLACES.surabaya, isPkp: true }, 80_000, {
        kind: "free_shipping",
      }),
    );
  }
  world.platform = {
    fixed: (await makePromo(t, { ...promoTerms, kind: "fixed", value: PLATFORM_FIXED })).id,
    free_shipping: (await makePromo(t, { ...promoTerms, kind: "free_shipping" })).id,
  };
  world.buyers = [];
  for (const name of ["Budi", "Sari", "Tono"])
    world.buyers.push(await makeBuyer(t, { name, address: PLACES.jakartaSelatan }));
});

// ---- the model ------------------------------------------------------------------------------------------

type Status = "confirmation" | "approve" | "pickup" | "send" | "complete" | "cancel" | "reject";
type Stage = "awaiting_pickup" | "picked_up" | "in_transit" | "arrived";
const REFUNDED: readonly Status[] = ["cancel", "reject"];

interface ModelOrder {
  /** 1-based number in this run, as the trace names it. */
  n: number;
  code: string;
  invoice: string;
  buyer: number;
  shop: number;
  qty: number;
  voucher: boolean;
  /** Decision 0030's figures: grand total, shipping, the store's and the platform's promo money, commission, held. */
  money: { G: number; S: number; MF: number; PF: number; C: number; H: number };
  status: Status;
  due: number | null;
  stage: Stage | null;
  delivered: boolean;
}

interface Model {
  orders: ModelOrder[];
  /** The platform promo each invoice of this run used, if any. */
  invoicePromo: Map<string, number | null>;
  /** Wallet balance per buyer (user id). */
  wallets: Map<number, number>;
  /** Where the run started: journals after this id are its own; stock, sold and quotas as they were. */
  base: { journalId: number; stock: Map<number, number>; sold: Map<number, number>; quota: Map<number, number> };
  now: number;
  trace: string[];
}

const inStatus = (model: Model, statuses: readonly Status[]) =>
  model.orders.filter((order) => statuses.includes(order.status));
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;
const label = (order: ModelOrder) => `#${order.n} ${order.code} (${order.status})`;

/** The model's side of a refund: the store voucher's unit back, and the platform promo's with the invoice's last. */
function refundInModel(model: Model, order: ModelOrder, status: "cancel" | "reject") {
  order.status = status;
  order.due = null;
  model.wallets.set(order.buyer, model.wallets.get(order.buyer)! + order.money.G);
}

/** Every timed move due by `now`, in the order the sweep may make them (each order's own are in sequence). */
function passTime(model: Model, now: number) {
  model.now = now;
  for (const order of model.orders) {
    while (order.due !== null && order.due <= now) {
      const at = order.due;
      if (order.status === "confirmation" || order.status === "approve") refundInModel(model, order, "cancel");
      else if (order.stage === "awaiting_pickup") {
        order.stage = "picked_up";
        order.status = "send";
        order.due = at + Math.floor(COURIER.transitMs / 2);
      } else if (order.stage === "picked_up") {
        order.stage = "in_transit";
        order.due = at + (COURIER.transitMs - Math.floor(COURIER.transitMs / 2));
      } else if (order.stage === "in_transit") {
        order.stage = "arrived";
        order.delivered = true;
        order.due = at + TIMERS.autoCompleteMs;
      } else {
        order.status = "complete";
        order.due = null;
      }
    }
  }
}

// ---- the real side -------------------------------------------------------------------------------------

const fulfilment = () => t.services.fulfilment;
const settle = () => createSettlePayment({ db: t.database.db, clock: t.clock, promos: t.services.promoCart });

const num = (value: unknown) => Number(value);
/** Each buyer's wallet balance, by user id. */
async function wallets(): Promise<Record<number, number>> {
  const ids = world.buyers.map((buyer) => buyer.userId);
  const found = await rows<{ owner_id: number; balance: string }>(
    sql`select owner_id, coalesce(sum(amount), 0) as balance from wallet_ledger_entry
      where owner_type = 'user' and owner_id in (${sql.join(ids, sql`, `)}) group by owner_id`,
  );
  const balances: Record<number, number> = Object.fromEntries(ids.map((id) => [id, 0]));
  for (const row of found) balances[num(row.owner_id)] = num(row.balance);
  return balances;
}

async function productFigures() {
  const ids = world.shops.map((shop) => shop.product.id);
  const found = await rows<{ id: number; stock: number; sold_count: number }>(
    sql`select id, stock, sold_count from product where id in (${sql.join(ids, sql`, `)})`,
  );
  return {
    stock: new Map(found.map((row) => [num(row.id), num(row.stock)])),
    sold: new Map(found.map((row) => [num(row.id), num(row.sold_count)])),
  };
}

async function quotas() {
  const ids = [...world.shops.map((shop) => shop.voucher.id), ...Object.values(world.platform)];
  const found = await rows<{ id: number; quota_used: number }>(
    sql`select id, quota_used from promo where id in (${sql.join(ids, sql`, `)})`,
  );
  return new Map(found.map((row) => [num(row.id), num(row.quota_used)]));
}

/**
 * Lets every order of earlier runs end (timers, courier, auto-completion; an invoice a failed run left unpaid
 * expires), empties the buyers' carts and promo choices, then measures where this run starts.
 */
async function freshModel(): Promise<Model> {
  t.clock.advance(30 * 24 * HOUR);
  await t.services.invoiceExpiry.sweep();
  await fulfilment().sweep(100_000);
  const buyers = sql.join(
    world.buyers.map((buyer) => buyer.userId),
    sql`, `,
  );
  await t.database.db.execute(sql`delete from cart_item where user_id in (${buyers})`);
  await t.database.db.execute(sql`delete from promo_selection where user_id in (${buyers})`);
  const { stock, sold } = await productFigures();
  return {
    orders: [],
    invoicePromo: new Map(),
    wallets: new Map(Object.entries(await wallets()).map(([id, balance]) => [Number(id), balance])),
    base: {
      journalId: await countOf(sql`select coalesce(max(id), 0) from ledger_journal`),
      stock,
      sold,
      quota: await quotas(),
    },
    now: t.clock.now().getTime(),
    trace: [],
  };
}

// ---- the invariants ----------------------------------------------------------------------------------------

function fail(model: Model, what: string, details: unknown): never {
  throw new Error(
    `${what}\n${JSON.stringify(details, null, 1)}\nafter these steps of the run:\n  ${model.trace.join("\n  ")}`,
  );
}

function expectSame(model: Model, what: string, actual: unknown, expected: unknown) {
  try {
    expect(actual).toEqual(expected);
  } catch {
    fail(model, what, { actual, expected });
  }
}

/** What the ledger must hold for an order, by `owner_type:owner_id:purpose`, leaving out zeros. */
function expectedPostings(order: ModelOrder, shop: ShopFixture): Record<string, number> {
  const { G, S, PF, C, H } = order.money;
  const money: Record<string, number> = { [`user:${order.buyer}:paid`]: -G };
  if (REFUNDED.includes(order.status)) money[`user:${order.buyer}:wallet`] = G;
  else {
    money["platform:0:promo"] = -PF;
    money["courier:0:shipping"] = S;
    money["platform:0:commission"] = C;
    money[`merchant:${shop.store.id}:${order.status === "complete" ? "available" : "held"}`] = H;
  }
  return Object.fromEntries(Object.entries(money).filter(([, amount]) => amount !== 0));
}

async function checkInvariants(model: Model) {
  expectSame(model, "checkMoney: the whole ledger", await checkMoney(t.database.db), {
    unbalanced: [],
    negative: [],
    walletMismatch: [],
  });
  if (model.orders.length === 0) return;
  const codes = model.orders.map((order) => order.code);

  // Each order's status, deadline and delivery, as the model of decision 0030 predicts them.
  const states = await rows<{ order_code: string; status_order: string; due_at: Date | null; delivered: boolean }>(
    sql`select order_code, status_order, due_at, delivered_at is not null as delivered from shop_order
      where order_code in (${sql.join(codes, sql`, `)}) order by order_code`,
  );
  expectSame(
    model,
    "orders' status, deadline and delivery",
    states.map((row) => ({
      code: row.order_code,
      status: row.status_order,
      due: row.due_at ? new Date(row.due_at).toISOString() : null,
      delivered: Boolean(row.delivered),
    })),
    [...model.orders]
      .sort((a, b) => (a.code < b.code ? -1 : 1))
      .map((order) => ({
        code: order.code,
        status: order.status,
        due: order.due === null ? null : new Date(order.due).toISOString(),
        delivered: order.delivered,
      })),
  );

  // Every rupiah of every order in exactly one place: the journals of this run, netted per order and account.
  const postings = await rows<{ code: string; account: string; amount: string }>(sql`
    select split_part(j.reference, ':', 2) as code, a.owner_type || ':' || a.owner_id || ':' || a.purpose as account,
      sum(p.amount) as amount
    from ledger_posting p join ledger_journal j on j.id = p.journal_id join ledger_account a on a.id = p.account_id
    where j.id > ${model.base.journalId} and j.reference like 'order:%'
    group by 1, 2 having sum(p.amount) <> 0`);
  const actual: Record<string, Record<string, number>> = {};
  for (const row of postings) (actual[row.code] ??= {})[row.account] = num(row.amount);
  const expected: Record<string, Record<string, number>> = {};
  for (const order of model.orders) expected[order.code] = expectedPostings(order, world.shops[order.shop]!);
  expectSame(model, "each order's money in the ledger", actual, expected);

  // Wallets: exactly top-ups − wallet payments + refunds, never negative.
  const balances = await wallets();
  expectSame(model, "wallet balances", balances, Object.fromEntries(model.wallets));
  for (const [userId, balance] of Object.entries(balances))
    if (balance < 0) fail(model, `buyer ${userId}'s wallet is negative`, balance);

  // Stock and sold counts: what the orders that were not refunded took.
  const { stock, sold } = await productFigures();
  const taken = new Map<number, number>();
  for (const order of model.orders)
    if (!REFUNDED.includes(order.status)) {
      const id = world.shops[order.shop]!.product.id;
      taken.set(id, (taken.get(id) ?? 0) + order.qty);
    }
  const expectedStock = new Map<number, number>();
  const expectedSold = new Map<number, number>();
  for (const [id, before] of model.base.stock) expectedStock.set(id, before - (taken.get(id) ?? 0));
  for (const [id, before] of model.base.sold) expectedSold.set(id, before + (taken.get(id) ?? 0));
  expectSame(model, "stock", Object.fromEntries(stock), Object.fromEntries(expectedStock));
  expectSame(model, "sold counts", Object.fromEntries(sold), Object.fromEntries(expectedSold));

  // Quotas: a store voucher's unit per order not refunded; a platform promo's per invoice with an order not refunded.
  const used = new Map(model.base.quota);
  for (const order of model.orders)
    if (order.voucher && !REFUNDED.includes(order.status)) {
      const id = world.shops[order.shop]!.voucher.id;
      used.set(id, used.get(id)! + 1);
    }
  for (const [invoice, promoId] of model.invoicePromo)
    if (promoId !== null && model.orders.some((order) => order.invoice === invoice && !REFUNDED.includes(order.status)))
      used.set(promoId, used.get(promoId)! + 1);
  expectSame(model, "promo quotas used", Object.fromEntries(await quotas()), Object.fromEntries(used));
}

// ---- the commands ------------------------------------------------------------------------------------------

interface Real {
  placed: number;
}
type OrderCommand = fc.AsyncCommand<Model, Real>;

type WalletUse = "none" | "balance" | "partial" | "full";

/** A buyer checks out lines of one or more stores, with or without their vouchers and a platform promo. */
class Place implements OrderCommand {
  readonly buyer: number;
  readonly lines: { shop: number; qty: number; voucher: boolean }[];
  readonly platform: PlatformChoice;
  readonly wallet: WalletUse;
  constructor(
    buyer: number,
    lines: { shop: number; qty: number; voucher: boolean }[],
    platform: PlatformChoice,
    wallet: WalletUse,
  ) {
    this.buyer = buyer;
    this.lines = lines;
    this.platform = platform;
    this.wallet = wallet;
  }
  check = () => true;
  async run(model: Model, real: Real) {
    const buyer = world.buyers[this.buyer]!;
    const { cart, checkout } = t.services;
    const selections = [
      ...this.lines
        .filter((line) => line.voucher)
        .map((line) => ({ promo: world.shops[line.shop]!.voucher.id, merchant: world.shops[line.shop]!.store.id })),
      ...(this.platform === "none" ? [] : [{ promo: world.platform[this.platform], merchant: null }]),
    ];
    for (const selection of selections)
      await t.database.db.execute(
        sql`insert into promo_selection (user_id, promo_id, merchant_id) values (${buyer.userId}, ${selection.promo}, ${selection.merchant})`,
      );
    for (const line of this.lines)
      await cart.add(buyer.userId, { products_id: world.shops[line.shop]!.product.id, qty: line.qty });
    const preview = await checkout.preview(buyer.userId, "en", false);
    for (const order of preview.orders) {
      const rates = await checkout.pricelist(buyer.userId, order.id);
      await checkout.setLogistic(buyer.userId, order.id, { shipper_result_id: rates[0]!.id });
    }
    // What the invoice will cost is needed before paying only to top the wallet up by it.
    const toppingUp = this.wallet === "full" || this.wallet === "partial";
    const quoted = toppingUp ? (await checkout.preview(buyer.userId, "en", false)).summary.grand_total : 0;
    const topUp = this.wallet === "full" ? quoted : this.wallet === "partial" ? Math.floor(quoted / 2) : 0;
    if (topUp > 0) {
      await topUpWallet(t, buyer.userId, topUp);
      model.wallets.set(buyer.userId, model.wallets.get(buyer.userId)! + topUp);
    }
    // An empty wallet cannot be chosen (checkout refuses it): then the gateway takes it all.
    const useWallet = this.wallet !== "none" && model.wallets.get(buyer.userId)! > 0;
    await checkout.setWallet(buyer.userId, { use_wallet: useWallet ? "yes" : "no" });
    const placed = await t.services.placeOrder(buyer.viewer, {}, { lang: "en" });
    const [invoice] = await rows<{ wallet_used: string; charge_to_gateway: string; total_tagihan: string }>(
      sql`select wallet_used, charge_to_gateway, total_tagihan from invoice where invoice_code = ${placed.invoice_code}`,
    );
    const total = num(invoice!.total_tagihan);
    if (toppingUp) expectSame(model, `invoice ${placed.invoice_code}: the total checkout quoted`, total, quoted);
    const walletUsed = useWallet ? Math.min(model.wallets.get(buyer.userId)!, total) : 0;
    if (placed.status_payment !== "settlement") {
      const outcome = await settle()({
        invoiceCode: placed.invoice_code,
        status: "settlement",
        grossAmount: total - walletUsed,
        transactionId: `property-${placed.invoice_code}`,
        collectsMoney: true,
      });
      if (outcome !== "accepted") fail(model, `the gateway's settlement of ${placed.invoice_code}: ${outcome}`, placed);
    }
    model.wallets.set(buyer.userId, model.wallets.get(buyer.userId)! - walletUsed);

    expectSame(
      model,
      `invoice ${placed.invoice_code}: wallet and gateway`,
      {
        wallet: num(invoice!.wallet_used),
        gateway: num(invoice!.charge_to_gateway),
        total: num(invoice!.total_tagihan),
      },
      { wallet: walletUsed, gateway: total - walletUsed, total },
    );
    const made = await rows<{
      order_code: string;
      merchant_id: number;
      grand_total: string;
      total_publish_price: string;
      total_shipping: string;
      total_tax: string;
      discounts: string;
    }>(sql`
      select o.order_code, o.merchant_id, o.grand_total, o.total_publish_price, o.total_shipping, o.total_tax,
        o.total_discount_merchant + o.total_discount_platform + o.total_discount_shipping as discounts
      from shop_order o join invoice i on i.id = o.invoice_id where i.invoice_code = ${placed.invoice_code}
      order by o.id`);
    expectSame(model, `invoice ${placed.invoice_code}: one order per store`, made.length, this.lines.length);
    const orders: ModelOrder[] = [];
    for (const row of made) {
      const shopIndex = world.shops.findIndex((shop) => shop.store.id === num(row.merchant_id));
      const shop = world.shops[shopIndex]!;
      const line = this.lines.find((candidate) => candidate.shop === shopIndex)!;
      const items = num(row.total_publish_price);
      const S = num(row.total_shipping);
      const G = num(row.grand_total);
      const voucher = shop.voucher;
      // What the store's own voucher paid, by its terms; whatever else the order was discounted the platform paid.
      const MF = !line.voucher ? 0 : voucher.kind === "fixed" ? Math.min(voucher.value, items) : S;
      const PF = num(row.discounts) - MF;
      const C = Math.floor((COMMISSION_BP[shop.storetype] * Math.max(0, items - MF)) / 10_000);
      const order: ModelOrder = {
        n: model.orders.length + orders.length + 1,
        code: row.order_code,
        invoice: placed.invoice_code,
        buyer: buyer.userId,
        shop: shopIndex,
        qty: line.qty,
        voucher: line.voucher && MF > 0,
        money: { G, S, MF, PF, C, H: G + PF - S - C },
        status: "confirmation",
        due: model.now + TIMERS.responseMs,
        stage: null,
        delivered: false,
      };
      expectSame(
        model,
        `order ${row.order_code}: what the buyer paid is items + shipping + tax − the store's and the platform's promos`,
        G,
        items + S + num(row.total_tax) - MF - PF,
      );
      if (PF < 0 || (this.platform === "none" && PF !== 0))
        fail(model, `order ${row.order_code}: platform promo money out of place`, order.money);
      orders.push(order);
    }
    const platformMoney = orders.reduce((sum, order) => sum + order.money.PF, 0);
    if (this.platform === "fixed") expectSame(model, "the platform's fixed promo", platformMoney, PLATFORM_FIXED);
    if (this.platform === "free_shipping")
      expectSame(
        model,
        "the platform's free shipping: the shipping the stores' vouchers left",
        platformMoney,
        orders.reduce(
          (sum, order) =>
            sum +
            order.money.S -
            (world.shops[order.shop]!.voucher.kind === "free_shipping" && order.voucher ? order.money.MF : 0),
          0,
        ),
      );
    model.orders.push(...orders);
    model.invoicePromo.set(placed.invoice_code, this.platform === "none" ? null : world.platform[this.platform]);
    real.placed += orders.length;
    model.trace.push(`${this.toString()} → ${placed.invoice_code}: ${orders.map(label).join(", ")}`);
    await checkInvariants(model);
  }
  toString() {
    const lines = this.lines.map((line) => `shop ${line.shop} ×${line.qty}${line.voucher ? " +voucher" : ""}`);
    return `place(buyer ${this.buyer}, [${lines.join(", ")}], platform ${this.platform}, wallet ${this.wallet})`;
  }
}

/** A move by the order's buyer or store on the `index`-th order (modulo) of those it applies to. */
abstract class Move implements OrderCommand {
  abstract readonly from: readonly Status[];
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
  check(model: Readonly<Model>) {
    return inStatus(model as Model, this.from).length > 0;
  }
  protected target(model: Model) {
    return pick(inStatus(model, this.from), this.index);
  }
  abstract act(order: ModelOrder, model: Model): Promise<void>;
  async run(model: Model) {
    const order = this.target(model);
    const before = label(order);
    await this.act(order, model);
    model.trace.push(`${this.toString()}: ${before} → ${order.status}`);
    await checkInvariants(model);
  }
  abstract toString(): string;
}

const storeOf = (order: ModelOrder) => world.shops[order.shop]!.store;

class Approve extends Move {
  readonly from = ["confirmation"] as const;
  async act(order: ModelOrder, model: Model) {
    await fulfilment().approve(storeOf(order), { order_code: order.code });
    order.status = "approve";
    order.due = model.now + TIMERS.shipMs;
  }
  toString() {
    return `approve(waiting #${this.index})`;
  }
}

class Reject extends Move {
  readonly from = ["confirmation"] as const;
  async act(order: ModelOrder, model: Model) {
    await fulfilment().reject(storeOf(order), { order_code: order.code, reason: "Stok sedang kosong" });
    refundInModel(model, order, "reject");
  }
  toString() {
    return `reject(waiting #${this.index})`;
  }
}

class Cancel extends Move {
  readonly from = ["confirmation"] as const;
  async act(order: ModelOrder, model: Model) {
    await fulfilment().changeByBuyer(order.buyer, { order_code: order.code, status: "cancel" });
    refundInModel(model, order, "cancel");
  }
  toString() {
    return `cancel(waiting #${this.index})`;
  }
}

class Pickup extends Move {
  readonly from = ["approve"] as const;
  async act(order: ModelOrder, model: Model) {
    await fulfilment().pickup(storeOf(order), { order_code: order.code });
    order.status = "pickup";
    order.stage = "awaiting_pickup";
    order.due = model.now + COURIER.pickupMs;
  }
  toString() {
    return `pickup(approved #${this.index})`;
  }
}

class Confirm extends Move {
  readonly from = ["send"] as const;
  async act(order: ModelOrder) {
    await fulfilment().changeByBuyer(order.buyer, { order_code: order.code, status: "complete" });
    order.status = "complete";
    order.due = null;
  }
  toString() {
    return `confirm receipt(sent #${this.index})`;
  }
}

/** A move the order's status does not allow (a replay, a late click): refused with 409, nothing changes. */
class Stale extends Move {
  readonly from = ["approve", "pickup", "send", "complete", "cancel", "reject"] as const;
  readonly move: "approve" | "reject" | "cancel" | "pickup" | "confirm";
  constructor(index: number, move: "approve" | "reject" | "cancel" | "pickup" | "confirm") {
    super(index);
    this.move = move;
  }
  async act(order: ModelOrder) {
    const allowed: Record<Stale["move"], Status> = {
      approve: "confirmation",
      reject: "confirmation",
      cancel: "confirmation",
      pickup: "approve",
      confirm: "send",
    };
    if (allowed[this.move] === order.status) return;
    const calls = {
      approve: () => fulfilment().approve(storeOf(order), { order_code: order.code }),
      reject: () => fulfilment().reject(storeOf(order), { order_code: order.code, reason: "Stok sedang kosong" }),
      cancel: () => fulfilment().changeByBuyer(order.buyer, { order_code: order.code, status: "cancel" }),
      pickup: () => fulfilment().pickup(storeOf(order), { order_code: order.code }),
      confirm: () => fulfilment().changeByBuyer(order.buyer, { order_code: order.code, status: "complete" }),
    };
    await expect(calls[this.move]()).rejects.toMatchObject({ code: "CONFLICT" });
  }
  toString() {
    return `${this.move} again(moved #${this.index})`;
  }
}

/** Time passes and the sweep makes every timed move that is due. */
class Wait implements OrderCommand {
  readonly hours: number;
  constructor(hours: number) {
    this.hours = hours;
  }
  check = () => true;
  async run(model: Model) {
    t.clock.advance(this.hours * HOUR);
    await fulfilment().sweep(100_000);
    const before = new Map(model.orders.map((order) => [order.code, `${order.status}/${order.stage ?? "-"}`]));
    passTime(model, t.clock.now().getTime());
    const changed = model.orders
      .filter((order) => before.get(order.code) !== `${order.status}/${order.stage ?? "-"}`)
      .map((order) => `#${order.n} ${before.get(order.code)} → ${order.status}/${order.stage ?? "-"}`);
    model.trace.push(`${this.toString()}: ${changed.join(", ") || "nothing due"}`);
    await checkInvariants(model);
  }
  toString() {
    return `wait(${this.hours} h)`;
  }
}

const index = fc.nat({ max: 20 });
const COMMANDS: fc.Arbitrary<OrderCommand>[] = [
  fc
    .record({
      buyer: fc.nat({ max: 2 }),
      lines: fc.uniqueArray(
        fc.record({ shop: fc.nat({ max: 5 }), qty: fc.integer({ min: 1, max: 3 }), voucher: fc.boolean() }),
        { minLength: 1, maxLength: 6, selector: (line) => line.shop, size: "max" },
      ),
      platform: fc.constantFrom<PlatformChoice>("none", "none", "fixed", "free_shipping"),
      wallet: fc.constantFrom<WalletUse>("none", "balance", "partial", "full"),
    })
    .map(({ buyer, lines, platform, wallet }) => new Place(buyer, lines, platform, wallet)),
  index.map((i) => new Approve(i)),
  index.map((i) => new Approve(i)),
  index.map((i) => new Reject(i)),
  index.map((i) => new Cancel(i)),
  index.map((i) => new Pickup(i)),
  index.map((i) => new Pickup(i)),
  index.map((i) => new Confirm(i)),
  fc
    .tuple(index, fc.constantFrom("approve", "reject", "cancel", "pickup", "confirm") as fc.Arbitrary<Stale["move"]>)
    .map(([i, move]) => new Stale(i, move)),
  fc.constantFrom(1, 6, 13, 25, 49, 73).map((hours) => new Wait(hours)),
];

// ---- the property --------------------------------------------------------------------------------------

describe("a thousand random orders", () => {
  it(`keep every rupiah, wallet, stock and quota exact after every step (${ORDERS} orders)`, async () => {
    const real: Real = { placed: 0 };
    let run = 0;
    const started = Date.now();
    while (real.placed < ORDERS) {
      const seed = (SEED + run) % 2_147_483_647;
      run += 1;
      await fc.assert(
        fc.asyncProperty(fc.commands(COMMANDS, { maxCommands: 60, size: "max" }), async (commands) => {
          const model = await freshModel();
          await fc.asyncModelRun(() => ({ model, real }), commands);
        }),
        { numRuns: 1, seed, endOnFailure: false },
      );
    }
    console.info(
      `order-life property: ${real.placed} orders in ${run} runs from seed ${SEED}, ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }, 3_600_000);
});
