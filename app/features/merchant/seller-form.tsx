import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Form } from "react-router";
import type { RegionDto } from "../../../core/region/region.dto.ts";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { api } from "../../lib/api-client.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { REGION_FIELDS, regionChoice, RegionStepButton } from "../address/address-form.tsx";
import { RadioGroup, SaveRow, SelectField, TextAreaField } from "./merchant-form.tsx";
import { RegionSelects, type RegionLists } from "../address/region-selects.tsx";

/** What a seller form's action answers when it refuses: a message per field, the values as sent. */
export interface SellerFormFailure {
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** What every group of seller fields is given: the values to show and the errors to show beside them. */
export interface SellerFieldProps {
  values: Record<string, string>;
  errors: Record<string, string> | undefined;
}

/** Values to show in a form: what was just sent (after a refusal), else what is saved. */
export function formValues(
  saved: object | null | undefined,
  failure: SellerFormFailure | undefined,
): Record<string, string> {
  if (failure) return failure.values;
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(saved ?? {}) as [string, unknown][]) {
    if (typeof value === "boolean") values[key] = value ? "yes" : "no";
    else if (typeof value === "string" || typeof value === "number") values[key] = String(value);
  }
  return values;
}

/** A card with a title, a plain post form (works without JavaScript), a general error and one submit. */
export function SellerForm({
  title,
  description,
  failure,
  submitLabel,
  intent,
  testId,
  children,
  aside,
  encType,
}: {
  /** multipart/form-data for a form with file inputs. */
  encType?: "multipart/form-data";
  /** The card's heading; none when the page's own heading says it. */
  title?: string;
  description?: string;
  failure: SellerFormFailure | undefined;
  submitLabel: string;
  intent?: string;
  testId: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  const { t } = useI18n();
  const fieldErrors = failure ? Object.keys(failure.errors).length : 0;
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm desk:p-6">
      {title ? <h2 className="text-lg font-bold text-slate-900 desk:text-xl">{title}</h2> : null}
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <Form
        method="post"
        encType={encType}
        noValidate
        className={`${title || description ? "mt-4" : ""} space-y-4`}
        data-testid={testId}
      >
        <CsrfField />
        {failure ? (
          <p role="alert" className="rounded-lg bg-accent-soft px-3 py-2 text-sm text-accent-strong">
            {fieldErrors > 0 ? t("onboarding.form.fix_fields", { count: fieldErrors }) : failure.message}
          </p>
        ) : null}
        {children}
        <SaveRow label={submitLabel} intent={intent} aside={aside} />
      </Form>
    </section>
  );
}

const SellerValues = createContext<SellerFieldProps>({ values: {}, errors: undefined });

/** The values and errors the seller fields inside show; a group of fields sets them once for all of them. */
export function SellerFields({ values, errors, children }: SellerFieldProps & { children: ReactNode }) {
  return <SellerValues.Provider value={{ values, errors }}>{children}</SellerValues.Provider>;
}

/** Seller fields two to a row on desktop, each showing `values` and `errors`. */
export function SellerFieldGrid({ values, errors, children }: SellerFieldProps & { children: ReactNode }) {
  return (
    <SellerFields values={values} errors={errors}>
      <div className="grid gap-4 desk:grid-cols-2">{children}</div>
    </SellerFields>
  );
}

/** A field's value (as its default) and error from the group it sits in. */
function useSellerField(name: string): { defaultValue: string; error: string | undefined } {
  const { values, errors } = useContext(SellerValues);
  return { defaultValue: values[name] ?? "", error: errors?.[name] };
}

/** What every seller field takes: its name and label, a hint, and whether it spans both columns of its grid. */
interface SellerFieldBase {
  name: string;
  label: string;
  hint?: string;
  wide?: boolean;
}

/** A field across both columns of a SellerFieldGrid. */
function Wide({ wide, children }: { wide: boolean | undefined; children: ReactNode }) {
  return wide ? <div className="desk:col-span-2">{children}</div> : children;
}

