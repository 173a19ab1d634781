import { useState } from "react";
import { data, Form } from "react-router";
import type { Route } from "./+types/product-form";
import {
  MERCHANT_PRODUCT_LIMITS as LIMITS,
  publishPriceOf,
  type DiscountType,
} from "../../../core/catalog/merchant-product.view.ts";
import { isAppError } from "../../../core/shared/errors.ts";
import { translator } from "../../../i18n/index.ts";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { mediaAccept } from "../../../core/media/media.view.ts";
import { PhotoField } from "../../features/media/photo-field.tsx";
import { applyPhotoOp, newPhotoFiles, readPhotoOp } from "../../features/media/photo-list.ts";
import {
  draftOf,
  formFieldErrors,
  NEW_VARIANT_ROWS,
  readProductForm,
  SHIPPING_FIELDS,
  variantPhotosName,
  type ProductDraft,
} from "../../features/merchant/product-form-data.ts";
import { discountPercentage, formatPercent, formatRupiah } from "../../lib/format.ts";
import { LocalLink, localizedPath, useI18n } from "../../lib/i18n.tsx";
import { merchantMeta } from "../../features/merchant/merchant-list.tsx";
import {
  fieldBinder,
  FormPageHeader,
  FormSection,
  RadioGroup,
  SaveRow,
  SelectField,
  TextAreaField,
} from "../../features/merchant/merchant-form.tsx";
import { refusedDraft, saveThenBack } from "../../features/merchant/merchant-form.server.ts";
import { orErrorResponse } from "../../lib/route-helpers.server.ts";
import { merchantRequest } from "./merchant-gate.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

const LIST_PATH = "/merchant/dashboard/product";

export function meta(args: Route.MetaArgs) {
  const title = args.params.id ? "seller_product.form.edit_title" : "seller_product.form.new_title";
  return merchantMeta(args, title, "seller_product.form.description");
}

export async function loader(args: Route.LoaderArgs) {
  const { ctx, store, lang } = merchantRequest(args);
  const { params } = args;
  const products = ctx.services.merchantProducts;
  const [categories, product] = await Promise.all([
    products.leafCategories(lang),
    params.id ? orErrorResponse(products.detail(store, params.id, lang)) : Promise.resolve(null),
  ]);
  return { categories, product, draft: draftOf(product, translator(lang)("seller_product.form.size_default")) };
}

/** Every photo list of the form: the product's, then each variant row's. */
function photoListNames(): string[] {
  return [
    "photos",
    ...Array.from({ length: LIMITS.variantsMax + NEW_VARIANT_ROWS }, (_, index) => variantPhotosName(index)),
  ];
}

/**
 * Files chosen in the form's picture fields, uploaded now and added to their lists as the URLs they get (the
 * save then claims them): a list's files beyond its room, or a file refused, is that list's error.
 */
async function uploadChosenPhotos(
  form: FormData,
  upload: (file: File) => Promise<string>,
  t: ReturnType<typeof translator>,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const name of photoListNames()) {
    const files = newPhotoFiles(form, name);
    if (files.length === 0) continue;
    const room = LIMITS.photosMax - form.getAll(name).length;
    if (files.length > room) errors[name] = t("validation.too_many", { max: LIMITS.photosMax });
    for (const file of files.slice(0, Math.max(0, room))) {
      try {
        form.append(name, await upload(file));
      } catch (error) {
        if (!isAppError(error)) throw error;
        errors[name] ??= t(error.messageKey, error.values);
      }
    }
  }
  return errors;
}

/**
 * Saves the form; errors come back with the values as typed and a message beside each wrong field. A photo
 * button (move, remove) saves nothing: the form comes back with that list changed. Either way files chosen
 * are uploaded first, so they are not lost when the form comes back.
 */
export async function action(args: Route.ActionArgs) {
  const { ctx, viewer, store, lang } = merchantRequest(args);
  const { id } = args.params;
  const t = translator(lang);
  const form = await args.request.formData();
  const media = ctx.services.media;
  const uploadErrors = await uploadChosenPhotos(
    form,
    async (file) => {
      const uploaded = await media.upload({
        ownerUserId: viewer.userId,
        purpose: "product_photo",
        filename: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      });
      return media.publicUrl(uploaded.id);
    },
    t,
  );
  const { draft, input } = readProductForm(form);
  const op = readPhotoOp(form);
  if (op || Object.keys(uploadErrors).length > 0) {
    if (op?.list === "photos") draft.photos = applyPhotoOp(draft.photos, op);
    const row = op ? draft.variants.find((_, index) => variantPhotosName(index) === op.list) : undefined;
    if (op && row) row.photos = applyPhotoOp(row.photos, op);
    const message = Object.keys(uploadErrors).length > 0 ? t("seller_product.form.fix_errors") : null;
    return data({ draft, errors: uploadErrors, message }, { status: message ? 422 : 200 });
  }
  const products = ctx.services.merchantProducts;
  return saveThenBack(
    ctx,
    localizedPath(lang, LIST_PATH),
    id ? "seller_product.notice.saved" : "seller_product.notice.created",
    () =>
      id
        ? products.edit(store, { ...input, product_id: id }, lang, viewer.userId)
        : products.create(store, input, lang, viewer.userId),
    (error) =>
      refusedDraft(error, t, draft, "seller_product.form.fix_errors", (errors) => formFieldErrors(draft, errors)),
  );
}

