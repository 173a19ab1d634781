import { categoryPath } from "../../../core/catalog/category-path.view.ts";
import type { CategoryRefDto } from "../../../core/search/search.dto.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";

/** Home › top › subcategory › category; the last is the current page. */
export function Breadcrumbs({ trail }: { trail: CategoryRefDto[] }) {
  const { t } = useI18n();
  // On phones the padding (offset by the negative margin) leaves the links' taller tap areas room in the scroller.
  return (
    <nav
      aria-label={t("search.breadcrumb")}
      className="-mt-3 overflow-x-auto py-3 text-xs text-slate-500 desk:mb-3 desk:mt-0 desk:py-0 desk:text-sm"
    >
      <ol className="flex items-center gap-1.5 whitespace-nowrap">
        <li>
          <LocalLink to="/" className="touch-target relative hover:text-accent-strong">
            {t("search.home")}
          </LocalLink>
        </li>
        {trail.map((item, index) => (
          <li key={item.id} className="flex items-center gap-1.5">
            <span aria-hidden="true">›</span>
            {index === trail.length - 1 ? (
              <span aria-current="page" className="font-semibold text-slate-800">
                {item.name}
              </span>
            ) : (
              <LocalLink to={categoryPath(item)} className="touch-target relative hover:text-accent-strong">
                {item.name}
              </LocalLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
