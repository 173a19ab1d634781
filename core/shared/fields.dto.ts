import { z } from "zod";

/** Whether a store collects VAT (spec §3 merchant.is_pkp), answered as a word. */
export const pkpDto = z.enum(["pkp", "non-pkp"]);
export type Pkp = z.infer<typeof pkpDto>;

export function pkpOf(isPkp: boolean): Pkp {
  return isPkp ? "pkp" : "non-pkp";
}

/** A name standing alone as an object, as the spec answers a store's city and province. */
export const namedDto = z.object({ name: z.string() });

/** A store's id, name and the slug its page is at (/store/{merchant_slug}). */
export const storeNameFields = {
  id: z.number(),
  merchant_name: z.string(),
  merchant_slug: z.string(),
};

/** A store as a link names it: what every answer that mentions a store starts with. */
export const storeRefDto = z.object({ ...storeNameFields, storetype: z.string() });
export type StoreRefDto = z.infer<typeof storeRefDto>;

export const pkpStoreRefDto = storeRefDto.extend({ is_pkp: pkpDto });
export type PkpStoreRefDto = z.infer<typeof pkpStoreRefDto>;

/** A store with where it ships from, as an invoice and the checkout preview name the seller. */
export const placedStoreDto = pkpStoreRefDto.extend({ city: namedDto, province: namedDto });
export type PlacedStoreDto = z.infer<typeof placedStoreDto>;

/**
 * A product's two prices and the store discount between them, derived from the prices (decision 0002),
 * in the order product cards, the product detail and bought lines answer them.
 */
export const storePricingFields = {
  publish_price: z.number(),
  base_price: z.number(),
  merchant_discount_percentage: z.number(),
  merchant_discount_amount: z.number(),
};
