import { hash } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import type { Clock } from "../../core/shared/clock.ts";
import { demoImageUrl } from "./pictures/index.ts";
import type { Database, Executor } from "../client.ts";
import * as tables from "../schema.ts";
import { bulkInsertColumns, columnTypes, insertRecords, insertRows, query, reserveIds } from "./bulk.ts";
import {
  generateBatch,
  slugify,
  type CatalogContext,
  type LeafRef,
  type MerchantRef,
  PRODUCT_COLUMNS,
  type ProductRow,
  type ReviewDraft,
} from "./catalog-generator.ts";
import { CATEGORY_TREE } from "./data/categories.ts";
import { DEMO_MERCHANT, MERCHANTS, STREETS, type MerchantSpec } from "./data/merchants.ts";
import { FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES } from "./data/people.ts";
import { MERCHANT_DESCRIPTION_TAILS } from "./data/texts.ts";
import { createRng, type Rng } from "./random.ts";
import { insertSales, planSales, planViews } from "./sales.ts";
import { loadRegionData, type RegionData } from "./regions.ts";

export interface SeedOptions {
  products: number;
  clock: Clock;
  log?: (line: string) => void;
}

export interface SeedReport {
  created: boolean;
  counts: Record<string, number>;
  demoAccounts: { role: string; email: string; password: string }[];
}

export interface GrowOptions {
  products: number;
  clock: Clock;
  log?: (line: string) => void;
}

export interface GrowReport {
  added: number;
  total: number;
  seconds: number;
  rowsPerSecond: number;
}

export const DEMO_ACCOUNTS = [
  { role: "buyer", email: "buyer@pasar.test", password: "pasar-demo-123", fullname: "Budi Santoso" },
  { role: "buyer", email: "buyer2@pasar.test", password: "pasar-demo-123", fullname: "Siti Rahmawati" },
  { role: "merchant", email: "merchant@pasar.test", password: "pasar-demo-123", fullname: "Dewi Lestari" },
] as const;

/** app_setting key recording that the demo marketplace exists. */
export const SEED_SETTING_KEY = "seed.demo";
// Any fixed number; the same in every process that may seed this database.
const SEED_LOCK_ID = 727_270_002;
/** The catalogue is the same on every fresh start: one fixed seed for the whole generator. */
const SEED = 20_261_122;
const REVIEWERS = 200;
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const WIB_OFFSET = 7 * HOUR;

const COUNTED_TABLES = [
  "province",
  "city",
  "district",
  "village",
  "category",
  "user",
  "merchant",
  "product",
  "review",
  "review_attachment",
  "review_reply",
  "flash_sale",
  "flash_sale_product",
  "promo",
  "wallet_ledger_entry",
  "address_book",
] as const;

function publicAccounts(): SeedReport["demoAccounts"] {
  return DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password }));
}

export async function countRows(db: Executor): Promise<Record<string, number>> {
  const unions = COUNTED_TABLES.map((table) => `select '${table}' as name, count(*) as n from "${table}"`).join(
    " union all ",
  );
  const rows = await query<{ name: string; n: string | number }>(db, sql.raw(unions));
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

async function seedSetting(db: Executor): Promise<unknown> {
  const rows = await query<{ value: unknown }>(db, sql`select value from app_setting where key = ${SEED_SETTING_KEY}`);
  return rows[0]?.value;
}

function timer(log: ((line: string) => void) | undefined) {
  const started = performance.now();
  let last = started;
  return {
    step(label: string) {
      const now = performance.now();
      log?.(`seed: ${label} (${Math.round(now - last)} ms)`);
      last = now;
    },
    total: () => Math.round(performance.now() - started),
  };
}

/**
 * Fills an empty database with the demo marketplace: all regions, a category tree, stores, products,
 * reviews, flash sales, promos and the demo accounts. Runs once: the whole seed is one transaction that
 * takes an advisory lock and records `seed.demo` in app_setting, so a crash leaves nothing behind and a
 * second process (or a second start) finds the setting and returns `created: false`.
 */
export async function seedDemoMarketplace(db: Database, options: SeedOptions): Promise<SeedReport> {
  if ((await seedSetting(db)) !== undefined) {
    return { created: false, counts: await countRows(db), demoAccounts: publicAccounts() };
  }
  const time = timer(options.log);
  // Hashing is slow on purpose; do it before the transaction holds its lock.
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hash(account.password)));
  const regions = loadRegionData();
  time.step("hashed demo passwords, read idn-area-data");

  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if ((await seedSetting(tx)) !== undefined) return false;
    await seedEverything(tx, options, regions, passwordHashes, time);
    await tx.execute(
      sql`insert into app_setting (key, value) values (${SEED_SETTING_KEY}, ${JSON.stringify({
        version: 1,
        seeded_at: options.clock.now().toISOString(),
        products: options.products,
      })}::jsonb) on conflict (key) do nothing`,
    );
    return true;
  });
  const counts = await countRows(db);
  if (created) options.log?.(`seed: demo marketplace ready in ${time.total()} ms`);
  return { created, counts, demoAccounts: publicAccounts() };
}

