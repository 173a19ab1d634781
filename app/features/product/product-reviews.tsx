import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { PaginationMeta } from "../../../core/shared/pagination.ts";
import type { ProductReviewsDto, ReviewDto, ReviewPhotoDto, Star } from "../../../core/review/review.dto.ts";
import { StarIcon } from "../../components/ui/icons.tsx";
import { StarRow } from "../../components/ui/star-row.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { api } from "../../lib/api-client.ts";
import { formatCompact, sizedImage } from "../../lib/format.ts";
import { useI18n, type Lang } from "../../lib/i18n.tsx";
import { formatJakartaDate, formatNumber } from "../../lib/intl-format.ts";
import { ImagePreviewModal, type PreviewImage } from "./image-preview-modal.tsx";
import { PageLink } from "./page-link.tsx";
import { ReplyIcon } from "./product-icons.tsx";
import { productPath } from "./product-seo.ts";
import {
  reviewFilterFromSearch,
  reviewSearch,
  REVIEWS_ANCHOR,
  satisfiedPercent,
  STAR_FILTERS,
  starSharePercent,
} from "./review-filter.ts";
import { Thumbnail } from "../../components/ui/picture.tsx";

export interface ReviewsView {
  data: ProductReviewsDto;
  meta: PaginationMeta;
  /** False when the page left the list out (data.reviews is empty): the browser loads it once near. */
  listed: boolean;
}

/** How many reviews the inline list shows on mobile before 'see all'. */
const MOBILE_PREVIEW_COUNT = 3;
/** How far below the screen the list starts loading when the page left it out. */
const LOAD_MARGIN = "0px 0px 800px 0px";

/**
 * The query of a review link: the filter and page, and '?page=1' rather than nothing for the first page of
 * all stars, because the plain product URL leaves the list out and a browser without JavaScript would land
 * on a page without it.
 */
function listSearch(point: Star | null, page: number): string {
  return reviewSearch(point, page) || "?page=1";
}

/**
 * Spec §2 reviews: average, per-star bars, buyer photos, star filter, list with merchant replies,
 * pagination, and on mobile a full-screen 'see all' view. Filter and page are links (?point=&page=), so
 * they work without JavaScript; with it the page keeps its data and only this list asks the review API.
 * The plain product URL leaves the list out of the page (a fifth of its markup, below the fold at every
 * width): it loads when the section comes near the screen, and without JavaScript a link asks for it.
 */
