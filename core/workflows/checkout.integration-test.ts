import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { query } from "../../db/seed/bulk.ts";
import { makeBuyer, makeProduct, PLACES } from "../../tests/support/factories.ts";
import { useTestApp } from "../../tests/support/test-app.ts";
import { checkoutTestKit } from "./checkout.testing.ts";
import { createPlaceOrder, type PayStep } from "./place-order.ts";

const t = useTestApp();
let buyerId: number;
let buyer: { userId: number; name: string; email: string };
let plain: { id: number; stock: number; publish_price: number; merchant_id: number }[];

/** What the checkout suites do to the test app: carts, couriers, crowds of shoppers, reads of stock and money. */
const kit = checkoutTestKit(() => t);

beforeAll(async () => {
  const budi = await makeBuyer(t, { name: "Budi", wallet: 2_500_000, address: PLACES.jakartaSelatan });
  buyerId = budi.userId;
  buyer = budi.viewer;
  // One plain product (no sizes) in each of three stores.
  plain = [];
  for (const price of [89_000, 154_500, 42_000]) {
    const made = await makeProduct(t, { price, stock: 200 });
    plain.push({ id: made.id, stock: made.stock, publish_price: made.price, merchant_id: made.merchantId });
  }
});
beforeEach(async () => {
  await kit.emptyCheckouts();
});

const invoiceCount = () => kit.num(sql`select count(*) from invoice`);

describe("preview and pay", () => {
  it("refuses to pay before every order has a courier, then places the order with consistent totals", async () => {
    await kit.fillCart(buyerId, [
      { id: plain[0]!.id, qty: 2 },
      { id: plain[1]!.id, qty: 1 },
    ]);
    const before = await t.services.checkout.preview(buyerId, "en", false);
    expect(before.orders).toHaveLength(2);
    expect(before.summary.is_there_empty_shipping).toBe(true);
    await expect(t.services.placeOrder(buyer, {}, { lang: "en" })).rejects.toMatchObject({
      code: "INVALID_INPUT",
      messageKey: "checkout.delivery_not_selected",
    });

    const preview = await kit.chooseCouriers(buyerId);
    const { summary } = preview;
    expect(summary.total_product).toBe(2 * plain[0]!.publish_price + plain[1]!.publish_price);
    expect(summary.grand_total).toBe(
      summary.total_product + summary.total_shipping + summary.tax_total - summary.total_discount,
    );
    expect(summary.charge_to_payment_gateway).toBe(summary.grand_total);

    const stockBefore = await kit.stockOf(plain[0]!.id);
    const result = await t.services.placeOrder(buyer, {}, { lang: "en" });
    expect(result.status_payment).toBe("pending");
    expect(result.midtrans_token).toBeTruthy();
    expect(await kit.stockOf(plain[0]!.id)).toBe(stockBefore - 2);
    expect((await t.services.cart.list(buyerId, "en")).total).toBe(0);
    const invoice = await kit.one<{ total_tagihan: number; charge_to_gateway: number }>(
      sql`select total_tagihan, charge_to_gateway from invoice where invoice_code = ${result.invoice_code}`,
    );
    expect(Number(invoice.total_tagihan)).toBe(summary.grand_total);
    const orderSum = await kit.num(
      sql`select sum(o.grand_total) from shop_order o join invoice i on i.id = o.invoice_id where i.invoice_code = ${result.invoice_code}`,
    );
    expect(orderSum).toBe(summary.grand_total);
    expect(
      await kit.num(
        sql`select count(*) from shop_order o join invoice i on i.id = o.invoice_id where i.invoice_code = ${result.invoice_code}`,
      ),
    ).toBe(2);
  });

  it("an empty checkout says so", async () => {
    await expect(t.services.checkout.preview(buyerId, "en", false)).rejects.toMatchObject({
      messageKey: "checkout.empty",
    });
  });

  it("a wallet that covers everything settles at once and books one debit", async () => {
    await kit.readyToPayWithWallet(buyerId, [{ id: plain[2]!.id, qty: 1 }]);
    const preview = await t.services.checkout.preview(buyerId, "en", false);
    expect(preview.summary.is_fullwallet_payment).toBe("yes");
    const balance = await kit.balanceOf(buyerId);
    const sold = await kit.num(sql`select sold_count from product where id = ${plain[2]!.id}`);
    const result = await t.services.placeOrder(buyer, {}, { lang: "en" });
    expect(result.status_payment).toBe("settlement");
    expect(await kit.balanceOf(buyerId)).toBe(balance - preview.summary.grand_total);
    expect(await kit.num(sql`select sold_count from product where id = ${plain[2]!.id}`)).toBe(sold + 1);
    expect(
      await kit.num(
        sql`select count(*) from shop_order o join invoice i on i.id = o.invoice_id where i.invoice_code = ${result.invoice_code} and o.status_order = 'confirmation'`,
      ),
    ).toBe(1);
    await t.services.checkout.setWallet(buyerId, { use_wallet: "no" });
  });
});

