import { describe, expect, it } from "vitest";
import {
  addDays,
  dayStart,
  eachDay,
  isDay,
  presetOf,
  presetRange,
  previousRange,
  rangeInstants,
  rangeLength,
  rangeProblem,
  storeDay,
} from "./dashboard.view.ts";

describe("store days (Asia/Jakarta)", () => {
  it("reads an instant as the Jakarta calendar day, which starts at 17:00 UTC the day before", () => {
    expect(storeDay(new Date("2026-11-20T16:59:59.999Z"))).toBe("2026-11-20");
    expect(storeDay(new Date("2026-11-20T17:00:00Z"))).toBe("2026-11-21");
    expect(dayStart("2026-11-21").toISOString()).toBe("2026-11-20T17:00:00.000Z");
  });

  it("accepts only real calendar days written YYYY-MM-DD", () => {
    expect(isDay("2026-11-20")).toBe(true);
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2026-13-01")).toBe(false);
    expect(isDay("20-11-2026")).toBe(false);
    expect(isDay("2026-11-20T00:00")).toBe(false);
    expect(isDay("")).toBe(false);
  });

  it("steps days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("ranges", () => {
  it("counts both ends and lists every day", () => {
    expect(rangeLength({ start: "2026-11-14", end: "2026-11-20" })).toBe(7);
    expect(eachDay({ start: "2026-11-29", end: "2026-12-02" })).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
  });

  it("ends a preset today and compares it with the same number of days just before", () => {
    const range = presetRange("2026-11-20", 30);
    expect(range).toEqual({ start: "2026-10-22", end: "2026-11-20" });
    expect(previousRange(range)).toEqual({ start: "2026-09-22", end: "2026-10-21" });
    expect(presetOf(range, "2026-11-20")).toBe(30);
    expect(presetOf(range, "2026-11-21")).toBeNull();
    expect(presetOf({ start: "2026-11-10", end: "2026-11-20" }, "2026-11-20")).toBeNull();
  });

  it("covers its days by the instants from the first day's midnight to the next midnight after the last", () => {
    expect(rangeInstants({ start: "2026-11-14", end: "2026-11-20" })).toEqual({
      from: new Date("2026-11-13T17:00:00Z"),
      to: new Date("2026-11-20T17:00:00Z"),
    });
  });

  it("refuses an end before the start, and more than 366 days", () => {
    expect(rangeProblem({ start: "2026-11-20", end: "2026-11-20" })).toBeNull();
    expect(rangeProblem({ start: "2026-11-21", end: "2026-11-20" })).toEqual({
      field: "end",
      key: "dashboard.validation.end_before_start",
    });
    expect(rangeProblem({ start: "2025-11-20", end: "2026-11-20" })).toBeNull();
    expect(rangeProblem({ start: "2025-11-19", end: "2026-11-20" })).toEqual({
      field: "start",
      key: "dashboard.validation.too_long",
    });
  });
});
