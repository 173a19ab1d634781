import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { companyFields, personalFields } from "../../core/account/index.ts";
import {
  bankDto,
  bankFields,
  locationFields,
  onboardingStateDto,
  storeBankDto,
  storeLocationDto,
  storeSettingsDto,
  storeSettingsFields,
  storeStepFields,
  usernameCheckDto,
  usernameCheckInput,
} from "../../core/merchant/index.ts";
import type { Services } from "../../core/services.ts";
import { translator } from "../../i18n/index.ts";
import { apiCalls } from "../http/api-calls.ts";

const FILES =
  "Files: merchant_photo (purpose store_logo), file_ktp (ktp), file_ktp_selfie (ktp_selfie), file_npwp (npwp), file_company_doc (company_doc), " +
  "each an id from POST /upload/helper; empty keeps the current file. Documents come back as signed links for the owner.";
const personalDto = onboardingStateDto.shape.personal;
const companyDto = onboardingStateDto.shape.company.unwrap();

/**
 * Becoming a seller (spec §7 /auth/information/*, /helper/bank, /helper/usernamecheck) and the merchant
 * centre's store settings (/merchant/dashboard/store|location|bank). Onboarding acts on the signed-in user;
 * the settings act on the caller's own store only (requireMerchant).
 */
export const sellerRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { sellers } = services;
  const user = apiCalls(app, { tag: "seller", caller: "viewer" });
  const anyone = apiCalls(app, { tag: "seller", caller: "public" });
  const merchant = apiCalls(app, { tag: "merchant", caller: "merchant" });

  user.get(
    "/auth/information",
    {
      summary: "Where the user's seller onboarding stands: each step, done or not, and what it holds",
      data: onboardingStateDto,
    },
    async ({ viewer }) => sellers.onboardingState(viewer.userId),
  );

  user.post(
    "/auth/information/personal",
    {
      summary: "Onboarding step 1: the owner's name, phone, NIK, birthday and gender",
      description:
        "NIK 16 digits; phone 08 or 02 then 8-12 digits; birthday YYYY-MM-DD, at least 17 years ago; gender male or female. 422 with a message per field.",
      body: personalFields,
      data: personalDto,
      message: "onboarding.saved.personal",
    },
    async ({ viewer, body }) => {
      const { complete: _complete, ...saved } = await sellers.savePersonal(viewer.userId, body);
      return saved;
    },
  );

  user.post(
    "/auth/information/company",
    {
      summary: "Onboarding step 2: the company the seller acts for (optional for an individual seller)",
      description:
        "NPWP 16 digits (the old 15-digit form, with or without its dots, is stored with a leading 0); required when is_pkp is 'pkp'.",
      body: companyFields,
      data: companyDto,
      message: "onboarding.saved.company",
    },
    async ({ viewer, body }) => sellers.saveCompany(viewer.userId, body),
  );

  user.post(
    "/auth/information/store",
    {
      summary: "Onboarding step 3: name and address of the store; the first call opens it (status 'onboarding')",
      description:
        "Name and slug unique; slug lowercase letters, digits and hyphens. A PKP store must give its NPWP; a company store needs the company step first. " +
        "May be sent again while the store is 'onboarding' (409 after). " +
        FILES,
      body: storeStepFields,
      data: storeSettingsDto,
      message: "onboarding.saved.store",
    },
    async ({ viewer, body }) => sellers.saveStore(viewer.userId, body),
  );

  user.post(
    "/auth/information/location",
    {
      summary: "Onboarding step 4: where the store ships from (region chain, postal code, address)",
      description: "409 before the store step. With the bank step done too, the store opens (or waits for review).",
      body: locationFields,
      data: storeLocationDto,
      message: "onboarding.saved.location",
    },
    async ({ viewer, body }) => sellers.saveLocation(viewer.userId, body),
  );

  user.post(
    "/auth/information/bank",
    {
      summary: "Onboarding step 5: the bank account the store is paid into",
      description:
        "bank_id from GET /helper/bank; rekening 7-18 digits; atas_nama the holder. 409 before the store step. With the location given, the store opens.",
      body: bankFields,
      data: storeBankDto,
      message: "onboarding.saved.bank",
    },
    async ({ viewer, body }) => sellers.saveBank(viewer.userId, body),
  );

  anyone.get(
    "/helper/bank",
    {
      summary: "Indonesian banks a store may be paid into, by name (id is the official bank code)",
      data: z.array(bankDto),
    },
    async ({ reply }) => {
      reply.header("cache-control", "public, max-age=3600");
      return sellers.banks();
    },
  );

  anyone.post(
    "/helper/usernamecheck",
    {
      summary: "Whether a store name and/or slug, as typed, may be used",
      description:
        "Each field asked comes back with `available` and a message (its form first, then whether another store has it). A signed-in merchant's own store does not count.",
      body: usernameCheckInput,
      data: usernameCheckDto,
    },
    async ({ request, body, lang }) => {
      const viewer = await request.viewer();
      return sellers.usernameCheck(body, translator(lang), viewer?.user.merchant?.id ?? null);
    },
  );

  merchant.get(
    "/merchant/dashboard/store",
    { summary: "The merchant's own store: the store's profile and scheduled closure", data: storeSettingsDto },
    async ({ store }) => sellers.storeSettings(store.id),
  );

  merchant.post(
    "/merchant/dashboard/store",
    {
      summary: "Change the store's profile and scheduled closure",
      description: `The store step's fields (the slug never changes once open) and a closure ('libur toko'): holiday_from and holiday_to (YYYY-MM-DD, WIB) or neither, and a note; while closed, its products cannot be bought. ${FILES} 422 with a message per field.`,
      body: storeSettingsFields,
      data: storeSettingsDto,
      message: "onboarding.saved.store",
    },
    async ({ store, body }) => sellers.updateStoreSettings(store.id, body),
  );

  merchant.get(
    "/merchant/dashboard/location",
    { summary: "The merchant's own store: where the store ships from", data: storeLocationDto },
    async ({ store }) => sellers.location(store.id),
  );

  merchant.post(
    "/merchant/dashboard/location",
    {
      summary: "Change where the store ships from",
      description: "The shipping origin of the store's orders from then on. 422 with a message per field.",
      body: locationFields,
      data: storeLocationDto,
      message: "onboarding.saved.location",
    },
    async ({ store, body }) => sellers.updateLocation(store.id, body),
  );

  merchant.get(
    "/merchant/dashboard/bank",
    {
      summary: "The merchant's own store: the bank account the store is paid into (null until given)",
      data: storeBankDto.nullable(),
    },
    async ({ store }) => sellers.bank(store.id),
  );

  merchant.post(
    "/merchant/dashboard/bank",
    {
      summary: "Change the bank account the store is paid into",
      description: "bank_id from GET /helper/bank; rekening 7-18 digits. 422 with a message per field.",
      body: bankFields,
      data: storeBankDto,
      message: "onboarding.saved.bank",
    },
    async ({ store, body }) => sellers.updateBank(store.id, body),
  );
};
