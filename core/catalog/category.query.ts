import { asc } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { category } from "./catalog.tables.ts";

/**
 * The whole category tree, parents before children and each level in its shelf order: a few hundred rows,
 * read by the catalog's menus and by search's facets, each of which caches its tree.
 */
export function categoryRows(db: Executor) {
  return db
    .select({
      id: category.id,
      parent_id: category.parent_id,
      level: category.level,
      name: category.name,
      name_en: category.name_en,
      slug: category.slug,
      icon: category.icon,
      sort_order: category.sort_order,
    })
    .from(category)
    .orderBy(asc(category.level), asc(category.sort_order), asc(category.id));
}
