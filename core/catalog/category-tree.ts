export interface CategoryRow {
  id: number;
  parent_id: number | null;
  level: number;
  name: string;
  name_en: string;
  slug: string;
  icon: string | null;
}

export interface CategoryTree {
  rows: CategoryRow[];
  byId: Map<number, CategoryRow>;
  /** A category's top-level ancestor (itself for a top category). */
  topOf(id: number): number;
  /** Top category first, down to the category itself (the tree is at most three levels deep). */
  pathTo(id: number): CategoryRow[];
}

/** The tree over all category rows (a few hundred), for lookups without a query. */
export function buildCategoryTree(rows: CategoryRow[]): CategoryTree {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathTo = (id: number): CategoryRow[] => {
    const path: CategoryRow[] = [];
    for (
      let node = byId.get(id);
      node && path.length < 5;
      node = node.parent_id === null ? undefined : byId.get(node.parent_id)
    )
      path.unshift(node);
    return path;
  };
  return { rows, byId, pathTo, topOf: (id) => pathTo(id)[0]?.id ?? id };
}
