import { z } from "zod";
import { optionalWholeNumberInput, searchTextInput, wholeNumberInput } from "../shared/inputs.ts";
import {
  MERCHANT_PRODUCT_LIMITS as LIMITS,
  MERCHANT_PRODUCT_SORTS,
  MERCHANT_PRODUCT_TABS,
  publishPriceOf,
} from "./merchant-product.view.ts";

const v = (key: string) => `seller_product.validation.${key}`;

const wholeNumber = (key: string, min: number, max: number) => wholeNumberInput(v(key), min, max);
const optionalWholeNumber = (key: string, min: number, max: number) => optionalWholeNumberInput(v(key), min, max);

/** Free text, trimmed; absent is empty. */
function text(key: string, max: number) {
  return z
    .string({ error: v(key) })
    .max(max, v(key))
    .optional()
    .transform((value) => value?.trim() ?? "");
}

const YOUTUBE_URL =
  /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[\w=&-]*&)?v=|shorts\/|embed\/)|youtu\.be\/)[\w-]{11}(?:[?&#][\w=&#.-]*)?$/;
const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

const discountType = z.enum(["none", "percent", "amount"], { error: v("discount_type") }).default("none");
/** Percent with up to two decimals ('12,5' as typed with a decimal comma), or rupiah; checked against the price below. */
const discountValue = z
  .union([z.number(), z.string(), z.null()], { error: v("discount_value") })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return null;
    const parsed = typeof value === "number" ? value : Number(value.trim().replace(",", "."));
    if (!Number.isFinite(parsed) || parsed <= 0) {
      ctx.addIssue({ code: "custom", message: v("discount_value") });
      return z.NEVER;
    }
    return parsed;
  });

/** Optional text, trimmed: absent or blank is null, anything else fits `max` and `pattern`. */
function optionalMatching(key: string, max: number, pattern: RegExp) {
  return z
    .string({ error: v(key) })
    .optional()
    .nullable()
    .transform((value, ctx) => {
      const trimmed = value?.trim() ?? "";
      if (trimmed === "") return null;
      if (trimmed.length > max || !pattern.test(trimmed)) {
        ctx.addIssue({ code: "custom", message: v(key) });
        return z.NEVER;
      }
      return trimmed;
    });
}

const sku = optionalMatching("sku", LIMITS.skuMax, SKU);

const variantName = z
  .string({ error: v("variant_name") })
  .max(LIMITS.variantNameMax, v("variant_name"))
  .optional()
  .nullable()
  .transform((value) => value?.trim() || null);

/**
 * Photos in order, the first the cover: ids of uploads (purpose product_photo), or URLs the product already
 * shows to keep them. Absent on an edit: the photos stay as they are.
 */
const photos = z
  .array(z.string({ error: "photos.invalid" }).trim().min(1, "photos.invalid").max(500, "photos.invalid"))
  // Without a message of its own: the generic 'at most {max}' names the limit.
  .max(LIMITS.photosMax)
  .optional();

/** The part of a product each variant has for itself: its name, price, discount, stock, SKU and photos. */
const ownFields = {
  photos,
  variant_name: variantName,
  base_price: wholeNumber("base_price", LIMITS.priceMin, LIMITS.priceMax),
  discount_type: discountType,
  discount_value: discountValue,
  stock: wholeNumber("stock", 0, LIMITS.stockMax),
  sku,
};

interface Priced {
  base_price: number;
  discount_type: "none" | "percent" | "amount";
  discount_value: number | null;
}

/** The publish price the discount gives, or the field the discount breaks (prefix: where the fields sit). */
function checkDiscount(item: Priced, ctx: z.RefinementCtx, prefix: (string | number)[]) {
  if (item.discount_type === "none") return;
  const value = item.discount_value;
  const valid =
    value !== null &&
    (item.discount_type === "percent"
      ? value < 100 && Math.round(value * 100) === value * 100
      : Number.isInteger(value) && value < item.base_price) &&
    publishPriceOf(item) >= LIMITS.priceMin;
  if (!valid)
    ctx.addIssue({
      code: "custom",
      path: [...prefix, "discount_value"],
      message: v(item.discount_type === "percent" ? "discount_percent" : "discount_amount"),
    });
}

const variantInput = z
  .object({ product_id: optionalWholeNumber("product_id", 1, 2 ** 31 - 1), ...ownFields })
  .strict()
  .superRefine((item, ctx) => {
    if (!item.variant_name) ctx.addIssue({ code: "custom", path: ["variant_name"], message: v("variant_name") });
    checkDiscount(item, ctx, []);
  });

