import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { FieldError, fieldBorderClass, FieldHint, FieldLabel } from "../../components/ui/text-field.tsx";
import { LocalLink } from "../../lib/i18n.tsx";

/** One titled card of a merchant form: a fieldset whose legend sits above its fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-2xl bg-white p-4 shadow-sm desk:p-6">
      <legend className="float-left mb-2 w-full text-base font-bold text-slate-900">{title}</legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}

/** The keys of a form's values that hold text. */
type TextKeys<V> = { [K in keyof V]-?: V[K] extends string | undefined ? K : never }[keyof V] & string;

/**
 * Binds a form's fields to the values to show and the errors of a refused save: `field(key)` is the name,
 * default value and error to spread onto a TextField or SelectField. `nameOf` gives a row's fields their
 * form names (`variants[0][stock]`); errors are found by that name.
 */
export function fieldBinder<V extends object>(
  values: V,
  errors: Record<string, string>,
  nameOf: (key: string) => string = (key) => key,
) {
  return (key: TextKeys<V>) => {
    const name = nameOf(key);
    return { name, defaultValue: values[key] as string | undefined, error: errors[name] };
  };
}

/** What every labelled control takes: its name and label, a hint, and the error of a refused save. */
interface FieldProps {
  name: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
}

/** What `Labelled` hands the control it draws: its id and name, whether it is wrong, the lines that describe it. */
export interface LabelledControlProps {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby"?: string;
}

/** A form control's label above it, its hint and error below; `control` gets the id and ARIA attributes. */
export function Labelled({
  name,
  label,
  hint,
  error,
  control,
}: FieldProps & { control: (props: LabelledControlProps) => ReactNode }) {
  const id = `field-${name}`;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {control({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {hint && !error ? <FieldHint fieldId={id}>{hint}</FieldHint> : null}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

/** A select with its label and error, the way TextField draws an input. */
export function SelectField({
  defaultValue,
  children,
  onChange,
  ...field
}: FieldProps & {
  defaultValue: string | undefined;
  children: ReactNode;
  onChange?: (value: string) => void;
}) {
  return (
    <Labelled
      {...field}
      control={(props) => (
        <select
          {...props}
          defaultValue={defaultValue}
          onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
          className={`h-11 w-full rounded-lg border bg-white px-3 text-sm focus:outline-none focus:ring-2 ${fieldBorderClass(field.error)}`}
        >
          {children}
        </select>
      )}
    />
  );
}

/** A textarea with its label, hint and error, the way TextField draws an input. */
export function TextAreaField({
  rows = 3,
  maxLength,
  defaultValue,
  ...field
}: FieldProps & { rows?: number; maxLength?: number | undefined; defaultValue: string | undefined }) {
  return (
    <Labelled
      {...field}
      control={(props) => (
        <textarea
          {...props}
          rows={rows}
          maxLength={maxLength}
          defaultValue={defaultValue}
          className={`w-full rounded-lg border bg-white px-3 py-2 text-sm focus:outline-none focus:ring-2 ${fieldBorderClass(field.error)}`}
        />
      )}
    />
  );
}

/** A file input with its label, what it accepts as its hint, and its error; the page's action uploads it. */
export function FileField({ accept, ...field }: FieldProps & { hint: string; accept: string }) {
  return (
    <Labelled
      {...field}
      control={(props) => (
        <input
          type="file"
          accept={accept}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
          {...props}
        />
      )}
    />
  );
}

/** The end of a merchant form: `aside` (a way out, say) and the one button that saves, idle while it posts. */
export function SaveRow({ label, intent, aside }: { label: string; intent?: string | undefined; aside?: ReactNode }) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 pt-2">
      {aside}
      <button
        type="submit"
        {...(intent ? { name: "intent", value: intent } : {})}
        disabled={busy}
        className="h-11 rounded-lg bg-accent-strong px-6 text-sm font-bold text-white hover:bg-accent-dark disabled:opacity-60"
      >
        {label}
      </button>
    </div>
  );
}

/** A merchant form page's top: the way back to its list, its heading and a note, then a refusal's message. */
export function FormPageHeader({
  back,
  title,
  note,
  message,
}: {
  back: { to: string; label: string };
  title: string;
  note?: string | null | undefined;
  message: string | null | undefined;
}) {
  return (
    <>
      <header className="space-y-1">
        <LocalLink to={back.to} className="text-sm font-semibold text-accent-strong hover:underline">
          ← {back.label}
        </LocalLink>
        <h1 className="text-xl font-bold text-slate-900 desk:text-2xl">{title}</h1>
        {note ? <p className="text-sm text-slate-600">{note}</p> : null}
      </header>
      {message ? (
        <p role="alert" className="rounded-lg bg-accent-soft px-4 py-3 text-sm font-medium text-accent-strong">
          {message}
        </p>
      ) : null}
    </>
  );
}

/** Radio buttons under a legend, with the error; `label` words each choice; `inline` puts them in a row. */
export function RadioGroup({
  name,
  legend,
  choices,
  label,
  defaultValue,
  error,
  inline = false,
}: {
  name: string;
  legend: string;
  choices: readonly string[];
  label: (choice: string) => string;
  defaultValue: string | undefined;
  error: string | undefined;
  inline?: boolean;
}) {
  const id = `field-${name}`;
  const options = choices.map((choice) => (
    <label
      key={choice}
      className={`flex cursor-pointer gap-2 text-sm text-slate-800 ${inline ? "items-center" : "items-start"}`}
    >
      <input
        type="radio"
        name={name}
        value={choice}
        defaultChecked={defaultValue === choice}
        className={`accent-accent-strong ${inline ? "h-4 w-4" : "mt-0.5 h-5 w-5"}`}
      />
      {label(choice)}
    </label>
  ));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      {inline ? <div className="flex flex-wrap gap-4">{options}</div> : options}
      <FieldError fieldId={id} error={error} />
    </fieldset>
  );
}