describe("addresses and taxes", () => {
  it("multiple-address checkout sends each order to its own address; PKP orders add PPN and subtract PPh", async () => {
    await kit.fillCart(buyerId, [
      { id: plain[0]!.id, qty: 1 },
      { id: plain[1]!.id, qty: 1 },
    ]);
    const main = await kit.one<{ id: number }>(
      sql`select id from address_book where user_id = ${buyerId} and is_main_address`,
    );
    const second =
      await kit.num(sql`insert into address_book (user_id, label, behalf_name, behalf_phone, province_id, city_id, sub_district_id, area_id, address, zipcode)
      select user_id, 'Kantor', 'Budi Kantor', behalf_phone, province_id, city_id, sub_district_id, area_id, 'Jl. Kantor 1', zipcode from address_book where id = ${main.id} returning id`);
    await t.database.db.execute(sql`update merchant set is_pkp = true where id = ${plain[0]!.merchant_id}`);
    await t.database.db.execute(sql`update merchant set is_pkp = false where id = ${plain[1]!.merchant_id}`);
    const before = await t.services.checkout.preview(buyerId, "en", true);
    const target = before.orders.find((order) => order.merchant.id === plain[1]!.merchant_id)!;
    await t.services.checkout.setAddressForOrder(buyerId, target.id, { address_book_id: second });
    for (const order of before.orders) {
      const rates = await t.services.checkout.pricelist(buyerId, order.id);
      await t.services.checkout.setLogistic(buyerId, order.id, { shipper_result_id: rates[0]!.id });
    }
    const preview = await t.services.checkout.preview(buyerId, "en", true);
    const byStore = new Map(preview.orders.map((order) => [order.merchant.id, order]));
    expect(byStore.get(plain[1]!.merchant_id)!.address_book!.label).toBe("Kantor");
    expect(byStore.get(plain[0]!.merchant_id)!.address_book!.id).toBe(main.id);
    const pkp = byStore.get(plain[0]!.merchant_id)!;
    expect(pkp.tax_ppn).toBe(Math.round((plain[0]!.publish_price * 1100) / 10_000));
    expect(pkp.tax_pph).toBe(Math.round((plain[0]!.publish_price * 50) / 10_000));
    expect(byStore.get(plain[1]!.merchant_id)!.tax_ppn).toBe(0);
    expect(preview.summary.tax_total).toBe(pkp.tax_ppn - pkp.tax_pph);

    const result = await t.services.placeOrder(buyer, { is_multiple_address: "1" }, { lang: "en" });
    const labels = await query<{ label: string }>(
      t.database.db,
      sql`select o.address->>'label' as label from shop_order o join invoice i on i.id = o.invoice_id where i.invoice_code = ${result.invoice_code} order by o.merchant_id`,
    );
    expect(labels.map((row) => row.label).sort()).toEqual(["Kantor", "Rumah"].sort());
  });
});

