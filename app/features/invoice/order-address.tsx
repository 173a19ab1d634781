import type { InvoiceOrderDto } from "../../../core/invoice/invoice.dto.ts";

type OrderAddress = InvoiceOrderDto["address"];

/** Where an order goes: the recipient, their phone and the full address (the invoice and the seller's order). */
export function OrderAddressBlock({ address }: { address: OrderAddress }) {
  return (
    <address className="not-italic text-slate-700">
      <span className="font-medium text-slate-900">{address.behalf_name}</span> ({address.behalf_phone})
      {address.label ? (
        <span className="ml-1 rounded bg-slate-100 px-1 text-xs text-slate-600">{address.label}</span>
      ) : null}
      <br />
      {address.address}
      <br />
      {[address.village.name, address.district.name, address.city.name, address.province.name, address.zipcode]
        .filter(Boolean)
        .join(", ")}
    </address>
  );
}