/** A labelled text input showing its group's value and error. */
export function Text({
  wide,
  ...input
}: SellerFieldBase & {
  type?: string;
  inputMode?: "numeric" | "tel" | "text";
  autoComplete?: string;
  maxLength?: number;
  required?: boolean;
}) {
  const bound = useSellerField(input.name);
  return (
    <Wide wide={wide}>
      <TextField {...input} {...bound} />
    </Wide>
  );
}

/** A phone number field: the phone keyboard and the hint on the accepted formats. */
export function PhoneText(input: Omit<SellerFieldBase, "hint"> & { autoComplete?: string }) {
  const { t } = useI18n();
  return <Text {...input} hint={t("onboarding.fields.phone_hint")} type="tel" inputMode="tel" />;
}

export function TextArea({ wide, ...input }: SellerFieldBase & { maxLength?: number }) {
  const bound = useSellerField(input.name);
  return (
    <Wide wide={wide}>
      <TextAreaField {...input} {...bound} />
    </Wide>
  );
}

export function Select({
  wide,
  options,
  placeholder,
  ...input
}: SellerFieldBase & { options: { value: string; label: string }[]; placeholder: string }) {
  const bound = useSellerField(input.name);
  return (
    <Wide wide={wide}>
      <SelectField {...input} {...bound}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </Wide>
  );
}

/** A yes/no question as two radio buttons ('yes' / 'no'; a saved 'pkp' reads as yes). */
export function YesNo({ name, label, yes, no }: { name: string; label: string; yes: string; no: string }) {
  const { defaultValue, error } = useSellerField(name);
  return (
    <RadioGroup
      name={name}
      legend={label}
      choices={["yes", "no"]}
      label={(choice) => (choice === "yes" ? yes : no)}
      defaultValue={defaultValue === "yes" || defaultValue === "pkp" ? "yes" : "no"}
      error={error}
      inline
    />
  );
}

/** The store's profile fields, shared by the onboarding's store step and the store settings page. */
export function StoreProfileFields({
  values,
  errors,
  slug,
}: SellerFieldProps & {
  /** The store's address: typed (onboarding) or shown, fixed (settings). */
  slug: { editable: true; saved: string | null } | { editable: false; value: string };
}) {
  const { t } = useI18n();
  return (
    <SellerFieldGrid values={values} errors={errors}>
      <NameCheckField name="merchant_name" label={t("onboarding.store.name")} saved={null} maxLength={60} />
      {slug.editable ? (
        <NameCheckField
          name="merchant_slug"
          label={t("onboarding.store.slug")}
          hint={t("onboarding.store.slug_hint")}
          saved={slug.saved}
          maxLength={40}
        />
      ) : (
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-700">{t("onboarding.store.slug")}</p>
          <p className="flex h-11 items-center rounded-lg bg-slate-50 px-3 text-sm text-slate-700">
            /store/{slug.value}
          </p>
          <p className="text-xs text-slate-500">{t("onboarding.store.slug_fixed")}</p>
        </div>
      )}
      <TextArea name="description" label={t("onboarding.store.description")} maxLength={1000} wide />
      <YesNo
        name="is_company"
        label={t("onboarding.store.is_company")}
        yes={t("onboarding.store.is_company_yes")}
        no={t("onboarding.store.is_company_no")}
      />
      <TaxAndContactFields />
    </SellerFieldGrid>
  );
}

/** PKP flag, NPWP and the person in charge: asked of a company and of a store alike (inside their grid). */
export function TaxAndContactFields() {
  const { t } = useI18n();
  return (
    <>
      <YesNo
        name="is_pkp"
        label={t("onboarding.store.is_pkp")}
        yes={t("onboarding.store.is_pkp_yes")}
        no={t("onboarding.store.is_pkp_no")}
      />
      <Text
        name="no_npwp"
        label={t("onboarding.fields.npwp")}
        hint={t("onboarding.fields.npwp_hint")}
        inputMode="numeric"
      />
      <Text name="pic_name" label={t("onboarding.fields.pic_name")} autoComplete="name" />
      <PhoneText name="pic_phone" label={t("onboarding.fields.pic_phone")} />
    </>
  );
}

