import type { Database, Executor } from "../../db/client.ts";
import type { MediaService } from "../media/index.ts";
import { MERCHANT_STATUSES, type MerchantStatus, type SellerProfileService } from "../account/index.ts";
import type { RegionService } from "../region/index.ts";
import { REGION_CHAIN_MESSAGES } from "../region/index.ts";
import { createSettingsRepository } from "../settings/index.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError, invalidInput, isAppError, uniqueViolation, type Message } from "../shared/errors.ts";
import { parseInput } from "../shared/validation.ts";
import type {
  BankDto,
  OnboardingStateDto,
  StoreBankDto,
  StoreFileDto,
  StoreLocationDto,
  StoreSettingsDto,
  UsernameCheckDto,
} from "./seller.dto.ts";
import {
  bankInput,
  foldSpaces,
  HOLIDAY_MAX_DAYS,
  locationInput,
  slugProblem,
  STORE_FILE_FIELDS,
  storeNameProblem,
  type StoreFileField,
  storeSettingsInput,
  storeStepInput,
  usernameCheckInput,
} from "./seller.inputs.ts";
import { createSellerRepository, type SellerStoreRow } from "./seller.repository.ts";
import { dayCount, holidayDays, holidayWindow, ONBOARDING_STEPS, storeDayOf } from "./seller.view.ts";

/** The app_setting that makes new stores wait for an operator's approval (default: they open at once). */
export const REVIEW_NEW_STORES_SETTING = "merchant.review_new_stores";

/** The unique indexes behind a store's name (whatever its case) and address (merchant.tables.ts). */
const STORE_NAME_INDEX = "idx_merchant_lower_name";
const STORE_SLUG_INDEX = "idx_merchant_slug";

type Translate = (key: string, values?: Record<string, string | number>) => string;

function merchantStatus(status: string): MerchantStatus {
  return (MERCHANT_STATUSES as readonly string[]).includes(status) ? (status as MerchantStatus) : "closed";
}

/** A store closed for its holiday at `now`. */
export function onHoliday(row: { holiday_from: Date | null; holiday_to: Date | null }, now: Date): boolean {
  return row.holiday_from !== null && row.holiday_to !== null && row.holiday_from <= now && now < row.holiday_to;
}

export interface SellerServiceDeps {
  db: Database;
  clock: Clock;
  regions: Pick<RegionService, "chainError" | "resolve">;
  profiles: SellerProfileService;
  media: Pick<MediaService, "claim" | "release" | "publicUrl" | "signedLink">;
}

/** Where each file field of the store form is kept on the store row. */
const FILE_COLUMNS = {
  merchant_photo: "logo_file_id",
  file_ktp: "ktp_file_id",
  file_ktp_selfie: "ktp_selfie_file_id",
  file_npwp: "npwp_file_id",
  file_company_doc: "company_doc_file_id",
} as const satisfies Record<StoreFileField, keyof NonNullable<SellerStoreRow>>;
type FileColumn = (typeof FILE_COLUMNS)[StoreFileField];
const FILE_FIELDS = Object.keys(FILE_COLUMNS) as StoreFileField[];

/** The documents a store owes (decision 0023): KTP and selfie always, NPWP when PKP, company papers for a company. */
export function documentsMissing(row: Pick<SellerStoreRow & object, FileColumn | "is_pkp" | "is_company">) {
  const missing: ("file_ktp" | "file_ktp_selfie" | "file_npwp" | "file_company_doc")[] = [];
  if (!row.ktp_file_id) missing.push("file_ktp");
  if (!row.ktp_selfie_file_id) missing.push("file_ktp_selfie");
  if (row.is_pkp && !row.npwp_file_id) missing.push("file_npwp");
  if (row.is_company && !row.company_doc_file_id) missing.push("file_company_doc");
  return missing;
}

/**
 * Becoming a seller (the onboarding of issue 23: personal → company → store → location → bank) and the
 * store's own settings afterwards. Every write names its store by the signed-in user or the merchant
 * centre's store id, never by an id from the request.
 */