async function seedEverything(
  tx: Executor,
  options: SeedOptions,
  regions: RegionData,
  passwordHashes: string[],
  time: ReturnType<typeof timer>,
): Promise<void> {
  const rng = createRng(SEED);
  const now = options.clock.now();

  await insertRegions(tx, regions);
  time.step(
    `regions: ${regions.provinces.length}/${regions.cities.length}/${regions.districts.length}/${regions.villages.length}`,
  );

  const leaves = await insertCategories(tx, now);
  time.step(`categories: ${leaves.length} leaves`);

  const people = await insertUsers(tx, rng.fork("users"), now, passwordHashes);
  time.step(`users: ${people.reviewerIds.length} reviewers`);

  const merchants = await insertMerchants(tx, rng.fork("merchants"), now, regions, people.ownerIds);
  time.step(`merchants: ${merchants.all.length}`);

  const ctx = buildContext(leaves, merchants.all, people.reviewerIds, now);
  const ids = await reserveIds(tx, "product", options.products);
  const firstGroup = await nextVariantGroup(tx);
  const batch = generateBatch(rng.fork("catalog"), ctx, {
    ids,
    firstVariantGroup: firstGroup,
    reviews: "full",
    demoProducts: options.products >= 200 ? 24 : Math.min(options.products, Math.ceil(options.products * 0.05)),
    coverAllLeaves: true,
  });
  time.step(`generated ${batch.products.length} products, ${batch.reviews.length} reviews`);
  await insertProducts(tx, batch.products);
  time.step("inserted products");
  await insertReviews(tx, batch.products, batch.reviews);
  await refreshMerchantRatings(tx);
  time.step("inserted reviews, attachments, replies");

  await insertFlashSales(tx, rng.fork("flash"), now, batch.products);
  await insertPromos(tx, rng.fork("promos"), now, merchants.all, merchants.demo);
  await insertDemoWalletsAndAddresses(tx, now, regions, people.demoUserIds);
  time.step("flash sales, promos, wallets, addresses");
  if (merchants.demo) {
    const sales = await insertDemoSales(
      tx,
      rng.fork("sales"),
      now,
      merchants.demo.id,
      batch.products,
      people.reviewerIds,
    );
    time.step(`demo store: ${sales.orders} orders, ${sales.viewRows} view rows`);
  }
}

// ---- regions -------------------------------------------------------------------------------------------

async function insertRegions(tx: Executor, regions: RegionData): Promise<void> {
  const suffix = "on conflict (id) do nothing";
  await insertRows(tx, tables.province, ["id", "name"], regions.provinces, { suffix });
  await insertRows(tx, tables.city, ["id", "province_id", "name"], regions.cities, { suffix });
  await insertRows(tx, tables.district, ["id", "city_id", "name"], regions.districts, {
    suffix,
    chunkSize: 10000,
  });
  const villages = regions.villages;
  await bulkInsertColumns(
    tx,
    "village",
    columnTypes(tables.village, ["id", "district_id", "name"]),
    {
      id: villages.map((v) => v.id),
      district_id: villages.map((v) => v.district_id),
      name: villages.map((v) => v.name),
    },
    { suffix, chunkSize: 30000 },
  );
}

// ---- categories ----------------------------------------------------------------------------------------

async function insertCategories(tx: Executor, now: Date): Promise<LeafRef[]> {
  const stamp = now.toISOString();
  // Each level is inserted once the one above it has ids; a category is ordered among its siblings.
  const row = (
    spec: { name: string; name_en: string; slug: string },
    level: number,
    parentId: number | null,
    index: number,
  ) => ({
    parent_id: parentId,
    level,
    name: spec.name,
    name_en: spec.name_en,
    slug: spec.slug,
    icon: demoImageUrl("category", spec.slug),
    sort_order: index + 1,
    created_at: stamp,
    updated_at: stamp,
  });
  const insert = (rows: ReturnType<typeof row>[]) =>
    insertRows(
      tx,
      tables.category,
      ["parent_id", "level", "name", "name_en", "slug", "icon", "sort_order", "created_at", "updated_at"],
      rows,
      { suffix: "on conflict (slug) do nothing" },
    );
  await insert(CATEGORY_TREE.map((top, index) => row(top, 1, null, index)));
  let ids = await categoryIds(tx);
  await insert(
    CATEGORY_TREE.flatMap((top) => top.children.map((child, index) => row(child, 2, ids.get(top.slug)!, index))),
  );
  ids = await categoryIds(tx);
  await insert(
    CATEGORY_TREE.flatMap((top) =>
      top.children.flatMap((child) => child.leaves.map((leaf, index) => row(leaf, 3, ids.get(child.slug)!, index))),
    ),
  );
  return loadLeaves(tx);
}

