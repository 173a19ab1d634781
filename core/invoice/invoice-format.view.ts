import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import "dayjs/locale/id.js";
import type { Translate } from "../../i18n/index.ts";
import { formatRupiah } from "../shared/money.ts";
import type { InvoiceOrderDto } from "./invoice.dto.ts";

// The words and figures of an invoice as pages and the PDF write them, apart from the DTOs so that a page
// importing a DTO type or a status key does not bring dayjs along.

dayjs.extend(utc);

/** Indonesia's western time (WIB) has been UTC+7 without daylight saving since 1964. */
const JAKARTA_OFFSET_MINUTES = 7 * 60;

/**
 * Spec §9's deadline format 'dddd, DD MMMM YYYY HH:mm' in the page's language, at Jakarta time: the server,
 * the browser and the PDF write the same words whatever their own time zone ('Jumat, 20 November 2026 17:00').
 */
export function formatInvoiceDate(iso: string | Date, lang: "id" | "en"): string {
  return dayjs.utc(iso).utcOffset(JAKARTA_OFFSET_MINUTES).locale(lang).format("dddd, DD MMMM YYYY HH:mm");
}

/** A day as documents print it, at Jakarta time ('27 Nov 2026'). */
export function formatDocumentDay(iso: string | Date, lang: "id" | "en"): string {
  return dayjs.utc(iso).utcOffset(JAKARTA_OFFSET_MINUTES).locale(lang).format("D MMM YYYY");
}

/**
 * Spec §9: the arrival estimate is one day when the courier's minimum equals its maximum, otherwise a range
 * of dates, counted from when the order was made ('23 Nov 2026' or '23 Nov 2026 – 25 Nov 2026').
 */
export function arrivalEstimate(fromIso: string, minDay: number, maxDay: number, lang: "id" | "en"): string {
  const start = dayjs.utc(fromIso).utcOffset(JAKARTA_OFFSET_MINUTES).locale(lang);
  const day = (days: number) => formatDocumentDay(start.add(days, "day").toDate(), lang);
  return minDay === maxDay ? day(minDay) : `${day(minDay)} – ${day(maxDay)}`;
}

export interface SummaryRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** The money lines of one order, as the page shows them: PPN added, PPh subtracted (spec §9). */
export function orderSummaryRows(
  order: Omit<InvoiceOrderDto, "download_url">,
  t: Translate,
  lang: "id" | "en",
): SummaryRow[] {
  const minus = (amount: number) => `-${formatRupiah(amount)}`;
  return [
    { label: t("invoice.subtotal_products"), value: formatRupiah(order.total_publish_price) },
    { label: t("invoice.shipping_cost"), value: formatRupiah(order.total_shipping) },
    ...(order.total_discount_shipping > 0
      ? [{ label: t("invoice.shipping_discount"), value: minus(order.total_discount_shipping) }]
      : []),
    ...(order.total_discount_merchant > 0
      ? [{ label: t("invoice.discount_merchant"), value: minus(order.total_discount_merchant) }]
      : []),
    ...(order.total_discount_platform > 0
      ? [{ label: t("invoice.discount_platform"), value: minus(order.total_discount_platform) }]
      : []),
    { label: t("invoice.ppn", { rate: formatRate(order.setting_ppn, lang) }), value: formatRupiah(order.total_ppn) },
    { label: t("invoice.pph", { rate: formatRate(order.setting_pph, lang) }), value: minus(order.total_pph) },
    { label: t("invoice.total_tax"), value: formatRupiah(order.total_tax) },
    { label: t("invoice.grand_total"), value: formatRupiah(order.grand_total), strong: true },
  ];
}

/** A tax rate in percent as people write it: 11 → '11', 0.5 → '0,5' in Indonesian, '0.5' in English. */
export function formatRate(percent: number, lang: "id" | "en"): string {
  const text = String(Math.round(percent * 100) / 100);
  return lang === "id" ? text.replace(".", ",") : text;
}
