import type { InputHTMLAttributes } from "react";

/** A labelled input whose error is announced and tied to the field. */
export function TextField({
  label,
  error,
  hint,
  name,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string | undefined; hint?: string }) {
  const id = `field-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`h-11 w-full rounded-lg border bg-white px-3 text-sm focus:outline-none focus:ring-2 ${
          error ? "border-accent focus:ring-accent/30" : "border-slate-300 focus:border-accent focus:ring-accent/20"
        }`}
        {...input}
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-accent-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}