describe("idempotent pay", () => {
  it("50 concurrent requests with one key make one invoice and answer the same; the key with another checkout is refused", async () => {
    await kit.fillCart(buyerId, [{ id: plain[0]!.id, qty: 1 }]);
    await kit.chooseCouriers(buyerId);
    const before = await invoiceCount();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.services
          .placeOrder(buyer, {}, { lang: "en", idempotencyKey: "key-concurrent-0001" })
          .catch((error: unknown) => error),
      ),
    );
    const codes = new Set(results.map((result) => (result as { invoice_code?: string }).invoice_code));
    expect(codes.size).toBe(1);
    expect([...codes][0]).toBeTruthy();
    expect(await invoiceCount()).toBe(before + 1);

    await kit.fillCart(buyerId, [{ id: plain[1]!.id, qty: 1 }]);
    await kit.chooseCouriers(buyerId);
    await expect(
      t.services.placeOrder(buyer, {}, { lang: "en", idempotencyKey: "key-concurrent-0001" }),
    ).rejects.toMatchObject({ messageKey: "checkout.idempotency_mismatch" });
    expect(await invoiceCount()).toBe(before + 1);
  });
});

describe("one cart, many pay requests without a key", () => {
  it("20 concurrent wallet-paid requests make one invoice and one wallet charge; the rest find nothing to pay", async () => {
    await kit.readyToPayWithWallet(buyerId, [{ id: plain[2]!.id, qty: 1 }]);
    try {
      const preview = await t.services.checkout.preview(buyerId, "en", false);
      expect(preview.summary.is_fullwallet_payment).toBe("yes");
      const before = {
        invoices: await invoiceCount(),
        balance: await kit.balanceOf(buyerId),
        stock: await kit.stockOf(plain[2]!.id),
      };
      const debits = () =>
        kit.num(
          sql`select count(*) from wallet_ledger_entry where owner_type = 'user' and owner_id = ${buyerId} and kind = 'checkout'`,
        );
      const debitsBefore = await debits();
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.services.placeOrder(buyer, {}, { lang: "en" }).catch((error: unknown) => error),
        ),
      );
      const paid = results.filter((result) => (result as { status_payment?: string }).status_payment === "settlement");
      expect(paid).toHaveLength(1);
      for (const refused of results.filter((result) => !paid.includes(result)))
        expect(refused).toMatchObject({ code: "CONFLICT", messageKey: "checkout.empty" });
      expect(await invoiceCount()).toBe(before.invoices + 1);
      expect(await debits()).toBe(debitsBefore + 1);
      expect(await kit.balanceOf(buyerId)).toBe(before.balance - preview.summary.grand_total);
      expect(await kit.stockOf(plain[2]!.id)).toBe(before.stock - 1);
    } finally {
      await t.services.checkout.setWallet(buyerId, { use_wallet: "no" });
    }
  });
});

