import { describe, expect, it } from "vitest";
import { formatJakartaDate, formatNumber } from "./intl-format.ts";

describe("cached Intl formatters", () => {
  it("format numbers like toLocaleString in each language", () => {
    expect(formatNumber(1234.5, "id")).toBe((1234.5).toLocaleString("id-ID"));
    expect(formatNumber(4.5, "en", { minimumFractionDigits: 1 })).toBe("4.5");
    expect(formatNumber(4.5, "id", { minimumFractionDigits: 1 })).toBe("4,5");
    // Options are part of the cache key.
    expect(formatNumber(4, "id", { minimumFractionDigits: 2 })).toBe("4,00");
    expect(formatNumber(4, "id")).toBe("4");
  });

  it("format dates on the Jakarta clock", () => {
    const lateUtc = new Date("2026-03-01T20:00:00Z"); // 2 March, 03:00 in Jakarta
    expect(formatJakartaDate(lateUtc, "en", { day: "numeric", month: "short", year: "numeric" })).toBe("2 Mar 2026");
    expect(formatJakartaDate(lateUtc, "id", { day: "numeric", month: "short", year: "numeric" })).toBe("2 Mar 2026");
  });
});
