import { useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import type { AddressDto } from "../../../core/address/address.dto.ts";
import {
  ADDRESS_DETAIL_MAX,
  ADDRESS_FORM_FIELDS,
  firstAddressError,
  normalizeAddressForm,
  normalizeAddressText,
  type AddressFormField,
  type AddressFormValues,
} from "../../../core/address/address.view.ts";
import { describedByIds, FieldError, FieldLabel, fieldBorderClass } from "../../components/ui/text-field.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import type { RegionLevel } from "./region-lists.ts";
import { RegionSelects, type RegionLists, type RegionValues } from "./region-selects.tsx";
import { IntentButton } from "../../components/ui/intent-button.tsx";

/** The region fields of a form's values, in the order they are chosen. */
export const REGION_FIELDS = ["province_id", "city_id", "sub_district_id", "area_id"] as const;

/** The region chosen at each level of a form's values, '' where none is yet. */
export function regionChoice(values: Partial<Record<keyof RegionValues, string | null>>): RegionValues {
  return {
    province_id: values.province_id ?? "",
    city_id: values.city_id ?? "",
    sub_district_id: values.sub_district_id ?? "",
    area_id: values.area_id ?? "",
  };
}

/** Without JavaScript the region lists cannot follow a choice: this posts `intent` for the next list. */
export function RegionStepButton({ intent }: { intent: string }) {
  const { t } = useI18n();
  return (
    <noscript>
      <div className="flex flex-wrap items-center gap-3 desk:col-span-2">
        <IntentButton
          intent={intent}
          className="h-10 rounded-lg border border-accent px-4 text-sm font-semibold text-accent-strong"
        >
          {t("address.form.step")}
        </IntentButton>
        <span className="text-xs text-slate-500">{t("address.form.step_hint")}</span>
      </div>
    </noscript>
  );
}

/** What the form shows: a saved address, values sent back by the server, or nothing yet. */
export type AddressDraft = Partial<AddressFormValues> & { is_main_address?: boolean };

/** One field's error as the form shows it (§5: only the first). `key` is a catalogue key. */
export interface AddressFieldError {
  field: string;
  key: string;
}

export function draftOf(address: AddressDto | null | undefined): AddressDraft {
  if (!address) return {};
  const { label, behalf_name, behalf_phone, province_id, city_id, sub_district_id, area_id, zipcode } = address;
  return {
    label,
    behalf_name,
    behalf_phone,
    province_id,
    city_id,
    sub_district_id,
    area_id,
    zipcode,
    address: address.address,
    is_main_address: address.is_main_address === "yes",
  };
}

function readForm(form: HTMLFormElement): AddressFormValues {
  const data = new FormData(form);
  return normalizeAddressForm(
    Object.fromEntries(ADDRESS_FORM_FIELDS.map((field) => [field, String(data.get(field) ?? "")])),
  );
}

/**
 * The browser half of the §5 rules (the server runs the same ones): on submit the first error is shown
 * and its field focused; after a first attempt, every change re-checks, so the message follows the
 * shopper's corrections. An error from the server (a region chain, say) replaces it when it arrives.
 */
export function useAddressValidation(serverError: AddressFieldError | null | undefined, serverErrorId: unknown) {
  const [error, setError] = useState<AddressFieldError | null>(serverError ?? null);
  const attempted = useRef(false);
  useEffect(() => {
    if (serverError) setError(serverError);
    // A new answer (its id) brings its error; the same answer rendered again does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrorId]);

  return {
    error,
    /** For the form's onSubmit: stops it when the browser already knows the first error. */
    onSubmit(event: FormEvent<HTMLFormElement>) {
      // 'Continue' without JavaScript is the only other submitter, and it never reaches here.
      attempted.current = true;
      const found = firstAddressError(readForm(event.currentTarget));
      setError(found);
      if (found) {
        event.preventDefault();
        const element = event.currentTarget.elements.namedItem(found.field);
        if (element instanceof HTMLElement) element.focus();
      }
    },
    /** For the form's onChange (and the region selects'): re-checks once the shopper has tried to save. */
    recheck(form: HTMLFormElement | null) {
      if (!attempted.current || !form) return;
      setError(firstAddressError(readForm(form)));
    },
  };
}

function Field({
  label,
  hint,
  error,
  aside,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Shown at the end of the hint's line (a character counter). */
  aside?: ReactNode;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  const describedBy = describedByIds(id, error, hint);
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children({
        id,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {hint || error || aside ? (
        <div className="flex items-start justify-between gap-3">
          {error ? (
            <FieldError fieldId={id} error={error} />
          ) : hint ? (
            <p id={`${id}-hint`} className="text-xs text-slate-500">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {aside}
        </div>
      ) : null}
    </div>
  );
}

// The scroll margin keeps a focused field clear of the modal's sticky buttons.
const inputClass = (error: string | undefined) =>
  `h-11 w-full scroll-mb-24 rounded-lg border bg-white px-3 text-sm focus:outline-none focus:ring-2 ${fieldBorderClass(error)}`;

/**
 * The fields of the address form (spec §2 modal, §5 rules), without the <form> around them: the modal
 * posts them with a fetcher, the address book page with a plain form.
 */
export function AddressFields({
  draft,
  lists,
  preselect,
  error,
  isMain,
  onRegionChange,
  stepButton = false,
}: {
  draft: AddressDraft;
  lists: RegionLists;
  /** Editing a saved address whose lists are not here: show its regions, fill the lists after 500 ms. */
  preselect?: Partial<Record<RegionLevel, { id: string; name: string }>> | undefined;
  error: AddressFieldError | null;
  /** The address is the main one already: the mark cannot be taken off here. */
  isMain?: boolean;
  onRegionChange?: () => void;
  /** Without JavaScript, a 'Continue' button asks the server for the next region list. */
  stepButton?: boolean;
}) {
  const { t } = useI18n();
  const lockedId = useId();
  const message = (field: AddressFormField) => (error?.field === field ? t(error.key) : undefined);
  // Counted as the rules count it: after white space is folded.
  const [detailLength, setDetailLength] = useState(normalizeAddressText(draft.address ?? "").length);
  /** A one-line field: its label is the catalogue's address.form.<name>. */
  const textField = (
    name: "label" | "behalf_name" | "behalf_phone",
    hint: string | undefined,
    attributes: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <Field label={t(`address.form.${name}`)} hint={hint} error={message(name)}>
      {(props) => (
        <input
          {...props}
          name={name}
          defaultValue={draft[name] ?? ""}
          className={inputClass(message(name))}
          {...attributes}
        />
      )}
    </Field>
  );
  return (
    <div className="grid gap-4 desk:grid-cols-2">
      <div className="desk:col-span-2">{textField("label", t("address.form.label_hint"), { autoComplete: "off" })}</div>
      {textField("behalf_name", undefined, { autoComplete: "name" })}
      {textField("behalf_phone", t("address.form.phone_hint"), {
        type: "tel",
        inputMode: "tel",
        autoComplete: "tel-national",
      })}
      <RegionSelects
        initial={regionChoice(draft)}
        lists={lists}
        preselect={preselect}
        errorField={error?.field}
        errorMessage={error ? t(error.key) : undefined}
        onChange={onRegionChange}
      />
      {stepButton ? <RegionStepButton intent="step" /> : null}
      <Field label={t("address.form.zipcode")} error={message("zipcode")}>
        {(props) => (
          <input
            {...props}
            name="zipcode"
            inputMode="numeric"
            maxLength={5}
            defaultValue={draft.zipcode ?? ""}
            autoComplete="postal-code"
            className={inputClass(message("zipcode"))}
          />
        )}
      </Field>
      <div className="desk:col-span-2">
        <Field
          label={t("address.form.address")}
          hint={t("address.form.address_hint")}
          error={message("address")}
          aside={
            <p
              className={`shrink-0 text-xs ${detailLength > ADDRESS_DETAIL_MAX ? "font-semibold text-accent-strong" : "text-slate-500"}`}
            >
              {t("address.form.counter", { count: detailLength, max: ADDRESS_DETAIL_MAX })}
            </p>
          }
        >
          {(props) => (
            <textarea
              {...props}
              name="address"
              rows={3}
              defaultValue={draft.address ?? ""}
              autoComplete="street-address"
              onChange={(event) => setDetailLength(normalizeAddressText(event.target.value).length)}
              className={`${inputClass(message("address"))} h-auto py-2`}
            />
          )}
        </Field>
      </div>
      <div className="desk:col-span-2">
        {isMain ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <input
              type="checkbox"
              checked
              disabled
              aria-describedby={lockedId}
              className="h-4 w-4 accent-accent"
              aria-label={t("address.form.is_main")}
            />
            <span id={lockedId}>{t("address.form.is_main_locked")}</span>
          </p>
        ) : (
          <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name="is_main_address"
              value="yes"
              defaultChecked={draft.is_main_address ?? false}
              className="h-4 w-4 accent-accent"
            />
            {t("address.form.is_main")}
          </label>
        )}
      </div>
    </div>
  );
}
