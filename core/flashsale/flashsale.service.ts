import type { Database, Executor } from "../../db/client.ts";
import { toProductCard, type ProductCardDto } from "../catalog/index.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";
import { allSettledOrFirstFailure } from "../shared/settle.ts";
import { discountPercentage } from "../shared/money.ts";
import { paginationMeta, type Page, type PageUrl } from "../shared/pagination.ts";
import type {
  FlashSaleProductDto,
  FlashSaleSessionDto,
  FlashSaleSessionsDto,
  FlashSaleStatus,
  HomeFlashSaleDto,
} from "./flashsale.dto.ts";
import { parseLenient } from "../shared/query-input.ts";
import { flashSaleProductsQuery, type FlashSaleProductsQuery } from "./flashsale.inputs.ts";
import { createFlashSaleRepository, runningOfferColumn } from "./flashsale.repository.ts";
import { priceLine, type FlashOffer } from "./flash-pricing.ts";

/** Sessions listed on the flash-sale page: the running one and the next few. */
const MAX_SESSIONS = 8;
export const HOME_FLASH_SALE_PRODUCTS = 12;

type SaleRow = { id: number; name: string; slug: string; starts_at: Date; ends_at: Date };
type ProductRow = Awaited<ReturnType<ReturnType<typeof createFlashSaleRepository>["products"]>>["rows"][number];

export function flashSaleStatus(sale: Pick<SaleRow, "starts_at" | "ends_at">, now: Date): FlashSaleStatus {
  if (now < sale.starts_at) return "upcoming";
  return now < sale.ends_at ? "running" : "ended";
}

function toSession(sale: SaleRow, now: Date): FlashSaleSessionDto {
  const seconds = (at: Date) => Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));
  return {
    id: sale.id,
    name: sale.name,
    slug: sale.slug,
    status: flashSaleStatus(sale, now),
    start_at: sale.starts_at.toISOString(),
    end_at: sale.ends_at.toISOString(),
    tm_start: seconds(sale.starts_at),
    tm_end: seconds(sale.ends_at),
    server_time: now.toISOString(),
  };
}

function toFlashProduct(saleId: number, row: ProductRow): FlashSaleProductDto {
  return {
    ...toProductCard(row),
    flash_sale: {
      flash_sale_id: saleId,
      flash_price: row.flash_price,
      discount_percentage: discountPercentage(row.publish_price, row.flash_price),
      quota: row.quota,
      sold: row.sold,
      remaining: Math.max(0, row.quota - row.sold),
    },
  };
}

export function createFlashSaleService({ db, clock }: { db: Database; clock: Clock }) {
  const sales = createFlashSaleRepository(db);

  const service = {
    /**
     * Spec §7 /homepage/flashsale: a list holding the running session, else the next one, with its first
     * products; empty when no session is running or planned. The home page shows the first item.
     */
    async current(): Promise<HomeFlashSaleDto[]> {
      const now = clock.now();
      const [sale] = await sales.sessionsNotEnded(now, 1);
      if (!sale) return [];
      const { rows } = await sales.products(sale.id, {
        sort: "recommended",
        limit: HOME_FLASH_SALE_PRODUCTS,
        offset: 0,
      });
      return [{ ...toSession(sale, now), products: rows.map((row) => toFlashProduct(sale.id, row)) }];
    },

    /** Spec §7 /promo/flashsale?selected=: sessions and the selected one (default: the running one). */
    async sessions(selected?: number): Promise<FlashSaleSessionsDto> {
      const now = clock.now();
      const promos = (await sales.sessionsNotEnded(now, MAX_SESSIONS)).map((sale) => toSession(sale, now));
      // An unknown or ended ?selected= falls back to the default rather than failing the page.
      const chosen =
        promos.find((session) => session.id === selected) ??
        promos.find((session) => session.status === "running") ??
        promos[0] ??
        null;
      return { promos, selected_promo: chosen, fs_selected_id: chosen?.id ?? null };
    },

    /** Spec §7 /promo/products/{promoid}: the products of a running or upcoming session. */
    async products(
      saleId: number,
      input: Pick<FlashSaleProductsQuery, "page" | "per_page" | "sort">,
      pageUrl: PageUrl,
    ): Promise<Page<FlashSaleProductDto> & { session: FlashSaleSessionDto }> {
      const now = clock.now();
      const sale = await sales.findById(saleId);
      if (!sale || flashSaleStatus(sale, now) === "ended")
        throw new AppError("NOT_FOUND", "landing.flash_sale_not_found");
      const { rows, total } = await sales.products(sale.id, {
        sort: input.sort,
        limit: input.per_page,
        offset: (input.page - 1) * input.per_page,
      });
      const items = rows.map((row) => toFlashProduct(sale.id, row));
      return {
        items,
        meta: paginationMeta(total, input.page, input.per_page, items.length, pageUrl),
        session: toSession(sale, now),
      };
    },

    /**
     * The flash-sale page: sessions, the selected one and its products. Query values that do not fit are
     * ignored; the products of no session are an empty page.
     */
    async page(raw: Record<string, string | undefined>, pageUrl: PageUrl) {
      const selectedRaw = Number(raw.selected);
      const sessions = await service.sessions(
        Number.isInteger(selectedRaw) && selectedRaw > 0 ? selectedRaw : undefined,
      );
      const input = parseLenient(flashSaleProductsQuery, { page: raw.page, sort: raw.sort });
      const products = sessions.selected_promo
        ? await service.products(sessions.selected_promo.id, input, pageUrl)
        : null;
      return { sessions, input, products };
    },
  };
  return service;
}