async function categoryIds(tx: Executor): Promise<Map<string, number>> {
  const rows = await query<{ id: number; slug: string }>(tx, sql`select id, slug from category`);
  return new Map(rows.map((row) => [row.slug, Number(row.id)]));
}

/** The demo leaves present in the database, each with its spec and ancestor slugs. */
async function loadLeaves(db: Executor): Promise<LeafRef[]> {
  const ids = await categoryIds(db);
  const leaves: LeafRef[] = [];
  for (const top of CATEGORY_TREE)
    for (const child of top.children)
      for (const leaf of child.leaves) {
        const id = ids.get(leaf.slug);
        if (id !== undefined) leaves.push({ id, spec: leaf, path: [leaf.slug, child.slug, top.slug] });
      }
  return leaves;
}

// ---- users ---------------------------------------------------------------------------------------------

function personName(rng: Rng): { fullname: string; initials: string } {
  const first = rng.chance(0.5) ? rng.pick(MALE_NAMES) : rng.pick(FEMALE_NAMES);
  const last = rng.pick(FAMILY_NAMES);
  return { fullname: `${first} ${last}`, initials: `${first[0]}${last[0]}`.toLowerCase() };
}

function phoneNumber(rng: Rng): string {
  return `08${rng.pick(["11", "12", "13", "21", "22", "52", "53", "55", "56", "57", "77", "78", "81", "82", "95", "96"])}${String(rng.int(10_000_000, 99_999_999))}`;
}

async function insertUsers(tx: Executor, rng: Rng, now: Date, passwordHashes: string[]) {
  const rows: Record<string, unknown>[] = [];
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  DEMO_ACCOUNTS.forEach((account, index) => {
    const initials = account.fullname
      .split(" ")
      .map((word) => word[0])
      .join("")
      .toLowerCase();
    rows.push({
      email: account.email,
      password_hash: passwordHashes[index],
      fullname: account.fullname,
      phone: phoneNumber(rng),
      profile_picture: demoImageUrl("avatar", `${9000 + index}-${initials}`),
      created_at: at(400),
      updated_at: at(400),
    });
  });
  const ownerEmails = new Map<string, string>();
  for (const spec of [DEMO_MERCHANT, ...MERCHANTS]) {
    if (spec === DEMO_MERCHANT) continue;
    const email = `pemilik.${spec.slug}@pasar.test`;
    ownerEmails.set(spec.slug, email);
    const days = rng.int(400, 2000);
    rows.push({
      email,
      password_hash: null,
      fullname: personName(rng).fullname,
      phone: phoneNumber(rng),
      profile_picture: null,
      created_at: at(days),
      updated_at: at(days),
    });
  }
  for (let n = 1; n <= REVIEWERS; n++) {
    const person = personName(rng);
    const days = rng.int(30, 900);
    rows.push({
      email: `pembeli${n}@pasar.test`,
      password_hash: null,
      fullname: person.fullname,
      phone: rng.chance(0.6) ? phoneNumber(rng) : null,
      profile_picture: demoImageUrl("avatar", `${n}-${person.initials}`),
      created_at: at(days),
      updated_at: at(days),
    });
  }
  await insertRows(
    tx,
    tables.user,
    ["email", "password_hash", "fullname", "phone", "profile_picture", "created_at", "updated_at"],
    rows,
    { suffix: "on conflict (email) do nothing" },
  );
  const emails = rows.map((row) => row.email as string);
  const found = await query<{ id: number; email: string }>(
    tx,
    sql`select id, email from "user" where email = any(${sql.param(emails)}::text[])`,
  );
  const byEmail = new Map(found.map((row) => [row.email, Number(row.id)]));
  const ownerIds = new Map<string, number>([[DEMO_MERCHANT.slug, byEmail.get("merchant@pasar.test")!]]);
  for (const [slug, email] of ownerEmails) ownerIds.set(slug, byEmail.get(email)!);
  return {
    demoUserIds: DEMO_ACCOUNTS.map((account) => byEmail.get(account.email)!),
    ownerIds,
    reviewerIds: Array.from({ length: REVIEWERS }, (_, i) => byEmail.get(`pembeli${i + 1}@pasar.test`)!),
  };
}

// ---- merchants ----------------------------------------------------------------------------------------

function npwp(rng: Rng): string {
  const length = rng.chance(0.5) ? 15 : 16;
  let digits = String(rng.int(1, 9));
  while (digits.length < length) digits += String(rng.int(0, 9));
  return digits;
}

