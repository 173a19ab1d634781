import { z } from "zod";
import { invalidInput } from "../shared/errors.ts";
import { fieldErrorsFromZod } from "../shared/validation.ts";
import { MAX_SEARCH_LENGTH } from "./query-text.ts";
import type { ListFilters } from "./search.dto.ts";
import {
  DEFAULT_PER_PAGE,
  DEFAULT_SORT,
  MAX_PER_PAGE,
  SORT_IDS,
  STORE_TYPES,
  type RawQuery,
  type SortId,
  type StoreType,
} from "./search.view.ts";

/** More values than this in one list parameter is not a shopper's filter. */
export const MAX_LIST_VALUES = 50;
export const MAX_PAGE = 100_000;
/** Prices above this (a trillion rupiah) are not a price. */
const MAX_PRICE_DIGITS = 12;

// Query parameters arrive as text (one value) or a list (repeated); messages are catalogue keys.
const many = <T extends z.ZodType>(item: T, message: string) =>
  z
    .union([item, z.array(item).max(MAX_LIST_VALUES)], {
      error: (issue) => {
        const nested = (issue as { errors?: { code: string }[][] }).errors ?? [];
        return nested.some((list) => list.some((inner) => inner.code === "too_big"))
          ? "search.validation.too_many"
          : message;
      },
    })
    .optional();

const idText = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, "search.validation.id");
const storeTypeText = z.enum(STORE_TYPES, { error: "search.validation.storetype" });
// Cities are Kemendagri regency codes: '32.73'.
const cityText = z
  .string()
  .trim()
  .regex(/^\d{2}\.\d{2}$/, "search.validation.city");
const priceText = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{0,${MAX_PRICE_DIGITS}}$`), "search.validation.price")
  .optional();

/** A count as text ('2'): 1 to `digits` digits, from 1 to `max`; absent is fine. */
const countText = (digits: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,${digits}}$`), message)
    .refine((value) => Number(value) >= 1 && Number(value) <= max, message)
    .optional();

/**
 * GET /products/list and the listing pages. Both `categories[]=1` and `categories=1` are accepted (the
 * spec's client sends the first); unknown parameters are ignored, so tracking tags and `lang` pass.
 */
export const listQuery = z
  .object({
    search: z.string().max(MAX_SEARCH_LENGTH, "search.validation.search_too_long").optional(),
    "categories[]": many(idText, "search.validation.id"),
    categories: many(idText, "search.validation.id"),
    "brands[]": many(idText, "search.validation.id"),
    brands: many(idText, "search.validation.id"),
    "storetype[]": many(storeTypeText, "search.validation.storetype"),
    storetype: many(storeTypeText, "search.validation.storetype"),
    "cities[]": many(cityText, "search.validation.city"),
    cities: many(cityText, "search.validation.city"),
    price_min: priceText,
    price_max: priceText,
    rating: z
      .string()
      .trim()
      .regex(/^[1-5]?$/, "search.validation.rating")
      .optional(),
    sort: z.enum([...SORT_IDS, ""], { error: "search.validation.sort" }).optional(),
    page: countText(6, MAX_PAGE, "search.validation.page"),
    per_page: countText(3, MAX_PER_PAGE, "search.validation.per_page"),
  })
  .superRefine((query, context) => {
    const min = query.price_min ? Number(query.price_min) : null;
    const max = query.price_max ? Number(query.price_max) : null;
    if (min !== null && max !== null && min > max) {
      context.addIssue({ code: "custom", path: ["price_max"], message: "search.validation.price_range" });
    }
  })
  .transform((query): ListFilters => {
    const list = <T>(...values: (T | T[] | undefined)[]): T[] => [
      ...new Set(values.flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))),
    ];
    const price = (value: string | undefined) => (value ? Number(value) : null);
    return {
      search: query.search?.replace(/\s+/g, " ").trim() ?? "",
      categories: list(query["categories[]"], query.categories).map(Number),
      brands: list(query["brands[]"], query.brands).map(Number),
      storetype: list<StoreType>(query["storetype[]"], query.storetype),
      cities: list(query["cities[]"], query.cities),
      price_min: price(query.price_min),
      price_max: price(query.price_max),
      rating: query.rating ? Number(query.rating) : null,
      sort: (query.sort || DEFAULT_SORT) as SortId,
      page: query.page ? Number(query.page) : 1,
      per_page: query.per_page ? Number(query.per_page) : DEFAULT_PER_PAGE,
    };
  });

export const autocompleteQuery = z.object({
  search: z.string().max(MAX_SEARCH_LENGTH, "search.validation.search_too_long").optional().default(""),
});
export type AutocompleteQuery = z.infer<typeof autocompleteQuery>;

/**
 * Parses listing parameters. Strict (the API): any invalid parameter is a 422 naming it. Lenient (pages):
 * invalid parameters are dropped and the rest applies, so a hand-edited URL still shows a listing.
 */
export function parseListFilters(raw: RawQuery, options: { lenient?: boolean } = {}): ListFilters {
  let input: RawQuery = { ...raw };
  if (options.lenient) {
    // A pasted essay still searches for its beginning.
    const search = Array.isArray(input.search) ? input.search[0] : input.search;
    input.search = search?.slice(0, MAX_SEARCH_LENGTH);
  }
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const result = listQuery.safeParse(input);
    if (result.success) return result.data;
    if (!options.lenient) throw invalidInput(fieldErrorsFromZod(result.error));
    const bad = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? "")));
    input = Object.fromEntries(Object.entries(input).filter(([key]) => !bad.has(key)));
    if (bad.has("")) input = {};
  }
  return listQuery.parse({});
}
