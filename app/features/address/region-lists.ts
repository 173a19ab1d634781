import type { RegionDto } from "../../../core/region/region.dto.ts";

export type RegionLevel = "province" | "city" | "district" | "village";

/** The spec's region calls (§7), keyed by the parent's id. */
function endpoint(level: RegionLevel, parentId: string): string {
  const id = encodeURIComponent(parentId);
  switch (level) {
    case "province":
      return "/api/province";
    case "city":
      return `/api/city?province_id=${id}`;
    case "district":
      return `/api/subdistrict?city_id=${id}`;
    case "village":
      return `/api/area?kecamatan_id=${id}`;
  }
}

// Region lists never change while a page is open: each is asked for once (the server lets the browser
// cache them too). A failed request is forgotten, so the next attempt asks again.
const cache = new Map<string, Promise<RegionDto[]>>();

export function fetchRegionList(level: RegionLevel, parentId = ""): Promise<RegionDto[]> {
  const url = endpoint(level, parentId);
  let pending = cache.get(url);
  if (!pending) {
    pending = fetch(url, { headers: { accept: "application/json" } }).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      const body = (await response.json()) as { data?: RegionDto[] };
      return body.data ?? [];
    });
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}