/**
 * Base price and discount with the publish price they give, worked out as the merchant types (the server
 * works it out again on save). `prefix` names a variant row's fields.
 */
function PriceFields({
  prefix,
  values,
  errors,
  labelSuffix = "",
}: {
  prefix: (name: string) => string;
  values: Partial<Record<string, string>>;
  errors: Record<string, string>;
  labelSuffix?: string;
}) {
  const { t, lang } = useI18n();
  const [base, setBase] = useState(values.base_price ?? "");
  const [type, setType] = useState<DiscountType>((values.discount_type as DiscountType | undefined) ?? "none");
  const [value, setValue] = useState(values.discount_value ?? "");
  const baseNumber = Number(base.replace(/[.\s]/g, ""));
  const discountNumber = value.trim() === "" ? null : Number(value.replace(",", "."));
  const publish =
    Number.isFinite(baseNumber) && baseNumber > 0 && (type === "none" || Number.isFinite(discountNumber))
      ? publishPriceOf({ base_price: baseNumber, discount_type: type, discount_value: discountNumber })
      : null;
  // Each control's form name, its label (with the row's number) and its error.
  const control = (key: "base_price" | "discount_type" | "discount_value") => ({
    name: prefix(key),
    label: `${t(`seller_product.form.${key}`)}${labelSuffix}`,
    error: errors[prefix(key)],
  });
  return (
    <div className="grid gap-4 desk:grid-cols-3">
      <TextField
        {...control("base_price")}
        hint={t("seller_product.form.rupiah_hint")}
        inputMode="numeric"
        value={base}
        onChange={(event) => setBase(event.currentTarget.value)}
      />
      <SelectField {...control("discount_type")} defaultValue={type} onChange={(next) => setType(next as DiscountType)}>
        <option value="none">{t("seller_product.form.discount_none")}</option>
        <option value="percent">{t("seller_product.form.discount_percent")}</option>
        <option value="amount">{t("seller_product.form.discount_amount")}</option>
      </SelectField>
      <TextField
        {...control("discount_value")}
        inputMode="decimal"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <p className="text-sm text-slate-700 desk:col-span-3" aria-live="polite" data-testid="publish-price">
        {t("seller_product.form.publish_price")}:{" "}
        <strong className="text-slate-900">{publish !== null && publish > 0 ? formatRupiah(publish) : "–"}</strong>
        {publish !== null && publish > 0 && publish < baseNumber ? (
          <span className="ml-2 text-accent-strong">
            {t("seller_product.form.discount_shown", {
              percent: formatPercent(discountPercentage(baseNumber, publish), lang),
              amount: formatRupiah(baseNumber - publish),
            })}
          </span>
        ) : null}
      </p>
    </div>
  );
}

