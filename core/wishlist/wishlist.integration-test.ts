import { eq, sql } from "drizzle-orm";
import { product } from "../catalog/catalog.tables.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { makeBuyer, makeCategory, makeMerchant, makeProduct, makeProducts } from "../../tests/support/factories.ts";
import { useTestApp } from "../../tests/support/test-app.ts";
import { WISHLIST_MAX_ITEMS, WISHLIST_PER_PAGE } from "./index.ts";

const t = useTestApp();
let buyer: number;
let buyer2: number;
/** Published products of active stores, in id order; the 13th is the only one of its store. */
let visible: number[];
/** A product sold in sizes. */
let sized: { id: number; sizes: string[] };

const MINUTE = 60_000;
/** The API's own page links, as its route passes them. */
const apiPages = (page: number) => `/api/wishlist/my?page=${page}`;

beforeAll(async () => {
  buyer = (await makeBuyer(t)).userId;
  buyer2 = (await makeBuyer(t)).userId;
  const category = await makeCategory(t);
  const store = await makeMerchant(t);
  const many = await makeProducts(t, WISHLIST_MAX_ITEMS + 20, { merchant: store, category });
  const alone = await makeProduct(t, { merchant: await makeMerchant(t), category });
  visible = [...many.slice(0, 12), alone, ...many.slice(12)].map((item) => item.id);
  const sizes = ["S", "M", "L"];
  sized = { id: (await makeProduct(t, { merchant: store, category, sizes })).id, sizes };
});

