import type { ShippingDocumentKind } from "../../../core/shipment/shipping-documents.view.ts";

/** Where the store's PDF of these orders is: the API call, with the session cookie as the authority. */
export function printPath(kind: ShippingDocumentKind, orderCodes: string[], lang: "id" | "en"): string {
  const query = new URLSearchParams(orderCodes.map((code) => ["order_code", code]));
  query.set("lang", lang);
  return `/api/merchant/dashboard/order/${kind}?${query.toString()}`;
}
