import { sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { query } from "../../db/seed/bulk.ts";
import { translator } from "../../i18n/index.ts";
import { makeBuyer, makeProduct, PLACES, type Buyer } from "../../tests/support/factories.ts";
import { useTestApp } from "../../tests/support/test-app.ts";
import { createInvoiceExpiry } from "./expire-invoice.ts";
import { checkoutTestKit } from "./checkout.testing.ts";
import { createPlaceOrder, type PayStep } from "./place-order.ts";
import { createSettlePayment } from "./settle-payment.ts";

/*
 * Decision 0014 end to end on a flash sale of our own: product `flash` at `flashPrice` with quota 10,
 * beside `plain`, a product on no flash sale, of another store.
 */
const t = useTestApp();
let start: Date;
let budi: Buyer;
let buyerId: number;
let buyer: { userId: number; name: string; email: string };
let flash: { id: number; slug: string; name: string; publish_price: number };
let plain: { id: number; publish_price: number };
let flashPrice: number;
let saleId: number;

/** What the checkout suites do to the test app: carts, couriers, crowds of shoppers, reads of stock and money. */
const kit = checkoutTestKit(() => t);

beforeAll(async () => {
  start = t.clock.now();
  budi = await makeBuyer(t, { name: "Budi", wallet: 2_500_000, address: PLACES.jakartaSelatan });
  buyerId = budi.userId;
  buyer = budi.viewer;
  const made = await makeProduct(t, { name: "Jam Tangan Kilat", price: 289_000, stock: 500 });
  flash = { id: made.id, slug: made.slug, name: made.name, publish_price: made.price };
  const other = await makeProduct(t, { price: 76_500, stock: 500 });
  plain = { id: other.id, publish_price: other.price };
  flashPrice = Math.floor((flash.publish_price * 0.7) / 100) * 100;
  saleId = await kit.num(sql`insert into flash_sale (name, slug, starts_at, ends_at)
    values ('Uji Kilat', 'uji-kilat', ${new Date(start.getTime() - 3_600_000).toISOString()}::timestamptz, ${new Date(start.getTime() + 2 * 3_600_000).toISOString()}::timestamptz) returning id`);
  await t.database.db.execute(
    sql`insert into flash_sale_product (flash_sale_id, product_id, flash_price, quota, sold) values (${saleId}, ${flash.id}, ${flashPrice}, 10, 0)`,
  );
});
beforeEach(async () => {
  await kit.emptyCheckouts();
  await setQuota(10, 0);
  await t.database.db.execute(sql`update product set stock = 500 where id in (${flash.id}, ${plain.id})`);
});
afterEach(() => {
  t.clock.set(start);
  vi.restoreAllMocks();
});

async function setQuota(quota: number, sold: number) {
  await t.database.db.execute(
    sql`update flash_sale_product set quota = ${quota}, sold = ${sold} where flash_sale_id = ${saleId} and product_id = ${flash.id}`,
  );
}

const soldOf = () =>
  kit.num(sql`select sold from flash_sale_product where flash_sale_id = ${saleId} and product_id = ${flash.id}`);
/** An order line bought outside the flash sale: the normal price, `qty` times. */
const atNormalPrice = (product: { id: number; publish_price: number }, qty = 1) => ({
  product_id: product.id,
  publish_price: product.publish_price,
  total_publish_price: qty * product.publish_price,
  flash_sale_id: null,
});
const itemsOf = (invoiceCode: string) =>
  query<{ product_id: number; publish_price: number; total_publish_price: number; flash_sale_id: number | null }>(
    t.database.db,
    sql`select i.product_id, i.publish_price, i.total_publish_price, i.flash_sale_id from order_item i
        join shop_order o on o.id = i.order_id join invoice v on v.id = o.invoice_id where v.invoice_code = ${invoiceCode} order by i.product_id`,
  ).then((rows) =>
    rows.map((row) => ({
      ...row,
      product_id: Number(row.product_id),
      publish_price: Number(row.publish_price),
      total_publish_price: Number(row.total_publish_price),
      flash_sale_id: row.flash_sale_id === null ? null : Number(row.flash_sale_id),
    })),
  );
const flashLine = async (userId = buyerId) =>
  (await t.services.cart.list(userId, "en")).groups
    .flatMap((group) => group.items)
    .find((item) => item.products_id === flash.id)!;

describe("the flash price is the price", () => {
  it("on the product page, with the normal price, the quota left and the end", async () => {
    await setQuota(10, 4);
    const detail = await t.services.products.detail(flash.slug, "en");
    expect(detail.publish_price).toBe(flash.publish_price);
    expect(detail.flash_sale).toMatchObject({
      flash_sale_id: saleId,
      name: "Uji Kilat",
      flash_price: flashPrice,
      quota: 10,
      sold: 4,
      remaining: 6,
      server_time: start.toISOString(),
    });
    expect(detail.flash_sale!.end_at).toBe(new Date(start.getTime() + 2 * 3_600_000).toISOString());
    const api = await t.app.inject({ method: "GET", url: `/api/products/detail/${flash.slug}` });
    expect(api.json().data.flash_sale.flash_price).toBe(flashPrice);

    await setQuota(10, 10);
    expect((await t.services.products.detail(flash.slug, "en")).flash_sale).toBeNull();
    t.clock.set(new Date(start.getTime() + 2 * 3_600_000));
    await setQuota(10, 0);
    expect((await t.services.products.detail(flash.slug, "en")).flash_sale).toBeNull();
  });

  it("in the cart, its promos and the checkout preview", async () => {
    const promoId =
      await kit.num(sql`insert into promo (name, name_en, slug, kind, value, min_purchase, starts_at, ends_at, requires_claim)
      values ('Sepuluh Persen', 'Ten Percent', 'uji-sepuluh-persen', 'percentage', 10, 0, ${start.toISOString()}::timestamptz - interval '1 day',
        ${start.toISOString()}::timestamptz + interval '30 days', 0) returning id`);
    await kit.fillCart(buyerId, [
      { id: flash.id, qty: 2 },
      { id: plain.id, qty: 1 },
    ]);
    await t.database.db.execute(
      sql`insert into promo_selection (user_id, promo_id, merchant_id) values (${buyerId}, ${promoId}, null)`,
    );
    const cart = await t.services.cart.list(buyerId, "en");
    const line = cart.groups.flatMap((group) => group.items).find((item) => item.products_id === flash.id)!;
    expect(line).toMatchObject({
      price: flashPrice,
      subtotal: 2 * flashPrice,
      flash_sale: { flash_sale_id: saleId, flash_price: flashPrice, remaining: 10 },
      flash_quota_short: null,
    });
    expect(line.product.publish_price).toBe(flash.publish_price);
    const subtotal = 2 * flashPrice + plain.publish_price;
    expect(cart.summary.sub_total).toBe(subtotal);
    expect(cart.summary.discount).toBe(Math.floor(subtotal / 10));
    expect((await t.services.cart.preview(buyerId)).items.find((item) => item.slug === flash.slug)!.price).toBe(
      flashPrice,
    );

    const api = await t.app.inject({
      method: "POST",
      url: "/api/cart/list",
      payload: {},
      headers: await budi.signIn(),
    });
    const apiLine = api
      .json()
      .data.flatMap((group: { items: { products_id: number }[] }) => group.items)
      .find((item: { products_id: number }) => item.products_id === flash.id);
    expect(apiLine).toMatchObject({
      price: flashPrice,
      subtotal: 2 * flashPrice,
      flash_sale: { flash_sale_id: saleId },
    });

    const preview = await t.services.checkout.preview(buyerId, "en", false);
    const item = preview.orders.flatMap((order) => order.items).find((candidate) => candidate.product.id === flash.id)!;
    expect(item).toMatchObject({ publish_price: flashPrice, flash_sale_id: saleId });
    expect(preview.summary.total_product).toBe(subtotal);
    expect(preview.summary.all_promo.reduce((sum, promo) => sum + promo.potongan, 0)).toBe(Math.floor(subtotal / 10));
  });

  it("a line above the quota left is charged the normal price, telling how many are left at the flash price", async () => {
    await setQuota(10, 8);
    await kit.fillCart(buyerId, [{ id: flash.id, qty: 3 }]);
    const line = await flashLine();
    expect(line).toMatchObject({
      price: flash.publish_price,
      subtotal: 3 * flash.publish_price,
      flash_sale: null,
      flash_quota_short: { flash_sale_id: saleId, flash_price: flashPrice, remaining: 2 },
    });
    expect((await t.services.cart.list(buyerId, "en")).summary.sub_total).toBe(3 * flash.publish_price);
    const values = { remaining: 2, price: "Rp12.300" };
    expect(translator("id")("cart.item.flash_quota_short", values)).toBe(
      "Tinggal 2 dengan harga flash sale Rp12.300. Kurangi jumlahnya untuk mendapat harga flash sale.",
    );
    expect(translator("en")("cart.item.flash_quota_short", values)).toBe(
      "Only 2 left at the flash sale price of Rp12.300. Lower the quantity to get it.",
    );

    const preview = await kit.chooseCouriers(buyerId);
    expect(preview.orders[0]!.items[0]).toMatchObject({ publish_price: flash.publish_price, flash_sale_id: null });
    const result = await t.services.placeOrder(buyer, {}, { lang: "en" });
    expect(await itemsOf(result.invoice_code)).toEqual([atNormalPrice(flash, 3)]);
    expect(await soldOf()).toBe(8);

    // Lowered to what is left, the line gets the flash price.
    await kit.fillCart(buyerId, [{ id: flash.id, qty: 2 }]);
    expect(await flashLine()).toMatchObject({ price: flashPrice, flash_quota_short: null });
  });

  it("two lines of one product share its quota, the older line first, in the cart and in pay", async () => {
    await setQuota(10, 7);
    await t.database.db.execute(sql`update product set attribute_values = '["S", "M"]'::jsonb where id = ${flash.id}`);
    try {
      await t.services.cart.add(buyerId, { products_id: flash.id, qty: 2, attribute: "S" });
      await t.services.cart.add(buyerId, { products_id: flash.id, qty: 2, attribute: "M" });
      const lines = async () =>
        Object.fromEntries(
          (await t.services.cart.list(buyerId, "en")).groups
            .flatMap((group) => group.items)
            .map((line) => [line.attribute, line]),
        );
      const sized = await lines();
      expect(sized.S).toMatchObject({ price: flashPrice, flash_quota_short: null });
      expect(sized.M).toMatchObject({ price: flash.publish_price, flash_quota_short: { remaining: 1 } });
      // An unchecked line is not bought, so it leaves the quota to the others.
      await t.services.cart.setChecked(buyerId, { cart_item_id: sized.S!.id }, false);
      expect((await lines()).M).toMatchObject({ price: flashPrice });
      await t.services.cart.setChecked(buyerId, { cart_item_id: sized.S!.id }, true);

      await kit.chooseCouriers(buyerId);
      const result = await t.services.placeOrder(buyer, {}, { lang: "en" });
      const prices = (await itemsOf(result.invoice_code)).map((item) => [item.publish_price, item.flash_sale_id]);
      expect(prices.sort()).toEqual(
        [
          [flashPrice, saleId],
          [flash.publish_price, null],
        ].sort(),
      );
      expect(await soldOf()).toBe(9);
    } finally {
      await t.database.db.execute(sql`update product set attribute_values = '[]'::jsonb where id = ${flash.id}`);
    }
  });
});

describe("pay", () => {
  it("takes the quota, records the flash sale on the order item and shows the flash price on the invoice", async () => {
    await setQuota(10, 3);
    await kit.fillCart(buyerId, [
      { id: flash.id, qty: 2 },
      { id: plain.id, qty: 1 },
    ]);
    const preview = await kit.chooseCouriers(buyerId);
    const stock = await kit.stockOf(flash.id);
    const result = await t.services.placeOrder(buyer, {}, { lang: "en" });
    expect(await soldOf()).toBe(5);
    expect(await kit.stockOf(flash.id)).toBe(stock - 2);
    // The flash-sale page reads the same counter, and so does the product page.
    const page = await t.services.flashSales.products(
      saleId,
      { page: 1, per_page: 24, sort: "recommended" },
      (page) => `/flash-sale?page=${page}`,
    );
    expect(page.items.find((card) => card.id === flash.id)!.flash_sale).toMatchObject({ sold: 5, remaining: 5 });
    expect((await t.services.products.detail(flash.slug, "en")).flash_sale).toMatchObject({ sold: 5, remaining: 5 });
    expect(await itemsOf(result.invoice_code)).toEqual(
      [
        { product_id: flash.id, publish_price: flashPrice, total_publish_price: 2 * flashPrice, flash_sale_id: saleId },
        atNormalPrice(plain),
      ].sort((a, b) => a.product_id - b.product_id),
    );
    const invoice = await t.services.invoices.detail(
      { userId: buyerId, sessionId: "lookup-only" },
      result.invoice_code,
      "en",
    );
    expect(invoice.total_tagihan).toBe(preview.summary.grand_total);
    const items = invoice.orderlist.flatMap((order) => order.orderitem);
    // flash_sale_id marks the line on the invoice page and in its documents.
    expect(items.find((item) => item.product_id === flash.id)).toMatchObject({
      publish_price: flashPrice,
      total_publish_price: 2 * flashPrice,
      flash_sale_id: saleId,
    });
    expect(items.find((item) => item.product_id === plain.id)).toMatchObject({
      publish_price: plain.publish_price,
      flash_sale_id: null,
    });
  });

  it("after the sale ended, the preview and pay charge the normal price and take no quota", async () => {
    await kit.fillCart(buyerId, [{ id: flash.id, qty: 1 }]);
    expect((await flashLine()).price).toBe(flashPrice);
    await kit.chooseCouriers(buyerId);
    t.clock.set(new Date(start.getTime() + 2 * 3_600_000));
    const preview = await t.services.checkout.preview(buyerId, "en", false);
    expect(preview.orders[0]!.items[0]).toMatchObject({ publish_price: flash.publish_price, flash_sale_id: null });
    expect(preview.summary.total_product).toBe(flash.publish_price);
    const result = await t.services.placeOrder(buyer, {}, { lang: "en" });
    expect(await itemsOf(result.invoice_code)).toEqual([atNormalPrice(flash)]);
    expect(await soldOf()).toBe(0);
  });

  it("priced at the flash price just before the sale ended, it is refused and leaves nothing behind", async () => {
    await kit.fillCart(buyerId, [{ id: flash.id, qty: 1 }]);
    await kit.chooseCouriers(buyerId);
    const late = createPlaceOrder({
      ...kit.payDeps(),
      checkout: {
        compute: async (...args) => {
          const computed = await t.services.checkout.compute(...args);
          t.clock.set(new Date(start.getTime() + 2 * 3_600_000));
          return computed;
        },
      },
    });
    const before = await state();
    await expect(late(buyer, {}, { lang: "en" })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "checkout.flash_price_changed",
      values: { name: flash.name },
    });
    expect(await state()).toEqual(before);
  });

  it("a quota taken between preview and pay answers 409 in the shopper's language, never 500", async () => {
    const headers = await budi.signIn();
    await kit.fillCart(buyerId, [{ id: flash.id, qty: 2 }]);
    await kit.chooseCouriers(buyerId);
    const compute = t.services.checkout.compute;
    vi.spyOn(t.services.checkout, "compute").mockImplementation(async (...args) => {
      const computed = await compute(...args);
      await setQuota(10, 9);
      return computed;
    });
    const before = await state();
    for (const [lang, message] of [
      ["en", `The flash sale price of ${flash.name} has changed, please check your cart`],
      ["id", `Harga flash sale untuk ${flash.name} sudah berubah, silakan periksa keranjangmu`],
    ] as const) {
      await setQuota(10, 0);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/checkout/pay",
        payload: {},
        headers: { ...headers, "accept-language": lang },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(message);
    }
    // Nothing was taken on top of the 9 units sold meanwhile.
    expect(await state()).toEqual({ ...before, sold: 9 });
  });

  it.each(["invoice", "gateway", "stock", "flash", "orders", "wallet", "promos", "cart"] as PayStep[])(
    "a crash at '%s' leaves the quota as it was",
    async (failing) => {
      await kit.readyToPayWithWallet(buyerId, [{ id: flash.id, qty: 2 }]);
      const crashing = kit.crashingPay(failing);
      const before = await state();
      await expect(crashing(buyer, {}, { lang: "en" })).rejects.toThrow(`crash at ${failing}`);
      expect(await state()).toEqual(before);
      await t.services.checkout.setWallet(buyerId, { use_wallet: "no" });
    },
  );
});