const sizes = z
  .array(z.string({ error: v("attribute_value") }).max(LIMITS.sizeMax, v("attribute_value")), {
    error: v("attribute_value"),
  })
  .max(LIMITS.sizesMax, v("attribute_value"))
  .optional()
  .transform((list) => [...new Set((list ?? []).map((value) => value.trim()).filter(Boolean))]);

const productFields = {
  product_name: z
    .string({ error: v("product_name") })
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .refine((value) => value.length >= LIMITS.nameMin && value.length <= LIMITS.nameMax, v("product_name")),
  category_id: wholeNumber("category_id", 1, 2 ** 31 - 1),
  description: text("description", LIMITS.descriptionMax),
  youtube_url: optionalMatching("youtube_url", 200, YOUTUBE_URL),
  ...ownFields,
  weight: wholeNumber("weight", 1, LIMITS.weightMax),
  length: optionalWholeNumber("dimension", 1, LIMITS.dimensionMax),
  width: optionalWholeNumber("dimension", 1, LIMITS.dimensionMax),
  height: optionalWholeNumber("dimension", 1, LIMITS.dimensionMax),
  condition: z.enum(["new", "used"], { error: v("condition") }).default("new"),
  min_order: wholeNumber("min_order", 1, LIMITS.minOrderMax).default(1),
  attribute_type: text("attribute_type", LIMITS.attributeTypeMax),
  attribute_value: sizes,
  variants: z
    .array(variantInput, { error: v("variants") })
    .max(LIMITS.variantsMax, v("variants"))
    .optional(),
};

type ProductFieldsOut = z.output<z.ZodObject<typeof productFields>>;

/** Rules across fields: the discount against the price, sizes need a name, variants need names and distinct SKUs. */
function checkProduct(input: ProductFieldsOut, ctx: z.RefinementCtx) {
  checkDiscount(input, ctx, []);
  if (input.attribute_value.length > 0 && input.attribute_type === "")
    ctx.addIssue({ code: "custom", path: ["attribute_type"], message: v("attribute_type") });
  const variants = input.variants ?? [];
  if (variants.length > 0 && !input.variant_name)
    ctx.addIssue({ code: "custom", path: ["variant_name"], message: v("variant_name") });
  variants.forEach((variant, index) => checkDiscount(variant, ctx, ["variants", index]));
  const names = [input.variant_name, ...variants.map((variant) => variant.variant_name)]
    .filter(Boolean)
    .map((name) => name!.toLowerCase());
  if (new Set(names).size !== names.length)
    ctx.addIssue({ code: "custom", path: ["variants"], message: v("variant_duplicate") });
  const skus = [input.sku, ...variants.map((variant) => variant.sku)]
    .filter(Boolean)
    .map((code) => code!.toLowerCase());
  if (new Set(skus).size !== skus.length) ctx.addIssue({ code: "custom", path: ["sku"], message: v("sku_repeated") });
}

/** POST /merchant/dashboard/product/create, and the new-product page's form. */
export const merchantProductCreateInput = z.object(productFields).strict().superRefine(checkProduct);
export type MerchantProductCreateInput = z.output<typeof merchantProductCreateInput>;

/** POST /merchant/dashboard/product/edit: every field again, for the product named by product_id. */
export const merchantProductEditInput = z
  .object({ product_id: wholeNumber("product_id", 1, 2 ** 31 - 1), ...productFields })
  .strict()
  .superRefine(checkProduct);
export type MerchantProductEditInput = z.output<typeof merchantProductEditInput>;
export type MerchantVariantInput = z.output<typeof variantInput>;

/** setactive, setnonactive and delete name one product. */
export const merchantProductIdInput = z.object({ product_id: wholeNumber("product_id", 1, 2 ** 31 - 1) }).strict();

/** deleteall names one or more of the store's products. */
export const merchantProductIdsInput = z
  .object({
    product_ids: z
      .array(wholeNumber("product_id", 1, 2 ** 31 - 1), { error: v("product_ids") })
      .min(1, v("product_ids"))
      .max(LIMITS.bulkMax, v("product_ids")),
  })
  .strict();

/** GET product/list: a tab, words of the name or SKU, a sort and a page. Unknown values fall back for pages. */
export const merchantProductListQuery = z
  .object({
    status: z.enum(MERCHANT_PRODUCT_TABS, { error: v("tab") }).default("all"),
    search: searchTextInput(v("search"), 100),
    sort: z.enum(MERCHANT_PRODUCT_SORTS, { error: v("sort") }).default("newest"),
    order: z.enum(["asc", "desc"], { error: v("order") }).optional(),
    page: wholeNumber("page", 1, 100_000).default(1),
    per_page: wholeNumber("per_page", 1, LIMITS.perPageMax).default(LIMITS.perPage),
    lang: z.enum(["id", "en"]).optional(),
  })
  .strict();
export type MerchantProductListQuery = z.output<typeof merchantProductListQuery>;