describe("what one buyer may hold unpaid", () => {
  const limits = { invoices: 3, unitsPerProduct: 4, stockPercent: 20 };
  const payLimited = (userId: number) =>
    createPlaceOrder({ ...kit.payDeps(), pendingLimits: limits })(
      { userId, name: "Hoarder", email: `${userId}@example.com` },
      {},
      { lang: "en" },
    );

  it("pending invoices per buyer: the next one is refused with a message, and it counts again once one is paid or expired", async () => {
    const [hoarder] = await kit.shoppersWanting(buyerId, 1, plain[0]!.id, 1, "hoard-invoices");
    for (let i = 0; i < limits.invoices; i++) {
      if (i > 0) {
        await t.database.db.execute(
          sql`insert into cart_item (user_id, product_id, qty) values (${hoarder!}, ${plain[0]!.id}, 1)`,
        );
        await kit.chooseCouriers(hoarder!);
      }
      expect((await payLimited(hoarder!)).status_payment).toBe("pending");
    }
    await t.database.db.execute(
      sql`insert into cart_item (user_id, product_id, qty) values (${hoarder!}, ${plain[0]!.id}, 1)`,
    );
    await kit.chooseCouriers(hoarder!);
    const stock = await kit.stockOf(plain[0]!.id);
    const invoices = await invoiceCount();
    const refused = await payLimited(hoarder!).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      code: "CONFLICT",
      messageKey: "checkout.pending_invoice_limit",
      values: { count: limits.invoices },
    });
    expect({ stock: await kit.stockOf(plain[0]!.id), invoices: await invoiceCount() }).toEqual({ stock, invoices });
    // Past their deadline they hold nothing any more.
    t.clock.advance(3_600_000 + 1);
    try {
      expect((await payLimited(hoarder!)).status_payment).toBe("pending");
    } finally {
      t.clock.advance(-3_600_000 - 1);
    }
  });

  it("units of one product: the larger of the floor and the share of its stock, counting what the buyer already holds", async () => {
    const product = plain[1]!;
    await t.database.db.execute(sql`update product set stock = 10 where id = ${product.id}`);
    const [hoarder] = await kit.shoppersWanting(buyerId, 1, product.id, 3, "hoard-units");
    expect((await payLimited(hoarder!)).status_payment).toBe("pending");
    await t.database.db.execute(
      sql`insert into cart_item (user_id, product_id, qty) values (${hoarder!}, ${product.id}, 2)`,
    );
    await kit.chooseCouriers(hoarder!);
    // Stock 10: 20% is 2, so the floor of 4 applies; 3 held + 2 more is over it.
    await expect(payLimited(hoarder!)).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "checkout.pending_units_limit",
      values: { limit: 4, held: 3 },
    });
    await t.database.db.execute(sql`update cart_item set qty = 1 where user_id = ${hoarder!}`);
    await kit.chooseCouriers(hoarder!);
    expect((await payLimited(hoarder!)).status_payment).toBe("pending");
    // With a deep stock the share applies: 20% of 100 (96 left + 4 held) is 20.
    await t.database.db.execute(sql`update product set stock = 96 where id = ${product.id}`);
    await t.database.db.execute(
      sql`insert into cart_item (user_id, product_id, qty) values (${hoarder!}, ${product.id}, 16)`,
    );
    await kit.chooseCouriers(hoarder!);
    expect((await payLimited(hoarder!)).status_payment).toBe("pending");
    await t.database.db.execute(sql`update product set stock = ${product.stock} where id = ${product.id}`);
  });
});

const payAs = (userId: number) =>
  t.services.placeOrder({ userId, name: "Shopper", email: `${userId}@example.com` }, {}, { lang: "en" });

/**
 * `buyers` new shoppers, each wanting one unit of `product` now holding `stock`, pay at once: who they were,
 * how many were served and the stock left. The product's stock is put back afterwards.
 */
async function crowdPays(product: (typeof plain)[number], stock: number, buyers: number, tag: string) {
  const setStock = (units: number) =>
    t.database.db.execute(sql`update product set stock = ${units} where id = ${product.id}`);
  await setStock(stock);
  const shoppers = await kit.shoppersWanting(buyerId, buyers, product.id, 1, tag);
  const results = await Promise.allSettled(shoppers.map(payAs));
  const left = await kit.stockOf(product.id);
  await setStock(product.stock);
  return { shoppers, served: results.filter((result) => result.status === "fulfilled").length, left };
}

describe("stock under a crowd", () => {
  it("stock 1 and 200 buyers paying at once: exactly one order", async () => {
    const product = plain[1]!;
    const { shoppers, served, left } = await crowdPays(product, 1, 200, "last-unit");
    expect([served, left]).toEqual([1, 0]);
    expect(
      await kit.num(
        sql`select count(*) from order_item where product_id = ${product.id} and order_id in (select o.id from shop_order o where o.user_id in (${sql.raw(shoppers.join(","))}))`,
      ),
    ).toBe(1);
  });

  it("stock 50 and 1,000 buyers: exactly 50 orders", async () => {
    const { served, left } = await crowdPays(plain[2]!, 50, 1000, "fifty");
    expect([served, left]).toEqual([50, 0]);
  }, 300_000);
});

