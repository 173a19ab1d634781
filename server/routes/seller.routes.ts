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
import { requireMerchant, requireViewer } from "../http/auth.ts";
import { envelope } from "../http/response-schemas.ts";
import { bearerRoute, merchantRoute } from "../http/route-options.ts";

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

  app.get(
    "/auth/information",
    bearerRoute("seller", {
      summary: "Where the user's seller onboarding stands: each step, done or not, and what it holds",
      response: { 200: envelope(onboardingStateDto) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.ok(await sellers.onboardingState(viewer.userId));
    },
  );

  app.post(
    "/auth/information/personal",
    bearerRoute("seller", {
      summary: "Onboarding step 1: the owner's name, phone, NIK, birthday and gender",
      description:
        "NIK 16 digits; phone 08 or 02 then 8-12 digits; birthday YYYY-MM-DD, at least 17 years ago; gender male or female. 422 with a message per field.",
      body: personalFields,
      response: { 200: envelope(personalDto) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const { complete: _complete, ...saved } = await sellers.savePersonal(viewer.userId, request.body);
      return reply.ok(saved, { message: { key: "onboarding.saved.personal" } });
    },
  );

  app.post(
    "/auth/information/company",
    bearerRoute("seller", {
      summary: "Onboarding step 2: the company the seller acts for (optional for an individual seller)",
      description:
        "NPWP 16 digits (the old 15-digit form, with or without its dots, is stored with a leading 0); required when is_pkp is 'pkp'.",
      body: companyFields,
      response: { 200: envelope(companyDto) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.ok(await sellers.saveCompany(viewer.userId, request.body), {
        message: { key: "onboarding.saved.company" },
      });
    },
  );

  app.post(
    "/auth/information/store",
    bearerRoute("seller", {
      summary: "Onboarding step 3: name and address of the store; the first call opens it (status 'onboarding')",
      description:
        "Name and slug unique; slug lowercase letters, digits and hyphens. A PKP store must give its NPWP; a company store needs the company step first. " +
        "May be sent again while the store is 'onboarding' (409 after). " +
        FILES,
      body: storeStepFields,
      response: { 200: envelope(storeSettingsDto) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.ok(await sellers.saveStore(viewer.userId, request.body), {
        message: { key: "onboarding.saved.store" },
      });
    },
  );

  app.post(
    "/auth/information/location",
    bearerRoute("seller", {
      summary: "Onboarding step 4: where the store ships from (region chain, postal code, address)",
      description: "409 before the store step. With the bank step done too, the store opens (or waits for review).",
      body: locationFields,
      response: { 200: envelope(storeLocationDto) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.ok(await sellers.saveLocation(viewer.userId, request.body), {
        message: { key: "onboarding.saved.location" },
      });
    },
  );

  app.post(
    "/auth/information/bank",
    bearerRoute("seller", {
      summary: "Onboarding step 5: the bank account the store is paid into",
      description:
        "bank_id from GET /helper/bank; rekening 7-18 digits; atas_nama the holder. 409 before the store step. With the location given, the store opens.",
      body: bankFields,
      response: { 200: envelope(storeBankDto) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.ok(await sellers.saveBank(viewer.userId, request.body), {
        message: { key: "onboarding.saved.bank" },
      });
    },
  );

  app.get(
    "/helper/bank",
    {
      schema: {
        tags: ["seller"],
        summary: "Indonesian banks a store may be paid into, by name (id is the official bank code)",
        response: { 200: envelope(z.array(bankDto)) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return reply.ok(await sellers.banks());
    },
  );

  app.post(
    "/helper/usernamecheck",
    {
      schema: {
        tags: ["seller"],
        summary: "Whether a store name and/or slug, as typed, may be used",
        description:
          "Each field asked comes back with `available` and a message (its form first, then whether another store has it). A signed-in merchant's own store does not count.",
        body: usernameCheckInput,
        response: { 200: envelope(usernameCheckDto) },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const storeId = viewer?.user.merchant?.id ?? null;
      return reply.ok(await sellers.usernameCheck(request.body, translator(request.lang), storeId));
    },
  );

  app.get(
    "/merchant/dashboard/store",
    merchantRoute("merchant", {
      summary: "The merchant's own store: the store's profile and scheduled closure",
      response: { 200: envelope(storeSettingsDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await sellers.storeSettings(store.id));
    },
  );

  app.post(
    "/merchant/dashboard/store",
    merchantRoute("merchant", {
      summary: "Change the store's profile and scheduled closure",
      description: `The store step's fields (the slug never changes once open) and a closure ('libur toko'): holiday_from and holiday_to (YYYY-MM-DD, WIB) or neither, and a note; while closed, its products cannot be bought. ${FILES} 422 with a message per field.`,
      body: storeSettingsFields,
      response: { 200: envelope(storeSettingsDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await sellers.updateStoreSettings(store.id, request.body), {
        message: { key: "onboarding.saved.store" },
      });
    },
  );

  app.get(
    "/merchant/dashboard/location",
    merchantRoute("merchant", {
      summary: "The merchant's own store: where the store ships from",
      response: { 200: envelope(storeLocationDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await sellers.location(store.id));
    },
  );

  app.post(
    "/merchant/dashboard/location",
    merchantRoute("merchant", {
      summary: "Change where the store ships from",
      description: "The shipping origin of the store's orders from then on. 422 with a message per field.",
      body: locationFields,
      response: { 200: envelope(storeLocationDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await sellers.updateLocation(store.id, request.body), {
        message: { key: "onboarding.saved.location" },
      });
    },
  );

  app.get(
    "/merchant/dashboard/bank",
    merchantRoute("merchant", {
      summary: "The merchant's own store: the bank account the store is paid into (null until given)",
      response: { 200: envelope(storeBankDto.nullable()) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await sellers.bank(store.id));
    },
  );

  app.post(
    "/merchant/dashboard/bank",
    merchantRoute("merchant", {
      summary: "Change the bank account the store is paid into",
      description: "bank_id from GET /helper/bank; rekening 7-18 digits. 422 with a message per field.",
      body: bankFields,
      response: { 200: envelope(storeBankDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await sellers.updateBank(store.id, request.body), { message: { key: "onboarding.saved.bank" } });
    },
  );
};
