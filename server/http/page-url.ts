import type { FastifyRequest } from "fastify";

/** The path and query of another page of the same list, for the pagination meta's next/prev links. */
export function samePathPageUrl(request: FastifyRequest) {
  const [path, query = ""] = request.url.split("?");
  return (page: number) => {
    const params = new URLSearchParams(query);
    params.set("page", String(page));
    return `${path}?${params.toString()}`;
  };
}
