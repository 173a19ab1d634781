// Which orders a store may print what for (decision 0037), apart from the service so pages can offer the buttons.

export type ShippingDocumentKind = "label" | "packinglist";

/**
 * A label needs the airway bill, which pickup issues; a packing list is for packing, from approval on. Both
 * while the parcel is with the store or the courier.
 */
export const PRINTABLE_STATUSES: Record<ShippingDocumentKind, readonly string[]> = {
  label: ["pickup", "send"],
  packinglist: ["approve", "pickup", "send"],
};

export const canPrint = (kind: ShippingDocumentKind, order: { status_order: string }) =>
  PRINTABLE_STATUSES[kind].includes(order.status_order);
