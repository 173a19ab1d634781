import { formatNumber, type DecimalOptions } from "./intl-format.ts";

export { formatRupiah, formatCompact, discountPercentage } from "../../core/shared/money.ts";

export const NO_IMAGE = "/source/img/components/attribute/no-image.jpg";

/** An uploaded picture's full size (products keep that URL); its smaller copies sit beside it. */
const UPLOADED_FULL = /^(.*\/med_[0-9a-f]{32}\/)full\.webp$/;

/**
 * A picture at the width of its slot: an upload's smallest copy that fills it (thumb 300 px, medium 600 px,
 * full), a locally drawn demo picture drawn at that width, anything else as it is.
 */
export function sizedImage(url: string | undefined | null, width: number): string {
  if (!url) return NO_IMAGE;
  const uploaded = UPLOADED_FULL.exec(url);
  if (uploaded) return `${uploaded[1]}${width <= 300 ? "thumb" : width <= 600 ? "medium" : "full"}.webp`;
  return url.startsWith("/media/") ? `${url}?w=${width}` : url;
}

const PERCENT_FORMAT: DecimalOptions = { maximumFractionDigits: 2 };

/** Discount percent with 2 decimals (spec §9), trailing zeros dropped the way shoppers read it: 12.5%. */
export function formatPercent(value: number, lang: "id" | "en"): string {
  return `${formatNumber(value, lang, PERCENT_FORMAT)}%`;
}
