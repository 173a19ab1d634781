import { z } from "zod";
import { categoryDto, categoryLinkDto, productCardDto, relatedBrandDto } from "../catalog/index.ts";
import { paginationMetaDto } from "../shared/pagination.dto.ts";
import { SORT_IDS, STORE_TYPES } from "./search.view.ts";

/** The filters of a product listing, named as their query parameters. */
export const listFiltersDto = z.object({
  search: z.string(),
  categories: z.array(z.number()),
  brands: z.array(z.number()),
  storetype: z.array(z.enum(STORE_TYPES)),
  cities: z.array(z.string()),
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  rating: z.number().nullable(),
  sort: z.enum(SORT_IDS),
  page: z.number(),
  per_page: z.number(),
});
export type ListFilters = z.infer<typeof listFiltersDto>;

/** The third level: its child list is always empty. */
const categoryLeafNode = categoryDto.extend({ child: z.array(categoryDto) });
const categorySubNode = categoryDto.extend({ child: z.array(categoryLeafNode) });
/** A top category of the three-level tree. */
export const categoryNodeDto = categoryDto.extend({ child: z.array(categorySubNode) });
export type CategoryNodeDto = z.infer<typeof categoryNodeDto>;

export const categoryRefDto = categoryLinkDto.extend({ level: z.number() });
export type CategoryRefDto = z.infer<typeof categoryRefDto>;

export const categoryFacetDto = categoryRefDto.extend({
  parent_id: z.number().nullable(),
  count: z.number(),
  selected: z.boolean(),
});
export type CategoryFacetDto = z.infer<typeof categoryFacetDto>;

/** One choice of a facet: its count under the other filters, and whether it is chosen. */
const facetOption = <K extends z.ZodType<string | number>>(id: K) =>
  z.object({ id, name: z.string(), count: z.number(), selected: z.boolean() });

export type FacetOptionDto<K extends string | number> = { id: K } & Omit<z.infer<ReturnType<typeof facetOption>>, "id">;

export const brandFacetDto = facetOption(z.number()).extend({
  merchant_slug: z.string(),
  photo: z.string().nullable(),
});
export type BrandFacetDto = z.infer<typeof brandFacetDto>;

export const storeTypeFacetDto = z.object({ id: z.enum(STORE_TYPES), count: z.number(), selected: z.boolean() });
export type StoreTypeFacetDto = z.infer<typeof storeTypeFacetDto>;

export const searchFacetsDto = z.object({
  categories: z
    .array(categoryFacetDto)
    .describe("Every category with matching products (counts include descendants), and every selected one"),
  brands: z
    .array(brandFacetDto)
    .describe("Official stores with matching products, most products first, and every selected store"),
  storetype: z.array(storeTypeFacetDto),
  cities: z.array(facetOption(z.string())),
});
export type SearchFacetsDto = z.infer<typeof searchFacetsDto>;

export const spellingDto = z.object({
  query: z.string().describe("The words as typed, cleaned"),
  corrected: z
    .string()
    .nullable()
    .describe("Set when nothing matched as typed and the products shown are for this corrected spelling"),
  suggestions: z
    .array(z.string())
    .describe("When nothing matched at all: other spellings that do find products ('Mungkin maksud kamu')"),
  related_categories: z
    .array(categoryRefDto)
    .describe("When nothing matched at all: categories where the words (any of them) do appear"),
});
export type SpellingDto = z.infer<typeof spellingDto>;

/** The category a category page lists, with its ancestors for breadcrumbs (top first, itself last). */
export const categoryScopeDto = categoryRefDto.extend({
  breadcrumbs: z.array(categoryRefDto),
  children: z.array(categoryRefDto),
});
export type CategoryScopeDto = z.infer<typeof categoryScopeDto>;

export const productSearchDto = z.object({
  products: z.array(productCardDto),
  meta: paginationMetaDto,
  facets: searchFacetsDto,
  spelling: spellingDto,
  filters: listFiltersDto,
});
export type ProductSearchDto = z.infer<typeof productSearchDto>;

/** GET /products/list's data: the search without its meta, the store types labelled in the request's language. */
export const productListDto = productSearchDto.omit({ meta: true }).extend({
  facets: searchFacetsDto.extend({ storetype: z.array(storeTypeFacetDto.extend({ name: z.string() })) }),
});

export const cityDto = z.object({ id: z.string(), name: z.string(), product_count: z.number() });
export type CityDto = z.infer<typeof cityDto>;

export const brandDto = relatedBrandDto.extend({ product_count: z.number() });
export type BrandDto = z.infer<typeof brandDto>;

export const autocompleteProductDto = z.object({
  id: z.number(),
  slug: z.string(),
  product_name: z.string(),
  photo: z.string().nullable(),
  publish_price: z.number(),
  flash_price: z
    .number()
    .nullable()
    .describe("Set while a flash sale prices the product: the price its page and cards show"),
});
export type AutocompleteProductDto = z.infer<typeof autocompleteProductDto>;

export const autocompleteStoreDto = relatedBrandDto.extend({ storetype: z.enum(STORE_TYPES) });
export type AutocompleteStoreDto = z.infer<typeof autocompleteStoreDto>;

export const autocompleteDto = z.object({
  keywords: z.array(z.string()).describe("Query completions ('kaos p' → 'kaos polos'), each finding products"),
  categories: z.array(categoryLinkDto).describe("Spec §2: categories, linked to /search?categories[]={id}"),
  products: z.array(autocompleteProductDto),
  stores: z.array(autocompleteStoreDto),
  corrected: z.string().nullable().describe("Set when the words were corrected to find these suggestions"),
});
export type AutocompleteDto = z.infer<typeof autocompleteDto>;
