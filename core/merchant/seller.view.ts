// No zod here: the onboarding and store settings pages import this module in the browser.

/** The onboarding's steps in order; the page opens at the first one not done. */
export const ONBOARDING_STEPS = ["personal", "company", "store", "location", "bank"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Where a store's days begin and end: Indonesian western time (WIB, UTC+7, no daylight saving). */
const STORE_DAY_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The instant a day (YYYY-MM-DD) begins in WIB. */
export function storeDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - STORE_DAY_OFFSET_MS);
}

/** The WIB day (YYYY-MM-DD) an instant falls on. */
export function storeDayOf(instant: Date): string {
  return new Date(instant.getTime() + STORE_DAY_OFFSET_MS).toISOString().slice(0, 10);
}

/** A closure of whole days as stored: from the first day's start to the end of the last (exclusive). */
export function holidayWindow(from: string, to: string): { from: Date; to: Date } {
  return { from: storeDayStart(from), to: new Date(storeDayStart(to).getTime() + DAY_MS) };
}

/** The days of a stored closure. */
export function holidayDays(window: { from: Date; to: Date }): { from: string; to: string } {
  return { from: storeDayOf(window.from), to: storeDayOf(new Date(window.to.getTime() - 1)) };
}

/** Whole days from `from` through `to`. */
export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * The store's file fields (spec §3 seller store), each an uploaded file's id (POST /api/upload/helper with
 * the purpose named here); empty or absent keeps the file the store has.
 */
export const STORE_FILE_FIELDS = {
  merchant_photo: "store_logo",
  file_ktp: "ktp",
  file_ktp_selfie: "ktp_selfie",
  file_npwp: "npwp",
  file_company_doc: "company_doc",
} as const;
export type StoreFileField = keyof typeof STORE_FILE_FIELDS;
