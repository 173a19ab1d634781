import { describe, expect, it } from "vitest";
import {
  claimedOrder,
  formatGrossAmount,
  gatewayStatusOf,
  notificationFields,
  notificationSignature,
  parseGrossAmount,
  signatureMatches,
} from "./signature.ts";

// Computed outside Node: printf '%s' 'INV-20261120-0001200150000.00SB-Mid-server-TEST-KEY' | sha512sum
const KNOWN =
  "88b065e41a9dc46f1d94d2cc1b964d4ab404af5013fbad89b57f9d7ddc1dcfb4e2d7ef887bd962581359e450f5bd2be72fb43521c5cea6a6a9e2d1d5416cfd33";

const body = (extra: Record<string, unknown> = {}) => ({
  order_id: "INV-20261120-0001",
  status_code: "200",
  gross_amount: "150000.00",
  signature_key: KNOWN,
  transaction_status: "settlement",
  transaction_id: "tx-1",
  ...extra,
});

describe("notificationSignature", () => {
  it("is SHA-512 hex of order_id + status_code + gross_amount + server key", () => {
    expect(notificationSignature("INV-20261120-0001", "200", "150000.00", "SB-Mid-server-TEST-KEY")).toBe(KNOWN);
  });

  it("matches only the key and fields it was made with", () => {
    const fields = notificationFields(body())!;
    expect(signatureMatches(fields, "SB-Mid-server-TEST-KEY")).toBe(true);
    expect(signatureMatches({ ...fields, signature_key: KNOWN.toUpperCase() }, "SB-Mid-server-TEST-KEY")).toBe(true);
    expect(signatureMatches(fields, "another-key")).toBe(false);
    expect(signatureMatches({ ...fields, gross_amount: "1500000.00" }, "SB-Mid-server-TEST-KEY")).toBe(false);
    expect(signatureMatches({ ...fields, status_code: "201" }, "SB-Mid-server-TEST-KEY")).toBe(false);
    expect(signatureMatches({ ...fields, signature_key: "abc" }, "SB-Mid-server-TEST-KEY")).toBe(false);
  });
});

describe("amounts", () => {
  it("are written with two decimals and read back as rupiah", () => {
    expect(formatGrossAmount(123000)).toBe("123000.00");
    expect(formatGrossAmount(0)).toBe("0.00");
    expect(parseGrossAmount("123000.00")).toBe(123000);
    expect(parseGrossAmount("123000")).toBe(123000);
    expect(parseGrossAmount(5000)).toBe(5000);
    expect(parseGrossAmount("12.5")).toBe(12.5);
  });

  it("refuses anything that is not a plain amount", () => {
    for (const bad of ["", "-1.00", "1e5", "12,000.00", "abc", "1.234", null, undefined, {}])
      expect(parseGrossAmount(bad), String(bad)).toBeNull();
  });
});

describe("notificationFields", () => {
  it("reads a Midtrans-shaped notification", () => {
    const notification = body({ fraud_status: "accept" });
    expect(notificationFields(notification)).toEqual(notification);
  });

  it("is null for bodies missing what the signature covers", () => {
    expect(notificationFields(null)).toBeNull();
    expect(notificationFields("order_id=1")).toBeNull();
    expect(notificationFields([body()])).toBeNull();
    for (const key of ["order_id", "status_code", "gross_amount", "signature_key", "transaction_status"]) {
      const copy: Record<string, unknown> = body();
      delete copy[key];
      expect(notificationFields(copy), key).toBeNull();
      // A numeric gross_amount is read (and written with two decimals); other wrong types are not.
      expect(notificationFields({ ...body(), [key]: key === "gross_amount" ? {} : 7 }), key).toBeNull();
    }
  });

  it("reads what a refused body claimed, for the log", () => {
    expect(claimedOrder(body())).toEqual({ invoiceCode: "INV-20261120-0001", transactionStatus: "settlement" });
    expect(claimedOrder({ order_id: 5 })).toEqual({ invoiceCode: null, transactionStatus: null });
    expect(claimedOrder("x")).toEqual({ invoiceCode: null, transactionStatus: null });
  });
});

describe("gatewayStatusOf (Midtrans's rule)", () => {
  it.each([
    ["settlement", null, "settlement"],
    ["capture", "accept", "settlement"],
    ["capture", "challenge", "pending"],
    ["capture", null, "pending"],
    ["capture", "deny", "deny"],
    ["authorize", "accept", "pending"],
    ["pending", null, "pending"],
    ["expire", null, "expire"],
    ["cancel", null, "cancel"],
    ["deny", null, "deny"],
    ["failure", null, "failure"],
    ["refund", null, null],
    ["partial_chargeback", null, null],
  ] as const)("%s with fraud %s → %s", (status, fraud, expected) => {
    expect(gatewayStatusOf(status, fraud)).toBe(expected);
  });
});
