import { data, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/product";
import { isAppError } from "../../core/shared/errors.ts";
import { ProductDetails, StoreCard } from "../features/product/product-details.tsx";
import { ProductGallery } from "../features/product/product-gallery.tsx";
import { ProductReviews, type ReviewsView } from "../features/product/product-reviews.tsx";
import { siteOrigin } from "../lib/site-origin.server.ts";
import { absoluteUrl, categoryPath, productMeta, productPath } from "../features/product/product-seo.ts";
import { ProductHeadline, SizePicker, VariantPicker, WishlistAndShare } from "../features/product/product-summary.tsx";
import { PurchaseButtons, PurchasePanel } from "../features/product/purchase-panel.tsx";
import { isOutOfStock } from "../features/product/quantity.ts";
import { RelatedProducts } from "../features/product/related-products.tsx";
import { PageLink, usePageLinkClick } from "../features/product/page-link.tsx";
import { onlyReviewParamsChanged, reviewFilterFromSearch, reviewSearch } from "../features/product/review-filter.ts";
import { DeliverySimulation } from "../features/shipping/delivery-simulation.tsx";
import { langFromPath, localizedPath, useI18n } from "../lib/i18n.tsx";
import { createTtlCache } from "../../core/shared/ttl-cache.ts";
import { HydrateLater } from "../lib/hydrate-later.tsx";
import { formatJakartaDate } from "../lib/intl-format.ts";

const DAY_MONTH_YEAR = { day: "numeric", month: "short", year: "numeric" } as const;

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

export function meta({ error, loaderData, location }: Route.MetaArgs) {
  // The error boundary names the page itself.
  if (error) return [];
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  return productMeta(loaderData.product, { lang: langFromPath(location.pathname), origin: loaderData.origin });
}

/*
 * The review summary and list change slowly, so each process keeps them briefly; a store's reply (told as a
 * catalogue change) drops them, so it shows at once. Product details — price and stock — are always read
 * fresh; related products are not in the page but loaded by the browser (RelatedProducts). See
 * docs/decisions/0009.
 */
const reviewsCache = createTtlCache<Omit<ReviewsView, "listed">>({ ttlMs: 30_000, maxEntries: 2_000 });
const heardChanges = new WeakSet<object>();
function forgetReviewsOnChange(changes: { subscribe(listener: () => void): unknown }) {
  if (heardChanges.has(changes)) return;
  heardChanges.add(changes);
  changes.subscribe(() => reviewsCache.clear());
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const product = await services.products.detail(params.slug, lang).catch((error: unknown) => {
    if (isAppError(error) && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  });
  const filter = reviewFilterFromSearch(url.searchParams);
  forgetReviewsOnChange(services.catalogChanges);
  const reviews = await reviewsCache
    .getOrLoad(`${product.id} ${url.pathname} ${filter.page} ${filter.point ?? ""}`, () =>
      services.reviews.reviewsOfProduct(
        product.id,
        { page: filter.page, ...(filter.point ? { point: filter.point } : {}) },
        (page, point) => `${url.pathname}${reviewSearch(point, page)}`,
      ),
    )
    .catch((error: unknown) => {
      // Spec §8: a failed review load empties the list; the product still shows.
      console.error("product page: reviews failed to load", error);
      return emptyReviews(filter.page);
    });
  // The review list itself loads in the browser once the shopper scrolls near it (ProductReviews); a URL that
  // names a star or a page, as the list's links do for browsers without JavaScript, has it in the page.
  const listed = url.searchParams.has("point") || url.searchParams.has("page");
  const origin = siteOrigin(request);
  return {
    product,
    reviews: listed ? { ...reviews, listed } : { ...reviews, data: { ...reviews.data, reviews: [] }, listed },
    origin,
    shareUrl: absoluteUrl(origin, localizedPath(lang, productPath(product.slug))),
  };
}

/**
 * Changing the review filter or page only refetches the review list, never the whole product; adding to
 * the cart or the wishlist changes the header (root data), not the product. A revalidation of the same URL
 * (the flash sale ending while the page is open) reloads the product and its price.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.href !== nextUrl.href && onlyReviewParamsChanged(currentUrl, nextUrl)) return false;
  if (formAction && /\/(cart|wishlist\/toggle)$/.test(formAction)) return false;
  return defaultShouldRevalidate;
}

function emptyReviews(page: number): Omit<ReviewsView, "listed"> {
  return {
    data: {
      rating_avg: 0,
      total_ulasan: 0,
      count_rating_group: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 },
      photos: [],
      point: null,
      reviews: [],
    },
    meta: {
      current_page: page,
      per_page: 10,
      last_page: 1,
      from: null,
      to: null,
      total: 0,
      next_page_url: null,
      prev_page_url: null,
    },
  };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, reviews, shareUrl } = loaderData;
  const { lang, t } = useI18n();
  const navigation = useNavigation();
  const onPageLinkClick = usePageLinkClick();

  const here = localizedPath(lang, productPath(product.slug));
  const holiday = product.merchant.holiday;
  const outOfStock = isOutOfStock(product.stock) || holiday !== null;
  const closed = holiday
    ? {
        title: t("onboarding.holiday.product_title"),
        text: t(holiday.note ? "onboarding.holiday.product_text_note" : "onboarding.holiday.product_text", {
          // The stored end is the start of the first open day; the page names the last closed one.
          until: formatJakartaDate(new Date(Date.parse(holiday.until) - 1), lang, DAY_MONTH_YEAR),
          note: holiday.note ?? "",
        }),
      }
    : null;
  const variant =
    product.product_variant.length > 1
      ? (product.product_variant.find((item) => item.id === product.id) ?? null)
      : null;
  const leaf = product.category.at(-1);

  return (
    // Navigates the page's own plain links (PageLink) inside the app; every other click is left alone.
    <div
      className="mx-auto max-w-7xl px-4 pt-3 desk:pb-12 desk:pt-5"
      data-testid="product-page"
      onClick={onPageLinkClick}
    >
      <Breadcrumbs product={product} />

      {/*
        Desktop: [gallery | summary] with the purchase card sticky on the right, reviews below the first two.
        Mobile: one column (the wrappers dissolve with display: contents) ordered gallery, summary, purchase
        panel, store and details, reviews.
      */}
      <div className="mt-3 flex flex-col gap-5 desk:mt-5 desk:grid desk:grid-cols-[minmax(0,1fr)_296px] desk:gap-8">
        <div className="min-w-0 max-desk:contents desk:flex desk:flex-col desk:gap-8">
          <div className="max-desk:contents desk:grid desk:grid-cols-[452px_minmax(0,1fr)] desk:gap-x-8 desk:gap-y-5">
            <div className="flex flex-col gap-4 max-desk:order-1 desk:sticky desk:top-28 desk:col-start-1 desk:row-span-2 desk:row-start-1 desk:self-start">
              <ProductGallery
                key={product.id}
                name={product.product_name}
                photos={product.photos}
                youtubeUrl={product.youtube_url}
              />
              <WishlistAndShare product={product} shareUrl={shareUrl} />
            </div>
            <div className="flex min-w-0 flex-col gap-5 max-desk:order-2 desk:col-start-2 desk:row-start-1">
              <ProductHeadline product={product} />
              <VariantPicker variants={product.product_variant} currentId={product.id} />
              <SizePicker
                type={product.json_meta.attribute_type}
                values={product.json_meta.attribute_value}
                disabled={outOfStock}
              />
              <DeliverySimulation key={product.slug} slug={product.slug} />
            </div>
            <HydrateLater>
              <div className="flex min-w-0 flex-col gap-5 max-desk:order-4 desk:col-start-2 desk:row-start-2">
                <StoreCard merchant={product.merchant} />
                <ProductDetails product={product} />
              </div>
            </HydrateLater>
          </div>
          <HydrateLater>
            <div className="min-w-0 max-desk:order-5 max-desk:-mx-4">
              <ProductReviews key={product.id} slug={product.slug} initial={reviews} />
            </div>
          </HydrateLater>
        </div>

        <aside className="max-desk:order-3 desk:sticky desk:top-28 desk:self-start">
          <PurchasePanel
            key={product.id}
            productId={product.id}
            stock={product.stock}
            publishPrice={product.publish_price}
            flash={product.flash_sale}
            returnTo={here}
            variant={variant ? { name: variant.name, thumb: variant.thumb } : null}
            closed={closed}
          />
        </aside>
      </div>

      {/* Without a category there is nothing related (the product service answers none). */}
      {leaf ? (
        <RelatedProducts
          key={product.slug}
          slug={product.slug}
          listing={{ name: leaf.name, path: categoryPath(leaf) }}
        />
      ) : null}

      {/* Mobile: the purchase buttons stay at the bottom of the screen while the product scrolls by. */}
      <div className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] desk:hidden">
        <PurchaseButtons disabled={outOfStock || navigation.state === "submitting"} className="grid grid-cols-2" />
      </div>
    </div>
  );
}

function Breadcrumbs({ product }: { product: Route.ComponentProps["loaderData"]["product"] }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("product.breadcrumb.label")} className="overflow-x-auto [scrollbar-width:none]">
      <ol className="flex items-center gap-1.5 whitespace-nowrap text-sm text-slate-500">
        <li>
          <PageLink to="/" className="font-medium text-accent-strong hover:underline">
            {t("product.breadcrumb.home")}
          </PageLink>
        </li>
        {product.category.map((node) => (
          <li key={node.id} className="flex items-center gap-1.5">
            <span aria-hidden="true">›</span>
            <PageLink to={categoryPath(node)} className="font-medium text-accent-strong hover:underline">
              {node.name}
            </PageLink>
          </li>
        ))}
        <li className="flex min-w-0 items-center gap-1.5">
          <span aria-hidden="true">›</span>
          <span aria-current="page" className="max-w-[16rem] truncate text-slate-600 desk:max-w-md">
            {product.product_name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
