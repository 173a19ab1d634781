import { describe, expect, it } from "vitest";
import { countdownState, formatDuration, splitDuration } from "./countdown.tsx";

const HOUR = 3600_000;

describe("countdownState (spec §4 flash sale timer)", () => {
  const start = Date.UTC(2026, 10, 20, 10);
  const end = start + 3 * HOUR;

  it("counts to the start before the sale", () => {
    expect(countdownState(start - 90_000, start, end)).toEqual({ phase: "upcoming", remainingMs: 90_000 });
  });

  it("counts to the end from the start on", () => {
    expect(countdownState(start, start, end)).toEqual({ phase: "running", remainingMs: 3 * HOUR });
    expect(countdownState(end - 1, start, end)).toEqual({ phase: "running", remainingMs: 1 });
  });

  it("is ended at and after the end", () => {
    expect(countdownState(end, start, end)).toEqual({ phase: "ended", remainingMs: 0 });
    expect(countdownState(end + HOUR, start, end)).toEqual({ phase: "ended", remainingMs: 0 });
  });
});

describe("splitDuration and formatDuration", () => {
  it("writes HH:MM:SS, rounding a partial second up", () => {
    expect(formatDuration(0)).toBe("00:00:00");
    expect(formatDuration(1)).toBe("00:00:01");
    expect(formatDuration(59_999)).toBe("00:01:00");
    expect(formatDuration(HOUR + 2 * 60_000 + 3_000)).toBe("01:02:03");
  });

  it("keeps counting hours past a day and never goes negative", () => {
    expect(splitDuration(30 * HOUR + 5_000)).toEqual({ hours: 30, minutes: 0, seconds: 5 });
    expect(formatDuration(-5_000)).toBe("00:00:00");
  });
});