async function insertMerchants(tx: Executor, rng: Rng, now: Date, regions: RegionData, ownerIds: Map<string, number>) {
  const cityByName = new Map(regions.cities.map((city) => [city.name, city]));
  const districtsByCity = new Map<string, RegionData["districts"]>();
  for (const district of regions.districts) {
    const list = districtsByCity.get(district.city_id) ?? [];
    list.push(district);
    districtsByCity.set(district.city_id, list);
  }
  const specs = [DEMO_MERCHANT, ...MERCHANTS];
  const rows = specs.map((spec) => {
    const city = cityByName.get(spec.city);
    if (!city) throw new Error(`seed: unknown city ${spec.city} for ${spec.slug}`);
    const district =
      spec === DEMO_MERCHANT
        ? (districtsByCity.get(city.id)!.find((d) => d.name === "Coblong") ?? districtsByCity.get(city.id)![0]!)
        : rng.pick(districtsByCity.get(city.id)!);
    const since = new Date(now.getTime() - rng.int(200, 1800) * DAY).toISOString();
    return {
      user_id: ownerIds.get(spec.slug),
      slug: spec.slug,
      name: spec.name,
      description: `${spec.tagline} ${rng.pick(MERCHANT_DESCRIPTION_TAILS)}`,
      storetype: spec.storetype,
      is_pkp: spec.is_pkp,
      npwp: spec.is_pkp ? npwp(rng) : null,
      status: "active",
      logo_url: demoImageUrl("logo", spec.slug),
      banner_url: demoImageUrl("banner", spec.slug),
      province_id: city.province_id,
      city_id: city.id,
      district_id: district.id,
      address: `${rng.pick(STREETS)} No. ${rng.int(1, 250)}, ${district.name}, ${city.name.replace("Kota Administrasi ", "")}`,
      created_at: since,
      updated_at: since,
    };
  });
  await insertRecords(tx, tables.merchant, rows, { suffix: "on conflict do nothing" });
  const all = await loadMerchants(tx);
  return { all, demo: all.find((m) => m.spec === DEMO_MERCHANT) ?? null };
}

async function loadMerchants(db: Executor): Promise<MerchantRef[]> {
  const specs = new Map<string, MerchantSpec>([DEMO_MERCHANT, ...MERCHANTS].map((spec) => [spec.slug, spec]));
  const rows = await query<{ id: number; slug: string }>(
    db,
    sql`select id, slug from merchant where slug = any(${sql.param([...specs.keys()])}::text[]) order by id`,
  );
  return rows.map((row) => ({ id: Number(row.id), spec: specs.get(row.slug)! }));
}

function buildContext(leaves: LeafRef[], merchants: MerchantRef[], reviewerIds: number[], now: Date): CatalogContext {
  const demoMerchant = merchants.find((m) => m.spec === DEMO_MERCHANT) ?? null;
  const others = merchants.filter((m) => m !== demoMerchant);
  const coverage = leaves.map((leaf) => {
    const sellers = others.filter((m) => m.spec.sells.some((slug) => leaf.path.includes(slug)));
    return {
      official: sellers.filter((m) => m.spec.storetype === "official"),
      regular: sellers.filter((m) => m.spec.storetype === "regular"),
    };
  });
  return {
    leaves,
    coverage,
    regularMerchants: others.filter((m) => m.spec.storetype === "regular"),
    demoMerchant,
    reviewerIds,
    now,
  };
}

// ---- products and reviews ------------------------------------------------------------------------------

async function nextVariantGroup(db: Executor): Promise<number> {
  const rows = await query<{ next: string | number }>(
    db,
    sql`select coalesce(max(variant_group), 0) + 1 as next from product`,
  );
  return Number(rows[0]!.next);
}

async function insertProducts(tx: Executor, products: ProductRow[]): Promise<void> {
  await insertRows(tx, tables.product, PRODUCT_COLUMNS, products as unknown as Record<string, unknown>[], {
    overriding: true,
    chunkSize: 2500,
  });
}

async function insertReviews(tx: Executor, products: ProductRow[], reviews: ReviewDraft[]): Promise<void> {
  const ids = await reserveIds(tx, "review", reviews.length);
  const reviewRows = reviews.map((review, i) => ({
    id: ids[i],
    product_id: products[review.productIndex]!.id,
    user_id: review.user_id,
    point: review.point,
    message: review.message,
    created_at: review.created_at,
  }));
  await insertRows(tx, tables.review, ["id", "product_id", "user_id", "point", "message", "created_at"], reviewRows, {
    overriding: true,
    chunkSize: 10000,
  });
  const attachments = reviews.flatMap((review, i) =>
    review.attachments.map((url, n) => ({
      review_id: ids[i],
      media_url: url,
      media_caption: n === 0 && i % 3 === 0 ? "Foto dari pembeli" : null,
    })),
  );
  await insertRows(tx, tables.review_attachment, ["review_id", "media_url", "media_caption"], attachments, {
    chunkSize: 10000,
  });
  const replies = reviews.flatMap((review, i) => (review.reply ? [{ review_id: ids[i], ...review.reply }] : []));
  await insertRows(tx, tables.review_reply, ["review_id", "merchant_id", "message", "created_at"], replies, {
    chunkSize: 10000,
  });
}

