import { hash } from "@node-rs/argon2";
import { avg, count, eq } from "drizzle-orm";
import { user } from "../../core/account/account.tables.ts";
import { address_book } from "../../core/address/address.tables.ts";
import { category, product } from "../../core/catalog/catalog.tables.ts";
import { flash_sale, flash_sale_product } from "../../core/flashsale/flashsale.tables.ts";
import { merchant } from "../../core/merchant/merchant.tables.ts";
import { promo } from "../../core/promo/promo.tables.ts";
import { review, review_attachment, review_reply } from "../../core/review/review.tables.ts";
import { city, district, province, village } from "../../core/region/region.tables.ts";
import { wallet_ledger_entry } from "../../core/wallet/wallet.tables.ts";
import type { Database } from "../../db/client.ts";
import { loadRegionData } from "../../db/seed/regions.ts";
import { insertSales } from "../../db/seed/sales.ts";
import { bearerFor } from "./auth.ts";
import type { Services } from "../../core/services.ts";
import type { TestApp } from "./test-app.ts";

/**
 * Data factories: an integration test makes the few rows it needs, with the values it asserts on named in
 * the test, instead of seeding the demo marketplace and digging rows out of it. Each factory fills what the
 * schema requires with plain, unique defaults; pass what the test is about.
 */

/** The parts of a TestApp the factories use; a test of one service without the API may leave out `services`. */
export type World = Pick<TestApp, "database" | "clock"> & { services?: Services };
/** What signing in and checking out need. */
export type ServedWorld = World & { services: Services };

/** The password of every account a factory makes. */
export const FACTORY_PASSWORD = "rahasia-sekali-123";

let sequence = 0;
/** A number unique in this test file, for slugs and emails. */
const next = () => ++sequence;

let passwordHash: Promise<string> | undefined;
// Hashing is slow on purpose; one hash serves every account of the file.
const factoryPasswordHash = () => (passwordHash ??= hash(FACTORY_PASSWORD));

// ---- regions -----------------------------------------------------------------------------------------------

/** A village with its district, city and province (real Kemendagri codes, so shipping zones hold). */
export interface Place {
  province_id: string;
  city_id: string;
  district_id: string;
  village_id: string;
  /** 'Kebayoran Baru, Kota Administrasi Jakarta Selatan, …' parts, as the address book shows them. */
  names: { province: string; city: string; district: string; village: string };
}

/** Places the factories know; add one when a test needs another shipping zone. */
export const PLACES = {
  jakartaSelatan: {
    province_id: "31",
    city_id: "31.74",
    district_id: "31.74.07",
    village_id: "31.74.07.1006",
    names: {
      province: "Daerah Khusus Ibukota Jakarta",
      city: "Kota Administrasi Jakarta Selatan",
      district: "Kebayoran Baru",
      village: "Senayan",
    },
  },
  bandung: {
    province_id: "32",
    city_id: "32.73",
    district_id: "32.73.02",
    village_id: "32.73.02.1004",
    names: { province: "Jawa Barat", city: "Kota Bandung", district: "Coblong", village: "Dago" },
  },
  jakartaPusat: {
    province_id: "31",
    city_id: "31.71",
    district_id: "31.71.01",
    village_id: "31.71.01.1001",
    names: {
      province: "Daerah Khusus Ibukota Jakarta",
      city: "Kota Administrasi Jakarta Pusat",
      district: "Gambir",
      village: "Gambir",
    },
  },
  bogor: {
    province_id: "32",
    city_id: "32.71",
    district_id: "32.71.01",
    village_id: "32.71.01.1001",
    names: { province: "Jawa Barat", city: "Kota Bogor", district: "Bogor Selatan", village: "Batu Tulis" },
  },
  jayapura: {
    province_id: "91",
    city_id: "91.71",
    district_id: "91.71.01",
    village_id: "91.71.01.1001",
    names: { province: "Papua", city: "Kota Jayapura", district: "Jayapura Utara", village: "Gurabesi" },
  },
  surabaya: {
    province_id: "35",
    city_id: "35.78",
    district_id: "35.78.08",
    village_id: "35.78.08.1003",
    names: { province: "Jawa Timur", city: "Kota Surabaya", district: "Gubeng", village: "Airlangga" },
  },
} as const satisfies Record<string, Place>;

