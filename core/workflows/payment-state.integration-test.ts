import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { query } from "../../db/seed/bulk.ts";
import { makeBuyer, makeProduct, PLACES } from "../../tests/support/factories.ts";
import { useTestApp } from "../../tests/support/test-app.ts";
import { formatGrossAmount, LOCAL_SERVER_KEY_SETTING, notificationSignature } from "../payment/index.ts";
import { createSettlePayment } from "./settle-payment.ts";

const SERVER_KEY = "local-gateway-test-key-0123456789";
const t = useTestApp();
let buyerId: number;
let buyerEmail: string;
let product: { id: number; merchant_id: number };

const one = async <T>(statement: ReturnType<typeof sql>) => (await query<T>(t.database.db, statement))[0]!;
const num = async (statement: ReturnType<typeof sql>) =>
  Number(Object.values(await one<Record<string, unknown>>(statement))[0]);

beforeAll(async () => {
  // The local gateway signs with the key kept here (it would make one on first use).
  await t.database.db.execute(
    sql`insert into app_setting (key, value) values (${LOCAL_SERVER_KEY_SETTING}, ${JSON.stringify(SERVER_KEY)}::jsonb)`,
  );
  const budi = await makeBuyer(t, { name: "Budi", wallet: 2_500_000, address: PLACES.jakartaSelatan });
  buyerId = budi.userId;
  buyerEmail = budi.email;
  const made = await makeProduct(t, { stock: 1000 });
  product = { id: made.id, merchant_id: made.merchantId };
});

interface Pending {
  code: string;
  amount: number;
  walletUsed: number;
}

/** A fresh pending invoice of the demo buyer for 2 units, optionally paid partly from the wallet. */
async function placePending({ wallet = false } = {}): Promise<Pending> {
  await t.database.db.execute(sql`update product set stock = 1000 where id = ${product.id}`);
  await t.services.cart.add(buyerId, { products_id: product.id, qty: 2 });
  const preview = await t.services.checkout.preview(buyerId, "en", false);
  for (const order of preview.orders) {
    const rates = await t.services.checkout.pricelist(buyerId, order.id);
    await t.services.checkout.setLogistic(buyerId, order.id, { shipper_result_id: rates[0]!.id });
  }
  if (wallet) {
    // Leave a balance that covers only part of it.
    const balance = await balanceOf(buyerId);
    await t.database.db.execute(
      sql`insert into wallet_ledger_entry (owner_type, owner_id, amount, kind, reference) values ('user', ${buyerId}, ${-(balance - 10_000)}, 'test', ${`test:${Date.now()}:${Math.random()}`})`,
    );
  }
  await t.services.checkout.setWallet(buyerId, { use_wallet: wallet ? "yes" : "no" });
  const result = await t.services.placeOrder({ userId: buyerId, name: "Budi", email: buyerEmail }, {}, { lang: "en" });
  const row = await one<{ charge_to_gateway: number; wallet_used: number }>(
    sql`select charge_to_gateway, wallet_used from invoice where invoice_code = ${result.invoice_code}`,
  );
  return { code: result.invoice_code, amount: Number(row.charge_to_gateway), walletUsed: Number(row.wallet_used) };
}

const STATUS_CODE: Record<string, string> = {
  settlement: "200",
  capture: "200",
  pending: "201",
  expire: "202",
  cancel: "202",
  deny: "202",
};

async function notification(invoice: Pending, status: string, options: { amount?: number; forge?: boolean } = {}) {
  const serverKey = SERVER_KEY;
  const grossAmount = formatGrossAmount(options.amount ?? invoice.amount);
  const statusCode = STATUS_CODE[status]!;
  return {
    transaction_status: status,
    transaction_id: `trx-${invoice.code}`,
    status_code: statusCode,
    order_id: invoice.code,
    gross_amount: grossAmount,
    payment_type: "bank_transfer",
    fraud_status: "accept",
    signature_key: options.forge
      ? "f".repeat(128)
      : notificationSignature(invoice.code, statusCode, grossAmount, serverKey),
  };
}

let forgerIp = 0;
/** Posts to the webhook; forged traffic comes from many addresses, as a real attack would (the API limits each). */
const deliver = async (body: unknown, remoteAddress = "10.77.0.1") =>
  (await t.app.inject({ method: "POST", url: "/api/payment/notification", payload: body as object, remoteAddress }))
    .statusCode;
const statusOf = async (code: string) =>
  (await one<{ status_payment: string }>(sql`select status_payment from invoice where invoice_code = ${code}`))
    .status_payment;
const stockOf = () => num(sql`select stock from product where id = ${product.id}`);
const soldOf = () => num(sql`select sold_count from product where id = ${product.id}`);
const balanceOf = (userId: number) =>
  num(sql`select coalesce(sum(amount), 0) from wallet_ledger_entry where owner_type = 'user' and owner_id = ${userId}`);

