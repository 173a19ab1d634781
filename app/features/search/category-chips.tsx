import { categoryPath } from "../../../core/catalog/category-path.view.ts";
import { LocalLink } from "../../lib/i18n.tsx";

/**
 * Categories as a row of round chips, each a link to its listing: a category's subcategories above its
 * products, the categories an empty search suggests instead.
 */
export function CategoryChips({
  categories,
  className,
}: {
  categories: { id: number | string; slug: string; level: number; name: string }[];
  className: string;
}) {
  return (
    <ul className={className}>
      {categories.map((category) => (
        <li key={category.id}>
          <LocalLink
            to={categoryPath(category)}
            className="inline-flex h-10 items-center rounded-full border border-slate-300 bg-white px-3.5 text-xs font-semibold text-slate-700 hover:border-accent hover:text-accent-strong desk:h-8 desk:px-3"
          >
            {category.name}
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}
