import { Form } from "react-router";
import type { MerchantReviewDto } from "../../../core/review/review.dto.ts";
import { REVIEW_REPLY_LIMITS } from "../../../core/review/merchant-review.view.ts";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { StarRow } from "../../components/ui/star-row.tsx";
import { FieldHint, FieldLabel } from "../../components/ui/text-field.tsx";
import { sizedImage } from "../../lib/format.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { formatJakartaDate } from "../../lib/intl-format.ts";
import { formatReviewDate } from "../product/product-reviews.tsx";
import { productPath } from "../product/product-seo.ts";

/** A refused reply as the action sends it back: the review, what was typed, the message key. */
export interface ReplyError {
  reviewId: string;
  message: string;
  key: string;
}

/**
 * One review for the merchant: stars, buyer, text, photos, and either a reply form or the store's reply,
 * with an edit form (in a disclosure, so it works without JavaScript) while the reply is editable.
 */
export function MerchantReviewCard({
  review,
  failed,
  busy,
}: {
  review: MerchantReviewDto;
  failed: ReplyError | null;
  busy: boolean;
}) {
  const { t, lang } = useI18n();
  const name = review.user.fullname?.trim() || t("review.page.anonymous");
  const mine = failed?.reviewId === String(review.id) ? failed : null;
  const reply = review.reply;
  return (
    <article
      className="space-y-2 border-t border-slate-100 pt-3 first:border-t-0 first:pt-0"
      data-testid="merchant-review"
    >
      <div className="flex flex-wrap items-center gap-2">
        <StarRow stars={review.point} size={16} label={t("review.page.stars", { count: review.point })} />
        <time dateTime={review.created_at} className="text-xs text-slate-500">
          {formatReviewDate(review.created_at, lang)}
        </time>
        {review.order ? (
          <span className="text-xs text-slate-500">{t("review.page.order", { code: review.order.order_code })}</span>
        ) : null}
      </div>
      <p className="text-sm font-semibold text-slate-800">{name}</p>
      {review.message ? (
        <p className="whitespace-pre-line break-words text-sm leading-relaxed text-slate-700">{review.message}</p>
      ) : null}
      {review.attachment.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {review.attachment.map((photo, index) => (
            <li key={photo.id}>
              <a
                href={photo.media_url}
                target="_blank"
                rel="noreferrer"
                className="block rounded-lg focus-visible:ring-2"
              >
                <img
                  src={sizedImage(photo.media_url, 128)}
                  alt={photo.media_caption || t("review.page.photo_alt", { n: index + 1 })}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="h-16 w-16 rounded-lg bg-slate-100 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {reply ? (
        <div className="rounded-lg border-l-4 border-accent/60 bg-slate-50 px-3 py-2.5" data-testid="merchant-reply">
          <p className="flex flex-wrap gap-x-2 text-xs text-slate-500">
            <span className="font-semibold text-slate-800">{t("review.page.your_reply")}</span>
            <time dateTime={reply.created_at}>{formatReviewDate(reply.created_at, lang)}</time>
            {reply.edited_at ? <span>({t("review.page.edited")})</span> : null}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{reply.message}</p>
          {reply.editable ? (
            <details className="mt-2" open={mine !== null}>
              <summary className="cursor-pointer text-sm font-semibold text-accent-strong">
                {t("review.page.edit_reply")}
              </summary>
              <p className="mt-1 text-xs text-slate-500">
                {t("review.page.editable_until", {
                  time: formatJakartaDate(new Date(reply.editable_until), lang, {
                    day: "numeric",
                    month: "short",
                    hour: "2-digit",
                    minute: "2-digit",
                  }),
                })}
              </p>
              <ReplyForm
                review={review}
                failed={mine}
                busy={busy}
                initial={reply.message}
                submitKey="review.page.save_reply"
              />
            </details>
          ) : null}
        </div>
      ) : (
        <ReplyForm review={review} failed={mine} busy={busy} initial="" submitKey="review.page.send_reply" />
      )}
    </article>
  );
}

function ReplyForm({
  review,
  failed,
  busy,
  initial,
  submitKey,
}: {
  review: MerchantReviewDto;
  failed: ReplyError | null;
  busy: boolean;
  initial: string;
  submitKey: string;
}) {
  const { t } = useI18n();
  const fieldId = `reply-${review.id}`;
  const errorId = `${fieldId}-error`;
  return (
    <Form method="post" className="mt-2 space-y-2" preventScrollReset>
      <CsrfField />
      <input type="hidden" name="review_id" value={review.id} />
      <FieldLabel htmlFor={fieldId}>{t("review.page.reply_label")}</FieldLabel>
      <textarea
        id={fieldId}
        name="message"
        rows={3}
        required
        minLength={REVIEW_REPLY_LIMITS.min}
        maxLength={REVIEW_REPLY_LIMITS.max}
        defaultValue={failed ? failed.message : initial}
        aria-invalid={failed ? true : undefined}
        aria-describedby={failed ? errorId : `${fieldId}-hint`}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/20"
      />
      {failed ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {t(failed.key)}
        </p>
      ) : (
        <FieldHint fieldId={fieldId}>{t("review.page.reply_hint")}</FieldHint>
      )}
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-accent-strong px-4 py-2 text-sm font-bold text-white hover:bg-accent-dark disabled:opacity-60"
      >
        {t(submitKey)}
      </button>
    </Form>
  );
}

/** The product a group of reviews is about, linking to its page. */
export function ReviewedProduct({ product }: { product: MerchantReviewDto["product"] }) {
  const { t } = useI18n();
  return (
    <div className="flex items-center gap-3">
      <img
        src={sizedImage(product.photo, 96)}
        alt=""
        width={48}
        height={48}
        className="h-12 w-12 rounded-lg bg-slate-100 object-cover"
      />
      <div className="min-w-0">
        <h2 className="truncate text-base font-semibold text-slate-900">{product.name}</h2>
        <LocalLink to={productPath(product.slug)} className="text-xs font-semibold text-accent-strong hover:underline">
          {t("review.page.view_product")}
        </LocalLink>
      </div>
    </div>
  );
}
