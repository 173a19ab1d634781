import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { spawnLocalServer, stopServer, type ServerProcess } from "../../support/server-process.ts";

/**
 * A journey file's own server and database, for journeys that spend the demo buyers' wallets other journeys
 * count on: started before the file's other `beforeAll` hooks (register it first), stopped and removed after.
 * Returns the running server's base URL.
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
    if (!server) throw new Error(`useOwnServer(${name}): the server has not started`);
    return server.baseUrl;
  };
}
