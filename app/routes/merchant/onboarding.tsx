import { data, redirect } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/onboarding";
import { ONBOARDING_STEPS, type OnboardingStep } from "../../../core/merchant/seller.view.ts";
import {
  BankFields,
  formValues,
  LocationFields,
  SellerFieldGrid,
  PhoneText,
  SellerForm,
  Select,
  StoreProfileFields,
  TaxAndContactFields,
  Text,
  TextArea,
  type SellerFieldProps,
  type SellerFormFailure,
} from "../../features/merchant/seller-form.tsx";
import type { RegionLists } from "../../features/address/region-selects.tsx";
import { langFromPath, LocalLink, localizedPath, useI18n } from "../../lib/i18n.tsx";
import { merchantMeta } from "../../features/merchant/merchant-list.tsx";
import { loginRedirect, pageUrl } from "../../lib/route-helpers.server.ts";
import { formFields, locationLists, refusedForm, regionStep, uploadStoreFiles } from "./seller-forms.server.ts";
import { StoreFileFields } from "../../features/merchant/store-file-fields.tsx";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

export function meta(args: Route.MetaArgs) {
  return merchantMeta(args, "onboarding.meta.title", "onboarding.meta.description");
}

/** A user's own onboarding: no cache may keep it. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

function isStep(value: string | null): value is OnboardingStep {
  return (ONBOARDING_STEPS as readonly string[]).includes(value ?? "");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  if (!ctx.viewer) throw loginRedirect(ctx, lang, `${url.pathname}${url.search}`);
  const { sellers } = ctx.services;
  const state = await sellers.onboardingState(ctx.viewer.userId);
  const asked = url.searchParams.get("step");
  // The page opens at the first step not done; a step may be chosen again from the list.
  const step = isStep(asked) ? asked : state.current_step;
  const [location, banks] = await Promise.all([
    step === "location" ? locationLists(ctx, state.location ?? {}) : null,
    step === "bank" ? sellers.banks() : null,
  ]);
  return { state, step, lists: location?.lists ?? null, banks };
}

const NEXT_FLASH: Record<OnboardingStep, string> = {
  personal: "onboarding.saved.personal",
  company: "onboarding.saved.company",
  store: "onboarding.saved.store",
  location: "onboarding.saved.location",
  bank: "onboarding.saved.bank",
};

/**
 * Each step posts here and is saved at once; the page then opens at the next step not done. Once every step
 * is done the seller goes to their store. 'region' (without JavaScript) only brings the next region list.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  const here = localizedPath(lang, "/merchant/onboarding");
  if (!ctx.viewer) throw loginRedirect(ctx, lang, here);
  const userId = ctx.viewer.userId;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const values = formFields(form);
  const { sellers } = ctx.services;
  if (intent === "region") {
    return regionStep(ctx, values);
  }
  if (!isStep(intent)) throw data(null, { status: 400 });
  try {
    const save: Record<OnboardingStep, () => Promise<unknown>> = {
      personal: () => sellers.savePersonal(userId, values),
      company: () => sellers.saveCompany(userId, values),
      store: async () => {
        await uploadStoreFiles(ctx, userId, form, values);
        return sellers.saveStore(userId, values);
      },
      location: () => sellers.saveLocation(userId, values),
      bank: () => sellers.saveBank(userId, values),
    };
    await save[intent]();
  } catch (error) {
    return refusedForm(ctx, error, lang, values, intent === "location");
  }
  const state = await sellers.onboardingState(userId);
  const done = state.current_step === null;
  const target = done ? localizedPath(lang, "/merchant/dashboard") : here;
  const flash = done
    ? state.store?.status === "pending_review"
      ? "onboarding.done_review"
      : "onboarding.done"
    : NEXT_FLASH[intent];
  throw redirect(target, { headers: { "Set-Cookie": ctx.cookies.flash(flash, { tone: "success" }) } });
}

type Answer = (SellerFormFailure & { lists?: RegionLists }) | undefined;

export default function OnboardingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { state, step } = loaderData;
  // A store past onboarding is not set up again here: its settings pages change it.
  const finished = step === null || (step === "store" && state.store !== null && state.store.status !== "onboarding");
  return (
    <div className="mx-auto max-w-4xl px-4 pb-12 pt-4 desk:pt-6">
      <h1 className="text-xl font-bold text-slate-900 desk:text-2xl">{t("onboarding.title")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("onboarding.intro")}</p>
      <StepList steps={state.steps} current={step} />
      <div className="mt-4">
        {finished ? (
          <Finished status={state.store?.status ?? null} />
        ) : (
          <StepForm step={step} loaderData={loaderData} answer={actionData as Answer} />
        )}
      </div>
    </div>
  );
}

/** What a step's form shows beyond its title, its description and 'Save and continue'. */
interface StepParts {
  fields: React.ReactNode;
  aside?: React.ReactNode;
  descriptionKey?: string;
  submitKey?: string;
  multipart?: true;
}