export type FlashSaleService = ReturnType<typeof createFlashSaleService>;

/** The offers that price carts, checkout and the product page (decision 0014), read at the clock's now. */
export function createFlashPricing({ db, clock }: { db: Database; clock: Clock }) {
  const sales = createFlashSaleRepository(db);
  async function offers(productIds: readonly number[]): Promise<Map<number, FlashOffer>> {
    const ids = [...new Set(productIds)];
    return ids.length === 0 ? new Map() : sales.runningOffers(ids, clock.now());
  }
  /** The offer that prices one unit at `normalPrice`, if any: `offer` is the product's running offer. */
  function unitOffer(normalPrice: number, offer: FlashOffer | null | undefined): FlashOffer | null {
    return priceLine(normalPrice, 1, offer ?? undefined).flash;
  }
  return {
    /**
     * The running offer as a column of another domain's query, so a product (the product page, a header
     * suggestion) is read with its offer in one statement; `unitOffer` then prices it.
     */
    offerColumn: runningOfferColumn,
    unitOffer,
    /**
     * A listing's cards with the flash price of each product on flash sale now, priced as one unit on the
     * product page: one look-up for the whole page, never one per card.
     */
    async withFlashPrices<T extends ProductCardDto>(cards: readonly T[]): Promise<T[]> {
      const running = await offers(cards.map((card) => card.id));
      return cards.map((card) => {
        const offer = unitOffer(card.publish_price, running.get(card.id));
        if (!offer) return card;
        const flashSale = {
          flash_sale_id: offer.flash_sale_id,
          flash_price: offer.flash_price,
          discount_percentage: discountPercentage(card.publish_price, offer.flash_price),
        };
        return { ...card, flash_sale: flashSale };
      });
    },
  };
}

export type FlashPricing = ReturnType<typeof createFlashPricing>;

export interface FlashQuotaItem {
  flashSaleId: number;
  productId: number;
  qty: number;
}

/** Flash quota taken by pay and given back by expiry, inside the caller's transaction. */
export function createFlashQuota(tx: Executor) {
  const sales = createFlashSaleRepository(tx);
  /** One entry per sale and product, in key order, so two checkouts lock the rows in the same order. */
  function merged<T extends FlashQuotaItem>(items: readonly T[]): T[] {
    const byKey = new Map<string, T>();
    for (const item of items) {
      const key = `${item.flashSaleId}:${item.productId}`;
      const seen = byKey.get(key);
      byKey.set(key, seen ? { ...seen, qty: seen.qty + item.qty } : { ...item });
    }
    return [...byKey.values()].sort((a, b) => a.flashSaleId - b.flashSaleId || a.productId - b.productId);
  }
  return {
    /**
     * Takes every line's units at the price it was charged; names the product whose units no longer fit.
     * The updates go out together, in key order: one round trip.
     */
    async take(
      items: readonly (FlashQuotaItem & { flashPrice: number })[],
      now: Date,
    ): Promise<{ ok: true } | { ok: false; productId: number }> {
      const ordered = merged(items);
      const taken = await allSettledOrFirstFailure(ordered.map((item) => sales.takeQuota(item, now)));
      const failed = ordered.find((_, index) => !taken[index]);
      return failed ? { ok: false, productId: failed.productId } : { ok: true };
    },
    async release(items: readonly FlashQuotaItem[]): Promise<void> {
      for (const item of merged(items)) await sales.returnQuota(item);
    },
  };
}
