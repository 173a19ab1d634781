import { describe, expect, it } from "vitest";
import { formatEstimate, formatWeight } from "./shipping-format.ts";

// 10:00 in Jakarta on Friday 20 November 2026.
const NOW = new Date("2026-11-20T03:00:00Z");

describe("formatEstimate", () => {
  it("says 'in a day' when min equals max at one day", () => {
    expect(formatEstimate(1, 1, "id", NOW)).toBe("Estimasi tiba dalam sehari");
    expect(formatEstimate(1, 1, "en", NOW)).toBe("Estimated arrival in a day");
    expect(formatEstimate(0, 0, "en", NOW)).toBe("Estimated arrival in a day");
  });

  it("shows a date range counted from today otherwise", () => {
    expect(formatEstimate(2, 4, "id", NOW)).toBe("Estimasi tiba 22 - 24 Nov");
    expect(formatEstimate(2, 4, "en", NOW)).toBe("Estimated arrival 22 - 24 Nov");
    expect(formatEstimate(1, 2, "id", NOW)).toBe("Estimasi tiba 21 - 22 Nov");
  });

  it("names both months when the range crosses one, in the page language", () => {
    expect(formatEstimate(6, 12, "id", NOW)).toBe("Estimasi tiba 26 Nov - 2 Des");
    expect(formatEstimate(6, 12, "en", NOW)).toBe("Estimated arrival 26 Nov - 2 Dec");
    expect(formatEstimate(3, 5, "id", new Date("2026-08-28T03:00:00Z"))).toBe("Estimasi tiba 31 Agu - 2 Sep");
  });

  it("adds the year only when arrival is in another year", () => {
    expect(formatEstimate(3, 6, "id", new Date("2026-12-30T03:00:00Z"))).toBe("Estimasi tiba 2 - 5 Jan 2027");
    expect(formatEstimate(1, 3, "en", new Date("2026-12-30T03:00:00Z"))).toBe("Estimated arrival 31 Dec - 2 Jan 2027");
  });

  it("counts days in Jakarta time, not the server's", () => {
    // 20:00 UTC on the 20th is already 03:00 on the 21st in Jakarta.
    expect(formatEstimate(2, 3, "en", new Date("2026-11-20T20:00:00Z"))).toBe("Estimated arrival 23 - 24 Nov");
  });

  it("reads a single longer estimate as that date, and tolerates swapped bounds", () => {
    expect(formatEstimate(3, 3, "id", NOW)).toBe("Estimasi tiba 23 Nov");
    expect(formatEstimate(4, 2, "en", NOW)).toBe("Estimated arrival 22 - 24 Nov");
  });
});

describe("formatWeight", () => {
  it("uses grams below a kilogram and kilograms with one decimal above", () => {
    expect(formatWeight(800, "id")).toBe("800 g");
    expect(formatWeight(1000, "id")).toBe("1 kg");
    expect(formatWeight(1250, "id")).toBe("1,3 kg");
    expect(formatWeight(1250, "en")).toBe("1.3 kg");
    expect(formatWeight(12000, "en")).toBe("12 kg");
  });
});