/** The region chain of a place: inserted once, found again on every later call. */
export async function makePlace(db: Database, place: Place = PLACES.jakartaSelatan): Promise<Place> {
  await db.insert(province).values({ id: place.province_id, name: place.names.province }).onConflictDoNothing();
  await db
    .insert(city)
    .values({ id: place.city_id, province_id: place.province_id, name: place.names.city })
    .onConflictDoNothing();
  await db
    .insert(district)
    .values({ id: place.district_id, city_id: place.city_id, name: place.names.district })
    .onConflictDoNothing();
  await db
    .insert(village)
    .values({ id: place.village_id, district_id: place.district_id, name: place.names.village })
    .onConflictDoNothing();
  return place;
}

/**
 * The real region tree, for tests of the region lists and the chain checks: every province and city, and the
 * districts and villages of the cities named (all of them would be some 80,000 rows).
 */
export async function makeRegions(db: Database, options: { cities: string[] }): Promise<void> {
  const regions = loadRegionData();
  const cities = new Set(options.cities);
  const districts = regions.districts.filter((row) => cities.has(row.city_id));
  const districtIds = new Set(districts.map((row) => row.id));
  const villages = regions.villages.filter((row) => districtIds.has(row.district_id));
  const chunks = <T>(rows: T[]) =>
    Array.from({ length: Math.ceil(rows.length / 1000) }, (_, index) => rows.slice(index * 1000, (index + 1) * 1000));
  await db.insert(province).values(regions.provinces).onConflictDoNothing();
  for (const part of chunks(regions.cities)) await db.insert(city).values(part).onConflictDoNothing();
  for (const part of chunks(districts)) await db.insert(district).values(part).onConflictDoNothing();
  for (const part of chunks(villages)) await db.insert(village).values(part).onConflictDoNothing();
}

// ---- accounts ----------------------------------------------------------------------------------------------

export interface Buyer {
  userId: number;
  email: string;
  name: string;
  /** The caller as services take it (`{ userId, name, email }`). */
  viewer: { userId: number; name: string; email: string };
  /** Signs in (a new session) and returns Bearer headers for the API. */
  signIn(): Promise<Record<string, string>>;
}

export interface BuyerOptions {
  name?: string;
  email?: string;
  /** Rupiah put in the wallet as a top-up. */
  wallet?: number;
  /** A main address at this place. */
  address?: Place;
  /** The profile picture's URL. */
  avatar?: string;
}

/** A buyer account that can sign in with FACTORY_PASSWORD, optionally with a wallet balance and a main address. */
export async function makeBuyer(world: World, options: BuyerOptions = {}): Promise<Buyer> {
  const n = next();
  const name = options.name ?? `Pembeli ${n}`;
  const email = options.email ?? `pembeli.${n}@factory.test`;
  const now = world.clock.now();
  const [row] = await world.database.db
    .insert(user)
    .values({
      email,
      password_hash: await factoryPasswordHash(),
      fullname: name,
      profile_picture: options.avatar ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: user.id });
  const userId = row!.id;
  if (options.wallet) await topUpWallet(world, userId, options.wallet);
  if (options.address) await makeAddress(world, userId, { place: options.address, name });
  const signIn = () => {
    if (!world.services) throw new Error("makeBuyer: signIn needs the services (pass a TestApp)");
    return bearerFor(world.services, email, FACTORY_PASSWORD);
  };
  return { userId, email, name, viewer: { userId, name, email }, signIn };
}

/** Two stores and a shopper, each signed in: who a merchant-centre suite tries its own-store-only rule with. */
export interface MerchantActors {
  storeA: Store;
  storeB: Store;
  headersA: Record<string, string>;
  headersB: Record<string, string>;
  headersBuyer: Record<string, string>;
}

