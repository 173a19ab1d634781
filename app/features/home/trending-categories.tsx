import type { TrendingCategoryDto } from "../../../core/catalog/catalog.dto.ts";
import { categoryPath } from "../../../core/catalog/category-path.view.ts";
import { formatCompact, sizedImage } from "../../lib/format.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { DeferredImg, useStripReveal } from "./strip-reveal.tsx";

/** Categories whose icons come with the page: the three columns of two a phone shows before scrolling. */
const FIRST_ICONS = 6;

export function TrendingCategories({ categories }: { categories: TrendingCategoryDto[] }) {
  const { t } = useI18n();
  const [stripRef, revealed] = useStripReveal(FIRST_ICONS);
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="home-trending" className="rounded-2xl bg-white p-4 shadow-sm desk:p-6">
      <h2 id="home-trending" className="mb-3 text-base font-bold text-slate-900 desk:mb-4 desk:text-lg">
        {t("landing.trending")}
      </h2>
      <ul
        ref={stripRef}
        className="-mx-1 grid auto-cols-[9.5rem] grid-flow-col grid-rows-2 gap-2.5 overflow-x-auto px-1 pb-1 desk:mx-0 desk:auto-cols-auto desk:grid-flow-row desk:grid-cols-6 desk:grid-rows-none desk:gap-3 desk:overflow-visible desk:px-0"
      >
        {categories.map((category, index) => (
          <li key={category.id}>
            <LocalLink
              to={categoryPath(category)}
              className="flex h-full items-center gap-2.5 rounded-xl border border-slate-200 p-2 transition hover:border-accent/50 hover:shadow-sm desk:gap-3 desk:p-2.5"
            >
              <DeferredImg
                show={index < FIRST_ICONS || revealed}
                src={sizedImage(category.icon, 96)}
                alt=""
                size={48}
                className="h-10 w-10 shrink-0 rounded-lg bg-slate-100 object-cover desk:h-12 desk:w-12"
              />
              <span className="min-w-0">
                <span className="line-clamp-2 break-words text-[13px] font-semibold leading-snug text-slate-800 [hyphens:auto]">
                  {category.name}
                </span>
                <span className="text-[11px] text-slate-500">
                  {t("landing.products_count", { count: formatCompact(category.product_count) })}
                </span>
              </span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
