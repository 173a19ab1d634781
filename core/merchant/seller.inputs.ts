import { z } from "zod";
import { STORE_FILE_FIELDS, type StoreFileField } from "./seller.view.ts";
import { formFlag, formText, npwpField, personNameField, phoneField, requiredText } from "../account/index.ts";

// The seller's store, location and bank forms (issue 23): one schema per call, shared by the API and the pages.
// Messages are catalogue keys of i18n/<lang>/onboarding.json (or common validation.*).

const lang = z.enum(["id", "en"]).optional();

export const STORE_NAME_MIN = 3;
export const STORE_NAME_MAX = 60;
export const STORE_SLUG_MIN = 3;
export const STORE_SLUG_MAX = 40;
/** Lowercase letters and digits in words joined by single hyphens: the store's address /store/{slug}. */
export const STORE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const STORE_NAME_CHARS = /^[\p{L}\p{M}0-9 .,'&-]+$/u;
/** How long one scheduled closure may last. */
export const HOLIDAY_MAX_DAYS = 90;

/** The message for a store name (white space folded), or null when it is well formed. */
export function storeNameProblem(name: string): string | null {
  if (name === "") return "validation.required";
  if (name.length < STORE_NAME_MIN || name.length > STORE_NAME_MAX) return "onboarding.validation.store_name_length";
  if (!STORE_NAME_CHARS.test(name)) return "onboarding.validation.store_name_chars";
  return null;
}

export function foldSpaces(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function storeName(ctx: z.RefinementCtx, value: string): string {
  const name = foldSpaces(value);
  const problem = storeNameProblem(name);
  if (problem) ctx.addIssue({ code: "custom", path: ["merchant_name"], message: problem });
  return name;
}

/** The message for a slug as typed, or null when its form is right (whether it is free is asked separately). */
export function slugProblem(slug: string): string | null {
  if (slug === "") return "validation.required";
  if (slug.length < STORE_SLUG_MIN || slug.length > STORE_SLUG_MAX) return "onboarding.validation.slug_length";
  if (!STORE_SLUG_PATTERN.test(slug)) return "onboarding.validation.slug_chars";
  return null;
}

export { STORE_FILE_FIELDS, type StoreFileField };

const storeFields = {
  merchant_photo: formText,
  file_ktp: formText,
  file_ktp_selfie: formText,
  file_npwp: formText,
  file_company_doc: formText,
  merchant_name: formText,
  description: formText,
  is_company: formFlag,
  is_pkp: formFlag,
  no_npwp: formText,
  pic_name: formText,
  pic_phone: formText,
  lang,
};

type StoreFieldValues = Omit<{ [K in keyof typeof storeFields]: z.output<(typeof storeFields)[K]> }, "lang">;

function storeValues(raw: StoreFieldValues, ctx: z.RefinementCtx) {
  const description = raw.description.trim();
  if (description.length > 1000)
    ctx.addIssue({ code: "custom", path: ["description"], message: "onboarding.validation.max_1000" });
  return {
    name: storeName(ctx, raw.merchant_name),
    description: description === "" ? null : description,
    is_company: raw.is_company,
    is_pkp: raw.is_pkp,
    // PKP stores issue tax invoices: they must give their NPWP.
    npwp: npwpField(ctx, "no_npwp", raw.no_npwp, raw.is_pkp),
    pic_name: personNameField(ctx, "pic_name", raw.pic_name),
    pic_phone: phoneField(ctx, "pic_phone", raw.pic_phone),
    files: {
      merchant_photo: raw.merchant_photo,
      file_ktp: raw.file_ktp,
      file_ktp_selfie: raw.file_ktp_selfie,
      file_npwp: raw.file_npwp,
      file_company_doc: raw.file_company_doc,
    } satisfies Record<StoreFileField, string>,
  };
}

/** POST /auth/information/store (spec §3 seller store): opens the store, or changes it while it is being opened. */
export const storeStepFields = z.object({ ...storeFields, merchant_slug: formText }).strict();
export const storeStepInput = storeStepFields.transform((raw, ctx) => {
  const values = storeValues(raw, ctx);
  const slug = raw.merchant_slug.toLowerCase();
  const problem = slugProblem(slug);
  if (problem) ctx.addIssue({ code: "custom", path: ["merchant_slug"], message: problem });
  return { ...values, slug };
});
export type StoreStepInput = z.infer<typeof storeStepInput>;

/** A day as a form gives it (YYYY-MM-DD) naming a real date, or '' for none. */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * POST /merchant/dashboard/store: the store step's fields but the address (a slug never changes once the
 * store is open: links to it would break), and the scheduled closure ('libur toko'): both days or neither,
 * the last day not before the first. Whether the days lie in the past is the service's (it has the clock).
 */
export const storeSettingsFields = z
  .object({ ...storeFields, holiday_from: formText, holiday_to: formText, holiday_note: formText })
  .strict();
export const storeSettingsInput = storeSettingsFields.transform((raw, ctx) => {
  const values = storeValues(raw, ctx);
  const from = raw.holiday_from;
  const to = raw.holiday_to;
  const note = raw.holiday_note.replace(/\s+/g, " ");
  if (note.length > 200)
    ctx.addIssue({ code: "custom", path: ["holiday_note"], message: "onboarding.validation.max_200" });
  let holiday: { from: string; to: string; note: string | null } | null = null;
  if (from === "" && to === "") {
    if (note !== "")
      ctx.addIssue({ code: "custom", path: ["holiday_from"], message: "onboarding.validation.holiday_days" });
  } else if (!isDay(from)) {
    ctx.addIssue({
      code: "custom",
      path: ["holiday_from"],
      message: from === "" ? "onboarding.validation.holiday_days" : "onboarding.validation.date",
    });
  } else if (!isDay(to)) {
    ctx.addIssue({
      code: "custom",
      path: ["holiday_to"],
      message: to === "" ? "onboarding.validation.holiday_days" : "onboarding.validation.date",
    });
  } else if (to < from) {
    ctx.addIssue({ code: "custom", path: ["holiday_to"], message: "onboarding.validation.holiday_order" });
  } else {
    holiday = { from, to, note: note === "" ? null : note };
  }
  return { ...values, holiday };
});
export type StoreSettingsInput = z.infer<typeof storeSettingsInput>;

/**
 * POST /auth/information/location and /merchant/dashboard/location: the region chain of the address book
 * (province → city → district → village), postal code and street address. The chain itself is checked by
 * the service against the region tables.
 */
export const locationFields = z
  .object({
    province_id: formText,
    city_id: formText,
    sub_district_id: formText,
    area_id: formText,
    zipcode: formText,
    address: formText,
    lang,
  })
  .strict();
export const locationInput = locationFields.transform((raw, ctx) => {
  const required = (field: "province_id" | "city_id" | "sub_district_id" | "area_id", key: string) => {
    if (raw[field] === "") ctx.addIssue({ code: "custom", path: [field], message: key });
  };
  required("province_id", "address.validation.province_required");
  required("city_id", "address.validation.city_required");
  required("sub_district_id", "address.validation.district_required");
  required("area_id", "address.validation.village_required");
  if (raw.zipcode === "") ctx.addIssue({ code: "custom", path: ["zipcode"], message: "validation.required" });
  else if (!/^\d{5}$/.test(raw.zipcode))
    ctx.addIssue({ code: "custom", path: ["zipcode"], message: "address.validation.zipcode" });
  const address = requiredText(ctx, "address", raw.address, 200);
  if (address !== "" && !/^[\p{L}\p{M}0-9 .,/'()-]*$/u.test(address))
    ctx.addIssue({ code: "custom", path: ["address"], message: "onboarding.validation.address_chars" });
  return {
    province_id: raw.province_id,
    city_id: raw.city_id,
    sub_district_id: raw.sub_district_id,
    area_id: raw.area_id,
    zipcode: raw.zipcode,
    address,
  };
});
export type LocationInput = z.infer<typeof locationInput>;

const HOLDER_NAME = /^[\p{L}\p{M}0-9 .,'&()-]+$/u;

/** POST /auth/information/bank and /merchant/dashboard/bank (spec §3 seller bank: bank_id, rekening, cabang, atas_nama). */
export const bankFields = z
  .object({ bank_id: formText, rekening: formText, cabang: formText, atas_nama: formText, lang })
  .strict();
/**
 * The bank, account number (7 to 18 digits, typed with spaces, dots or dashes) and holder of a bank account,
 * checked: a store's (with its branch, below) and a buyer's for wallet withdrawals (core/wallet).
 */
export function checkBankAccount(
  raw: { bank_id: string; rekening: string; atas_nama: string },
  ctx: z.RefinementCtx,
): { bank_code: string; account_number: string; holder_name: string } {
  if (raw.bank_id === "")
    ctx.addIssue({ code: "custom", path: ["bank_id"], message: "onboarding.validation.bank_required" });
  const account = raw.rekening.replace(/[\s.-]/g, "");
  if (account === "") ctx.addIssue({ code: "custom", path: ["rekening"], message: "validation.required" });
  else if (!/^\d{7,18}$/.test(account))
    ctx.addIssue({ code: "custom", path: ["rekening"], message: "onboarding.validation.account_number" });
  const holder = raw.atas_nama.replace(/\s+/g, " ");
  if (holder === "") ctx.addIssue({ code: "custom", path: ["atas_nama"], message: "validation.required" });
  else if (holder.length < 2 || holder.length > 100)
    ctx.addIssue({ code: "custom", path: ["atas_nama"], message: "onboarding.validation.name_length" });
  else if (!HOLDER_NAME.test(holder))
    ctx.addIssue({ code: "custom", path: ["atas_nama"], message: "onboarding.validation.holder_chars" });
  return { bank_code: raw.bank_id, account_number: account, holder_name: holder };
}

export const bankInput = bankFields.transform((raw, ctx) => {
  const account = checkBankAccount(raw, ctx);
  const branch = raw.cabang.replace(/\s+/g, " ");
  if (branch.length > 100) ctx.addIssue({ code: "custom", path: ["cabang"], message: "onboarding.validation.max_100" });
  return {
    bank_code: account.bank_code,
    account_number: account.account_number,
    branch: branch === "" ? null : branch,
    holder_name: account.holder_name,
  };
});
export type BankInput = z.infer<typeof bankInput>;

/** POST /helper/usernamecheck: a store name and/or address as typed. */
export const usernameCheckInput = z
  .object({
    merchant_name: z.string().max(200, "validation.invalid_value").optional(),
    merchant_slug: z.string().max(200, "validation.invalid_value").optional(),
    lang,
  })
  .strict()
  .refine((value) => value.merchant_name !== undefined || value.merchant_slug !== undefined, {
    message: "onboarding.validation.check_nothing",
    path: ["merchant_slug"],
  });
export type UsernameCheckInput = z.infer<typeof usernameCheckInput>;