describe("a genuine notification", () => {
  it("replayed 100 times in sequence and 20 times at once changes the invoice once", async () => {
    const invoice = await placePending();
    const sold = await soldOf();
    const body = await notification(invoice, "settlement");
    for (let i = 0; i < 100; i++) expect(await deliver(body)).toBe(200);
    await Promise.all(Array.from({ length: 20 }, () => deliver(body)));
    expect(await statusOf(invoice.code)).toBe("settlement");
    expect(await soldOf()).toBe(sold + 2);
    expect(
      await num(
        sql`select count(*) from payment_notification where invoice_code = ${invoice.code} and outcome = 'accepted'`,
      ),
    ).toBe(1);
    expect(
      await num(
        sql`select count(*) from shop_order o join invoice i on i.id = o.invoice_id where i.invoice_code = ${invoice.code} and o.status_order = 'confirmation'`,
      ),
    ).toBe(1);
  });

  it.each([
    [["pending", "settlement"], "settlement"],
    [["settlement", "pending"], "settlement"],
    [["deny", "settlement"], "settlement"],
    [["settlement", "deny"], "settlement"],
  ])("through the webhook, delivered in the order %j, ends in %s", async (statuses, final) => {
    const invoice = await placePending();
    for (const status of statuses) await deliver(await notification(invoice, status));
    expect(await statusOf(invoice.code)).toBe(final);
  });

  // The local gateway never sends expire or cancel (it signs only what it sends); Midtrans does: these
  // orders of delivery go straight to the workflow a verified Midtrans notification reaches.
  it.each([
    [["pending", "expire"], "expire"],
    [["expire", "pending"], "expire"],
    [["pending", "cancel"], "cancel"],
    [["cancel", "pending"], "cancel"],
    [["expire", "cancel", "pending"], "expire"],
    [["settlement", "expire"], "settlement"],
  ] as const)("delivered in the order %j, ends in %s", async (statuses, final) => {
    const invoice = await placePending();
    const settle = createSettlePayment({ db: t.database.db, clock: t.clock, promos: t.services.promoCart });
    for (const status of statuses)
      await settle({
        invoiceCode: invoice.code,
        status,
        grossAmount: invoice.amount,
        transactionId: "trx",
        collectsMoney: true,
      });
    expect(await statusOf(invoice.code)).toBe(final);
  });

  it("for another amount changes nothing", async () => {
    const invoice = await placePending();
    await deliver(await notification(invoice, "settlement", { amount: invoice.amount - 1 }));
    expect(await statusOf(invoice.code)).toBe("pending");
  });
});

describe("10,000 forged or mutated notifications", () => {
  it("change nothing", async () => {
    const invoice = await placePending();
    const genuine = await notification(invoice, "settlement");
    const before = { stock: await stockOf(), sold: await soldOf() };
    const mutations = [
      (body: Record<string, unknown>) => ({ ...body, signature_key: "0".repeat(128) }),
      (body: Record<string, unknown>) => ({ ...body, gross_amount: formatGrossAmount(1) }),
      (body: Record<string, unknown>) => ({ ...body, status_code: "201" }),
      (body: Record<string, unknown>) => ({ ...body, order_id: `${invoice.code}X` }),
      (body: Record<string, unknown>) => ({ ...body, signature_key: undefined }),
    ];
    for (let batch = 0; batch < 100; batch++) {
      await Promise.all(
        Array.from({ length: 100 }, async (_, i) => {
          const mutate = mutations[(batch * 100 + i) % mutations.length]!;
          forgerIp += 1;
          expect(
            await deliver(mutate(genuine), `10.66.${Math.floor(forgerIp / 250) % 250}.${forgerIp % 250}`),
          ).not.toBe(200);
        }),
      );
    }
    expect(await statusOf(invoice.code)).toBe("pending");
    expect({ stock: await stockOf(), sold: await soldOf() }).toEqual(before);
  }, 300_000);
});

describe("expiry", () => {
  it("after the deadline gives back stock, the wallet part and nothing twice", async () => {
    const invoice = await placePending({ wallet: true });
    const afterPay = { wallet: await balanceOf(buyerId), stock: await stockOf() };
    expect(invoice.walletUsed).toBeGreaterThan(0);
    // Earlier tests left pending invoices of 2 units each: they expire too.
    const pending = await num(sql`select count(*) from invoice where status_payment = 'pending'`);
    t.clock.advance(25 * 3_600_000);
    try {
      expect(await t.services.invoiceExpiry.sweep()).toBe(pending);
      expect(await t.services.invoiceExpiry.sweep()).toBe(0);
      expect(await statusOf(invoice.code)).toBe("expire");
      expect(await stockOf()).toBe(afterPay.stock + 2 * pending);
      expect(await balanceOf(buyerId)).toBe(afterPay.wallet + invoice.walletUsed);
      expect(
        await num(
          sql`select count(*) from shop_order o join invoice i on i.id = o.invoice_id where i.invoice_code = ${invoice.code} and o.status_order = 'cancel'`,
        ),
      ).toBe(1);
      // A local gateway settlement captured earlier and replayed after expiry: the local gateway collects
      // no money, so there is nothing to refund, and the wallet must not gain any.
      const replayed = await notification(invoice, "settlement");
      for (let i = 0; i < 5; i++) expect(await deliver(replayed)).toBe(200);
      expect(await balanceOf(buyerId)).toBe(afterPay.wallet + invoice.walletUsed);
      expect(
        await num(
          sql`select count(*) from payment_notification where invoice_code = ${invoice.code} and outcome = 'ignored_stale'`,
        ),
      ).toBe(5);
      // Money a gateway really collected (Midtrans confirms it through its status API) is refunded, once.
      const settle = createSettlePayment({ db: t.database.db, clock: t.clock, promos: t.services.promoCart });
      const collected = {
        invoiceCode: invoice.code,
        status: "settlement" as const,
        grossAmount: invoice.amount,
        transactionId: "trx-late",
        collectsMoney: true,
      };
      expect(await settle(collected)).toBe("accepted");
      for (let i = 0; i < 4; i++) expect(await settle(collected)).toBe("duplicate");
      expect(await balanceOf(buyerId)).toBe(afterPay.wallet + invoice.walletUsed + invoice.amount);
      expect(await statusOf(invoice.code)).toBe("expire");
    } finally {
      t.clock.advance(-25 * 3_600_000);
    }
  });
});
