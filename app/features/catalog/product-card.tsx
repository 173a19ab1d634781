import { DiscountTag } from "../../components/ui/discount-tag.tsx";
import type { ReactNode } from "react";
import type { ProductCardDto } from "../../../core/catalog/catalog.dto.ts";
import { StoreBadgeIcon } from "../../components/ui/icons.tsx";
import { StarRow } from "../../components/ui/star-row.tsx";
import { formatCompact, formatPercent, formatRupiah, sizedImage } from "../../lib/format.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { FlashBadge } from "../cart/flash-badge.tsx";
import { WishlistButton } from "../wishlist/wishlist-button.tsx";
import { Picture } from "../../components/ui/picture.tsx";

export interface ProductCardProps {
  product: ProductCardDto;
  eager?: boolean;
  /**
   * In a flash-sale session's list (home strip, flash-sale page): what it shows of the session's quota
   * (SessionStock) instead of the stars and the heart, and whether it is sold out (a faded picture).
   */
  session?: { stock: ReactNode; soldOut: boolean };
}

/**
 * Spec §2 product card: image, name, price, discount and base price, city, pkp status, stars, heart. On
 * flash sale (decision 0014) it shows what the product page charges: the flash price, its discount and the
 * normal price struck through, and the Flash Sale badge. In a flash-sale session's list it shows the
 * discount on the picture and the units sold of the session's quota instead.
 */
export function ProductCard({ product, eager = false, session }: ProductCardProps) {
  const { lang, t } = useI18n();
  const flash = product.flash_sale;
  const discount = flash
    ? { percent: flash.discount_percentage, struck: product.publish_price }
    : { percent: product.merchant_discount_percentage, struck: product.base_price };
  const rating = Math.round(product.average_ratings * 10) / 10;
  const ribbon =
    session && discount.percent > 0 ? (
      <span className="absolute left-0 top-2 rounded-r-md bg-accent-strong px-1.5 py-0.5 text-[11px] font-bold text-white">
        {formatPercent(discount.percent, lang)}
      </span>
    ) : null;
  return (
    <article
      className={
        session
          ? "group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
          : "group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
      }
    >
      <LocalLink to={`/product/${product.slug}`} className="flex flex-1 flex-col">
        <div className={`${session ? "relative " : ""}aspect-square w-full overflow-hidden bg-slate-100`}>
          <Picture
            src={sizedImage(product.photos[0], 300)}
            alt={product.product_name}
            size={300}
            loading={eager ? "eager" : "lazy"}
            className={
              session
                ? `h-full w-full object-cover transition group-hover:scale-[1.03] ${session.soldOut ? "opacity-50" : ""}`
                : "h-full w-full object-cover transition group-hover:scale-[1.03]"
            }
          />
          {ribbon}
        </div>
        {flash && !session ? (
          <span className="absolute left-2 top-2">
            <FlashBadge />
          </span>
        ) : null}
        <div className="flex flex-1 flex-col gap-1 p-2.5">
          <h3 className="line-clamp-2 text-[13px] leading-snug text-slate-800">{product.product_name}</h3>
          <p className={`text-[15px] font-bold ${flash ? "text-accent-strong" : "text-slate-900"}`}>
            {formatRupiah(flash?.flash_price ?? product.publish_price)}
          </p>
          {session ? (
            <p className="text-xs text-slate-500">
              <s>{formatRupiah(product.publish_price)}</s>
            </p>
          ) : discount.percent > 0 ? (
            <p className="flex items-center gap-1.5 text-xs">
              <DiscountTag percent={discount.percent} before={discount.struck} />
            </p>
          ) : null}
          <p
            className={
              session
                ? "flex items-center gap-1 text-[11px] text-slate-500"
                : "mt-auto flex items-center gap-1 pt-1 text-xs text-slate-500"
            }
          >
            {product.merchant.storetype === "official" ? <StoreBadgeIcon /> : null}
            <span className="truncate">{product.merchant.merchant_city}</span>
            {!session && product.merchant.is_pkp === "pkp" ? (
              <span className="ml-auto rounded bg-emerald-50 px-1 text-[10px] font-semibold text-emerald-700">PKP</span>
            ) : null}
          </p>
          {session ? (
            session.stock
          ) : (
            <p className="flex items-center gap-1 text-xs text-slate-500">
              <StarRow stars={Math.round(product.average_ratings)} label={`${rating} / 5`} />
              {/* One line in the narrowest card: a long count is cut, never wrapped under the stars. */}
              {product.sold_count > 0 ? (
                <span className="min-w-0 truncate">
                  · {t("home.sold", { count: formatCompact(product.sold_count) })}
                </span>
              ) : null}
            </p>
          )}
        </div>
      </LocalLink>
      {/* Outside the link: a form cannot sit inside an anchor. */}
      {session ? null : (
        <WishlistButton productId={product.id} fallback={product.is_wishlist} className="absolute right-2 top-2" />
      )}
    </article>
  );
}
