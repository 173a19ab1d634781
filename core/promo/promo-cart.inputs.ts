import { z } from "zod";
import { requiredText } from "../shared/inputs.ts";

/** Spec §5: letters, digits, space and _ @ . / # & + - */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9 _@./#&+-]+$/;
export const PROMO_CODE_MAX_LENGTH = 50;

/** POST /promo/claim. Messages are catalogue keys; the edges translate them. */
export const promoClaimInput = z
  .object({
    promo_code: requiredText("promo.code_required")
      .max(PROMO_CODE_MAX_LENGTH, "promo.code_invalid")
      .regex(PROMO_CODE_PATTERN, "promo.code_invalid"),
  })
  .strict();
export type PromoClaimInput = z.infer<typeof promoClaimInput>;

/** POST /promo/select and /promo/unselect. */
export const promoSelectInput = z
  .object({
    promo_id: z.coerce
      .number({ error: "promo.unavailable" })
      .int("promo.unavailable")
      .positive("promo.unavailable")
      .max(2_147_483_647, "promo.unavailable"),
  })
  .strict();
export type PromoSelectInput = z.infer<typeof promoSelectInput>;
