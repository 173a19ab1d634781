// Types only: nothing from core reaches the browser bundle.
import type { MegaMenuCategoryDto, ProductCardDto } from "../../core/catalog/catalog.dto.ts";
import type { FlashSaleProductDto } from "../../core/flashsale/flashsale.dto.ts";
import type { RegionDto } from "../../core/region/region.dto.ts";
import type { ProductReviewsDto } from "../../core/review/review.dto.ts";
import type { UsernameCheckDto } from "../../core/merchant/seller.dto.ts";
import type { AutocompleteDto } from "../../core/search/search.dto.ts";
import type { PaginationMeta } from "../../core/shared/pagination.ts";
import type { SimulationGroupDto, SimulationMetaDto } from "../../core/shipping/shipping.dto.ts";
import type { Lang } from "./i18n.tsx";

/**
 * The browser's calls to the JSON API (spec §7), one function each, answering with the envelope's typed
 * `data` (and `meta` for lists). A connection failure or an abort rejects with fetch's own error; an answer
 * that is not a success envelope rejects with ApiAnswerError, carrying the server's message if it sent one.
 */
export class ApiAnswerError extends Error {
  readonly status: number;
  /** The envelope's message, in the request's language, when the server sent one. */
  readonly serverMessage: string | null;

  constructor(status: number, serverMessage: string | null, path: string) {
    super(`${path} answered ${status}`);
    this.name = "ApiAnswerError";
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export interface ApiPage<T, M = PaginationMeta> {
  data: T;
  meta: M;
}

export type RegionLevel = "province" | "city" | "district" | "village";

/** The spec's region calls (§7): each level's path and the name of its parent's id. */
const REGION_CALLS: Record<RegionLevel, [path: string, parentParam: string]> = {
  province: ["/api/province", ""],
  city: ["/api/city", "province_id"],
  district: ["/api/subdistrict", "city_id"],
  village: ["/api/area", "kecamatan_id"],
};

/** A success envelope with its data (and its meta when `withMeta`), or ApiAnswerError. */
async function get<T, M = undefined>(path: string, signal?: AbortSignal, withMeta = false): Promise<ApiPage<T, M>> {
  const response = await fetch(path, { headers: { accept: "application/json" }, signal });
  const body = (await response.json().catch(() => null)) as {
    message?: unknown;
    data?: unknown;
    meta?: unknown;
  } | null;
  if (!response.ok || body?.data == null || (withMeta && !body.meta)) {
    throw new ApiAnswerError(
      response.status,
      !response.ok && typeof body?.message === "string" ? body.message : null,
      path,
    );
  }
  return { data: body.data as T, meta: body.meta as M };
}

const data = async <T>(path: string, signal?: AbortSignal) => (await get<T>(path, signal)).data;
const page = <T, M = PaginationMeta>(path: string, signal?: AbortSignal) => get<T, M>(path, signal, true);
const product = (slug: string, part: string, params: Record<string, string>) =>
  `/api/products/detail/${encodeURIComponent(slug)}/${part}?${new URLSearchParams(params)}`;

export const api = {
  autocomplete: (search: string, lang: Lang, signal?: AbortSignal) =>
    data<AutocompleteDto>(`/api/header/search/autocomplete?${new URLSearchParams({ search, lang })}`, signal),

  megaMenu: (lang: Lang) => data<MegaMenuCategoryDto[]>(`/api/header/megamenu?lang=${lang}`),

  recommendedProducts: (pageNumber: number, lang: Lang) =>
    page<ProductCardDto[]>(`/api/homepage/products/recomendation?page=${pageNumber}&lang=${lang}`),

  flashSaleProducts: (sessionId: number, lang: Lang, signal?: AbortSignal) =>
    page<FlashSaleProductDto[]>(`/api/promo/products/${sessionId}?lang=${lang}`, signal),

  relatedProducts: (slug: string, lang: Lang, signal?: AbortSignal) =>
    data<ProductCardDto[]>(product(slug, "related", { lang }), signal),

  productReviews: (slug: string, filter: { page: number; point?: number | null }, lang: Lang, signal?: AbortSignal) =>
    page<ProductReviewsDto>(
      product(slug, "review", {
        page: String(filter.page),
        lang,
        ...(filter.point ? { point: String(filter.point) } : {}),
      }),
      signal,
    ),

  /** A single unit is the server's default; more ('qty') prices the parcel's weight. */
  deliverySimulation: (slug: string, lang: Lang, qty: number | undefined, signal?: AbortSignal) =>
    page<SimulationGroupDto[], SimulationMetaDto>(
      product(slug, "shipping", { lang, ...(qty && qty > 1 ? { qty: String(qty) } : {}) }),
      signal,
    ),

  /**
   * Whether a store name or address, as typed, may be used (POST /helper/usernamecheck). Sent without
   * cookies: the answer is no one's, so no session (nor its XSRF token) is needed.
   */
  usernameCheck: async (field: keyof UsernameCheckDto, value: string, lang: Lang) => {
    const path = `/api/helper/usernamecheck?lang=${lang}`;
    const response = await fetch(path, {
      method: "POST",
      credentials: "omit",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ [field]: value }),
    });
    const body = (await response.json().catch(() => null)) as { data?: UsernameCheckDto } | null;
    const answer = body?.data?.[field];
    if (!response.ok || !answer) throw new ApiAnswerError(response.status, null, path);
    return answer;
  },

  /** Provinces, or the children of the region `parentId`. */
  regions: (level: RegionLevel, parentId = "") => {
    const [path, parentParam] = REGION_CALLS[level];
    return data<RegionDto[]>(parentParam ? `${path}?${new URLSearchParams({ [parentParam]: parentId })}` : path);
  },
};
