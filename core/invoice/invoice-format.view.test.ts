import { describe, expect, it } from "vitest";
import { arrivalEstimate, formatInvoiceDate, formatRate } from "./invoice-format.view.ts";
import { orderStatusKey, paymentStatusKey } from "./invoice-status.view.ts";

describe("formatInvoiceDate (spec §9 'dddd, DD MMMM YYYY HH:mm')", () => {
  it("writes the deadline in the page's language at Jakarta time", () => {
    expect(formatInvoiceDate("2026-11-20T17:05:00Z", "id")).toBe("Sabtu, 21 November 2026 00:05");
    expect(formatInvoiceDate("2026-11-20T17:05:00Z", "en")).toBe("Saturday, 21 November 2026 00:05");
    expect(formatInvoiceDate(new Date("2026-08-03T01:00:00Z"), "id")).toBe("Senin, 03 Agustus 2026 08:00");
  });
});

describe("status keys (spec §4)", () => {
  it("name every known state and fall back to '-'", () => {
    expect(paymentStatusKey("pending")).toBe("invoice.payment_status.pending");
    expect(paymentStatusKey("refund")).toBe("invoice.payment_status.other");
    expect(orderStatusKey("pickup")).toBe("invoice.order_status.pickup");
    expect(orderStatusKey("lost")).toBe("invoice.order_status.other");
  });
});

describe("arrivalEstimate (spec §9)", () => {
  it("is one date when the minimum equals the maximum, else a range", () => {
    expect(arrivalEstimate("2026-11-20T03:00:00Z", 1, 1, "id")).toBe("21 Nov 2026");
    expect(arrivalEstimate("2026-11-20T20:00:00Z", 2, 4, "en")).toBe("23 Nov 2026 – 25 Nov 2026");
    expect(arrivalEstimate("2026-12-30T03:00:00Z", 1, 3, "id")).toBe("31 Des 2026 – 2 Jan 2027");
  });
});

describe("formatRate", () => {
  it("writes basis-point rates as percent with the language's decimal mark", () => {
    expect(formatRate(11, "id")).toBe("11");
    expect(formatRate(0.5, "id")).toBe("0,5");
    expect(formatRate(0.5, "en")).toBe("0.5");
    expect(formatRate(2.25, "en")).toBe("2.25");
  });
});