/** One step's form: saved at once, then the page opens at the next step not done. */
function StepForm({
  step,
  loaderData,
  answer,
}: {
  step: OnboardingStep;
  loaderData: Route.ComponentProps["loaderData"];
  answer: Answer;
}) {
  const { t } = useI18n();
  const { state } = loaderData;
  // A failure answers the step it came from, and only that one shows it.
  const failure = answer && Object.keys(answer.errors).length + answer.message.length > 0 ? answer : undefined;
  const regionValues = answer && !failure ? answer : undefined;
  const errors = failure?.errors;
  const values = (saved: object | null) => formValues(saved, failure);
  const storeFirst = (fields: React.ReactNode) => <StoreFirst hasStore={state.store !== null}>{fields}</StoreFirst>;
  const parts: Record<OnboardingStep, () => StepParts> = {
    personal: () => ({ fields: <PersonalFields values={values(state.personal)} errors={errors} /> }),
    company: () => ({
      fields: <CompanyFields values={values(state.company)} errors={errors} />,
      aside:
        state.company || state.store ? null : (
          <LocalLink
            to="/merchant/onboarding?step=store"
            className="text-sm font-semibold text-accent-strong hover:underline"
          >
            {t("onboarding.company.skip")}
          </LocalLink>
        ),
    }),
    store: () => ({
      fields: (
        <>
          <StoreProfileFields
            values={values(state.store)}
            errors={errors}
            slug={{ editable: true, saved: state.store?.merchant_slug ?? null }}
          />
          <StoreFileFields store={state.store} values={failure?.values ?? {}} errors={errors} />
        </>
      ),
      descriptionKey: "onboarding.store.description_text",
      submitKey: state.store ? "onboarding.form.save_next" : "onboarding.store.create",
      multipart: true,
    }),
    location: () => ({
      fields: storeFirst(
        <LocationFields
          key={JSON.stringify(regionValues?.values ?? failure?.values ?? null)}
          values={regionValues?.values ?? values(state.location)}
          errors={errors}
          lists={answer?.lists ?? loaderData.lists ?? {}}
        />,
      ),
    }),
    bank: () => ({
      fields: storeFirst(<BankFields values={values(state.bank)} errors={errors} banks={loaderData.banks ?? []} />),
      submitKey: "onboarding.form.finish",
    }),
  };
  const { fields, aside, descriptionKey, submitKey, multipart } = parts[step]();
  return (
    <SellerForm
      title={t(`onboarding.${step}.title`)}
      description={t(descriptionKey ?? `onboarding.${step}.description`)}
      failure={failure}
      submitLabel={t(submitKey ?? "onboarding.form.save_next")}
      intent={step}
      testId={`onboarding-${step}`}
      aside={aside}
      encType={multipart ? "multipart/form-data" : undefined}
    >
      {fields}
    </SellerForm>
  );
}

