// No zod here: the local gateway's popup page imports this module in the browser.

export type LocalMethodGroup = "virtual_account" | "qris" | "ewallet" | "card";

/** The methods the local gateway's sheet offers, in Snap's order; the label is payment.local.methods.{id}. */
export const LOCAL_PAYMENT_METHODS = [
  { id: "bca_va", group: "virtual_account" },
  { id: "bni_va", group: "virtual_account" },
  { id: "bri_va", group: "virtual_account" },
  { id: "mandiri_va", group: "virtual_account" },
  { id: "qris", group: "qris" },
  { id: "gopay", group: "ewallet" },
  { id: "shopeepay", group: "ewallet" },
  { id: "credit_card", group: "card" },
] as const satisfies readonly { id: string; group: LocalMethodGroup }[];

export type LocalPaymentMethod = (typeof LOCAL_PAYMENT_METHODS)[number]["id"];

export const LOCAL_METHOD_GROUPS: readonly LocalMethodGroup[] = ["virtual_account", "qris", "ewallet", "card"];

/** The sheet's buttons: pay (settlement), pay later (pending with a code), fail (deny), close (nothing sent). */
export type LocalPaymentIntent = "pay" | "pending" | "fail" | "close";

/** What the popup tells its opener, like Snap's onSuccess / onPending / onError / onClose. */
export type PaymentPopupResult = "success" | "pending" | "error" | "close";
