import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { makeBuyer, makeMerchant, makeProduct, PLACES, type Store } from "../../tests/support/factories.ts";
import { useTestApp } from "../../tests/support/test-app.ts";
import { createServices } from "../services.ts";
import { loadConfig } from "../shared/config.ts";
import { isAppError } from "../shared/errors.ts";
import type { OrderListItemDto } from "./order.dto.ts";

const t = useTestApp();
let buyer: Shopper;
let other: Shopper;
/** Two plain products of one store, one of another. */
let products: Product[];
let pendingInvoice: string;
let paidInvoice: string;
let otherInvoice: string;

interface Shopper {
  userId: number;
  /** A signed-in session: the list's download links live as long as it does. */
  sessionId: string;
  name: string;
  email: string;
}
interface Product {
  id: number;
  name: string;
  merchant_id: number;
  merchant_name: string;
}

const START = new Date("2026-11-20T03:00:00Z");

async function shopper(name: string, wallet: number): Promise<Shopper> {
  const made = await makeBuyer(t, { name, wallet, address: PLACES.jakartaSelatan });
  const { authorization } = await made.signIn();
  const { sessionId } = (await t.services.accounts.authenticate(authorization!.slice("Bearer ".length)))!;
  return { userId: made.userId, sessionId, name, email: made.email };
}

/** A real checkout: cart, the cheapest courier per store, optionally the wallet, then pay. */
async function checkout(who: Shopper, lines: { product: Product; qty: number }[], wallet = false): Promise<string> {
  for (const { product, qty } of lines) await t.services.cart.add(who.userId, { products_id: product.id, qty });
  const preview = await t.services.checkout.preview(who.userId, "en", false);
  for (const order of preview.orders) {
    const rates = await t.services.checkout.pricelist(who.userId, order.id);
    await t.services.checkout.setLogistic(who.userId, order.id, { shipper_result_id: rates[0]!.id });
  }
  await t.services.checkout.setWallet(who.userId, { use_wallet: wallet ? "yes" : "no" });
  const result = await t.services.placeOrder(who, {}, { lang: "en" });
  expect(result.status_payment).toBe(wallet ? "settlement" : "pending");
  return result.invoice_code;
}

const list = (who: Shopper, raw: Record<string, unknown> = {}, lang: "id" | "en" = "en") =>
  t.services.orders.list(who, raw, { lang, pageUrl: (page) => `/orders?page=${page}` });
const codes = (items: OrderListItemDto[]) => items.map((item) => item.invoice.invoice_code);

beforeAll(async () => {
  buyer = await shopper("Budi Santoso", 2_500_000);
  other = await shopper("Siti Rahmawati", 750_000);
  const coffeeShop = await makeMerchant(t, { name: "Toko Kopi Nusantara" });
  const sugarShop = await makeMerchant(t, { name: "Warung Gula Aren" });
  const product = async (store: Store, name: string, price: number): Promise<Product> => {
    const made = await makeProduct(t, { merchant: store, name, price, stock: 50 });
    return { id: made.id, name, merchant_id: store.id, merchant_name: store.name };
  };
  products = [
    await product(coffeeShop, "Kopi Arabika Gayo", 95_000),
    await product(coffeeShop, "Teh Melati Tubruk", 27_500),
    await product(sugarShop, "Gula Aren Cair", 48_000),
  ];

  pendingInvoice = await checkout(buyer, [
    { product: products[0]!, qty: 2 },
    { product: products[1]!, qty: 1 },
    { product: products[2]!, qty: 1 },
  ]);
  paidInvoice = await checkout(buyer, [{ product: products[2]!, qty: 1 }], true);
  otherInvoice = await checkout(other, [{ product: products[0]!, qty: 1 }]);
});

