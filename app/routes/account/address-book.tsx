import { data, Form, redirect, useNavigation } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/address-book";
import type { AddressDto } from "../../../core/address/address.dto.ts";
import { ADDRESS_BOOK_MAX } from "../../../core/address/address.view.ts";
import { HTTP_STATUS_BY_CODE, isAppError } from "../../../core/shared/errors.ts";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import {
  AddressFields,
  useAddressValidation,
  type AddressDraft,
  type AddressFieldError,
} from "../../features/address/address-form.tsx";
import { AddressList } from "../../features/address/address-list.tsx";
import type { RegionLists } from "../../features/address/region-selects.tsx";
import type { RequestContext } from "../../lib/app-context.ts";
import { noticeFromError } from "../../lib/action-outcome.server.ts";
import { safeRedirectPath } from "../../lib/form-errors.server.ts";
import { langFromPath, localizedPath, useI18n } from "../../lib/i18n.tsx";
import { fixedPrivatePageMeta } from "../../lib/meta.ts";
import { pageUrl } from "../../lib/route-helpers.server.ts";
import { addressFields, firstFieldError } from "../address.actions.server.ts";
import { signedInBuyer } from "./buyer-gate.server.ts";
import { IntentButton } from "../../components/ui/intent-button.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { FormAlert } from "../../components/ui/form-alert.tsx";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

export const meta = fixedPrivatePageMeta("address.meta.title", "address.meta.description");

interface FormView {
  mode: "add" | "edit";
  id: number | null;
  draft: AddressDraft;
  lists: RegionLists;
  redirectTo: string;
}

type RegionIds = { province_id?: string; city_id?: string; sub_district_id?: string; area_id?: string };

/** The region lists a form needs for the chosen levels: provinces always, each lower one once its parent is set. */
async function listsFor(ctx: RequestContext, chosen: RegionIds): Promise<RegionLists> {
  const { regions } = ctx.services;
  const [province, city, district, village] = await Promise.all([
    regions.provinces(),
    chosen.province_id ? regions.cities(chosen.province_id) : undefined,
    chosen.city_id ? regions.districts(chosen.city_id) : undefined,
    chosen.sub_district_id ? regions.villages(chosen.sub_district_id) : undefined,
  ]);
  return { province, city, district, village };
}

/** The form's values with the region levels cut back to the part that forms a chain (a changed province drops its old city…). */
async function draftWithValidRegions(
  ctx: RequestContext,
  fields: Record<string, string>,
): Promise<{ draft: AddressDraft; lists: RegionLists }> {
  const prefix = await ctx.services.regions.validPrefix({
    province_id: fields.province_id ?? "",
    city_id: fields.city_id ?? "",
    sub_district_id: fields.sub_district_id ?? "",
    area_id: fields.area_id ?? "",
  });
  const draft: AddressDraft = {
    ...fields,
    province_id: prefix.province_id ?? "",
    city_id: prefix.city_id ?? "",
    sub_district_id: prefix.sub_district_id ?? "",
    area_id: prefix.area_id ?? "",
    is_main_address: fields.is_main_address === "yes",
  };
  return { draft, lists: await listsFor(ctx, prefix) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  const { userId } = context.get(signedInBuyer);
  const bookPath = localizedPath(lang, "/user/address-book");
  const addresses = await ctx.services.addresses.listForUser(userId);
  const formParam = url.searchParams.get("form");
  if (!formParam) return { addresses, form: null };
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), bookPath);
  if (formParam === "new") {
    return {
      addresses,
      form: { mode: "add", id: null, draft: {}, lists: await listsFor(ctx, {}), redirectTo } satisfies FormView,
    };
  }
  const address = await ctx.services.addresses.findForUser(userId, formParam);
  if (!address)
    throw redirect(bookPath, { headers: { "Set-Cookie": ctx.cookies.flash("address.not_found", { tone: "error" }) } });
  const { is_main_address, ...fields } = address;
  return {
    addresses,
    form: {
      mode: "edit",
      id: address.id,
      draft: { ...fields, is_main_address: is_main_address === "yes" },
      lists: await listsFor(ctx, address),
      redirectTo,
    } satisfies FormView,
  };
}

