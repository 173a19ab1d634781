import { z } from "zod";
import { MERCHANT_STATUSES } from "../account/index.ts";
import { pkpDto, storeNameFields } from "../shared/fields.dto.ts";
import { ONBOARDING_STEPS } from "./seller.view.ts";

/** A bank of the list (GET /helper/bank): id is the official clearing code, kept as `code` too. */
export const bankDto = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type BankDto = z.infer<typeof bankDto>;

/** A scheduled closure, by days in Indonesian western time (WIB): closed from the first through the last. */
export const holidayDto = z.object({
  from: z.string().describe("First closed day, YYYY-MM-DD"),
  to: z.string().describe("Last closed day, YYYY-MM-DD"),
  note: z.string().nullable(),
});
export type HolidayDto = z.infer<typeof holidayDto>;

/** An uploaded file of the store, as its owner sees it: a private document's link is signed and short-lived. */
export const storeFileDto = z.object({
  id: z.string(),
  url: z.string(),
  expires_at: z.string().nullable().describe("When a private document's link stops working; null for the logo"),
});
export type StoreFileDto = z.infer<typeof storeFileDto>;

export const STORE_DOCUMENTS = ["file_ktp", "file_ktp_selfie", "file_npwp", "file_company_doc"] as const;
export type StoreDocument = (typeof STORE_DOCUMENTS)[number];

/** Spec §3 seller store, with its files, status and scheduled closure. */
export const storeSettingsDto = z.object({
  ...storeNameFields,
  description: z.string().nullable(),
  is_company: z.boolean(),
  is_pkp: pkpDto,
  no_npwp: z.string().nullable(),
  pic_name: z.string().nullable(),
  pic_phone: z.string().nullable(),
  merchant_photo: storeFileDto.nullable().describe("The store logo"),
  file_ktp: storeFileDto.nullable(),
  file_ktp_selfie: storeFileDto.nullable(),
  file_npwp: storeFileDto.nullable(),
  file_company_doc: storeFileDto.nullable(),
  documents_missing: z
    .array(z.enum(STORE_DOCUMENTS))
    .describe("Documents the store still owes: KTP and selfie always, NPWP when PKP, company documents for a company"),
  status: z.enum(MERCHANT_STATUSES),
  holiday: holidayDto.nullable(),
  on_holiday: z.boolean().describe("The store is closed for its holiday right now"),
});
export type StoreSettingsDto = z.infer<typeof storeSettingsDto>;

/** Spec §3 seller location: the region ids and names, postal code and address (null until given). */
export const storeLocationDto = z.object({
  province_id: z.string().nullable(),
  province: z.string().nullable(),
  city_id: z.string().nullable(),
  city: z.string().nullable(),
  sub_district_id: z.string().nullable(),
  sub_district: z.string().nullable(),
  area_id: z.string().nullable(),
  area: z.string().nullable(),
  zipcode: z.string().nullable(),
  address: z.string().nullable(),
});
export type StoreLocationDto = z.infer<typeof storeLocationDto>;

/** Spec §3 seller bank. */
export const storeBankDto = z.object({
  bank_id: z.string(),
  bank_name: z.string(),
  rekening: z.string(),
  cabang: z.string().nullable(),
  atas_nama: z.string(),
});
export type StoreBankDto = z.infer<typeof storeBankDto>;

export const personalDto = z.object({
  fullname: z.string().nullable(),
  phone: z.string().nullable(),
  nik: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.string().nullable(),
});

export const companyDto = z.object({
  company_name: z.string(),
  address: z.string(),
  is_pkp: pkpDto,
  no_npwp: z.string().nullable(),
  pic_name: z.string(),
  pic_phone: z.string(),
});

/** GET /auth/information: where the user's onboarding stands, and what each step holds so far. */
export const onboardingStateDto = z.object({
  steps: z.array(z.object({ step: z.enum(ONBOARDING_STEPS), done: z.boolean() })),
  current_step: z.enum(ONBOARDING_STEPS).nullable().describe("The first step not done; null once all are"),
  personal: personalDto,
  company: companyDto.nullable(),
  store: storeSettingsDto.nullable(),
  location: storeLocationDto.nullable(),
  bank: storeBankDto.nullable(),
});
export type OnboardingStateDto = z.infer<typeof onboardingStateDto>;

const nameCheck = z.object({ available: z.boolean(), message: z.string() });
/** POST /helper/usernamecheck: per field asked, whether it may be used and why not. */
export const usernameCheckDto = z.object({
  merchant_name: nameCheck.optional(),
  merchant_slug: nameCheck.optional(),
});
export type UsernameCheckDto = z.infer<typeof usernameCheckDto>;
