// No zod here: pages import this module in the browser.

/** Where a category's page lives: top and second level under /product/category, leaves under /product/subcategory. */
export function categoryPath(category: { slug: string; level: number }): string {
  return category.level >= 3 ? `/product/subcategory/${category.slug}` : `/product/category/${category.slug}`;
}
