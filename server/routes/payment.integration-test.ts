import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { user } from "../../core/account/account.tables.ts";
import { invoice } from "../../core/invoice/invoice.tables.ts";
import { payment_notification } from "../../core/payment/payment.tables.ts";
import { createPaymentService, notificationSignature, type PaymentService } from "../../core/payment/index.ts";
import { createServices, type Services } from "../../core/services.ts";
import { fixedClock } from "../../core/shared/clock.ts";
import { loadConfig } from "../../core/shared/config.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { newBuyer } from "../../tests/support/auth.ts";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import { apiLinks } from "../api-links.ts";
import { buildApp } from "../app.ts";
import {
  forgedNotification,
  localNotification,
  settleStub,
  unreachableMidtrans,
} from "../../core/payment/payment.testing.ts";
import { NOTIFICATION_BODY_LIMIT_BYTES, NOTIFICATIONS_PER_MINUTE } from "./payment.routes.ts";
import { resolveJwtSecret } from "../runtime.ts";

/*
 * The webhook and the client config over HTTP, and the local popup, which settles in-process and never
 * calls the webhook.
 */

const config = loadConfig({ NODE_ENV: "test", SEED_ON_START: "false", LOG_LEVEL: "silent" });
const START = new Date("2026-11-20T03:00:00Z");
const DAY = 24 * 3_600_000;
const clock = fixedClock(START);

let database: DatabaseHandle;
let services: Services;
let payments: PaymentService;
let app: FastifyInstance;
let userId: number;
// The checkout workflow's part, played by the test: what it was given and what it answers.
const workflow = settleStub();

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices({
    db: database.db,
    clock,
    jwtSecret: await resolveJwtSecret(database.db, undefined),
    config,
    links: apiLinks,
  });
  payments = createPaymentService({
    db: database.db,
    clock,
    config: {},
    settle: workflow.settle,
  });
  app = await buildApp({
    runtime: { config, database, services: { ...services, payments }, demoAccounts: [] },
    pages: { mode: "none" },
    logger: false,
  });
  await app.ready();
  await newBuyer(services, "Webhook Buyer");
  const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, "webhook.buyer@example.com"));
  userId = row!.id;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(() => {
  workflow.reset();
});

let invoiceCounter = 0;

async function newInvoice() {
  invoiceCounter += 1;
  const code = `INV-20261120-${String(invoiceCounter).padStart(4, "0")}`;
  const { token, redirectUrl } = await payments.gateway.createTransaction({
    invoiceCode: code,
    grossAmount: 86_500,
    customer: { name: "Webhook Buyer", email: "webhook.buyer@example.com" },
    items: [{ id: "p-1", name: "Kopi", price: 86_500, quantity: 1 }],
    expiresAt: new Date(START.getTime() + DAY),
  });
  await database.db.insert(invoice).values({
    invoice_code: code,
    user_id: userId,
    total_tagihan: 86_500,
    charge_to_gateway: 86_500,
    gateway: "local",
    gateway_token: token,
    gateway_redirect_url: redirectUrl,
    expire_at: new Date(START.getTime() + DAY),
  });
  return { code, token };
}

const logOf = (code: string) => payments.notificationsFor(code);

async function postNotification(body: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: "POST",
    url: "/api/payment/notification",
    payload: body as object,
    headers: { "accept-language": "en", ...headers },
  });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; message: string; data: { outcome: string } | null; meta: null },
  };
}

describe("the local popup", () => {
  it("settles in-process: nothing is posted to the webhook, and nothing leaves the server", async () => {
    const { code, token } = await newInvoice();
    const result = await payments.local.submit(token, { intent: "pay", method: "shopeepay" });
    expect(result).toMatchObject({ result: "success", notificationOutcome: "accepted" });
    expect(workflow.settled).toMatchObject([
      { gateway: "local", invoiceCode: code, status: "settlement", grossAmount: 86_500 },
    ]);
    expect((await logOf(code)).map((row) => row.outcome)).toEqual(["accepted"]);
  });

  it("a refused notification reaches the popup as an error", async () => {
    const { token } = await newInvoice();
    workflow.answer = "unknown_invoice";
    expect(await payments.local.submit(token, { intent: "pay" })).toMatchObject({
      result: "error",
      notificationOutcome: "unknown_invoice",
    });
  });
});

