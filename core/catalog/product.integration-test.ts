import { and, asc, eq, isNotNull, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCategory, makeMerchant, makeProduct, makeVariants } from "../../tests/support/factories.ts";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import { createFlashPricing } from "../flashsale/index.ts";
import { fixedClock } from "../shared/clock.ts";
import { isAppError } from "../shared/errors.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { category, product } from "./catalog.tables.ts";
import { createProductService, RELATED_PRODUCTS_LIMIT, RELATED_TTL_MS } from "./product.service.ts";

let database: DatabaseHandle;
let service: ReturnType<typeof createProductService>;
const clock = fixedClock(new Date("2026-11-20T03:00:00Z"));
beforeAll(async () => {
  database = await createTestDatabase();
  // Two stores; a product with two colours (the first rows), best sellers in its leaf and in a sibling leaf,
  // and a product of a category elsewhere, which related lists never offer.
  const world = { database, clock };
  const [ownStore, otherStore] = [await makeMerchant(world), await makeMerchant(world)];
  const leaf = await makeCategory(world, { name: "Kaos Polo" });
  const sibling = await makeCategory(world, { name: "Kaos Oblong", siblingOf: leaf });
  await makeVariants(world, [{ name: "Merah" }, { name: "Biru" }], {
    merchant: ownStore,
    category: leaf,
    name: "Kaos Polo Katun",
    soldCount: 5,
  });
  for (const soldCount of [30, 10, 20]) await makeProduct(world, { merchant: otherStore, category: leaf, soldCount });
  for (const soldCount of [50, 1]) await makeProduct(world, { merchant: ownStore, category: sibling, soldCount });
  await makeProduct(world, { merchant: otherStore, soldCount: 99 });
  service = createProductService({
    db: database.db,
    clock,
    flashSales: createFlashPricing({ db: database.db, clock }),
  });
});
afterAll(async () => {
  await database?.close();
});

async function visible(condition = isNotNull(product.id)) {
  return database.db
    .select({
      id: product.id,
      slug: product.slug,
      category_id: product.category_id,
      variant_group: product.variant_group,
      merchant_id: product.merchant_id,
    })
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merchant_id))
    .where(and(eq(product.status, "PUBLISH"), eq(merchant.status, "active"), condition))
    .orderBy(asc(product.id));
}

describe("products.detail", () => {
  it("leaves hidden siblings out of the variant list", async () => {
    const [grouped] = await visible(isNotNull(product.variant_group));
    const siblings = await visible(eq(product.variant_group, grouped!.variant_group!));
    const other = siblings.find((sibling) => sibling.id !== grouped!.id)!;
    await database.db.update(product).set({ status: "HIDDEN" }).where(eq(product.id, other.id));
    try {
      const detail = await service.detail(grouped!.slug, "id");
      expect(detail.product_variant.map((variant) => variant.id)).not.toContain(other.id);
      expect(detail.product_variant.map((variant) => variant.id)).toContain(grouped!.id);
    } finally {
      await database.db.update(product).set({ status: "PUBLISH" }).where(eq(product.id, other.id));
    }
  });

  it("throws NOT_FOUND for an empty, overlong or unknown slug", async () => {
    for (const slug of ["", "x".repeat(256), "tidak-ada"]) {
      for (const read of [() => service.detail(slug, "id"), () => service.related(slug)]) {
        const error = await read().catch((caught: unknown) => caught);
        expect(isAppError(error) && error.code === "NOT_FOUND", slug).toBe(true);
      }
    }
  });
});

describe("products.related", () => {
  it("offers visible best sellers of the same category, never the product or its variants", async () => {
    const candidates = await visible(isNotNull(product.variant_group));
    const chosen = candidates[0]!;
    const related = await service.related(chosen.slug);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(RELATED_PRODUCTS_LIMIT);
    const ids = related.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = await database.db
      .select({
        id: product.id,
        category_id: product.category_id,
        variant_group: product.variant_group,
        status: product.status,
        parent_id: category.parent_id,
      })
      .from(product)
      .innerJoin(category, eq(category.id, product.category_id))
      .where(and(eq(product.status, "PUBLISH")));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const [own] = await database.db
      .select({ parent_id: category.parent_id })
      .from(category)
      .where(eq(category.id, chosen.category_id));
    for (const card of related) {
      const row = byId.get(card.id)!;
      expect(row).toBeDefined();
      expect(card.id).not.toBe(chosen.id);
      expect(row.variant_group === null || row.variant_group !== chosen.variant_group).toBe(true);
      expect(row.parent_id).toBe(own!.parent_id);
    }
    // The product's own leaf comes first, best sellers first within it.
    const leafCards = related.filter((card) => byId.get(card.id)!.category_id === chosen.category_id);
    expect(related.slice(0, leafCards.length)).toEqual(leafCards);
    const sold = leafCards.map((card) => card.sold_count);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
  });

  it("skips products of closed stores once the kept list lapses, and answers [] for a product without a category path", async () => {
    const [chosen] = await visible();
    const related = () => service.related(chosen!.slug);
    const before = await related();
    const victim = before[0];
    if (victim) {
      const [row] = await database.db
        .select({ merchant_id: product.merchant_id })
        .from(product)
        .where(eq(product.id, victim.id));
      await database.db
        .update(merchant)
        .set({ status: "closed" })
        .where(and(eq(merchant.id, row!.merchant_id), ne(merchant.id, chosen!.merchant_id)));
      try {
        expect(await related()).toEqual(before);
        clock.advance(RELATED_TTL_MS);
        const after = await related();
        if (row!.merchant_id !== chosen!.merchant_id) expect(after.map((card) => card.id)).not.toContain(victim.id);
      } finally {
        await database.db.update(merchant).set({ status: "active" }).where(eq(merchant.id, row!.merchant_id));
      }
    }
    // A category added after the kept category tree was read has no path yet, so neither has its product.
    const [leaf] = await database.db
      .insert(category)
      .values({ name: "Baru", name_en: "New", slug: "kategori-baru", level: 3 })
      .returning({ id: category.id });
    const [other] = await visible(ne(product.id, chosen!.id));
    await database.db.update(product).set({ category_id: leaf!.id }).where(eq(product.id, other!.id));
    clock.advance(RELATED_TTL_MS);
    try {
      expect((await service.detail(other!.slug, "id")).category).toEqual([]);
      expect(await service.related(other!.slug)).toEqual([]);
    } finally {
      await database.db.update(product).set({ category_id: other!.category_id }).where(eq(product.id, other!.id));
    }
  });
});
