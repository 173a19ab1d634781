import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { makeBuyer, makeMerchant, makePromo } from "../../tests/support/factories.ts";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import { user } from "../account/account.tables.ts";
import { fixedClock } from "../shared/clock.ts";
import { isAppError, type AppError } from "../shared/errors.ts";
import { createPromoCartService } from "./promo-cart.service.ts";
import { bestCombination, priceSelection, type StoreBasket } from "./promo-pricing.ts";
import { promo, promo_claim, promo_redemption, promo_selection } from "./promo.tables.ts";

const NOW = new Date("2026-11-20T03:00:00Z");
const DAY = 86_400_000;

let database: DatabaseHandle;
let service: ReturnType<typeof createPromoCartService>;
let buyer: number;
let buyer2: number;
let demoStore: number;
let otherStore: number;
const ids: Record<string, number> = {};

async function caught(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

let serial = 0;
async function insertPromo(
  values: Partial<typeof promo.$inferInsert> & Pick<typeof promo.$inferInsert, "kind" | "value">,
): Promise<number> {
  serial += 1;
  const [row] = await database.db
    .insert(promo)
    .values({
      merchant_id: null,
      name: `Promo uji ${serial}`,
      name_en: `Test promo ${serial}`,
      slug: `promo-uji-${serial}`,
      starts_at: new Date(NOW.getTime() - DAY),
      ends_at: new Date(NOW.getTime() + 10 * DAY),
      ...values,
    })
    .returning({ id: promo.id });
  return row!.id;
}

async function newUsers(count: number): Promise<number[]> {
  serial += 1;
  const rows = await database.db
    .insert(user)
    .values(Array.from({ length: count }, (_, index) => ({ email: `pembeli-${serial}-${index}@pasar.test` })))
    .returning({ id: user.id });
  return rows.map((row) => row.id);
}

async function selectionOf(userId: number) {
  const rows = await database.db
    .select({ promo_id: promo_selection.promo_id, merchant_id: promo_selection.merchant_id })
    .from(promo_selection)
    .where(eq(promo_selection.user_id, userId))
    .orderBy(promo_selection.promo_id);
  return rows;
}

async function promoRow(id: number) {
  const [row] = await database.db.select().from(promo).where(eq(promo.id, id));
  return row!;
}

const cart = (demo: number, other = 0, shipping: [number | null, number | null] = [null, null]): StoreBasket[] => [
  { merchantId: demoStore, subtotal: demo, shipping: shipping[0] },
  ...(other > 0 || shipping[1] !== null ? [{ merchantId: otherStore, subtotal: other, shipping: shipping[1] }] : []),
];

beforeAll(async () => {
  database = await createTestDatabase();
  const clock = fixedClock(NOW);
  const world = { database, clock };
  service = createPromoCartService({ db: database.db, clock });
  buyer = (await makeBuyer(world)).userId;
  buyer2 = (await makeBuyer(world)).userId;
  const demo = await makeMerchant(world, { name: "Toko Demo Pasar", slug: "toko-demo-pasar" });
  demoStore = demo.id;
  // A store without vouchers, so that the test's own vouchers are the only ones there.
  otherStore = (await makeMerchant(world)).id;
  const days = (n: number) => new Date(NOW.getTime() + n * DAY);
  const platform = async (slug: string, terms: Parameters<typeof makePromo>[1]) => {
    ids[slug] = (await makePromo(world, { slug, icon: `/media/demo/logo/promo-${slug}.webp`, ...terms })).id;
  };
  await platform("diskon-10-persen", {
    name: "Diskon 10% hingga Rp50.000",
    nameEn: "10% off up to Rp50,000",
    kind: "percentage",
    value: 10,
    maxDiscount: 50_000,
    minPurchase: 100_000,
    perUserLimit: 3,
  });
  await platform("potongan-20rb", { kind: "fixed", value: 20_000, minPurchase: 150_000, perUserLimit: 2 });
  await platform("gratis-ongkir", {
    kind: "free_shipping",
    value: 30_000,
    maxDiscount: 30_000,
    minPurchase: 50_000,
    perUserLimit: 5,
  });
  await platform("pasarhemat", {
    code: "PASARHEMAT",
    kind: "percentage",
    value: 15,
    maxDiscount: 75_000,
    minPurchase: 200_000,
    quota: 500,
    requiresClaim: true,
  });
  await platform("satu-saja", { code: "SATUSAJA", kind: "fixed", value: 50_000, minPurchase: 100_000, quota: 1 });
  await platform("promo-gajian", { kind: "percentage", value: 20, startsAt: days(-40), endsAt: days(-10) });
  await platform("harbolnas", { kind: "percentage", value: 25, startsAt: days(5), endsAt: days(8), quota: 1000 });
  const voucher = async (index: number, terms: Parameters<typeof makePromo>[1]) => {
    const slug = `toko-demo-pasar-voucher-${index}`;
    ids[slug] = (await makePromo(world, { slug, merchant: demo, ...terms })).id;
  };
  await voucher(1, { code: "TOKODEMO10", kind: "percentage", value: 10, minPurchase: 50_000, maxDiscount: 25_000 });
  await voucher(2, { kind: "fixed", value: 15_000, minPurchase: 150_000 });
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(promo_selection);
});

describe("available", () => {
  it("lists usable promos by slot, unusable ones with their reason, and hides what the shopper cannot have", async () => {
    const list = await service.available(buyer, cart(120_000), "id");
    const platformIds = list.tokoexpress.map((option) => option.id);
    expect(platformIds).toEqual(
      expect.arrayContaining([ids["diskon-10-persen"], ids["gratis-ongkir"], ids["satu-saja"]]),
    );
    // Claim-only until claimed; ended; not yet started.
    const everywhere = [
      ...platformIds,
      ...list.non_active.map((option) => option.id),
      ...list.merchant.flatMap((group) => group.promos.map((option) => option.id)),
    ];
    for (const hidden of ["pasarhemat", "promo-gajian", "harbolnas"]) expect(everywhere).not.toContain(ids[hidden]);

    const tenPercent = list.tokoexpress.find((option) => option.id === ids["diskon-10-persen"])!;
    expect(tenPercent).toMatchObject({
      kind: "percentage",
      value: 10,
      max_potongan: 50_000,
      min_purchase: 100_000,
      is_selected: 0,
      potongan: 12_000,
      merchant_id: null,
    });
    expect(tenPercent.promo_name).toBe("Diskon 10% hingga Rp50.000");
    expect(tenPercent.json_meta.icon).toEqual(expect.any(String));
    expect(list.tokoexpress.find((option) => option.id === ids["gratis-ongkir"])!.potongan).toBe(0);

    const unusable = list.non_active.find((option) => option.id === ids["potongan-20rb"])!;
    expect(unusable).toMatchObject({ reason: "min_purchase", message: "Minimal belanja Rp150.000", is_selected: 0 });
    const english = await service.available(buyer, cart(120_000), "en");
    expect(english.non_active.find((option) => option.id === ids["potongan-20rb"])!.message).toBe(
      "Minimum purchase Rp150.000",
    );
    expect(english.tokoexpress.find((option) => option.id === ids["diskon-10-persen"])!.promo_name).toBe(
      "10% off up to Rp50,000",
    );

    const [group] = list.merchant;
    expect(group!.merchant).toEqual({
      id: demoStore,
      merchant_name: "Toko Demo Pasar",
      merchant_slug: "toko-demo-pasar",
      storetype: "regular",
    });
    expect(group!.promos.find((option) => option.id === ids["toko-demo-pasar-voucher-1"])).toMatchObject({
      code: "TOKODEMO10",
      potongan: 12_000,
    });

    // The best saving is the best combination of what is usable, and nothing is selected yet.
    const usable = [...list.tokoexpress, ...list.merchant.flatMap((entry) => entry.promos)].map((option) => ({
      id: option.id,
      merchantId: option.merchant_id,
      kind: option.kind,
      value: option.value,
      maxDiscount: option.max_potongan,
      minPurchase: option.min_purchase,
    }));
    const best = bestCombination(cart(120_000), usable);
    expect(list.best).toEqual({ promo_ids: best.promoIds, saving: best.saving });
    expect(list.best.saving).toBeGreaterThanOrEqual(50_000 + 12_000);
    expect(list.summary).toMatchObject({ subTotal: 120_000, discount: 0, grandTotal: 120_000, all_promo: [] });
  });

  it("lists a voucher of a store with nothing checked as unusable", async () => {
    const voucher = await insertPromo({ merchant_id: otherStore, kind: "fixed", value: 5_000 });
    const list = await service.available(
      buyer,
      [...cart(120_000), { merchantId: otherStore, subtotal: 0, shipping: null }],
      "en",
    );
    expect(list.non_active.find((option) => option.id === voucher)).toMatchObject({
      reason: "no_items",
      message: "Select a product from this store first",
    });
    expect(list.merchant.map((group) => group.merchant.id)).toEqual([demoStore]);
  });

  it("keeps a selected promo that stopped qualifying, lists it as unusable and counts it only when it qualifies again", async () => {
    await service.select(buyer, ids["diskon-10-persen"]!, cart(120_000));
    expect((await service.selectedFor(buyer, cart(120_000))).discount).toBe(12_000);

    const smaller = await service.available(buyer, cart(80_000), "id");
    expect(smaller.non_active.find((option) => option.id === ids["diskon-10-persen"])).toMatchObject({
      is_selected: 1,
      reason: "min_purchase",
      message: "Minimal belanja Rp100.000",
    });
    expect(smaller.summary.discount).toBe(0);
    expect((await service.selectedFor(buyer, cart(80_000))).all_promo).toEqual([]);
    expect(await selectionOf(buyer)).toEqual([{ promo_id: ids["diskon-10-persen"], merchant_id: null }]);

    const again = await service.selectedFor(buyer, cart(150_000), "en");
    expect(again.all_promo).toEqual([
      {
        id: ids["diskon-10-persen"],
        name: "10% off up to Rp50,000",
        potongan: 15_000,
        merchant_id: null,
        kind: "percentage",
      },
    ]);
  });

  it("lists a promo used as often as allowed as used up, and refuses it", async () => {
    const once = await insertPromo({ kind: "fixed", value: 7_000, per_user_limit: 1 });
    await service.select(buyer2, once, cart(50_000));
    await database.db
      .insert(promo_redemption)
      .values({ promo_id: once, user_id: buyer2, reference: "INV-TEST-1", amount: 7_000 });
    const list = await service.available(buyer2, cart(50_000), "en");
    expect(list.non_active.find((option) => option.id === once)).toMatchObject({
      reason: "used_up",
      is_selected: 1,
      message: "Already used 1×, the most allowed",
    });
    expect(list.summary.discount).toBe(0);
    expect((await caught(service.select(buyer2, once, cart(50_000)))).messageKey).toBe("promo.used_up");
    // Others may still use it.
    expect((await service.available(buyer, cart(50_000), "en")).tokoexpress.map((option) => option.id)).toContain(once);
  });

  it("says why a selected promo went away when it ends", async () => {
    const ending = await insertPromo({ kind: "fixed", value: 3_000, ends_at: new Date(NOW.getTime() + 60_000) });
    await service.select(buyer, ending, cart(50_000));
    const later = createPromoCartService({ db: database.db, clock: fixedClock(new Date(NOW.getTime() + 120_000)) });
    const list = await later.available(buyer, cart(50_000), "en");
    expect(list.non_active.find((option) => option.id === ending)).toMatchObject({
      reason: "expired",
      message: "This promo has ended",
      is_selected: 1,
    });
    expect(list.summary.discount).toBe(0);
  });
});

describe("select, unselect, reset, applyBest", () => {
  it("replaces the promo in the same slot and prices voucher first, platform on the rest", async () => {
    expect(await service.select(buyer, ids["toko-demo-pasar-voucher-1"]!, cart(300_000))).toEqual({
      key: "promo.selected",
    });
    await service.select(buyer, ids["diskon-10-persen"]!, cart(300_000));
    await service.select(buyer, ids["satu-saja"]!, cart(300_000));
    expect(await selectionOf(buyer)).toEqual(
      [
        { promo_id: ids["satu-saja"], merchant_id: null },
        { promo_id: ids["toko-demo-pasar-voucher-1"], merchant_id: demoStore },
      ].sort((a, b) => a.promo_id! - b.promo_id!),
    );
    const summary = await service.selectedFor(buyer, cart(300_000, 100_000));
    // Voucher: 10% of 300.000 capped at 25.000; SATUSAJA: Rp50.000 split over 275.000 and 100.000.
    expect(summary.discount).toBe(75_000);
    expect(summary.perStore.map((store) => [store.voucherDiscount, store.platformShare])).toEqual([
      [25_000, 36_667],
      [0, 13_333],
    ]);
    expect(summary.all_promo.map((line) => [line.id, line.potongan]).sort()).toEqual(
      [
        [ids["satu-saja"], 50_000],
        [ids["toko-demo-pasar-voucher-1"], 25_000],
      ].sort(),
    );
  });

  it("refuses promos that are unknown, out of dates, unclaimed or not qualifying, in both languages", async () => {
    // Started one at a time: a promise made up front may reject before anything awaits it.
    const cases: [() => Promise<unknown>, string, string][] = [
      [() => service.select(buyer, 987_654, cart(300_000)), "NOT_FOUND", "promo.unavailable"],
      [() => service.select(buyer, ids["promo-gajian"]!, cart(500_000)), "NOT_FOUND", "promo.unavailable"],
      [() => service.select(buyer, ids["harbolnas"]!, cart(500_000)), "NOT_FOUND", "promo.unavailable"],
      [() => service.select(buyer, ids["pasarhemat"]!, cart(500_000)), "CONFLICT", "promo.not_claimed"],
      [() => service.select(buyer, ids["potongan-20rb"]!, cart(100_000)), "CONFLICT", "promo.min_purchase_not_met"],
      [() => service.select(buyer, ids["diskon-10-persen"]!, []), "CONFLICT", "promo.select_product_first"],
      [
        () =>
          service.select(buyer, ids["toko-demo-pasar-voucher-1"]!, [
            { merchantId: otherStore, subtotal: 90_000, shipping: null },
          ]),
        "CONFLICT",
        "promo.no_items_of_store",
      ],
    ];
    for (const [promise, code, key] of cases) {
      const error = await caught(promise());
      expect([error.code, error.messageKey]).toEqual([code, key]);
    }
    const minimum = await caught(service.select(buyer, ids["potongan-20rb"]!, cart(100_000)));
    expect(minimum.values).toEqual({ amount: "Rp150.000" });
    expect(await selectionOf(buyer)).toEqual([]);
  });

  it("unselects one promo and resets all", async () => {
    await service.select(buyer, ids["toko-demo-pasar-voucher-1"]!, cart(300_000));
    await service.select(buyer, ids["diskon-10-persen"]!, cart(300_000));
    expect(await service.unselect(buyer, ids["diskon-10-persen"]!)).toEqual({ key: "promo.unselected" });
    expect((await selectionOf(buyer)).map((row) => row.promo_id)).toEqual([ids["toko-demo-pasar-voucher-1"]]);
    expect(await service.unselect(buyer, ids["diskon-10-persen"]!)).toEqual({ key: "promo.unselected" });
    expect(await service.reset(buyer)).toEqual({ key: "promo.reset" });
    expect(await selectionOf(buyer)).toEqual([]);
    expect(await service.reset(buyer)).toEqual({ key: "promo.reset" });
  });

  it("applies the best combination and prices it as promised", async () => {
    await service.select(buyer, ids["gratis-ongkir"]!, cart(300_000));
    const before = await service.available(buyer, cart(300_000), "id");
    const result = await service.applyBest(buyer, cart(300_000));
    expect(result.data).toEqual(before.best);
    expect(result.message).toEqual({
      key: "promo.best_applied",
      values: { amount: expect.stringMatching(/^Rp[\d.]+$/) },
    });
    expect((await selectionOf(buyer)).map((row) => row.promo_id).sort()).toEqual([...before.best.promo_ids].sort());
    expect((await service.selectedFor(buyer, cart(300_000))).discount).toBe(before.best.saving);

    // Nothing saves anything on an empty cart: the selection stays.
    expect(await service.applyBest(buyer, [])).toEqual({
      message: { key: "promo.no_best" },
      data: { promo_ids: [], saving: 0 },
    });
    expect(await selectionOf(buyer)).toHaveLength(before.best.promo_ids.length);
  });

  it("takes free shipping off the shipping once a courier is chosen and splits the platform share per store", async () => {
    const shipVoucher = await insertPromo({
      merchant_id: otherStore,
      kind: "free_shipping",
      value: 20_000,
      max_discount: 20_000,
    });
    await service.select(buyer, shipVoucher, cart(100_000, 60_000));
    await service.select(buyer, ids["gratis-ongkir"]!, cart(100_000, 60_000));
    expect((await service.selectedFor(buyer, cart(100_000, 60_000))).discount).toBe(0);
    const summary = await service.selectedFor(buyer, cart(100_000, 60_000, [18_000, 25_000]));
    // Store voucher: 20.000 of the other store's 25.000; Pasar pays up to 30.000 of the 23.000 left.
    expect(summary.shippingDiscount).toBe(43_000);
    expect(summary.perStore.map((store) => store.shippingDiscount)).toEqual([18_000, 25_000]);
    expect(summary.grandTotal).toBe(160_000);
  });
});

describe("claim", () => {
  it("validates the code in the shopper's words", async () => {
    const empty = await caught(service.claim(buyer, "   "));
    expect([empty.code, empty.fieldErrors?.promo_code?.key]).toEqual(["INVALID_INPUT", "promo.code_required"]);
    expect((await caught(service.claim(buyer, undefined))).fieldErrors?.promo_code?.key).toBe("promo.code_required");
    expect((await caught(service.claim(buyer, "DISKON!"))).fieldErrors?.promo_code?.key).toBe("promo.code_invalid");
    expect((await caught(service.claim(buyer, "A".repeat(51)))).fieldErrors?.promo_code?.key).toBe(
      "promo.code_invalid",
    );
    const unknown = await caught(service.claim(buyer, "TIDAK-ADA 1"));
    expect([unknown.code, unknown.messageKey]).toEqual(["NOT_FOUND", "promo.code_not_found"]);
    const ended = await insertPromo({
      kind: "fixed",
      value: 1_000,
      code: "SUDAHLEWAT",
      ends_at: new Date(NOW.getTime() - 1000),
      starts_at: new Date(NOW.getTime() - DAY),
    });
    expect(ended).toBeGreaterThan(0);
    expect((await caught(service.claim(buyer, "sudahlewat"))).messageKey).toBe("promo.code_not_found");
  });

  it("claims a claim-only promo once, taking one unit of quota, and applies it when the cart qualifies", async () => {
    const before = await promoRow(ids["pasarhemat"]!);
    const first = await service.claim(buyer, " pasarhemat ", cart(100_000));
    expect(first).toEqual({
      message: { key: "promo.claimed" },
      data: { promo_id: ids["pasarhemat"], claimed: true, selected: false },
    });
    expect((await promoRow(ids["pasarhemat"]!)).quota_used).toBe(before.quota_used + 1);

    const second = await service.claim(buyer, "PASARHEMAT", cart(250_000));
    expect(second).toEqual({
      message: { key: "promo.already_claimed_applied" },
      data: { promo_id: ids["pasarhemat"], claimed: false, selected: true },
    });
    expect((await promoRow(ids["pasarhemat"]!)).quota_used).toBe(before.quota_used + 1);
    const claims = await database.db.select().from(promo_claim).where(eq(promo_claim.promo_id, ids["pasarhemat"]!));
    expect(claims.map((row) => row.user_id)).toEqual([buyer]);
    expect((await service.selectedFor(buyer, cart(250_000))).discount).toBe(37_500);
    // Now listed for the claimant.
    expect(
      (await service.available(buyer, cart(250_000), "id")).tokoexpress.find(
        (option) => option.id === ids["pasarhemat"],
      ),
    ).toMatchObject({ is_selected: 1, potongan: 37_500 });
  });

  it("keeps a claimed promo usable for its claimant after the quota ran out, and refuses later claimers", async () => {
    const single = await insertPromo({
      kind: "fixed",
      value: 10_000,
      code: "HANYA1",
      requires_claim: 1,
      quota_total: 1,
    });
    expect((await service.claim(buyer, "HANYA1", cart(50_000))).message).toEqual({ key: "promo.claimed_applied" });
    const late = await caught(service.claim(buyer2, "HANYA1", cart(50_000)));
    expect([late.code, late.messageKey]).toEqual(["CONFLICT", "promo.quota_exhausted"]);
    expect(await database.db.select().from(promo_claim).where(eq(promo_claim.promo_id, single))).toHaveLength(1);
    expect((await service.selectedFor(buyer, cart(50_000))).discount).toBe(10_000);
    expect((await service.available(buyer2, cart(50_000), "id")).tokoexpress.map((option) => option.id)).not.toContain(
      single,
    );
  });

  it("applies a promo that needs no claim, by the same rules as select", async () => {
    const applied = await service.claim(buyer, "satusaja", cart(120_000));
    expect(applied).toEqual({
      message: { key: "promo.code_applied" },
      data: { promo_id: ids["satu-saja"], claimed: false, selected: true },
    });
    expect(await selectionOf(buyer)).toEqual([{ promo_id: ids["satu-saja"], merchant_id: null }]);
    expect((await caught(service.claim(buyer2, "SATUSAJA", cart(60_000)))).messageKey).toBe(
      "promo.min_purchase_not_met",
    );
    expect(
      (
        await caught(
          service.claim(buyer2, "TOKODEMO10", [{ merchantId: otherStore, subtotal: 90_000, shipping: null }]),
        )
      ).messageKey,
    ).toBe("promo.no_items_of_store");
    expect(await database.db.select().from(promo_claim).where(eq(promo_claim.promo_id, ids["satu-saja"]!))).toEqual([]);
  });
});

describe("concurrency", () => {
  it("gives a quota-1 claim-only promo to exactly one of 100 shoppers claiming at once", async () => {
    const scarce = await insertPromo({
      kind: "fixed",
      value: 25_000,
      code: "REBUTAN",
      requires_claim: 1,
      quota_total: 1,
    });
    const shoppers = await newUsers(100);
    const results = await Promise.allSettled(shoppers.map((id) => service.claim(id, "REBUTAN", cart(100_000))));
    const won = results.filter((result) => result.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected")
        expect(isAppError(result.reason) && result.reason.messageKey).toBe("promo.quota_exhausted");
    }
    expect((await promoRow(scarce)).quota_used).toBe(1);
    const claims = await database.db.select().from(promo_claim).where(eq(promo_claim.promo_id, scarce));
    expect(claims).toHaveLength(1);
    const selections = await database.db.select().from(promo_selection).where(eq(promo_selection.promo_id, scarce));
    expect(selections.map((row) => row.user_id)).toEqual(claims.map((row) => row.user_id));
  });

  it("takes one claim and one unit when one shopper claims 50 times at once", async () => {
    const limited = await insertPromo({
      kind: "percentage",
      value: 5,
      max_discount: 10_000,
      code: "SEKALI",
      requires_claim: 1,
      quota_total: 5,
    });
    const [shopper] = await newUsers(1);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => service.claim(shopper!, "SEKALI", cart(100_000))),
    );
    expect(results.filter((result) => result.data.claimed)).toHaveLength(1);
    for (const result of results)
      expect(["promo.claimed_applied", "promo.already_claimed_applied"]).toContain(result.message.key);
    expect((await promoRow(limited)).quota_used).toBe(1);
    expect(await database.db.select().from(promo_claim).where(eq(promo_claim.promo_id, limited))).toHaveLength(1);
    expect(await selectionOf(shopper!)).toEqual([{ promo_id: limited, merchant_id: null }]);
  });

  it("selects a code applied 50 times at once once, and counts its discount once", async () => {
    await insertPromo({ kind: "fixed", value: 20_000, code: "SERBU" });
    const results = await Promise.all(Array.from({ length: 50 }, () => service.claim(buyer, "SERBU", cart(100_000))));
    expect(results.every((result) => result.data.selected)).toBe(true);
    expect(await selectionOf(buyer)).toHaveLength(1);
    const summary = await service.selectedFor(buyer, cart(100_000));
    expect(summary.discount).toBe(20_000);
    expect(summary.all_promo).toHaveLength(1);
    expect(summary).toMatchObject(
      priceSelection(cart(100_000), [
        {
          id: results[0]!.data.promo_id,
          merchantId: null,
          kind: "fixed",
          value: 20_000,
          maxDiscount: null,
          minPurchase: 0,
        },
      ]),
    );
  });

  it("leaves one voucher per store when two vouchers of it are selected at once", async () => {
    const first = await insertPromo({ merchant_id: otherStore, kind: "fixed", value: 4_000 });
    const second = await insertPromo({ merchant_id: otherStore, kind: "percentage", value: 5, max_discount: 8_000 });
    const baskets = cart(0, 100_000);
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        Array.from({ length: 20 }, (_, index) => service.select(buyer, index % 2 === 0 ? first : second, baskets)),
      );
      const rows = await database.db
        .select({ promo_id: promo_selection.promo_id })
        .from(promo_selection)
        .where(and(eq(promo_selection.user_id, buyer), eq(promo_selection.merchant_id, otherStore)));
      expect(rows).toHaveLength(1);
      expect([first, second]).toContain(rows[0]!.promo_id);
    }
    // The platform slot is untouched by store selections.
    expect(
      await database.db
        .select()
        .from(promo_selection)
        .where(and(eq(promo_selection.user_id, buyer), isNull(promo_selection.merchant_id))),
    ).toEqual([]);
  });
});
