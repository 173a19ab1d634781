import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { newBuyer } from "../../tests/support/auth.ts";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import { user } from "../account/account.tables.ts";
import { invoice } from "../invoice/invoice.tables.ts";
import { createServices } from "../services.ts";
import { createSettingsRepository } from "../settings/index.ts";
import { fixedClock } from "../shared/clock.ts";
import { loadConfig } from "../shared/config.ts";
import { isAppError } from "../shared/errors.ts";
import { createPaymentService, LOCAL_SERVER_KEY_SETTING, type LocalGateway, type PaymentService } from "./index.ts";
import { payment_notification } from "./payment.tables.ts";
import { forgedNotification, localNotification, settleStub, unreachableMidtrans } from "./payment.testing.ts";
import { notificationSignature } from "./signature.ts";

const START = new Date("2026-11-20T03:00:00Z");
const DAY = 24 * 3_600_000;

let database: DatabaseHandle;
let payments: PaymentService;
/** Every outbound call the payment service made through its HTTP client. */
let outbound: string[] = [];
let userId: number;
const clock = fixedClock(START);

// The checkout workflow's part, played by the test: what it was given and what it answers.
const workflow = settleStub();

beforeAll(async () => {
  database = await createTestDatabase();
  payments = createPaymentService({
    db: database.db,
    clock,
    config: {},
    settle: workflow.settle,
    fetch: async (input) => {
      outbound.push(String(input instanceof Request ? input.url : input));
      return new Response(null, { status: 599 });
    },
  });
  const services = createServices({
    db: database.db,
    clock,
    jwtSecret: new TextEncoder().encode("x".repeat(48)),
    config: loadConfig(),
    links: {
      document: ({ kind, code }) => `/${kind}/${code}`,
      media: { publicFile: (id, file) => `/u/${id}/${file}`, privateFile: (id, file) => `/p/${id}/${file}` },
    },
  });
  await newBuyer(services, "Payment Buyer");
  const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, "payment.buyer@example.com"));
  userId = row!.id;
});

afterAll(async () => {
  await database?.close();
});

beforeEach(() => {
  clock.set(START);
  outbound = [];
  workflow.reset();
});

let invoiceCounter = 0;

/** An invoice as checkout stores it after createTransaction (written directly: checkout is the lead's). */
async function newInvoice(
  options: { charge?: number; wallet?: number; status?: string; gateway?: string; expireAt?: Date } = {},
) {
  invoiceCounter += 1;
  const code = `INV-20261120-${String(invoiceCounter).padStart(4, "0")}`;
  const charge = options.charge ?? 86_500;
  const wallet = options.wallet ?? 0;
  const transaction = await payments.gateway.createTransaction({
    invoiceCode: code,
    grossAmount: charge,
    customer: { name: "Payment Buyer", email: "payment.buyer@example.com" },
    items: [{ id: "p-1", name: "Kopi", price: charge, quantity: 1 }],
    expiresAt: options.expireAt ?? new Date(START.getTime() + DAY),
  });
  await database.db.insert(invoice).values({
    invoice_code: code,
    user_id: userId,
    status_payment: options.status ?? "pending",
    total_tagihan: charge + wallet,
    wallet_used: wallet,
    charge_to_gateway: charge,
    gateway: options.gateway ?? "local",
    gateway_token: transaction.token,
    gateway_redirect_url: transaction.redirectUrl,
    expire_at: options.expireAt ?? new Date(START.getTime() + DAY),
  });
  return { code, token: transaction.token, redirectUrl: transaction.redirectUrl };
}

const logOf = (code: string) => payments.notificationsFor(code);

