import type { ComponentProps, ReactNode } from "react";
import { SearchIcon } from "./icons.tsx";

type SearchFieldProps = Omit<ComponentProps<"input">, "id" | "type"> & {
  id: string;
  /** What the field is for, read out by screen readers (the label is not drawn: the placeholder says it). */
  label: string;
  /** For a form named after its field (aria-labelledby). */
  labelId?: string;
  /** The magnifier button's name. */
  submitLabel: string;
  buttonClassName?: string;
  iconSize?: number;
  /** Drawn between the field and its submit button (a clear button). */
  children?: ReactNode;
};

const FIELD_CLASS =
  "h-10 w-full rounded-lg border border-slate-300 bg-white pl-3 pr-10 text-sm placeholder:text-slate-400 focus:border-accent focus:outline-none";
const BUTTON_CLASS =
  "absolute right-0 top-0 flex h-10 w-10 items-center justify-center rounded-lg text-slate-500 hover:text-accent";

/**
 * A search box inside a form whose box is `relative`: a visually hidden label, the field, and a magnifier
 * submit button drawn over the field's right end.
 */
export function SearchField({
  id,
  label,
  labelId,
  submitLabel,
  className = FIELD_CLASS,
  buttonClassName = BUTTON_CLASS,
  iconSize = 18,
  children,
  ...input
}: SearchFieldProps) {
  return (
    <>
      <label id={labelId} htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="search" className={className} {...input} />
      {children}
      <button type="submit" aria-label={submitLabel} className={buttonClassName}>
        <SearchIcon width={iconSize} height={iconSize} />
      </button>
    </>
  );
}
