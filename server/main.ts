import { loadConfig } from "../core/shared/config.ts";
import { buildApp } from "./app.ts";
import { startRuntime } from "./runtime.ts";

/** Production entry: serves the built pages and the API on one port until SIGTERM or SIGINT. */
const config = loadConfig();
const startedAt = Date.now();
const runtime = await startRuntime(config, { log: (line) => console.log(line) });
const app = await buildApp({ runtime, pages: { mode: "production" } });
await app.listen({ port: config.PORT, host: config.HOST });

const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.PORT;
console.log(
  `\nPasar is ready at http://localhost:${port} (${((Date.now() - startedAt) / 1000).toFixed(1)} s, ${runtime.database.kind})`,
);
console.log("Demo accounts:");
for (const account of runtime.demoAccounts)
  console.log(`  ${account.role.padEnd(8)} ${account.email}  /  ${account.password}`);

// Unpaid invoices past their deadline give back stock, wallet and promo quotas (every process may run it).
const EXPIRY_SWEEP_MS = 60_000;
const expirySweep = setInterval(() => {
  runtime.services.invoiceExpiry.sweep().catch((error: unknown) => console.error("invoice expiry sweep failed", error));
}, EXPIRY_SWEEP_MS);
expirySweep.unref();

// The notification outbox: mail for key events, at least once; each process claims different rows (decision 0029).
const NOTIFICATION_DISPATCH_MS = 10_000;
const notificationDispatch = setInterval(() => {
  runtime.services.notificationDispatcher
    .dispatch()
    .catch((error: unknown) => console.error("notification dispatch failed", error));
}, NOTIFICATION_DISPATCH_MS);
notificationDispatch.unref();
// Paid orders' deadlines and the local courier's steps (decision 0030), and the stores' warnings before a deadline:
// each due order is claimed with SKIP LOCKED, so every process may run them.
const ORDER_SWEEP_MS = config.ORDER_SWEEP_SECONDS * 1000;
const orderSweep = setInterval(() => {
  runtime.services.fulfilment.sweep().catch((error: unknown) => console.error("order timer sweep failed", error));
  runtime.services.deadlineWarnings
    .sweep()
    .catch((error: unknown) => console.error("order deadline warning sweep failed", error));
  runtime.services.courierTracking
    .poll()
    .catch((error: unknown) => console.error("courier tracking poll failed", error));
}, ORDER_SWEEP_MS);
orderSweep.unref();

// Withdrawals: handed to the payout provider when due, and asked about until paid or failed (decision 0038); each
// is claimed with SKIP LOCKED, so every process may run it.
const payoutSweep = setInterval(() => {
  runtime.services.withdrawals.sweep().catch((error: unknown) => console.error("payout sweep failed", error));
}, config.PAYOUT_SWEEP_SECONDS * 1000);
payoutSweep.unref();

// Uploads no form claimed within a day are deleted, rows and bytes (every process may run it).
const MEDIA_SWEEP_MS = 10 * 60_000;
const mediaSweep = setInterval(() => {
  runtime.services.media
    .sweepUnattached()
    .then(({ failedKeys }) => {
      if (failedKeys.length > 0) console.error("media sweep could not delete stored files", failedKeys);
    })
    .catch((error: unknown) => console.error("media sweep failed", error));
}, MEDIA_SWEEP_MS);
mediaSweep.unref();

// Vacuum and fresh planner statistics for the embedded database (a no-op on PostgreSQL, whose autovacuum does it).
const MAINTENANCE_MS = 10 * 60_000;
const maintenance = setInterval(() => {
  runtime.database.maintain().catch((error: unknown) => console.error("database maintenance failed", error));
}, MAINTENANCE_MS);
maintenance.unref();

// Product page views are counted in memory and written in batches (decision 0031).
const VIEW_FLUSH_MS = 5_000;
const viewFlush = setInterval(() => {
  runtime.services.productViews.flush().catch((error: unknown) => console.error("product view flush failed", error));
}, VIEW_FLUSH_MS);
viewFlush.unref();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  clearInterval(expirySweep);
  clearInterval(notificationDispatch);
  clearInterval(orderSweep);
  clearInterval(payoutSweep);
  clearInterval(mediaSweep);
  clearInterval(maintenance);
  clearInterval(viewFlush);
  console.log(`${signal} received: finishing in-flight requests`);
  // Fastify stops accepting connections and waits for in-flight requests before resolving.
  await app.close();
  // The views of the requests just finished, before the database closes.
  await runtime.services.productViews
    .flush()
    .catch((error: unknown) => console.error("product view flush failed", error));
  await runtime.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
