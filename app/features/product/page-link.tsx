import type { ComponentProps, MouseEvent } from "react";
import { useNavigate } from "react-router";
import { localizedPath, useI18n } from "../../lib/i18n.tsx";

/**
 * A plain internal link of the product page (breadcrumbs, store, category, star filter): an <a> in the
 * page's language instead of React Router's <Link>, whose hooks (resolving the path against the route
 * tree, click and prefetch handling) made each link cost about 8 µs of server rendering. One click handler
 * on the page (usePageLinkClick) still navigates to it inside the app; `data-discover` lets the router
 * fetch the target's route ahead, as it does for its own links. `keepScroll` keeps the scroll position, as
 * a filter of the page wants.
 */
export function PageLink({
  to,
  keepScroll = false,
  ...props
}: Omit<ComponentProps<"a">, "href"> & { to: string; keepScroll?: boolean }) {
  const { lang } = useI18n();
  return (
    <a
      href={localizedPath(lang, to)}
      data-page-link={keepScroll ? "keep-scroll" : ""}
      data-discover="true"
      {...props}
    />
  );
}

/** The page's click handler for its PageLinks: a plain left click navigates in the app, any other click is the browser's. */
export function usePageLinkClick() {
  const navigate = useNavigate();
  return (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-page-link]") : null;
    if (!link) return;
    event.preventDefault();
    const url = new URL(link.href);
    void navigate(`${url.pathname}${url.search}${url.hash}`, {
      preventScrollReset: link.dataset.pageLink === "keep-scroll",
    });
  };
}
