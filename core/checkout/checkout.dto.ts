import { z } from "zod";
import { addressDto } from "../address/index.ts";
import type { OrderAddress } from "../order/order.tables.ts";
import { placedStoreDto } from "../shared/fields.dto.ts";
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

const previewItemDto = z.object({
  id: z.number(),
  qty: z.number(),
  attribute: z.string(),
  note: z.string(),
  publish_price: z.number().describe("The unit price charged: the flash price when a flash sale prices the line"),
  base_price: z.number(),
  merchant_discount_percentage: z.number(),
  merchant_discount_amount: z.number(),
  weight: z.number(),
  flash_sale_id: z.number().nullable().describe("The flash sale whose price the line is charged; pay takes its quota"),
  product: z.object({ id: z.number(), slug: z.string(), product_name: z.string(), photos: z.array(z.string()) }),
});
export type PreviewItemDto = z.infer<typeof previewItemDto>;

const previewShippingDto = z.object({
  rate_id: z.string(),
  rate_type: z.string(),
  guarantee: z.boolean(),
  courier: z.object({ code: z.string(), name: z.string() }),
  service: z.object({ code: z.string(), name: z.string() }),
  response_manifest: z.object({
    final_price: z.number(),
    min_day: z.number(),
    max_day: z.number(),
    logistic: z.object({ name: z.string() }),
  }),
});
export type PreviewShippingDto = z.infer<typeof previewShippingDto>;

/** The address book's entry as the preview shows it: its contact lines and main flag, the regions as one line. */
const previewAddressDto = addressDto
  .pick({
    id: true,
    label: true,
    behalf_name: true,
    behalf_phone: true,
    address: true,
    zipcode: true,
    is_main_address: true,
  })
  .extend({ region: z.string() });
export type PreviewAddressDto = z.infer<typeof previewAddressDto>;

/** Spec §3 checkout preview order: one store's part of the checkout with everything it costs. */
const previewOrderDto = z.object({
  id: z.number(),
  merchant: placedStoreDto,
  items: z.array(previewItemDto),
  total_merchant_qty: z.number(),
  total_merchant_amount: z.number(),
  total_weight: z.number(),
  shipping: previewShippingDto.nullable(),
  address_books_id: z.number().nullable(),
  address_book: previewAddressDto.nullable(),
  dropship_name: z.string().nullable(),
  dropship_phone: z.string().nullable(),
  discount_merchant: z.number(),
  discount_platform: z.number(),
  discount_shipping: z.number(),
  tax_ppn: z.number(),
  tax_pph: z.number(),
  grand_total: z.number(),
});
export type PreviewOrderDto = z.infer<typeof previewOrderDto>;

/** Spec §3 preview summary. Rates are percentages (11 = 11%). */
const previewSummaryDto = z.object({
  total_qty: z.number(),
  total_product: z.number(),
  total_shipping: z.number(),
  total_discount: z.number(),
  tax_ppn: z.number(),
  tax_pph: z.number(),
  tax_total: z.number(),
  setting_ppn: z.number(),
  setting_pph: z.number(),
  all_promo: z.array(z.object({ id: z.number(), name: z.string(), potongan: z.number() })),
  grand_total: z.number(),
  is_multiple_address: z.boolean(),
  is_there_empty_address: z.boolean(),
  is_there_empty_shipping: z.boolean(),
  wallet_available: z.number(),
  use_wallet: z.enum(["yes", "no"]),
  is_fullwallet_payment: z.enum(["yes", "no"]),
  used_wallet_value: z.number(),
  charge_to_payment_gateway: z.number(),
});
export type PreviewSummaryDto = z.infer<typeof previewSummaryDto>;

/** GET /shipping/checkout/preview: the checkout as one order per store, its summary and its address. */
export const checkoutPreviewDto = z.object({
  orders: z.array(previewOrderDto),
  summary: previewSummaryDto,
  address: previewAddressDto.nullable().describe("The address of single-address checkout (every order's), if any"),
});
export type CheckoutPreviewDto = z.infer<typeof checkoutPreviewDto>;

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
