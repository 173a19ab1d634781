import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { makePaidOrder, type Buyer, type Product, type Store } from "../../tests/support/factories.ts";
import { makeShop, sqlProbe } from "../../tests/support/order-world.ts";
import { useTestApp } from "../../tests/support/test-app.ts";
import { createSettlePayment } from "./settle-payment.ts";

const t = useTestApp();
const { rows, countOf } = sqlProbe(t);
let buyer: Buyer;
let store: Store;
let product: Product;

beforeAll(async () => {
  ({ store, product, buyer } = await makeShop(t, {
    storeName: "Toko Kabar",
    buyerName: "Sari",
    product: { stock: 1000, price: 50_000 },
  }));
});

describe("a paid invoice", () => {
  it("tells the buyer (payment settled) and the store (new order) when paid from the wallet", async () => {
    const invoiceCode = await makePaidOrder(t, buyer, [{ product, qty: 1 }]);
    const told = await rows<{ recipient_type: string; recipient_id: number; kind: string; params: unknown }>(
      sql`select recipient_type, recipient_id, kind, params from notification
          where reference in (${`invoice:${invoiceCode}`}, (select 'order:' || order_code from shop_order o join invoice i on i.id = o.invoice_id where i.invoice_code = ${invoiceCode}))
          order by kind`,
    );
    expect(told.map((row) => [row.recipient_type, Number(row.recipient_id), row.kind])).toEqual([
      ["merchant", store.id, "new_order"],
      ["user", buyer.userId, "payment_settled"],
    ]);
    const list = await t.services.notifications.list(
      { type: "user", id: buyer.userId },
      { categories: "payment" },
      { lang: "en", pageUrl: (n) => `?page=${n}` },
    );
    expect(list.items[0]).toMatchObject({
      kind: "payment_settled",
      title: "Payment received",
      link: `/user/order/invoice/${invoiceCode}`,
      is_read: false,
    });
    expect(list.items[0]!.body).toContain(invoiceCode);
  });

  it("tells them once when a gateway settles it, however often the notification comes", async () => {
    await t.services.cart.add(buyer.userId, { products_id: product.id, qty: 1 });
    const preview = await t.services.checkout.preview(buyer.userId, "en", false);
    for (const order of preview.orders) {
      const rates = await t.services.checkout.pricelist(buyer.userId, order.id);
      await t.services.checkout.setLogistic(buyer.userId, order.id, { shipper_result_id: rates[0]!.id });
    }
    await t.services.checkout.setWallet(buyer.userId, { use_wallet: "no" });
    const placed = await t.services.placeOrder(buyer.viewer, {}, { lang: "en" });
    expect(placed.status_payment).toBe("pending");
    const reference = `invoice:${placed.invoice_code}`;
    expect(await countOf(sql`select count(*) from notification where reference = ${reference}`)).toBe(0);

    const [invoiceRow] = await rows<{ charge_to_gateway: string }>(
      sql`select charge_to_gateway from invoice where invoice_code = ${placed.invoice_code}`,
    );
    const settle = createSettlePayment({ db: t.database.db, clock: t.clock, promos: t.services.promoCart });
    const notice = {
      invoiceCode: placed.invoice_code,
      status: "settlement" as const,
      grossAmount: Number(invoiceRow!.charge_to_gateway),
      transactionId: "tx-1",
      collectsMoney: false,
    };
    const outcomes = await Promise.all([settle(notice), settle(notice), settle(notice)]);
    expect(outcomes.filter((outcome) => outcome === "accepted")).toHaveLength(1);
    expect(await countOf(sql`select count(*) from notification where reference = ${reference}`)).toBe(1);
    expect(
      await countOf(
        sql`select count(*) from notification n join shop_order o on n.reference = 'order:' || o.order_code
            join invoice i on i.id = o.invoice_id where i.invoice_code = ${placed.invoice_code} and n.kind = 'new_order'`,
      ),
    ).toBe(1);
  });
});
