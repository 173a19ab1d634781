import { sql } from "drizzle-orm";
import { query } from "../../db/seed/bulk.ts";
import type { TestApp } from "../../tests/support/test-app.ts";
import type { CheckoutRate } from "../checkout/index.ts";
import { createPlaceOrder, type PayStep, type PlaceOrderDeps } from "./place-order.ts";

/**
 * For tests only: what the checkout workflow suites do to a seeded test app. `app` is read on every call,
 * since suites create their app in beforeAll.
 */
export function checkoutTestKit(app: () => TestApp) {
  const one = async <T>(statement: ReturnType<typeof sql>) => (await query<T>(app().database.db, statement))[0]!;
  const num = async (statement: ReturnType<typeof sql>) =>
    Number(Object.values(await one<Record<string, unknown>>(statement))[0]);

  async function fillCart(userId: number, items: { id: number; qty: number }[]) {
    for (const item of items) await app().services.cart.add(userId, { products_id: item.id, qty: item.qty });
  }

  /** Chooses the cheapest courier for every order of the shopper's checkout. */
  async function chooseCouriers(userId: number) {
    const { checkout } = app().services;
    const preview = await checkout.preview(userId, "en", false);
    for (const order of preview.orders) {
      const rates = await checkout.pricelist(userId, order.id);
      await checkout.setLogistic(userId, order.id, { shipper_result_id: rates[0]!.id });
    }
    return checkout.preview(userId, "en", false);
  }

  /**
   * `count` new shoppers with the main address of `like`, each with `qty` of the product checked and a
   * courier chosen. One quote serves everyone: same store, same address, same weight.
   */
  async function shoppersWanting(
    like: number,
    count: number,
    productId: number,
    qty: number,
    tag: string,
  ): Promise<number[]> {
    const { db } = app().database;
    const ids = (
      await query<{ id: number }>(
        db,
        sql`insert into "user" (email, fullname) select ${tag} || '-' || n || '@example.com', 'Shopper ' || n from generate_series(1, ${count}) n returning id`,
      )
    ).map((row) => Number(row.id));
    const idList = sql.raw(ids.join(","));
    await db.execute(sql`
      insert into address_book (user_id, label, behalf_name, behalf_phone, province_id, city_id, sub_district_id, area_id, address, zipcode, is_main_address)
      select u.id, a.label, a.behalf_name, a.behalf_phone, a.province_id, a.city_id, a.sub_district_id, a.area_id, a.address, a.zipcode, true
      from "user" u cross join (select * from address_book where user_id = ${like} and is_main_address limit 1) a where u.id in (${idList})`);
    await db.execute(
      sql`insert into cart_item (user_id, product_id, qty) select u.id, ${productId}, ${qty} from "user" u where u.id in (${idList})`,
    );
    const first = ids[0]!;
    const { checkout } = app().services;
    const preview = await checkout.preview(first, "en", false);
    const rates: CheckoutRate[] = await checkout.pricelist(first, preview.orders[0]!.id);
    await checkout.setLogistic(first, preview.orders[0]!.id, { shipper_result_id: rates[0]!.id });
    const [chosen] = await query<{ shipping: unknown; merchant_id: number }>(
      db,
      sql`select shipping, merchant_id from checkout_draft_order where user_id = ${first}`,
    );
    await db.execute(sql`
      insert into checkout_draft_order (user_id, merchant_id, shipping)
      select u.id, ${chosen!.merchant_id}, ${JSON.stringify(chosen!.shipping)}::jsonb from "user" u where u.id in (${idList}) and u.id <> ${first}`);
    return ids;
  }

  /** Pay wired as the app wires it, with the suites' pending limits; the suites spread it and change a part. */
  const payDeps = (): PlaceOrderDeps => ({
    db: app().database.db,
    clock: app().clock,
    checkout: app().services.checkout,
    cart: app().services.cart,
    promos: app().services.promoCart,
    media: app().services.media,
    gateway: app().services.payments.gateway,
    invoiceTtlMs: 3_600_000,
    pendingLimits: { invoices: 5, unitsPerProduct: 10, stockPercent: 20 },
  });

  /** Pay wired as payDeps, crashing just before step `failing`: what the steps before it did must be undone. */
  const crashingPay = (failing: PayStep) =>
    createPlaceOrder({
      ...payDeps(),
      beforeStep: (step) => {
        if (step === failing) throw new Error(`crash at ${step}`);
      },
    });

  /** The shopper's checkout ready to pay for `items`: couriers chosen and the wallet switched on. */
  async function readyToPayWithWallet(userId: number, items: { id: number; qty: number }[]) {
    await fillCart(userId, items);
    await chooseCouriers(userId);
    await app().services.checkout.setWallet(userId, { use_wallet: "yes" });
  }

  /** Every shopper's cart, promo choices and checkout back to empty, for a test to start from. */
  async function emptyCheckouts() {
    const { db } = app().database;
    await db.execute(sql`delete from cart_item`);
    await db.execute(sql`delete from promo_selection`);
    await db.execute(sql`delete from checkout_draft`);
  }

  return {
    one,
    num,
    emptyCheckouts,
    fillCart,
    chooseCouriers,
    shoppersWanting,
    payDeps,
    crashingPay,
    readyToPayWithWallet,
    stockOf: (productId: number) => num(sql`select stock from product where id = ${productId}`),
    balanceOf: (userId: number) =>
      num(
        sql`select coalesce(sum(amount), 0) from wallet_ledger_entry where owner_type = 'user' and owner_id = ${userId}`,
      ),
  };
}