export async function makeMerchantActors(world: World): Promise<MerchantActors> {
  const storeA = await makeMerchant(world, { name: "Toko Alfa" });
  const storeB = await makeMerchant(world, { name: "Toko Beta" });
  return {
    storeA,
    storeB,
    headersA: await storeA.owner.signIn(),
    headersB: await storeB.owner.signIn(),
    headersBuyer: await (await makeBuyer(world)).signIn(),
  };
}

/** Puts rupiah in a user's wallet as a top-up ledger entry. */
export async function topUpWallet(world: World, userId: number, amount: number): Promise<void> {
  await world.database.db.insert(wallet_ledger_entry).values({
    owner_type: "user",
    owner_id: userId,
    amount,
    kind: "topup",
    reference: `factory-topup-${next()}`,
    description: "Top-up (test)",
    created_at: world.clock.now(),
  });
}

/** An address-book entry; the first one of a user is the main one, as the address book keeps it. */
export async function makeAddress(
  world: World,
  userId: number,
  options: { place?: Place; name?: string; label?: string; main?: boolean } = {},
): Promise<number> {
  const place = await makePlace(world.database.db, options.place);
  const now = world.clock.now();
  const existing = await world.database.db.$count(address_book, eq(address_book.user_id, userId));
  const [row] = await world.database.db
    .insert(address_book)
    .values({
      user_id: userId,
      label: options.label ?? "Rumah",
      behalf_name: options.name ?? "Penerima",
      behalf_phone: "081234567890",
      province_id: place.province_id,
      city_id: place.city_id,
      sub_district_id: place.district_id,
      area_id: place.village_id,
      address: `Jl. Contoh No. ${next()}`,
      zipcode: "12190",
      is_main_address: options.main ?? existing === 0,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: address_book.id });
  return row!.id;
}

// ---- stores and products -----------------------------------------------------------------------------------

export interface Store {
  id: number;
  ownerId: number;
  /** The store's owner, who can sign in as the merchant. */
  owner: Buyer;
  slug: string;
  name: string;
  place: Place;
}

/** A store with its owner account, in Bandung unless told otherwise. */
export async function makeMerchant(
  world: World,
  options: {
    name?: string;
    slug?: string;
    storetype?: "official" | "regular";
    status?: "active" | "closed";
    place?: Place;
    isPkp?: boolean;
    logo?: string;
    banner?: string;
    rating?: { avg: number; count: number };
  } = {},
): Promise<Store> {
  const n = next();
  const name = options.name ?? `Toko Uji ${n}`;
  const slug = options.slug ?? `toko-uji-${n}`;
  const place = await makePlace(world.database.db, options.place ?? PLACES.bandung);
  const owner = await makeBuyer(world, { name: `Pemilik ${name}` });
  const now = world.clock.now();
  const [row] = await world.database.db
    .insert(merchant)
    .values({
      user_id: owner.userId,
      slug,
      name,
      storetype: options.storetype ?? "regular",
      status: options.status ?? "active",
      is_pkp: options.isPkp ?? false,
      province_id: place.province_id,
      city_id: place.city_id,
      district_id: place.district_id,
      address: `Jl. Toko No. ${n}, ${place.names.district}`,
      logo_url: options.logo ?? null,
      banner_url: options.banner ?? null,
      rating_avg: options.rating?.avg ?? 0,
      rating_count: options.rating?.count ?? 0,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: merchant.id });
  return { id: row!.id, ownerId: owner.userId, owner, slug, name, place };
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  /** Top, middle and leaf, as the category tree nests them. */
  path: { id: number; slug: string; name: string }[];
}

export interface CategoryLevel {
  name: string;
  nameEn?: string;
  slug?: string;
  icon?: string;
}

