import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/voucher-form";
import type { MerchantVoucherDto } from "../../../core/promo/voucher.dto.ts";
import { VOUCHER_KINDS, VOUCHER_LIMITS, wibLocal } from "../../../core/promo/voucher.view.ts";
import { translator } from "../../../i18n/index.ts";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { FieldError, TextField } from "../../components/ui/text-field.tsx";
import { localizedPath, useI18n } from "../../lib/i18n.tsx";
import { merchantMeta } from "../../features/merchant/merchant-list.tsx";
import {
  fieldBinder,
  FormPageHeader,
  FormSection,
  RadioGroup,
  SelectField,
} from "../../features/merchant/merchant-form.tsx";
import { refusedDraft, saveThenBack } from "../../features/merchant/merchant-form.server.ts";
import { orErrorResponse } from "../../lib/route-helpers.server.ts";
import { merchantRequest } from "./merchant-gate.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

const LIST_PATH = "/merchant/dashboard/voucher";

export function meta(args: Route.MetaArgs) {
  return merchantMeta(
    args,
    args.params.id ? "voucher.form.title_edit" : "voucher.form.title_new",
    "voucher.list.description",
  );
}

/** The form's fields as typed (strings), so a refused save shows them again unchanged. */
interface VoucherDraft {
  voucher_name: string;
  voucher_code: string;
  visibility: string;
  kind: string;
  value: string;
  max_potongan: string;
  min_purchase: string;
  start_at: string;
  end_at: string;
  quota_total: string;
  per_buyer_limit: string;
  products: string;
  product_ids: string[];
}

const TEXT_FIELDS = [
  "voucher_name",
  "voucher_code",
  "visibility",
  "kind",
  "value",
  "max_potongan",
  "min_purchase",
  "start_at",
  "end_at",
  "quota_total",
  "per_buyer_limit",
  "products",
] as const;

function draftOf(voucher: MerchantVoucherDto | null, now: Date): VoucherDraft {
  if (!voucher) {
    // From this minute, so that a voucher saved as offered runs at once (and shows in the 'running' tab).
    const start = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    return {
      voucher_name: "",
      voucher_code: "",
      visibility: "public",
      kind: "fixed",
      value: "",
      max_potongan: "",
      min_purchase: "0",
      start_at: wibLocal(start.toISOString()),
      end_at: wibLocal(new Date(start.getTime() + 7 * 86_400_000).toISOString()),
      quota_total: "",
      per_buyer_limit: "1",
      products: "all",
      product_ids: [],
    };
  }
  return {
    voucher_name: voucher.voucher_name,
    voucher_code: voucher.voucher_code,
    visibility: voucher.visibility,
    kind: voucher.kind,
    value: voucher.kind === "free_shipping" ? "" : String(voucher.value),
    max_potongan: voucher.max_potongan === null ? "" : String(voucher.max_potongan),
    min_purchase: String(voucher.min_purchase),
    start_at: wibLocal(voucher.start_at),
    end_at: wibLocal(voucher.end_at),
    quota_total: voucher.quota_total === null ? "" : String(voucher.quota_total),
    per_buyer_limit: String(voucher.per_buyer_limit),
    products: voucher.products,
    product_ids: voucher.product_ids.map(String),
  };
}

function readForm(form: FormData): VoucherDraft {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const draft = Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(name)])) as Omit<VoucherDraft, "product_ids">;
  return { ...draft, product_ids: form.getAll("product_ids").map(String) };
}

export async function loader(args: Route.LoaderArgs) {
  const { ctx, store } = merchantRequest(args);
  const { params } = args;
  const vouchers = ctx.services.vouchers;
  const [voucher, products] = await Promise.all([
    params.id ? orErrorResponse(vouchers.detail(store, params.id)) : Promise.resolve(null),
    vouchers.productOptions(store),
  ]);
  return {
    voucher,
    products,
    draft: draftOf(voucher, vouchers.now()),
    errors: {} as Record<string, string>,
    message: null as string | null,
  };
}

/** Saves the form; errors come back with the values as typed and a message beside each wrong field. */
export async function action(args: Route.ActionArgs) {
  const { ctx, store, lang } = merchantRequest(args);
  const { id } = args.params;
  const draft = readForm(await args.request.formData());
  const vouchers = ctx.services.vouchers;
  return saveThenBack(
    ctx,
    localizedPath(lang, LIST_PATH),
    id ? "voucher.notice.saved" : "voucher.notice.created",
    () => (id ? vouchers.edit(store, id, draft) : vouchers.create(store, draft)),
    (error) => refusedDraft(error, translator(lang), draft, "voucher.form.errors_title"),
  );
}

