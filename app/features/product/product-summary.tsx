import { useId } from "react";
import { toast } from "../../lib/toast.tsx";
import type { ProductDetailDto, ProductFlashSaleDto, ProductVariantDto } from "../../../core/catalog/product.dto.ts";
import { SessionCountdown } from "../../components/ui/countdown.tsx";
import { BoltIcon, StarIcon } from "../../components/ui/icons.tsx";
import { formatCompact, formatPercent, formatRupiah } from "../../lib/format.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { formatJakartaDate, formatNumber } from "../../lib/intl-format.ts";
import { WishlistButton } from "../wishlist/wishlist-button.tsx";
import { PURCHASE_FORM_ID } from "./purchase-panel.tsx";
import { productPath, shareLinks } from "./product-seo.ts";
import { FacebookIcon, WhatsAppIcon, XIcon } from "./product-icons.tsx";
import { isVariantSelectable, VARIANT_TOAST_MS } from "./variant.ts";
import { useRevalidateIfIdle } from "../../lib/use-revalidate.ts";
import { Thumbnail } from "../../components/ui/picture.tsx";

/** Name, rating and sold count, price with discount; during a flash sale, the flash price block. */
export function ProductHeadline({ product }: { product: ProductDetailDto }) {
  const { t, lang } = useI18n();
  const rating = formatNumber(Math.round(product.average_ratings * 10) / 10, lang, { minimumFractionDigits: 1 });
  return (
    <div>
      <h1 className="text-lg font-bold leading-snug text-slate-900 desk:text-xl">{product.product_name}</h1>
      <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        <span>{t("product.info.sold", { count: formatCompact(product.sold_count) })}</span>
        <span aria-hidden="true" className="text-slate-300">
          •
        </span>
        {product.rating_count > 0 ? (
          <a href="#reviews" className="flex items-center gap-1 hover:text-accent-strong">
            <StarIcon filled className="size-4" />
            <span className="sr-only">{t("product.info.rating_label", { rating })}</span>
            <span aria-hidden="true" className="font-semibold text-slate-800">
              {rating}
            </span>
            <span>({t("product.reviews.ratings", { count: formatCompact(product.rating_count) })})</span>
          </a>
        ) : (
          <span className="flex items-center gap-1">
            <StarIcon className="size-4" />
            {t("product.info.no_rating")}
          </span>
        )}
      </p>
      {product.flash_sale ? (
        <FlashSalePrice flash={product.flash_sale} normalPrice={product.publish_price} />
      ) : (
        <div className="mt-3">
          <p className="text-[28px] font-extrabold leading-tight text-slate-900" data-testid="price">
            {formatRupiah(product.publish_price)}
          </p>
          {product.merchant_discount_percentage > 0 ? (
            <p className="mt-1 flex items-center gap-2 text-sm">
              <span className="rounded bg-accent-soft px-1.5 py-0.5 text-xs font-bold text-accent-strong">
                {formatPercent(product.merchant_discount_percentage, lang)}
              </span>
              <s className="text-slate-500">
                <span className="sr-only">{t("product.info.price_before")}: </span>
                {formatRupiah(product.base_price)}
              </s>
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}

/**
 * The flash price with the normal price struck through, the time left and the quota left. When the sale
 * ends while the page is open, the page asks the server again, which answers the normal price.
 */
function FlashSalePrice({ flash, normalPrice }: { flash: ProductFlashSaleDto; normalPrice: number }) {
  const { t, lang } = useI18n();
  const onPhaseChange = useRevalidateIfIdle();
  const endsAt = formatJakartaDate(new Date(flash.end_at), lang, {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
  const soldPercent = flash.quota > 0 ? Math.round(Math.min(1, flash.sold / flash.quota) * 100) : 100;
  return (
    <section
      aria-label={t("product.flash.badge")}
      className="mt-3 overflow-hidden rounded-xl border border-accent/20"
      data-testid="flash-sale"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5 bg-gradient-to-r from-accent-strong to-orange-700 px-3 py-2 text-white">
        <p className="flex items-center gap-1 text-sm font-extrabold uppercase tracking-wide">
          <BoltIcon className="h-5 w-5" />
          {t("product.flash.badge")}
        </p>
        <SessionCountdown session={flash} onPhaseChange={onPhaseChange} size="sm" tone="light" />
      </div>
      <div className="bg-accent-soft px-3 pb-3 pt-2">
        <p className="text-[28px] font-extrabold leading-tight text-accent-strong" data-testid="price">
          {formatRupiah(flash.flash_price)}
        </p>
        <p className="mt-1 flex items-center gap-2 text-sm">
          <span className="rounded bg-accent-strong px-1.5 py-0.5 text-xs font-bold text-white">
            {formatPercent(flash.discount_percentage, lang)}
          </span>
          <s className="text-slate-600" data-testid="normal-price">
            <span className="sr-only">{t("product.flash.normal_price")}: </span>
            {formatRupiah(normalPrice)}
          </s>
        </p>
        <div
          className="mt-2.5 h-1.5 w-full overflow-hidden rounded-full bg-white"
          role="progressbar"
          aria-label={t("product.flash.sold_progress", { sold: flash.sold, quota: flash.quota })}
          aria-valuemin={0}
          aria-valuemax={flash.quota}
          aria-valuenow={flash.sold}
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-orange-400 to-accent"
            style={{ width: `${soldPercent}%` }}
          />
        </div>
        <p className="mt-1.5 flex flex-wrap justify-between gap-x-3 text-xs">
          <span className="font-semibold text-accent-strong" data-testid="flash-remaining">
            {t("product.flash.remaining", { remaining: flash.remaining, quota: flash.quota })}
          </span>
          <time dateTime={flash.end_at} className="text-slate-600">
            {t("product.flash.ends_at", { time: endsAt })}
          </time>
        </p>
      </div>
    </section>
  );
}

/**
 * Variant thumbnails (spec §2): links to each variant's page, the current one marked. Choosing one whose
 * index is above 5 shows the spec §5 toast for 2000 ms instead.
 */
export function VariantPicker({ variants, currentId }: { variants: ProductVariantDto[]; currentId: number }) {
  const { t } = useI18n();
  const labelId = useId();
  if (variants.length < 2) return null;
  const current = variants.find((variant) => variant.id === currentId);
  return (
    <div>
      <p id={labelId} className="text-sm font-semibold text-slate-800">
        {t("product.variant.label")}
        {current ? <span className="font-normal text-slate-600">: {current.name}</span> : null}
      </p>
      <ul aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2" data-testid="variant-list">
        {variants.map((variant, index) => {
          const isCurrent = variant.id === currentId;
          return (
            <li key={variant.id}>
              <LocalLink
                to={productPath(variant.slug)}
                aria-current={isCurrent ? "page" : undefined}
                prefetch="intent"
                onClick={(event) => {
                  if (!isVariantSelectable(index)) {
                    event.preventDefault();
                    toast.error(t("product.variant.out_of_stock"), { duration: VARIANT_TOAST_MS });
                  }
                }}
                className={`flex h-11 items-center gap-2 rounded-lg border py-1 pl-1 pr-3 text-sm transition ${
                  isCurrent
                    ? "border-accent bg-accent-soft font-semibold text-accent-strong"
                    : "border-slate-300 text-slate-700 hover:border-accent hover:text-accent-strong"
                }`}
              >
                <Thumbnail src={variant.thumb} alt="" size={32} className="h-8 w-8 rounded object-cover" />
                <span className="max-w-40 truncate">{variant.name}</span>
              </LocalLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const GENERIC_SIZE_TYPES = new Set(["ukuran", "size"]);

/** Sizes (json_meta.attribute_value) as a radio group that belongs to the purchase form. */
export function SizePicker({ type, values, disabled }: { type: string | null; values: string[]; disabled: boolean }) {
  const { t } = useI18n();
  if (values.length === 0) return null;
  // The generic Indonesian attribute name reads in the page's language; anything else as the merchant wrote it.
  const written = type?.trim() ?? "";
  const label =
    written === "" || GENERIC_SIZE_TYPES.has(written.toLowerCase()) ? t("product.size.default_type") : written;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">
        {t("product.size.legend", { type: label.toLowerCase() })}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {values.map((value, index) => (
          <label key={value} className="cursor-pointer">
            <input
              type="radio"
              name="attribute"
              value={value}
              form={PURCHASE_FORM_ID}
              defaultChecked={index === 0}
              disabled={disabled}
              className="peer sr-only"
            />
            <span className="flex h-9 min-w-12 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm text-slate-700 transition peer-checked:border-accent peer-checked:bg-accent-soft peer-checked:font-semibold peer-checked:text-accent-strong peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:cursor-not-allowed peer-disabled:opacity-50 hover:border-accent">
              {value}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Wishlist heart (the shared heart form: visitors are sent to log in by its action) and share links to
 * Facebook, Twitter (X) and WhatsApp.
 */
export function WishlistAndShare({ product, shareUrl }: { product: ProductDetailDto; shareUrl: string }) {
  const { t } = useI18n();
  const links = shareLinks(shareUrl, t("product.share.text", { name: product.product_name }));
  const share = [
    {
      href: links.facebook,
      label: t("product.share.facebook"),
      icon: <FacebookIcon />,
      className: "hover:bg-[#1877f2]",
    },
    { href: links.twitter, label: t("product.share.twitter"), icon: <XIcon />, className: "hover:bg-black" },
    {
      href: links.whatsapp,
      label: t("product.share.whatsapp"),
      icon: <WhatsAppIcon />,
      className: "hover:bg-[#25d366]",
    },
  ];
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <WishlistButton productId={product.id} fallback={product.is_wishlist} variant="pill" />
      <div className="flex items-center gap-2">
        <span className="text-sm text-slate-600">{t("product.share.label")}</span>
        <ul className="flex items-center gap-1.5">
          {share.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={item.label}
                title={item.label}
                className={`flex h-9 w-9 items-center justify-center rounded-full bg-slate-100 text-slate-700 transition hover:text-white ${item.className}`}
              >
                {item.icon}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