async function state() {
  return {
    sold: await soldOf(),
    stock: await kit.stockOf(flash.id),
    wallet: await kit.balanceOf(buyerId),
    invoices: await kit.num(sql`select count(*) from invoice`),
    orders: await kit.num(sql`select count(*) from shop_order`),
    redemptions: await kit.num(sql`select count(*) from promo_redemption`),
    cart: (await t.services.cart.list(buyerId, "en")).total,
  };
}

describe("quota 5 and 50 buyers paying at once", () => {
  it("makes exactly 5 flash-priced orders; the 45 others are refused with the conflict message, then pay the normal price", async () => {
    await setQuota(5, 0);
    const shoppers = await kit.shoppersWanting(buyerId, 50, flash.id, 1, "flash-crowd");
    // Every pay prices its line before any of them takes quota: all 50 were shown the flash price.
    let computed = 0;
    let release!: () => void;
    const allComputed = new Promise<void>((resolve) => (release = resolve));
    const crowd = createPlaceOrder({
      ...kit.payDeps(),
      checkout: {
        compute: async (...args) => {
          try {
            return await t.services.checkout.compute(...args);
          } finally {
            if (++computed === shoppers.length) release();
            await allComputed;
          }
        },
      },
    });
    const stock = await kit.stockOf(flash.id);
    const results = await Promise.allSettled(
      shoppers.map((userId) => crowd({ userId, name: "Shopper", email: `${userId}@example.com` }, {}, { lang: "en" })),
    );
    const paid = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === "rejected");
    expect(paid).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const { reason } of refused)
      expect(reason).toMatchObject({
        code: "CONFLICT",
        messageKey: "checkout.flash_price_changed",
        values: { name: flash.name },
      });
    expect(await soldOf()).toBe(5);
    expect(await kit.stockOf(flash.id)).toBe(stock - 5);
    const inCrowd = sql.raw(shoppers.join(","));
    const bought = await query<{ publish_price: number; flash_sale_id: number | null }>(
      t.database.db,
      sql`select i.publish_price, i.flash_sale_id from order_item i join shop_order o on o.id = i.order_id where o.user_id in (${inCrowd})`,
    );
    expect(bought.map((row) => [Number(row.publish_price), Number(row.flash_sale_id)])).toEqual(
      Array.from({ length: 5 }, () => [flashPrice, saleId]),
    );

    // A refused shopper looks at the cart again: the normal price, which pay then charges.
    const again = shoppers[results.findIndex((result) => result.status === "rejected")]!;
    expect((await flashLine(again)).price).toBe(flash.publish_price);
    const second = await t.services.placeOrder(
      { userId: again, name: "Shopper", email: `${again}@example.com` },
      {},
      { lang: "en" },
    );
    expect(await itemsOf(second.invoice_code)).toEqual([atNormalPrice(flash)]);
    expect(await soldOf()).toBe(5);
  });
});

