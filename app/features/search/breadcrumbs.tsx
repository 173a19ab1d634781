import { categoryPath } from "../../../core/catalog/catalog.dto.ts";
import type { CategoryRefDto } from "../../../core/search/search.dto.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";

/** Home › top › subcategory › category; the last is the current page. */
export function Breadcrumbs({ trail }: { trail: CategoryRefDto[] }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("search.breadcrumb")} className="mb-3 overflow-x-auto text-xs text-slate-500 desk:text-sm">
      <ol className="flex items-center gap-1.5 whitespace-nowrap">
        <li>
          <LocalLink to="/" className="hover:text-accent">
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
              <LocalLink to={categoryPath(item)} className="hover:text-accent">
                {item.name}
              </LocalLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
