/** Money is integer rupiah everywhere; these helpers keep it so. */

/** 'Rp' with dot thousands separators and no decimals, as the spec shows prices: Rp1.250.000 */
export function formatRupiah(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  const digits = Math.round(Math.abs(amount))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${sign}Rp${digits}`;
}

/** The discount from base to publish price as a percentage with 2 decimals (spec §9). */
export function discountPercentage(basePrice: number, publishPrice: number): number {
  if (basePrice <= 0 || publishPrice >= basePrice) return 0;
  return Math.round(((basePrice - publishPrice) / basePrice) * 10000) / 100;
}

const COMPACT_SUFFIXES = ["", "k", "M", "B", "T", "P", "E"] as const;

/** Compact counts with the suffixes of spec §9: 1.2k, 3.4M … */
export function formatCompact(value: number): string {
  let scaled = Math.abs(value);
  let index = 0;
  while (scaled >= 1000 && index < COMPACT_SUFFIXES.length - 1) {
    scaled /= 1000;
    index += 1;
  }
  const rounded = index === 0 ? Math.round(scaled).toString() : (Math.floor(scaled * 10) / 10).toString();
  return `${value < 0 ? "-" : ""}${rounded}${COMPACT_SUFFIXES[index]}`;
}
