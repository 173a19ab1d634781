import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hash } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import { SignJWT } from "jose";
import postgres from "postgres";
import { SESSION_TTL_MS } from "../core/account/index.ts";
import { refreshSearchVocabulary } from "../core/search/index.ts";
import { createServices, type Services } from "../core/services.ts";
import { systemClock } from "../core/shared/clock.ts";
import { loadConfig } from "../core/shared/config.ts";
import { createWalletRepository } from "../core/wallet/index.ts";
import { openDatabase, type Database, type DatabaseTarget } from "../db/client.ts";
import { bulkInsert, query } from "../db/seed/bulk.ts";
import { seedDemoMarketplace } from "../db/seed/index.ts";
import { apiLinks } from "../server/api-links.ts";
import { spawnServer, stopServer } from "../tests/support/server-process.ts";
import { ensureBuild, productionServerEnv } from "./build.ts";
import { freshDatabaseTarget, percentile, processCpuMs } from "./measure.ts";

/**
 * `npm run bench:checkout`: the checkout issue's speed goals, on the embedded PGlite database and on
 * PostgreSQL (BENCH_TARGETS, default 'pglite,postgres'), 50 connections on loopback, each target on a fresh
 * database with the demo marketplace (BENCH_PRODUCTS, default 2,000).
 *
 * Before the server starts, buyers are prepared in-process (the login path's argon2 and rate limits are
 * not what is measured): users and sessions written directly, bearer tokens signed with the server's
 * JWT_SECRET, the demo buyer's address copied, the wallet credited through the wallet repository. One
 * template buyer per cart shape is prepared through the services (add to cart, courier from the price
 * list, wallet on) and its cart and checkout choices copied to the rest of its group.
 *
 * Phases, one after the other against the production server:
 * - add to cart (POST /api/cart/add): BENCH_PHASE_SECONDS (default 15) of adds by BENCH_CART_USERS buyers
 *   over 100 products;
 * - checkout preview (GET /api/shipping/checkout/preview): the same time over the pay buyers' carts;
 * - pay (POST /api/checkout/pay, Idempotency-Key set): BENCH_PAY_BUYERS (default 2,000) buyers once each,
 *   two products from two stores each, paid in full from the wallet (status 'settlement');
 * - flash sale: BENCH_BUYERS buyers each paying once for one hot product that is in a running flash sale,
 *   with BENCH_FLASH_STOCK units (default 100 × BENCH_DURATION: the goal's 100 checkouts a second for 60 s)
 *   and a flash quota of BENCH_FLASH_QUOTA (default the stock). Buyers default to 10% more than the stock,
 *   so the late ones must be refused, never oversold.
 * The flash sale's rate is completed checkouts over its selling window (start to the last sale), with each
 * second's count beside it. Afterwards the database is checked: units sold = orders for the hot product =
 * successful pays, stock not negative, one invoice per successful buyer, every other answer a 409.
 *
 * Prints p50/p95/p99 and rates beside the goals (also bench/results/checkout.json, one key per target, with
 * the machine's load average, as other work shares the machine; BENCH_QUICK=1, a smoke run of small sizes,
 * and runs with other sizes or BENCH_PHASES (e.g. 'flash') get keys of their own). Latencies are measured
 * per request by a small keep-alive client, since every pay needs its own buyer's token.
 * BENCH_PG_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres); the database
 * pasar_bench_checkout is dropped and created on each run and kept afterwards for inspection.
 * BENCH_SERVER_NODE_OPTIONS: node options for the server only, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
 * BENCH_CONNECTIONS (default 50): e.g. 1 to see one request's latency without queueing.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const QUICK = process.env.BENCH_QUICK === "1";
const SIZE_SETTINGS: string[] = [];
const size = (name: string, full: number, quick: number) => {
  SIZE_SETTINGS.push(name);
  return Number(process.env[name] ?? (QUICK ? quick : full));
};
const GOALS = {
  postgres_add_to_cart_p95_ms: 100,
  postgres_preview_p95_ms: 150,
  postgres_pay_p95_ms: 300,
  flash_completed_per_second: 100,
  flash_seconds: 60,
  flash_p99_ms: 1000,
};
const DURATION_S = size("BENCH_DURATION", GOALS.flash_seconds, 3);
const FLASH_STOCK = size(
  "BENCH_FLASH_STOCK",
  GOALS.flash_completed_per_second * DURATION_S,
  GOALS.flash_completed_per_second * DURATION_S,
);
const FLASH_BUYERS = size("BENCH_BUYERS", Math.ceil(FLASH_STOCK * 1.1), Math.ceil(FLASH_STOCK * 1.1));
const FLASH_QUOTA = size("BENCH_FLASH_QUOTA", FLASH_STOCK, FLASH_STOCK);
const PAY_BUYERS = size("BENCH_PAY_BUYERS", 2000, 200);
const PHASE_S = size("BENCH_PHASE_SECONDS", 15, 5);
const CART_USERS = size("BENCH_CART_USERS", 500, 100);
const PAY_SHAPES = size("BENCH_PAY_SHAPES", 100, 20);
const PRODUCTS = size("BENCH_PRODUCTS", 2000, 300);
const CART_PRODUCTS = 100;
const CONNECTIONS = size("BENCH_CONNECTIONS", 50, 50);
const TARGETS = (process.env.BENCH_TARGETS ?? "pglite,postgres").split(",").map((name) => name.trim());
/** BENCH_PHASES=flash re-measures one phase, e.g. after a change to pay. */
const PHASES = new Set((process.env.BENCH_PHASES ?? "add,preview,pay,flash").split(",").map((name) => name.trim()));
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PG_DATABASE = "pasar_bench_checkout";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const JWT_SECRET = randomBytes(48).toString("base64url");
const WALLET_CREDIT = 100_000_000;
const log = (line: string) => process.stderr.write(`${line}\n`);

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").trim();

