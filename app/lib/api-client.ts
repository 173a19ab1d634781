// Types only: nothing from core reaches the browser bundle.
import type { MegaMenuCategoryDto, ProductCardDto } from "../../core/catalog/catalog.dto.ts";
import type { FlashSaleProductDto } from "../../core/flashsale/flashsale.dto.ts";
import type { RegionDto } from "../../core/region/region.dto.ts";
import type { ProductReviewsDto } from "../../core/review/review.dto.ts";
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

interface Envelope {
  code?: unknown;
  message?: unknown;
  data?: unknown;
  meta?: unknown;
}

async function getEnvelope(path: string, signal?: AbortSignal): Promise<Envelope & { data: unknown }> {
  const response = await fetch(path, { headers: { accept: "application/json" }, signal });
  const body = (await response.json().catch(() => null)) as Envelope | null;
  const serverMessage = typeof body?.message === "string" ? body.message : null;
  if (!response.ok || !body || typeof body !== "object" || body.data === undefined || body.data === null) {
    throw new ApiAnswerError(response.status, response.ok ? null : serverMessage, path);
  }
  return body as Envelope & { data: unknown };
}

async function getData<T>(path: string, signal?: AbortSignal): Promise<T> {
  return (await getEnvelope(path, signal)).data as T;
}

async function getPage<T, M = PaginationMeta>(path: string, signal?: AbortSignal): Promise<ApiPage<T, M>> {
  const body = await getEnvelope(path, signal);
  if (!body.meta) throw new ApiAnswerError(200, null, path);
  return { data: body.data as T, meta: body.meta as M };
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))).toString();

const productPath = (slug: string, part: string) => `/api/products/detail/${encodeURIComponent(slug)}/${part}`;

export const api = {
  autocomplete: (search: string, lang: Lang, signal?: AbortSignal) =>
    getData<AutocompleteDto>(`/api/header/search/autocomplete?${query({ search, lang })}`, signal),

  megaMenu: (lang: Lang) => getData<MegaMenuCategoryDto[]>(`/api/header/megamenu?${query({ lang })}`),

  recommendedProducts: (page: number, lang: Lang) => getPage<ProductCardDto[]>(`/api/homepage/products/recomendation?${query({ page, lang })}`),

  flashSaleProducts: (sessionId: number | string, lang: Lang, signal?: AbortSignal) =>
    getPage<FlashSaleProductDto[]>(`/api/promo/products/${encodeURIComponent(sessionId)}?${query({ lang })}`, signal),

  relatedProducts: (slug: string, lang: Lang, signal?: AbortSignal) => getData<ProductCardDto[]>(`${productPath(slug, "related")}?${query({ lang })}`, signal),

  productReviews: (slug: string, filter: { page: number; point?: number | null }, lang: Lang, signal?: AbortSignal) =>
    getPage<ProductReviewsDto>(`${productPath(slug, "review")}?${query({ page: filter.page, lang, point: filter.point || undefined })}`, signal),

  /** A single unit is the server's default; more ('qty') prices the parcel's weight. */
  deliverySimulation: (slug: string, lang: Lang, qty: number | undefined, signal?: AbortSignal) =>
    getPage<SimulationGroupDto[], SimulationMetaDto>(`${productPath(slug, "shipping")}?${query({ lang, qty: qty && qty > 1 ? qty : undefined })}`, signal),

  /** Provinces, or the children of a region: the spec's own query names per level. */
  regions: (level: "province" | "city" | "district" | "village", parentId = "") => getData<RegionDto[]>(regionPath(level, parentId)),
};

function regionPath(level: "province" | "city" | "district" | "village", parentId: string): string {
  switch (level) {
    case "province":
      return "/api/province";
    case "city":
      return `/api/city?${query({ province_id: parentId })}`;
    case "district":
      return `/api/subdistrict?${query({ city_id: parentId })}`;
    case "village":
      return `/api/area?${query({ kecamatan_id: parentId })}`;
  }
}
