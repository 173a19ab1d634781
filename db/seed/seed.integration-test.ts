import { verify } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/shared/clock.ts";
import { isDemoImageRequest } from "./pictures/index.ts";
import type { DatabaseHandle } from "../client.ts";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import { query } from "./bulk.ts";
import {
  DEMO_ACCOUNTS,
  SEED_SETTING_KEY,
  countRows,
  growCatalog,
  seedDemoMarketplace,
  type SeedReport,
} from "./index.ts";

const NOW = new Date("2026-11-22T03:00:00Z");
const PRODUCTS = 2000;

let handle: DatabaseHandle;
let report: SeedReport;
const clock = fixedClock(NOW);

async function rows<T = Record<string, unknown>>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return query<T>(handle.db, statement);
}
async function one(statement: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: string | number }>(statement);
  return Number(row!.n);
}

/** A fingerprint of the catalogue, to compare two fresh seeds. */
async function catalogueDigest(db: DatabaseHandle["db"]): Promise<string> {
  const found = await query<{ d: string }>(
    db,
    sql`select md5(string_agg(concat_ws('|', id, slug, name, publish_price, base_price, stock, photos::text, rating_avg, created_at), ',' order by id)) as d from product`,
  );
  return found[0]!.d;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const started = performance.now();
  report = await seedDemoMarketplace(handle.db, { products: PRODUCTS, clock });
  // Not asserted tightly (CI machines vary); the target is well under 15 s.
  console.info(`demo seed on ${handle.kind}: ${Math.round(performance.now() - started)} ms`);
});

afterAll(async () => {
  await handle?.close();
});

