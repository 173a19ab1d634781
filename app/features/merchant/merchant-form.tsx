import type { ReactNode } from "react";
import { FieldError, fieldBorderClass, FieldLabel } from "../../components/ui/text-field.tsx";

/** One titled card of a merchant form: a fieldset whose legend sits above its fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-2xl bg-white p-4 shadow-sm desk:p-6">
      <legend className="float-left mb-2 w-full text-base font-bold text-slate-900">{title}</legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}

const inputClass = (error: string | undefined) =>
  `h-11 w-full rounded-lg border bg-white px-3 text-sm focus:outline-none focus:ring-2 ${fieldBorderClass(error)}`;

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
  const id = `field-${name}`;
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
        className={inputClass(error)}
      >
        {children}
      </select>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