export function createSellerService({ db, clock, regions, profiles, media }: SellerServiceDeps) {
  const sellers = createSellerRepository(db);
  const settings = createSettingsRepository(db);

  /** The owner's link to a file of the store; null when there is none (or it was swept). */
  async function fileLink(id: string | null, ownerUserId: number): Promise<StoreFileDto | null> {
    if (!id) return null;
    try {
      return { id, ...(await media.signedLink(id, ownerUserId, "full")) };
    } catch (error) {
      if (isAppError(error) && error.code === "NOT_FOUND") return null;
      throw error;
    }
  }

  /**
   * Claims the files a save names, inside its transaction, and releases the ones they replace: the store
   * columns to write. Every refused file is reported under its own field.
   */
  async function claimFiles(
    tx: Executor,
    ownerUserId: number,
    row: (SellerStoreRow & object) | undefined,
    files: Record<StoreFileField, string>,
  ) {
    const columns: Partial<Record<FileColumn | "logo_url", string>> = {};
    const replaced: string[] = [];
    const errors: Record<string, Message> = {};
    for (const field of FILE_FIELDS) {
      const id = files[field];
      if (id === "") continue;
      try {
        await media.claim(tx, { ownerUserId, ids: id, purposes: [STORE_FILE_FIELDS[field]], field });
      } catch (error) {
        if (!isAppError(error) || !error.fieldErrors) throw error;
        Object.assign(errors, error.fieldErrors);
        continue;
      }
      columns[FILE_COLUMNS[field]] = id;
      const previous = row?.[FILE_COLUMNS[field]];
      if (previous && previous !== id) replaced.push(previous);
    }
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    // Every storefront read shows the logo by its address.
    if (columns.logo_file_id) columns.logo_url = media.publicUrl(columns.logo_file_id, "full");
    if (replaced.length > 0) await media.release(tx, { ownerUserId, ids: replaced });
    return columns;
  }

  async function toSettings(row: SellerStoreRow & object): Promise<StoreSettingsDto> {
    const window = row.holiday_from && row.holiday_to ? { from: row.holiday_from, to: row.holiday_to } : null;
    const [logo, ktp, selfie, npwp, companyDoc] = await Promise.all(
      FILE_FIELDS.map((field) => fileLink(row[FILE_COLUMNS[field]], row.user_id)),
    );
    return {
      id: row.id,
      merchant_name: row.name,
      merchant_slug: row.slug,
      description: row.description,
      is_company: row.is_company,
      is_pkp: row.is_pkp ? "pkp" : "non-pkp",
      no_npwp: row.npwp,
      pic_name: row.pic_name,
      pic_phone: row.pic_phone,
      merchant_photo: logo ?? null,
      file_ktp: ktp ?? null,
      file_ktp_selfie: selfie ?? null,
      file_npwp: npwp ?? null,
      file_company_doc: companyDoc ?? null,
      documents_missing: documentsMissing(row),
      status: merchantStatus(row.status),
      holiday: window ? { ...holidayDays(window), note: row.holiday_note } : null,
      on_holiday: onHoliday(row, clock.now()),
    };
  }

  async function toLocation(row: SellerStoreRow & object): Promise<StoreLocationDto> {
    const resolved = row.village_id ? await regions.resolve(row.village_id) : null;
    return {
      province_id: row.province_id,
      province: resolved?.province.name ?? null,
      city_id: row.city_id,
      city: resolved?.city.name ?? null,
      sub_district_id: row.district_id,
      sub_district: resolved?.district.name ?? null,
      area_id: row.village_id,
      area: resolved?.village.name ?? null,
      zipcode: row.zipcode,
      address: row.address,
    };
  }

  async function bankOf(storeId: number): Promise<StoreBankDto | null> {
    const row = await sellers.bankAccount(storeId);
    if (!row) return null;
    return {
      bank_id: row.bank_code,
      bank_name: row.bank_name,
      rekening: row.account_number,
      cabang: row.branch,
      atas_nama: row.holder_name,
    };
  }

  async function storeById(storeId: number) {
    const row = await sellers.storeById(storeId);
    if (!row) throw new AppError("NOT_FOUND", "store.not_found");
    return row;
  }

  async function storeOfUser(userId: number) {
    const row = await sellers.storeOfUser(userId);
    if (!row) throw new AppError("CONFLICT", "onboarding.errors.store_first");
    return row;
  }

  /** Name and slug free for this store; both problems at once, as field errors. */
  async function checkUnique(name: string, slug: string | null, storeId: number | null) {
    const [nameTaken, slugTaken] = await Promise.all([
      sellers.nameTaken(name, storeId),
      slug === null ? false : sellers.slugTaken(slug, storeId),
    ]);
    const errors: Record<string, Message> = {};
    if (nameTaken) errors.merchant_name = { key: "onboarding.validation.store_name_taken" };
    if (slugTaken) errors.merchant_slug = { key: "onboarding.validation.slug_taken" };
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
  }

  /**
   * A store write that another save beat to the name or the address between the check and the write:
   * the form's field error (as checkUnique gives it), not a 500.
   */
  async function uniqueStoreWrite<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error, STORE_NAME_INDEX))
        throw invalidInput({ merchant_name: { key: "onboarding.validation.store_name_taken" } });
      if (uniqueViolation(error, STORE_SLUG_INDEX))
        throw invalidInput({ merchant_slug: { key: "onboarding.validation.slug_taken" } });
      throw error;
    }
  }

  /** A store as a company needs the owner's company details first (the company step). */
  async function checkCompany(userId: number, isCompany: boolean) {
    if (isCompany && !(await profiles.company(userId))) {
      throw invalidInput({ is_company: { key: "onboarding.validation.company_first" } });
    }
  }

  /** The store opens (or waits for review) once its location and bank account are both given. */
  async function openIfReady(storeId: number) {
    const review = (await settings.get<boolean>(REVIEW_NEW_STORES_SETTING)) === true;
    await sellers.openIfReady(storeId, review ? "pending_review" : "active");
  }

  async function writeLocation(storeId: number, raw: unknown) {
    const input = parseInput(locationInput, raw);
    const wrong = await regions.chainError(input);
    if (wrong) throw invalidInput({ [wrong]: { key: REGION_CHAIN_MESSAGES[wrong] } });
    await sellers.updateStore(storeId, {
      province_id: input.province_id,
      city_id: input.city_id,
      district_id: input.sub_district_id,
      village_id: input.area_id,
      zipcode: input.zipcode,
      address: input.address,
    });
  }

  async function writeBank(storeId: number, raw: unknown) {
    const input = parseInput(bankInput, raw);
    if (!(await sellers.bankExists(input.bank_code))) {
      throw invalidInput({ bank_id: { key: "onboarding.validation.bank_unknown" } });
    }
    await sellers.saveBankAccount(storeId, input);
  }

  const service = {
    async banks(): Promise<BankDto[]> {
      return (await sellers.banks()).map((row) => ({ id: row.code, code: row.code, name: row.name }));
    },

    /** Whether a store name and/or slug, as typed, may be used (by this store, when a merchant asks). */
    async usernameCheck(raw: unknown, t: Translate, storeId: number | null): Promise<UsernameCheckDto> {
      const input = parseInput(usernameCheckInput, raw);
      const answer: UsernameCheckDto = {};
      if (input.merchant_name !== undefined) {
        const name = foldSpaces(input.merchant_name);
        const problem =
          storeNameProblem(name) ??
          ((await sellers.nameTaken(name, storeId)) ? "onboarding.validation.store_name_taken" : null);
        answer.merchant_name = { available: problem === null, message: t(problem ?? "onboarding.check.name_free") };
      }
      if (input.merchant_slug !== undefined) {
        const slug = input.merchant_slug.trim().toLowerCase();
        const problem =
          slugProblem(slug) ?? ((await sellers.slugTaken(slug, storeId)) ? "onboarding.validation.slug_taken" : null);
        answer.merchant_slug = { available: problem === null, message: t(problem ?? "onboarding.check.slug_free") };
      }
      return answer;
    },

    /** GET /auth/information: each step, done or not, and what it holds. */
    async onboardingState(userId: number): Promise<OnboardingStateDto> {
      const [personal, company, store] = await Promise.all([
        profiles.personal(userId),
        profiles.company(userId),
        sellers.storeOfUser(userId),
      ]);
      const [location, bank] = store ? await Promise.all([toLocation(store), bankOf(store.id)]) : [null, null];
      const done: Record<(typeof ONBOARDING_STEPS)[number], boolean> = {
        personal: personal.complete,
        // Optional for a seller who is not a company: passed once the store exists.
        company: company !== null || store !== undefined,
        store: store !== undefined,
        location: store?.city_id != null && store.village_id !== null,
        bank: bank !== null,
      };
      const { complete: _complete, ...personalFields } = personal;
      return {
        steps: ONBOARDING_STEPS.map((step) => ({ step, done: done[step] })),
        current_step: ONBOARDING_STEPS.find((step) => !done[step]) ?? null,
        personal: personalFields,
        company,
        store: store ? await toSettings(store) : null,
        location,
        bank,
      };
    },

    savePersonal: (userId: number, raw: unknown) => profiles.savePersonal(userId, raw),
    saveCompany: (userId: number, raw: unknown) => profiles.saveCompany(userId, raw),

    /**
     * The store step: the first call creates the user's store ('onboarding'); while it is still being
     * opened the step may be sent again and changes it, address included. After that, the merchant
     * centre's store settings change it.
     */
    async saveStore(userId: number, raw: unknown): Promise<StoreSettingsDto> {
      const input = parseInput(storeStepInput, raw);
      const existing = await sellers.storeOfUser(userId);
      if (existing && existing.status !== "onboarding") throw new AppError("CONFLICT", "onboarding.errors.store_open");
      await checkUnique(input.name, input.slug, existing?.id ?? null);
      await checkCompany(userId, input.is_company);
      const { files, ...values } = input;
      if (existing) {
        await uniqueStoreWrite(() =>
          db.transaction(async (tx) => {
            const columns = await claimFiles(tx, userId, existing, files);
            await createSellerRepository(tx).updateStore(existing.id, { ...values, ...columns });
          }),
        );
        return toSettings(await storeById(existing.id));
      }
      const created = await db.transaction(async (tx) => {
        const repository = createSellerRepository(tx);
        const row = await repository.createStore(userId, values);
        if (row) await repository.updateStore(row.id, await claimFiles(tx, userId, undefined, files));
        return row;
      });
      if (!created) {
        // Between the checks and the insert, the user opened a store elsewhere (then this changes it) or
        // another store took the name or the slug (the checks, made again, say which).
        if (await sellers.storeOfUser(userId)) return service.saveStore(userId, raw);
        await checkUnique(input.name, input.slug, null);
        throw invalidInput({ merchant_slug: { key: "onboarding.validation.slug_taken" } });
      }
      return toSettings(await storeById(created.id));
    },

    async saveLocation(userId: number, raw: unknown): Promise<StoreLocationDto> {
      const store = await storeOfUser(userId);
      await writeLocation(store.id, raw);
      await openIfReady(store.id);
      return toLocation(await storeById(store.id));
    },

    async saveBank(userId: number, raw: unknown): Promise<StoreBankDto> {
      const store = await storeOfUser(userId);
      await writeBank(store.id, raw);
      await openIfReady(store.id);
      return (await bankOf(store.id))!;
    },

    // ---- the merchant centre's store settings (GET|POST /merchant/dashboard/store|location|bank) ----

    async storeSettings(storeId: number): Promise<StoreSettingsDto> {
      return toSettings(await storeById(storeId));
    },

    async updateStoreSettings(storeId: number, raw: unknown): Promise<StoreSettingsDto> {
      const input = parseInput(storeSettingsInput, raw);
      const store = await storeById(storeId);
      await checkUnique(input.name, null, storeId);
      await checkCompany(store.user_id, input.is_company);
      const { holiday, files, ...values } = input;
      let window: { from: Date; to: Date } | null = null;
      if (holiday) {
        const today = storeDayOf(clock.now());
        const unchanged =
          store.holiday_from !== null &&
          store.holiday_to !== null &&
          holidayDays({ from: store.holiday_from, to: store.holiday_to }).from === holiday.from;
        // A closure already under way keeps its first day; a new one cannot start in the past.
        if (holiday.from < today && !unchanged)
          throw invalidInput({ holiday_from: { key: "onboarding.validation.holiday_past" } });
        if (holiday.to < today) throw invalidInput({ holiday_to: { key: "onboarding.validation.holiday_past" } });
        if (dayCount(holiday.from, holiday.to) > HOLIDAY_MAX_DAYS)
          throw invalidInput({
            holiday_to: { key: "onboarding.validation.holiday_long", values: { days: HOLIDAY_MAX_DAYS } },
          });
        window = holidayWindow(holiday.from, holiday.to);
      }
      const closure = window;
      await uniqueStoreWrite(() =>
        db.transaction(async (tx) => {
          const columns = await claimFiles(tx, store.user_id, store, files);
          await createSellerRepository(tx).updateStore(storeId, {
            ...values,
            ...columns,
            holiday_from: closure?.from ?? null,
            holiday_to: closure?.to ?? null,
            holiday_note: holiday?.note ?? null,
          });
        }),
      );
      return toSettings(await storeById(storeId));
    },

    async location(storeId: number): Promise<StoreLocationDto> {
      return toLocation(await storeById(storeId));
    },

    async updateLocation(storeId: number, raw: unknown): Promise<StoreLocationDto> {
      await storeById(storeId);
      await writeLocation(storeId, raw);
      await openIfReady(storeId);
      return toLocation(await storeById(storeId));
    },

    async bank(storeId: number): Promise<StoreBankDto | null> {
      await storeById(storeId);
      return bankOf(storeId);
    },

    async updateBank(storeId: number, raw: unknown): Promise<StoreBankDto> {
      await storeById(storeId);
      await writeBank(storeId, raw);
      await openIfReady(storeId);
      return (await bankOf(storeId))!;
    },

    /** The operator's approval of a store waiting for review (the CLI's, until the operator console). */
    async approve(slug: string) {
      return sellers.approve(slug);
    },
  };
  return service;
}

export type SellerService = ReturnType<typeof createSellerService>;
