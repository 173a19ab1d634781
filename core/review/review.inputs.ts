import { z } from "zod";
import { langInput } from "../shared/inputs.ts";

/** Spec §7: GET products/detail/{slug}/review with optional page and point (star 1–5). */
export const productReviewsQuery = z
  .object({
    page: z.coerce
      .number({ error: "product.validation.page" })
      .int("product.validation.page")
      .min(1, "product.validation.page")
      .max(100_000, "product.validation.page")
      .default(1),
    point: z.coerce
      .number({ error: "product.validation.point" })
      .int("product.validation.point")
      .min(1, "product.validation.point")
      .max(5, "product.validation.point")
      .optional(),
    per_page: z.coerce
      .number({ error: "product.validation.per_page" })
      .int("product.validation.per_page")
      .min(1, "product.validation.per_page")
      .max(50, "product.validation.per_page")
      .default(10),
    // The API reads the answer's language from ?lang= (see langFromRequest).
    lang: langInput,
  })
  .strict();
export type ProductReviewsQuery = z.infer<typeof productReviewsQuery>;
