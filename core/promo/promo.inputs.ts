import { z } from "zod";
import { langInput, pageInput } from "../shared/inputs.ts";

const slug = z
  .string()
  .min(1)
  .max(160)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "validation.invalid_value");

export const promoSlugParams = z.object({ slug }).strict();

export const promoProductsQuery = z
  .object({
    page: pageInput,
    lang: langInput,
  })
  .strict();
export type PromoProductsQuery = z.infer<typeof promoProductsQuery>;
