import type { ReactNode } from "react";
import { Form } from "react-router";
import { withQuery } from "../../../core/search/search.view.ts";
import { LocalLink, localizedPath, type Lang } from "../../lib/i18n.tsx";
import { privatePageMeta, type MetaPlace } from "../../lib/meta.ts";

/** A merchant page's meta: privatePageMeta, or nothing on an error page. */
export function merchantMeta(args: MetaPlace & { error?: unknown }, titleKey: string, descriptionKey: string) {
  if (args.error) return [];
  return privatePageMeta(args, titleKey, descriptionKey);
}

/** A list parameter from the address, or the fallback when it is not one of the choices. */
export function pickParam<T extends string>(value: string | null, choices: readonly T[], fallback: T): T {
  return choices.includes(value as T) ? (value as T) : fallback;
}

/** The page number from the address; anything odd or beyond `max` is the first page. */
export function pageParam(params: URLSearchParams, max: number): number {
  const page = Number(params.get("page"));
  return Number.isSafeInteger(page) && page >= 1 && page <= max ? page : 1;
}

/**
 * A list's address for `view`: only the parameters that differ from `defaults`, so equal lists have equal
 * URLs (true is written '1'; null, false and '' are left out).
 */
export function listAddress<V extends object>(path: string, view: V, defaults: Partial<V>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(view) as [keyof V & string, string | number | boolean | null][]) {
    if (value === defaults[name] || value === null || value === false || value === "") continue;
    params.set(name, value === true ? "1" : String(value));
  }
  return withQuery(path, params);
}

/** A list page's links in its language: `view` with some parameters changed; `defaults` may depend on them. */
export function listLinks<V extends object>(
  lang: Lang,
  path: string,
  view: V,
  defaults: Partial<V> | ((next: V) => Partial<V>),
) {
  return (change: Partial<V> = {}): string => {
    const next = { ...view, ...change };
    return localizedPath(lang, listAddress(path, next, typeof defaults === "function" ? defaults(next) : defaults));
  };
}

/** A merchant page's heading, its line below, the optional button to add a new item and a quieter link beside it. */
export function MerchantListHeader({
  title,
  subtitle,
  add,
  secondary,
}: {
  title: string;
  subtitle: string;
  add?: { to: string; label: string };
  secondary?: { to: string; label: string };
}) {
  const heading = (
    <>
      <h1 className="text-xl font-bold text-slate-900 desk:text-2xl">{title}</h1>
      <p className="text-sm text-slate-600">{subtitle}</p>
    </>
  );
  if (!add) return <header>{heading}</header>;
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <div>{heading}</div>
      <div className="flex flex-wrap gap-2">
        {secondary ? (
          <LocalLink
            to={secondary.to}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            {secondary.label}
          </LocalLink>
        ) : null}
        <LocalLink
          to={add.to}
          className="rounded-lg bg-accent-strong px-4 py-2.5 text-sm font-bold text-white hover:bg-accent-dark"
        >
          {add.label}
        </LocalLink>
      </div>
    </header>
  );
}

/** The search box and sort choice above a list; `keep` carries the current tab along, `children` adds filters. */
export function ListSearchForm<S extends string>({
  idPrefix,
  keep,
  search,
  maxLength,
  sort,
  sorts,
  labels,
  children,
}: {
  idPrefix: string;
  keep: { name: string; value: string } | null;
  search: string;
  maxLength: number;
  /** Lists without a sort choice leave these out. */
  sort?: S;
  sorts?: readonly S[];
  labels: { search: string; placeholder: string; sort?: string; button: string; sortOption?: (sort: S) => string };
  children?: ReactNode;
}) {
  return (
    <Form method="get" role="search" className="flex flex-wrap gap-2">
      {keep ? <input type="hidden" name={keep.name} value={keep.value} /> : null}
      <label htmlFor={`${idPrefix}-search`} className="sr-only">
        {labels.search}
      </label>
      <input
        id={`${idPrefix}-search`}
        type="search"
        name="search"
        defaultValue={search}
        maxLength={maxLength}
        placeholder={labels.placeholder}
        className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/20"
      />
      {sorts && sort !== undefined ? (
        <>
          <label htmlFor={`${idPrefix}-sort`} className="sr-only">
            {labels.sort}
          </label>
          <select
            id={`${idPrefix}-sort`}
            name="sort"
            defaultValue={sort}
            className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm"
          >
            {sorts.map((option) => (
              <option key={option} value={option}>
                {labels.sortOption?.(option) ?? option}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {children}
      <button
        type="submit"
        className="h-10 rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
      >
        {labels.button}
      </button>
    </Form>
  );
}

/** Said in place of a list that has items, just none on this tab or matching the filters. */
export function ListStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-2xl bg-white p-6 text-center text-sm text-slate-600 shadow-sm">
      {children}
    </p>
  );
}
