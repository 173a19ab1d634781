import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { spawnLocalServer, stopServer } from "../../support/server-process.ts";

/** Starts the built production server on a free port with its own fresh, seeded PGlite database. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "pasar-e2e-"));
  const { child, baseUrl } = await spawnLocalServer(dataDir, { SEED_PRODUCTS: process.env.E2E_SEED_PRODUCTS ?? "400" });
  project.provide("baseUrl", baseUrl);
  return async () => {
    await stopServer(child);
    await rm(dataDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
