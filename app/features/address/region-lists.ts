import type { RegionDto } from "../../../core/region/region.dto.ts";
import { api, type RegionLevel } from "../../lib/api-client.ts";

export type { RegionLevel };

// Region lists never change while a page is open: each is asked for once (the server lets the browser
// cache them too). A failed request is forgotten, so the next attempt asks again.
const cache = new Map<string, Promise<RegionDto[]>>();

export function fetchRegionList(level: RegionLevel, parentId = ""): Promise<RegionDto[]> {
  const key = `${level}:${parentId}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = api.regions(level, parentId);
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
