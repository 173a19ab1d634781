import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { LocalLink } from "../../lib/i18n.tsx";
import { privatePageMeta, type MetaPlace } from "../../lib/meta.ts";

/** A merchant page's meta: privatePageMeta, or nothing on an error page. */
export function merchantMeta(args: MetaPlace & { error?: unknown }, titleKey: string, descriptionKey: string) {
  if (args.error) return [];
  return privatePageMeta(args, titleKey, descriptionKey);
}

// The order pages being built beside this change still take these from here.
export { listAddress, listLinks, pageParam, pickParam } from "./list-view.ts";

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
      <Button type="submit" look="outline" size="md">
        {labels.button}
      </Button>
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