/** A leaf category under its own top and middle levels, or beside `siblingOf` under the same middle level. */
export async function makeCategory(
  world: Pick<World, "database">,
  options: {
    name?: string;
    nameEn?: string;
    siblingOf?: Category;
    /** Names, slugs and icons of the top, middle and leaf levels, where the test is about them. */
    levels?: [CategoryLevel, CategoryLevel, CategoryLevel];
  } = {},
): Promise<Category> {
  const n = next();
  const path: Category["path"] = options.siblingOf ? options.siblingOf.path.slice(0, 2) : [];
  let parent: number | null = path.at(-1)?.id ?? null;
  const levels: CategoryLevel[] = options.levels ?? [
    { name: `Kategori ${n}` },
    { name: `Subkategori ${n}` },
    { name: options.name ?? `Jenis ${n}`, nameEn: options.nameEn },
  ];
  for (const given of levels.slice(path.length)) {
    const level = path.length + 1;
    const slug = given.slug ?? `kategori-uji-${n}-${level}`;
    const name = given.name;
    const [row]: { id: number }[] = await world.database.db
      .insert(category)
      .values({
        parent_id: parent,
        level,
        name,
        name_en: given.nameEn ?? name,
        slug,
        icon: given.icon ?? null,
        sort_order: n,
      })
      .returning({ id: category.id });
    parent = row!.id;
    path.push({ id: row!.id, slug, name });
  }
  const leaf = path[2]!;
  return { ...leaf, path };
}

export interface Product {
  id: number;
  slug: string;
  name: string;
  merchantId: number;
  categoryId: number;
  price: number;
  stock: number;
  /** The product's variant group (every product has one; variants share it). */
  variantGroup: number;
}

export interface ProductOptions {
  merchant?: Store;
  category?: Category;
  name?: string;
  /** Publish price in rupiah; the base price (before discount) defaults to the same. */
  price?: number;
  basePrice?: number;
  stock?: number;
  weightGrams?: number;
  status?: "PUBLISH" | "HIDDEN" | "DELETED";
  /** Sizes a buyer chooses between ('Ukuran'). */
  sizes?: string[];
  soldCount?: number;
  photos?: string[];
  /** The product's rating as its reviews would have made it (makeReview keeps it in step instead). */
  rating?: { avg: number; count: number };
}

/** A published product of its own store and category (or the ones given), 10 in stock at Rp100.000. */
export async function makeProduct(world: World, options: ProductOptions = {}): Promise<Product> {
  const [made] = await insertProducts(world, options, [{ name: null }]);
  return made!;
}

/** Variants of one product ('Merah', 'Biru' …): one row each, sharing a variant group, store and category. */
export async function makeVariants(
  world: World,
  variants: { name: string; price?: number; stock?: number }[],
  options: ProductOptions = {},
): Promise<Product[]> {
  return insertProducts(
    world,
    options,
    variants.map((variant) => ({ variantName: variant.name, name: null, price: variant.price, stock: variant.stock })),
  );
}

/** `count` separate products of one store and category, in one insert, in id order. */
export async function makeProducts(world: World, count: number, options: ProductOptions = {}): Promise<Product[]> {
  const shared = {
    ...options,
    merchant: options.merchant ?? (await makeMerchant(world)),
    category: options.category ?? (await makeCategory(world)),
  };
  const rows = Array.from({ length: count }, () => ({ name: null, separate: true }));
  return insertProducts(world, shared, rows);
}