describe("orders.list", () => {
  it("lists the buyer's own orders newest first, one per store order, with counts per tab", async () => {
    const { items, meta, counts, filters } = await list(buyer);
    expect(codes(items)).toEqual([paidInvoice, pendingInvoice, pendingInvoice]);
    expect(meta).toMatchObject({ current_page: 1, per_page: 10, last_page: 1, total: 3, from: 1, to: 3 });
    expect(counts).toEqual({
      all: 3,
      waiting_payment: 2,
      confirmation: 1,
      processed: 0,
      send: 0,
      complete: 0,
      cancelled: 0,
      complain: 0,
    });
    expect(filters).toEqual({ status: "all", search: "" });

    const [paid] = items;
    expect(paid).toMatchObject({
      status_order: "confirmation",
      invoice: { status_payment: "settlement", can_pay: false },
      merchant: { id: products[2]!.merchant_id },
    });
    const twoLines = items.find((item) => item.merchant.id === products[0]!.merchant_id)!;
    expect(twoLines).toMatchObject({
      status_order: "waiting_payment",
      invoice: {
        invoice_code: pendingInvoice,
        status_payment: "pending",
        can_pay: true,
        expire_date: "2026-11-21T03:00:00.000Z",
      },
    });
    // In the order the checkout wrote them.
    expect(twoLines.orderitem.map((line) => [line.product_id, line.qty]).sort(([a], [b]) => a! - b!)).toEqual([
      [products[0]!.id, 2],
      [products[1]!.id, 1],
    ]);
    expect(twoLines.grand_total).toBe(
      twoLines.total_publish_price +
        twoLines.total_shipping +
        twoLines.total_tax -
        twoLines.total_discount_merchant -
        twoLines.total_discount_platform -
        twoLines.total_discount_shipping,
    );
    expect(twoLines.merchant.merchant_name).toBe(products[0]!.merchant_name);
    expect(twoLines.download_url).toMatch(
      new RegExp(`^/api/buyer/dashboard/order/detail/${twoLines.order_code}/download\\?token=[\\w.-]+&lang=en$`),
    );
  });

  it("never shows another buyer's orders", async () => {
    const mine = await list(other);
    expect(codes(mine.items)).toEqual([otherInvoice]);
    expect(mine.counts.all).toBe(1);
    const theirs = await list(buyer, { search: mine.items[0]!.order_code });
    expect(theirs.items).toEqual([]);
    expect(theirs.counts.all).toBe(0);
  });

  it("filters by tab; 'processed' and 'cancelled' gather several statuses", async () => {
    expect(codes((await list(buyer, { status: "waiting_payment" })).items)).toEqual([pendingInvoice, pendingInvoice]);
    expect(codes((await list(buyer, { status: "confirmation" })).items)).toEqual([paidInvoice]);
    const [paidOrder] = (await list(buyer, { status: "confirmation" })).items;
    await t.database.db.execute(
      sql`update shop_order set status_order = 'pickup' where order_code = ${paidOrder!.order_code}`,
    );
    const processed = await list(buyer, { status: "processed" });
    expect(processed.items.map((item) => item.status_order)).toEqual(["pickup"]);
    expect(processed.counts).toMatchObject({ confirmation: 0, processed: 1 });
    await t.database.db.execute(
      sql`update shop_order set status_order = 'reject' where order_code = ${paidOrder!.order_code}`,
    );
    expect((await list(buyer, { status: "cancelled" })).items.map((item) => item.status_order)).toEqual(["reject"]);
    await t.database.db.execute(
      sql`update shop_order set status_order = 'confirmation' where order_code = ${paidOrder!.order_code}`,
    );
    expect((await list(buyer, { status: "send" })).items).toEqual([]);
  });

  it("searches order codes, product names and store names, case-insensitively and literally", async () => {
    const all = (await list(buyer)).items;
    const target = all.find((item) => item.merchant.id === products[0]!.merchant_id)!;
    expect((await list(buyer, { search: target.order_code.toLowerCase() })).items.map((item) => item.id)).toEqual([
      target.id,
    ]);
    expect(
      (await list(buyer, { search: `  ${products[1]!.name.toUpperCase()} ` })).items.map((item) => item.id),
    ).toEqual([target.id]);
    const byStore = await list(buyer, { search: products[2]!.merchant_name });
    expect(byStore.items.every((item) => item.merchant.id === products[2]!.merchant_id)).toBe(true);
    expect(byStore.counts).toMatchObject({ all: 2, waiting_payment: 1, confirmation: 1 });
    expect((await list(buyer, { search: paidInvoice })).items.map((item) => item.invoice.invoice_code)).toEqual([
      paidInvoice,
    ]);
    expect((await list(buyer, { search: "%" })).items).toEqual([]);
    expect((await list(buyer, { search: "_" })).items).toEqual([]);
  });

  it("refuses an unknown tab, a bad page and an over-long search; pages forgive them", async () => {
    for (const raw of [
      { status: "shipped" },
      { page: "0" },
      { page: "abc" },
      { search: "x".repeat(101) },
      { user_id: other.userId },
    ]) {
      await expect(list(buyer, raw)).rejects.toSatisfy((error) => isAppError(error) && error.code === "INVALID_INPUT");
    }
    await expect(list(buyer, { status: "shipped" })).rejects.toMatchObject({
      fieldErrors: { status: { key: "order.validation.status" } },
    });
    const lenient = await t.services.orders.listForPage(
      buyer,
      { status: "shipped", page: "abc", search: "x".repeat(101) },
      { lang: "id", pageUrl: (page) => `/user/order/list?page=${page}` },
    );
    expect(lenient.filters).toEqual({ status: "all", search: "" });
    expect(lenient.items).toHaveLength(3);
  });

  it("pages past the end are empty but keep the totals", async () => {
    const beyond = await list(buyer, { page: "2" });
    expect(beyond.items).toEqual([]);
    expect(beyond.meta).toMatchObject({ current_page: 2, last_page: 1, total: 3, from: null });
  });

  it("links to an order PDF that downloads with its token", async () => {
    const [order] = (await list(buyer, {}, "id")).items;
    const url = new URL(order!.download_url, "http://pasar.test");
    const pdf = await t.services.invoices.orderPdf(order!.order_code, url.searchParams.get("token") ?? undefined, "id");
    expect(pdf.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("writes the download links its composer gave it, not an address of its own (issue 22 item 3)", async () => {
    const services = createServices({
      db: t.database.db,
      clock: t.clock,
      jwtSecret: new TextEncoder().encode("another-composition-".repeat(3)),
      config: loadConfig({ NODE_ENV: "test" }),
      links: {
        document: ({ kind, code, token, lang }) => `https://files.example/${kind}/${code}?t=${token}&l=${lang}`,
        media: { publicFile: (id, file) => `/u/${id}/${file}`, privateFile: (id, file) => `/p/${id}/${file}` },
      },
    });
    const [order] = (await services.orders.list(buyer, {}, { lang: "id", pageUrl: (page) => `/orders?page=${page}` }))
      .items;
    expect(order!.download_url).toMatch(
      new RegExp(`^https://files\\.example/order/${order!.order_code}\\?t=[\\w.-]+&l=id$`),
    );
    const invoice = await services.invoices.detail(buyer, order!.invoice.invoice_code, "en");
    expect(invoice.download_url).toMatch(
      new RegExp(`^https://files\\.example/invoice/${invoice.invoice_code}\\?t=[\\w.-]+&l=en$`),
    );
    expect(invoice.orderlist.map((line) => line.download_url.startsWith("https://files.example/order/"))).not.toContain(
      false,
    );
  });
});

describe("an unpaid order past its deadline", () => {
  it("reads cancelled with an expired payment at once, before and after the sweep closes it", async () => {
    t.clock.set(new Date(START.getTime() + 24 * 3600 * 1000));
    try {
      const due = await list(buyer);
      const unpaid = due.items.filter((item) => item.invoice.invoice_code === pendingInvoice);
      expect(unpaid.map((item) => [item.status_order, item.invoice.status_payment, item.invoice.can_pay])).toEqual([
        ["cancel", "expire", false],
        ["cancel", "expire", false],
      ]);
      expect(due.counts).toMatchObject({ waiting_payment: 0, cancelled: 2, confirmation: 1 });
      expect((await list(buyer, { status: "waiting_payment" })).items).toEqual([]);

      expect(await t.services.invoiceExpiry.sweep()).toBeGreaterThanOrEqual(1);
      const swept = await list(buyer);
      expect(
        swept.items.map((item) => [item.id, item.status_order, item.invoice.status_payment, item.invoice.can_pay]),
      ).toEqual(
        due.items.map((item) => [item.id, item.status_order, item.invoice.status_payment, item.invoice.can_pay]),
      );
      expect(swept.counts).toEqual(due.counts);
    } finally {
      t.clock.set(START);
    }
  });
});