/**
 * A store name or address field that, with JavaScript, asks the server whether what was typed is free once
 * the seller leaves it (POST /api/helper/usernamecheck); the form checks again on save, so without
 * JavaScript nothing is lost.
 */
function NameCheckField({
  name,
  label,
  hint,
  saved,
  maxLength,
}: {
  name: "merchant_name" | "merchant_slug";
  label: string;
  hint?: string;
  /** The value already saved for this store: not checked against itself. */
  saved: string | null;
  maxLength: number;
}) {
  const { lang, t } = useI18n();
  const { defaultValue, error } = useSellerField(name);
  const [check, setCheck] = useState<{ available: boolean; message: string } | null>(null);
  const statusId = useId();
  const latest = useRef(0);
  useEffect(() => () => void (latest.current += 1), []);

  async function onBlur(event: React.FocusEvent<HTMLInputElement>) {
    const typed = event.currentTarget.value.trim();
    if (typed === "" || typed === saved) return setCheck(null);
    const ticket = ++latest.current;
    setCheck({ available: true, message: t("onboarding.check.checking") });
    try {
      const answer = await api.usernameCheck(name, typed, lang);
      if (ticket === latest.current) setCheck(answer);
    } catch {
      if (ticket === latest.current) setCheck(null);
    }
  }

  return (
    <div>
      <TextField
        name={name}
        label={label}
        hint={hint}
        maxLength={maxLength}
        defaultValue={defaultValue}
        error={error}
        autoComplete="off"
        onBlur={onBlur}
        onChange={() => setCheck(null)}
        aria-describedby={check ? statusId : undefined}
      />
      {check && !error ? (
        <p
          id={statusId}
          role="status"
          className={`mt-1 text-xs font-medium ${check.available ? "text-emerald-700" : "text-accent-strong"}`}
        >
          {check.message}
        </p>
      ) : null}
    </div>
  );
}

/** The store's location: the address book's region cascade, then postal code and street address. */
export function LocationFields({
  values,
  errors,
  lists,
}: SellerFieldProps & {
  lists: RegionLists;
}) {
  const { t } = useI18n();
  const regionField = REGION_FIELDS.find((field) => errors?.[field]);
  return (
    <SellerFieldGrid values={values} errors={errors}>
      <RegionSelects
        initial={regionChoice(values)}
        lists={lists}
        errorField={regionField}
        errorMessage={regionField ? errors?.[regionField] : undefined}
      />
      <RegionStepButton intent="region" />
      <Text
        name="zipcode"
        label={t("address.form.zipcode")}
        inputMode="numeric"
        maxLength={5}
        autoComplete="postal-code"
      />
      <TextArea
        name="address"
        label={t("onboarding.location.address")}
        hint={t("onboarding.location.address_hint")}
        maxLength={200}
        wide
      />
    </SellerFieldGrid>
  );
}

/** The bank account fields (spec §3 seller bank). */
export function BankFields({
  values,
  errors,
  banks,
}: SellerFieldProps & {
  banks: { code: string; name: string }[];
}) {
  const { t } = useI18n();
  return (
    <SellerFieldGrid values={values} errors={errors}>
      <Select
        name="bank_id"
        label={t("onboarding.bank.bank")}
        placeholder={t("onboarding.bank.choose")}
        options={banks.map((bank) => ({ value: bank.code, label: bank.name }))}
        wide
      />
      <Text
        name="rekening"
        label={t("onboarding.bank.account_number")}
        hint={t("onboarding.bank.account_hint")}
        inputMode="numeric"
        maxLength={24}
      />
      <Text name="cabang" label={t("onboarding.bank.branch")} maxLength={100} />
      <Text name="atas_nama" label={t("onboarding.bank.holder")} maxLength={100} wide />
    </SellerFieldGrid>
  );
}

export type { RegionDto };