/** A store's rating is the average over the reviews of all its products. */
async function refreshMerchantRatings(db: Executor): Promise<void> {
  await db.execute(sql`
    update merchant m set rating_avg = s.avg, rating_count = s.n
    from (
      select p.merchant_id, round(avg(r.point)::numeric, 2) as avg, count(*)::int as n
      from review r join product p on p.id = r.product_id
      group by p.merchant_id
    ) s
    where s.merchant_id = m.id`);
}

// ---- flash sales, promos, wallets, addresses ----------------------------------------------------------------

function wibLabel(ms: number): { slug: string; time: string } {
  const local = new Date(ms + WIB_OFFSET);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    slug: `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}-${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}`,
    time: `${pad(local.getUTCHours())}.${pad(local.getUTCMinutes())} WIB`,
  };
}

async function insertFlashSales(tx: Executor, rng: Rng, now: Date, products: ProductRow[]): Promise<void> {
  const t = now.getTime();
  const local = new Date(t + WIB_OFFSET);
  const tomorrowNoon = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1, 12) - WIB_OFFSET;
  const windows = [
    { name: "Flash Sale Kilat", starts: t - HOUR, ends: t + 5 * HOUR, running: true },
    { name: "Flash Sale Berikutnya", starts: t + 5 * HOUR, ends: t + 11 * HOUR, running: false },
    { name: "Flash Sale Tengah Hari", starts: tomorrowNoon, ends: tomorrowNoon + 3 * HOUR, running: false },
  ];
  const candidates = rng.shuffle(
    products.filter((p) => p.status === "PUBLISH" && p.stock >= 10 && p.publish_price >= 10_000),
  );
  let next = 0;
  for (const window of windows) {
    const label = wibLabel(window.starts);
    const rows = await query<{ id: number }>(
      tx,
      sql`insert into flash_sale (name, slug, starts_at, ends_at)
          values (${`${window.name} ${label.time}`}, ${`flash-sale-${label.slug}`}, ${new Date(window.starts).toISOString()}::timestamptz, ${new Date(window.ends).toISOString()}::timestamptz)
          on conflict (slug) do nothing returning id`,
    );
    if (!rows[0]) continue;
    const saleId = Number(rows[0].id);
    const picked = candidates.slice(next, next + rng.int(12, 24));
    next += picked.length;
    const items = picked.map((product) => {
      const quota = Math.min(product.stock, rng.int(10, 100));
      const price = Math.max(100, Math.floor((product.publish_price * (1 - rng.int(10, 50) / 100)) / 100) * 100);
      return {
        flash_sale_id: saleId,
        product_id: product.id,
        flash_price: Math.min(price, product.publish_price - 100),
        quota,
        sold: window.running ? rng.int(0, Math.floor(quota * 0.8)) : 0,
      };
    });
    await insertRows(
      tx,
      tables.flash_sale_product,
      ["flash_sale_id", "product_id", "flash_price", "quota", "sold"],
      items,
    );
  }
}

const CODE_STOP_WORDS = new Set(["toko", "official", "store", "co", "shop", "dan"]);

function rupiah(amount: number, locale: "id" | "en"): string {
  return `Rp${amount.toLocaleString(locale === "id" ? "id-ID" : "en-US")}`;
}

interface PromoRow {
  merchant_id: number | null;
  name: string;
  name_en: string;
  slug: string;
  code: string | null;
  kind: "percentage" | "fixed" | "free_shipping";
  value: number;
  max_discount: number | null;
  min_purchase: number;
  starts_at: string;
  ends_at: string;
  quota_total: number | null;
  quota_used: number;
  per_user_limit: number;
  requires_claim: number;
  banner_url: string | null;
  description: string;
  description_en: string;
  json_meta: { icon?: string };
}

