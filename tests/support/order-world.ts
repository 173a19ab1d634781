import { sql, type SQL } from "drizzle-orm";
import { afterEach, expect } from "vitest";
import { checkMoney } from "../../core/workflows/money-check.ts";
import { createOrderFulfilment, type FulfilmentStep } from "../../core/workflows/order-fulfilment.ts";
import { query } from "../../db/seed/bulk.ts";
import {
  makeBuyer,
  makeMerchant,
  makeProduct,
  PLACES,
  type Buyer,
  type Product,
  type ProductOptions,
  type ServedWorld,
  type Store,
  type World,
} from "./factories.ts";

/**
 * What the tests of an order's life share: raw SQL probes into the rows a service wrote, the usual cast of
 * buyers and stores, a paid order's code, and the money check that must hold after every test.
 */

/** `rows` runs a statement and returns its rows; `countOf` returns its first row's first column as a number. */
export function sqlProbe(world: Pick<World, "database">) {
  const rows = <T>(statement: SQL) => query<T>(world.database.db, statement);
  const countOf = async (statement: SQL) =>
    Number(Object.values((await rows<Record<string, unknown>>(statement))[0]!)[0]);
  return { rows, countOf };
}

/** Two buyers with a main address in Jakarta Selatan, two stores, and a product of the first store. */
export interface OrderCast {
  budi: Buyer;
  sari: Buyer;
  storeA: Store;
  storeB: Store;
  product: Product;
}

export async function makeOrderCast(
  world: ServedWorld,
  options: { storeNames: [string, string]; product: Omit<ProductOptions, "merchant"> },
): Promise<OrderCast> {
  const budi = await makeBuyer(world, { name: "Budi", address: PLACES.jakartaSelatan });
  const sari = await makeBuyer(world, { name: "Sari", address: PLACES.jakartaSelatan });
  const storeA = await makeMerchant(world, { name: options.storeNames[0] });
  const storeB = await makeMerchant(world, { name: options.storeNames[1] });
  const product = await makeProduct(world, { ...options.product, merchant: storeA });
  return { budi, sari, storeA, storeB, product };
}

/** One store with one product, and one buyer with a main address in Jakarta Selatan. */
export interface Shop {
  store: Store;
  product: Product;
  buyer: Buyer;
}

export async function makeShop(
  world: ServedWorld,
  options: { storeName: string; buyerName: string; product: Omit<ProductOptions, "merchant"> },
): Promise<Shop> {
  const store = await makeMerchant(world, { name: options.storeName });
  const product = await makeProduct(world, { ...options.product, merchant: store });
  const buyer = await makeBuyer(world, { name: options.buyerName, address: PLACES.jakartaSelatan });
  return { store, product, buyer };
}

/** Whatever a test did, every journal balances and no store's or buyer's money is below zero. */
export function useMoneyCheck(world: Pick<World, "database">): void {
  afterEach(async () => {
    expect(await checkMoney(world.database.db)).toEqual({ unbalanced: [], negative: [], walletMismatch: [] });
  });
}

/** The store order that a paid invoice made (the invoice holds one store's lines). */
export async function orderOfInvoice<T extends Record<string, unknown> = { order_code: string }>(
  world: Pick<World, "database">,
  invoiceCode: string,
  columns: SQL = sql`o.order_code`,
): Promise<T> {
  const [row] = await query<T>(
    world.database.db,
    sql`select ${columns} from shop_order o join invoice i on i.id = o.invoice_id where i.invoice_code = ${invoiceCode}`,
  );
  if (!row) throw new Error(`no order for invoice ${invoiceCode}`);
  return row;
}

/**
 * The order moves of `world` with the courier and timers the tests use (picked up in an hour, delivered a day
 * later), crashing just before the write named `failing`, as a process dying there would.
 */
export function crashingFulfilment(world: ServedWorld, failing: FulfilmentStep) {
  const HOUR = 3_600_000;
  return createOrderFulfilment({
    db: world.database.db,
    clock: world.clock,
    promos: world.services.promoCart,
    timers: { responseMs: 24 * HOUR, shipMs: 72 * HOUR, autoCompleteMs: 48 * HOUR },
    courier: { pickupMs: HOUR, transitMs: 24 * HOUR },
    beforeStep: (step) => {
      if (step === failing) throw new Error(`crash at ${step}`);
    },
  });
}
