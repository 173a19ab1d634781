// No zod here: the merchant's voucher pages import this module in the browser.

export const VOUCHER_TABS = ["running", "upcoming", "ended"] as const;
export type VoucherTab = (typeof VOUCHER_TABS)[number];

/** Where a promo's period stands at `now` (a store voucher's tab; a platform promo's status words it apart). */
export function periodAt(period: { starts_at: Date; ends_at: Date }, now: Date): VoucherTab {
  if (now < period.starts_at) return "upcoming";
  return now < period.ends_at ? "running" : "ended";
}
export const VOUCHER_SORTS = ["newest", "ending", "name", "used"] as const;
export type VoucherSort = (typeof VOUCHER_SORTS)[number];
export const VOUCHER_KINDS = ["fixed", "percentage", "free_shipping"] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];
export const VOUCHER_PER_PAGE = 20;

export const VOUCHER_LIMITS = {
  nameMin: 3,
  nameMax: 60,
  codeMin: 3,
  codeMax: 20,
  money: 1_000_000_000,
  quota: 1_000_000,
  perBuyer: 100,
  products: 200,
} as const;

/** An instant as a datetime-local field shows it: Western Indonesian time, to the minute. */
export function wibLocal(iso: string): string {
  return new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString().slice(0, 16);
}