describe("seedDemoMarketplace on an empty database", () => {
  it("reports what it created", () => {
    expect(report.created).toBe(true);
    expect(report.demoAccounts.map((account) => account.email)).toEqual([
      "buyer@pasar.test",
      "buyer2@pasar.test",
      "merchant@pasar.test",
    ]);
    expect(report.counts.product).toBe(PRODUCTS);
  });

  it("loads every region of idn-area-data", async () => {
    expect([report.counts.province, report.counts.city, report.counts.district, report.counts.village]).toEqual([
      38, 514, 7285, 83762,
    ]);
    expect(
      await one(sql`select count(*) as n from village where name = 'Soka"an' or name = 'Lambang Sari I, II, III'`),
    ).toBe(2);
  });

  it("builds a three-level category tree", async () => {
    const levels = await rows<{ level: number; n: string | number }>(
      sql`select level, count(*) as n from category group by level order by level`,
    );
    expect(levels.map((row) => Number(row.n))).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
    const [top, second, leaf] = levels.map((row) => Number(row.n));
    expect(top).toBeGreaterThanOrEqual(12);
    expect(second).toBeGreaterThanOrEqual(60);
    expect(leaf).toBeGreaterThanOrEqual(180);
    expect(
      await one(
        sql`select count(*) as n from category c left join category p on p.id = c.parent_id where (c.level = 1) <> (c.parent_id is null) or (c.level > 1 and p.level <> c.level - 1)`,
      ),
    ).toBe(0);
    expect(
      await one(
        sql`select count(*) as n from category where name_en = '' or icon not like '/media/demo/category/%.webp'`,
      ),
    ).toBe(0);
  });

  it("creates stores in distinct cities with consistent regions", async () => {
    expect(report.counts.merchant).toBeGreaterThanOrEqual(45);
    expect(await one(sql`select count(distinct city_id) as n from merchant`)).toBe(report.counts.merchant);
    expect(await one(sql`select count(*) as n from merchant where storetype = 'official'`)).toBeGreaterThanOrEqual(10);
    expect(
      await one(sql`select count(*) as n from merchant where is_pkp and npwp ~ '^[0-9]{15,16}$'`),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await one(sql`select count(*) as n from merchant m join city c on c.id = m.city_id join district d on d.id = m.district_id
                    where c.province_id <> m.province_id or d.city_id <> m.city_id`),
    ).toBe(0);
    const [demo] = await rows<{ name: string; storetype: string; is_pkp: boolean; city: string; email: string }>(
      sql`select m.name, m.storetype, m.is_pkp, c.name as city, u.email from merchant m join city c on c.id = m.city_id join "user" u on u.id = m.user_id where m.slug = 'toko-demo-pasar'`,
    );
    expect(demo).toEqual({
      name: "Toko Demo Pasar",
      storetype: "regular",
      is_pkp: true,
      city: "Kota Bandung",
      email: "merchant@pasar.test",
    });
    expect(
      await one(
        sql`select count(*) as n from product p join merchant m on m.id = p.merchant_id where m.slug = 'toko-demo-pasar'`,
      ),
    ).toBeGreaterThan(0);
  });

  it("creates a varied catalogue", async () => {
    expect(await one(sql`select count(*) as n from product where stock = 0`)).toBeGreaterThan(0);
    expect(await one(sql`select count(*) as n from product where status = 'HIDDEN'`)).toBeGreaterThan(0);
    expect(await one(sql`select count(*) as n from product where base_price > publish_price`)).toBeGreaterThan(
      PRODUCTS * 0.2,
    );
    expect(
      await one(sql`select count(*) as n from product where publish_price % 100 <> 0 or base_price % 100 <> 0`),
    ).toBe(0);
    expect(await one(sql`select count(*) as n from product where jsonb_array_length(photos) < 3`)).toBe(0);
    expect(
      await one(
        sql`select count(*) as n from product where attribute_type = 'Ukuran' and jsonb_array_length(attribute_values) >= 3`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await one(
        sql`select count(*) as n from product where youtube_url ~ '^https://www[.]youtube[.]com/watch[?]v=[A-Za-z0-9_-]{11}$'`,
      ),
    ).toBeGreaterThan(0);
    const groups = await rows<{ size: string | number; names: string | number }>(
      sql`select count(*) as size, count(distinct variant_name) as names from product where variant_group is not null group by variant_group`,
    );
    expect(groups.length).toBeGreaterThan(50);
    for (const group of groups) {
      expect(Number(group.size)).toBeGreaterThanOrEqual(2);
      expect(Number(group.size)).toBeLessThanOrEqual(4);
      expect(Number(group.names)).toBe(Number(group.size));
    }
    // Every leaf category sells something, and only leaves do.
    expect(
      await one(
        sql`select count(*) as n from category c where c.level = 3 and not exists (select 1 from product p where p.category_id = c.id)`,
      ),
    ).toBe(0);
    expect(
      await one(sql`select count(*) as n from product p join category c on c.id = p.category_id where c.level <> 3`),
    ).toBe(0);
    const photos = await rows<{ url: string }>(
      sql`select jsonb_array_elements_text(photos) as url from product order by id limit 500`,
    );
    for (const { url } of photos) {
      const match = /^\/media\/demo\/product\/(.+)\.webp$/.exec(url);
      expect(match && isDemoImageRequest("product", match[1]!), url).toBe(true);
    }
  });

  it("adds reviews with photos and store replies, and keeps ratings in step", async () => {
    expect(report.counts.review).toBeGreaterThan(PRODUCTS * 2);
    expect(report.counts.review).toBeLessThan(PRODUCTS * 5);
    expect(report.counts.review_attachment).toBeGreaterThan(0);
    expect(report.counts.review_reply).toBeGreaterThan(0);
    expect(
      await one(
        sql`select count(*) as n from review_reply rr join review r on r.id = rr.review_id join product p on p.id = r.product_id where rr.merchant_id <> p.merchant_id`,
      ),
    ).toBe(0);
    expect(
      await one(sql`select count(*) as n from product p left join (select product_id, count(*) as c, round(avg(point)::numeric, 2) as a from review group by product_id) r on r.product_id = p.id
                    where p.rating_count <> coalesce(r.c, 0) or p.rating_avg <> coalesce(r.a, 0)`),
    ).toBe(0);
    expect(await one(sql`select count(*) as n from merchant where rating_count > 0`)).toBeGreaterThan(40);
    expect(
      await one(
        sql`select count(*) as n from review where created_at > ${NOW.toISOString()}::timestamptz or created_at < ${NOW.toISOString()}::timestamptz - interval '366 days'`,
      ),
    ).toBe(0);
    const attachments = await rows<{ url: string }>(sql`select media_url as url from review_attachment limit 50`);
    for (const { url } of attachments)
      expect(isDemoImageRequest("review", /^\/media\/demo\/review\/(.+)\.webp$/.exec(url)![1]!), url).toBe(true);
  });

  it("runs a flash sale at the clock's time, with another upcoming and one tomorrow noon WIB", async () => {
    const sales = await rows<{
      starts_at: Date | string;
      ends_at: Date | string;
      n: string | number;
      cheaper: string | number;
    }>(
      sql`select f.starts_at, f.ends_at, count(*) as n, count(*) filter (where fp.flash_price < p.publish_price and fp.sold <= fp.quota) as cheaper
          from flash_sale f join flash_sale_product fp on fp.flash_sale_id = f.id join product p on p.id = fp.product_id
          group by f.id order by f.starts_at`,
    );
    expect(sales).toHaveLength(3);
    const times = sales.map((sale) => [new Date(sale.starts_at).toISOString(), new Date(sale.ends_at).toISOString()]);
    expect(times).toEqual([
      ["2026-11-22T02:00:00.000Z", "2026-11-22T08:00:00.000Z"],
      ["2026-11-22T08:00:00.000Z", "2026-11-22T14:00:00.000Z"],
      ["2026-11-23T05:00:00.000Z", expect.any(String)],
    ]);
    for (const sale of sales) {
      expect(Number(sale.n)).toBeGreaterThanOrEqual(12);
      expect(Number(sale.n)).toBeLessThanOrEqual(24);
      expect(Number(sale.cheaper)).toBe(Number(sale.n));
    }
  });

  it("creates platform promos and store vouchers", async () => {
    expect(await one(sql`select count(*) as n from promo where merchant_id is null`)).toBeGreaterThanOrEqual(5);
    const codes = await rows<{
      code: string;
      requires_claim: number;
      quota_total: number | null;
      merchant: string | null;
    }>(
      sql`select p.code, p.requires_claim, p.quota_total, m.slug as merchant from promo p left join merchant m on m.id = p.merchant_id where p.code in ('PASARHEMAT', 'SATUSAJA', 'TOKODEMO10') order by p.code`,
    );
    expect(codes).toEqual([
      { code: "PASARHEMAT", requires_claim: 1, quota_total: 500, merchant: null },
      { code: "SATUSAJA", requires_claim: 0, quota_total: 1, merchant: null },
      { code: "TOKODEMO10", requires_claim: 0, quota_total: expect.anything(), merchant: "toko-demo-pasar" },
    ]);
    const now = NOW.toISOString();
    expect(
      await one(sql`select count(*) as n from promo where merchant_id is null and ends_at < ${now}::timestamptz`),
    ).toBe(1);
    expect(
      await one(sql`select count(*) as n from promo where merchant_id is null and starts_at > ${now}::timestamptz`),
    ).toBe(1);
    expect(
      await one(sql`select count(distinct merchant_id) as n from promo where merchant_id is not null`),
    ).toBeGreaterThanOrEqual(15);
    expect(
      await one(sql`select count(*) as n from promo where merchant_id is not null and code is not null`),
    ).toBeGreaterThan(3);
  });

  it("creates the demo accounts with balances and a consistent main address", async () => {
    const users = await rows<{ id: number; email: string; password_hash: string }>(
      sql`select id, email, password_hash from "user" where email in ('buyer@pasar.test', 'buyer2@pasar.test', 'merchant@pasar.test') order by email`,
    );
    expect(users).toHaveLength(3);
    for (const user of users) {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === user.email)!;
      expect(await verify(user.password_hash, account.password)).toBe(true);
    }
    expect(await one(sql`select count(*) as n from "user" where password_hash is not null`)).toBe(3);

    const balances = await rows<{ email: string; balance: string | number }>(
      sql`select u.email, sum(w.amount) as balance from wallet_ledger_entry w join "user" u on u.id = w.owner_id
          where w.owner_type = 'user' and w.kind = 'topup' and w.reference = 'seed-topup' group by u.email order by u.email`,
    );
    expect(balances.map((row) => [row.email, Number(row.balance)])).toEqual([
      ["buyer2@pasar.test", 750_000],
      ["buyer@pasar.test", 2_500_000],
    ]);

    const addresses = await rows<{ email: string; consistent: boolean; zipcode: string }>(
      sql`select u.email, a.zipcode,
                 (v.district_id = a.sub_district_id and d.city_id = a.city_id and c.province_id = a.province_id) as consistent
          from address_book a join "user" u on u.id = a.user_id
          join village v on v.id = a.area_id join district d on d.id = a.sub_district_id join city c on c.id = a.city_id
          where a.is_main_address order by u.email`,
    );
    expect(addresses.map((row) => row.email)).toEqual(["buyer2@pasar.test", "buyer@pasar.test"]);
    for (const address of addresses) {
      expect(address.consistent).toBe(true);
      expect(address.zipcode).toMatch(/^[0-9]{5}$/);
    }
  });

  it("records completion in app_setting", async () => {
    const [setting] = await rows<{ value: { version: number; products: number } }>(
      sql`select value from app_setting where key = ${SEED_SETTING_KEY}`,
    );
    expect(setting?.value).toMatchObject({ version: 1, products: PRODUCTS });
  });
});