// ---- preparing buyers in-process --------------------------------------------------------------------------

interface Buyer {
  id: number;
  token: string;
}

/** Users with a live session each, and the bearer token the login path would have signed for it. */
async function createBuyers(db: Database, label: string, count: number, passwordHash: string): Promise<Buyer[]> {
  const secret = new TextEncoder().encode(JWT_SECRET);
  const buyers: Buyer[] = [];
  for (let start = 0; start < count; start += 5000) {
    const rows = await query<{ id: number; token_version: number }>(
      db,
      sql`insert into "user" (email, password_hash, fullname)
          select ${`bench.${label}.`} || g || '@pasar.test', ${passwordHash}, ${`Pembeli ${label} `} || g
          from generate_series(${start + 1}::int, ${Math.min(count, start + 5000)}::int) g
          returning id, token_version`,
    );
    const now = Date.now();
    const sessions = rows.map((row) => ({
      id: randomBytes(24).toString("base64url"),
      user_id: Number(row.id),
      token_version: Number(row.token_version),
    }));
    const expiresAt = new Date(now + SESSION_TTL_MS);
    await bulkInsert(
      db,
      "session",
      { id: "text", user_id: "integer", token_version: "integer", expires_at: "timestamptz" },
      sessions.map((s) => ({ ...s, expires_at: expiresAt.toISOString() })),
    );
    for (const session of sessions) {
      const token = await new SignJWT({ sid: session.id, ver: session.token_version })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(session.user_id))
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
      buyers.push({ id: session.user_id, token });
    }
  }
  return buyers;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Copies a user's rows of `table` to other users (identity columns left to the database). */