/** The steps in order, each marked done or not, each a link to open it. */
function StepList({
  steps,
  current,
}: {
  steps: { step: OnboardingStep; done: boolean }[];
  current: OnboardingStep | null;
}) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("onboarding.steps_label")} className="-mx-4 mt-4 overflow-x-auto px-4">
      <ol className="flex gap-2">
        {steps.map(({ step, done }, index) => (
          <li key={step}>
            <LocalLink
              to={`/merchant/onboarding?step=${step}`}
              aria-current={step === current ? "step" : undefined}
              className={`flex items-center gap-2 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-medium ${
                step === current
                  ? "border-accent bg-accent/10 text-accent-strong"
                  : "border-slate-200 bg-white text-slate-700 hover:bg-slate-50"
              }`}
            >
              <span
                aria-hidden="true"
                className={`flex h-5 w-5 items-center justify-center rounded-full text-xs ${
                  done ? "bg-emerald-600 text-white" : "bg-slate-200 text-slate-700"
                }`}
              >
                {done ? "✓" : index + 1}
              </span>
              {t(`onboarding.steps.${step}`)}
              <span className="sr-only">{done ? t("onboarding.step_done") : t("onboarding.step_todo")}</span>
            </LocalLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function StoreFirst({ hasStore, children }: { hasStore: boolean; children: React.ReactNode }) {
  const { t } = useI18n();
  if (hasStore) return <>{children}</>;
  return (
    <>
      <p role="status" className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
        {t("onboarding.errors.store_first")}{" "}
        <LocalLink to="/merchant/onboarding?step=store" className="font-semibold text-accent-strong hover:underline">
          {t("onboarding.steps.store")}
        </LocalLink>
      </p>
      {children}
    </>
  );
}

function Finished({ status }: { status: string | null }) {
  const { t } = useI18n();
  return (
    <section className="rounded-2xl bg-white p-6 text-center shadow-sm" data-testid="onboarding-finished">
      <h2 className="text-lg font-bold text-slate-900">{t("onboarding.finished.title")}</h2>
      <p className="mt-2 text-sm text-slate-600">
        {t(status === "pending_review" ? "onboarding.finished.review" : "onboarding.finished.open")}
      </p>
      <LocalLink
        to="/merchant/dashboard"
        className="mt-4 inline-flex h-11 items-center rounded-lg bg-accent-strong px-6 text-sm font-bold text-white hover:bg-accent-dark"
      >
        {t("header.my_store")}
      </LocalLink>
    </section>
  );
}

function PersonalFields({ values, errors }: SellerFieldProps) {
  const { t } = useI18n();
  return (
    <SellerFieldGrid values={values} errors={errors}>
      <Text name="fullname" label={t("onboarding.personal.fullname")} autoComplete="name" />
      <PhoneText name="phone" label={t("onboarding.personal.phone")} autoComplete="tel-national" />
      <Text
        name="nik"
        label={t("onboarding.personal.nik")}
        hint={t("onboarding.personal.nik_hint")}
        inputMode="numeric"
        maxLength={16}
      />
      <Text name="birthday" label={t("onboarding.personal.birthday")} type="date" />
      <Select
        name="gender"
        label={t("onboarding.personal.gender")}
        placeholder={t("onboarding.personal.choose_gender")}
        options={[
          { value: "female", label: t("onboarding.personal.female") },
          { value: "male", label: t("onboarding.personal.male") },
        ]}
      />
    </SellerFieldGrid>
  );
}

function CompanyFields({ values, errors }: SellerFieldProps) {
  const { t } = useI18n();
  return (
    <SellerFieldGrid values={values} errors={errors}>
      <Text name="company_name" label={t("onboarding.company.name")} maxLength={100} wide />
      <TextArea name="address" label={t("onboarding.company.address")} maxLength={200} wide />
      <TaxAndContactFields />
    </SellerFieldGrid>
  );
}
