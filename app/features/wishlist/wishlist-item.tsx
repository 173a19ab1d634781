import { useFetcher, useLocation } from "react-router";
import type { WishlistItemDto } from "../../../core/wishlist/wishlist.dto.ts";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import type { ActionNotice } from "../../lib/action-outcome.server.ts";
import { localizedPath, useI18n } from "../../lib/i18n.tsx";
import { TrashIcon } from "../cart/cart-icons.tsx";
import { ProductCard } from "../catalog/product-card.tsx";
import { useNoticeToast } from "../../lib/use-notice.ts";

/**
 * One saved product on /user/wishlist: its card, then 'Add to cart' (posting to the cart action, size =
 * the first one) and remove. Products that can no longer be bought are greyed with the reason instead of
 * the cart button. Both forms work without JavaScript; with it they answer with a toast.
 */
export function WishlistItem({ item }: { item: WishlistItemDto }) {
  const { lang, t } = useI18n();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const cart = useFetcher<{ notice?: ActionNotice }>();
  const remove = useFetcher<{ notice?: ActionNotice }>();
  useNoticeToast(cart.data?.notice);
  useNoticeToast(remove.data?.notice);
  const removing = remove.state !== "idle";
  const name = item.product_name;
  return (
    <div
      className={`flex h-full flex-col gap-2 transition ${removing ? "pointer-events-none opacity-40" : ""}`}
      aria-busy={removing || undefined}
    >
      {/* The card grows to its row's tallest, so the buttons below line up. */}
      <div className={`flex flex-1 flex-col *:flex-1 ${item.available ? "" : "opacity-60 grayscale"}`}>
        <ProductCard product={item} />
      </div>
      <div className="flex items-center gap-2">
        {item.available ? (
          <cart.Form method="post" action={localizedPath(lang, "/cart")} className="min-w-0 flex-1">
            <CsrfField />
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="products_id" value={item.id} />
            <input type="hidden" name="qty" value="1" />
            <input type="hidden" name="attribute" value={item.json_meta.attribute_value[0] ?? ""} />
            <input type="hidden" name="note" value="" />
            <input type="hidden" name="redirectTo" value={here} />
            <button
              type="submit"
              disabled={cart.state !== "idle"}
              aria-label={t("wishlist.add_to_cart_label", { name })}
              className="flex h-10 w-full items-center justify-center gap-1 rounded-lg border border-accent px-2 text-sm font-semibold text-accent-strong transition hover:bg-accent-strong hover:text-white disabled:opacity-60"
            >
              <span aria-hidden="true">+</span>
              <span className="truncate">{t("wishlist.add_to_cart")}</span>
            </button>
          </cart.Form>
        ) : (
          <p className="flex h-10 min-w-0 flex-1 items-center rounded-lg bg-slate-100 px-2.5 text-xs font-semibold leading-tight text-slate-600">
            {item.unavailable_reason ? t(`wishlist.unavailable.${item.unavailable_reason}`) : null}
          </p>
        )}
        <remove.Form method="post" action={here}>
          <CsrfField />
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="product_id" value={item.id} />
          <button
            type="submit"
            aria-label={t("wishlist.remove_item_label", { name })}
            title={t("wishlist.remove_item")}
            className="flex h-10 w-10 items-center justify-center rounded-lg border border-slate-200 text-slate-500 transition hover:border-accent hover:text-accent"
          >
            <TrashIcon size={18} strokeWidth={1.8} />
          </button>
        </remove.Form>
      </div>
    </div>
  );
}
