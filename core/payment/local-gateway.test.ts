import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { fixedClock } from "../shared/clock.ts";
import { createLocalGateway, localPaymentCode, type LocalNotificationInput } from "./local-gateway.ts";
import { LOCAL_PAYMENT_METHODS } from "./payment.view.ts";
import { selectGateway } from "./payment.service.ts";
import { notificationSignature } from "./signature.ts";

const KEY = "local-test-key-0123456789";
const gateway = createLocalGateway({ serverKey: async () => KEY });
const input = (extra: Partial<LocalNotificationInput> = {}): LocalNotificationInput => ({
  invoiceCode: "INV-20261120-0007",
  grossAmount: 86500,
  outcome: "pay",
  method: "bca_va",
  transactionId: "tx-local-1",
  now: new Date("2026-11-20T03:00:00Z"),
  ...extra,
});

describe("local gateway transactions", () => {
  it("hands out an unguessable token and its popup page", async () => {
    const order = {
      invoiceCode: "INV-1",
      grossAmount: 1000,
      customer: { name: "B", email: "b@example.com" },
      items: [],
      expiresAt: new Date("2026-11-21T03:00:00Z"),
    };
    const first = await gateway.createTransaction(order);
    const second = await gateway.createTransaction(order);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.token).not.toBe(second.token);
    expect(first.redirectUrl).toBe(`/payment/local/${first.token}`);
    expect(gateway.clientConfig()).toEqual({ kind: "local", scriptUrl: null, clientKey: null });
  });
});

describe("local gateway notifications", () => {
  it("are signed and shaped as Midtrans sends them", async () => {
    const body = await gateway.buildNotification(input());
    expect(body).toMatchObject({
      order_id: "INV-20261120-0007",
      status_code: "200",
      gross_amount: "86500.00",
      transaction_status: "settlement",
      transaction_id: "tx-local-1",
      payment_type: "bank_transfer",
      fraud_status: "accept",
      currency: "IDR",
      transaction_time: "2026-11-20 10:00:00",
      settlement_time: "2026-11-20 10:00:00",
      va_numbers: [{ bank: "bca", va_number: localPaymentCode("INV-20261120-0007", "bca_va") }],
    });
    expect(body.signature_key).toBe(notificationSignature("INV-20261120-0007", "200", "86500.00", KEY));
  });

  it("verify back to what the popup sent, for every button and method", async () => {
    const expected = { pay: ["settlement", "200"], pending: ["pending", "201"], fail: ["deny", "202"] } as const;
    for (const method of LOCAL_PAYMENT_METHODS.map((item) => item.id)) {
      for (const outcome of ["pay", "pending", "fail"] as const) {
        const verified = await gateway.verifyNotification(await gateway.buildNotification(input({ method, outcome })));
        expect(verified, `${method} ${outcome}`).toEqual({
          gateway: "local",
          invoiceCode: "INV-20261120-0007",
          status: expected[outcome][0],
          grossAmount: 86500,
          transactionId: "tx-local-1",
          statusCode: expected[outcome][1],
          // It moves no money: a late settlement of it is never refunded to a wallet.
          collectsMoney: false,
        });
      }
    }
  });

  it("pays a card as Midtrans does: capture accepted by the fraud check", async () => {
    const body = await gateway.buildNotification(input({ method: "credit_card" }));
    expect(body).toMatchObject({ transaction_status: "capture", fraud_status: "accept", payment_type: "credit_card" });
    const mandiri = await gateway.buildNotification(input({ method: "mandiri_va", outcome: "pending" }));
    expect(mandiri).toMatchObject({
      payment_type: "echannel",
      biller_code: "70012",
      bill_key: localPaymentCode("INV-20261120-0007", "mandiri_va"),
    });
  });

  it("refuse another key's signature and any field changed after signing", async () => {
    const other = createLocalGateway({ serverKey: async () => "someone-elses-key-000" });
    const body = await other.buildNotification(input());
    expect(await gateway.verify(body)).toEqual({ ok: false, reason: "signature" });
    const genuine = await gateway.buildNotification(input({ outcome: "pending" }));
    expect(await gateway.verify({ ...genuine, gross_amount: "1.00" })).toEqual({ ok: false, reason: "signature" });
    expect(await gateway.verify({ ...genuine, status_code: "200", transaction_status: "settlement" })).toEqual({
      ok: false,
      reason: "signature",
    });
    // transaction_status is outside the signature (as at Midtrans): edited alone, it no longer agrees with the signed status_code.
    expect(await gateway.verify({ ...genuine, transaction_status: "settlement" })).toMatchObject({
      ok: false,
      reason: "signature",
    });
    expect(await gateway.verify({ ...genuine, transaction_status: "capture", fraud_status: "accept" })).toMatchObject({
      ok: false,
      reason: "signature",
    });
    expect(await gateway.verify({ hello: "world" })).toEqual({ ok: false, reason: "malformed" });
  });
});

describe("localPaymentCode", () => {
  it("is stable per invoice and method, and looks like the bank's number", () => {
    const bca = localPaymentCode("INV-1", "bca_va");
    expect(localPaymentCode("INV-1", "bca_va")).toBe(bca);
    expect(localPaymentCode("INV-2", "bca_va")).not.toBe(bca);
    expect(bca).toMatch(/^12345\d{11}$/);
    expect(localPaymentCode("INV-1", "mandiri_va")).toMatch(/^\d{12}$/);
    expect(localPaymentCode("INV-1", "gopay")).toMatch(/^\d{12}$/);
  });
});

describe("selectGateway", () => {
  const deps = { db: {} as Database, clock: fixedClock(new Date("2026-11-20T03:00:00Z")) };

  it("is the local gateway unless both Midtrans keys are set", () => {
    expect(selectGateway({}, deps).name).toBe("local");
    const midtrans = selectGateway(
      { MIDTRANS_SERVER_KEY: "SB-Mid-server-x", MIDTRANS_CLIENT_KEY: "SB-Mid-client-x" },
      deps,
    );
    expect(midtrans.name).toBe("midtrans");
    expect(midtrans.clientConfig()).toEqual({
      kind: "midtrans",
      scriptUrl: "https://app.sandbox.midtrans.com/snap/snap.js",
      clientKey: "SB-Mid-client-x",
    });
  });

  it("uses the production hosts when told, and the overrides first", () => {
    const production = selectGateway(
      { MIDTRANS_SERVER_KEY: "Mid-server-x", MIDTRANS_CLIENT_KEY: "Mid-client-x", MIDTRANS_IS_PRODUCTION: true },
      deps,
    );
    expect(production.clientConfig().scriptUrl).toBe("https://app.midtrans.com/snap/snap.js");
    const fake = selectGateway(
      { MIDTRANS_SERVER_KEY: "k", MIDTRANS_CLIENT_KEY: "c", MIDTRANS_SNAP_URL: "http://127.0.0.1:4010" },
      deps,
    );
    expect(fake.clientConfig().scriptUrl).toBe("http://127.0.0.1:4010/snap/snap.js");
  });

  it("refuses one Midtrans key without the other", () => {
    expect(() => selectGateway({ MIDTRANS_SERVER_KEY: "SB-Mid-server-x" }, deps)).toThrow(
      /MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY/,
    );
    expect(() => selectGateway({ MIDTRANS_CLIENT_KEY: "SB-Mid-client-x" }, deps)).toThrow(/both/);
  });
});
