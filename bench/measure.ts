import { readFileSync } from "node:fs";

/** The nearest-rank percentile of ascending `sorted` samples: `fraction` 0.95 is p95, 1 the largest; NaN for none. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; clock ticks are 10 ms). */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