/** A running Rp5.000 platform voucher with a quota of one use. */
const platformVoucherOfOne = (name: string, nameEn: string, code: string) =>
  kit.num(sql`insert into promo (name, name_en, slug, code, kind, value, min_purchase, starts_at, ends_at, quota_total, requires_claim)
    values (${name}, ${nameEn}, ${code.toLowerCase()}, ${code}, 'fixed', 5000, 0, ${t.clock.now().toISOString()}::timestamptz - interval '1 day',
      ${t.clock.now().toISOString()}::timestamptz + interval '30 days', 1, 0) returning id`);

describe("a voucher with quota 1", () => {
  it("100 buyers checking out with it at once: used once", async () => {
    const product = plain[0]!;
    const promoId = await platformVoucherOfOne("Sekali", "Once", "SEKALIPAKAI");
    const shoppers = await kit.shoppersWanting(buyerId, 100, product.id, 1, "voucher");
    await t.database.db.execute(
      sql`insert into promo_selection (user_id, promo_id, merchant_id) select u.id, ${promoId}, null from "user" u where u.id in (${sql.raw(shoppers.join(","))})`,
    );
    const results = await Promise.allSettled(shoppers.map(payAs));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await kit.num(sql`select quota_used from promo where id = ${promoId}`)).toBe(1);
    expect(await kit.num(sql`select count(*) from promo_redemption where promo_id = ${promoId}`)).toBe(1);
  });
});

describe("a selected voucher that lapses before pay", () => {
  it("refuses the pay, writes nothing, lets the voucher go, and the next pay charges the full price", async () => {
    const product = plain[1]!;
    const promoId = await platformVoucherOfOne("Habis", "Gone", "HABISDULUAN");
    await kit.fillCart(buyerId, [{ id: product.id, qty: 1 }]);
    await t.database.db.execute(
      sql`insert into promo_selection (user_id, promo_id, merchant_id) values (${buyerId}, ${promoId}, null)`,
    );
    const seen = await kit.chooseCouriers(buyerId);
    expect(seen.summary.total_discount).toBe(5000);

    // Another shopper takes the last unit while this one looks at the total with the discount.
    await t.database.db.execute(sql`update promo set quota_used = 1 where id = ${promoId}`);
    const invoices = await invoiceCount();
    await expect(t.services.placeOrder(buyer, {}, { lang: "id" })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "checkout.promo_lapsed",
      values: { name: "Habis" },
    });
    expect(await invoiceCount()).toBe(invoices);
    expect(await kit.stockOf(product.id)).toBe(product.stock);
    expect(await kit.num(sql`select count(*) from promo_selection where user_id = ${buyerId}`)).toBe(0);

    const reloaded = await t.services.checkout.preview(buyerId, "en", false);
    expect(reloaded.summary.total_discount).toBe(0);
    const result = await t.services.placeOrder(buyer, {}, { lang: "en" });
    expect(
      await kit.num(sql`select i.total_tagihan from invoice i where i.invoice_code = ${result.invoice_code}`),
    ).toBe(reloaded.summary.grand_total);
    await t.database.db.execute(sql`update product set stock = ${product.stock} where id = ${product.id}`);
  });
});

describe("a crash at any step of pay", () => {
  it.each(["invoice", "gateway", "stock", "orders", "wallet", "promos", "cart", "ledger"] as PayStep[])(
    "at '%s' leaves stock, wallet, voucher and cart as they were",
    async (failing) => {
      const product = plain[0]!;
      await kit.readyToPayWithWallet(buyerId, [{ id: product.id, qty: 2 }]);
      const crashing = kit.crashingPay(failing);
      const state = async () => ({
        stock: await kit.stockOf(product.id),
        wallet: await kit.balanceOf(buyerId),
        invoices: await invoiceCount(),
        orders: await kit.num(sql`select count(*) from shop_order`),
        redemptions: await kit.num(sql`select count(*) from promo_redemption`),
        journals: await kit.num(sql`select count(*) from ledger_journal`),
        cart: (await t.services.cart.list(buyerId, "en")).total,
      });
      const before = await state();
      await expect(crashing(buyer, {}, { lang: "en" })).rejects.toThrow(`crash at ${failing}`);
      expect(await state()).toEqual(before);
      await t.services.checkout.setWallet(buyerId, { use_wallet: "no" });
    },
  );
});
