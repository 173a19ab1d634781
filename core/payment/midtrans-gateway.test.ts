import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../shared/clock.ts";
import { isAppError } from "../shared/errors.ts";
import { createMidtransGateway, midtransTime } from "./midtrans-gateway.ts";
import { notificationSignature } from "./signature.ts";

const SERVER_KEY = "SB-Mid-server-fake-0123456789";
const CLIENT_KEY = "SB-Mid-client-fake-0123456789";
const BASIC = `Basic ${Buffer.from(`${SERVER_KEY}:`).toString("base64")}`;

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** A local stand-in for Midtrans: Snap's transactions endpoint and the Core API's status endpoint. */
class FakeMidtrans {
  server: Server;
  seen: Seen[] = [];
  /** order_id → the status API's answer (HTTP 200); absent → Midtrans's "doesn't exist" answer. */
  statuses = new Map<string, Record<string, unknown>>();
  snapAnswer: { status: number; body: unknown } = {
    status: 201,
    body: { token: "snap-token-1", redirect_url: "https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token-1" },
  };
  hang = false;
  /** Answers every call with a redirect to this origin (a compromised or spoofed Midtrans host). */
  redirectTo: string | null = null;

  constructor() {
    this.server = createServer((request, response) => void this.handle(request, response));
  }

  get url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async handle(request: IncomingMessage, response: ServerResponse) {
    let raw = "";
    for await (const chunk of request) raw += chunk;
    this.seen.push({
      method: request.method ?? "",
      url: request.url ?? "",
      authorization: request.headers.authorization,
      contentType: request.headers["content-type"],
      body: raw ? JSON.parse(raw) : null,
    });
    if (this.hang) return; // never answers: the client's timeout must fire
    if (this.redirectTo) {
      response.writeHead(307, { location: `${this.redirectTo}${request.url ?? ""}` });
      response.end();
      return;
    }
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== BASIC)
      return send(401, { status_code: "401", status_message: "Access denied" });
    if (request.method === "POST" && request.url === "/snap/v1/transactions")
      return send(this.snapAnswer.status, this.snapAnswer.body);
    const match = /^\/v2\/([^/]+)\/status$/.exec(request.url ?? "");
    if (request.method === "GET" && match) {
      const answer = this.statuses.get(decodeURIComponent(match[1]!));
      return send(200, answer ?? { status_code: "404", status_message: "Transaction doesn't exist." });
    }
    send(404, { error: "no such endpoint" });
  }
}

