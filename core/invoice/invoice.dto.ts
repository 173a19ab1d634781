import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import "dayjs/locale/id.js";
import type { Translate } from "../../i18n/index.ts";
import type { OrderAddress, OrderShipping } from "../order/order.tables.ts";
import { discountPercentage, formatRupiah } from "../shared/money.ts";

dayjs.extend(utc);

export const PAYMENT_STATUSES = ["pending", "settlement", "expire", "cancel"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_STATUSES = ["waiting_payment", "confirmation", "approve", "pickup", "send", "complete", "cancel", "reject", "complain"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type { OrderAddress };

export interface InvoiceMerchantDto {
  id: number;
  merchant_name: string;
  merchant_slug: string;
  storetype: string;
  is_pkp: "pkp" | "non-pkp";
  city: { name: string };
  province: { name: string };
}

/** Spec §3 ordershipping.price.response_manifest, as the courier service was bought at checkout. */
export interface OrderShippingDto {
  price: {
    response_manifest: {
      logistic: { name: string; code: string };
      rate: { type: string; name: string };
      min_day: number;
      max_day: number;
      final_price: number;
      guarantee: boolean;
    };
  };
}

export interface OrderItemDto {
  id: number;
  product_id: number;
  product_slug: string;
  product_name: string;
  photos: string[];
  attribute: string;
  note: string;
  qty: number;
  weight_grams: number;
  /** Unit prices as bought. */
  publish_price: number;
  base_price: number;
  merchant_discount_percentage: number;
  /** Per unit: base_price − publish_price. */
  merchant_discount_amount: number;
  total_publish_price: number;
  /** The flash sale whose price the line was bought at (publish_price is then the flash price, decision 0014). */
  flash_sale_id: number | null;
}

/** The courier an order bought, in the spec's shape. */
export function toOrderShippingDto(shipping: OrderShipping): OrderShippingDto {
  return {
    price: {
      response_manifest: {
        logistic: { name: shipping.courier_name, code: shipping.courier_code },
        rate: { type: shipping.rate_type, name: shipping.service_name },
        min_day: shipping.min_day,
        max_day: shipping.max_day,
        final_price: shipping.price,
        guarantee: shipping.guarantee,
      },
    },
  };
}

/** A bought line as stored (one photo kept), in the spec's shape. */
export function toOrderItemDto(item: Omit<OrderItemDto, "photos" | "merchant_discount_percentage" | "merchant_discount_amount"> & { photo: string | null }): OrderItemDto {
  return {
    id: item.id,
    product_id: item.product_id,
    product_slug: item.product_slug,
    product_name: item.product_name,
    photos: item.photo ? [item.photo] : [],
    attribute: item.attribute,
    note: item.note,
    qty: item.qty,
    weight_grams: item.weight_grams,
    publish_price: item.publish_price,
    base_price: item.base_price,
    merchant_discount_percentage: discountPercentage(item.base_price, item.publish_price),
    merchant_discount_amount: Math.max(0, item.base_price - item.publish_price),
    total_publish_price: item.total_publish_price,
    flash_sale_id: item.flash_sale_id,
  };
}

/** Spec §3 orderpromo (the spec's spelling 'redemed_value' kept for its clients). */
export interface OrderPromoDto {
  promo: { id: number; promo_name: string };
  redemed_value: number;
}

export interface InvoiceOrderDto {
  id: number;
  order_code: string;
  status_order: OrderStatus;
  user_npwp: string | null;
  merchant_npwp: string | null;
  created_at: string;
  merchant: InvoiceMerchantDto;
  address: OrderAddress;
  dropship: { name: string; phone: string } | null;
  ordershipping: OrderShippingDto;
  orderitem: OrderItemDto[];
  orderpromo: OrderPromoDto[];
  total_publish_price: number;
  total_shipping: number;
  total_discount_shipping: number;
  /** Tax rates in percent as set when the order was made (11 = 11%); stored as basis points. */
  setting_ppn: number;
  total_ppn: number;
  setting_pph: number;
  total_pph: number;
  total_tax: number;
  total_discount_merchant: number;
  total_discount_platform: number;
  grand_total: number;
  /** The order's PDF, with a short-lived token for that one document. */
  download_url: string;
}

/** Spec §3 Invoice. */
export interface InvoiceDetailDto {
  invoice_code: string;
  total_tagihan: number;
  status_payment: PaymentStatus;
  expire_date: string;
  /** The gateway's payment token (Midtrans Snap's, hence the name); null once the invoice is no longer pending. */
  midtrans_token: string | null;
  gateway: string;
  /** Where the shopper pays without the gateway's script; null once the invoice is no longer pending. */
  gateway_redirect_url: string | null;
  wallet_used: number;
  charge_to_gateway: number;
  created_at: string;
  paid_at: string | null;
  /** The server's clock, so a countdown does not depend on the device's. */
  server_time: string;
  /** The invoice's PDF, with a short-lived token for that one document. */
  download_url: string;
  orderlist: InvoiceOrderDto[];
}

/** Catalogue keys of spec §4's invoice payment states; anything unknown reads '-'. */
export function paymentStatusKey(status: string): string {
  return (PAYMENT_STATUSES as readonly string[]).includes(status) ? `invoice.payment_status.${status}` : "invoice.payment_status.other";
}

/** Catalogue keys of spec §4's order status display. */
export function orderStatusKey(status: string): string {
  return (ORDER_STATUSES as readonly string[]).includes(status) ? `invoice.order_status.${status}` : "invoice.order_status.other";
}

/** Indonesia's western time (WIB) has been UTC+7 without daylight saving since 1964. */
const JAKARTA_OFFSET_MINUTES = 7 * 60;

/**
 * Spec §9's deadline format 'dddd, DD MMMM YYYY HH:mm' in the page's language, at Jakarta time: the server,
 * the browser and the PDF write the same words whatever their own time zone ('Jumat, 20 November 2026 17:00').
 */
export function formatInvoiceDate(iso: string | Date, lang: "id" | "en"): string {
  return dayjs.utc(iso).utcOffset(JAKARTA_OFFSET_MINUTES).locale(lang).format("dddd, DD MMMM YYYY HH:mm");
}

/**
 * Spec §9: the arrival estimate is one day when the courier's minimum equals its maximum, otherwise a range
 * of dates, counted from when the order was made ('23 Nov 2026' or '23 Nov 2026 – 25 Nov 2026').
 */
export function arrivalEstimate(fromIso: string, minDay: number, maxDay: number, lang: "id" | "en"): string {
  const start = dayjs.utc(fromIso).utcOffset(JAKARTA_OFFSET_MINUTES).locale(lang);
  const day = (days: number) => start.add(days, "day").format("D MMM YYYY");
  return minDay === maxDay ? day(minDay) : `${day(minDay)} – ${day(maxDay)}`;
}

export interface SummaryRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** The money lines of one order, as the page shows them: PPN added, PPh subtracted (spec §9). */
export function orderSummaryRows(order: Omit<InvoiceOrderDto, "download_url">, t: Translate, lang: "id" | "en"): SummaryRow[] {
  const minus = (amount: number) => `-${formatRupiah(amount)}`;
  return [
    { label: t("invoice.subtotal_products"), value: formatRupiah(order.total_publish_price) },
    { label: t("invoice.shipping_cost"), value: formatRupiah(order.total_shipping) },
    ...(order.total_discount_shipping > 0 ? [{ label: t("invoice.shipping_discount"), value: minus(order.total_discount_shipping) }] : []),
    ...(order.total_discount_merchant > 0 ? [{ label: t("invoice.discount_merchant"), value: minus(order.total_discount_merchant) }] : []),
    ...(order.total_discount_platform > 0 ? [{ label: t("invoice.discount_platform"), value: minus(order.total_discount_platform) }] : []),
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