describe("POST /api/payment/notification", () => {
  it("needs no session and no XSRF header, and answers a verified notification with 200", async () => {
    const { code } = await newInvoice();
    const body = await localNotification(payments, code, START, { method: "qris", transactionId: "t-9" });
    const answer = await postNotification(body);
    expect(answer).toEqual({
      status: 200,
      body: { code: 200, message: "Notification accepted", data: { outcome: "accepted" }, meta: null },
    });
    workflow.answer = "duplicate";
    expect((await postNotification(body)).body.data).toEqual({ outcome: "duplicate" });
    expect((await logOf(code)).map((row) => row.outcome)).toEqual(["accepted", "duplicate"]);
  });

  it("rejects and logs a bad signature with 403, changing nothing", async () => {
    const { code } = await newInvoice();
    const forged = await forgedNotification({ db: database.db, clock }, code, START);
    const answer = await postNotification(forged);
    expect(answer).toEqual({
      status: 403,
      body: { code: 403, message: "Invalid notification signature", data: null, meta: null },
    });
    expect((await postNotification(forged, { "accept-language": "id" })).body.message).toBe(
      "Tanda tangan notifikasi tidak valid",
    );
    expect(workflow.settled).toEqual([]);
    const log = await logOf(code);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ outcome: "rejected_signature", transaction_status: "settlement", gateway: "local" });
    expect(log[0]!.body).toMatchObject({ summary: true, fields: { order_id: code, transaction_status: "settlement" } });
    expect(log[0]!.body).not.toHaveProperty("signature_key");
  });

  it("logs a body that is no notification and answers 400", async () => {
    expect(await postNotification({ order_id: "INV-X" })).toMatchObject({
      status: 400,
      body: { code: 400, message: "Not a payment notification", data: null },
    });
    expect((await postNotification({ order_id: "INV-X", status_code: "200" })).status).toBe(400);
    expect((await logOf("INV-X")).map((row) => row.outcome)).toEqual(["rejected_malformed", "rejected_malformed"]);
    // Not JSON at all: Fastify refuses it before the log (jsonb cannot hold it either).
    const garbage = await app.inject({
      method: "POST",
      url: "/api/payment/notification",
      payload: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(garbage.statusCode).toBe(400);
  });

  it("answers 500 when settling fails (so the gateway retries) and logs that too", async () => {
    const { code } = await newInvoice();
    const body = await localNotification(payments, code, START, { transactionId: "t-5" });
    workflow.fails = true;
    expect((await postNotification(body)).status).toBe(500);
    expect((await logOf(code)).map((row) => row.outcome)).toEqual(["settle_failed"]);
  });

  it("answers 503 when Midtrans's status API cannot confirm, so that Midtrans retries", async () => {
    const midtrans = createPaymentService({
      db: database.db,
      clock,
      gateway: unreachableMidtrans(clock),
      settle: async () => "accepted",
    });
    const midtransApp = await buildApp({
      runtime: { config, database, services: { ...services, payments: midtrans }, demoAccounts: [] },
      pages: { mode: "none" },
      logger: false,
    });
    try {
      const signature = notificationSignature("INV-M-1", "200", "150000.00", "SB-Mid-server-k");
      const response = await midtransApp.inject({
        method: "POST",
        url: "/api/payment/notification",
        payload: {
          order_id: "INV-M-1",
          status_code: "200",
          gross_amount: "150000.00",
          signature_key: signature,
          transaction_status: "settlement",
          transaction_id: "m-1",
        },
      });
      expect(response.statusCode).toBe(503);
      expect((await logOf("INV-M-1")).map((row) => [row.gateway, row.outcome])).toEqual([
        ["midtrans", "rejected_unconfirmed"],
      ]);
      const config = await midtransApp.inject({ method: "GET", url: "/api/payment/config" });
      expect(config.json().data).toEqual({
        kind: "midtrans",
        script_url: "http://127.0.0.1:9/snap/snap.js",
        client_key: "SB-Mid-client-k",
      });
    } finally {
      await midtransApp.close();
    }
  });

  it("reaches the checkout workflow through the default wiring: no such invoice, nothing settled", async () => {
    const body = await localNotification(services.payments, "INV-NOPE-1", START, { transactionId: "t-d" });
    const plainApp = await buildApp({
      runtime: { config, database, services, demoAccounts: [] },
      pages: { mode: "none" },
      logger: false,
    });
    try {
      const response = await plainApp.inject({ method: "POST", url: "/api/payment/notification", payload: body });
      expect(response.json()).toMatchObject({ code: 200, data: { outcome: "unknown_invoice" } });
      expect((await services.payments.notificationsFor("INV-NOPE-1")).map((row) => row.outcome)).toEqual([
        "unknown_invoice",
      ]);
    } finally {
      await plainApp.close();
    }
  });
});

