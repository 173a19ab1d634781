import type { CartPreviewDto } from "../../../core/cart/index.ts";
import { CountBadge } from "../../components/ui/count-badge.tsx";
import { CartIcon } from "../../components/ui/icons.tsx";
import { formatRupiah } from "../../lib/format.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { Thumbnail } from "../../components/ui/picture.tsx";

/**
 * The header's cart (spec §2): an icon linking to /cart, red with a count badge above 0; on hover (or
 * keyboard focus) a dropdown headed 'Keranjang' with the newest lines and 'Lihat Semua'.
 */
export function CartMenu({ count, preview }: { count: number; preview: CartPreviewDto | null }) {
  const { t } = useI18n();
  const items = preview?.items ?? [];
  const more = Math.max(0, count - items.length);
  return (
    <div className="group/cart relative">
      <LocalLink
        to="/cart"
        aria-label={`${t("header.cart")}: ${t("header.cart_count", { count })}`}
        className={`relative flex h-10 w-10 items-center justify-center rounded-lg hover:bg-slate-100 ${count > 0 ? "text-accent" : "text-slate-600"}`}
        data-testid="header-cart"
      >
        <CartIcon />
        {count > 0 ? <CountBadge count={count} testId="header-cart-count" /> : null}
      </LocalLink>
      {/* Desktop only: on phones the icon goes straight to the cart. */}
      <div className="invisible absolute right-0 top-full z-50 hidden w-96 pt-2 opacity-0 transition group-focus-within/cart:visible group-focus-within/cart:opacity-100 group-hover/cart:visible group-hover/cart:opacity-100 desk:block">
        <section
          aria-label={t("cart.dropdown.title")}
          className="rounded-xl border border-slate-200 bg-white shadow-xl"
          data-testid="cart-dropdown"
        >
          <header className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <h2 className="text-sm font-bold text-slate-900">
              {t("cart.dropdown.title")} ({count})
            </h2>
            <LocalLink to="/cart" className="text-sm font-semibold text-accent-strong hover:underline">
              {t("cart.dropdown.show_more")}
            </LocalLink>
          </header>
          {items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-slate-500">{t("cart.dropdown.empty")}</p>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
              {items.map((item) => (
                <li key={item.id}>
                  <LocalLink to="/cart" className="flex gap-3 px-4 py-3 hover:bg-slate-50">
                    <Thumbnail
                      src={item.photo}
                      alt=""
                      size={48}
                      className="h-12 w-12 shrink-0 rounded-md bg-slate-100 object-cover"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="line-clamp-1 text-sm text-slate-800">{item.product_name}</span>
                      <span className="block text-xs text-slate-500">
                        {item.qty} × · {t("cart.item.weight", { weight: item.weight })}
                        {item.attribute ? ` · ${item.attribute}` : ""}
                      </span>
                    </span>
                    <span className="shrink-0 text-sm font-bold text-slate-900">{formatRupiah(item.price)}</span>
                  </LocalLink>
                </li>
              ))}
            </ul>
          )}
          {more > 0 ? (
            <p className="border-t border-slate-100 px-4 py-2 text-center text-xs text-slate-500">
              {t("cart.dropdown.more_items", { count: more })}
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
