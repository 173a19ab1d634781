import { formatNumber, type DecimalOptions } from "./intl-format.ts";

export { formatRupiah, formatCompact, discountPercentage } from "../../core/shared/money.ts";

export const NO_IMAGE = "/source/img/components/attribute/no-image.jpg";

/** Locally drawn demo pictures can be asked for at the width of their slot. */
export function sizedImage(url: string | undefined | null, width: number): string {
  if (!url) return NO_IMAGE;
  return url.startsWith("/media/") ? `${url}?w=${width}` : url;
}

const PERCENT_FORMAT: DecimalOptions = { maximumFractionDigits: 2 };

/** Discount percent with 2 decimals (spec §9), trailing zeros dropped the way shoppers read it: 12.5%. */
export function formatPercent(value: number, lang: "id" | "en"): string {
  return `${formatNumber(value, lang, PERCENT_FORMAT)}%`;
}
