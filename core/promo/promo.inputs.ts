import { z } from "zod";

const slug = z
  .string()
  .min(1)
  .max(160)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "validation.invalid_value");

export const promoSlugParams = z.object({ slug }).strict();

export const promoProductsQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    lang: z.enum(["id", "en"]).optional(),
  })
  .strict();
export type PromoProductsQuery = z.infer<typeof promoProductsQuery>;