/**
 * The page's own form (the no-JavaScript fallback of the address modal): 'Continue' comes back with the
 * next region list, Save adds or edits and goes back to where the form was opened from. Errors come back
 * with the values as typed and the first error beside its field.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  const { userId } = context.get(signedInBuyer);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const fields = addressFields(form);
  const backTo = safeRedirectPath(form.get("redirectTo"), localizedPath(lang, "/user/address-book"));
  if (intent === "step") return { ...(await draftWithValidRegions(ctx, fields)), error: null, formError: null };
  try {
    if (intent === "edit") await ctx.services.addresses.edit(userId, form.get("id"), fields);
    else await ctx.services.addresses.add(userId, fields);
  } catch (error) {
    if (!isAppError(error)) throw error;
    const [field, key] = Object.entries(firstFieldError(error) ?? {})[0] ?? [];
    const notice = noticeFromError(error);
    // The shopper's own values stay, so that only the wrong field needs typing again.
    const { lists } = await draftWithValidRegions(ctx, fields);
    return data(
      {
        draft: { ...fields, is_main_address: fields.is_main_address === "yes" } as AddressDraft,
        lists,
        error: field && key ? ({ field, key } satisfies AddressFieldError) : null,
        formError: field ? null : { key: notice.key, values: notice.values },
      },
      { status: HTTP_STATUS_BY_CODE[error.code] },
    );
  }
  throw redirect(backTo, {
    headers: {
      "Set-Cookie": ctx.cookies.flash(intent === "edit" ? "address.changed" : "address.added", { tone: "success" }),
    },
  });
}

export default function AddressBookPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { addresses, form } = loaderData;
  if (form) return <InlineAddressForm form={form} answer={actionData} addresses={addresses} />;
  return (
    <div className="mx-auto max-w-3xl px-4 pb-12 pt-4 desk:pt-6">
      <h1 className="mb-1 text-xl font-bold text-slate-900 desk:text-2xl">{t("address.book.title")}</h1>
      <p className="mb-4 text-sm text-slate-500">
        {t("address.book.count", { count: addresses.length, max: ADDRESS_BOOK_MAX })}
      </p>
      <AddressList addresses={addresses} allowDelete title="none" />
    </div>
  );
}

type ActionAnswer = Route.ComponentProps["actionData"];

function InlineAddressForm({
  form,
  answer,
  addresses,
}: {
  form: FormView;
  answer: ActionAnswer;
  addresses: AddressDto[];
}) {
  const { lang, t } = useI18n();
  const navigation = useNavigation();
  const draft = answer?.draft ?? form.draft;
  const lists: RegionLists = answer?.lists ?? form.lists;
  const validation = useAddressValidation(answer?.error ?? null, answer);
  const editing = form.mode === "edit" ? addresses.find((address) => address.id === form.id) : undefined;
  const formError = answer?.formError ? t(answer.formError.key, answer.formError.values) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 pb-12 pt-4 desk:pt-6">
      <a
        href={localizedPath(lang, "/user/address-book")}
        className="text-sm font-semibold text-accent-strong hover:underline"
      >
        ← {t("address.book.back")}
      </a>
      <h1 className="mb-4 mt-2 text-xl font-bold text-slate-900 desk:text-2xl">
        {t(form.mode === "edit" ? "address.form.edit_title" : "address.form.add_title")}
      </h1>
      <Form
        method="post"
        noValidate
        onSubmit={validation.onSubmit}
        onChange={(event) => validation.recheck(event.currentTarget)}
        className="rounded-2xl bg-white p-4 shadow-sm desk:p-6"
        data-testid="address-page-form"
      >
        <CsrfField />
        {form.id !== null ? <input type="hidden" name="id" value={form.id} /> : null}
        <input type="hidden" name="redirectTo" value={form.redirectTo} />
        <AddressFields
          draft={draft}
          lists={lists}
          error={validation.error}
          isMain={editing?.is_main_address === "yes"}
          stepButton
        />
        <FormAlert message={formError} className="mt-4" />
        <div className="mt-6 flex justify-end gap-3">
          <a href={form.redirectTo} className={buttonClass({ look: "outline", size: "md" })}>
            {t("address.form.cancel")}
          </a>
          <IntentButton
            intent={form.mode}
            disabled={navigation.state === "submitting"}
            className={buttonClass({ look: "primary", size: "md", className: "disabled:opacity-60" })}
          >
            {t("address.form.save")}
          </IntentButton>
        </div>
      </Form>
    </div>
  );
}
