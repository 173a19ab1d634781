import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { spawnLocalServer, stopServer } from "../tests/support/server-process.ts";
import { buildPages } from "./build.ts";

/**
 * `npm run bench`: start-up time on an empty and on a seeded embedded database, idle memory, and
 * /api/health throughput beside a bare node:http server answering the same JSON, measured in one run on
 * loopback. Figures go to stdout and bench/results/latest.json. Then the benches listed in FOLLOW_UPS run,
 * one after the other, each writing its own results file.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

interface Started {
  child: ChildProcess;
  baseUrl: string;
  msToFirstPage: number;
}

async function startServer(dataDir: string): Promise<Started> {
  const started = performance.now();
  const { child, baseUrl } = await spawnLocalServer(dataDir);
  const response = await fetch(`${baseUrl}/`);
  if (response.status !== 200) throw new Error(`first page answered ${response.status}`);
  await response.text();
  return { child, baseUrl, msToFirstPage: performance.now() - started };
}

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The baseline: the same JSON from node:http with nothing else, in this same process run. */
async function bareServer(): Promise<{ url: string; close(): Promise<void> }> {
  const body = JSON.stringify({
    code: 200,
    message: "OK",
    data: { status: "ok", database: "up", version: "0.0.0" },
    meta: null,
  });
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}/api/health`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

buildPages();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "pasar-bench-"));
try {
  const empty = await startServer(dataDir);
  await stopServer(empty.child);
  const seeded = await startServer(dataDir);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const idleRssMb = residentMegabytes(seeded.child.pid!);

  const pasar = await load(`${seeded.baseUrl}/api/health`);
  const bare = await bareServer();
  const baseline = await load(bare.url);
  await bare.close();
  await stopServer(seeded.child);

  const results = {
    measured_at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    start_to_first_page_empty_db_ms: Math.round(empty.msToFirstPage),
    start_to_first_page_seeded_db_ms: Math.round(seeded.msToFirstPage),
    idle_rss_mb: idleRssMb,
    health: {
      connections: CONNECTIONS,
      duration_s: DURATION_S,
      pasar,
      bare_node_http: baseline,
      ratio: Math.round((pasar.requestsPerSecond / baseline.requestsPerSecond) * 100) / 100,
      goal_ratio: 0.8,
    },
  };
  console.log(JSON.stringify(results, null, 2));
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/latest.json"), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

/** Benches `npm run bench` runs after its own figures (each has its own npm script too). */
const FOLLOW_UPS = ["bench/merchant-products.ts", "bench/dashboard.ts", "bench/import.ts"];
for (const script of FOLLOW_UPS) {
  const result = spawnSync(process.execPath, [path.join(root, script)], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${script} failed`);
}
