import { requestContext } from "#app-context";
import type { Route } from "./+types/home";
import type { ProductCardDto } from "../../core/catalog/catalog.dto.ts";
import type { Page } from "../../core/shared/pagination.ts";
import { FlashSaleStrip } from "../features/home/flash-sale-strip.tsx";
import { OfficialStores } from "../features/home/official-stores.tsx";
import { PromoCarousel } from "../features/home/promo-carousel.tsx";
import { RecommendedProducts } from "../features/home/recommended-products.tsx";
import { pageUrl, recommendedPageUrl } from "../lib/route-helpers.server.ts";
import { routeMeta } from "../lib/seo.ts";
import { siteOrigin } from "../lib/site-origin.server.ts";
import { TrendingCategories } from "../features/home/trending-categories.tsx";
import { langFromPath, localizedPath, useI18n } from "../lib/i18n.tsx";
import { HydrateLater } from "../lib/hydrate-later.tsx";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

/** Pages the shopper reached with 'load more' without JavaScript; the server renders pages 1..N. */
const MAX_PAGE = 20;
/**
 * Recommended cards in the HTML of the bare home page: one desktop row. The grid sits below the fold, yet
 * its 18 cards were 40 % of the page's elements, all parsed, styled and laid out before the first paint
 * (decision 9). The first 'load more' brings the rest of page 1; `?page=N` still renders pages 1..N whole.
 */
const FIRST_CARDS = 6;

export function meta({ error, location, loaderData }: Route.MetaArgs) {
  return routeMeta({ error, location }, (t) => ({
    origin: loaderData?.origin,
    // Pages 2.. repeat page 1's sections: they point to page 1 and stay out of the index.
    title: t("home.title"),
    description: t("home.description"),
    noindex: (loaderData?.recommended.meta.current_page ?? 1) > 1,
  }));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  const requested = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, MAX_PAGE) : 1;
  const [flashSales, trending, promos, stores, pages] = await Promise.all([
    services.flashSales.current(),
    services.catalog.trendingCategories(lang),
    services.promos.homeBanners(lang),
    services.catalog.officialStores(15),
    services.catalog.recommendations(page, recommendedPageUrl(lang), { upTo: true }),
  ]);
  const recommended = url.searchParams.has("page") ? pages : firstCards(pages);
  return { origin: siteOrigin(request), flashSale: flashSales[0] ?? null, trending, promos, stores, recommended };
}

/** The first cards of page 1; `to` says where the list stops, so 'load more' asks for page 1 again. */
function firstCards({ items, meta }: Page<ProductCardDto>): Page<ProductCardDto> {
  const shown = items.slice(0, FIRST_CARDS);
  return { items: shown, meta: { ...meta, to: shown.length > 0 ? shown.length : null } };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { flashSale, trending, promos, stores, recommended } = loaderData;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-4 desk:space-y-8 desk:py-6">
      <h1 className="sr-only">{t("home.title")}</h1>
      <PromoCarousel promos={promos} />
      {/* Each strip hydrates in a task of its own (HydrateLater wants exactly one element: empty strips render none). */}
      {flashSale && flashSale.products.length > 0 ? (
        <HydrateLater>
          <FlashSaleStrip sale={flashSale} />
        </HydrateLater>
      ) : null}
      {trending.length > 0 ? (
        <HydrateLater>
          <TrendingCategories categories={trending} />
        </HydrateLater>
      ) : null}
      {stores.length > 0 ? (
        <HydrateLater>
          <OfficialStores stores={stores} />
        </HydrateLater>
      ) : null}
      <HydrateLater>
        <RecommendedProducts
          initial={recommended.items}
          meta={recommended.meta}
          loadMoreHref={(page) => `${localizedPath(lang, "/")}?page=${page}#recommended`}
        />
      </HydrateLater>
    </div>
  );
}
