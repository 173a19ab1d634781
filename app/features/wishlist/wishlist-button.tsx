import { useFetcher, useLocation } from "react-router";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { HeartIcon } from "../../components/ui/icons.tsx";
import type { ActionNotice } from "../../lib/action-outcome.server.ts";
import { localizedPath, useI18n } from "../../lib/i18n.tsx";
import { useNoticeToast } from "../../lib/use-notice.ts";
import { useWishlisted } from "./wishlist-context.tsx";

/**
 * The wishlist heart (spec §2 product card, product gallery): a form posting to /wishlist/toggle, so it
 * works without JavaScript (the action redirects back to this page). With JavaScript it submits in the
 * background, fills at once, and toasts the server's message; the root loader's ids then confirm it.
 * Visitors post too: the action sends them to the login page and back here afterwards.
 */
export function WishlistButton({
  productId,
  fallback = false,
  variant = "icon",
  className = "",
}: {
  productId: number;
  /** The product data's own flag, used only outside a WishlistProvider. */
  fallback?: boolean;
  /** 'icon': the round heart on a card; 'pill': the heart with its label on the product page. */
  variant?: "icon" | "pill";
  className?: string;
}) {
  const { lang, t } = useI18n();
  const location = useLocation();
  const fetcher = useFetcher<{ notice?: ActionNotice }>();
  const saved = useWishlisted(productId, fallback);
  // Optimistic: while the toggle is on its way (and the page data reloads), show where it is going.
  const pressed = fetcher.formData ? !saved : saved;
  const label = pressed ? t("wishlist.remove") : t("wishlist.add");

  useNoticeToast(fetcher.data?.notice);

  const heart = <HeartIcon filled={pressed} width={18} height={18} className={pressed ? "text-accent" : ""} />;
  return (
    <fetcher.Form
      method="post"
      action={localizedPath(lang, "/wishlist/toggle")}
      className={className}
      // A second click before the answer would toggle back on the server while the heart shows one change.
      onSubmit={(event) => {
        if (fetcher.state !== "idle") event.preventDefault();
      }}
    >
      <CsrfField />
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {variant === "icon" ? (
        <button
          type="submit"
          aria-label={label}
          aria-pressed={pressed}
          title={label}
          className={`touch-target relative flex h-8 w-8 items-center justify-center rounded-full bg-white/90 shadow-sm transition hover:scale-110 hover:text-accent focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent ${
            pressed ? "text-accent" : "text-slate-500"
          }`}
        >
          {heart}
        </button>
      ) : (
        <button
          type="submit"
          aria-label={label}
          aria-pressed={pressed}
          title={label}
          className={`touch-target relative flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition ${
            pressed
              ? "border-accent bg-accent-soft text-accent-strong"
              : "border-slate-200 text-slate-700 hover:border-accent hover:text-accent-strong"
          }`}
        >
          {heart}
          {/* The accessible name ('Add to wishlist' / 'Remove from wishlist') contains this visible word. */}
          <span>{t("wishlist.heart_label")}</span>
        </button>
      )}
    </fetcher.Form>
  );
}