export default function VoucherFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { voucher, products } = loaderData;
  const draft = actionData?.draft ?? loaderData.draft;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const message = actionData?.message ?? null;
  const busy = useNavigation().state !== "idle";
  const chosen = new Set(draft.product_ids);
  const field = fieldBinder(draft, errors);

  return (
    <section className="space-y-4">
      <FormPageHeader
        back={{ to: LIST_PATH, label: t("voucher.form.back") }}
        title={t(voucher ? "voucher.form.title_edit" : "voucher.form.title_new")}
        note={voucher?.status === "running" ? t("voucher.form.running_note") : null}
        message={message}
      />

      <Form method="post" className="space-y-4" noValidate>
        <CsrfField />
        <FormSection title={t("voucher.form.basics")}>
          <TextField
            {...field("voucher_name")}
            label={t("voucher.form.name")}
            hint={t("voucher.form.name_hint")}
            maxLength={VOUCHER_LIMITS.nameMax}
            required
          />
          <TextField
            {...field("voucher_code")}
            label={t("voucher.form.code")}
            hint={t("voucher.form.code_hint")}
            maxLength={VOUCHER_LIMITS.codeMax}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            required
          />
          <RadioGroup
            {...field("visibility")}
            legend={t("voucher.form.visibility")}
            choices={["public", "code_only"]}
            label={(choice) => t(`voucher.form.visibility_${choice}`)}
          />
        </FormSection>

        <FormSection title={t("voucher.form.discount")}>
          <SelectField {...field("kind")} label={t("voucher.form.kind")}>
            {VOUCHER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`voucher.form.kind_${kind}`)}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-4 desk:grid-cols-3">
            <TextField
              {...field("value")}
              label={t("voucher.form.value")}
              hint={t("voucher.form.value_hint")}
              inputMode="numeric"
            />
            <TextField
              {...field("max_potongan")}
              label={t("voucher.form.max_potongan")}
              hint={t("voucher.form.max_potongan_hint")}
              inputMode="numeric"
            />
            <TextField {...field("min_purchase")} label={t("voucher.form.min_purchase")} inputMode="numeric" />
          </div>
        </FormSection>

        <FormSection title={t("voucher.form.period")}>
          <div className="grid gap-4 desk:grid-cols-2">
            <TextField {...field("start_at")} label={t("voucher.form.start_at")} type="datetime-local" required />
            <TextField {...field("end_at")} label={t("voucher.form.end_at")} type="datetime-local" required />
          </div>
        </FormSection>

        <FormSection title={t("voucher.form.quota")}>
          <div className="grid gap-4 desk:grid-cols-2">
            <TextField
              {...field("quota_total")}
              label={t("voucher.form.quota_total")}
              hint={
                voucher
                  ? `${t("voucher.form.quota_total_hint")} ${t("voucher.form.quota_used", { used: voucher.quota_used })}`
                  : t("voucher.form.quota_total_hint")
              }
              inputMode="numeric"
            />
            <TextField {...field("per_buyer_limit")} label={t("voucher.form.per_buyer_limit")} inputMode="numeric" />
          </div>
        </FormSection>

        <FormSection title={t("voucher.form.products")}>
          <RadioGroup
            {...field("products")}
            legend={t("voucher.form.products")}
            choices={["all", "chosen"]}
            label={(choice) => t(`voucher.form.products_${choice}`)}
          />
          {products.length === 0 ? (
            <p className="text-sm text-slate-600">{t("voucher.form.products_none")}</p>
          ) : (
            <fieldset
              aria-describedby={errors.product_ids ? "field-product_ids-error" : undefined}
              className="max-h-72 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-3"
            >
              <legend className="sr-only">{t("voucher.form.products_chosen")}</legend>
              {products.map((product) => (
                <label key={product.id} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="product_ids"
                    value={product.id}
                    defaultChecked={chosen.has(String(product.id))}
                    className="h-5 w-5 accent-accent-strong"
                  />
                  {product.variant_name ? `${product.name} – ${product.variant_name}` : product.name}
                </label>
              ))}
            </fieldset>
          )}
          <FieldError fieldId="field-product_ids" error={errors.product_ids} />
        </FormSection>

        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-lg bg-accent-strong px-6 py-3 text-sm font-bold text-white hover:bg-accent-dark disabled:opacity-60 desk:w-auto"
        >
          {t(voucher ? "voucher.form.save_edit" : "voucher.form.save_new")}
        </button>
      </Form>
    </section>
  );
}