async function insertProducts(
  world: World,
  options: ProductOptions,
  rows: { name: string | null; variantName?: string; price?: number; stock?: number; separate?: boolean }[],
): Promise<Product[]> {
  const store = options.merchant ?? (await makeMerchant(world));
  const leaf = options.category ?? (await makeCategory(world));
  const now = world.clock.now();
  const n = next();
  const values = rows.map((row, index) => {
    // Separate products each have their own group; variants share one. Far above the demo seed's groups.
    const variantGroup = 900_000 + (row.separate ? next() : n);
    const baseName = options.name ?? `Produk Uji ${row.separate ? variantGroup - 900_000 : n}`;
    const name = row.name ?? (row.variantName ? `${baseName} ${row.variantName}` : baseName);
    const price = row.price ?? options.price ?? 100_000;
    return {
      merchant_id: store.id,
      category_id: leaf.id,
      slug: `produk-uji-${n}-${index + 1}`,
      name,
      description: `${name} untuk pengujian.`,
      variant_group: variantGroup,
      variant_name: row.variantName ?? null,
      attribute_type: options.sizes?.length ? "Ukuran" : null,
      attribute_values: options.sizes ?? [],
      photos: options.photos ?? [],
      base_price: Math.max(price, options.basePrice ?? price),
      publish_price: price,
      stock: row.stock ?? options.stock ?? 10,
      weight_grams: options.weightGrams ?? 500,
      status: options.status ?? "PUBLISH",
      sold_count: options.soldCount ?? 0,
      rating_avg: options.rating?.avg ?? 0,
      rating_count: options.rating?.count ?? 0,
      created_at: now,
      updated_at: now,
    };
  });
  const inserted = await world.database.db.insert(product).values(values).returning({ id: product.id });
  return values
    .map((value, index) => ({
      id: inserted[index]!.id,
      slug: value.slug,
      name: value.name,
      merchantId: store.id,
      categoryId: leaf.id,
      price: value.publish_price,
      stock: value.stock,
      variantGroup: value.variant_group,
    }))
    .sort((a, b) => a.id - b.id);
}

// ---- reviews ----------------------------------------------------------------------------------------------

export interface Review {
  id: number;
  point: number;
  createdAt: Date;
  attachments: { id: number; media_url: string; media_caption: string | null }[];
}

/**
 * A buyer's review of a product (by a new buyer unless `author` is given), at the clock's time unless `at`,
 * with photos and the store's reply as asked. The product's rating follows its reviews, as when a buyer rates.
 */
export async function makeReview(
  world: World,
  item: Product,
  options: {
    point?: number;
    message?: string;
    author?: { userId: number };
    at?: Date;
    attachments?: { url: string; caption?: string }[];
    reply?: { message: string; at?: Date };
  } = {},
): Promise<Review> {
  const { db } = world.database;
  const author = options.author ?? (await makeBuyer(world));
  const createdAt = options.at ?? world.clock.now();
  const point = options.point ?? 5;
  const [row] = await db
    .insert(review)
    .values({
      product_id: item.id,
      user_id: author.userId,
      point,
      message: options.message ?? `Ulasan uji ${next()}`,
      created_at: createdAt,
    })
    .returning({ id: review.id });
  const id = row!.id;
  const attachments = options.attachments?.length
    ? await db
        .insert(review_attachment)
        .values(
          options.attachments.map((file) => ({
            review_id: id,
            media_url: file.url,
            media_caption: file.caption ?? null,
          })),
        )
        .returning({
          id: review_attachment.id,
          media_url: review_attachment.media_url,
          media_caption: review_attachment.media_caption,
        })
    : [];
  if (options.reply) {
    await db.insert(review_reply).values({
      review_id: id,
      merchant_id: item.merchantId,
      message: options.reply.message,
      created_at: options.reply.at ?? createdAt,
    });
  }
  const [rating] = await db
    .select({ count: count(), avg: avg(review.point) })
    .from(review)
    .where(eq(review.product_id, item.id));
  await db
    .update(product)
    .set({ rating_count: rating!.count, rating_avg: Number(rating!.avg ?? 0) })
    .where(eq(product.id, item.id));
  return { id, point, createdAt, attachments: attachments.sort((a, b) => a.id - b.id) };
}

// ---- promotions ---------------------------------------------------------------------------------------------

const HOUR = 3_600_000;

export interface Promo {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  code: string | null;
}