async function copyRows(db: Database, table: string, fromUser: number, toUsers: number[]) {
  const columns = (
    await query<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table} and is_identity = 'NO' and is_generated = 'NEVER' and column_name <> 'user_id'
          order by ordinal_position`,
    )
  ).map((row) => ident(row.column_name));
  const list = sql.raw(columns.join(", "));
  for (let start = 0; start < toUsers.length; start += 5000) {
    const ids = toUsers.slice(start, start + 5000);
    await db.execute(
      sql`insert into ${sql.raw(ident(table))} (user_id, ${list})
          select bench_owner, ${list} from ${sql.raw(ident(table))} cross join unnest(${sql.param(ids)}::int[]) as bench_owner where user_id = ${fromUser}`,
    );
  }
}

/** Cart, couriers and wallet for the group's first buyer through the services; the others get copies. */
async function prepareGroup(services: Services, db: Database, group: number[], productIds: number[]) {
  const [template, ...others] = group as [number, ...number[]];
  for (const productId of productIds) await services.cart.add(template, { products_id: productId, qty: 1 });
  const first = await services.checkout.preview(template, "en", false);
  for (const order of first.orders) {
    const rates = await services.checkout.pricelist(template, order.id);
    await services.checkout.setLogistic(template, order.id, { shipper_result_id: rates[0]!.id });
  }
  await services.checkout.setWallet(template, { use_wallet: "yes" });
  for (const table of ["cart_item", "checkout_draft", "checkout_draft_order"])
    await copyRows(db, table, template, others);
  // The last copy must be as ready to pay as the template: every order with a courier, all from the wallet.
  const copy = await services.checkout.preview(group.at(-1)!, "en", false);
  const ready =
    copy.orders.length === productIds.length &&
    copy.summary.is_there_empty_shipping === false &&
    copy.summary.is_fullwallet_payment === "yes";
  if (!ready)
    throw new Error(`group of products ${productIds.join(",")} is not ready to pay: ${JSON.stringify(copy.summary)}`);
}

interface Prepared {
  cartUsers: Buyer[];
  cartProducts: number[];
  payBuyers: Buyer[];
  flashBuyers: Buyer[];
  hotProductId: number;
  flashSaleId: number;
}

async function prepare(target: DatabaseTarget, label: string): Promise<Prepared> {
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
    const { db } = handle;
    let started = performance.now();
    const step = (what: string) => {
      log(`${label}: ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      started = performance.now();
    };
    await seedDemoMarketplace(db, { products: PRODUCTS, clock: systemClock, log: () => {} });
    // As the server's first start does after seeding.
    await refreshSearchVocabulary(db);
    step(`demo marketplace with ${PRODUCTS} products`);

    const candidates = await query<{ id: number; merchant_id: number }>(
      db,
      sql`select p.id, p.merchant_id from product p join merchant m on m.id = p.merchant_id
          where p.status = 'PUBLISH' and m.status = 'active' and jsonb_array_length(p.attribute_values) = 0 and p.publish_price >= 10000
            and not exists (select 1 from flash_sale_product f where f.product_id = p.id)
          order by p.id`,
    );
    const pool = candidates.map((row) => ({ id: Number(row.id), merchant: Number(row.merchant_id) }));
    const hotProductId = pool.shift()!.id;
    const cartProducts = pool.splice(0, CART_PRODUCTS).map((product) => product.id);
    // Two products from two stores per pay shape: two store orders, two couriers.
    const shapes: number[][] = [];
    while (shapes.length < PAY_SHAPES && pool.length > 1) {
      const first = pool.shift()!;
      const other = pool.findIndex((product) => product.merchant !== first.merchant);
      if (other < 0) break;
      shapes.push([first.id, pool.splice(other, 1)[0]!.id]);
    }
    if (shapes.length < PAY_SHAPES || cartProducts.length < CART_PRODUCTS)
      throw new Error(`the catalogue has too few plain products (${candidates.length})`);
    // The ordinary products never run out during the run: only the hot product's stock is under test.
    await db.execute(
      sql`update product set stock = stock + 1000000 where id = any(${sql.param([...cartProducts, ...shapes.flat()])}::int[])`,
    );
    await db.execute(sql`update product set stock = ${FLASH_STOCK} where id = ${hotProductId}`);
    const [sale] = await query<{ id: number }>(
      db,
      sql`insert into flash_sale (name, slug, starts_at, ends_at) values ('Bench Flash Sale', 'bench-flash-sale', now() - interval '1 minute', now() + interval '6 hours') returning id`,
    );
    const flashSaleId = Number(sale!.id);
    await db.execute(
      sql`insert into flash_sale_product (flash_sale_id, product_id, flash_price, quota, sold)
          select ${flashSaleId}, id, greatest(100, floor(publish_price * 0.8 / 100) * 100), ${FLASH_QUOTA}, 0 from product where id = ${hotProductId}`,
    );

    const passwordHash = await hash(randomBytes(16).toString("hex"));
    const cartUsers = await createBuyers(db, "cart", CART_USERS, passwordHash);
    const payBuyers = await createBuyers(db, "pay", PAY_BUYERS, passwordHash);
    const flashBuyers = await createBuyers(db, "flash", FLASH_BUYERS, passwordHash);
    step(`${cartUsers.length + payBuyers.length + flashBuyers.length} buyers with sessions`);
    const services = createServices({
      db,
      clock: systemClock,
      jwtSecret: new TextEncoder().encode(JWT_SECRET),
      config: loadConfig(),
      links: apiLinks,
    });
    if ((await services.accounts.authenticate(flashBuyers[0]!.token))?.userId !== flashBuyers[0]!.id)
      throw new Error("the bench's bearer tokens are not accepted");

    const checkoutIds = [...payBuyers, ...flashBuyers].map((buyer) => buyer.id);
    const [demo] = await query<{ id: number }>(db, sql`select id from "user" where email = 'buyer@pasar.test'`);
    await copyRows(db, "address_book", Number(demo!.id), checkoutIds);
    const wallets = createWalletRepository(db);
    for (let start = 0; start < checkoutIds.length; start += 50) {
      await Promise.all(
        checkoutIds
          .slice(start, start + 50)
          .map((id) =>
            wallets.book(
              { type: "user", id },
              { amount: WALLET_CREDIT, kind: "topup", reference: "bench-topup", description: "Bench" },
            ),
          ),
      );
    }
    step("addresses and wallets");

    const groups = shapes.map(() => [] as number[]);
    payBuyers.forEach((buyer, index) => groups[index % shapes.length]!.push(buyer.id));
    for (const [index, group] of groups.entries()) await prepareGroup(services, db, group, shapes[index]!);
    await prepareGroup(
      services,
      db,
      flashBuyers.map((buyer) => buyer.id),
      [hotProductId],
    );
    step(`${shapes.length} pay shapes and the flash sale's buyers ready to pay`);
    return { cartUsers, cartProducts, payBuyers, flashBuyers, hotProductId, flashSaleId };
  } finally {
    await handle.close();
  }
}