const fake = new FakeMidtrans();
/** Another host a redirect could point at: it must never hear from us. */
const elsewhere = new FakeMidtrans();
const clock = fixedClock(new Date("2026-11-20T03:00:00Z"));

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
  await new Promise<void>((resolve) => elsewhere.server.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  for (const server of [fake.server, elsewhere.server]) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
beforeEach(() => {
  fake.seen = [];
  fake.statuses.clear();
  fake.hang = false;
  fake.redirectTo = null;
  elsewhere.seen = [];
});

const gateway = (overrides: Partial<Parameters<typeof createMidtransGateway>[0]> = {}) =>
  createMidtransGateway({
    serverKey: SERVER_KEY,
    clientKey: CLIENT_KEY,
    snapUrl: fake.url,
    apiUrl: fake.url,
    clock,
    timeoutMs: 1000,
    ...overrides,
  });

/** A bare transaction, for the tests that expect it to fail: what it threw. */
const failedTransaction = (through: ReturnType<typeof gateway>, invoiceCode: string, grossAmount: number) =>
  through
    .createTransaction({
      invoiceCode,
      grossAmount,
      customer: { name: "B", email: "b@example.com" },
      items: [],
      expiresAt: new Date("2026-11-21T03:00:00Z"),
    })
    .catch((error: unknown) => error);

/** A notification as Midtrans signs it. */
function notification(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  fields: Record<string, unknown> = {},
  key = SERVER_KEY,
) {
  return {
    transaction_time: "2026-11-20 10:05:00",
    transaction_status: "settlement",
    transaction_id: "9aed5972-5b6a-401e-894b-a32c91ed1a3a",
    status_message: "midtrans payment notification",
    status_code: statusCode,
    signature_key: notificationSignature(orderId, statusCode, grossAmount, key),
    payment_type: "bank_transfer",
    order_id: orderId,
    merchant_id: "G141532850",
    gross_amount: grossAmount,
    fraud_status: "accept",
    currency: "IDR",
    ...fields,
  };
}

const statusAnswer = (orderId: string, fields: Record<string, unknown>) => ({
  status_code: "200",
  status_message: "Success, transaction is found",
  transaction_id: "9aed5972-5b6a-401e-894b-a32c91ed1a3a",
  order_id: orderId,
  gross_amount: "150000.00",
  payment_type: "bank_transfer",
  transaction_status: "settlement",
  fraud_status: "accept",
  ...fields,
});

describe("createTransaction", () => {
  it("posts the transaction to Snap with the server key and returns its token and redirect URL", async () => {
    const result = await gateway().createTransaction({
      invoiceCode: "INV-1",
      grossAmount: 150000,
      customer: { name: "Budi Santoso", email: "budi@example.com" },
      items: [
        { id: "p-1", name: "Kopi Arabika Gayo 250 gram biji sangrai medium roast premium", price: 50000, quantity: 2 },
        { id: "shipping", name: "Ongkos kirim", price: 20000, quantity: 1 },
      ],
      expiresAt: new Date("2026-11-21T03:00:00Z"),
    });
    expect(result).toEqual({
      token: "snap-token-1",
      redirectUrl: "https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token-1",
    });
    expect(fake.seen).toHaveLength(1);
    const [request] = fake.seen;
    expect(request).toMatchObject({
      method: "POST",
      url: "/snap/v1/transactions",
      authorization: BASIC,
      contentType: "application/json",
    });
    expect(request!.body).toEqual({
      transaction_details: { order_id: "INV-1", gross_amount: 150000 },
      customer_details: { first_name: "Budi Santoso", email: "budi@example.com" },
      item_details: [
        // Midtrans refuses names over 50 characters.
        { id: "p-1", name: "Kopi Arabika Gayo 250 gram biji sangrai medium roa", price: 50000, quantity: 2 },
        { id: "shipping", name: "Ongkos kirim", price: 20000, quantity: 1 },
        // 120,000 of items against a 150,000 charge: one line makes the sum exact.
        { id: "adjustment", name: "Wallet and adjustments", price: 30000, quantity: 1 },
      ],
      expiry: { start_time: "2026-11-20 10:00:00 +0700", unit: "minute", duration: 1440 },
    });
  });

  it("sends no adjustment line when the items add up", async () => {
    await gateway().createTransaction({
      invoiceCode: "INV-2",
      grossAmount: 100000,
      customer: { name: "Budi", email: "budi@example.com" },
      items: [{ id: "p-1", name: "Kopi", price: 50000, quantity: 2 }],
      expiresAt: new Date("2026-11-20T03:30:00Z"),
    });
    const body = fake.seen[0]!.body as { item_details: unknown[]; expiry: { duration: number } };
    expect(body.item_details).toHaveLength(1);
    expect(body.expiry.duration).toBe(30);
  });

  it("fails with PAYMENT_FAILED when Snap refuses or cannot be reached", async () => {
    fake.snapAnswer = { status: 400, body: { error_messages: ["transaction_details.order_id sudah digunakan"] } };
    try {
      const refused = await failedTransaction(gateway(), "INV-3", 1000);
      expect(isAppError(refused) && refused.code === "PAYMENT_FAILED" && refused.messageKey).toBe(
        "payment.errors.gateway_unavailable",
      );
      expect(String((refused as Error).cause)).toContain("sudah digunakan");
    } finally {
      fake.snapAnswer = {
        status: 201,
        body: {
          token: "snap-token-1",
          redirect_url: "https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token-1",
        },
      };
    }
    const unreachable = await failedTransaction(gateway({ snapUrl: "http://127.0.0.1:9" }), "INV-4", 1000);
    expect(isAppError(unreachable) && unreachable.code).toBe("PAYMENT_FAILED");
  });
});

describe("redirects", () => {
  it("are refused, never followed to another host, by Snap's transaction call and by the status API", async () => {
    fake.redirectTo = elsewhere.url;
    elsewhere.statuses.set("INV-R-1", statusAnswer("INV-R-1", {}));
    const created = await failedTransaction(gateway(), "INV-R-1", 150000);
    expect(isAppError(created) && created.code).toBe("PAYMENT_FAILED");
    expect(await gateway().verify(notification("INV-R-1", "200", "150000.00"))).toMatchObject({
      ok: false,
      reason: "unconfirmed",
    });
    expect(fake.seen.map((seen) => seen.method)).toEqual(["POST", "GET"]);
    // The server key in the Authorization header never reached the other host.
    expect(elsewhere.seen).toEqual([]);
  });
});

describe("verifyNotification", () => {
  it("accepts a well-signed notification once the status API confirms it", async () => {
    fake.statuses.set("INV-10", statusAnswer("INV-10", {}));
    const verified = await gateway().verifyNotification(notification("INV-10", "200", "150000.00"));
    expect(verified).toEqual({
      gateway: "midtrans",
      invoiceCode: "INV-10",
      status: "settlement",
      grossAmount: 150000,
      transactionId: "9aed5972-5b6a-401e-894b-a32c91ed1a3a",
      statusCode: "200",
      collectsMoney: true,
    });
    expect(fake.seen).toEqual([
      { method: "GET", url: "/v2/INV-10/status", authorization: BASIC, contentType: "application/json", body: null },
    ]);
  });

  it("rejects a forged signature without asking Midtrans", async () => {
    fake.statuses.set("INV-11", statusAnswer("INV-11", {}));
    const forged = notification("INV-11", "200", "150000.00", {}, "guessed-server-key");
    expect(await gateway().verifyNotification(forged)).toBeNull();
    expect(await gateway().verify(forged)).toEqual({ ok: false, reason: "signature" });
    // The signed fields altered after signing: also forged.
    const altered = {
      ...notification("INV-11", "201", "150000.00", { transaction_status: "pending" }),
      status_code: "200",
      transaction_status: "settlement",
    };
    expect(await gateway().verify(altered)).toEqual({ ok: false, reason: "signature" });
    expect(fake.seen).toEqual([]);
  });

  it("uses the status API's status and amount, not the notification's, so a replay changes nothing", async () => {
    // A genuine 'settlement' notification captured and replayed after the transaction expired (or was refunded).
    fake.statuses.set(
      "INV-12",
      statusAnswer("INV-12", { transaction_status: "expire", status_code: "407", gross_amount: "150000.00" }),
    );
    const replayed = notification("INV-12", "200", "150000.00");
    expect(await gateway().verifyNotification(replayed)).toMatchObject({
      status: "expire",
      statusCode: "407",
      grossAmount: 150000,
    });
    // A notification's amount is only a claim as well.
    fake.statuses.set("INV-13", statusAnswer("INV-13", { gross_amount: "250000.00" }));
    expect(await gateway().verifyNotification(notification("INV-13", "200", "150000.00"))).toMatchObject({
      status: "settlement",
      grossAmount: 250000,
    });
  });

  it("counts a card capture only when the fraud check accepted it", async () => {
    fake.statuses.set(
      "INV-14",
      statusAnswer("INV-14", { payment_type: "credit_card", transaction_status: "capture", fraud_status: "challenge" }),
    );
    const challenged = notification("INV-14", "200", "150000.00", {
      payment_type: "credit_card",
      transaction_status: "capture",
      fraud_status: "accept",
    });
    expect(await gateway().verifyNotification(challenged)).toMatchObject({ status: "pending" });
    fake.statuses.set(
      "INV-14",
      statusAnswer("INV-14", { payment_type: "credit_card", transaction_status: "capture", fraud_status: "accept" }),
    );
    expect(await gateway().verifyNotification(challenged)).toMatchObject({ status: "settlement" });
  });

  it("maps every status Midtrans reports", async () => {
    for (const [status, expected] of [
      ["pending", "pending"],
      ["deny", "deny"],
      ["cancel", "cancel"],
      ["failure", "failure"],
    ] as const) {
      fake.statuses.set("INV-15", statusAnswer("INV-15", { transaction_status: status, fraud_status: undefined }));
      expect(
        await gateway().verifyNotification(notification("INV-15", "201", "150000.00", { transaction_status: status })),
        status,
      ).toMatchObject({ status: expected });
    }
    fake.statuses.set("INV-15", statusAnswer("INV-15", { transaction_status: "refund" }));
    expect(
      await gateway().verify(notification("INV-15", "200", "150000.00", { transaction_status: "refund" })),
    ).toMatchObject({ ok: false, reason: "unsupported_status" });
  });

  it("does not verify what the status API does not know, or answers for another order", async () => {
    expect(await gateway().verify(notification("INV-16", "200", "150000.00"))).toMatchObject({
      ok: false,
      reason: "unconfirmed",
    });
    fake.statuses.set("INV-17", statusAnswer("INV-99", {}));
    expect(await gateway().verify(notification("INV-17", "200", "150000.00"))).toMatchObject({
      ok: false,
      reason: "unconfirmed",
    });
  });

  it("does not verify when Midtrans cannot be reached, refuses the key or does not answer in time", async () => {
    const good = notification("INV-18", "200", "150000.00");
    expect(await gateway({ apiUrl: "http://127.0.0.1:9" }).verifyNotification(good)).toBeNull();
    expect(await gateway({ apiUrl: "http://127.0.0.1:9" }).verify(good)).toMatchObject({
      ok: false,
      reason: "unconfirmed",
    });
    fake.statuses.set("INV-18", statusAnswer("INV-18", {}));
    // Signed with the right key, but the status call is refused (say, the key was rotated at Midtrans).
    const wrongKeyGateway = createMidtransGateway({
      serverKey: "other",
      clientKey: CLIENT_KEY,
      snapUrl: fake.url,
      apiUrl: fake.url,
      clock,
    });
    expect(await wrongKeyGateway.verify(notification("INV-18", "200", "150000.00", {}, "other"))).toMatchObject({
      ok: false,
      reason: "unconfirmed",
    });
    fake.hang = true;
    const started = Date.now();
    expect(await gateway({ timeoutMs: 200 }).verify(good)).toMatchObject({ ok: false, reason: "unconfirmed" });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("calls a body without the signed fields malformed", async () => {
    expect(await gateway().verify({ order_id: "INV-19" })).toEqual({ ok: false, reason: "malformed" });
    expect(await gateway().verify(undefined)).toEqual({ ok: false, reason: "malformed" });
  });
});

describe("clientConfig", () => {
  it("names snap.js on the Snap host and the client key", () => {
    expect(gateway().clientConfig()).toEqual({
      kind: "midtrans",
      scriptUrl: `${fake.url}/snap/snap.js`,
      clientKey: CLIENT_KEY,
    });
    expect(gateway({ snapUrl: "https://app.midtrans.com/" }).clientConfig().scriptUrl).toBe(
      "https://app.midtrans.com/snap/snap.js",
    );
  });
});

describe("midtransTime", () => {
  it("writes Western Indonesia Time", () => {
    expect(midtransTime(new Date("2026-11-20T20:30:15Z"))).toBe("2026-11-21 03:30:15 +0700");
  });
});
