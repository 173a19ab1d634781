/**
 * The core flows the server runs most (cart, checkout and pay, search) on PGlite in a worker thread, as
 * the server opens it: their own integration tests, loaded here with the test database in worker mode.
 * The forks pool runs this file in a process of its own, so the switch reaches no other file.
 * `PASAR_PGLITE_WORKER=1 npx vitest run --project integration` runs every integration test that way.
 */
export {};

process.env.PASAR_PGLITE_WORKER = "1";
await import("../core/cart/cart.integration-test.ts");
await import("../core/workflows/checkout.integration-test.ts");
await import("../core/search/search.integration-test.ts");
