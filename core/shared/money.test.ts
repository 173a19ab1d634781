import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { discountPercentage, formatCompact, formatRupiah } from "./money.ts";

describe("formatRupiah", () => {
  it("writes 'Rp' with dot thousands and no decimals", () => {
    expect(formatRupiah(0)).toBe("Rp0");
    expect(formatRupiah(950)).toBe("Rp950");
    expect(formatRupiah(1250000)).toBe("Rp1.250.000");
    expect(formatRupiah(-20000)).toBe("-Rp20.000");
  });

  it("round-trips every whole amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (amount) => {
        expect(Number(formatRupiah(amount).slice(2).replaceAll(".", ""))).toBe(amount);
      }),
    );
  });
});

describe("discountPercentage", () => {
  it("has 2 decimals", () => {
    expect(discountPercentage(150000, 99000)).toBe(34);
    expect(discountPercentage(30000, 20000)).toBe(33.33);
    expect(discountPercentage(100000, 100000)).toBe(0);
  });

  it("stays between 0 and 100", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 1, max: 10 ** 9 }), (base, publish) => {
        const value = discountPercentage(base, publish);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe("formatCompact", () => {
  it("uses the suffixes k, M, B, T", () => {
    expect(formatCompact(999)).toBe("999");
    expect(formatCompact(1250)).toBe("1.2k");
    expect(formatCompact(3_400_000)).toBe("3.4M");
    expect(formatCompact(7_000_000_000)).toBe("7B");
    expect(formatCompact(2_500_000_000_000)).toBe("2.5T");
  });
});