/** A running promo (a platform one unless `merchant` is given): Rp10.000 off, no minimum, no quota. */
export async function makePromo(
  world: World,
  options: {
    name?: string;
    nameEn?: string;
    slug?: string;
    code?: string;
    description?: string;
    descriptionEn?: string;
    /** A banner (and its icon) makes a platform promo a home-page banner. */
    banner?: string;
    icon?: string;
    merchant?: Store;
    kind?: "percentage" | "fixed" | "free_shipping";
    value?: number;
    maxDiscount?: number;
    minPurchase?: number;
    quota?: number;
    quotaUsed?: number;
    perUserLimit?: number;
    requiresClaim?: boolean;
    startsAt?: Date;
    endsAt?: Date;
  } = {},
): Promise<Promo> {
  const n = next();
  const now = world.clock.now();
  const name = options.name ?? `Promo Uji ${n}`;
  const nameEn = options.nameEn ?? `Test promo ${n}`;
  const slug = options.slug ?? `promo-uji-${n}`;
  const [row] = await world.database.db
    .insert(promo)
    .values({
      merchant_id: options.merchant?.id ?? null,
      name,
      name_en: nameEn,
      slug,
      code: options.code ?? null,
      kind: options.kind ?? "fixed",
      value: options.value ?? 10_000,
      max_discount: options.maxDiscount ?? null,
      min_purchase: options.minPurchase ?? 0,
      starts_at: options.startsAt ?? new Date(now.getTime() - 24 * HOUR),
      ends_at: options.endsAt ?? new Date(now.getTime() + 30 * 24 * HOUR),
      quota_total: options.quota ?? null,
      quota_used: options.quotaUsed ?? 0,
      per_user_limit: options.perUserLimit ?? 1,
      requires_claim: options.requiresClaim ? 1 : 0,
      description: options.description ?? "",
      description_en: options.descriptionEn ?? "",
      banner_url: options.banner ?? null,
      json_meta: options.icon ? { icon: options.icon } : {},
      created_at: now,
      updated_at: now,
    })
    .returning({ id: promo.id });
  return { id: row!.id, slug, name, name_en: nameEn, code: options.code ?? null };
}

/** A flash sale running from an hour ago for two hours (or as given), with its products' prices and quotas. */
export async function makeFlashSale(
  world: World,
  items: { product: Product; flashPrice: number; quota?: number; sold?: number }[],
  options: { name?: string; startsAt?: Date; endsAt?: Date } = {},
): Promise<{ id: number; slug: string }> {
  const n = next();
  const now = world.clock.now().getTime();
  const slug = `flash-sale-uji-${n}`;
  const [row] = await world.database.db
    .insert(flash_sale)
    .values({
      name: options.name ?? `Flash Sale Uji ${n}`,
      slug,
      starts_at: options.startsAt ?? new Date(now - HOUR),
      ends_at: options.endsAt ?? new Date(now + 2 * HOUR),
    })
    .returning({ id: flash_sale.id });
  if (items.length > 0) {
    await world.database.db.insert(flash_sale_product).values(
      items.map((item) => ({
        flash_sale_id: row!.id,
        product_id: item.product.id,
        flash_price: item.flashPrice,
        quota: item.quota ?? 10,
        sold: item.sold ?? 0,
      })),
    );
  }
  return { id: row!.id, slug };
}

// ---- orders ------------------------------------------------------------------------------------------------

/**
 * An order paid in full from the wallet, through the real checkout: cart, the first courier offered per
 * store, wallet, place order. The buyer needs a main address (makeBuyer's `address`); the wallet is topped
 * up by what the invoice costs. Returns the invoice code.
 */
export async function makePaidOrder(
  world: ServedWorld,
  buyer: Buyer,
  lines: { product: Product; qty: number }[],
): Promise<string> {
  for (const { product: item, qty } of lines)
    await world.services.cart.add(buyer.userId, { products_id: item.id, qty });
  const preview = await world.services.checkout.preview(buyer.userId, "en", false);
  for (const order of preview.orders) {
    const rates = await world.services.checkout.pricelist(buyer.userId, order.id);
    await world.services.checkout.setLogistic(buyer.userId, order.id, { shipper_result_id: rates[0]!.id });
  }
  const priced = await world.services.checkout.preview(buyer.userId, "en", false);
  await topUpWallet(world, buyer.userId, priced.summary.grand_total);
  await world.services.checkout.setWallet(buyer.userId, { use_wallet: "yes" });
  const result = await world.services.placeOrder(buyer.viewer, {}, { lang: "en" });
  if (result.status_payment !== "settlement")
    throw new Error(`makePaidOrder: invoice ${result.invoice_code} is ${result.status_payment}, not paid`);
  return result.invoice_code;
}

