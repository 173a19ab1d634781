import { z } from "zod";

// Rules of the seller forms (personal, company, store, bank) shared by account and merchant. Messages are
// catalogue keys of i18n/<lang>/onboarding.json.

/** Text from JSON or a form; a number is read as its digits (a phone sent as 0812…), white space trimmed. */
export const formText = z
  .union([z.string(), z.number()], { error: "validation.invalid_value" })
  .optional()
  .transform((value) => (value === undefined ? "" : String(value).trim()));

/** A form's yes/no: 'yes'/'no', '1'/'0', 'pkp'/'non-pkp' (spec §3) or a JSON boolean. Absent is no. */
export const formFlag = z
  .union([z.boolean(), z.enum(["yes", "no", "1", "0", "true", "false", "pkp", "non-pkp", ""])], {
    error: "validation.invalid_value",
  })
  .optional()
  .transform((value) => value === true || value === "yes" || value === "1" || value === "true" || value === "pkp");

/** Spec §5/§9 phone: 08 or 02, then 8 to 12 digits; spaces, dots and dashes as typed are dropped. */
export const PHONE_PATTERN = /^0[82]\d{8,12}$/;

export function phoneField(ctx: z.RefinementCtx, field: string, value: string): string {
  const phone = value.replace(/[\s.-]/g, "");
  if (phone === "") ctx.addIssue({ code: "custom", path: [field], message: "validation.required" });
  else if (!PHONE_PATTERN.test(phone))
    ctx.addIssue({ code: "custom", path: [field], message: "onboarding.validation.phone" });
  return phone;
}

/** A person's name as on an identity card or a bank account: letters, spaces and . , ' - */
const PERSON_NAME = /^[\p{L}\p{M} .,'-]+$/u;

export function personNameField(ctx: z.RefinementCtx, field: string, value: string, max = 100): string {
  const name = value.replace(/\s+/g, " ");
  if (name === "") ctx.addIssue({ code: "custom", path: [field], message: "validation.required" });
  else if (name.length < 2 || name.length > max)
    ctx.addIssue({ code: "custom", path: [field], message: "onboarding.validation.name_length" });
  else if (!PERSON_NAME.test(name))
    ctx.addIssue({ code: "custom", path: [field], message: "onboarding.validation.name_chars" });
  return name;
}

/** A required free text up to `max` characters (white space runs folded). */
export function requiredText(ctx: z.RefinementCtx, field: string, value: string, max: number): string {
  const text = value.replace(/\s+/g, " ");
  if (text === "") ctx.addIssue({ code: "custom", path: [field], message: "validation.required" });
  else if (text.length > max)
    ctx.addIssue({ code: "custom", path: [field], message: `onboarding.validation.max_${max}` });
  return text;
}

/**
 * NPWP: 16 digits (the NIK-based number since 2024). The old 15-digit number, typed with or without its dots
 * and dash (XX.XXX.XXX.X-XXX.XXX), is accepted and becomes 16 digits with a leading 0, as the tax office
 * converts it. Returns the 16 digits, or null when nothing was given.
 */
export function normalizeNpwp(value: string): string | null | undefined {
  const compact = value.replace(/\s/g, "");
  if (compact === "") return null;
  if (/^\d{16}$/.test(compact)) return compact;
  if (/^\d{15}$/.test(compact)) return `0${compact}`;
  if (/^\d{2}\.\d{3}\.\d{3}\.\d-\d{3}\.\d{3}$/.test(compact)) return `0${compact.replace(/\D/g, "")}`;
  return undefined;
}

export function npwpField(ctx: z.RefinementCtx, field: string, value: string, required: boolean): string | null {
  const npwp = normalizeNpwp(value);
  if (npwp === undefined) {
    ctx.addIssue({ code: "custom", path: [field], message: "onboarding.validation.npwp" });
    return null;
  }
  if (npwp === null && required)
    ctx.addIssue({ code: "custom", path: [field], message: "onboarding.validation.npwp_required" });
  return npwp;
}

export const GENDERS = ["male", "female"] as const;
/** Sellers must be adults: the age at which an Indonesian gets an identity card (KTP). */
export const SELLER_MIN_AGE = 17;

/** POST /auth/information/personal: the owner's identity (spec §3 buyer bio, plus the NIK). */
export const personalFields = z
  .object({
    fullname: formText,
    phone: formText,
    nik: formText,
    birthday: formText,
    gender: formText,
    lang: z.enum(["id", "en"]).optional(),
  })
  .strict();
export const personalInput = personalFields.transform((raw, ctx) => {
  const fullname = personNameField(ctx, "fullname", raw.fullname);
  const phone = phoneField(ctx, "phone", raw.phone);
  const nik = raw.nik.replace(/\s/g, "");
  if (nik === "") ctx.addIssue({ code: "custom", path: ["nik"], message: "validation.required" });
  else if (!/^\d{16}$/.test(nik)) ctx.addIssue({ code: "custom", path: ["nik"], message: "onboarding.validation.nik" });
  const birthday = raw.birthday;
  if (birthday === "") ctx.addIssue({ code: "custom", path: ["birthday"], message: "validation.required" });
  else if (!isCalendarDate(birthday))
    ctx.addIssue({ code: "custom", path: ["birthday"], message: "onboarding.validation.birthday" });
  if (raw.gender === "") ctx.addIssue({ code: "custom", path: ["gender"], message: "validation.required" });
  else if (!(GENDERS as readonly string[]).includes(raw.gender))
    ctx.addIssue({ code: "custom", path: ["gender"], message: "validation.invalid_value" });
  return { fullname, phone, nik, birthday, gender: raw.gender as (typeof GENDERS)[number] };
});
export type PersonalInput = z.infer<typeof personalInput>;

/** YYYY-MM-DD naming a real day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole years from `birthday` (YYYY-MM-DD) to `today` (YYYY-MM-DD). */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** POST /auth/information/company: the business the seller acts for (spec §3 buyer company fields). */
export const companyFields = z
  .object({
    company_name: formText,
    address: formText,
    is_pkp: formFlag,
    no_npwp: formText,
    pic_name: formText,
    pic_phone: formText,
    lang: z.enum(["id", "en"]).optional(),
  })
  .strict();
export const companyInput = companyFields.transform((raw, ctx) => ({
  company_name: requiredText(ctx, "company_name", raw.company_name, 100),
  address: requiredText(ctx, "address", raw.address, 200),
  is_pkp: raw.is_pkp,
  npwp: npwpField(ctx, "no_npwp", raw.no_npwp, raw.is_pkp),
  pic_name: personNameField(ctx, "pic_name", raw.pic_name),
  pic_phone: phoneField(ctx, "pic_phone", raw.pic_phone),
}));
export type CompanyInput = z.infer<typeof companyInput>;
