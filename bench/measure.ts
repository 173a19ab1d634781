import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import type { DatabaseTarget } from "../db/client.ts";

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

/** What a load of one URL measured. */
export interface Measured {
  p50_ms: number;
  p95_ms: number;
  requests_per_second: number;
  requests: number;
  errors: number;
  /** Of the machine, when the measurement ended: other work on it slows every figure. */
  load_average_1m: number;
}

export interface LoadOptions {
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
  /** Appended to the path of the n-th request, so that requests differ (e.g. the page asked for). */
  vary?: (n: number) => string;
}

/**
 * Loads `url` with autocannon. Each request comes from its own client address (x-forwarded-for; the server
 * must trust the proxy), so that the per-IP API limit does not throttle the load.
 */
export async function measureLoad(url: string, options: LoadOptions): Promise<Measured> {
  let counter = 0;
  const latencies: number[] = [];
  const load: autocannon.Options = {
    url,
    connections: options.connections,
    duration: options.durationS,
    ...(options.headers ? { headers: options.headers } : {}),
    requests: [
      {
        setupRequest: (request) => {
          counter += 1;
          return {
            ...request,
            path: options.vary ? `${request.path}${options.vary(counter)}` : request.path,
            headers: {
              ...request.headers,
              "x-forwarded-for": `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
            },
          };
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(load, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    p50_ms: Math.round(percentile(latencies, 0.5) * 10) / 10,
    p95_ms: Math.round(percentile(latencies, 0.95) * 10) / 10,
    requests_per_second: Math.round(result.requests.average),
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
    load_average_1m: Math.round(os.loadavg()[0]! * 100) / 100,
  };
}

/**
 * A fresh database for a bench run: `pglite` under `tempDir`, or `postgres` as `database` on the server at
 * `adminUrl` (dropped and made again). Returns the target to seed and the settings that point a server at it.
 */
export async function freshDatabaseTarget(
  name: string,
  tempDir: string,
  adminUrl: string,
  database: string,
): Promise<{ target: DatabaseTarget; serverEnv: Record<string, string> }> {
  if (name === "postgres") {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`drop database if exists "${database}" with (force)`);
      await admin.unsafe(`create database "${database}"`);
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return { target: { kind: "postgres", url: url.toString() }, serverEnv: { DATABASE_URL: url.toString() } };
  }
  if (name === "pglite") {
    const dataDir = path.join(tempDir, "pglite");
    return { target: { kind: "pglite", dataDir }, serverEnv: { DATABASE_URL: "", PGLITE_DATA_DIR: dataDir } };
  }
  throw new Error(`unknown target ${name}: pglite or postgres`);
}
