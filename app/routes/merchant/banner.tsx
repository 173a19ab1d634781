import type { Route } from "./+types/banner";
import type { BannerPictureDto } from "../../../core/merchant/banner.dto.ts";
import { BANNER_SLIDES_MAX } from "../../../core/merchant/banner.view.ts";
import { MEDIA_POLICIES, mediaAccept, mediaSizeLabel, mediaTypeLabels } from "../../../core/media/media.view.ts";
import { invalidInput, isAppError, type Message } from "../../../core/shared/errors.ts";
import { TextField } from "../../components/ui/text-field.tsx";
import { FileField } from "../../features/merchant/merchant-form.tsx";
import { SellerForm, type SellerFormFailure } from "../../features/merchant/seller-form.tsx";
import { localizedPath, useI18n } from "../../lib/i18n.tsx";
import { merchantMeta } from "../../features/merchant/merchant-list.tsx";
import { saveThenBack } from "../../features/merchant/merchant-form.server.ts";
import { merchantRequest } from "./merchant-gate.server.ts";
import { formFields, sellerFormFailure } from "./seller-forms.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

export function meta(args: Route.MetaArgs) {
  return merchantMeta(args, "banner.title", "banner.description");
}

export async function loader(args: Route.LoaderArgs) {
  const { ctx, store } = merchantRequest(args);
  return { banners: await ctx.services.banners.banners(store.id) };
}

type Slide = { file_id: string; target: string; position: number };

/**
 * The page's form in the API's shape: kept slides by their position (removed ones dropped), then a new
 * slide; a chosen file is uploaded first (without JavaScript the form posts it).
 */
async function bannerPayload(form: FormData, upload: (file: File, field: string) => Promise<string | null>) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const picture = async (name: string) => {
    if (form.get(`${name}_remove`) === "yes") return "";
    const file = form.get(`${name}_upload`);
    if (file instanceof File && file.size > 0) return (await upload(file, `${name}_file_id`)) ?? "";
    return text(`${name}_file_id`);
  };
  const slides: Slide[] = [];
  for (let index = 0; form.has(`slides.${index}.file_id`); index++) {
    if (form.get(`slides.${index}.remove`) === "yes") continue;
    const position = Number(text(`slides.${index}.position`));
    slides.push({
      file_id: text(`slides.${index}.file_id`),
      target: text(`slides.${index}.target`),
      position: Number.isFinite(position) ? position : index + 1,
    });
  }
  slides.sort((a, b) => a.position - b.position);
  const added = form.get("new_slide_upload");
  if (added instanceof File && added.size > 0) {
    const id = await upload(added, "new_slide");
    if (id) slides.push({ file_id: id, target: text("new_slide_target"), position: slides.length + 1 });
  }
  return {
    main_file_id: await picture("main"),
    main_target: text("main_target"),
    slides: slides.map(({ file_id, target }) => ({ file_id, target })),
    secondary_file_id: await picture("secondary"),
    secondary_target: text("secondary_target"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { ctx, store, viewer, lang } = merchantRequest(args);
  const form = await args.request.formData();
  const uploadErrors: Record<string, Message> = {};
  const upload = async (file: File, field: string) => {
    try {
      const saved = await ctx.services.media.upload({
        ownerUserId: viewer.userId,
        purpose: "store_banner",
        filename: file.name,
        bytes: Buffer.from(await file.arrayBuffer()),
      });
      return saved.id;
    } catch (error) {
      if (!isAppError(error)) throw error;
      uploadErrors[field] = error.fieldErrors?.file ?? { key: error.messageKey };
      return null;
    }
  };
  const payload = await bannerPayload(form, upload);
  // Typed targets come back after a refusal; chosen files have to be chosen again.
  const values = formFields(form);
  return saveThenBack(
    ctx,
    localizedPath(lang, "/merchant/dashboard/banner"),
    "banner.saved",
    async () => {
      if (Object.keys(uploadErrors).length > 0) throw invalidInput(uploadErrors);
      await ctx.services.banners.save(store.id, payload);
    },
    (error) => sellerFormFailure(error, lang, values),
  );
}

/** The main or the secondary banner: its picture now, a new one to choose, and where it leads. */
function PictureField({
  name,
  current,
  failure,
}: {
  name: "main" | "secondary";
  current: BannerPictureDto | null;
  failure: SellerFormFailure | undefined;
}) {
  const { t } = useI18n();
  const legend = t(`banner.${name}`);
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3" data-testid={`banner-${name}`}>
      <legend className="px-1 text-base font-bold text-slate-900">{legend}</legend>
      <p className="text-sm text-slate-600">{t(`banner.${name}_hint`)}</p>
      {current ? (
        <div className="space-y-2">
          <input type="hidden" name={`${name}_file_id`} value={current.file_id} />
          <img
            src={current.url}
            alt={`${t("banner.current")}: ${legend}`}
            width={600}
            height={200}
            className="aspect-[3/1] h-auto w-full max-w-xl rounded-lg bg-slate-100 object-cover"
          />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name={`${name}_remove`} value="yes" /> {t("banner.remove")}
          </label>
        </div>
      ) : (
        <p className="text-sm text-slate-500">{t("banner.empty")}</p>
      )}
      <UploadInput
        name={`${name}_upload`}
        label={current ? t("banner.replace") : t("banner.picture")}
        error={failure?.errors[`${name}_file_id`]}
      />
      <TextField
        name={`${name}_target`}
        label={t("banner.target")}
        hint={t("banner.target_hint")}
        defaultValue={failure?.values[`${name}_target`] ?? current?.target ?? ""}
        error={failure?.errors[`${name}_target`]}
      />
    </fieldset>
  );
}

