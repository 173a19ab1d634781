import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { spawnLocalServer, stopServer, type ServerProcess } from "../../support/server-process.ts";

/**
 * A production server with a database and media of this file's own, for journeys that spend or change what
 * other journeys count on (the demo buyers' wallets) or need other settings (`env`). Started before the
 * file's tests, stopped and deleted after them; returns its base URL (inside hooks and tests only).
 */
export function useOwnServer(name: string, env: Record<string, string>): () => string {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), `pasar-e2e-${name}-`));
    server = await spawnLocalServer(dataDir, env);
  });
  afterAll(async () => {
    if (server) await stopServer(server.child);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error("useOwnServer: the server exists only inside hooks and tests");
    return server.baseUrl;
  };
}
