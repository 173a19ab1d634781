import { describe, expect, it } from "vitest";
import { DEADLINE_FORMAT, formatDate, formatDateTime } from "./dates.ts";

describe("promo dates", () => {
  // The option sets the pages pass (promo modal and terms, vouchers, store header, payment page, flash sale).
  const optionSets: (Intl.DateTimeFormatOptions | undefined)[] = [
    undefined,
    { day: "numeric", month: "short", year: "numeric" },
    { month: "short", year: "numeric" },
    DEADLINE_FORMAT,
    { hour: "2-digit", minute: "2-digit", hour12: false },
    { day: "numeric", month: "short" },
  ];
  const instants = [
    "2026-01-31T16:59:00Z",
    "2026-01-31T17:00:00Z",
    "2026-08-17T03:05:00Z",
    "2027-12-31T18:30:00+00:00",
  ];

  it("write each date as Intl does on the Jakarta clock, in both languages", () => {
    for (const lang of ["id", "en"] as const) {
      for (const options of optionSets) {
        const intl = new Intl.DateTimeFormat(lang === "id" ? "id-ID" : "en-GB", {
          timeZone: "Asia/Jakarta",
          ...(options ?? { day: "numeric", month: "long", year: "numeric" }),
        });
        for (const iso of instants) expect(formatDate(iso, lang, options)).toBe(intl.format(new Date(iso)));
      }
    }
  });

  it("read 31 January 17:00 UTC as 1 February in Jakarta, and mark times as WIB", () => {
    expect(formatDate("2026-01-31T17:00:00Z", "en")).toBe("1 February 2026");
    expect(formatDate("2026-01-31T17:00:00Z", "id", { day: "numeric", month: "short", year: "numeric" })).toBe(
      "1 Feb 2026",
    );
    expect(formatDateTime("2026-08-17T03:05:00Z", "en").endsWith(" WIB")).toBe(true);
  });
});