/** A banner picture's file input, with the kinds and size of picture it takes. */
function UploadInput({ name, label, error }: { name: string; label: string; error: string | undefined }) {
  const { t } = useI18n();
  return (
    <FileField
      name={name}
      label={label}
      hint={t("store_files.accept", {
        types: mediaTypeLabels("store_banner"),
        size: mediaSizeLabel(MEDIA_POLICIES.store_banner.maxBytes),
      })}
      error={error}
      accept={mediaAccept("store_banner")}
    />
  );
}

export default function BannerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = actionData as SellerFormFailure | undefined;
  const errors = failure?.errors;
  const { banners } = loaderData;
  const full = banners.slides.length >= BANNER_SLIDES_MAX;
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold text-slate-900 desk:text-2xl">{t("banner.title")}</h1>
      <SellerForm
        description={t("banner.description")}
        failure={failure}
        submitLabel={t("banner.save")}
        testId="banner-form"
        encType="multipart/form-data"
      >
        <PictureField name="main" current={banners.main} failure={failure} />
        <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3" data-testid="banner-slides">
          <legend className="px-1 text-base font-bold text-slate-900">{t("banner.slides")}</legend>
          <p className="text-sm text-slate-600">{t("banner.slides_hint", { max: BANNER_SLIDES_MAX })}</p>
          {errors?.slides ? (
            <p role="alert" className="text-sm text-accent-strong">
              {errors.slides}
            </p>
          ) : null}
          <ol className="space-y-3">
            {banners.slides.map((slide, index) => (
              <li
                key={`${slide.file_id}-${index}`}
                className="grid gap-3 rounded-lg bg-slate-50 p-3 desk:grid-cols-[200px_1fr]"
              >
                <input type="hidden" name={`slides.${index}.file_id`} value={slide.file_id} />
                <img
                  src={slide.url}
                  alt={t("banner.slide", { n: index + 1 })}
                  width={200}
                  height={67}
                  className="aspect-[3/1] h-auto w-full rounded-lg bg-slate-100 object-cover"
                />
                <div className="grid gap-3 desk:grid-cols-[1fr_6rem]">
                  <TextField
                    name={`slides.${index}.target`}
                    label={`${t("banner.slide", { n: index + 1 })}: ${t("banner.target")}`}
                    defaultValue={failure?.values[`slides.${index}.target`] ?? slide.target ?? ""}
                    error={errors?.[`slides.${index}.target`]}
                  />
                  <TextField
                    name={`slides.${index}.position`}
                    label={t("banner.position")}
                    type="number"
                    min={1}
                    max={BANNER_SLIDES_MAX}
                    inputMode="numeric"
                    defaultValue={String(index + 1)}
                  />
                  <label className="flex items-center gap-2 text-sm text-slate-700">
                    <input type="checkbox" name={`slides.${index}.remove`} value="yes" /> {t("banner.remove")}
                  </label>
                </div>
              </li>
            ))}
          </ol>
          {full ? null : (
            <div className="space-y-3 rounded-lg border border-dashed border-slate-300 p-3">
              <UploadInput name="new_slide_upload" label={t("banner.add_slide")} error={errors?.new_slide} />
              <TextField
                name="new_slide_target"
                label={`${t("banner.add_slide")}: ${t("banner.target")}`}
                hint={t("banner.target_hint")}
              />
            </div>
          )}
        </fieldset>
        <PictureField name="secondary" current={banners.secondary} failure={failure} />
      </SellerForm>
    </div>
  );
}