async function insertPromos(
  tx: Executor,
  rng: Rng,
  now: Date,
  merchants: MerchantRef[],
  demo: MerchantRef | null,
): Promise<void> {
  const t = now.getTime();
  const at = (day: number) => new Date(t + day * DAY).toISOString();
  /** A promo's window, in days from now (negative: in the past). */
  const runs = (fromDay: number, toDay: number) => ({ starts_at: at(fromDay), ends_at: at(toDay) });
  const platform = (
    slug: string,
    values: Omit<
      PromoRow,
      | "merchant_id"
      | "slug"
      | "banner_url"
      | "json_meta"
      | "quota_used"
      | "per_user_limit"
      | "requires_claim"
      | "code"
      | "quota_total"
    > &
      Partial<Pick<PromoRow, "code" | "quota_total" | "per_user_limit" | "requires_claim">>,
  ): PromoRow => ({
    merchant_id: null,
    slug,
    code: null,
    quota_total: null,
    quota_used: 0,
    per_user_limit: 1,
    requires_claim: 0,
    banner_url: demoImageUrl("banner", `promo-${slug}`),
    json_meta: { icon: demoImageUrl("logo", `promo-${slug}`) },
    ...values,
  });
  const promos: PromoRow[] = [
    platform("diskon-10-persen", {
      name: "Diskon 10% hingga Rp50.000",
      name_en: "10% off up to Rp50,000",
      kind: "percentage",
      value: 10,
      max_discount: 50_000,
      min_purchase: 100_000,
      ...runs(-5, 25),
      per_user_limit: 3,
      description: "Diskon 10% untuk semua produk dengan minimal belanja Rp100.000. Potongan maksimal Rp50.000.",
      description_en: "10% off every product with a minimum spend of Rp100,000. Discount capped at Rp50,000.",
    }),
    platform("potongan-20rb", {
      name: "Potongan Rp20.000",
      name_en: "Rp20,000 off",
      kind: "fixed",
      value: 20_000,
      max_discount: null,
      min_purchase: 150_000,
      ...runs(-2, 14),
      per_user_limit: 2,
      description: "Potongan langsung Rp20.000 dengan minimal belanja Rp150.000.",
      description_en: "Rp20,000 off orders of Rp150,000 or more.",
    }),
    platform("gratis-ongkir", {
      name: "Gratis Ongkir hingga Rp30.000",
      name_en: "Free shipping up to Rp30,000",
      kind: "free_shipping",
      value: 30_000,
      max_discount: 30_000,
      min_purchase: 50_000,
      ...runs(-10, 30),
      per_user_limit: 5,
      description: "Ongkos kirim ditanggung Pasar hingga Rp30.000 dengan minimal belanja Rp50.000.",
      description_en: "Pasar pays shipping up to Rp30,000 on orders of Rp50,000 or more.",
    }),
    platform("pasarhemat", {
      name: "PASARHEMAT: Diskon 15%",
      name_en: "PASARHEMAT: 15% off",
      code: "PASARHEMAT",
      kind: "percentage",
      value: 15,
      max_discount: 75_000,
      min_purchase: 200_000,
      ...runs(-1, 20),
      quota_total: 500,
      requires_claim: 1,
      description: "Klaim kode PASARHEMAT untuk diskon 15% hingga Rp75.000. Kuota terbatas 500 pembeli.",
      description_en: "Claim code PASARHEMAT for 15% off up to Rp75,000. Limited to 500 shoppers.",
    }),
    platform("satu-saja", {
      name: "SATUSAJA: Potongan Rp50.000",
      name_en: "SATUSAJA: Rp50,000 off",
      code: "SATUSAJA",
      kind: "fixed",
      value: 50_000,
      max_discount: null,
      min_purchase: 100_000,
      ...runs(-1, 7),
      quota_total: 1,
      description: "Hanya untuk satu pembeli tercepat! Potongan Rp50.000 dengan minimal belanja Rp100.000.",
      description_en: "Only for the single fastest shopper! Rp50,000 off orders of Rp100,000 or more.",
    }),
    platform("promo-gajian", {
      name: "Promo Gajian 20%",
      name_en: "Payday sale 20%",
      kind: "percentage",
      value: 20,
      max_discount: 100_000,
      min_purchase: 300_000,
      ...runs(-40, -10),
      description: "Promo gajian bulan lalu: diskon 20% hingga Rp100.000. Promo sudah berakhir.",
      description_en: "Last month's payday sale: 20% off up to Rp100,000. This promo has ended.",
    }),
    platform("harbolnas", {
      name: "Harbolnas: Diskon 25%",
      name_en: "National Online Shopping Day: 25% off",
      kind: "percentage",
      value: 25,
      max_discount: 150_000,
      min_purchase: 250_000,
      ...runs(5, 8),
      quota_total: 1000,
      description: "Segera hadir! Diskon 25% hingga Rp150.000 di Hari Belanja Online Nasional.",
      description_en: "Coming soon! 25% off up to Rp150,000 on National Online Shopping Day.",
    }),
  ];

  const codes = new Set(promos.map((promo) => promo.code).filter(Boolean));
  const storeVoucher = (
    merchant: MerchantRef,
    index: number,
    kind: "percentage" | "fixed",
    value: number,
    withCode: string | null,
    // Fixed terms replace the random ones (which are still drawn, so the rest of the catalogue stays the same).
    terms?: { minPurchase: number; maxDiscount: number | null },
  ): PromoRow => {
    const name = merchant.spec.name;
    const isPercent = kind === "percentage";
    const randomMinPurchase = isPercent
      ? rng.pick([50_000, 75_000, 100_000, 150_000])
      : Math.max(value * 4, rng.pick([50_000, 100_000, 150_000]));
    const randomMaxDiscount = isPercent ? rng.pick([10_000, 20_000, 25_000, 50_000]) : null;
    const minPurchase = terms?.minPurchase ?? randomMinPurchase;
    const maxDiscount = terms ? terms.maxDiscount : randomMaxDiscount;
    return {
      merchant_id: merchant.id,
      name: isPercent ? `Diskon ${value}% ${name}` : `Potongan ${rupiah(value, "id")} ${name}`,
      name_en: isPercent ? `${value}% off at ${name}` : `${rupiah(value, "en")} off at ${name}`,
      slug: `${merchant.spec.slug}-voucher-${index + 1}`,
      code: withCode,
      kind,
      value,
      max_discount: maxDiscount,
      min_purchase: minPurchase,
      ...runs(-rng.int(1, 10), rng.int(7, 45)),
      quota_total: rng.chance(0.5) ? rng.pick([50, 100, 200, 500]) : null,
      quota_used: 0,
      per_user_limit: 1,
      requires_claim: withCode && rng.chance(0.5) ? 1 : 0,
      banner_url: null,
      description: `Voucher toko ${name} dengan minimal belanja ${rupiah(minPurchase, "id")}${maxDiscount ? `, potongan maksimal ${rupiah(maxDiscount, "id")}` : ""}.`,
      description_en: `Store voucher for ${name}, minimum spend ${rupiah(minPurchase, "en")}${maxDiscount ? `, discount capped at ${rupiah(maxDiscount, "en")}` : ""}.`,
      json_meta: { icon: demoImageUrl("logo", merchant.spec.slug) },
    };
  };
  if (demo) {
    promos.push({
      ...storeVoucher(demo, 0, "percentage", 10, "TOKODEMO10", { minPurchase: 50_000, maxDiscount: 25_000 }),
      requires_claim: 0,
    });
    promos.push(storeVoucher(demo, 1, "fixed", 15_000, null));
    codes.add("TOKODEMO10");
  }
  const others = rng
    .sample(
      merchants.filter((m) => m !== demo),
      19,
    )
    .sort((a, b) => a.id - b.id);
  for (const merchant of others) {
    const count = rng.int(1, 3);
    for (let i = 0; i < count; i++) {
      const kind = rng.chance(0.5) ? "percentage" : "fixed";
      const value = kind === "percentage" ? rng.pick([5, 10, 15, 20]) : rng.pick([5_000, 10_000, 15_000, 25_000]);
      let code: string | null = null;
      if (rng.chance(0.5)) {
        const words = slugify(merchant.spec.name)
          .split("-")
          .filter((word) => !CODE_STOP_WORDS.has(word));
        const stem = words.join("").toUpperCase().slice(0, 10);
        code = `${stem}${kind === "percentage" ? value : value / 1000}`;
        while (codes.has(code)) code = `${code}X`;
        codes.add(code);
      }
      promos.push(storeVoucher(merchant, i, kind, value, code));
    }
  }
  await insertRecords(tx, tables.promo, promos, { suffix: "on conflict do nothing" });
}

