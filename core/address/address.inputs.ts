import { z } from "zod";
import { langInput as lang } from "../shared/inputs.ts";
import { firstAddressError, normalizeAddressForm, type AddressFormValues } from "./address.view.ts";

/** Text from JSON or a form; a number is read as its digits (a postal code sent as 12190). */
const text = z
  .union([z.string(), z.number()], { error: "validation.invalid_value" })
  .optional()
  .transform((value) => (value === undefined ? undefined : String(value)));

/** Spec §7 sends 'yes'/'no'; JSON clients may send a boolean. Absent means 'no'. */
const mainFlag = z
  .union([z.boolean(), z.enum(["yes", "no"])], { error: "address.validation.main_flag" })
  .optional()
  .transform((value) => value === true || value === "yes");

export type AddressInput = AddressFormValues & { is_main_address: boolean };

/**
 * POST /addressbook/add and /addressbook/edit/{id} (spec §7 payload), and the page forms. The §5 rules
 * run in their order and report only the first failing field (address.view.ts holds them, shared with the
 * browser); whether the regions form a chain is checked by the service against the region tables.
 */
export const addressInput = z
  .object({
    label: text,
    behalf_name: text,
    behalf_phone: text,
    address: text,
    province_id: text,
    city_id: text,
    sub_district_id: text,
    area_id: text,
    zipcode: text,
    is_main_address: mainFlag,
  })
  .strict()
  .transform((raw, ctx): AddressInput => {
    const values = normalizeAddressForm(raw);
    const error = firstAddressError(values);
    if (error) {
      ctx.addIssue({ code: "custom", path: [error.field], message: error.key });
      return z.NEVER;
    }
    return { ...values, is_main_address: raw.is_main_address };
  });

/** GET /addressbook/list?search= (by recipient name). */
export const addressListQuery = z
  .object({
    search: z.string().max(100, "address.validation.search_max").optional(),
    lang,
  })
  .strict();
export type AddressListQuery = z.infer<typeof addressListQuery>;