export function ProductReviews({ slug, initial }: { slug: string; initial: ReviewsView }) {
  const { t, lang } = useI18n();
  const [params] = useSearchParams();
  const wanted = reviewFilterFromSearch(params);
  const [view, setView] = useState(initial);
  const [source, setSource] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const [preview, setPreview] = useState<{ images: PreviewImage[]; index: number } | null>(null);
  const [near, setNear] = useState(initial.listed);
  const sectionRef = useRef<HTMLElement>(null);

  // New loader data (another product, a full reload) replaces whatever the list fetched before.
  if (initial !== source) {
    setSource(initial);
    setView(initial);
  }

  useEffect(() => {
    const section = sectionRef.current;
    if (near || !section) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [near]);

  const listed = view.listed;
  const shownPoint = view.data.point;
  const shownPage = view.meta.current_page;
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => {
    if (listed ? wanted.point === shownPoint && wanted.page === shownPage : !near) return;
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setLoading(true);
    api
      .productReviews(slug, { page: wanted.page, point: wanted.point }, lang, controller.signal)
      .then((page) => setView({ ...page, listed: true }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Spec §8: a failed load empties the list.
        console.warn("reviews could not be loaded", error);
        setView((previous) => ({
          data: { ...previous.data, point: wanted.point, reviews: [] },
          meta: { ...previous.meta, current_page: wanted.page, last_page: 1, from: null, to: null, total: 0 },
          listed: true,
        }));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [wanted.point, wanted.page, listed, near, shownPoint, shownPage, slug, lang]);

  const { data } = view;
  const hasAny = data.total_ulasan > 0;
  const openPhotos = (photos: { media_url: string; media_caption: string | null }[], index: number) =>
    setPreview({
      images: photos.map((photo, n) => ({
        src: photo.media_url,
        alt: photo.media_caption || t("product.reviews.photo_alt", { n: n + 1 }),
      })),
      index,
    });

  return (
    <section
      ref={sectionRef}
      id="reviews"
      aria-labelledby="reviews-title"
      className="scroll-mt-28 rounded-2xl bg-white p-4 desk:p-6"
    >
      <h2 id="reviews-title" className="text-base font-bold uppercase tracking-wide text-slate-900">
        {t("product.reviews.title")}
      </h2>
      {hasAny ? (
        <>
          <ReviewSummary data={data} lang={lang} />
          {data.photos.length > 0 ? <BuyerPhotos photos={data.photos} onOpen={openPhotos} /> : null}
          <div id={REVIEWS_ANCHOR} className="group scroll-mt-28">
            <div className="max-desk:hidden max-desk:group-target:block">
              <StarFilter slug={slug} point={data.point} counts={data.count_rating_group} />
            </div>
            <ReviewList view={view} loading={loading} onOpenPhotos={openPhotos} compact />
            <a
              // Without JavaScript the anchor reveals the whole list, which a plain product URL has to ask for.
              href={`${listed ? "" : listSearch(null, 1)}#${REVIEWS_ANCHOR}`}
              onClick={(event) => {
                event.preventDefault();
                setNear(true);
                setFullScreen(true);
              }}
              className="mt-3 flex h-10 items-center justify-center rounded-lg border border-accent text-sm font-semibold text-accent-strong desk:hidden group-target:hidden"
            >
              {t("product.reviews.see_all", { count: formatCompact(data.total_ulasan) })}
            </a>
          </div>
        </>
      ) : (
        <EmptyReviews text={t("product.reviews.empty_text")} />
      )}

      <Modal
        open={fullScreen}
        onClose={() => setFullScreen(false)}
        title={t("product.reviews.all_title")}
        size="full"
        testId="all-reviews"
      >
        <div className="flex flex-col gap-3 p-4">
          <ReviewSummary data={data} lang={lang} />
          <StarFilter slug={slug} point={data.point} counts={data.count_rating_group} />
          <ReviewList view={view} loading={loading} onOpenPhotos={openPhotos} />
        </div>
      </Modal>
      <ImagePreviewModal
        images={preview?.images ?? []}
        index={preview ? preview.index : null}
        onIndexChange={(index) => setPreview((current) => (current ? { ...current, index } : current))}
        onClose={() => setPreview(null)}
      />
    </section>
  );
}

function ReviewSummary({ data, lang }: { data: ProductReviewsDto; lang: Lang }) {
  const { t } = useI18n();
  const average = formatNumber(data.rating_avg, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-[auto_1fr] sm:gap-8">
      <div className="flex items-center gap-3 sm:flex-col sm:items-start sm:justify-center sm:gap-1">
        <p className="flex items-end gap-1">
          <StarIcon filled className="size-9" />
          <span className="text-5xl font-extrabold leading-none text-slate-900" data-testid="rating-average">
            {average}
          </span>
          <span className="pb-1 text-sm text-slate-500">{t("product.reviews.out_of")}</span>
        </p>
        <div className="text-sm text-slate-600">
          <p className="font-semibold text-slate-800">
            {t("product.reviews.satisfied", { percent: satisfiedPercent(data.count_rating_group) })}
          </p>
          <p>{t("product.reviews.total", { count: formatCompact(data.total_ulasan) })}</p>
        </div>
      </div>
      <ul className="flex flex-col gap-1.5" aria-label={t("product.reviews.distribution")}>
        {STAR_FILTERS.map((star) => {
          const count = data.count_rating_group[`${star}`];
          return (
            <li
              key={star}
              className="flex items-center gap-2 text-sm"
              aria-label={t("product.reviews.star_count", { star, count })}
            >
              <span className="flex w-8 items-center gap-0.5 text-slate-700" aria-hidden="true">
                <StarIcon filled />
                {star}
              </span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${starSharePercent(data.count_rating_group, star)}%` }}
                />
              </span>
              <span className="w-10 text-right text-slate-500" aria-hidden="true">
                {formatCompact(count)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function BuyerPhotos({
  photos,
  onOpen,
}: {
  photos: ReviewPhotoDto[];
  onOpen: (photos: ReviewPhotoDto[], index: number) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold text-slate-900">{t("product.reviews.photos")}</h3>
      <ul className="mt-2 flex gap-2 overflow-x-auto pb-1" data-testid="buyer-photos">
        {photos.map((photo, index) => (
          <li key={photo.id} className="shrink-0">
            <PhotoThumb photo={photo} index={index} size={72} onOpen={() => onOpen(photos, index)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A review photo's thumbnail: links to the large image, and opens the preview where scripts run. */
function PhotoThumb({
  photo,
  index,
  size,
  onOpen,
}: {
  photo: Pick<ReviewPhotoDto, "media_url" | "media_caption">;
  index: number;
  size: 72 | 64;
  onOpen: () => void;
}) {
  const { t } = useI18n();
  return (
    <a
      href={sizedImage(photo.media_url, 1200)}
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
      aria-haspopup="dialog"
      className="block overflow-hidden rounded-lg border border-slate-200 hover:border-accent"
    >
      <img
        src={sizedImage(photo.media_url, 200)}
        alt={photo.media_caption || t("product.reviews.photo_alt", { n: index + 1 })}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={size === 72 ? "h-[72px] w-[72px] object-cover" : "h-16 w-16 object-cover"}
      />
    </a>
  );
}

function StarFilter({
  slug,
  point,
  counts,
}: {
  slug: string;
  point: Star | null;
  counts: ProductReviewsDto["count_rating_group"];
}) {
  const { t } = useI18n();
  const options: (Star | null)[] = [null, ...STAR_FILTERS];
  return (
    <nav aria-label={t("product.reviews.filter_label")} className="mt-5">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = option === point;
          return (
            <li key={option ?? "all"}>
              <PageLink
                to={`${productPath(slug)}${listSearch(option, 1)}#${REVIEWS_ANCHOR}`}
                aria-current={active ? "true" : undefined}
                keepScroll
                className={`flex h-9 items-center gap-1 rounded-full border px-3.5 text-sm transition ${
                  active
                    ? "border-accent bg-accent-soft font-semibold text-accent-strong"
                    : "border-slate-300 text-slate-700 hover:border-accent hover:text-accent-strong"
                }`}
              >
                {option === null ? (
                  t("product.reviews.all")
                ) : (
                  <>
                    <StarIcon filled />
                    <span className="sr-only">{t("product.reviews.star_n", { star: option })}</span>
                    <span aria-hidden="true">{option}</span>
                    <span className="text-xs text-slate-600" aria-hidden="true">
                      ({formatCompact(counts[`${option}`])})
                    </span>
                  </>
                )}
              </PageLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ReviewList({
  view,
  loading,
  onOpenPhotos,
  compact = false,
}: {
  view: ReviewsView;
  loading: boolean;
  onOpenPhotos: (photos: { media_url: string; media_caption: string | null }[], index: number) => void;
  /** The inline list on mobile: the first few reviews, no pagination (the full view has them). */
  compact?: boolean;
}) {
  const { t } = useI18n();
  const { data, meta } = view;
  if (!view.listed) {
    if (loading) return <p className="mt-4 py-6 text-center text-sm text-slate-500">{t("product.reviews.loading")}</p>;
    // On desktop; phones have the 'see all' link.
    return (
      <noscript>
        <a
          href={`${listSearch(null, 1)}#${REVIEWS_ANCHOR}`}
          className="mt-4 flex h-10 items-center justify-center rounded-lg border border-accent text-sm font-semibold text-accent-strong max-desk:hidden"
        >
          {t("product.reviews.see_all", { count: formatCompact(data.total_ulasan) })}
        </a>
      </noscript>
    );
  }
  const hideOnMobile = compact ? "max-desk:hidden max-desk:group-target:block" : "";
  return (
    <div aria-busy={loading} className={`mt-4 transition-opacity ${loading ? "opacity-50" : ""}`}>
      {data.reviews.length === 0 ? (
        data.point !== null ? (
          <EmptyReviews title={t("product.reviews.empty_filter_title")} text={t("product.reviews.empty_filter_text")} />
        ) : (
          <EmptyReviews title={t("product.reviews.empty_filter_title")} text={t("product.reviews.empty_text")} />
        )
      ) : (
        <ul
          aria-label={t("product.reviews.list_label")}
          className="divide-y divide-slate-100"
          data-testid="review-list"
        >
          {data.reviews.map((review, index) => (
            <li key={review.id} className={`py-4 first:pt-0 ${index >= MOBILE_PREVIEW_COUNT ? hideOnMobile : ""}`}>
              <ReviewItem review={review} onOpenPhotos={onOpenPhotos} />
            </li>
          ))}
        </ul>
      )}
      <div className={hideOnMobile}>
        <Pagination
          meta={meta}
          hrefFor={(page) => `${listSearch(data.point, page)}#${REVIEWS_ANCHOR}`}
          label={t("product.reviews.pagination")}
        />
      </div>
    </div>
  );
}

function ReviewItem({
  review,
  onOpenPhotos,
}: {
  review: ReviewDto;
  onOpenPhotos: (photos: ReviewDto["attachment"], index: number) => void;
}) {
  const { t, lang } = useI18n();
  const name = review.user.fullname?.trim() || t("product.reviews.anonymous");
  return (
    <article className="flex flex-col gap-2" data-testid="review">
      <div className="flex items-center gap-2">
        <StarRow stars={review.point} size={16} label={t("product.reviews.points", { point: review.point })} />
        <time dateTime={review.created_at} className="text-xs text-slate-500">
          {formatReviewDate(review.created_at, lang)}
        </time>
      </div>
      <div className="flex items-center gap-2">
        <Avatar src={review.user.profile_picture} name={name} />
        <p className="text-sm font-semibold text-slate-800">{name}</p>
      </div>
      {review.message ? (
        <p className="whitespace-pre-line break-words text-sm leading-relaxed text-slate-700">{review.message}</p>
      ) : null}
      {review.attachment.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {review.attachment.map((item, index) => (
            <li key={item.id}>
              <PhotoThumb photo={item} index={index} size={64} onOpen={() => onOpenPhotos(review.attachment, index)} />
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply.map((reply, index) => (
        <div key={index} className="mt-1 rounded-lg border-l-4 border-accent/60 bg-slate-50 px-3 py-2.5">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
            <ReplyIcon width={14} height={14} />
            <span className="font-semibold text-slate-800">{reply.merchant.merchant_name}</span>
            <span className="rounded bg-accent-soft px-1.5 py-0.5 text-[10px] font-bold uppercase text-accent-strong">
              {t("product.reviews.seller")}
            </span>
            <time dateTime={reply.created_at}>{formatReviewDate(reply.created_at, lang)}</time>
          </p>
          <p className="sr-only">{t("product.reviews.seller_reply")}</p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{reply.message}</p>
        </div>
      ))}
    </article>
  );
}

function Avatar({ src, name }: { src: string | null; name: string }) {
  if (src) return <Thumbnail src={src} alt="" size={32} className="h-8 w-8 rounded-full bg-slate-100 object-cover" />;
  // Spec §3: a missing picture gets a blank placeholder.
  return (
    <span
      aria-hidden="true"
      className="flex h-8 w-8 items-center justify-center rounded-full bg-slate-200 text-xs font-bold uppercase text-slate-500"
    >
      {name.slice(0, 1)}
    </span>
  );
}

function EmptyReviews({ title, text }: { title?: string; text: string }) {
  return (
    <div
      className="mt-4 flex flex-col items-center rounded-xl border border-dashed border-slate-200 px-4 py-8 text-center"
      data-testid="reviews-empty"
    >
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className="text-slate-300">
        <path
          d="M24 5 29.6 16.4 42 18.2l-9 8.8 2.1 12.4L24 33.6l-11.1 5.8L15 27l-9-8.8 12.4-1.8Z"
          fill="currentColor"
        />
      </svg>
      {title ? <p className="mt-3 font-semibold text-slate-900">{title}</p> : null}
      <p className={`${title ? "mt-1" : "mt-3"} text-sm text-slate-600`}>{text}</p>
    </div>
  );
}

/** Review dates in the page's language, on the Jakarta clock (the same on server and browser). */
export function formatReviewDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatJakartaDate(date, lang, { day: "numeric", month: "short", year: "numeric" });
}