// ---- a catalogue to search ---------------------------------------------------------------------------------

export interface SearchCatalogue {
  stores: Record<"demo" | "batik" | "papua" | "nusantech" | "sora", Store>;
  leaves: Record<"kemeja" | "kaos" | "lari" | "laptop" | "audio" | "meja", Category>;
  products: Product[];
}

/**
 * A small catalogue with words to find, misspell and complete: shirts and T-shirts under Fashion Pria,
 * running shoes, laptops and audio, tables (whose 'meja' a stemmer would find in 'kemeja'); regular stores
 * in Bandung, Surabaya and Jayapura and two official ones in Jakarta; varied prices, sales and ratings,
 * each product a minute newer than the one before (the world's clock moves on with them).
 */
export async function makeSearchCatalogue(world: World): Promise<SearchCatalogue> {
  const level = (name: string, nameEn: string, slug: string): CategoryLevel => ({ name, nameEn, slug });
  const leafOf = (top: CategoryLevel, middle: CategoryLevel, leaf: CategoryLevel, siblingOf?: Category) =>
    makeCategory(world, { levels: [top, middle, leaf], siblingOf });
  const fashion = [
    level("Fashion Pria", "Men's Fashion", "fashion-pria"),
    level("Atasan Pria", "Men's Tops", "atasan-pria"),
  ] as const;
  const electronics = [
    level("Elektronik", "Electronics", "elektronik"),
    level("Komputer & Audio", "Computers & Audio", "komputer-audio"),
  ] as const;
  const kemeja = await leafOf(...fashion, level("Kemeja Pria", "Men's Shirts", "kemeja-pria"));
  const kaos = await leafOf(...fashion, level("Kaos Pria", "Men's T-Shirts", "kaos-pria"), kemeja);
  const lari = await leafOf(
    level("Olahraga", "Sports", "olahraga"),
    level("Sepatu Olahraga", "Sports Shoes", "sepatu-olahraga"),
    level("Sepatu Lari", "Running Shoes", "sepatu-lari"),
  );
  const laptop = await leafOf(...electronics, level("Laptop", "Laptops", "laptop"));
  const audio = await leafOf(...electronics, level("Audio", "Audio", "audio"), laptop);
  const meja = await leafOf(
    level("Rumah Tangga", "Home", "rumah-tangga"),
    level("Furnitur", "Furniture", "furnitur"),
    level("Meja", "Tables", "meja"),
  );
  const stores = {
    demo: await makeMerchant(world, { name: "Toko Demo Pasar", slug: "toko-demo-pasar", place: PLACES.bandung }),
    batik: await makeMerchant(world, { name: "Batik Sekar Arum", slug: "batik-sekar-arum", place: PLACES.surabaya }),
    papua: await makeMerchant(world, { name: "Toko Papua Jaya", slug: "toko-papua-jaya", place: PLACES.jayapura }),
    nusantech: await makeMerchant(world, {
      name: "Nusantech Official Store",
      slug: "nusantech-official",
      storetype: "official",
      place: PLACES.jakartaSelatan,
      logo: "/media/demo/logo/nusantech-official.webp",
    }),
    sora: await makeMerchant(world, {
      name: "Sora Audio Official",
      slug: "sora-audio-official",
      storetype: "official",
      place: PLACES.jakartaPusat,
      logo: "/media/demo/logo/sora-audio-official.webp",
    }),
  };
  const leaves = { kemeja, kaos, lari, laptop, audio, meja };
  const rows: [keyof typeof stores, keyof typeof leaves, string, number, number, number][] = [
    // store, leaf, name, price, sold, rating
    ["demo", "kemeja", "Kemeja Flanel Kotak", 150_000, 120, 4.6],
    ["demo", "kemeja", "Kemeja Batik Modern", 185_000, 40, 4.2],
    ["demo", "kemeja", "Kemeja Oxford Putih", 175_000, 10, 3.8],
    ["demo", "kemeja", "Kemeja Linen Santai", 160_000, 75, 4.9],
    ["demo", "kaos", "Kaos Polos Hitam", 49_000, 300, 4.7],
    ["demo", "kaos", "Kaos Polos Putih", 49_000, 250, 4.5],
    ["demo", "kaos", "Kaos Polo Pria", 89_000, 60, 4.1],
    ["demo", "kaos", "Kaos Oversize Abu", 79_000, 30, 3.5],
    ["demo", "lari", "Sepatu Running Pria", 275_000, 55, 4.5],
    ["batik", "kemeja", "Kemeja Batik Parang", 220_000, 90, 4.8],
    ["batik", "kemeja", "Kemeja Batik Kawung", 210_000, 15, 4.0],
    ["batik", "kaos", "Kaos Batik Sogan", 99_000, 20, 4.3],
    ["papua", "lari", "Sepatu Lari Ringan", 350_000, 45, 4.4],
    ["papua", "lari", "Sepatu Lari Trail", 420_000, 12, 4.0],
    ["papua", "meja", "Meja Belajar Lipat", 250_000, 33, 4.2],
    ["papua", "meja", "Meja Kopi Kayu", 300_000, 8, 3.9],
    ["nusantech", "laptop", "Laptop Tipis 14 Inci", 7_500_000, 25, 4.7],
    ["nusantech", "laptop", "Laptop Gaming 15 Inci", 12_000_000, 18, 4.6],
    ["nusantech", "audio", "Earphone Nusantech Developer", 99_000, 5, 5.0],
    ["sora", "audio", "Speaker Bluetooth Mini", 350_000, 70, 4.4],
    ["sora", "audio", "Headphone Nirkabel", 650_000, 35, 4.6],
  ];
  const products: Product[] = [];
  for (const [store, leaf, name, price, soldCount, avg] of rows) {
    world.clock.advance(60_000);
    products.push(
      await makeProduct(world, {
        merchant: stores[store],
        category: leaves[leaf],
        name,
        price,
        soldCount,
        rating: { avg, count: Math.max(1, Math.round(soldCount / 4)) },
      }),
    );
  }
  world.clock.advance(60_000);
  // More of the same sock, enough regular products for three pages of ten.
  products.push(
    ...(await makeProducts(world, 8, {
      merchant: stores.demo,
      category: kaos,
      name: "Kaos Kaki Katun",
      price: 25_000,
    })),
  );
  return { stores, leaves, products };
}

// ---- store orders ------------------------------------------------------------------------------------------

/**
 * A store order written straight into the tables (with an invoice of its own), at the status and moment
 * given: the figures a report reads, without a checkout. Lines are priced at their product's price unless
 * `price` says otherwise. Returns the order id.
 */
export async function makeStoreOrder(
  world: World,
  options: {
    store: Store;
    buyer: Buyer;
    status: string;
    at: Date;
    lines: { product: Product; qty: number; price?: number }[];
    discountMerchant?: number;
  },
): Promise<number> {
  const [id] = await insertSales(
    world.database.db,
    [
      {
        merchantId: options.store.id,
        userId: options.buyer.userId,
        status: options.status,
        createdAt: options.at,
        discountMerchant: options.discountMerchant ?? 0,
        lines: options.lines.map(({ product: item, qty, price }) => ({
          productId: item.id,
          name: item.name,
          slug: item.slug,
          price: price ?? item.price,
          qty,
        })),
      },
    ],
    `T${next()}`,
  );
  return id!;
}
