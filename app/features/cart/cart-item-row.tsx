import { DiscountTag } from "../../components/ui/discount-tag.tsx";
import type { CartItemDto } from "../../../core/cart/index.ts";
import { formatRupiah, sizedImage } from "../../lib/format.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { FlashBadge } from "./flash-badge.tsx";
import { WishlistButton } from "../wishlist/wishlist-button.tsx";
import { TrashIcon } from "./cart-icons.tsx";
import { CheckToggle } from "./check-toggle.tsx";
import { DeleteLinesButton } from "./delete-line-button.tsx";
import { NoteEditor } from "./note-editor.tsx";
import { QuantityStepper } from "./quantity-stepper.tsx";
import { Picture } from "../../components/ui/picture.tsx";

/** One cart line (spec §2): checkbox, picture, name, prices, variant, note, delete, quantity. */
export function CartItemRow({ item, unprocessable = null }: { item: CartItemDto; unprocessable?: string | null }) {
  const { t } = useI18n();
  const { product } = item;
  const href = `/product/${product.slug}`;
  return (
    <li className="flex gap-3 py-4" data-testid="cart-item">
      <div className="pt-7">
        {unprocessable ? (
          <span className="block h-5 w-5" aria-hidden="true" />
        ) : (
          <CheckToggle
            checked={item.is_checked === "1"}
            label={t("cart.select_item", { name: product.product_name })}
            fields={{ intent: "check", cart_item_id: item.id }}
          />
        )}
      </div>
      <LocalLink to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <Picture
          src={sizedImage(product.photos[0], 160)}
          alt=""
          size={80}
          className={`h-20 w-20 rounded-lg bg-slate-100 object-cover ${unprocessable ? "grayscale" : ""}`}
        />
      </LocalLink>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <LocalLink
          to={href}
          className={`line-clamp-2 text-sm leading-snug hover:text-accent-strong ${unprocessable ? "text-slate-500" : "text-slate-800"}`}
        >
          {product.product_name}
        </LocalLink>
        {item.attribute ? (
          <p className="text-xs text-slate-500">{t("cart.item.variant", { value: item.attribute })}</p>
        ) : null}
        {item.flash_sale ? (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm" data-testid="cart-item-price">
            <FlashBadge />
            <span className="font-bold text-accent-strong">{formatRupiah(item.price)}</span>
            <s className="text-xs text-slate-500">
              <span className="sr-only">{t("cart.item.normal_price")}: </span>
              {formatRupiah(product.publish_price)}
            </s>
          </p>
        ) : (
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm" data-testid="cart-item-price">
            <span className="font-bold text-slate-900">{formatRupiah(item.price)}</span>
            {product.merchant_discount_percentage > 0 ? (
              <DiscountTag percent={product.merchant_discount_percentage} before={product.base_price} small />
            ) : null}
          </p>
        )}
        {unprocessable ? (
          <p className="text-xs font-semibold text-accent-strong">{unprocessable}</p>
        ) : (
          <>
            {item.exceeds_stock ? (
              <p className="text-xs font-semibold text-accent-strong">
                {t("cart.item.exceeds_stock", { stock: product.stock })}
              </p>
            ) : null}
            {item.flash_quota_short ? (
              <p className="text-xs font-semibold text-amber-700" data-testid="flash-quota-short">
                {t("cart.item.flash_quota_short", {
                  remaining: item.flash_quota_short.remaining,
                  price: formatRupiah(item.flash_quota_short.flash_price),
                })}
              </p>
            ) : null}
            {product.stock <= 5 && !item.exceeds_stock ? (
              <p className="text-xs text-amber-700">{t("cart.item.stock_left", { stock: product.stock })}</p>
            ) : null}
          </>
        )}
        <div className="mt-1 flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0 flex-1 basis-40">
            {unprocessable ? null : <NoteEditor itemId={item.id} note={item.note} productName={product.product_name} />}
          </div>
          <div className="flex items-start gap-1">
            <WishlistButton
              productId={product.id}
              className="flex h-10 w-10 items-center justify-center desk:h-9 desk:w-9"
            />
            <DeleteLinesButton
              itemIds={[item.id]}
              label={t("cart.item.delete", { name: product.product_name })}
              className="flex h-10 w-10 items-center justify-center rounded-lg text-slate-400 hover:bg-slate-100 hover:text-accent desk:h-9 desk:w-9"
            >
              <TrashIcon width={18} height={18} />
            </DeleteLinesButton>
            {unprocessable ? null : (
              <QuantityStepper itemId={item.id} qty={item.qty} stock={product.stock} name={product.product_name} />
            )}
          </div>
        </div>
      </div>
    </li>
  );
}
