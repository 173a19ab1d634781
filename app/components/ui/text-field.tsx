import type { InputHTMLAttributes, ReactNode } from "react";

/** A labelled input whose error is announced and tied to the field. */
export function TextField({
  label,
  error,
  hint,
  name,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string | undefined; hint?: string }) {
  const id = `field-${name}`;
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(id, error, hint)}
        className={`h-11 w-full rounded-lg border bg-white px-3 text-sm focus:outline-none focus:ring-2 ${fieldBorderClass(
          error,
        )}`}
        {...input}
      />
      {hint && !error ? <FieldHint fieldId={id}>{hint}</FieldHint> : null}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700">
      {children}
    </label>
  );
}

/** A form control's hint line; its id is the one the control's aria-describedby names. */
export function FieldHint({ fieldId, children }: { fieldId: string; children: ReactNode }) {
  return (
    <p id={`${fieldId}-hint`} className="text-xs text-slate-500">
      {children}
    </p>
  );
}

/** What a field's aria-describedby names: its error and hint lines (their ids), or nothing. */
export function describedByIds(id: string, error: string | undefined, hint: string | undefined): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

/** A form control's border and focus ring: red while it holds an error. */
export function fieldBorderClass(error: string | undefined): string {
  return error ? "border-accent focus:ring-accent/30" : "border-slate-300 focus:border-accent focus:ring-accent/20";
}

/** A form control's error line; its id is the one the control's aria-describedby names. */
export function FieldError({ fieldId, error }: { fieldId: string; error: string | undefined }) {
  return error ? (
    <p id={`${fieldId}-error`} className="text-xs font-medium text-accent-strong">
      {error}
    </p>
  ) : null;
}
