import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { createServices, type Services } from "../../core/services.ts";
import { fixedClock } from "../../core/shared/clock.ts";
import { loadConfig } from "../../core/shared/config.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { apiLinks } from "../../server/api-links.ts";
import { buildApp } from "../../server/app.ts";
import { resolveJwtSecret } from "../../server/runtime.ts";
import { createTestDatabase } from "./test-db.ts";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  services: Services;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  onRoute?: (route: RouteOptions) => void;
  config?: Record<string, string>;
  /** Media (uploads and served files) in a fresh temporary folder named with this prefix, deleted on close. */
  ownMediaDir?: string;
}

/** The API on a fresh database with a movable clock, no pages and no demo data; `config` adds settings. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const mediaDir = options.ownMediaDir ? await mkdtemp(path.join(tmpdir(), options.ownMediaDir)) : undefined;
  const database = await createTestDatabase();
  const clock = fixedClock(new Date("2026-11-20T03:00:00Z"));
  const config = loadConfig({
    NODE_ENV: "test",
    SEED_ON_START: "false",
    LOG_LEVEL: "silent",
    ...(mediaDir ? { MEDIA_DIR: mediaDir } : {}),
    ...options.config,
  });
  const services = createServices({
    db: database.db,
    clock,
    jwtSecret: await resolveJwtSecret(database.db, undefined),
    config,
    links: apiLinks,
  });
  const app = await buildApp({
    runtime: { config, database, services, demoAccounts: [] },
    pages: { mode: "none" },
    logger: false,
    onRoute: options.onRoute,
  });
  await app.ready();
  return {
    app,
    database,
    services,
    clock,
    async close() {
      await app.close();
      await database.close();
      if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/**
 * One TestApp for the file: made in a beforeAll, closed in an afterAll. What it returns reads through to that
 * app, so it may be named at the top of the file and passed to factories, but used only once the hooks ran.
 * Hooks registered after this call run after the app is made, and their afterAll before it is closed.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  const live = (): TestApp => {
    if (!current) throw new Error("useTestApp: the app exists only inside hooks and tests");
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get app() {
      return live().app;
    },
    get database() {
      return live().database;
    },
    get services() {
      return live().services;
    },
    get clock() {
      return live().clock;
    },
    close: async () => {
      await live().close();
    },
  };
}

/** The cookies a response sets, by name, with their attributes as written. */
export function setCookies(response: { headers: Record<string, unknown> }): Map<string, string> {
  const raw = response.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : typeof raw === "string" ? [raw] : [];
  return new Map(list.map((cookie: string) => [cookie.slice(0, cookie.indexOf("=")), cookie]));
}

export function cookieValue(setCookie: string | undefined): string | undefined {
  if (!setCookie) return undefined;
  return setCookie.slice(setCookie.indexOf("=") + 1).split(";")[0];
}

/**
 * A new client address on each call, within 10.`subnet`.0.0/16, so that the per-IP limits of one test do not
 * leak into another; suites that share a database use different subnets.
 */
export function clientAddresses(subnet: number): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    return `10.${subnet}.${Math.floor(counter / 250)}.${counter % 250}`;
  };
}

/** One API call through inject: its status and its JSON body. */
export async function callJson(
  world: { app: FastifyInstance },
  method: "GET" | "POST",
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
) {
  const response = await world.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