describe("the webhook's size limit", () => {
  it("refuses a body over 64 KiB with a 413 envelope, before it is read or logged", async () => {
    const { code } = await newInvoice();
    const before = await database.db.$count(payment_notification);
    const response = await app.inject({
      method: "POST",
      url: "/api/payment/notification",
      payload: { order_id: code, status_code: "200", padding: "x".repeat(NOTIFICATION_BODY_LIMIT_BYTES) },
      headers: { "accept-language": "en" },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 413, data: null, message: expect.any(String) });
    expect(await database.db.$count(payment_notification)).toBe(before);
    expect(workflow.settled).toEqual([]);
  });
});

describe("the webhook's rate limit", () => {
  it("answers 429 past its own budget per address", async () => {
    const flooder = "10.8.8.8";
    const statuses: number[] = [];
    for (let i = 0; i <= NOTIFICATIONS_PER_MINUTE; i += 1) {
      statuses.push(
        (
          await app.inject({
            method: "POST",
            url: "/api/payment/notification",
            payload: { order_id: "INV-FLOOD" },
            remoteAddress: flooder,
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, NOTIFICATIONS_PER_MINUTE).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The flood left at most one bounded row per allowed request.
    expect(await logOf("INV-FLOOD")).toHaveLength(NOTIFICATIONS_PER_MINUTE);
  });

  it("is its own bucket: shoppers using up the API limit from the gateway's address do not block notifications", async () => {
    const gatewayAddress = "10.9.9.9";
    let lastShopperStatus = 0;
    for (let i = 0; i <= 1200; i += 1) {
      lastShopperStatus = (
        await app.inject({ method: "GET", url: "/api/payment/config", remoteAddress: gatewayAddress })
      ).statusCode;
    }
    expect(lastShopperStatus).toBe(429);
    const { code } = await newInvoice();
    const body = await localNotification(payments, code, START, { method: "qris", transactionId: "t-rl" });
    const response = await app.inject({
      method: "POST",
      url: "/api/payment/notification",
      payload: body,
      remoteAddress: gatewayAddress,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-ratelimit-limit"]).toBe(String(NOTIFICATIONS_PER_MINUTE));
    expect(workflow.settled).toMatchObject([{ invoiceCode: code, status: "settlement" }]);
  });
});

describe("GET /api/payment/config", () => {
  it("tells the browser to open the local popup", async () => {
    const response = await app.inject({ method: "GET", url: "/api/payment/config" });
    expect(response.json()).toEqual({
      code: 200,
      message: "Berhasil",
      data: { kind: "local", script_url: null, client_key: null },
      meta: null,
    });
  });
});
