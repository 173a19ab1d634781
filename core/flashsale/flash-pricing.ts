/**
 * A running flash sale's offer for one product with at least one unit of quota left: what decision 0014
 * calls "on flash sale".
 */
export interface FlashOffer {
  flash_sale_id: number;
  name: string;
  flash_price: number;
  quota: number;
  sold: number;
  starts_at: Date;
  ends_at: Date;
}

/** How one line is priced. */
export interface LinePrice {
  /** What one unit costs: the flash price when the offer covers the whole quantity, else the normal price. */
  unit_price: number;
  /** The offer that priced the line; pay takes its quota. */
  flash: FlashOffer | null;
  /** The offer the quantity is too big for, with the units still left at its price. */
  quota_short: { offer: FlashOffer; remaining: number } | null;
}

/**
 * Decision 0014: a line is charged the flash price when its whole quantity fits in the quota left after
 * `taken` (units that lines bought before it in the same checkout already priced at it); otherwise the
 * normal price, telling how many units are left at the flash price. A flash price that is not below the
 * normal price is no offer at all.
 */
export function priceLine(normalPrice: number, qty: number, offer: FlashOffer | undefined, taken = 0): LinePrice {
  if (!offer || offer.flash_price >= normalPrice) return { unit_price: normalPrice, flash: null, quota_short: null };
  const remaining = offer.quota - offer.sold - taken;
  if (qty <= remaining) return { unit_price: offer.flash_price, flash: offer, quota_short: null };
  return { unit_price: normalPrice, flash: null, quota_short: remaining > 0 ? { offer, remaining } : null };
}

export interface PricingLine {
  id: number;
  product_id: number;
  qty: number;
  normal_price: number;
  /** Whether checkout would buy the line now (checked and buyable); only such lines use up quota. */
  counts: boolean;
}

/**
 * Prices a shopper's lines. Lines of one product share its quota, the oldest line (lowest id) first, so
 * the cart and checkout never promise the same units twice.
 */
export function priceLines(
  lines: readonly PricingLine[],
  offers: ReadonlyMap<number, FlashOffer>,
): Map<number, LinePrice> {
  const taken = new Map<number, number>();
  const prices = new Map<number, LinePrice>();
  for (const line of [...lines].sort((a, b) => a.id - b.id)) {
    const price = priceLine(line.normal_price, line.qty, offers.get(line.product_id), taken.get(line.product_id) ?? 0);
    if (line.counts && price.flash) taken.set(line.product_id, (taken.get(line.product_id) ?? 0) + line.qty);
    prices.set(line.id, price);
  }
  return prices;
}
