import { describe, expect, it } from "vitest";
import { normalizeNpwp } from "../account/index.ts";
import { bankInput, slugProblem, storeSettingsInput, storeStepInput } from "./seller.inputs.ts";
import { dayCount, holidayDays, holidayWindow, storeDayOf } from "./seller.view.ts";

const store = {
  merchant_name: "Toko Sari",
  merchant_slug: "toko-sari",
  is_company: "no",
  is_pkp: "no",
  pic_name: "Sari",
  pic_phone: "081234567890",
};

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("NPWP", () => {
  it("keeps 16 digits, and gives the old 15-digit number (with or without its dots and dash) a leading 0", () => {
    expect(normalizeNpwp("1234567890123456")).toBe("1234567890123456");
    expect(normalizeNpwp("012345678901234")).toBe("0012345678901234");
    expect(normalizeNpwp("01.234.567.8-901.234")).toBe("0012345678901234");
    expect(normalizeNpwp(" ")).toBeNull();
    expect(normalizeNpwp("01.234.567.8901.234")).toBeUndefined();
    expect(normalizeNpwp("12345678901234567")).toBeUndefined();
  });
});

describe("the store's forms", () => {
  it("reads a store step, lower-casing the slug and folding spaces in the name", () => {
    const parsed = storeStepInput.parse({ ...store, merchant_name: "  Toko   Sari ", merchant_slug: "Toko-Sari" });
    expect(parsed).toMatchObject({ name: "Toko Sari", slug: "toko-sari", is_pkp: false, npwp: null });
  });

  it("refuses a slug with spaces, doubled or edge hyphens, or the wrong length", () => {
    expect(slugProblem("toko sari")).toBe("onboarding.validation.slug_chars");
    expect(slugProblem("toko--sari")).toBe("onboarding.validation.slug_chars");
    expect(slugProblem("-toko")).toBe("onboarding.validation.slug_chars");
    expect(slugProblem("ab")).toBe("onboarding.validation.slug_length");
    expect(slugProblem("toko-sari-2")).toBeNull();
  });

  it("wants an NPWP from a PKP store, and a phone with the §5 prefix", () => {
    expect(errorsOf(storeStepInput.safeParse({ ...store, is_pkp: "pkp" }))).toEqual({
      no_npwp: "onboarding.validation.npwp_required",
    });
    expect(errorsOf(storeStepInput.safeParse({ ...store, pic_phone: "0712345678" }))).toEqual({
      pic_phone: "onboarding.validation.phone",
    });
    expect(storeStepInput.parse({ ...store, pic_phone: "0812-3456-7890" }).pic_phone).toBe("081234567890");
  });

  it("takes both closure days or neither, the last not before the first", () => {
    const { merchant_slug: _slug, ...settings } = store;
    expect(storeSettingsInput.parse(settings).holiday).toBeNull();
    expect(
      storeSettingsInput.parse({ ...settings, holiday_from: "2026-12-24", holiday_to: "2026-12-26", holiday_note: "" })
        .holiday,
    ).toEqual({ from: "2026-12-24", to: "2026-12-26", note: null });
    expect(errorsOf(storeSettingsInput.safeParse({ ...settings, holiday_from: "2026-12-24" }))).toEqual({
      holiday_to: "onboarding.validation.holiday_days",
    });
    expect(
      errorsOf(storeSettingsInput.safeParse({ ...settings, holiday_from: "2026-12-24", holiday_to: "2026-12-23" })),
    ).toEqual({ holiday_to: "onboarding.validation.holiday_order" });
  });

  it("reads a bank account of 7 to 18 digits as typed with spaces or dashes", () => {
    const bank = { bank_id: "014", rekening: "123 456-7890", cabang: "", atas_nama: "Sari" };
    expect(bankInput.parse(bank)).toEqual({
      bank_code: "014",
      account_number: "1234567890",
      branch: null,
      holder_name: "Sari",
    });
    expect(errorsOf(bankInput.safeParse({ ...bank, rekening: "123456" }))).toEqual({
      rekening: "onboarding.validation.account_number",
    });
  });
});

describe("closure days in WIB", () => {
  it("runs from the first day's midnight in Jakarta to the midnight after the last", () => {
    const window = holidayWindow("2026-12-24", "2026-12-26");
    expect(window.from.toISOString()).toBe("2026-12-23T17:00:00.000Z");
    expect(window.to.toISOString()).toBe("2026-12-26T17:00:00.000Z");
    expect(holidayDays(window)).toEqual({ from: "2026-12-24", to: "2026-12-26" });
    expect(storeDayOf(new Date("2026-12-23T16:59:59Z"))).toBe("2026-12-23");
    expect(dayCount("2026-12-24", "2026-12-26")).toBe(3);
  });
});
