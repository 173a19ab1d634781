import type { ReactNode } from "react";
import { FieldError, fieldBorderClass, FieldHint, FieldLabel } from "../../components/ui/text-field.tsx";

/** One titled card of a merchant form: a fieldset whose legend sits above its fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-2xl bg-white p-4 shadow-sm desk:p-6">
      <legend className="float-left mb-2 w-full text-base font-bold text-slate-900">{title}</legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}

/** What `Labelled` hands the control it draws: its id and name, and the lines that describe it. */
export interface LabelledControlProps {
  id: string;
  name: string;
  "aria-describedby"?: string;
}

/** A form control's label above it, its hint and error below; `control` gets the id and ARIA attributes. */
export function Labelled({
  name,
  label,
  hint,
  error,
  control,
}: {
  name: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  control: (props: LabelledControlProps) => ReactNode;
}) {
  const id = `field-${name}`;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {control({ id, name, ...(describedBy ? { "aria-describedby": describedBy } : {}) })}
      {hint && !error ? <FieldHint fieldId={id}>{hint}</FieldHint> : null}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

/** A select with its label and error, the way TextField draws an input. */
export function SelectField({
  name,
  label,
  error,
  defaultValue,
  children,
  onChange,
}: {
  name: string;
  label: string;
  error: string | undefined;
  defaultValue: string | undefined;
  children: ReactNode;
  onChange?: (value: string) => void;
}) {
  return (
    <Labelled
      name={name}
      label={label}
      error={error}
      control={(props) => (
        <select
          {...props}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
          className={`h-11 w-full rounded-lg border bg-white px-3 text-sm focus:outline-none focus:ring-2 ${fieldBorderClass(error)}`}
        >
          {children}
        </select>
      )}
    />
  );
}

/** A textarea with its label, hint and error, the way TextField draws an input. */
export function TextAreaField({
  name,
  label,
  hint,
  error,
  rows = 3,
  maxLength,
  defaultValue,
}: {
  name: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  rows?: number;
  maxLength?: number | undefined;
  defaultValue: string | undefined;
}) {
  return (
    <Labelled
      name={name}
      label={label}
      hint={hint}
      error={error}
      control={(props) => (
        <textarea
          {...props}
          rows={rows}
          maxLength={maxLength}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          className={`w-full rounded-lg border bg-white px-3 py-2 text-sm focus:outline-none focus:ring-2 ${fieldBorderClass(error)}`}
        />
      )}
    />
  );
}

/** A file input with its label, what it accepts as its hint, and its error; the page's action uploads it. */
export function FileField({
  name,
  label,
  hint,
  error,
  accept,
}: {
  name: string;
  label: string;
  hint: string;
  error: string | undefined;
  accept: string;
}) {
  return (
    <Labelled
      name={name}
      label={label}
      hint={hint}
      error={error}
      control={(props) => (
        <input
          type="file"
          accept={accept}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
          {...props}
          aria-invalid={error ? true : undefined}
        />
      )}
    />
  );
}
