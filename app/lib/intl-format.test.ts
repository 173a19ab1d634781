import { describe, expect, it } from "vitest";
import { formatJakartaDate, formatNumber, jakartaDay } from "./intl-format.ts";

describe("number and date formats", () => {
  it("format numbers like toLocaleString in each language", () => {
    expect(formatNumber(1234.5, "id")).toBe((1234.5).toLocaleString("id-ID"));
    expect(formatNumber(4.5, "en", { minimumFractionDigits: 1 })).toBe("4.5");
    expect(formatNumber(4.5, "id", { minimumFractionDigits: 1 })).toBe("4,5");
    // Options are part of the cache key.
    expect(formatNumber(4, "id", { minimumFractionDigits: 2 })).toBe("4,00");
    expect(formatNumber(4, "id")).toBe("4");
  });

  it("write numbers by hand exactly as Intl.NumberFormat does, for every option set the pages use", () => {
    const optionSets = [
      undefined,
      { minimumFractionDigits: 1 },
      { minimumFractionDigits: 1, maximumFractionDigits: 1 },
      { maximumFractionDigits: 2 },
      { minimumFractionDigits: 2 },
    ];
    // Halves at each digit (where rounding could go either way), integers around the grouping, and random values.
    const values = [
      0, 1, 5, 9.5, 99.5, 999.5, 1000, 9999.95, 12345.678, 1234567.891, 0.005, 0.015, 1.005, 2.675, 35.045, 12.345,
      4.45, 4.95, 4.96, 99.995, -1234.5, -0.5,
    ];
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let index = 0; index < 3000; index++)
      values.push(Math.round(random() * 10 ** (1 + (index % 8))) / 10 ** (index % 5));
    for (const options of optionSets) {
      for (const lang of ["id", "en"] as const) {
        const intl = new Intl.NumberFormat(lang === "id" ? "id-ID" : "en-US", options);
        for (const value of values)
          expect(`${value} ${JSON.stringify(options)} ${lang}: ${formatNumber(value, lang, options)}`).toBe(
            `${value} ${JSON.stringify(options)} ${lang}: ${intl.format(value)}`,
          );
      }
    }
  });

  it("format dates on the Jakarta clock", () => {
    const lateUtc = new Date("2026-03-01T20:00:00Z"); // 2 March, 03:00 in Jakarta
    expect(formatJakartaDate(lateUtc, "en", { day: "numeric", month: "short", year: "numeric" })).toBe("2 Mar 2026");
    expect(formatJakartaDate(lateUtc, "id", { day: "numeric", month: "short", year: "numeric" })).toBe("2 Mar 2026");
  });

  it("write day, short month and year by hand as Intl does on the Jakarta clock, every hour of two years", () => {
    const options = { day: "numeric", month: "short", year: "numeric" } as const;
    for (const lang of ["id", "en"] as const) {
      const intl = new Intl.DateTimeFormat(lang === "id" ? "id-ID" : "en-GB", { ...options, timeZone: "Asia/Jakarta" });
      for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 60 * 60 * 1000) {
        const date = new Date(time);
        expect(formatJakartaDate(date, lang, options)).toBe(intl.format(date));
        const parts = intl.formatToParts(date);
        expect(jakartaDay(date, lang).month).toBe(parts.find((part) => part.type === "month")?.value);
      }
    }
  });
});