async function failure(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("the local gateway's key", () => {
  it("is generated once, kept in app_setting and shared by every process", async () => {
    const { code } = await newInvoice();
    const body = await localNotification(payments, code, START);
    const stored = await createSettingsRepository(database.db).get<string>(LOCAL_SERVER_KEY_SETTING);
    expect(stored).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Another process (another service over the same database) verifies what this one signed.
    const other = createPaymentService({ db: database.db, clock, config: {}, settle: async () => "accepted" });
    expect(await other.gateway.verifyNotification(body)).toMatchObject({ invoiceCode: code, status: "settlement" });
    // A configured key wins over the stored one.
    const configured = createPaymentService({
      db: database.db,
      clock,
      config: { LOCAL_GATEWAY_SERVER_KEY: "configured-key-0123456789" },
      settle: async () => "accepted",
    });
    expect(await configured.gateway.verify(body)).toEqual({ ok: false, reason: "signature" });
  });
});

describe("the popup page's lookup", () => {
  it("finds the invoice by the token checkout stored on it", async () => {
    const { code, token, redirectUrl } = await newInvoice({ charge: 120_000, wallet: 30_000 });
    expect(redirectUrl).toBe(`/payment/local/${token}`);
    expect(await payments.local.find(token)).toEqual({
      token,
      invoiceCode: code,
      amount: 120_000,
      status: "pending",
      expireAt: new Date(START.getTime() + DAY).toISOString(),
      now: START.toISOString(),
      payable: true,
    });
  });

  it("finds nothing for an unknown or malformed token, or another gateway's invoice", async () => {
    const midtrans = await newInvoice({ gateway: "midtrans" });
    expect(await payments.local.find(midtrans.token)).toBeNull();
    expect(await payments.local.find("x".repeat(32))).toBeNull();
    expect(await payments.local.find("../../etc/passwd")).toBeNull();
    expect(await payments.local.find("")).toBeNull();
  });

  it("says when the invoice can no longer be paid", async () => {
    const { token } = await newInvoice({ expireAt: new Date(START.getTime() + 60_000) });
    clock.advance(60_000);
    expect(await payments.local.find(token)).toMatchObject({ status: "pending", payable: false });
    const paid = await newInvoice({ status: "settlement" });
    expect(await payments.local.find(paid.token)).toMatchObject({ status: "settlement", payable: false });
  });
});

describe("the popup's buttons", () => {
  it("Pay now: a signed notification handed to the payment service in-process, verified, settled and logged", async () => {
    const { code, token } = await newInvoice({ charge: 150_000 });
    const result = await payments.local.submit(token, { intent: "pay", method: "bca_va", _csrf: "x" });
    expect(result).toMatchObject({
      result: "success",
      invoiceCode: code,
      transactionStatus: "settlement",
      method: "bca_va",
      notificationOutcome: "accepted",
      paymentCode: null,
    });
    expect(result.gatewayResult).toMatchObject({
      order_id: code,
      status_code: "200",
      gross_amount: "150000.00",
      transaction_status: "settlement",
      payment_type: "bank_transfer",
    });
    // The signature never leaves the server: nothing the browser sees could be replayed later.
    expect(result.gatewayResult).not.toHaveProperty("signature_key");
    expect(JSON.stringify(result)).not.toMatch(/[0-9a-f]{128}/);
    // No HTTP at all: not to our own webhook, not to any address a request could have named.
    expect(outbound).toEqual([]);
    const log = await logOf(code);
    expect(log[0]!.body).toMatchObject({
      order_id: code,
      status_code: "200",
      gross_amount: "150000.00",
      signature_key: notificationSignature(
        code,
        "200",
        "150000.00",
        (await createSettingsRepository(database.db).get<string>(LOCAL_SERVER_KEY_SETTING))!,
      ),
      transaction_status: "settlement",
      transaction_id: expect.any(String),
      payment_type: "bank_transfer",
      fraud_status: "accept",
      va_numbers: [{ bank: "bca", va_number: expect.stringMatching(/^12345\d{11}$/) }],
    });
    expect(workflow.settled).toEqual([
      {
        gateway: "local",
        invoiceCode: code,
        status: "settlement",
        grossAmount: 150_000,
        transactionId: result.gatewayResult!.transaction_id,
        statusCode: "200",
        collectsMoney: false,
      },
    ]);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      gateway: "local",
      invoice_code: code,
      transaction_status: "settlement",
      outcome: "accepted",
      received_at: START,
    });
    expect(log[0]!.body).toMatchObject({
      order_id: code,
      gross_amount: "150000.00",
      signature_key: expect.stringMatching(/^[0-9a-f]{128}$/),
    });
  });

  it("Pay later: pending, with the number to pay to", async () => {
    const { code, token } = await newInvoice();
    const result = await payments.local.submit(token, { intent: "pending", method: "bni_va" });
    expect(result).toMatchObject({
      result: "pending",
      transactionStatus: "pending",
      paymentCode: expect.stringMatching(/^8808\d{12}$/),
    });
    expect(workflow.settled[0]).toMatchObject({ invoiceCode: code, status: "pending", statusCode: "201" });
    expect((await logOf(code))[0]).toMatchObject({ transaction_status: "pending", outcome: "accepted" });
  });

  it("Simulate failure: a denied payment the opener hears as an error", async () => {
    const { code, token } = await newInvoice();
    const result = await payments.local.submit(token, { intent: "fail", method: "credit_card" });
    expect(result).toMatchObject({ result: "error", transactionStatus: "deny", notificationOutcome: "accepted" });
    expect(workflow.settled[0]).toMatchObject({ invoiceCode: code, status: "deny", statusCode: "202" });
  });

  it("a card payment is a capture the fraud check accepted, which counts as settlement", async () => {
    const { token } = await newInvoice();
    const result = await payments.local.submit(token, { intent: "pay", method: "credit_card" });
    expect(result).toMatchObject({ result: "success", transactionStatus: "capture" });
    expect(workflow.settled[0]).toMatchObject({ status: "settlement" });
  });

  it("reports success only when the invoice took the notification", async () => {
    const { token } = await newInvoice();
    workflow.answer = "duplicate";
    expect(await payments.local.submit(token, { intent: "pay" })).toMatchObject({
      result: "success",
      method: "bca_va",
      notificationOutcome: "duplicate",
    });
    workflow.answer = "ignored_stale";
    expect(await payments.local.submit(token, { intent: "pay" })).toMatchObject({
      result: "error",
      notificationOutcome: "ignored_stale",
    });
    workflow.fails = true;
    expect(await payments.local.submit(token, { intent: "pay" })).toMatchObject({
      result: "error",
      notificationOutcome: "settle_failed",
    });
  });

  it("Close sends nothing", async () => {
    const { code, token } = await newInvoice();
    expect(await payments.local.submit(token, { intent: "close" })).toMatchObject({
      result: "close",
      transactionStatus: null,
      notificationOutcome: null,
    });
    expect(workflow.settled).toEqual([]);
    expect(await logOf(code)).toEqual([]);
  });

  it("refuses an invoice that is paid, cancelled or past its deadline, and sends nothing", async () => {
    const paid = await newInvoice({ status: "settlement" });
    expect((await failure(payments.local.submit(paid.token, { intent: "pay" }))).messageKey).toBe(
      "payment.local.not_payable_settlement",
    );
    const cancelled = await newInvoice({ status: "cancel" });
    expect((await failure(payments.local.submit(cancelled.token, { intent: "pending" }))).code).toBe("CONFLICT");
    const late = await newInvoice({ expireAt: new Date(START.getTime() + 1000) });
    clock.advance(1000);
    expect((await failure(payments.local.submit(late.token, { intent: "pay" }))).messageKey).toBe(
      "payment.local.not_payable_expire",
    );
    expect((await failure(payments.local.submit("x".repeat(32), { intent: "pay" }))).code).toBe("NOT_FOUND");
    expect(workflow.settled).toEqual([]);
  });

  it("refuses an unknown button or method with a message per field", async () => {
    const { token } = await newInvoice();
    const intent = await failure(payments.local.submit(token, { intent: "steal" }));
    expect(intent.fieldErrors).toEqual({ intent: { key: "payment.local.invalid_intent" } });
    const method = await failure(payments.local.submit(token, { intent: "pay", method: "bitcoin" }));
    expect(method.fieldErrors).toEqual({ method: { key: "payment.local.invalid_method" } });
    expect(workflow.settled).toEqual([]);
  });
});