export default function MerchantProductFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { categories, product } = loaderData;
  const draft: ProductDraft = actionData?.draft ?? loaderData.draft;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const f = draft.fields;
  const field = fieldBinder(f, errors);
  const top = (name: string) => name;
  // Existing siblings first, then blank rows for new variants.
  const rows = [
    ...draft.variants.filter((row) => row.product_id !== ""),
    ...draft.variants.filter((row) => row.product_id === ""),
  ];
  while (rows.filter((row) => row.product_id === "").length < NEW_VARIANT_ROWS)
    rows.push({ product_id: "", fields: {}, photos: [] });
  const variantRows = rows.slice(0, LIMITS.variantsMax + NEW_VARIANT_ROWS);
  // Remounts the price fields with the values sent back after a failed save.
  const formKey = actionData ? JSON.stringify(actionData.draft.fields) : "loaded";

  return (
    <section className="space-y-4">
      <FormPageHeader
        back={{ to: LIST_PATH, label: t("seller_product.form.back") }}
        title={t(product ? "seller_product.form.edit_title" : "seller_product.form.new_title")}
        message={actionData?.message}
      />
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="space-y-4"
        key={formKey}
        data-testid="product-form"
      >
        <CsrfField />
        {/* Enter in a text box submits with the form's first button: this one saves, not a photo button. */}
        <button type="submit" tabIndex={-1} aria-hidden="true" className="absolute -left-[9999px] h-px w-px" />
        <FormSection title={t("seller_product.form.section_info")}>
          <TextField
            {...field("product_name")}
            label={t("seller_product.form.name")}
            maxLength={LIMITS.nameMax}
            required
          />
          <SelectField {...field("category_id")} label={t("seller_product.form.category")}>
            <option value="">{t("seller_product.form.category_choose")}</option>
            {categories.map((leaf) => (
              <option key={leaf.id} value={leaf.id}>
                {leaf.path.join(" › ")}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            {...field("description")}
            label={t("seller_product.form.description_label")}
            rows={5}
            maxLength={LIMITS.descriptionMax}
          />
          <TextField
            {...field("youtube_url")}
            label={t("seller_product.form.youtube")}
            type="url"
            placeholder="https://www.youtube.com/watch?v=…"
          />
          <PhotoField
            name="photos"
            photos={draft.photos}
            max={LIMITS.photosMax}
            accept={mediaAccept("product_photo")}
            label={t("photos.legend")}
            alt={f.product_name ?? ""}
            error={errors.photos}
          />
        </FormSection>

        <FormSection title={t("seller_product.form.section_price")}>
          <PriceFields prefix={top} values={f} errors={errors} />
          <div className="grid gap-4 desk:grid-cols-3">
            <TextField {...field("stock")} label={t("seller_product.form.stock")} inputMode="numeric" />
            <TextField {...field("min_order")} label={t("seller_product.form.min_order")} inputMode="numeric" />
            <TextField {...field("sku")} label={t("seller_product.form.sku")} />
          </div>
          <RadioGroup
            {...field("condition")}
            defaultValue={f.condition || "new"}
            legend={t("seller_product.form.condition")}
            choices={["new", "used"]}
            label={(condition) => t(`seller_product.condition.${condition}`)}
            inline
          />
        </FormSection>

        <FormSection title={t("seller_product.form.section_shipping")}>
          <div className="grid gap-4 desk:grid-cols-4">
            {SHIPPING_FIELDS.map((key) => (
              <TextField key={key} {...field(key)} label={t(`seller_product.form.${key}`)} inputMode="numeric" />
            ))}
          </div>
        </FormSection>

        <FormSection title={t("seller_product.form.section_sizes")}>
          <div className="grid gap-4 desk:grid-cols-3">
            <TextField {...field("attribute_type")} label={t("seller_product.form.size_type")} />
            <div className="desk:col-span-2">
              <TextField
                {...field("attribute_value")}
                label={t("seller_product.form.sizes")}
                placeholder="S, M, L, XL"
                hint={t("seller_product.form.sizes_hint")}
              />
            </div>
          </div>
        </FormSection>

        <FormSection title={t("seller_product.form.section_variants")}>
          <p className="text-sm text-slate-600">{t("seller_product.form.variants_hint")}</p>
          <TextField
            {...field("variant_name")}
            label={t("seller_product.form.variant_name_this")}
            maxLength={LIMITS.variantNameMax}
          />
          {errors.variants ? (
            <p role="alert" className="text-sm font-medium text-accent-strong">
              {errors.variants}
            </p>
          ) : null}
          <ol className="space-y-4">
            {variantRows.map((row, index) => {
              const name = (key: string) => `variants[${index}][${key}]`;
              const rowField = fieldBinder(row.fields, errors, name);
              const n = ` (${index + 1})`;
              const label = t(
                row.product_id ? "seller_product.form.variant_existing" : "seller_product.form.variant_new",
                {
                  n: index + 1,
                },
              );
              return (
                <li key={`${row.product_id}-${index}`} className="space-y-3 rounded-xl border border-slate-200 p-3">
                  <p className="text-sm font-semibold text-slate-800">{label}</p>
                  {row.product_id ? <input type="hidden" name={name("product_id")} value={row.product_id} /> : null}
                  <div className="grid gap-4 desk:grid-cols-3">
                    <TextField
                      {...rowField("variant_name")}
                      label={`${t("seller_product.form.variant_name")}${n}`}
                      maxLength={LIMITS.variantNameMax}
                    />
                    <TextField
                      {...rowField("stock")}
                      label={`${t("seller_product.form.stock")}${n}`}
                      inputMode="numeric"
                    />
                    <TextField {...rowField("sku")} label={`${t("seller_product.form.sku")}${n}`} />
                  </div>
                  <PriceFields prefix={name} values={row.fields} errors={errors} labelSuffix={n} />
                  <PhotoField
                    name={variantPhotosName(index)}
                    photos={row.photos}
                    max={LIMITS.photosMax}
                    accept={mediaAccept("product_photo")}
                    label={`${t("photos.legend")}${n}`}
                    alt={[f.product_name, row.fields.variant_name].filter(Boolean).join(" ")}
                    error={errors[variantPhotosName(index)]}
                  />
                </li>
              );
            })}
          </ol>
        </FormSection>

        <SaveRow
          label={t("seller_product.form.save")}
          aside={
            <LocalLink
              to={LIST_PATH}
              className="flex h-11 items-center rounded-lg border border-slate-300 px-5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {t("seller_product.form.cancel")}
            </LocalLink>
          }
        />
      </Form>
    </section>
  );
}
