import { useState } from "react";
import type { AddressDto } from "../../../core/address/address.dto.ts";
import type { PreviewAddressDto } from "../../../core/checkout/checkout.dto.ts";
import { Modal } from "../../components/ui/modal.tsx";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { AddressList } from "../address/address-list.tsx";

/**
 * A delivery address (label, main badge, recipient, address) with a button opening the address list
 * to choose another ('Choose Shipping Address'). Without JavaScript the button is a link that opens the
 * list inline (?address=…).
 */
export function AddressChooser({
  address,
  addresses,
  action,
  fields,
  panelKey,
  inlineOpen,
  pagePath,
}: {
  address: PreviewAddressDto | null;
  addresses: AddressDto[];
  action: string;
  fields: Record<string, string>;
  /** Which list this is, for the no-JavaScript link (?address=all or ?address=<order id>). */
  panelKey: string;
  inlineOpen: boolean;
  pagePath: string;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const list = (onDone?: () => void) => (
    <AddressList
      addresses={addresses}
      chosenId={address?.id ?? null}
      chooseForm={{ action, fields }}
      onDone={onDone}
      doneHref={pagePath}
      redirectTo={pagePath}
      title={onDone ? "none" : "choose"}
    />
  );
  return (
    <div data-testid="checkout-address">
      {address ? (
        <div className="text-sm text-slate-700">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            <span>{address.label}</span>
            {address.is_main_address === "yes" ? (
              <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-[11px] font-bold text-emerald-700">
                {t("checkout.page.main_address")}
              </span>
            ) : null}
          </p>
          <p className="mt-1">
            {address.behalf_name} · {address.behalf_phone}
          </p>
          <p className="text-slate-600">
            {address.address}, {address.region} {address.zipcode}
          </p>
        </div>
      ) : (
        <p className="text-sm text-accent-strong">{t("checkout.page.no_address")}</p>
      )}
      <LocalLink
        to={`${pagePath.replace(/^\/en(?=\/|$)/, "")}?address=${panelKey}`}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="mt-2 inline-flex h-10 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:border-accent hover:text-accent-strong"
      >
        {address ? t("checkout.page.change_address") : t("checkout.page.specify_address")}
      </LocalLink>
      {inlineOpen && !open ? <div className="mt-3 rounded-xl border border-slate-200 p-3">{list()}</div> : null}
      <Modal open={open} onClose={() => setOpen(false)} title={t("checkout.page.choose_address")} size="lg">
        <div className="p-4">{list(() => setOpen(false))}</div>
      </Modal>
    </div>
  );
}
