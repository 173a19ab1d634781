import { describe, expect, it } from "vitest";
import { axisTicks, barChart, dailyChart, niceCeiling, type ChartBox } from "./svg-chart.ts";

const BOX: ChartBox = { width: 640, height: 240, margin: { top: 10, right: 40, bottom: 30, left: 60 } };

describe("niceCeiling", () => {
  it("rounds up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(-5)).toBe(1);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(11)).toBe(20);
    expect(niceCeiling(21)).toBe(25);
    expect(niceCeiling(2_400_000)).toBe(2_500_000);
    expect(niceCeiling(2_600_000)).toBe(5_000_000);
  });
});

describe("axisTicks", () => {
  it("steps by a nice number from zero to the first tick at or above the largest value", () => {
    expect(axisTicks(2_400_000)).toEqual([0, 1_000_000, 2_000_000, 3_000_000]);
    expect(axisTicks(1_000_000)).toEqual([0, 250_000, 500_000, 750_000, 1_000_000]);
  });
  it("keeps counts whole, also when there are only a few", () => {
    expect(axisTicks(3, 4, true)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(11, 4, true)).toEqual([0, 5, 10, 15]);
    expect(axisTicks(0, 4, true)).toEqual([0, 1]);
  });
});

describe("dailyChart", () => {
  const days = [
    { day: "2026-11-18", revenue: 0, orders: 0 },
    { day: "2026-11-19", revenue: 500_000, orders: 2 },
    { day: "2026-11-20", revenue: 1_000_000, orders: 4 },
    { day: "2026-11-21", revenue: 250_000, orders: 1 },
  ];

  it("gives each day a slot, its bar as tall as its revenue against the left axis", () => {
    const chart = dailyChart(days, BOX);
    // Plot 540 wide: slots of 135, bars 70% of a slot, centred.
    expect(chart.bars.map((bar) => bar.x)).toEqual([80.3, 215.3, 350.3, 485.3]);
    expect(chart.bars.every((bar) => bar.width === 94.5)).toBe(true);
    // Plot 200 high, axis top 1,000,000: the biggest day fills it, an empty day has no height.
    expect(chart.bars[2]).toMatchObject({ y: 10, height: 200 });
    expect(chart.bars[1]).toMatchObject({ y: 110, height: 100 });
    expect(chart.bars[0]).toMatchObject({ y: 210, height: 0 });
    expect(chart.revenueTicks.map((tick) => tick.value)).toEqual([0, 250_000, 500_000, 750_000, 1_000_000]);
    expect(chart.revenueTicks.map((tick) => tick.y)).toEqual([210, 160, 110, 60, 10]);
  });

  it("draws orders as a line through the slots' centres against the right axis", () => {
    const chart = dailyChart(days, BOX);
    expect(chart.orderTicks.map((tick) => tick.value)).toEqual([0, 1, 2, 3, 4]);
    expect(chart.orderTicks.map((tick) => tick.y)).toEqual([210, 160, 110, 60, 10]);
    expect(chart.line).toBe("127.5,210 262.5,110 397.5,10 532.5,160");
  });

  it("thins the day labels so that at most the asked number show", () => {
    const month = Array.from({ length: 30 }, (_, i) => ({
      day: `2026-11-${String(i + 1).padStart(2, "0")}`,
      revenue: i,
      orders: i,
    }));
    const labels = dailyChart(month, BOX, 8).labels;
    expect(labels.length).toBeLessThanOrEqual(8);
    expect(labels[0]!.day).toBe("2026-11-01");
    expect(labels[1]!.day).toBe("2026-11-05");
  });

  it("draws an empty range flat on the axis", () => {
    const chart = dailyChart([{ day: "2026-11-20", revenue: 0, orders: 0 }], BOX);
    expect(chart.bars[0]!.height).toBe(0);
    expect(chart.line).toBe("330,210");
  });
});

describe("barChart", () => {
  it("makes the largest value fill the width and the others in proportion, one row apart", () => {
    const chart = barChart(
      [
        { label: "Kaos", value: 300 },
        { label: "Topi", value: 150 },
        { label: "Tas", value: 1 },
        { label: "Sepatu", value: 0 },
      ],
      200,
    );
    expect(chart.rows.map((row) => row.width)).toEqual([200, 100, 2, 0]);
    expect(chart.rows.map((row) => row.y)).toEqual([0, 34, 68, 102]);
    expect(chart.height).toBe(136);
  });

  it("draws nothing for rows that are all zero", () => {
    expect(barChart([{ label: "Kaos", value: 0 }], 200).rows[0]!.width).toBe(0);
  });
});
