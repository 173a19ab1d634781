import { z } from "zod";
import type { OrderAddress } from "../order/order.tables.ts";
import type { PlacedStoreDto } from "../shared/fields.dto.ts";
import { pick } from "../shared/objects.ts";

/** A buyer's address as checkout uses it: the order's address snapshot plus its id and main flag. */
export type CheckoutAddress = OrderAddress & { id: number; is_main_address: boolean };

/** What an address-book entry, the checkout and its preview say alike of an address: who, where, how to call. */
export const ADDRESS_CONTACT_KEYS = ["id", "label", "behalf_name", "behalf_phone", "address", "zipcode"] as const;

/** A courier service quote (core/shipping's ShippingRate, the fields checkout reads). */
export const checkoutRateDto = z.object({
  id: z.string(),
  courier: z.object({ code: z.string(), name: z.string() }),
  service: z.object({ code: z.string(), name: z.string() }),
  rate_type: z.string(),
  price: z.number(),
  min_day: z.number(),
  max_day: z.number(),
  guarantee: z.boolean(),
  weight_grams: z.number(),
});
export type CheckoutRate = z.infer<typeof checkoutRateDto>;

export interface PreviewItemDto {
  id: number;
  qty: number;
  attribute: string;
  note: string;
  /** The unit price charged: the flash price when a flash sale prices the line (decision 0014). */
  publish_price: number;
  base_price: number;
  merchant_discount_percentage: number;
  merchant_discount_amount: number;
  weight: number;
  /** The flash sale whose price the line is charged; pay takes its quota. */
  flash_sale_id: number | null;
  product: { id: number; slug: string; product_name: string; photos: string[] };
}

export interface PreviewShippingDto {
  rate_id: string;
  rate_type: string;
  guarantee: boolean;
  courier: { code: string; name: string };
  service: { code: string; name: string };
  response_manifest: { final_price: number; min_day: number; max_day: number; logistic: { name: string } };
}

export interface PreviewAddressDto {
  id: number;
  label: string;
  behalf_name: string;
  behalf_phone: string;
  address: string;
  zipcode: string;
  is_main_address: "yes" | "no";
  region: string;
}

/** Spec §3 checkout preview order: one store's part of the checkout with everything it costs. */
export interface PreviewOrderDto {
  id: number;
  merchant: PlacedStoreDto;
  items: PreviewItemDto[];
  total_merchant_qty: number;
  total_merchant_amount: number;
  total_weight: number;
  shipping: PreviewShippingDto | null;
  address_books_id: number | null;
  address_book: PreviewAddressDto | null;
  dropship_name: string | null;
  dropship_phone: string | null;
  discount_merchant: number;
  discount_platform: number;
  discount_shipping: number;
  tax_ppn: number;
  tax_pph: number;
  grand_total: number;
}

/** Spec §3 preview summary. Rates are percentages (11 = 11%). */
export interface PreviewSummaryDto {
  total_qty: number;
  total_product: number;
  total_shipping: number;
  total_discount: number;
  tax_ppn: number;
  tax_pph: number;
  tax_total: number;
  setting_ppn: number;
  setting_pph: number;
  all_promo: { id: number; name: string; potongan: number }[];
  grand_total: number;
  is_multiple_address: boolean;
  is_there_empty_address: boolean;
  is_there_empty_shipping: boolean;
  wallet_available: number;
  use_wallet: "yes" | "no";
  is_fullwallet_payment: "yes" | "no";
  used_wallet_value: number;
  charge_to_payment_gateway: number;
}

export interface CheckoutPreviewDto {
  orders: PreviewOrderDto[];
  summary: PreviewSummaryDto;
  /** The address of single-address checkout (every order's), if any. */
  address: PreviewAddressDto | null;
}

/** Spec §3 payment result data. */
export const paymentResultDto = z.object({
  status_payment: z.enum(["pending", "settlement"]),
  invoice_code: z.string(),
  midtrans_token: z.string().nullable(),
  redirect_url: z.string().nullable(),
});
export type PaymentResultDto = z.infer<typeof paymentResultDto>;

export function toPreviewAddress(address: CheckoutAddress): PreviewAddressDto {
  return {
    ...pick(address, ADDRESS_CONTACT_KEYS),
    is_main_address: address.is_main_address ? "yes" : "no",
    region: [address.village.name, address.district.name, address.city.name, address.province.name].join(", "),
  };
}
