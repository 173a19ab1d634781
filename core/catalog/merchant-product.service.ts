import { randomBytes } from "node:crypto";
import type { Database, Executor } from "../../db/client.ts";
import { isMediaId, mediaIdOfUrl, type MediaService } from "../media/index.ts";
import type { Clock } from "../shared/clock.ts";
import { invalidInput, isAppError, type Message, uniqueViolation } from "../shared/errors.ts";
import { memo } from "../shared/memo.ts";
import { offsetOf, paginationMeta, type PageUrl } from "../shared/pagination.ts";
import { parseInput } from "../shared/validation.ts";
import type { CatalogChanges } from "./catalog-changes.ts";
import { createCatalogRepository } from "./catalog.repository.ts";
import { buildCategoryTree } from "./category-tree.ts";
import {
  toMerchantProductDetail,
  toMerchantProductRow,
  type MerchantProductDetailDto,
  type MerchantProductRow,
  type MerchantProductRowDto,
} from "./merchant-product.dto.ts";
import {
  merchantProductCreateInput,
  merchantProductEditInput,
  merchantProductIdInput,
  merchantProductIdsInput,
  merchantProductListQuery,
  type MerchantProductCreateInput,
  type MerchantVariantInput,
} from "./merchant-product.inputs.ts";
import { createMerchantProductRepository, type MerchantProductRepository } from "./merchant-product.repository.ts";
import { DEFAULT_ORDER, publishPriceOf, type MerchantProductTab } from "./merchant-product.view.ts";
import { productNotFound } from "./product.service.ts";
import type { PaginationMeta } from "../shared/pagination.ts";

type Lang = "id" | "en";

/** The caller's store, as the edges know it from the signed-in merchant. */
export interface MerchantStoreRef {
  id: number;
  merchant_slug: string;
}

/** Category names in the edit form may be this old; categories are edited rarely. */
const CATEGORY_TREE_TTL_MS = 5 * 60 * 1000;

/** A product's address: its words, then a random tail so that two equal names never meet. */
function newSlug(name: string, variantName: string | null): string {
  const words = `${name} ${variantName ?? ""}`
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return `${words || "produk"}-${randomBytes(5).toString("hex")}`;
}

/** The fields every product of a variant group shares: what the form asks once for all of them. */
function sharedValues(input: MerchantProductCreateInput) {
  return {
    category_id: input.category_id,
    name: input.product_name,
    description: input.description,
    youtube_url: input.youtube_url,
    attribute_type: input.attribute_value.length > 0 ? input.attribute_type : null,
    attribute_values: input.attribute_value,
    weight_grams: input.weight,
    length_cm: input.length,
    width_cm: input.width,
    height_cm: input.height,
    condition: input.condition,
    min_order: input.min_order,
  };
}

/** What one variant has for itself. */
function ownValues(item: MerchantVariantInput | MerchantProductCreateInput) {
  return {
    variant_name: item.variant_name,
    base_price: item.base_price,
    publish_price: publishPriceOf(item),
    stock: item.stock,
    sku: item.sku,
  };
}

const skuTaken = (field: string) => invalidInput({ [field]: { key: "seller_product.validation.sku_taken" } });

/** Photo lists of a save: each row's sent list (undefined: keep) under its form field. */
interface PhotoList {
  field: string;
  sent: string[] | undefined;
}

/** The product's list, then each listed variant's. */
function photoLists(input: MerchantProductCreateInput): PhotoList[] {
  return [
    { field: "photos", sent: input.photos },
    ...(input.variants ?? []).map((variant, index) => ({ field: `variants.${index}.photos`, sent: variant.photos })),
  ];
}

