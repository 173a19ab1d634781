import { Link } from "react-router";
import { pageList, type PaginationMeta } from "../../../core/shared/pagination.ts";
import { useI18n } from "../../lib/i18n.tsx";

/** Page numbers a phone's row shows: five around the current page; the spec's longer list would wrap. */
const PHONE_PAGES = 5;

/**
 * The pagination widget of spec §2/§4: previous/next and the page list, shown only when last_page > 1.
 * Pages are links (they work without JavaScript); `onPaginate` lets a client-side list take the page
 * number instead, as the spec's paginate event does.
 */
export function Pagination({
  meta,
  hrefFor,
  onPaginate,
  label,
}: {
  meta: Pick<PaginationMeta, "current_page" | "per_page" | "last_page" | "to">;
  hrefFor: (page: number) => string;
  onPaginate?: (page: number) => void;
  label?: string;
}) {
  const { t } = useI18n();
  if (meta.last_page <= 1) return null;
  const pages = pageList(meta);
  const current = meta.current_page;
  const phoneStart = Math.max(
    0,
    Math.min(pages.indexOf(current) - Math.floor(PHONE_PAGES / 2), pages.length - PHONE_PAGES),
  );
  const item = (
    page: number,
    text: React.ReactNode,
    options: { rel?: string; ariaLabel?: string; disabled?: boolean; isCurrent?: boolean } = {},
  ) => {
    // 40 px on phones (touch targets), 36 px with a mouse.
    const base =
      "flex h-10 min-w-10 items-center justify-center rounded-lg px-2 text-sm font-medium desk:h-9 desk:min-w-9";
    if (options.disabled)
      return (
        <span
          className={`${base} cursor-not-allowed text-slate-300`}
          aria-disabled="true"
          aria-label={options.ariaLabel}
        >
          {text}
        </span>
      );
    return (
      <Link
        to={hrefFor(page)}
        rel={options.rel}
        aria-label={options.ariaLabel}
        aria-current={options.isCurrent ? "page" : undefined}
        preventScrollReset={false}
        onClick={
          onPaginate
            ? (event) => {
                event.preventDefault();
                onPaginate(page);
              }
            : undefined
        }
        className={`${base} ${options.isCurrent ? "bg-accent-strong text-white" : "text-slate-700 hover:bg-slate-100"}`}
      >
        {text}
      </Link>
    );
  };
  return (
    <nav aria-label={label ?? t("common.pagination")} className="flex flex-wrap items-center justify-center gap-1 py-4">
      {item(current - 1, "‹", { rel: "prev", ariaLabel: t("common.previous_page"), disabled: current <= 1 })}
      {pages.map((page, index) => (
        <span
          key={page}
          className={index < phoneStart || index >= phoneStart + PHONE_PAGES ? "max-desk:hidden" : undefined}
        >
          {item(page, page, { isCurrent: page === current, ariaLabel: t("common.page_n", { page }) })}
        </span>
      ))}
      {item(current + 1, "›", { rel: "next", ariaLabel: t("common.next_page"), disabled: current >= meta.last_page })}
    </nav>
  );
}
