import { z } from "zod";

/** The pagination meta of spec §3 and §7, the same for every paged call (pagination.ts builds it). */
export const paginationMetaDto = z.object({
  current_page: z.number(),
  per_page: z.number(),
  last_page: z.number(),
  from: z.number().nullable(),
  to: z.number().nullable(),
  total: z.number(),
  next_page_url: z.string().nullable(),
  prev_page_url: z.string().nullable(),
});
export type PaginationMeta = z.infer<typeof paginationMetaDto>;
