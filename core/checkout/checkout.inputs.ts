import { z } from "zod";
import { langInput, requiredText, rowIdInput } from "../shared/inputs.ts";

const id = rowIdInput("validation.invalid_value");

export const previewQuery = z
  .object({
    is_multiple_address: z.enum(["0", "1"]).default("0"),
    lang: langInput,
  })
  .strict();

export const orderIdParams = z.object({ order_id: id }).strict();
export const addressChoiceInput = z.object({ address_book_id: id }).strict();
export const logisticInput = z
  .object({ shipper_result_id: z.string().min(1, "checkout.courier_failed").max(100, "checkout.courier_failed") })
  .strict();

/** Spec §5 dropshipper: name 5–200 of letters, digits, space, period, comma; phone 08/02 then 5–12 digits. */
export const dropshipInput = z
  .object({
    dropship_name: requiredText("checkout.dropship.name_required")
      .min(5, "checkout.dropship.name_min")
      .max(200, "checkout.dropship.name_max")
      .regex(/^[\p{L}\p{N} .,]+$/u, "checkout.dropship.name_chars"),
    dropship_phone: requiredText("checkout.dropship.phone_required").regex(
      /^0[82][0-9]{5,12}$/,
      "checkout.dropship.phone_invalid",
    ),
  })
  .strict();
export type DropshipInput = z.infer<typeof dropshipInput>;

export const walletInput = z
  .object({ use_wallet: z.enum(["yes", "no"], { error: "validation.invalid_value" }) })
  .strict();

export const payInput = z.object({ is_multiple_address: z.enum(["0", "1"]).default("0") }).strict();

/** The Idempotency-Key header: a client-chosen token, so a retried or doubled pay makes one invoice. */
export const idempotencyKey = z
  .string()
  .min(8, "checkout.idempotency_key")
  .max(100, "checkout.idempotency_key")
  .regex(/^[A-Za-z0-9_.:-]+$/, "checkout.idempotency_key");
