import type { StoreDocument, StoreFileDto, StoreSettingsDto } from "../../../core/merchant/seller.dto.ts";
import { MEDIA_POLICIES, mediaAccept, mediaSizeLabel, mediaTypeLabels } from "../../../core/media/media.view.ts";
import { STORE_FILE_FIELDS, type StoreFileField } from "../../../core/merchant/seller.view.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { FileField } from "./merchant-form.tsx";
import type { SellerFieldProps } from "./seller-form.tsx";

const LABELS: Record<StoreFileField, string> = {
  merchant_photo: "store_files.logo",
  file_ktp: "store_files.ktp",
  file_ktp_selfie: "store_files.ktp_selfie",
  file_npwp: "store_files.npwp",
  file_company_doc: "store_files.company_doc",
};
const REQUIRED: Record<StoreFileField, string> = {
  merchant_photo: "store_files.optional",
  file_ktp: "store_files.required",
  file_ktp_selfie: "store_files.required",
  file_npwp: "store_files.required_pkp",
  file_company_doc: "store_files.required_company",
};

/** The input a page form posts a new file in; the action uploads it and sends its id as `field`. */
export const uploadFieldName = (field: StoreFileField) => `${field}_upload`;

function DocumentField({
  field,
  current,
  values,
  errors,
}: SellerFieldProps & { field: StoreFileField; current: StoreFileDto | null }) {
  const { t } = useI18n();
  const purpose = STORE_FILE_FIELDS[field];
  const name = t(LABELS[field]);
  const hint = `${t(REQUIRED[field])}. ${t("store_files.accept", {
    types: mediaTypeLabels(purpose),
    size: mediaSizeLabel(MEDIA_POLICIES[purpose].maxBytes),
  })}`;
  // A file uploaded with a save that was refused is sent again without choosing it anew.
  const pending = values[field] ?? "";
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 p-3" data-testid={`store-file-${field}`}>
      {pending ? <input type="hidden" name={field} value={pending} /> : null}
      <FileField
        name={uploadFieldName(field)}
        label={name}
        hint={hint}
        error={errors?.[field] ?? errors?.[uploadFieldName(field)]}
        accept={mediaAccept(purpose)}
      />
      {pending && pending !== current?.id ? (
        <p className="text-sm font-medium text-emerald-700">{t("store_files.pending")}</p>
      ) : current ? (
        <p className="flex items-center gap-3 text-sm text-slate-600">
          {field === "merchant_photo" ? (
            <img src={current.url} alt={name} width={48} height={48} className="h-12 w-12 rounded-lg object-cover" />
          ) : null}
          <span>{t("store_files.uploaded")}</span>
          <a
            href={current.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-accent-strong underline"
          >
            {t("store_files.view")}
            <span className="sr-only">: {name}</span>
          </a>
        </p>
      ) : (
        <p className="text-sm text-slate-500">{t("store_files.none")}</p>
      )}
    </div>
  );
}

/** The store's logo and the documents it is verified by, each with the file it has now. */
export function StoreFileFields({
  store,
  values,
  errors,
}: SellerFieldProps & { store: Pick<StoreSettingsDto, StoreFileField | "documents_missing"> | null }) {
  const { t } = useI18n();
  const missing = store?.documents_missing ?? [];
  return (
    <fieldset className="mt-2 space-y-3 border-t border-slate-100 pt-4">
      <legend className="sr-only">{t("store_files.title")}</legend>
      <h3 className="text-base font-bold text-slate-900">{t("store_files.title")}</h3>
      <p className="text-sm text-slate-600">{t("store_files.description")}</p>
      {missing.length > 0 ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {t("store_files.missing", {
            list: missing.map((field: StoreDocument) => t(LABELS[field])).join(", "),
          })}
        </p>
      ) : null}
      <div className="grid gap-3 desk:grid-cols-2">
        {(Object.keys(STORE_FILE_FIELDS) as StoreFileField[]).map((field) => (
          <DocumentField key={field} field={field} current={store?.[field] ?? null} values={values} errors={errors} />
        ))}
      </div>
    </fieldset>
  );
}
