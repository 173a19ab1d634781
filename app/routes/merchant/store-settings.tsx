import type { Route } from "./+types/store-settings";
import {
  BankFields,
  formValues,
  LocationFields,
  SellerFieldGrid,
  SellerForm,
  StoreProfileFields,
  Text,
  TextArea,
  type SellerFieldProps,
  type SellerFormFailure,
} from "../../features/merchant/seller-form.tsx";
import type { RegionLists } from "../../features/address/region-selects.tsx";
import { localizedPath, useI18n } from "../../lib/i18n.tsx";
import { merchantMeta } from "../../features/merchant/merchant-list.tsx";
import { saveThenBack } from "../../features/merchant/merchant-form.server.ts";
import { merchantRequest } from "./merchant-gate.server.ts";
import { formFields, locationLists, refusedForm, regionStep, uploadStoreFiles } from "./seller-forms.server.ts";
import { StoreFileFields } from "../../features/merchant/store-file-fields.tsx";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

/** The three settings pages share this module; the last part of the path says which one. */
type Section = "store" | "location" | "bank";
function sectionOf(pathname: string): Section {
  const last = pathname.replace(/\/$/, "").split("/").at(-1);
  return last === "location" || last === "bank" ? last : "store";
}

export function meta(args: Route.MetaArgs) {
  const section = sectionOf(args.location.pathname);
  return merchantMeta(args, `onboarding.settings.${section}_title`, "onboarding.settings.description");
}

export async function loader(args: Route.LoaderArgs) {
  const { ctx, store, url } = merchantRequest(args);
  const section = sectionOf(url.pathname);
  const { sellers } = ctx.services;
  if (section === "location") {
    const location = await sellers.location(store.id);
    return { section, store: null, location, lists: (await locationLists(ctx, location)).lists, bank: null, banks: [] };
  }
  if (section === "bank") {
    const [bank, banks] = await Promise.all([sellers.bank(store.id), sellers.banks()]);
    return { section, store: null, location: null, lists: {}, bank, banks };
  }
  return { section, store: await sellers.storeSettings(store.id), location: null, lists: {}, bank: null, banks: [] };
}

/** Saves the page's section for the merchant's own store; 'region' (without JavaScript) brings the next list. */
export async function action(args: Route.ActionArgs) {
  const { ctx, store, viewer, url, lang } = merchantRequest(args);
  const section = sectionOf(url.pathname);
  const form = await args.request.formData();
  const values = formFields(form);
  const { sellers } = ctx.services;
  if (form.get("intent") === "region") {
    return regionStep(ctx, values);
  }
  const sections: Record<Section, () => Promise<unknown>> = {
    store: async () => {
      await uploadStoreFiles(ctx, viewer.userId, form, values);
      return sellers.updateStoreSettings(store.id, values);
    },
    location: () => sellers.updateLocation(store.id, values),
    bank: () => sellers.updateBank(store.id, values),
  };
  return saveThenBack(
    ctx,
    localizedPath(lang, url.pathname.replace(/^\/en(?=\/)/, "")),
    `onboarding.saved.${section}`,
    sections[section],
    (error) => refusedForm(ctx, error, lang, values, section === "location"),
  );
}

type Answer = (SellerFormFailure & { lists?: RegionLists }) | undefined;

export default function StoreSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const answer = actionData as Answer;
  const failure = answer && Object.keys(answer.errors).length + answer.message.length > 0 ? answer : undefined;
  const regionValues = answer && !failure ? answer : undefined;
  const { section } = loaderData;
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold text-slate-900 desk:text-2xl">{t(`onboarding.settings.${section}_title`)}</h1>
      {section === "store" && loaderData.store ? (
        <SellerForm
          title={t("onboarding.settings.profile")}
          failure={failure}
          submitLabel={t("onboarding.form.save")}
          testId="store-settings"
          encType="multipart/form-data"
        >
          <StoreProfileFields
            values={formValues(loaderData.store, failure)}
            errors={failure?.errors}
            slug={{ editable: false, value: loaderData.store.merchant_slug }}
          />
          <HolidayFields
            values={
              failure?.values ?? {
                holiday_from: loaderData.store.holiday?.from ?? "",
                holiday_to: loaderData.store.holiday?.to ?? "",
                holiday_note: loaderData.store.holiday?.note ?? "",
              }
            }
            errors={failure?.errors}
            onHoliday={loaderData.store.on_holiday}
          />
          <StoreFileFields store={loaderData.store} values={failure?.values ?? {}} errors={failure?.errors} />
        </SellerForm>
      ) : section === "location" ? (
        <SellerForm
          description={t("onboarding.settings.location_text")}
          failure={failure}
          submitLabel={t("onboarding.form.save")}
          testId="location-settings"
        >
          <LocationFields
            key={JSON.stringify(regionValues?.values ?? failure?.values ?? null)}
            values={regionValues?.values ?? formValues(loaderData.location, failure)}
            errors={failure?.errors}
            lists={answer?.lists ?? loaderData.lists}
          />
        </SellerForm>
      ) : (
        <SellerForm
          description={t("onboarding.bank.description")}
          failure={failure}
          submitLabel={t("onboarding.form.save")}
          testId="bank-settings"
        >
          <BankFields values={formValues(loaderData.bank, failure)} errors={failure?.errors} banks={loaderData.banks} />
        </SellerForm>
      )}
    </div>
  );
}

/** The scheduled closure ('libur toko'): first and last day, and a note; empty days lift it. */
function HolidayFields({
  values,
  errors,
  onHoliday,
}: SellerFieldProps & {
  onHoliday: boolean;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="mt-2 space-y-4 border-t border-slate-100 pt-4">
      <legend className="sr-only">{t("onboarding.holiday.title")}</legend>
      <h3 className="text-base font-bold text-slate-900">{t("onboarding.holiday.title")}</h3>
      <p className="text-sm text-slate-600">{t("onboarding.holiday.description")}</p>
      {onHoliday ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {t("onboarding.holiday.now")}
        </p>
      ) : null}
      <SellerFieldGrid values={values} errors={errors}>
        <Text name="holiday_from" label={t("onboarding.holiday.from")} type="date" />
        <Text name="holiday_to" label={t("onboarding.holiday.to")} type="date" />
        <TextArea
          name="holiday_note"
          label={t("onboarding.holiday.note")}
          hint={t("onboarding.holiday.note_hint")}
          maxLength={200}
          wide
        />
      </SellerFieldGrid>
    </fieldset>
  );
}
