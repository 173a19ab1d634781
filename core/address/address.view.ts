// No zod here: the address form and list import this module in the browser; one rule table, run on both sides.
import type { AddressDto } from "./address.dto.ts";

/** The regions and postal code on one line: 'Senayan, Kebayoran Baru, Kota … Jakarta Selatan, DKI Jakarta 12190'. */
export function addressRegionLine(
  address: Pick<AddressDto, "province" | "city" | "sub_district" | "area" | "zipcode">,
): string {
  return `${address.area.name}, ${address.sub_district.name}, ${address.city.name}, ${address.province.name} ${address.zipcode}`;
}

// ---- the address form's rules (spec §5), shared by the browser and the server ---------------------------
// They live here rather than in address.inputs.ts because pages may not import zod schemas (which would put
// zod in the browser's JavaScript).

export const ADDRESS_LABEL_MAX = 100;
export const ADDRESS_NAME_MAX = 100;
/** Spec §9: address 200 (the spec's form checks this message against the name; the address is meant). */
export const ADDRESS_DETAIL_MAX = 200;
/** Addresses one buyer may keep. */
export const ADDRESS_BOOK_MAX = 50;
/** Spec §9: on edit, the modal fills the region lists after 500 ms. */
export const REGION_PRESELECT_DELAY_MS = 500;

/** The form's fields in the order of spec §5: the first failing one is the only error shown. */
export const ADDRESS_FORM_FIELDS = [
  "label",
  "behalf_name",
  "behalf_phone",
  "province_id",
  "city_id",
  "sub_district_id",
  "area_id",
  "zipcode",
  "address",
] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];
export type AddressFormValues = Record<AddressFormField, string>;

/** Letters (any script, with their marks), digits, space, period, comma and slash. */
const ALLOWED_TEXT = /^[\p{L}\p{M}0-9 .,/]*$/u;
/** 08 or 02, then 8 to 12 digits: 10 to 14 digits in all (spec §9). */
const PHONE = /^0[82]\d{8,12}$/;
const ZIPCODE = /^\d{5}$/;

export interface AddressFormError {
  field: AddressFormField;
  key: string;
}

/**
 * Trimmed, with every run of white space (a line break in the address box too) made one space: what is
 * checked is what is stored and printed on the shipping label.
 */
export function normalizeAddressText(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** Normalised values of every form field ('' for a missing one). */
export function normalizeAddressForm(raw: Partial<Record<AddressFormField, string | undefined>>): AddressFormValues {
  return Object.fromEntries(
    ADDRESS_FORM_FIELDS.map((field) => [field, normalizeAddressText(raw[field] ?? "")]),
  ) as AddressFormValues;
}

/**
 * Spec §5, in its order: label (required, 100, characters), recipient name (required, 100, characters),
 * phone, province, city, district, village, postal code, address detail (required, characters, 200).
 * Takes normalised values; null when the form is valid.
 */
export function firstAddressError(values: AddressFormValues): AddressFormError | null {
  const required = (field: AddressFormField, key = "address.validation.required") =>
    values[field] === "" ? { field, key } : null;
  const check = (field: AddressFormField, ok: boolean, key: string) => (ok ? null : { field, key });
  return (
    required("label") ??
    check("label", values.label.length <= ADDRESS_LABEL_MAX, "address.validation.label_max") ??
    check("label", ALLOWED_TEXT.test(values.label), "address.validation.label_chars") ??
    required("behalf_name") ??
    check("behalf_name", values.behalf_name.length <= ADDRESS_NAME_MAX, "address.validation.name_max") ??
    check("behalf_name", ALLOWED_TEXT.test(values.behalf_name), "address.validation.name_chars") ??
    required("behalf_phone") ??
    check("behalf_phone", PHONE.test(values.behalf_phone), "address.validation.phone") ??
    required("province_id", "address.validation.province_required") ??
    required("city_id", "address.validation.city_required") ??
    required("sub_district_id", "address.validation.district_required") ??
    required("area_id", "address.validation.village_required") ??
    required("zipcode") ??
    check("zipcode", ZIPCODE.test(values.zipcode), "address.validation.zipcode") ??
    required("address") ??
    check("address", ALLOWED_TEXT.test(values.address), "address.validation.address_chars") ??
    check("address", values.address.length <= ADDRESS_DETAIL_MAX, "address.validation.address_max")
  );
}
