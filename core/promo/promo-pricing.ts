/**
 * The money rules of cart promos, as pure functions over integer rupiah (docs/decisions/0008).
 * Store vouchers apply first, each to the checked items (or shipping) of its own store; the one platform
 * promo applies to what remains across all stores and is split back over the stores so that every store
 * order of a checkout carries its own share.
 */

export type PromoKind = "percentage" | "fixed" | "free_shipping";

/** One store's part of the cart: checked items only, at current prices. */
export interface StoreBasket {
  merchantId: number;
  /** Sum of the checked items of this store; 0 when none is checked. */
  subtotal: number;
  /** Shipping of this store's order; null until a courier is chosen (cart stage). */
  shipping: number | null;
  /** The checked items by product (qty × price), for a voucher limited to chosen products. */
  lines?: readonly { productId: number; amount: number }[];
}

/** The terms of a promo that pricing needs. merchantId null is a platform promo, else a store voucher. */
export interface PricedPromo {
  id: number;
  merchantId: number | null;
  kind: PromoKind;
  /** Percent for 'percentage', rupiah for 'fixed'; not used by 'free_shipping' (the cap is maxDiscount). */
  value: number;
  maxDiscount: number | null;
  minPurchase: number;
  /** A store voucher limited to these products of its store; absent or empty covers the whole store. */
  productIds?: readonly number[];
}

export type UnusableReason = "no_items" | "min_purchase" | "slot_taken";

export interface AppliedPromo {
  promoId: number;
  merchantId: number | null;
  kind: PromoKind;
  /** What the discount comes off: the items or the shipping. */
  target: "product" | "shipping";
  amount: number;
}

export interface UnusablePromo {
  promoId: number;
  merchantId: number | null;
  reason: UnusableReason;
}

/** One store order's figures, for checkout (total_discount_merchant / total_discount_platform). */
export interface StoreSplit {
  merchantId: number;
  subtotal: number;
  shipping: number;
  voucherPromoId: number | null;
  /** The store voucher's amount (items or shipping). */
  voucherDiscount: number;
  /** This store's share of the platform promo (items or shipping). */
  platformShare: number;
  productDiscount: number;
  shippingDiscount: number;
  /** voucherDiscount + platformShare = productDiscount + shippingDiscount. */
  discount: number;
  /** subtotal + shipping − discount. */
  total: number;
}

export interface PriceSummary {
  subTotal: number;
  shippingTotal: number;
  productDiscount: number;
  shippingDiscount: number;
  discount: number;
  grandTotal: number;
  applied: AppliedPromo[];
  unusable: UnusablePromo[];
  perStore: StoreSplit[];
}

export interface BestCombination {
  promoIds: number[];
  saving: number;
}