async function insertDemoWalletsAndAddresses(
  tx: Executor,
  now: Date,
  regions: RegionData,
  demoUserIds: number[],
): Promise<void> {
  const [buyer, buyer2] = demoUserIds;
  const at = new Date(now.getTime() - 30 * DAY).toISOString();
  await insertRecords(
    tx,
    tables.wallet_ledger_entry,
    [
      {
        owner_type: "user",
        owner_id: buyer,
        amount: 2_500_000,
        kind: "topup",
        reference: "seed-topup",
        description: "Saldo awal akun demo",
        created_at: at,
      },
      {
        owner_type: "user",
        owner_id: buyer2,
        amount: 750_000,
        kind: "topup",
        reference: "seed-topup",
        description: "Saldo awal akun demo",
        created_at: at,
      },
    ],
    { suffix: "on conflict do nothing" },
  );
  const place = (cityName: string, districtName: string, villageName: string) => {
    const city = regions.cities.find((c) => c.name === cityName)!;
    const district =
      regions.districts.find((d) => d.city_id === city.id && d.name === districtName) ??
      regions.districts.find((d) => d.city_id === city.id)!;
    const village =
      regions.villages.find((v) => v.district_id === district.id && v.name === villageName) ??
      regions.villages.find((v) => v.district_id === district.id)!;
    return { province_id: city.province_id, city_id: city.id, sub_district_id: district.id, area_id: village.id };
  };
  await insertRecords(
    tx,
    tables.address_book,
    [
      {
        user_id: buyer,
        label: "Rumah",
        behalf_name: "Budi Santoso",
        behalf_phone: "081234567890",
        ...place("Kota Administrasi Jakarta Selatan", "Kebayoran Baru", "Senayan"),
        address: "Jl. Gelora Raya No. 12, RT 004/RW 002",
        zipcode: "12190",
        is_main_address: true,
        created_at: at,
        updated_at: at,
      },
      {
        user_id: buyer2,
        label: "Rumah",
        behalf_name: "Siti Rahmawati",
        behalf_phone: "085712345678",
        ...place("Kota Surabaya", "Gubeng", "Airlangga"),
        address: "Jl. Dharmawangsa Dalam No. 45, RT 002/RW 005",
        zipcode: "60286",
        is_main_address: true,
        created_at: at,
        updated_at: at,
      },
    ],
    { suffix: "on conflict do nothing" },
  );
}

// ---- the demo store's sales ----------------------------------------------------------------------------

