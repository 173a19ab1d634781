/**
 * The links of a listing's pages, for `Pagination`: the page's own address with its query kept and `page`
 * set (left out for page 1, so the first page has one address), then `hash` (the listing's anchor).
 */
export function pageHrefs(base: string, params: URLSearchParams, hash = ""): (page: number) => string {
  return (page) => {
    const next = new URLSearchParams(params);
    if (page <= 1) next.delete("page");
    else next.set("page", String(page));
    const query = next.toString();
    return `${base}${query ? `?${query}` : ""}${hash}`;
  };
}