export function createMerchantProductService({
  db,
  clock,
  changes,
  media,
}: {
  db: Database;
  clock: Clock;
  changes: Pick<CatalogChanges, "publish">;
  media: Pick<MediaService, "claim" | "release" | "publicUrl">;
}) {
  const products = createMerchantProductRepository(db);
  const categoryTree = memo(clock, CATEGORY_TREE_TTL_MS, () =>
    createCatalogRepository(db).allCategories().then(buildCategoryTree),
  );

  async function categoryPath(id: number, lang: Lang) {
    return (await categoryTree()).pathTo(id).map((node) => ({
      id: node.id,
      name: lang === "en" ? node.name_en : node.name,
      slug: node.slug,
      level: node.level,
    }));
  }

  /** Products hang on leaves of the three-level tree. */
  async function checkCategory(repo: MerchantProductRepository, id: number) {
    if ((await repo.categoryLevel(id)) !== 3)
      throw invalidInput({ category_id: { key: "seller_product.validation.category_leaf" } });
  }

  /** The first SKU of the form another product of the store already has, named by its field. */
  async function checkSkus(
    repo: MerchantProductRepository,
    storeId: number,
    input: MerchantProductCreateInput,
    except: number[],
  ) {
    const fields: [string, string][] = [
      ...(input.sku ? [["sku", input.sku] as [string, string]] : []),
      ...(input.variants ?? []).flatMap((variant, index) =>
        variant.sku ? [[`variants.${index}.sku`, variant.sku] as [string, string]] : [],
      ),
    ];
    const taken = new Set(
      await repo.takenSkus(
        storeId,
        fields.map(([, sku]) => sku),
        except,
      ),
    );
    const clash = fields.find(([, sku]) => taken.has(sku.toLowerCase()));
    if (clash) throw skuTaken(clash[0]);
  }

  /**
   * The photo URLs each list keeps, in order (undefined where a list was not sent): an upload's id is
   * claimed (the caller's own, uploaded as a product photo) and stored as its public URL; a URL is kept only
   * when one of the rows saved already shows it. Anything else is refused under its field (`photos.2`).
   */
  async function resolvePhotos(
    tx: Executor,
    ownerUserId: number,
    lists: PhotoList[],
    current: readonly string[],
  ): Promise<(string[] | undefined)[]> {
    const errors: Record<string, Message> = {};
    const claims: { id: string; field: string }[] = [];
    const resolved = lists.map(({ field, sent }) => {
      if (sent === undefined) return undefined;
      return [...new Set(sent)].flatMap((entry, index) => {
        if (isMediaId(entry)) {
          claims.push({ id: entry, field: `${field}.${index}` });
          return [media.publicUrl(entry)];
        }
        if (current.includes(entry)) return [entry];
        errors[`${field}.${index}`] = { key: "photos.invalid" };
        return [];
      });
    });
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    try {
      await media.claim(tx, {
        ownerUserId,
        ids: claims.map((claim) => claim.id),
        purposes: ["product_photo"],
        field: "photos",
      });
    } catch (error) {
      // The media service names the list's positions (photos.0 …): put each back under its own field.
      if (!isAppError(error) || !error.fieldErrors) throw error;
      const fields = Object.entries(error.fieldErrors).map(([key, message]) => {
        const index = Number(key.slice(key.lastIndexOf(".") + 1));
        return [claims[index]?.field ?? key, message] as const;
      });
      throw invalidInput(Object.fromEntries(fields));
    }
    return resolved;
  }

  /** Uploads the saved rows showed before and no product of the store shows now are let go (swept later). */
  async function releaseDropped(
    tx: Executor,
    repo: MerchantProductRepository,
    storeId: number,
    ownerUserId: number,
    before: readonly string[],
  ) {
    const candidates = [...new Set(before.flatMap((url) => mediaIdOfUrl(url) ?? []))];
    const inUse = new Set(await repo.photosInUse(storeId, candidates));
    const dropped = candidates.filter((id) => !inUse.has(id));
    if (dropped.length > 0) await media.release(tx, { ownerUserId, ids: dropped });
  }

  /** Runs a write in one transaction; a SKU that another save took meanwhile is the form's error, not a 500. */
  async function write<T>(work: (repo: MerchantProductRepository, tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await db.transaction((tx) => work(createMerchantProductRepository(tx), tx));
    } catch (error) {
      if (uniqueViolation(error, "idx_product_merchant_id_sku")) throw skuTaken("sku");
      throw error;
    }
  }

  /**
   * The product and the variants it lists, published, in the caller's transaction, each with its photos
   * (uploads of `ownerUserId`, claimed in it): the create form's save, and each group of a product import.
   */
  async function insertProduct(
    repo: MerchantProductRepository,
    tx: Executor,
    store: MerchantStoreRef,
    input: MerchantProductCreateInput,
    ownerUserId: number,
  ): Promise<{ id: number; ids: number[]; slugs: string[] }> {
    const now = clock.now();
    const slugs = [input, ...(input.variants ?? [])].map((item) => newSlug(input.product_name, item.variant_name));
    await checkCategory(repo, input.category_id);
    await checkSkus(repo, store.id, input, []);
    const shared = sharedValues(input);
    const variants = input.variants ?? [];
    const photos = await resolvePhotos(tx, ownerUserId, photoLists(input), []);
    const main = await repo.insert(store.id, {
      ...shared,
      ...ownValues(input),
      photos: photos[0] ?? [],
      slug: slugs[0]!,
      variant_group: null,
      now,
    });
    const ids = [main];
    if (variants.length > 0 || input.variant_name) {
      // A merchant's group is numbered by minus its first product's id: never one of the seed's groups.
      const group = -main;
      await repo.update(store.id, main, { variant_group: group, now });
      for (const [index, variant] of variants.entries())
        ids.push(
          await repo.insert(store.id, {
            ...shared,
            ...ownValues(variant),
            photos: photos[index + 1] ?? [],
            slug: slugs[index + 1]!,
            variant_group: group,
            now,
          }),
        );
    }
    return { id: main, ids, slugs };
  }

  function announce(store: MerchantStoreRef, rows: Pick<MerchantProductRow, "slug">[]) {
    changes.publish({
      merchantId: store.id,
      merchantSlug: store.merchant_slug,
      productSlugs: rows.map((row) => row.slug),
    });
  }

  async function detailOf(store: MerchantStoreRef, id: number, lang: Lang): Promise<MerchantProductDetailDto> {
    const [row] = await products.owned(store.id, [id]);
    if (!row) throw productNotFound();
    const [siblings, category] = await Promise.all([
      row.variant_group === null ? Promise.resolve([]) : products.group(store.id, row.variant_group),
      categoryPath(row.category_id, lang),
    ]);
    return toMerchantProductDetail(row, { category, siblings });
  }

  async function setStatus(store: MerchantStoreRef, raw: unknown, status: "PUBLISH" | "HIDDEN") {
    const { product_id } = parseInput(merchantProductIdInput, raw);
    const [row] = await products.owned(store.id, [product_id]);
    if (!row) throw productNotFound();
    await products.setStatus(store.id, [product_id], status, clock.now());
    announce(store, [row]);
    return { product_id, status };
  }

  /**
   * POST product/delete and deleteall: the rows stay as DELETED (orders, invoices, reviews and carts name
   * them) and are gone for the merchant and every shopper. All or nothing: one id not the store's is
   * NOT_FOUND and none is deleted.
   */
  async function removeProducts(store: MerchantStoreRef, raw: unknown): Promise<{ product_ids: number[] }> {
    const { product_ids } = parseInput(merchantProductIdsInput, raw);
    const ids = [...new Set(product_ids)];
    const rows = await write(async (repo) => {
      const found = await repo.owned(store.id, ids, true);
      if (found.length !== ids.length) throw productNotFound();
      await repo.setStatus(store.id, ids, "DELETED", clock.now());
      return found;
    });
    announce(store, rows);
    return { product_ids: ids };
  }

  return {
    /** GET product/list: a page of the store's products in a tab, with every tab's count. */
    async list(
      store: MerchantStoreRef,
      raw: unknown,
      pageUrl: PageUrl,
    ): Promise<{
      items: MerchantProductRowDto[];
      meta: PaginationMeta & { counts: Record<MerchantProductTab, number> };
    }> {
      const query = parseInput(merchantProductListQuery, raw);
      const [{ rows, total: found }, counts] = await Promise.all([
        products.page(store.id, {
          tab: query.status,
          search: query.search,
          sort: query.sort,
          order: query.order ?? DEFAULT_ORDER[query.sort],
          limit: query.per_page,
          offset: offsetOf(query.page, query.per_page),
        }),
        products.counts(store.id),
      ]);
      // Without a search the page's total is its tab's count, read once for the tabs.
      const total = found ?? counts[query.status];
      return {
        items: rows.map(toMerchantProductRow),
        meta: { ...paginationMeta(total, query.page, query.per_page, rows.length, pageUrl), counts },
      };
    },

    /** GET product/detail/{id}: another store's product, or a deleted one, is NOT_FOUND. */
    async detail(store: MerchantStoreRef, id: unknown, lang: Lang): Promise<MerchantProductDetailDto> {
      const { product_id } = parseInput(merchantProductIdInput, { product_id: id });
      return detailOf(store, product_id, lang);
    },

    /**
     * POST product/create: the product, published, and the other variants of its group when it lists
     * some, in one transaction, each with its photos (uploads of `ownerUserId`, claimed in it).
     */
    async create(
      store: MerchantStoreRef,
      raw: unknown,
      lang: Lang,
      ownerUserId: number,
    ): Promise<MerchantProductDetailDto> {
      const input = parseInput(merchantProductCreateInput, raw);
      const { id } = await write((repo, tx) => insertProduct(repo, tx, store, input, ownerUserId));
      const detail = await detailOf(store, id, lang);
      announce(store, [detail, ...detail.product_variant]);
      return detail;
    },

    /**
     * The create form's save inside a transaction the caller holds (a product import records each row's
     * product in the same one). Listings are not told: the caller announces the slugs once it committed.
     */
    createWithin(tx: Executor, store: MerchantStoreRef, raw: unknown, ownerUserId: number) {
      const input = parseInput(merchantProductCreateInput, raw);
      return insertProduct(createMerchantProductRepository(tx), tx, store, input, ownerUserId);
    },

    /** Tells the listings and caches that hold the store's products about new or changed ones. */
    announce(store: MerchantStoreRef, slugs: readonly string[]) {
      announce(
        store,
        slugs.map((slug) => ({ slug })),
      );
    },

    /**
     * POST product/edit: every field of the product again. Siblings it lists (by product_id) take the
     * shared fields and their own; listed ones without an id join the group as new products; siblings not
     * listed are left as they are. A product or sibling not the store's is NOT_FOUND, and nothing changes.
     * A photo list sent replaces the row's photos (uploads dropped from every product are released); a row
     * without one keeps its photos.
     */
    async edit(
      store: MerchantStoreRef,
      raw: unknown,
      lang: Lang,
      ownerUserId: number,
    ): Promise<MerchantProductDetailDto> {
      const input = parseInput(merchantProductEditInput, raw);
      const now = clock.now();
      const variants = input.variants ?? [];
      const siblingIds = variants.flatMap((variant) => (variant.product_id === null ? [] : [variant.product_id]));
      const touched = await write(async (repo, tx) => {
        const rows = await repo.owned(store.id, [input.product_id, ...siblingIds], true);
        const main = rows.find((row) => row.id === input.product_id);
        if (!main) throw productNotFound();
        const strangers = siblingIds.filter(
          (id) =>
            id === main.id ||
            !rows.some(
              (row) => row.id === id && main.variant_group !== null && row.variant_group === main.variant_group,
            ),
        );
        if (strangers.length > 0 || new Set(siblingIds).size !== siblingIds.length) throw productNotFound();
        await checkCategory(repo, input.category_id);
        await checkSkus(repo, store.id, input, [main.id, ...siblingIds]);
        const shared = sharedValues(input);
        const before = rows.flatMap((row) => row.photos);
        const photos = await resolvePhotos(tx, ownerUserId, photoLists(input), before);
        const photosOf = (index: number) => (photos[index] === undefined ? {} : { photos: photos[index] });
        const needsGroup = main.variant_group === null && (variants.length > 0 || input.variant_name !== null);
        const group = needsGroup ? -main.id : main.variant_group;
        await repo.update(store.id, main.id, {
          ...shared,
          ...ownValues(input),
          ...photosOf(0),
          variant_group: group,
          now,
        });
        const changed: Pick<MerchantProductRow, "slug">[] = [main];
        for (const [index, variant] of variants.entries()) {
          const own = { ...shared, ...ownValues(variant), ...photosOf(index + 1) };
          if (variant.product_id !== null) {
            await repo.update(store.id, variant.product_id, { ...own, now });
            changed.push(rows.find((row) => row.id === variant.product_id)!);
          } else {
            const slug = newSlug(input.product_name, variant.variant_name);
            await repo.insert(store.id, { ...own, slug, variant_group: group, now });
            changed.push({ slug });
          }
        }
        await releaseDropped(tx, repo, store.id, ownerUserId, before);
        return changed;
      });
      announce(store, touched);
      return detailOf(store, input.product_id, lang);
    },

    /** POST product/setactive (spec §4): PUBLISH, listed and buyable again. */
    activate(store: MerchantStoreRef, raw: unknown) {
      return setStatus(store, raw, "PUBLISH");
    },

    /** POST product/setnonactive (spec §4): HIDDEN, gone from the storefront, kept in the merchant centre. */
    deactivate(store: MerchantStoreRef, raw: unknown) {
      return setStatus(store, raw, "HIDDEN");
    },

    remove: removeProducts,

    /** The same for one product_id (POST product/delete). */
    removeOne(store: MerchantStoreRef, raw: unknown): Promise<{ product_ids: number[] }> {
      const { product_id } = parseInput(merchantProductIdInput, raw);
      return removeProducts(store, { product_ids: [product_id] });
    },

    /** The leaves of the category tree, each with its path, for the form's picker. */
    async leafCategories(lang: Lang): Promise<{ id: number; path: string[] }[]> {
      const tree = await categoryTree();
      return tree.rows
        .filter((row) => row.level === 3)
        .map((row) => ({
          id: row.id,
          path: tree.pathTo(row.id).map((node) => (lang === "en" ? node.name_en : node.name)),
        }))
        .sort((a, b) => a.path.join(" ").localeCompare(b.path.join(" ")));
    },
  };
}

export type MerchantProductService = ReturnType<typeof createMerchantProductService>;