/** Days of orders and product views the demo store's dashboard has to show. */
const DEMO_SALES_DAYS = 90;

/**
 * The demo store's orders and product page views over the last 90 days, so its dashboard shows real figures.
 * The buyers are the reviewer accounts, so the demo buyers' own order lists stay empty.
 */
async function insertDemoSales(
  tx: Executor,
  rng: Rng,
  now: Date,
  merchantId: number,
  products: readonly ProductRow[],
  buyerIds: number[],
): Promise<{ orders: number; viewRows: number }> {
  const own = products
    .filter((row) => row.merchant_id === merchantId && row.status === "PUBLISH")
    .map((row) => ({ id: row.id, name: row.name, slug: row.slug, price: row.publish_price }));
  if (own.length === 0 || buyerIds.length === 0) return { orders: 0, viewRows: 0 };
  const plan = { merchantId, products: own, buyerIds, now, days: DEMO_SALES_DAYS, orders: DEMO_SALES_DAYS * 8 };
  const drafts = planSales(rng.fork("orders"), plan);
  await insertSales(tx, drafts, "SEED");
  const views = planViews(rng.fork("views"), plan);
  await insertRows(tx, tables.product_view_daily, ["product_id", "merchant_id", "day", "views"], views, {
    chunkSize: 10_000,
  });
  return { orders: drafts.length, viewRows: views.length };
}

// ---- growing the catalogue --------------------------------------------------------------------------------

/**
 * Adds generated products (about one review per five products) until the catalogue holds
 * `options.products` products. Each batch is its own transaction, so an interrupted run keeps what it
 * inserted and the next run continues from there. Needs the demo seed (categories, stores, reviewers).
 */
export async function growCatalog(db: Database, options: GrowOptions): Promise<GrowReport> {
  const started = performance.now();
  const countRowsNow = async () =>
    Number((await query<{ n: string | number }>(db, sql`select count(*) as n from product`))[0]!.n);
  const before = await countRowsNow();
  if (before >= options.products) return { added: 0, total: before, seconds: 0, rowsPerSecond: 0 };

  const leaves = await loadLeaves(db);
  const merchants = await loadMerchants(db);
  const reviewers = await query<{ id: number }>(
    db,
    sql`select id from "user" where email like 'pembeli%@pasar.test' order by id`,
  );
  if (leaves.length === 0 || merchants.length === 0 || reviewers.length === 0) {
    throw new Error("growCatalog: seed the demo marketplace first (categories, stores and reviewers are missing)");
  }
  const ctx = buildContext(
    leaves,
    merchants,
    reviewers.map((row) => Number(row.id)),
    options.clock.now(),
  );
  const batchSize = 10_000;
  let variantGroup = await nextVariantGroup(db);
  let added = 0;
  let reviewsAdded = 0;
  // Generating a batch is CPU work here, inserting one is work in the database: the next batch is
  // generated while the previous one is written (about 13% faster on PostgreSQL, the same on PGlite).
  // Ids come from the sequence outside the insert transaction; a failed batch only leaves a gap.
  const prepare = async (size: number) => {
    const ids = await reserveIds(db, "product", size);
    // Let the pending insert reach the database before this turn spends its CPU on generation.
    await new Promise((resolve) => setImmediate(resolve));
    // Seeded by the first id, so a batch's contents do not depend on how earlier batches went.
    const batch = generateBatch(createRng((SEED ^ Math.imul(ids[0]!, 0x9e3779b1)) >>> 0), ctx, {
      ids,
      firstVariantGroup: variantGroup,
      reviews: "few",
      demoProducts: 0,
      coverAllLeaves: false,
    });
    variantGroup = batch.nextVariantGroup;
    return batch;
  };
  let planned = Math.min(batchSize, options.products - before);
  let next: Promise<Awaited<ReturnType<typeof prepare>>> | null = prepare(planned);
  next.catch(() => {});
  while (next) {
    const batch = await next;
    const size = Math.min(batchSize, options.products - before - planned);
    planned += size;
    const inserting = db.transaction(async (tx) => {
      await insertProducts(tx, batch.products);
      await insertReviews(tx, batch.products, batch.reviews);
    });
    next = size > 0 ? prepare(size) : null;
    // Awaited on the next turn; until then a failure must not count as an unhandled rejection.
    next?.catch(() => {});
    await inserting;
    added += batch.products.length;
    reviewsAdded += batch.reviews.length;
    const seconds = (performance.now() - started) / 1000;
    options.log?.(
      `grow: ${before + added}/${options.products} products (+${added} in ${seconds.toFixed(1)} s, ${Math.round(added / seconds)} rows/s)`,
    );
  }
  await refreshMerchantRatings(db);
  const seconds = (performance.now() - started) / 1000;
  options.log?.(`grow: added ${added} products and ${reviewsAdded} reviews in ${seconds.toFixed(1)} s`);
  return { added, total: before + added, seconds, rowsPerSecond: Math.round(added / seconds) };
}