// ---- load ---------------------------------------------------------------------------------------------

interface Call {
  method: "GET" | "POST";
  path: string;
  token: string;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Outcome {
  /** When the answer arrived, ms from the phase's start. */
  doneMs: number;
  ms: number;
  status: number;
  message: string;
  ok: boolean;
}

let forwardedFor = 0;

function send(agent: http.Agent, baseUrl: URL, call: Call): Promise<{ status: number; body: string }> {
  forwardedFor += 1;
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: baseUrl.hostname,
        port: baseUrl.port,
        method: call.method,
        path: call.path,
        timeout: 120_000,
        headers: {
          authorization: `Bearer ${call.token}`,
          "accept-language": "en",
          // A client address per request keeps the per-IP API limit (1,200 a minute) out of the measurement.
          "x-forwarded-for": `10.${(forwardedFor >> 16) & 255}.${(forwardedFor >> 8) & 255}.${forwardedFor & 255}`,
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
          ...call.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
    request.end(payload);
  });
}

/**
 * CONNECTIONS workers, each sending its next call as soon as the previous one is answered, until `calls`
 * are done or `seconds` have passed; `ok` judges each answer.
 */
async function fire(
  baseUrl: string,
  pid: number,
  plan: { calls: number; seconds?: number },
  make: (index: number) => Call,
  ok: (status: number, body: { data?: unknown }) => boolean,
): Promise<{ outcomes: Outcome[]; seconds: number; cpuMs: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const url = new URL(baseUrl);
  const outcomes: Outcome[] = [];
  const cpuBefore = processCpuMs(pid);
  const started = performance.now();
  const deadline = plan.seconds === undefined ? Infinity : started + plan.seconds * 1000;
  let next = 0;
  async function worker() {
    while (next < plan.calls && performance.now() < deadline) {
      const call = make(next++);
      const sent = performance.now();
      let status = 0;
      let message: string;
      let good = false;
      try {
        const answer = await send(agent, url, call);
        status = answer.status;
        const body = JSON.parse(answer.body) as { message?: string; data?: unknown };
        message = body.message ?? "";
        good = ok(status, body);
      } catch (error) {
        message = error instanceof Error ? error.message : String(error);
      }
      const done = performance.now();
      outcomes.push({ doneMs: done - started, ms: done - sent, status, message, ok: good });
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  agent.destroy();
  return { outcomes, seconds: (performance.now() - started) / 1000, cpuMs: processCpuMs(pid) - cpuBefore };
}

function latencies(outcomes: Outcome[]) {
  const sorted = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  return {
    p50_ms: Math.round(percentile(sorted, 0.5)),
    p95_ms: Math.round(percentile(sorted, 0.95)),
    p99_ms: Math.round(percentile(sorted, 0.99)),
    max_ms: Math.round(percentile(sorted, 1)),
  };
}

/** Answers that were not ok, counted by status and message. */
function refusals(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes.filter((item) => !item.ok)) {
    const key = `${outcome.status} ${outcome.message}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

function summary(run: Awaited<ReturnType<typeof fire>>) {
  const { outcomes, seconds, cpuMs } = run;
  const completed = outcomes.filter((outcome) => outcome.ok).length;
  return {
    requests: outcomes.length,
    ok: completed,
    seconds: Math.round(seconds * 10) / 10,
    requests_per_second: Math.round((outcomes.length / seconds) * 10) / 10,
    ...latencies(outcomes),
    // Server process only: PostgreSQL's own CPU is not in it.
    server_cpu_ms_per_request: Math.round((cpuMs / Math.max(1, outcomes.length)) * 100) / 100,
    refused: refusals(outcomes),
  };
}

const succeeded = (status: number) => status === 200;
const settled = (status: number, body: { data?: unknown }) =>
  status === 200 && (body.data as { status_payment?: string } | null)?.status_payment === "settlement";

function payCall(buyer: Buyer): Call {
  return {
    method: "POST",
    path: "/api/checkout/pay",
    token: buyer.token,
    body: {},
    headers: { "idempotency-key": `bench-pay-${buyer.id}` },
  };
}

/** The flash sale's run: completions per second over the selling window (start to the last sale). */
function flashSummary(run: Awaited<ReturnType<typeof fire>>) {
  const sold = run.outcomes.filter((outcome) => outcome.ok);
  const windowMs = Math.max(1, ...sold.map((outcome) => outcome.doneMs));
  const perSecond = new Array<number>(Math.ceil(windowMs / 1000)).fill(0);
  for (const outcome of sold) perSecond[Math.min(perSecond.length - 1, Math.floor(outcome.doneMs / 1000))]! += 1;
  // The last second is cut short by the sell-out; the others are whole.
  const whole = perSecond.length > 1 ? perSecond.slice(0, -1) : perSecond;
  return {
    ...summary(run),
    completed: sold.length,
    selling_window_s: Math.round(windowMs / 100) / 10,
    completed_per_second: Math.round((sold.length / (windowMs / 1000)) * 10) / 10,
    slowest_whole_second_completed: Math.min(...whole),
    completed_each_second: perSecond,
    completed_latency: latencies(sold),
  };
}

// ---- one target ---------------------------------------------------------------------------------------

interface PostgresMaintenance {
  note: string;
  stop(): Promise<void>;
}

/**
 * A live PostgreSQL has statistics and autovacuum; the CI machines' server runs with autovacuum off, which
 * leaves the tables that grow during the run (orders, invoices) without statistics and the hot product's
 * dead row versions in place. There the bench stands in for it: VACUUM ANALYZE after preparing and then every
 * BENCH_PG_VACUUM_SECONDS (default 15; 0 = never).
 */
async function standInForAutovacuum(url: string): Promise<PostgresMaintenance> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  const [setting] = await client<{ autovacuum: string }[]>`show autovacuum`;
  const every = Number(process.env.BENCH_PG_VACUUM_SECONDS ?? 15);
  if (setting?.autovacuum === "on" || every <= 0) {
    await client.end();
    return { note: `server autovacuum ${setting?.autovacuum}; the bench does not vacuum`, stop: async () => {} };
  }
  await client`vacuum analyze`;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= client`vacuum analyze`
      .catch((error: unknown) => log(`vacuum analyze failed: ${String(error)}`))
      .finally(() => (running = undefined));
  }, every * 1000);
  let stopped = false;
  return {
    note: `server autovacuum off; the bench ran VACUUM ANALYZE after preparing and every ${every} s`,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await running;
      await client.end();
    },
  };
}

/** `refusedOther`: flash answers that were neither a sale nor a 409 refusal (out of stock, flash quota). */
async function verify(target: DatabaseTarget, prepared: Prepared, completedCodes: string[], refusedOther: number) {
  const handle = await openDatabase(target);
  try {
    const num = async (statement: ReturnType<typeof sql>) =>
      Number(Object.values((await query<Record<string, unknown>>(handle.db, statement))[0]!)[0]);
    const flashIds = prepared.flashBuyers.map((buyer) => buyer.id);
    const stockLeft = await num(sql`select stock from product where id = ${prepared.hotProductId}`);
    const unitsOrdered = await num(
      sql`select coalesce(sum(qty), 0) from order_item where product_id = ${prepared.hotProductId}`,
    );
    const ordersForHot = await num(
      sql`select count(distinct order_id) from order_item where product_id = ${prepared.hotProductId}`,
    );
    const invoicesOfFlashBuyers = await num(
      sql`select count(*) from invoice where user_id = any(${sql.param(flashIds)}::int[])`,
    );
    const buyersWithTwoInvoices = await num(
      sql`select count(*) from (select user_id from invoice where user_id = any(${sql.param(flashIds)}::int[]) group by user_id having count(*) > 1) twice`,
    );
    const answeredInvoicesFound = await num(
      sql`select count(*) from invoice where invoice_code = any(${sql.param(completedCodes)}::text[])`,
    );
    const flashSold = await num(
      sql`select sold from flash_sale_product where flash_sale_id = ${prepared.flashSaleId} and product_id = ${prepared.hotProductId}`,
    );
    const expected = Math.min(FLASH_STOCK, prepared.flashBuyers.length);
    const checks = {
      stock_left: stockLeft,
      units_ordered: unitsOrdered,
      orders_for_hot_product: ordersForHot,
      invoices_of_flash_buyers: invoicesOfFlashBuyers,
      buyers_with_more_than_one_invoice: buyersWithTwoInvoices,
      settled_answers: completedCodes.length,
      settled_answers_found_as_invoices: answeredInvoicesFound,
      flash_sale_product_sold: flashSold,
      answers_neither_sale_nor_409: refusedOther,
    };
    const passed =
      stockLeft >= 0 &&
      unitsOrdered === FLASH_STOCK - stockLeft &&
      ordersForHot === completedCodes.length &&
      ordersForHot === expected &&
      invoicesOfFlashBuyers === completedCodes.length &&
      buyersWithTwoInvoices === 0 &&
      answeredInvoicesFound === completedCodes.length &&
      refusedOther === 0;
    return { expected_orders: expected, ...checks, no_oversell: stockLeft >= 0 && unitsOrdered <= FLASH_STOCK, passed };
  } finally {
    await handle.close();
  }
}

async function benchTarget(name: string): Promise<Record<string, unknown>> {
  const loadBefore = loadAverage();
  const tempDir = mkdtempSync(path.join(os.tmpdir(), "pasar-checkout-bench-"));
  const { target, serverEnv } = await freshDatabaseTarget(name, tempDir, PG_ADMIN_URL, PG_DATABASE);
  let maintenance: PostgresMaintenance | undefined;
  try {
    const prepared = await prepare(target, name);
    if (target.kind === "postgres") maintenance = await standInForAutovacuum(target.url);
    const server = await spawnServer({
      ...productionServerEnv(BUILD_DIR),
      SEED_ON_START: "false",
      TRUST_PROXY: "true",
      JWT_SECRET,
      MEDIA_DIR: path.join(tempDir, "media"),
      // E.g. '--cpu-prof --cpu-prof-dir=/tmp/profiles' to see where the server's time goes.
      NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? "",
      ...serverEnv,
    });
    const phases: Record<string, unknown> = {};
    const completedCodes: string[] = [];
    let refusedOther = 0;
    try {
      const { baseUrl } = server;
      const pid = server.child.pid!;
      const { cartUsers, cartProducts, payBuyers, flashBuyers } = prepared;
      // Each user adds the products in turn, so no line grows past its stock and no cart past its 200 lines.
      const addCall = (index: number): Call => ({
        method: "POST",
        path: "/api/cart/add",
        token: cartUsers[index % cartUsers.length]!.token,
        body: {
          products_id: cartProducts[(index + Math.floor(index / cartUsers.length)) % cartProducts.length],
          qty: 1,
        },
      });
      // The first pays (not counted) warm the pay path; each buyer pays once, so they are set aside.
      const warmPays = Math.min(100, Math.floor(payBuyers.length / 10));
      const measuredPayBuyers = payBuyers.slice(warmPays);
      const previewCall = (index: number): Call => ({
        method: "GET",
        path: "/api/shipping/checkout/preview",
        token: measuredPayBuyers[index % measuredPayBuyers.length]!.token,
      });

      log(`${name}: warming up`);
      await fire(baseUrl, pid, { calls: Infinity, seconds: 3 }, (index) => addCall(index + 1_000_000), succeeded);
      await fire(baseUrl, pid, { calls: Infinity, seconds: 3 }, previewCall, succeeded);
      await fire(baseUrl, pid, { calls: warmPays }, (index) => payCall(payBuyers[index]!), settled);

      if (PHASES.has("add")) {
        log(`${name}: add to cart for ${PHASE_S} s`);
        phases.add_to_cart = summary(
          await fire(baseUrl, pid, { calls: Infinity, seconds: PHASE_S }, addCall, succeeded),
        );
        log(`  ${JSON.stringify(phases.add_to_cart)}`);
      }
      if (PHASES.has("preview")) {
        log(`${name}: checkout preview for ${PHASE_S} s`);
        phases.preview = summary(
          await fire(baseUrl, pid, { calls: Infinity, seconds: PHASE_S }, previewCall, succeeded),
        );
        log(`  ${JSON.stringify(phases.preview)}`);
      }
      if (PHASES.has("pay")) {
        log(`${name}: ${measuredPayBuyers.length} pays`);
        phases.pay = summary(
          await fire(
            baseUrl,
            pid,
            { calls: measuredPayBuyers.length },
            (index) => payCall(measuredPayBuyers[index]!),
            settled,
          ),
        );
        log(`  ${JSON.stringify(phases.pay)}`);
      }
      if (PHASES.has("flash")) {
        log(`${name}: flash sale, ${flashBuyers.length} buyers for ${FLASH_STOCK} units`);
        const flashRun = await fire(
          baseUrl,
          pid,
          { calls: flashBuyers.length },
          (index) => payCall(flashBuyers[index]!),
          (status, body) => {
            const paid = settled(status, body);
            if (paid) completedCodes.push((body.data as { invoice_code: string }).invoice_code);
            return paid;
          },
        );
        refusedOther = flashRun.outcomes.filter((outcome) => !outcome.ok && outcome.status !== 409).length;
        phases.flash_sale = flashSummary(flashRun);
        log(`  ${JSON.stringify(phases.flash_sale)}`);
      }
    } finally {
      await stopServer(server.child);
      await maintenance?.stop();
    }
    const flash = phases.flash_sale as ReturnType<typeof flashSummary> | undefined;
    const verification = flash ? await verify(target, prepared, completedCodes, refusedOther) : undefined;
    const met: Record<string, boolean> = {};
    const p95Within = (phase: string, goal: number) => {
      if (name === "postgres" && phases[phase])
        met[`${phase}_p95`] = (phases[phase] as { p95_ms: number }).p95_ms <= goal;
    };
    p95Within("add_to_cart", GOALS.postgres_add_to_cart_p95_ms);
    p95Within("preview", GOALS.postgres_preview_p95_ms);
    p95Within("pay", GOALS.postgres_pay_p95_ms);
    if (flash && verification) {
      met.flash_completed_per_second = flash.completed_per_second >= GOALS.flash_completed_per_second;
      met.flash_volume_of_goal = flash.completed >= GOALS.flash_completed_per_second * GOALS.flash_seconds;
      met.flash_p99 = flash.completed_latency.p99_ms <= GOALS.flash_p99_ms;
      met.no_oversell = verification.passed;
    }
    const serverErrors = Object.entries(phases).reduce(
      (count, [, phase]) =>
        count +
        Object.entries((phase as { refused: Record<string, number> }).refused)
          .filter(([key]) => !/^(2|4)\d\d /.test(key))
          .reduce((sum, [, n]) => sum + n, 0),
      0,
    );
    return {
      measured_at: new Date().toISOString(),
      load_average_before: loadBefore,
      load_average_after: loadAverage(),
      sizes: {
        products: PRODUCTS,
        connections: CONNECTIONS,
        phase_seconds: PHASE_S,
        cart_users: CART_USERS,
        pay_buyers: PAY_BUYERS,
        pay_shapes: PAY_SHAPES,
        flash_buyers: FLASH_BUYERS,
        flash_stock: FLASH_STOCK,
        flash_quota: FLASH_QUOTA,
        server_database_pool: name === "postgres" ? 10 : 1,
      },
      phases: [...PHASES],
      ...(maintenance ? { postgres_autovacuum: maintenance.note } : {}),
      ...phases,
      ...(verification ? { flash_sale_verification: verification } : {}),
      server_errors: serverErrors,
      met,
    };
  } finally {
    await maintenance?.stop();
    rmSync(tempDir, { recursive: true, force: true });
  }
}

ensureBuild(BUILD_DIR);
const resultsFile = path.join(root, "bench/results/checkout.json");
const results: Record<string, unknown> = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, "utf8")) : {};
results.goals = GOALS;
results.machine = { cpus: os.cpus().length, node: process.version };
let failed = false;
for (const name of TARGETS) {
  // Runs with other sizes or fewer phases keep the default run's figures apart.
  const custom = PHASES.size < 4 || SIZE_SETTINGS.some((setting) => process.env[setting] !== undefined);
  const key = `${name}${QUICK ? "_quick" : ""}${custom ? "_custom" : ""}`;
  const measured = await benchTarget(name);
  results[key] = measured;
  const verification = measured.flash_sale_verification as { passed: boolean } | undefined;
  if (verification?.passed === false || (measured.server_errors as number) > 0) failed = true;
  log(`${key}: ${JSON.stringify(measured, null, 2)}`);
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
}
console.log(JSON.stringify(results, null, 2));
if (failed) {
  process.exitCode = 1;
  log("the flash sale's database check failed or the server answered with errors");
}