describe("receiveNotification", () => {
  const signed = (code: string, extra: Partial<Parameters<LocalGateway["buildNotification"]>[0]> = {}) =>
    localNotification(payments, code, START, extra);

  it("settles a verified notification and logs what became of it, also when it is a duplicate", async () => {
    const { code } = await newInvoice();
    const body = await signed(code);
    expect(await payments.receiveNotification(body)).toEqual({ outcome: "accepted", invoiceCode: code });
    workflow.answer = "duplicate";
    expect(await payments.receiveNotification(body)).toEqual({ outcome: "duplicate", invoiceCode: code });
    workflow.answer = "ignored_stale";
    expect(await payments.receiveNotification(await signed(code, { outcome: "pending" }))).toEqual({
      outcome: "ignored_stale",
      invoiceCode: code,
    });
    expect((await logOf(code)).map((row) => [row.transaction_status, row.outcome])).toEqual([
      ["settlement", "accepted"],
      ["settlement", "duplicate"],
      ["pending", "ignored_stale"],
    ]);
  });

  it("logs a forged notification with what it claimed, and does not settle it", async () => {
    const { code } = await newInvoice();
    const forged = await forgedNotification({ db: database.db, clock }, code, START);
    expect(await payments.receiveNotification(forged)).toEqual({ outcome: "rejected_signature", invoiceCode: code });
    expect(workflow.settled).toEqual([]);
    const [row] = await logOf(code);
    expect(row).toMatchObject({ gateway: "local", transaction_status: "settlement", outcome: "rejected_signature" });
    // Not verified: a bounded summary of what it claimed, never the body itself.
    expect(row!.body).toEqual({
      summary: true,
      bytes: Buffer.byteLength(JSON.stringify(forged)),
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      fields: {
        order_id: code,
        status_code: "200",
        gross_amount: "86500.00",
        transaction_status: "settlement",
        transaction_id: "t-f",
        payment_type: "gopay",
        fraud_status: "accept",
      },
    });
  });

  it("keeps a bounded summary of an unverified notification however large it is, and the whole of a verified one", async () => {
    const { code } = await newInvoice();
    const padding = "x".repeat(60_000);
    const forged = {
      order_id: `${code}${"y".repeat(5_000)}`,
      status_code: "200",
      gross_amount: "86500.00",
      signature_key: "0".repeat(128),
      transaction_status: "settlement",
      padding,
    };
    expect((await payments.receiveNotification(forged)).outcome).toBe("rejected_signature");
    const [row] = await database.db.select().from(payment_notification).orderBy(desc(payment_notification.id)).limit(1);
    expect(JSON.stringify(row!.body).length).toBeLessThan(2_000);
    expect(row!.body).toMatchObject({
      summary: true,
      bytes: Buffer.byteLength(JSON.stringify(forged)),
      fields: { order_id: forged.order_id.slice(0, 128) },
    });
    expect(row!.body).not.toHaveProperty("padding");
    const genuine = await signed(code);
    expect((await payments.receiveNotification(genuine)).outcome).toBe("accepted");
    expect((await logOf(code)).at(-1)!.body).toEqual(genuine);
  });

  it("logs bodies that are no notification at all", async () => {
    const before = await database.db.$count(payment_notification);
    expect(await payments.receiveNotification({ order_id: "INV-X" })).toEqual({
      outcome: "rejected_malformed",
      invoiceCode: "INV-X",
    });
    expect(await payments.receiveNotification([1, 2, 3])).toEqual({ outcome: "rejected_malformed", invoiceCode: null });
    expect(await payments.receiveNotification(undefined)).toEqual({ outcome: "rejected_malformed", invoiceCode: null });
    const rows = await database.db.select().from(payment_notification).orderBy(payment_notification.id);
    expect(rows.length - before).toBe(3);
    expect(
      rows.slice(-3).map((row) => [row.outcome, row.invoice_code, (row.body as { fields: unknown }).fields]),
    ).toEqual([
      ["rejected_malformed", "INV-X", { order_id: "INV-X" }],
      ["rejected_malformed", null, {}],
      ["rejected_malformed", null, {}],
    ]);
  });

  it("logs a failed settlement and lets the error through (the gateway should retry)", async () => {
    const { code } = await newInvoice();
    workflow.fails = true;
    await expect(payments.receiveNotification(await signed(code))).rejects.toThrow("database went away");
    expect((await logOf(code)).map((row) => row.outcome)).toEqual(["settle_failed"]);
  });

  it("with Midtrans, logs an unconfirmable notification and does not settle it", async () => {
    const midtrans = createPaymentService({
      db: database.db,
      clock,
      gateway: unreachableMidtrans(clock),
      settle: async (notification) => {
        workflow.settled.push(notification);
        return "accepted";
      },
    });
    const body = {
      order_id: "INV-M-1",
      status_code: "200",
      gross_amount: "150000.00",
      signature_key: notificationSignature("INV-M-1", "200", "150000.00", "SB-Mid-server-k"),
      transaction_status: "settlement",
    };
    expect(await midtrans.receiveNotification(body)).toEqual({
      outcome: "rejected_unconfirmed",
      invoiceCode: "INV-M-1",
    });
    expect(workflow.settled).toEqual([]);
    expect((await logOf("INV-M-1")).map((row) => [row.gateway, row.transaction_status, row.outcome])).toEqual([
      ["midtrans", "settlement", "rejected_unconfirmed"],
    ]);
  });
});
