import { data } from "react-router";
import { STORE_FILE_FIELDS, type StoreFileField } from "../../../core/merchant/seller.view.ts";
import { HTTP_STATUS_BY_CODE, invalidInput, isAppError, type Message } from "../../../core/shared/errors.ts";
import { uploadFieldName } from "../../features/merchant/store-file-fields.tsx";
import { translator } from "../../../i18n/index.ts";
import type { SellerFormFailure } from "../../features/merchant/seller-form.tsx";
import type { RegionLists } from "../../features/address/region-selects.tsx";
import type { RequestContext } from "../../lib/app-context.ts";
import type { Lang } from "../../lib/i18n.tsx";

/** A page form's text fields as the service's schemas read them (the API payload's names). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (key === "_csrf" || key === "intent" || typeof value !== "string") continue;
    fields[key] = value;
  }
  return fields;
}

/**
 * A refused seller form: a message per field in the page's language, and the values as sent, so that only
 * the wrong fields need typing again. Anything that is not a domain error goes to the error boundary.
 */
export function sellerFormFailure(error: unknown, lang: Lang, values: Record<string, string>) {
  if (!isAppError(error)) throw error;
  const t = translator(lang);
  const errors = Object.fromEntries(
    Object.entries(error.fieldErrors ?? {}).map(([field, message]) => [field, t(message.key, message.values)]),
  );
  return data<SellerFormFailure>(
    { message: t(error.messageKey, error.values), errors, values },
    { status: HTTP_STATUS_BY_CODE[error.code] },
  );
}

/** The region lists a location form needs: provinces, and each lower level once the one above is valid. */
export async function locationLists(
  ctx: RequestContext,
  chosen: {
    province_id?: string | null;
    city_id?: string | null;
    sub_district_id?: string | null;
    area_id?: string | null;
  },
): Promise<{ lists: RegionLists; chain: Record<"province_id" | "city_id" | "sub_district_id" | "area_id", string> }> {
  const { regions } = ctx.services;
  const prefix = await regions.validPrefix({
    province_id: chosen.province_id ?? "",
    city_id: chosen.city_id ?? "",
    sub_district_id: chosen.sub_district_id ?? "",
    area_id: chosen.area_id ?? "",
  });
  const [province, city, district, village] = await Promise.all([
    regions.provinces(),
    prefix.province_id ? regions.cities(prefix.province_id) : undefined,
    prefix.city_id ? regions.districts(prefix.city_id) : undefined,
    prefix.sub_district_id ? regions.villages(prefix.sub_district_id) : undefined,
  ]);
  return {
    lists: { province, city, district, village },
    chain: {
      province_id: prefix.province_id ?? "",
      city_id: prefix.city_id ?? "",
      sub_district_id: prefix.sub_district_id ?? "",
      area_id: prefix.area_id ?? "",
    },
  };
}

/** Without JavaScript, 'Continue' on a location form: the values with the next region list. */
export async function regionStep(ctx: RequestContext, values: Record<string, string>) {
  const { lists, chain } = await locationLists(ctx, values);
  return data({ values: { ...values, ...chain }, lists, errors: {}, message: "" });
}

/** A refused form; a location form's comes back with its region lists. */
export async function refusedForm(
  ctx: RequestContext,
  error: unknown,
  lang: Lang,
  values: Record<string, string>,
  withRegions: boolean,
) {
  const failure = sellerFormFailure(error, lang, values);
  if (!withRegions) return failure;
  const { lists } = await locationLists(ctx, values);
  return data({ ...failure.data, lists }, failure.init ?? undefined);
}

/**
 * Without JavaScript, a store form posts its files: each chosen file is uploaded for its field's purpose and
 * its id put in `values` as the API would receive it. A refused file is that field's error (thrown as the
 * service would, so the form shows it beside the field).
 */
export async function uploadStoreFiles(
  ctx: RequestContext,
  ownerUserId: number,
  form: FormData,
  values: Record<string, string>,
): Promise<void> {
  const errors: Record<string, Message> = {};
  for (const field of Object.keys(STORE_FILE_FIELDS) as StoreFileField[]) {
    const file = form.get(uploadFieldName(field));
    if (!(file instanceof File) || file.size === 0) continue;
    try {
      const uploaded = await ctx.services.media.upload({
        ownerUserId,
        purpose: STORE_FILE_FIELDS[field],
        filename: file.name,
        bytes: Buffer.from(await file.arrayBuffer()),
      });
      values[field] = uploaded.id;
    } catch (error) {
      if (!isAppError(error)) throw error;
      errors[field] = error.fieldErrors?.file ?? {
        key: error.messageKey,
        ...(error.values ? { values: error.values } : {}),
      };
    }
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}
