import type { Lang } from "../../i18n/index.ts";
import { toProductCard, type CardListingDeps, type CatalogService, type ProductCardDto } from "../catalog/index.ts";
import { AppError } from "../shared/errors.ts";
import { paginationMeta, type Page, type PageUrl } from "../shared/pagination.ts";
import type { PromoBannerDto, PromoDetailDto, PromoStatus, StoreVoucherDto } from "./promo.dto.ts";
import { createPromoRepository } from "./promo.repository.ts";
import { periodAt } from "./voucher.view.ts";

export const PROMO_PRODUCTS_PER_PAGE = 18;
/** A platform promo's product list is a selection, not the catalogue. */
const PLATFORM_PROMO_MAX_PAGES = 10;

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createPromoRepository>["findBySlug"]>>>["promo"];

function statusAt(row: Row, now: Date): PromoStatus {
  const period = periodAt(row, now);
  return period === "running" ? "active" : period;
}

function toVoucher(row: Row, lang: Lang): StoreVoucherDto {
  return {
    id: row.id,
    promo_name: lang === "en" ? row.name_en : row.name,
    slug: row.slug,
    code: row.code,
    kind: row.kind as StoreVoucherDto["kind"],
    value: row.value,
    min_purchase: row.min_purchase,
    max_potongan: row.max_discount,
    end_at: row.ends_at.toISOString(),
    quota_left: row.quota_total === null ? null : Math.max(0, row.quota_total - row.quota_used),
  };
}

/** The read side of promos: banners, store vouchers and the promo page. Claiming is another use case. */
export interface PromoServiceDeps extends CardListingDeps {
  /** A platform promo shows the catalogue's recommended selection. */
  catalog: Pick<CatalogService, "recommendations">;
}

export function createPromoService({ db, clock, flashSales, catalog }: PromoServiceDeps) {
  const promos = createPromoRepository(db);
  return {
    async homeBanners(lang: Lang, limit = 10): Promise<PromoBannerDto[]> {
      const rows = await promos.livePlatformBanners(clock.now(), limit);
      return rows.map((row) => ({
        id: row.id,
        promo_name: lang === "en" ? row.name_en : row.name,
        slug: row.slug,
        banner: row.banner_url,
        end_at: row.ends_at.toISOString(),
        json_meta: { icon: row.json_meta.icon ?? null },
      }));
    },

    async storeVouchers(merchantId: number, lang: Lang): Promise<StoreVoucherDto[]> {
      const rows = await promos.liveStoreVouchers(merchantId, clock.now());
      return rows.map((row) => toVoucher(row, lang));
    },

    /** Any promo by slug, also upcoming or ended ones (the page says so); unknown or closed store → NOT_FOUND. */
    async detail(slug: string, lang: Lang): Promise<PromoDetailDto> {
      const found = await promos.findBySlug(slug);
      if (!found || (found.promo.merchant_id !== null && found.merchant?.status !== "active")) {
        throw new AppError("NOT_FOUND", "landing.promo_not_found");
      }
      const row = found.promo;
      return {
        ...toVoucher(row, lang),
        description: lang === "en" ? row.description_en : row.description,
        banner: row.banner_url,
        json_meta: { icon: row.json_meta.icon ?? null },
        start_at: row.starts_at.toISOString(),
        status: statusAt(row, clock.now()),
        quota_total: row.quota_total,
        requires_claim: row.requires_claim === 1,
        merchant: found.merchant
          ? {
              id: found.merchant.id,
              merchant_name: found.merchant.name,
              merchant_slug: found.merchant.slug,
              storetype: found.merchant.storetype,
              photo: found.merchant.logo_url,
            }
          : null,
      };
    },

    /** The products a promo applies to: the store's for a store voucher, a recommended selection otherwise. */
    async products(slug: string, page: number, pageUrl: PageUrl): Promise<Page<ProductCardDto>> {
      const found = await promos.findBySlug(slug);
      if (!found || (found.promo.merchant_id !== null && found.merchant?.status !== "active")) {
        throw new AppError("NOT_FOUND", "landing.promo_not_found");
      }
      const merchantId = found.promo.merchant_id;
      if (merchantId === null) {
        // A platform promo applies everywhere: show the recommended selection, products that meet the
        // minimum purchase on their own first.
        return catalog.recommendations(page, pageUrl, {
          preferMinPrice: found.promo.min_purchase,
          maxPages: PLATFORM_PROMO_MAX_PAGES,
        });
      }
      const perPage = PROMO_PRODUCTS_PER_PAGE;
      const offset = (page - 1) * perPage;
      const total = await promos.countStoreProducts(merchantId);
      const rows = offset >= total ? [] : await promos.storeProductCards(merchantId, perPage, offset);
      const items = await flashSales.withFlashPrices(rows.map(toProductCard));
      return { items, meta: paginationMeta(total, page, perPage, items.length, pageUrl) };
    },
  };
}

export type PromoService = ReturnType<typeof createPromoService>;