function assertRupiah(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a non-negative integer, got ${value}`);
}

function checkBaskets(baskets: readonly StoreBasket[]): void {
  const seen = new Set<number>();
  for (const basket of baskets) {
    if (seen.has(basket.merchantId)) throw new RangeError(`store ${basket.merchantId} appears twice in the baskets`);
    seen.add(basket.merchantId);
    assertRupiah(basket.subtotal, "subtotal");
    if (basket.shipping !== null) assertRupiah(basket.shipping, "shipping");
  }
}

/** floor(amount · percent / 100) in exact integer arithmetic: a discount is never rounded up. */
function percentOf(amount: number, percent: number): number {
  const product = BigInt(amount) * BigInt(percent);
  return Number(product / 100n);
}

function capped(amount: number, maxDiscount: number | null): number {
  return maxDiscount === null ? amount : Math.min(amount, Math.max(0, maxDiscount));
}

/**
 * What a store voucher is worked out on: the checked items of the products it is limited to, or the whole
 * store subtotal. A basket that does not say its lines counts whole.
 */
function voucherBase(basket: StoreBasket, promo: Pick<PricedPromo, "productIds">): number {
  if (!promo.productIds || promo.productIds.length === 0 || !basket.lines) return basket.subtotal;
  const covered = new Set(promo.productIds);
  return basket.lines.reduce((sum, line) => (covered.has(line.productId) ? sum + line.amount : sum), 0);
}

/** Why a promo cannot be used with these baskets, or null when it can (slots aside). */
export function unusableReason(
  baskets: readonly StoreBasket[],
  promo: Pick<PricedPromo, "merchantId" | "minPurchase" | "productIds">,
): Exclude<UnusableReason, "slot_taken"> | null {
  if (promo.merchantId === null) {
    const total = baskets.reduce((sum, basket) => sum + basket.subtotal, 0);
    if (total <= 0) return "no_items";
    return total < promo.minPurchase ? "min_purchase" : null;
  }
  const basket = baskets.find((candidate) => candidate.merchantId === promo.merchantId);
  if (!basket || basket.subtotal <= 0) return "no_items";
  const base = voucherBase(basket, promo);
  if (base <= 0) return "no_items";
  return base < promo.minPurchase ? "min_purchase" : null;
}

/**
 * Splits a whole-rupiah amount in proportion to the weights by largest remainder: the shares sum to the
 * amount exactly and none exceeds its weight. Ties in remainder go to the larger weight, then the earlier one.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  assertRupiah(amount, "amount");
  weights.forEach((weight) => assertRupiah(weight, "weight"));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount > total) throw new RangeError(`cannot allocate ${amount} over weights totalling ${total}`);
  if (amount === 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const bigTotal = BigInt(total);
  const shares = weights.map((weight) => Number((big * BigInt(weight)) / bigTotal));
  const remainders = weights.map((weight) => (big * BigInt(weight)) % bigTotal);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  // The leftover equals the sum of the fractional parts, so it never exceeds the number of shares with one:
  // a share only gains a rupiah when it was below its exact value, hence still at most its weight.
  const order = weights
    .map((_, index) => index)
    .sort((a, b) =>
      remainders[b]! > remainders[a]! ? 1 : remainders[b]! < remainders[a]! ? -1 : weights[b]! - weights[a]! || a - b,
    );
  for (const index of order) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

function promoTarget(kind: PromoKind): "product" | "shipping" {
  return kind === "free_shipping" ? "shipping" : "product";
}

/**
 * Prices a selection against the checked baskets. The first promo of each slot (the platform slot, one slot
 * per store) takes it; a later one is 'slot_taken'. A promo that does not qualify is listed in `unusable`
 * and counts for nothing.
 */
export function priceSelection(baskets: readonly StoreBasket[], selected: readonly PricedPromo[]): PriceSummary {
  checkBaskets(baskets);
  const unusable: UnusablePromo[] = [];
  let platform: PricedPromo | null = null;
  let platformSlotTaken = false;
  const vouchers = new Map<number, PricedPromo>();
  const takenStores = new Set<number>();
  for (const promo of selected) {
    assertRupiah(promo.value, "promo value");
    assertRupiah(promo.minPurchase, "minimum purchase");
    if (promo.maxDiscount !== null) assertRupiah(promo.maxDiscount, "maximum discount");
    const slotTaken = promo.merchantId === null ? platformSlotTaken : takenStores.has(promo.merchantId);
    if (slotTaken) {
      unusable.push({ promoId: promo.id, merchantId: promo.merchantId, reason: "slot_taken" });
      continue;
    }
    if (promo.merchantId === null) platformSlotTaken = true;
    else takenStores.add(promo.merchantId);
    const reason = unusableReason(baskets, promo);
    if (reason) {
      unusable.push({ promoId: promo.id, merchantId: promo.merchantId, reason });
      continue;
    }
    if (promo.merchantId === null) platform = promo;
    else vouchers.set(promo.merchantId, promo);
  }

  const applied: AppliedPromo[] = [];
  const perStore: StoreSplit[] = baskets.map((basket) => {
    const shipping = basket.shipping ?? 0;
    const voucher = vouchers.get(basket.merchantId);
    let productDiscount = 0;
    let shippingDiscount = 0;
    if (voucher) {
      const base = voucherBase(basket, voucher);
      if (voucher.kind === "percentage") productDiscount = capped(percentOf(base, voucher.value), voucher.maxDiscount);
      else if (voucher.kind === "fixed") productDiscount = capped(Math.min(voucher.value, base), voucher.maxDiscount);
      else shippingDiscount = capped(shipping, voucher.maxDiscount);
    }
    return {
      merchantId: basket.merchantId,
      subtotal: basket.subtotal,
      shipping,
      voucherPromoId: voucher?.id ?? null,
      voucherDiscount: productDiscount + shippingDiscount,
      platformShare: 0,
      productDiscount,
      shippingDiscount,
      discount: 0,
      total: 0,
    };
  });

  const selectedPlatform = platform as PricedPromo | null;
  let platformAmount = 0;
  if (selectedPlatform) {
    const target = promoTarget(selectedPlatform.kind);
    // What is left of each store after its own voucher: the platform promo can take no more than that.
    const weights = perStore.map((store) =>
      target === "product" ? store.subtotal - store.productDiscount : store.shipping - store.shippingDiscount,
    );
    const remaining = weights.reduce((sum, weight) => sum + weight, 0);
    if (selectedPlatform.kind === "percentage")
      platformAmount = capped(percentOf(remaining, selectedPlatform.value), selectedPlatform.maxDiscount);
    else if (selectedPlatform.kind === "fixed")
      platformAmount = capped(Math.min(selectedPlatform.value, remaining), selectedPlatform.maxDiscount);
    else platformAmount = capped(remaining, selectedPlatform.maxDiscount);
    const shares = allocate(platformAmount, weights);
    perStore.forEach((store, index) => {
      const share = shares[index]!;
      store.platformShare = share;
      if (target === "product") store.productDiscount += share;
      else store.shippingDiscount += share;
    });
  }

  for (const promo of selected) {
    if (promo.merchantId === null) {
      if (promo === selectedPlatform) {
        applied.push({
          promoId: promo.id,
          merchantId: null,
          kind: promo.kind,
          target: promoTarget(promo.kind),
          amount: platformAmount,
        });
      }
    } else if (vouchers.get(promo.merchantId) === promo) {
      const store = perStore.find((candidate) => candidate.merchantId === promo.merchantId)!;
      applied.push({
        promoId: promo.id,
        merchantId: promo.merchantId,
        kind: promo.kind,
        target: promoTarget(promo.kind),
        amount: store.voucherDiscount,
      });
    }
  }

  let subTotal = 0;
  let shippingTotal = 0;
  let productDiscount = 0;
  let shippingDiscount = 0;
  for (const store of perStore) {
    store.discount = store.productDiscount + store.shippingDiscount;
    store.total = store.subtotal + store.shipping - store.discount;
    subTotal += store.subtotal;
    shippingTotal += store.shipping;
    productDiscount += store.productDiscount;
    shippingDiscount += store.shippingDiscount;
  }
  const discount = productDiscount + shippingDiscount;
  return {
    subTotal,
    shippingTotal,
    productDiscount,
    shippingDiscount,
    discount,
    grandTotal: subTotal + shippingTotal - discount,
    applied,
    unusable,
    perStore,
  };
}

/** Above this many stores that each offer both an item voucher and a shipping voucher, search greedily. */
const EXACT_SEARCH_LIMIT = 8;

/**
 * The selection that saves the most: at most one platform promo and one voucher per store, each qualifying.
 * Promos that would save nothing are left out; on equal savings fewer promos win.
 *
 * Why the search is small: with any platform promo the total saving never falls when a store's discount
 * grows (the platform promo loses at most what the store gives), so per store only the best item voucher
 * and the best shipping voucher can be optimal; only stores offering both need trying both ways.
 */
export function bestCombination(baskets: readonly StoreBasket[], candidates: readonly PricedPromo[]): BestCombination {
  checkBaskets(baskets);
  const usable = candidates.filter((promo) => unusableReason(baskets, promo) === null);
  const platforms = usable.filter((promo) => promo.merchantId === null);
  const ownAmount = (promo: PricedPromo) => priceSelection(baskets, [promo]).discount;

  const storeOptions: PricedPromo[][] = [];
  for (const basket of baskets) {
    const ofStore = usable.filter((promo) => promo.merchantId === basket.merchantId);
    const best = (target: "product" | "shipping") => {
      // A voucher that saves nothing here is no better than none (and would only widen the search).
      let chosen: PricedPromo | null = null;
      let chosenAmount = 0;
      for (const promo of ofStore) {
        if (promoTarget(promo.kind) !== target) continue;
        const amount = ownAmount(promo);
        if (amount > chosenAmount) {
          chosen = promo;
          chosenAmount = amount;
        }
      }
      return chosen;
    };
    const options = [best("product"), best("shipping")].filter((promo): promo is PricedPromo => promo !== null);
    if (options.length > 0) storeOptions.push(options);
  }

  const storeOrder = (merchantId: number | null) =>
    merchantId === null ? -1 : baskets.findIndex((basket) => basket.merchantId === merchantId);
  let bestIds: number[] = [];
  let bestSaving = 0;
  const consider = (selection: PricedPromo[]) => {
    const summary = priceSelection(baskets, selection);
    // Platform promo first, then the vouchers in basket order.
    const ids = summary.applied
      .filter((promo) => promo.amount > 0)
      .sort((a, b) => storeOrder(a.merchantId) - storeOrder(b.merchantId))
      .map((promo) => promo.promoId);
    if (summary.discount > bestSaving || (summary.discount === bestSaving && ids.length < bestIds.length)) {
      bestSaving = summary.discount;
      bestIds = ids;
    }
  };

  const forks = storeOptions.filter((options) => options.length > 1);
  const fixed = storeOptions.filter((options) => options.length === 1).map((options) => options[0]!);
  for (const platform of [null, ...platforms]) {
    const head = platform ? [platform] : [];
    if (forks.length <= EXACT_SEARCH_LIMIT) {
      for (let mask = 0; mask < 1 << forks.length; mask++) {
        const chosen = forks.map((options, index) => options[(mask >> index) & 1]!);
        consider([...head, ...fixed, ...chosen]);
      }
    } else {
      const chosen = forks.map((options) =>
        ownAmount(options[0]!) >= ownAmount(options[1]!) ? options[0]! : options[1]!,
      );
      consider([...head, ...fixed, ...chosen]);
    }
  }
  return { promoIds: bestIds, saving: bestSaving };
}
