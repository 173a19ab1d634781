import { z } from "zod";
import {
  langInput,
  MAX_ROW_ID,
  optionalWholeNumberInput,
  pageInput,
  perPageInput,
  rowIdInput,
  searchTextInput,
} from "../shared/inputs.ts";
import { PROMO_CODE_PATTERN } from "./promo-cart.inputs.ts";
import { VOUCHER_KINDS, VOUCHER_LIMITS, VOUCHER_PER_PAGE, VOUCHER_SORTS, VOUCHER_TABS } from "./voucher.view.ts";

const v = (key: string) => `voucher.validation.${key}`;

export {
  VOUCHER_KINDS,
  VOUCHER_LIMITS,
  VOUCHER_PER_PAGE,
  VOUCHER_SORTS,
  VOUCHER_TABS,
  type VoucherSort,
  type VoucherTab,
} from "./voucher.view.ts";

const optionalWholeNumber = (key: string, min: number, max: number) => optionalWholeNumberInput(v(key), min, max);

/** Spec §5 promo code characters; stored in capitals (codes are unique whatever their case). */
export const voucherCode = z
  .string({ error: v("code_required") })
  .transform((value) => value.trim().toUpperCase())
  .pipe(
    z
      .string()
      .min(1, v("code_required"))
      .min(VOUCHER_LIMITS.codeMin, v("code_length"))
      .max(VOUCHER_LIMITS.codeMax, v("code_length"))
      .regex(PROMO_CODE_PATTERN, v("code_invalid")),
  );

/**
 * A point in time: ISO with its zone from the API, or a form's datetime-local ('2026-12-01T08:00'), read as
 * Western Indonesian time, the zone the store works in (decision 0026). Out comes ISO in UTC, so that the
 * API edge's parse and the service's agree.
 */
function instant(key: string) {
  return z.string({ error: v(key) }).transform((value, ctx) => {
    const text = value.trim();
    const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text);
    const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text);
    const date = local ? new Date(`${text}+07:00`) : zoned ? new Date(text) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: "custom", message: v(key) });
      return z.NEVER;
    }
    return date.toISOString();
  });
}

/** product_ids as a JSON list, or a form's repeated field (one value is a string). */
const productIds = z
  .union([z.array(z.union([z.number(), z.string()])), z.string(), z.number()], { error: v("product_ids") })
  .optional()
  .transform((value, ctx) => {
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    const ids = list.map((item) => Number(item));
    if (ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > MAX_ROW_ID)) {
      ctx.addIssue({ code: "custom", message: v("product_ids") });
      return z.NEVER;
    }
    return [...new Set(ids)];
  })
  .pipe(z.array(z.number()).max(VOUCHER_LIMITS.products, v("product_ids_too_many")));

/** POST voucher/create and edit/{id}: one schema for the API and the form (kept fields as typed). */
export const voucherInput = z
  .object({
    voucher_name: z
      .string({ error: v("name") })
      .transform((value) => value.trim())
      .pipe(z.string().min(VOUCHER_LIMITS.nameMin, v("name")).max(VOUCHER_LIMITS.nameMax, v("name"))),
    voucher_code: voucherCode,
    kind: z.enum(VOUCHER_KINDS, { error: v("kind") }),
    value: optionalWholeNumber("value", 1, VOUCHER_LIMITS.money),
    max_potongan: optionalWholeNumber("max_potongan", 1, VOUCHER_LIMITS.money),
    min_purchase: optionalWholeNumber("min_purchase", 0, VOUCHER_LIMITS.money).transform((value) => value ?? 0),
    start_at: instant("start_at"),
    end_at: instant("end_at"),
    quota_total: optionalWholeNumber("quota_total", 1, VOUCHER_LIMITS.quota),
    per_buyer_limit: optionalWholeNumber("per_buyer_limit", 1, VOUCHER_LIMITS.perBuyer).transform(
      (value) => value ?? 1,
    ),
    visibility: z.enum(["public", "code_only"], { error: v("visibility") }).default("public"),
    products: z.enum(["all", "chosen"], { error: v("products") }).default("all"),
    product_ids: productIds,
  })
  .strict()
  .superRefine((input, ctx) => {
    const issue = (path: string, key: string) => ctx.addIssue({ code: "custom", path: [path], message: v(key) });
    if (input.kind !== "free_shipping" && input.value === null) issue("value", "value_required");
    if (input.kind === "percentage" && input.value !== null && input.value > 100) issue("value", "percent");
    if (input.kind === "free_shipping" && input.max_potongan === null) issue("max_potongan", "shipping_cap_required");
    if (Date.parse(input.end_at) <= Date.parse(input.start_at)) issue("end_at", "end_before_start");
    if (input.quota_total !== null && input.per_buyer_limit > input.quota_total)
      issue("per_buyer_limit", "per_buyer_above_quota");
    if (input.products === "chosen" && input.product_ids.length === 0) issue("product_ids", "product_ids_required");
  });
export type VoucherInput = z.infer<typeof voucherInput>;

export const voucherIdInput = z.object({ vouchers_id: rowIdInput(v("vouchers_id")) }).strict();

export const voucherCodeCheckInput = z
  .object({
    voucher_code: voucherCode,
    vouchers_id: optionalWholeNumber("vouchers_id", 1, MAX_ROW_ID).describe(
      "The voucher being edited, whose own code counts as free",
    ),
  })
  .strict();

export const voucherListQuery = z
  .object({
    tab: z.enum(VOUCHER_TABS, { error: v("tab") }).default("running"),
    search: searchTextInput(v("search"), 60),
    sort: z.enum(VOUCHER_SORTS, { error: v("sort") }).default("newest"),
    page: pageInput,
    per_page: perPageInput(VOUCHER_PER_PAGE),
    lang: langInput,
  })
  .strict();
export type VoucherListQuery = z.infer<typeof voucherListQuery>;
