import { FieldError, FieldHint, FieldLabel } from "../../components/ui/text-field.tsx";
import { sizedImage } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { PHOTO_OP, photoOpValue, type PhotoOp } from "./photo-list.ts";

/** A photo's move or remove: a submit button the page's action answers (no script needed). */
function OpButton({
  list,
  op,
  index,
  label,
  disabled = false,
  children,
}: {
  list: string;
  op: PhotoOp["op"];
  index: number;
  label: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="submit"
      name={PHOTO_OP}
      value={photoOpValue(list, op, index)}
      formNoValidate
      disabled={disabled}
      aria-label={label}
      title={label}
      className={`flex h-8 min-w-8 items-center justify-center rounded-md border border-slate-300 bg-white px-2 text-xs font-semibold hover:bg-slate-50 disabled:opacity-40 ${
        op === "remove" ? "text-accent-strong" : "text-slate-700"
      }`}
    >
      {children}
    </button>
  );
}

/**
 * Pictures of one list (a product's photos, a variant's): previews in order with alt text, the first marked
 * as the cover; buttons to move each earlier or later and to remove it; a file input to add more. Without
 * JavaScript every button is a form submit that the page's action answers with the list changed (and any
 * chosen files uploaded), so nothing needs scripts; the form is multipart.
 */
export function PhotoField({
  name,
  photos,
  max,
  accept,
  label,
  alt,
  error,
}: {
  /** The form name the list posts under: kept entries repeated, new files under `${name}_new`. */
  name: string;
  /** URLs (or upload ids) in order, the first the cover. */
  photos: readonly string[];
  max: number;
  accept: string;
  label: string;
  /** The product's name, for the pictures' alt text. */
  alt: string;
  error?: string | undefined;
}) {
  const { t } = useI18n();
  const id = `field-${name}`;
  const room = max - photos.length;
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      <FieldHint fieldId={id}>{t("photos.hint", { max })}</FieldHint>
      {photos.length === 0 ? <p className="text-xs text-slate-500">{t("photos.empty")}</p> : null}
      <ol className="flex flex-wrap gap-3" data-testid={`photos-${name}`}>
        {photos.map((photo, index) => {
          const n = index + 1;
          return (
            <li key={photo} className="w-28 space-y-1">
              <input type="hidden" name={name} value={photo} />
              <div className="relative">
                <img
                  src={sizedImage(photo, 200)}
                  alt={`${alt ? `${alt} – ` : ""}${t("photos.photo_alt", { n, total: photos.length })}`}
                  width={112}
                  height={112}
                  className="h-28 w-28 rounded-lg border border-slate-200 object-cover"
                />
                {index === 0 ? (
                  <span className="absolute left-1 top-1 rounded bg-accent-strong px-1.5 py-0.5 text-[10px] font-bold text-white">
                    {t("photos.cover")}
                  </span>
                ) : null}
              </div>
              <div className="flex gap-1">
                <OpButton
                  list={name}
                  op="earlier"
                  index={index}
                  label={t("photos.move_earlier", { n })}
                  disabled={index === 0}
                >
                  ←
                </OpButton>
                <OpButton
                  list={name}
                  op="later"
                  index={index}
                  label={t("photos.move_later", { n })}
                  disabled={index === photos.length - 1}
                >
                  →
                </OpButton>
                <OpButton list={name} op="remove" index={index} label={t("photos.remove", { n })}>
                  ✕
                </OpButton>
              </div>
            </li>
          );
        })}
      </ol>
      {room > 0 ? (
        <div className="space-y-1">
          <FieldLabel htmlFor={id}>{t("photos.add")}</FieldLabel>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={id}
              type="file"
              name={`${name}_new`}
              accept={accept}
              multiple
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="block min-w-0 flex-1 text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-semibold"
            />
            <button
              type="submit"
              name={PHOTO_OP}
              value={photoOpValue(name, "upload", 0)}
              formNoValidate
              className="h-9 rounded-lg border border-accent-strong px-3 text-sm font-semibold text-accent-strong hover:bg-accent-soft"
            >
              {t("photos.upload")}
            </button>
          </div>
        </div>
      ) : null}
      <FieldError fieldId={id} error={error} />
    </fieldset>
  );
}