async function clear(userId: number) {
  await t.database.db.execute(sql`delete from wishlist_item where user_id = ${userId}`);
}
/** Puts the products in the buyer's wishlist straight into the table, all at once. */
async function fillWishlist(userId: number, productIds: number[]) {
  await t.database.db.execute(
    sql`insert into wishlist_item (user_id, product_id, created_at)
        select ${userId}, id, ${t.clock.now().toISOString()}::timestamptz from product where id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}
async function setStatus(productId: number, status: string) {
  await t.database.db.execute(sql`update product set status = ${status} where id = ${productId}`);
}

describe("wishlist service", () => {
  it("adds, then removes on the second toggle, and counts", async () => {
    await clear(buyer);
    const [first, second] = visible;
    expect(await t.services.wishlist.toggle(buyer, first!)).toEqual({ added: true, total: 1 });
    t.clock.advance(MINUTE);
    expect(await t.services.wishlist.toggle(buyer, second!)).toEqual({ added: true, total: 2 });
    expect(await t.services.wishlist.total(buyer)).toBe(2);
    // Newest first.
    expect(await t.services.wishlist.ids(buyer)).toEqual([second, first]);
    expect(await t.services.wishlist.toggle(buyer, first!)).toEqual({ added: false, total: 1 });
    expect(await t.services.wishlist.ids(buyer)).toEqual([second]);
    expect(await t.services.wishlist.ids(buyer2)).toEqual([]);
  });

  it("refuses to add an unknown, hidden or deleted product, or one of a closed store, and saves nothing", async () => {
    await clear(buyer);
    const [hidden, deleted, closedStoreProduct] = visible.slice(10, 13);
    await setStatus(hidden!, "HIDDEN");
    await setStatus(deleted!, "DELETED");
    const [{ merchant_id } = { merchant_id: 0 }] = await t.database.db
      .select({ merchant_id: product.merchant_id })
      .from(product)
      .where(eq(product.id, closedStoreProduct!));
    try {
      await t.database.db.execute(sql`update merchant set status = 'closed' where id = ${merchant_id}`);
      for (const productId of [hidden!, deleted!, closedStoreProduct!, 999_999_999]) {
        await expect(t.services.wishlist.toggle(buyer, productId)).rejects.toMatchObject({
          code: "NOT_FOUND",
          messageKey: "wishlist.product_not_found",
        });
      }
      expect(await t.services.wishlist.total(buyer)).toBe(0);
    } finally {
      await setStatus(hidden!, "PUBLISH");
      await setStatus(deleted!, "PUBLISH");
      await t.database.db.execute(sql`update merchant set status = 'active' where id = ${merchant_id}`);
    }
  });

  it("keeps products that became unavailable, flagged with the reason, and lets the shopper remove them", async () => {
    await clear(buyer);
    const [hidden, deleted, soldOut, fine] = visible.slice(20, 24);
    for (const productId of [hidden!, deleted!, soldOut!, fine!]) {
      await t.services.wishlist.toggle(buyer, productId);
      t.clock.advance(MINUTE);
    }
    const [{ stock } = { stock: 0 }] = await t.database.db
      .select({ stock: product.stock })
      .from(product)
      .where(eq(product.id, soldOut!));
    await setStatus(hidden!, "HIDDEN");
    await setStatus(deleted!, "DELETED");
    await t.database.db.execute(sql`update product set stock = 0 where id = ${soldOut}`);
    try {
      const page = await t.services.wishlist.list(buyer, 1, apiPages);
      expect(page.items.map((item) => [item.id, item.available, item.unavailable_reason, item.is_wishlist])).toEqual([
        [fine, true, null, true],
        [soldOut, false, "out_of_stock", true],
        [deleted, false, "deleted", true],
        [hidden, false, "hidden", true],
      ]);
      expect(page.items[0]!.wishlisted_at).toBe(new Date(t.clock.now().getTime() - MINUTE).toISOString());
      // Removal works whatever became of the product; the toggle too.
      expect(await t.services.wishlist.remove(buyer, deleted!)).toEqual({ removed: true, total: 3 });
      expect(await t.services.wishlist.toggle(buyer, hidden!)).toEqual({ added: false, total: 2 });
      expect(await t.services.wishlist.remove(buyer, hidden!)).toEqual({ removed: false, total: 2 });
    } finally {
      await setStatus(hidden!, "PUBLISH");
      await setStatus(deleted!, "PUBLISH");
      await t.database.db.execute(sql`update product set stock = ${stock} where id = ${soldOut}`);
    }
  });

  it("carries the first size for 'Add to cart'", async () => {
    await clear(buyer);
    await t.services.wishlist.toggle(buyer, sized.id);
    const [item] = (await t.services.wishlist.list(buyer, 1, apiPages)).items;
    expect(item!.json_meta.attribute_value).toEqual(sized.sizes);
  });

  it("pages 20 at a time, newest first, with the pagination meta", async () => {
    await clear(buyer);
    const saved = visible.slice(0, 45);
    for (const productId of saved) {
      await t.services.wishlist.toggle(buyer, productId);
      t.clock.advance(1000);
    }
    const newestFirst = [...saved].reverse();
    const first = await t.services.wishlist.list(buyer, 1, apiPages);
    expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, WISHLIST_PER_PAGE));
    expect(first.meta).toMatchObject({
      current_page: 1,
      per_page: 20,
      last_page: 3,
      from: 1,
      to: 20,
      total: 45,
      prev_page_url: null,
      next_page_url: "/api/wishlist/my?page=2",
    });
    const last = await t.services.wishlist.list(buyer, 3, (page) => `/user/wishlist?page=${page}`);
    expect(last.items.map((item) => item.id)).toEqual(newestFirst.slice(40));
    expect(last.meta).toMatchObject({
      current_page: 3,
      from: 41,
      to: 45,
      next_page_url: null,
      prev_page_url: "/user/wishlist?page=2",
    });
    const beyond = await t.services.wishlist.list(buyer, 4, apiPages);
    expect(beyond.items).toEqual([]);
    expect(beyond.meta).toMatchObject({ total: 45, from: null, to: null });
    expect((await t.services.wishlist.list(buyer2, 1, apiPages)).meta.total).toBe(0);
  });

  it(`holds at most ${WISHLIST_MAX_ITEMS} products`, async () => {
    await clear(buyer);
    expect(visible.length).toBeGreaterThan(WISHLIST_MAX_ITEMS);
    const full = visible.slice(0, WISHLIST_MAX_ITEMS);
    await fillWishlist(buyer, full);
    expect(await t.services.wishlist.total(buyer)).toBe(WISHLIST_MAX_ITEMS);
    const extra = visible[WISHLIST_MAX_ITEMS]!;
    await expect(t.services.wishlist.toggle(buyer, extra)).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "wishlist.full",
      values: { max: WISHLIST_MAX_ITEMS },
    });
    expect(await t.services.wishlist.total(buyer)).toBe(WISHLIST_MAX_ITEMS);
    // Removing is still possible, and frees a place.
    expect(await t.services.wishlist.toggle(buyer, full[0]!)).toEqual({ added: false, total: WISHLIST_MAX_ITEMS - 1 });
    expect(await t.services.wishlist.toggle(buyer, extra)).toEqual({ added: true, total: WISHLIST_MAX_ITEMS });
  });

  it("does not pass the cap when adds race", async () => {
    await clear(buyer);
    const room = 3;
    const almost = visible.slice(0, WISHLIST_MAX_ITEMS - room);
    await fillWishlist(buyer, almost);
    const contenders = visible.slice(WISHLIST_MAX_ITEMS - room, WISHLIST_MAX_ITEMS - room + 12);
    const results = await Promise.allSettled(
      contenders.map((productId) => t.services.wishlist.toggle(buyer, productId)),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(room);
    expect(await t.services.wishlist.total(buyer)).toBe(WISHLIST_MAX_ITEMS);
    await clear(buyer);
  });
});