describe("an unpaid invoice that closes gives its flash quota back once", () => {
  async function placeFlashOrder(qty: number) {
    await kit.fillCart(buyerId, [{ id: flash.id, qty }]);
    await kit.chooseCouriers(buyerId);
    const result = await t.services.placeOrder(buyer, {}, { lang: "en" });
    const invoice = await kit.one<{ charge_to_gateway: number }>(
      sql`select charge_to_gateway from invoice where invoice_code = ${result.invoice_code}`,
    );
    return { code: result.invoice_code, amount: Number(invoice.charge_to_gateway) };
  }

  it("on expiry, expired twice at once and once more", async () => {
    await setQuota(10, 1);
    const invoice = await placeFlashOrder(3);
    expect(await soldOf()).toBe(4);
    const expiry = createInvoiceExpiry({ db: t.database.db, clock: t.clock, promos: t.services.promoCart });
    t.clock.set(new Date(start.getTime() + 25 * 3_600_000));
    expect((await Promise.all([expiry.expireIfDue(invoice.code), expiry.expireIfDue(invoice.code)])).sort()).toEqual([
      false,
      true,
    ]);
    expect(await soldOf()).toBe(1);
    expect(await expiry.expireIfDue(invoice.code)).toBe(false);
    expect(await soldOf()).toBe(1);
    expect(
      await kit.num(
        sql`select count(*) from shop_order o join invoice i on i.id = o.invoice_id where i.invoice_code = ${invoice.code} and o.status_order = 'cancel'`,
      ),
    ).toBe(1);
  });

  it("on a cancel notification, delivered twice; a paid invoice keeps it", async () => {
    await setQuota(10, 0);
    const cancelled = await placeFlashOrder(2);
    const settle = createSettlePayment({ db: t.database.db, clock: t.clock, promos: t.services.promoCart });
    for (let i = 0; i < 2; i++)
      await settle({
        invoiceCode: cancelled.code,
        status: "cancel",
        grossAmount: cancelled.amount,
        transactionId: "trx-cancel",
        collectsMoney: true,
      });
    expect(await soldOf()).toBe(0);

    const paid = await placeFlashOrder(2);
    await settle({
      invoiceCode: paid.code,
      status: "settlement",
      grossAmount: paid.amount,
      transactionId: "trx-paid",
      collectsMoney: true,
    });
    await settle({
      invoiceCode: paid.code,
      status: "cancel",
      grossAmount: paid.amount,
      transactionId: "trx-paid",
      collectsMoney: true,
    });
    expect(await soldOf()).toBe(2);
  });
});