describe("seedDemoMarketplace on a seeded database", () => {
  it("changes nothing and returns quickly", async () => {
    const started = performance.now();
    const second = await seedDemoMarketplace(handle.db, { products: PRODUCTS, clock });
    expect(second.created).toBe(false);
    expect(second.counts).toEqual(report.counts);
    expect(await countRows(handle.db)).toEqual(report.counts);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("seeds once when two starts race, and gives the same catalogue on every fresh database", async () => {
    const other = await createTestDatabase();
    try {
      const results = await Promise.all([
        seedDemoMarketplace(other.db, { products: PRODUCTS, clock }),
        seedDemoMarketplace(other.db, { products: PRODUCTS, clock }),
      ]);
      expect(results.map((result) => result.created).sort()).toEqual([false, true]);
      expect(await countRows(other.db)).toEqual(report.counts);
      expect(await catalogueDigest(other.db)).toBe(await catalogueDigest(handle.db));
    } finally {
      await other.close();
    }
  });
});

describe("growCatalog", () => {
  it("adds exactly the missing products, then nothing", async () => {
    const before = await countRows(handle.db);
    const grown = await growCatalog(handle.db, { products: 2500, clock });
    expect(grown).toMatchObject({ added: 500, total: 2500 });
    const after = await countRows(handle.db);
    expect(after.product).toBe(2500);
    expect(after.review).toBeGreaterThan(before.review!);
    expect(after.village).toBe(before.village);
    expect(await one(sql`select count(*) as n from product where jsonb_array_length(photos) < 3`)).toBe(0);
    expect(await growCatalog(handle.db, { products: 2500, clock })).toMatchObject({ added: 0, total: 2500 });
  });
});
