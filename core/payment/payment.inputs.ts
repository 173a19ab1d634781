import { z } from "zod";
import { LOCAL_PAYMENT_METHODS, type LocalPaymentMethod } from "./payment.view.ts";

const methodIds = LOCAL_PAYMENT_METHODS.map((method) => method.id) as unknown as readonly [
  LocalPaymentMethod,
  ...LocalPaymentMethod[],
];

/**
 * The local gateway's sheet: which button and which method. The form sends strings; _csrf is the page
 * middleware's and is checked there.
 */
export const localPaymentInput = z
  .object({
    intent: z.enum(["pay", "pending", "fail", "close"], "payment.local.invalid_intent"),
    method: z.enum(methodIds, "payment.local.invalid_method").default("bca_va"),
    _csrf: z.string().optional(),
  })
  .strict();
export type LocalPaymentInput = z.infer<typeof localPaymentInput>;
