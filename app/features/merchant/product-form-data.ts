import type { MerchantProductDetailDto } from "../../../core/catalog/merchant-product.dto.ts";
import { MERCHANT_PRODUCT_LIMITS } from "../../../core/catalog/merchant-product.view.ts";
import { mediaIdOfUrl } from "../../../core/media/media.view.ts";
import { keptPhotos } from "../media/photo-list.ts";

/** New variant rows a form offers below the group's existing siblings. */
export const NEW_VARIANT_ROWS = 2;

/** The parcel's weight and size, the fields the form's shipping section shows side by side. */
export const SHIPPING_FIELDS = ["weight", "length", "width", "height"] as const;
const OWN_FIELDS = ["variant_name", "base_price", "discount_type", "discount_value", "stock", "sku"] as const;
const PRODUCT_FIELDS = [
  "product_name",
  "category_id",
  "description",
  "youtube_url",
  ...OWN_FIELDS,
  ...SHIPPING_FIELDS,
  "condition",
  "min_order",
  "attribute_type",
] as const;

/**
 * The form's values as typed: every field a string, sizes as one comma-separated line, variant rows by index;
 * photos as the URLs shown, in order.
 */
export interface ProductDraft {
  fields: Partial<Record<(typeof PRODUCT_FIELDS)[number] | "attribute_value", string>>;
  photos: string[];
  variants: { product_id: string; fields: Partial<Record<(typeof OWN_FIELDS)[number], string>>; photos: string[] }[];
}

/** The form name of a variant row's photo list. */
export const variantPhotosName = (index: number) => `variants[${index}][photos]`;

/** What the API takes for a photo the form shows: an upload by its id (claimed again: it is the caller's), else the URL. */
const photoInput = (url: string) => mediaIdOfUrl(url) ?? url;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Reads a posted product form into its draft (to show again) and the API's input (to save). */
export function readProductForm(form: FormData): { draft: ProductDraft; input: Record<string, unknown> } {
  const fields: ProductDraft["fields"] = {};
  for (const name of [...PRODUCT_FIELDS, "attribute_value"] as const) fields[name] = text(form, name);
  const variants: ProductDraft["variants"] = [];
  for (let index = 0; index <= MERCHANT_PRODUCT_LIMITS.variantsMax + NEW_VARIANT_ROWS; index += 1) {
    const prefix = `variants[${index}]`;
    if (!form.has(`${prefix}[variant_name]`)) continue;
    const row: ProductDraft["variants"][number] = {
      product_id: text(form, `${prefix}[product_id]`),
      fields: {},
      photos: keptPhotos(form, variantPhotosName(index)),
    };
    for (const name of OWN_FIELDS) row.fields[name] = text(form, `${prefix}[${name}]`);
    variants.push(row);
  }

  const photos = keptPhotos(form, "photos");
  const input: Record<string, unknown> = { photos: photos.map(photoInput) };
  for (const name of PRODUCT_FIELDS) {
    const value = fields[name]!.trim();
    // An empty box is an absent field: the schema's default (condition, minimum order) or its 'required'.
    if (value !== "" || name === "description") input[name] = value;
  }
  input.attribute_value = (fields.attribute_value ?? "")
    .split(",")
    .map((size) => size.trim())
    .filter(Boolean);
  // A new row left blank is no variant; an existing sibling's row is always sent.
  const sent = variants.filter(
    (row) => row.product_id !== "" || OWN_FIELDS.some((name) => name !== "discount_type" && row.fields[name]?.trim()),
  );
  if (sent.length > 0 || variants.some((row) => row.product_id !== ""))
    input.variants = sent.map((row) => {
      const item: Record<string, unknown> = { photos: row.photos.map(photoInput) };
      if (row.product_id) item.product_id = row.product_id;
      for (const name of OWN_FIELDS) {
        const value = row.fields[name]?.trim() ?? "";
        if (value !== "") item[name] = value;
      }
      return item;
    });
  return { draft: { fields, photos, variants }, input };
}

/**
 * Field errors keyed by the API's paths ('variants.0.sku') refer to the rows that were sent; this maps
 * them to the form's rows (blank new rows are not sent).
 */
export function formFieldErrors(draft: ProductDraft, errors: Record<string, string>): Record<string, string> {
  const sentRows = draft.variants
    .map((row, index) => ({ row, index }))
    .filter(
      ({ row }) =>
        row.product_id !== "" || OWN_FIELDS.some((name) => name !== "discount_type" && row.fields[name]?.trim()),
    );
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    // A photo's error ('photos.3') is shown under its list.
    const path = field.replace(/^((?:variants\.\d+\.)?photos)\.\d+$/, "$1");
    const match = /^variants\.(\d+)\.(\w+)$/.exec(path);
    if (match) {
      const formIndex = sentRows[Number(match[1])]?.index ?? Number(match[1]);
      out[`variants[${formIndex}][${match[2]}]`] ??= message;
    } else out[path] ??= message;
  }
  return out;
}

/** The draft of a saved product, for its edit form; a new product's starts with sizes named 'Ukuran'. */
export function draftOf(product: MerchantProductDetailDto | null, sizeLabel: string): ProductDraft {
  if (!product)
    return { fields: { attribute_type: sizeLabel, condition: "new", min_order: "1" }, photos: [], variants: [] };
  const own = (item: {
    variant_name: string | null;
    base_price: number;
    discount_type: string;
    discount_value: number | null;
    stock: number;
    sku: string | null;
  }) => ({
    variant_name: item.variant_name ?? "",
    base_price: String(item.base_price),
    discount_type: item.discount_type,
    discount_value: item.discount_value === null ? "" : String(item.discount_value),
    stock: String(item.stock),
    sku: item.sku ?? "",
  });
  return {
    fields: {
      product_name: product.product_name,
      category_id: String(product.category_id),
      description: product.description,
      youtube_url: product.youtube_url ?? "",
      ...own(product),
      weight: String(product.weight),
      length: product.length === null ? "" : String(product.length),
      width: product.width === null ? "" : String(product.width),
      height: product.height === null ? "" : String(product.height),
      condition: product.condition,
      min_order: String(product.min_order),
      attribute_type: product.json_meta.attribute_type ?? sizeLabel,
      attribute_value: product.json_meta.attribute_value.join(", "),
    },
    photos: product.photos,
    variants: product.product_variant.map((variant) => ({
      product_id: String(variant.id),
      fields: own(variant),
      photos: variant.photos,
    })),
  };
}
