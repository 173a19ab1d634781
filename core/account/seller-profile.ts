import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import type { Clock } from "../shared/clock.ts";
import { invalidInput } from "../shared/errors.ts";
import { parseInput } from "../shared/validation.ts";
import { company, user } from "./account.tables.ts";
import {
  ageOn,
  companyInput,
  personalInput,
  SELLER_MIN_AGE,
  type CompanyInput,
  type PersonalInput,
} from "./seller-profile.inputs.ts";

/** The owner's identity as the onboarding shows it; fields not yet given are null. */
export interface PersonalDto {
  fullname: string | null;
  phone: string | null;
  nik: string | null;
  birthday: string | null;
  gender: string | null;
  /** Every field of the personal step is given. */
  complete: boolean;
}

/** The company a user acts for (spec §3 buyer company; a seller's business). */
export interface CompanyDto {
  company_name: string;
  address: string;
  is_pkp: "pkp" | "non-pkp";
  no_npwp: string | null;
  pic_name: string;
  pic_phone: string;
}

/**
 * A user's seller identity: personal details on the user row, and the company record (account owns both;
 * issue 25's buyer company reuses the company record).
 */
export function createSellerProfileService({ db, clock }: { db: Executor; clock: Clock }) {
  async function personal(userId: number): Promise<PersonalDto> {
    const [row] = await db
      .select({
        fullname: user.fullname,
        phone: user.phone,
        nik: user.nik,
        birthday: user.birthday,
        gender: user.gender,
      })
      .from(user)
      .where(eq(user.id, userId));
    const values = row ?? { fullname: null, phone: null, nik: null, birthday: null, gender: null };
    return { ...values, complete: Object.values(values).every((value) => value !== null && value !== "") };
  }

  async function companyOf(userId: number): Promise<CompanyDto | null> {
    const [row] = await db.select().from(company).where(eq(company.user_id, userId));
    if (!row) return null;
    return {
      company_name: row.company_name,
      address: row.address,
      is_pkp: row.is_pkp ? "pkp" : "non-pkp",
      no_npwp: row.npwp,
      pic_name: row.pic_name,
      pic_phone: row.pic_phone,
    };
  }

  return {
    personal,
    company: companyOf,

    async savePersonal(userId: number, raw: unknown): Promise<PersonalDto> {
      const input: PersonalInput = parseInput(personalInput, raw);
      if (ageOn(input.birthday, clock.now().toISOString().slice(0, 10)) < SELLER_MIN_AGE) {
        throw invalidInput({ birthday: { key: "onboarding.validation.age", values: { age: SELLER_MIN_AGE } } });
      }
      await db
        .update(user)
        .set({ ...input, updated_at: sql`now()` })
        .where(eq(user.id, userId));
      return personal(userId);
    },

    async saveCompany(userId: number, raw: unknown): Promise<CompanyDto> {
      const input: CompanyInput = parseInput(companyInput, raw);
      await db
        .insert(company)
        .values({ user_id: userId, ...input })
        .onConflictDoUpdate({ target: company.user_id, set: { ...input, updated_at: sql`now()` } });
      return (await companyOf(userId))!;
    },
  };
}

export type SellerProfileService = ReturnType<typeof createSellerProfileService>;
