import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { AddressDto } from "../../../core/address/address.dto.ts";
import type { RegionDto } from "../../../core/region/region.dto.ts";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import type { ActionNotice } from "../../lib/action-outcome.server.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useNoticeFetcher } from "../../lib/use-notice.ts";
import { AddressFields, draftOf, useAddressValidation, type AddressFieldError } from "./address-form.tsx";
import { addressActionPath } from "./address-paths.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormAlert } from "../../components/ui/form-alert.tsx";

/** What app/routes/address.ts answers a script: the notice, the first field error, the saved address. */
export interface AddressActionData {
  notice?: ActionNotice | null;
  errors?: Record<string, string>;
  address?: AddressDto;
}

/**
 * Add or edit an address in a modal (spec §2). Posts to the address route with a fetcher; success toasts
 * ('Address added successfully' / 'Address changed successfully'), closes the modal and lets the page's
 * data reload. Field errors show beside their field, first only; other errors (a full address book)
 * above the buttons. Rendered only with JavaScript: without it the 'Add address' and 'Edit' links lead to
 * the address book page's own form.
 */
export function AddressFormModal({
  open,
  onClose,
  address,
  provinces,
  redirectTo,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  /** The address to edit; none to add one. */
  address?: AddressDto | null;
  /** The province list if the page has it (else it is fetched). */
  provinces?: RegionDto[];
  /** Where a plain post would come back to (the current page by default). */
  redirectTo?: string;
  onSaved?: (address: AddressDto) => void;
}) {
  const { t } = useI18n();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(address ? "address.form.edit_title" : "address.form.add_title")}
      testId="address-form-modal"
      initialFocus='input[name="label"]'
    >
      <AddressFormBody
        address={address ?? null}
        provinces={provinces}
        redirectTo={redirectTo}
        onClose={onClose}
        onSaved={onSaved}
      />
    </Modal>
  );
}

function AddressFormBody({
  address,
  provinces,
  redirectTo,
  onClose,
  onSaved,
}: {
  address: AddressDto | null;
  provinces: RegionDto[] | undefined;
  redirectTo: string | undefined;
  onClose: () => void;
  onSaved: ((address: AddressDto) => void) | undefined;
}) {
  const { lang, t } = useI18n();
  const location = useLocation();
  // Field errors are shown in the form, not toasted.
  const fetcher = useNoticeFetcher(undefined, { toastErrors: false });
  const answer = fetcher.data as AddressActionData | undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const [field, key] = Object.entries(answer?.errors ?? {})[0] ?? [];
  const serverError: AddressFieldError | null = field && key ? { field, key } : null;
  const validation = useAddressValidation(serverError, answer?.notice?.id);
  const notice = answer?.notice;
  const formError = notice?.tone === "error" && !serverError ? t(notice.key, notice.values) : null;

  const onCloseRef = useRef(onClose);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onCloseRef.current = onClose;
    onSavedRef.current = onSaved;
  });
  useEffect(() => {
    if (notice?.tone !== "success") return;
    if (answer?.address) onSavedRef.current?.(answer.address);
    onCloseRef.current();
  }, [notice?.id, notice?.tone, answer?.address]);

  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={addressActionPath(lang)}
      noValidate
      onSubmit={validation.onSubmit}
      // Every keystroke in any field: the form's change event would wait for the field to lose focus (decision 0020).
      onInput={(event) => validation.recheck(event.currentTarget)}
      className="flex flex-col"
      aria-busy={busy}
    >
      <CsrfField />
      <input type="hidden" name="intent" value={address ? "edit" : "add"} />
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      <input type="hidden" name="redirectTo" value={redirectTo ?? `${location.pathname}${location.search}`} />
      <div className="p-4 desk:p-5">
        <AddressFields
          draft={draftOf(address)}
          lists={provinces ? { province: provinces } : {}}
          preselect={
            address
              ? {
                  province: address.province,
                  city: address.city,
                  district: address.sub_district,
                  village: address.area,
                }
              : undefined
          }
          error={validation.error}
          isMain={address?.is_main_address === "yes"}
          onRegionChange={() => validation.recheck(formRef.current)}
        />
      </div>
      <div className="sticky bottom-0 border-t border-slate-100 bg-white px-4 py-3 desk:px-5">
        <FormAlert message={formError} className="mb-2" />
        <div className="flex justify-end gap-3">
          <Button look="outline" size="md" onClick={onClose}>
            {t("address.form.cancel")}
          </Button>
          <Button type="submit" look="primary" size="md" disabled={busy} className="disabled:opacity-60">
            {t("address.form.save")}
          </Button>
        </div>
      </div>
    </fetcher.Form>
  );
}
