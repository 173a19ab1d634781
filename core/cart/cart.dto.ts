import { z } from "zod";
import { productCardDto } from "../catalog/index.ts";
import type { LinePrice } from "../flashsale/index.ts";
import { pkpOf, placedStoreDto } from "../shared/fields.dto.ts";
import { discountPercentage } from "../shared/money.ts";
import type { CartLineRow } from "./cart.repository.ts";

/** A line with the price it is charged now (decision 0014). */
export type PricedCartLine = CartLineRow & { price: LinePrice };

/** Why a line cannot be bought now; such lines sit apart and count in no total. */
export const unprocessableReasonDto = z.enum([
  "deleted",
  "hidden",
  "store_closed",
  "out_of_stock",
  "variant_unavailable",
]);
export type UnprocessableReason = z.infer<typeof unprocessableReasonDto>;

/** A cart group's store: the store with where it ships from, as checkout and the invoice name it too. */
export const cartMerchantDto = placedStoreDto;
export type CartMerchantDto = z.infer<typeof cartMerchantDto>;

export const cartItemDto = z.object({
  id: z.number(),
  products_id: z.number(),
  qty: z.number(),
  note: z.string(),
  attribute: z.string(),
  is_checked: z.enum(["1", "0"]),
  weight: z.number().describe("qty × unit weight, whole grams"),
  price: z
    .number()
    .describe(
      "The unit price charged now: the flash price when a running flash sale covers the whole quantity, else publish_price",
    ),
  subtotal: z.number().describe("qty × price"),
  flash_sale: z
    .object({
      flash_sale_id: z.number(),
      name: z.string(),
      flash_price: z.number(),
      remaining: z.number(),
      end_at: z.string(),
    })
    .nullable()
    .describe("The flash sale whose price this line is charged"),
  flash_quota_short: z
    .object({ flash_sale_id: z.number(), flash_price: z.number(), remaining: z.number() })
    .nullable()
    .describe(
      "The quantity is above what is left at a running flash sale's price, so the line is charged the normal price; lowering it to `remaining` gets the flash price",
    ),
  exceeds_stock: z
    .boolean()
    .describe("The quantity is above what is in stock now: the shopper must lower it before buying"),
  product: productCardDto
    .pick({
      id: true,
      slug: true,
      product_name: true,
      photos: true,
      stock: true,
      publish_price: true,
      base_price: true,
      merchant_discount_percentage: true,
      merchant_discount_amount: true,
    })
    .extend({ weight: z.number(), attribute_type: z.string().nullable(), attribute_values: z.array(z.string()) }),
});
export type CartItemDto = z.infer<typeof cartItemDto>;

export const cartGroupDto = z.object({
  id: z.number().describe("The store's id: one group per store"),
  status: z.enum(["active", "non-active"]).describe("Spec §4: non-active when any of its lines is unchecked"),
  merchant: cartMerchantDto,
  items: z.array(cartItemDto),
});
export type CartGroupDto = z.infer<typeof cartGroupDto>;

export const unprocessableItemDto = cartItemDto.extend({ reason: unprocessableReasonDto, merchant: cartMerchantDto });
export type UnprocessableItemDto = z.infer<typeof unprocessableItemDto>;

export const cartPromoLineDto = z.object({ id: z.number(), name: z.string(), potongan: z.number() });
export type CartPromoLineDto = z.infer<typeof cartPromoLineDto>;

export const cartSummaryDto = z.object({
  checked_qty: z.number().describe("Units in checked, buyable lines"),
  sub_total: z.number(),
  discount: z.number(),
  grand_total: z.number(),
  all_promo: z.array(cartPromoLineDto),
});
export type CartSummaryDto = z.infer<typeof cartSummaryDto>;

/** Spec §3 cart response's meta: the line count, unprocessable lines and the priced summary. */
export const cartMetaDto = cartSummaryDto.extend({
  total: z.number().describe("Lines in the cart, the header badge"),
  all_checked: z.boolean(),
  unprocessable: z.array(unprocessableItemDto),
});
export type CartMetaDto = z.infer<typeof cartMetaDto>;

/** The cart as the service gives it; the API answers the groups as data and the rest as meta. */
export interface CartDto extends Pick<CartMetaDto, "total" | "all_checked" | "unprocessable"> {
  groups: CartGroupDto[];
  summary: CartSummaryDto;
}

export const cartPreviewDto = z.object({
  total: z.number(),
  items: z.array(
    z.object({
      id: z.number(),
      qty: z.number(),
      attribute: z.string(),
      slug: z.string(),
      product_name: z.string(),
      photo: z.string().nullable(),
      price: z.number().describe("The unit price charged now (the flash price during a flash sale)"),
      weight: z.number(),
    }),
  ),
});
export type CartPreviewDto = z.infer<typeof cartPreviewDto>;

/** What adding or buying now leaves on the line. */
export const cartLineResultDto = z.object({ cart_item_id: z.number(), qty: z.number() });
export type CartLineResultDto = z.infer<typeof cartLineResultDto>;

export function unprocessableReason(row: CartLineRow): UnprocessableReason | null {
  if (row.product.status === "DELETED") return "deleted";
  if (row.product.status !== "PUBLISH") return "hidden";
  if (row.merchant.status !== "active" || row.merchant.on_holiday) return "store_closed";
  if (row.product.stock <= 0) return "out_of_stock";
  const values = row.product.attribute_values;
  if (values.length > 0 ? !values.includes(row.attribute) : row.attribute !== "") return "variant_unavailable";
  return null;
}

export function toCartMerchant(row: CartLineRow): CartMerchantDto {
  return {
    id: row.merchant.id,
    storetype: row.merchant.storetype,
    merchant_name: row.merchant.name,
    merchant_slug: row.merchant.slug,
    is_pkp: pkpOf(row.merchant.is_pkp),
    city: { name: row.merchant.city },
    province: { name: row.merchant.province },
  };
}

export function toCartItem(row: PricedCartLine): CartItemDto {
  const { product, price } = row;
  return {
    id: row.id,
    products_id: row.product_id,
    qty: row.qty,
    note: row.note,
    attribute: row.attribute,
    is_checked: row.is_checked ? "1" : "0",
    weight: Math.round(row.qty * product.weight_grams),
    price: price.unit_price,
    subtotal: row.qty * price.unit_price,
    flash_sale: price.flash
      ? {
          flash_sale_id: price.flash.flash_sale_id,
          name: price.flash.name,
          flash_price: price.flash.flash_price,
          remaining: price.flash.quota - price.flash.sold,
          end_at: price.flash.ends_at.toISOString(),
        }
      : null,
    flash_quota_short: price.quota_short
      ? {
          flash_sale_id: price.quota_short.offer.flash_sale_id,
          flash_price: price.quota_short.offer.flash_price,
          remaining: price.quota_short.remaining,
        }
      : null,
    exceeds_stock: row.qty > product.stock,
    product: {
      id: row.product_id,
      slug: product.slug,
      product_name: product.name,
      photos: product.photos,
      stock: product.stock,
      publish_price: product.publish_price,
      base_price: product.base_price,
      merchant_discount_percentage: discountPercentage(product.base_price, product.publish_price),
      merchant_discount_amount: product.base_price - product.publish_price,
      weight: product.weight_grams,
      attribute_type: product.attribute_values.length > 0 ? product.attribute_type : null,
      attribute_values: product.attribute_values,
    },
  };
}
