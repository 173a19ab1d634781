import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Form, Link, useLocation, useSubmit } from "react-router";
import type { CategoryFacetDto, ListFilters, SearchFacetsDto } from "../../../core/search/search.dto.ts";
import { RATING_CHOICES } from "../../../core/search/search.view.ts";
import { Icon, StarIcon } from "../../components/ui/icons.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { clearedFilters, hiddenFields, listingHref } from "./listing-url.ts";
import { useBodyScrollLock } from "./use-body-scroll-lock.ts";
import { formatNumber } from "../../lib/intl-format.ts";
import { Button, buttonClass } from "../../components/ui/button.tsx";

/** Options shown before 'Show all'; the rest fold into a <details> that works without JavaScript. */
const VISIBLE_OPTIONS = 6;
const DESKTOP = "(min-width: 923px)";
export const FILTERS_ID = "filters";
export const FILTER_BUTTON_ID = "filters-button";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="min-w-0 border-b border-slate-100 py-3.5 last:border-b-0">
      <h3 id={id} className="mb-1.5 text-sm font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </div>
  );
}

function Option({
  name,
  value,
  label,
  count,
  checked,
  type = "checkbox",
}: {
  name: string;
  value: string;
  label: ReactNode;
  count?: number;
  checked: boolean;
  type?: "checkbox" | "radio";
}) {
  const { lang } = useI18n();
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md px-1 text-sm text-slate-700 hover:bg-slate-50 desk:min-h-9">
      <input
        type={type}
        name={name}
        value={value}
        defaultChecked={checked}
        className="h-4 w-4 shrink-0 accent-accent"
      />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {count !== undefined ? (
        <span className="shrink-0 text-xs tabular-nums text-slate-500">{formatNumber(count, lang)}</span>
      ) : null}
    </label>
  );
}

/** A long list: the first options, then the rest behind 'Show all (n)'. Selected ones come first. */
function OptionList<T extends { selected: boolean }>({
  items,
  render,
}: {
  items: T[];
  render: (item: T) => ReactNode;
}) {
  const { t } = useI18n();
  const ordered = [...items.filter((item) => item.selected), ...items.filter((item) => !item.selected)];
  const head = ordered.slice(0, VISIBLE_OPTIONS);
  const rest = ordered.slice(VISIBLE_OPTIONS);
  return (
    <div>
      {head.map(render)}
      {rest.length > 0 ? (
        <details className="group">
          <summary className="mt-1 cursor-pointer list-none px-1 text-sm font-semibold text-accent-strong hover:underline group-open:hidden">
            {t("search.filters.show_more", { count: ordered.length })}
          </summary>
          {rest.map(render)}
        </details>
      ) : null}
    </div>
  );
}

/** A facet's checkboxes under its title (brands, cities); nothing when the listing has none. */
function FacetSection({
  title,
  name,
  facets,
}: {
  title: string;
  name: string;
  facets: { id: string | number; name: string; count: number; selected: boolean }[];
}) {
  if (facets.length === 0) return null;
  return (
    <Section title={title}>
      <OptionList
        items={facets}
        render={(facet) => (
          <Option
            key={facet.id}
            name={name}
            value={String(facet.id)}
            label={facet.name}
            count={facet.count}
            checked={facet.selected}
          />
        )}
      />
    </Section>
  );
}

/** The form's fields without the empty ones (an empty price box is no filter), for a tidy URL. */
function filledFields(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === "string" && value.trim() !== "") params.append(name, value.trim());
  return params;
}

/** Categories as a tree: a level shows below its parent once the parent is chosen (or is the page's category). */
function CategoryOptions({ facets, parentId }: { facets: CategoryFacetDto[]; parentId: number | null }) {
  const level = facets.filter((item) => item.parent_id === parentId && (item.count > 0 || item.selected));
  if (level.length === 0) return null;
  const render = (item: CategoryFacetDto) => (
    <div key={item.id}>
      <Option
        name="categories[]"
        value={String(item.id)}
        label={item.name}
        count={item.count}
        checked={item.selected}
      />
      {item.selected ? (
        <div className="ml-5 border-l border-slate-100 pl-2">
          <CategoryOptions facets={facets} parentId={item.id} />
        </div>
      ) : null}
    </div>
  );
  return <OptionList items={level} render={render} />;
}

/**
 * The filter form of a listing: categories, brands, store type, location, price and rating, each option
 * with its count. A GET form, so it works without JavaScript; with it, a change applies at once on desktop.
 * On mobile (≤922 px) it is a full-screen sheet opened by the 'Filter' button (or by #filters without
 * JavaScript) and applied with 'Apply'.
 */
export function FilterPanel({
  path,
  filters,
  facets,
  scopeId,
  open,
  onClose,
}: {
  path: string;
  filters: ListFilters;
  facets: SearchFacetsDto;
  scopeId: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const { lang, t } = useI18n();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const [isDesktop, setDesktop] = useState(true);
  useBodyScrollLock(open && !isDesktop);

  useEffect(() => {
    const query = window.matchMedia(DESKTOP);
    const update = () => setDesktop(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  const storetypeLabel = (id: string) => t(`search.storetype.${id}`);
  const number = (value: number | null) => (value === null ? "" : String(value));

  return (
    <aside
      id={FILTERS_ID}
      aria-labelledby={titleId}
      data-open={open}
      className="max-desk:fixed max-desk:inset-0 max-desk:z-50 max-desk:hidden max-desk:flex-col max-desk:bg-white max-desk:target:flex max-desk:data-[open=true]:flex desk:block"
      {...(open && !isDesktop ? { role: "dialog", "aria-modal": true } : {})}
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 desk:hidden">
        <h2 id={titleId} className="text-base font-bold text-slate-900">
          {t("search.filters.title")}
        </h2>
        <a
          ref={closeRef}
          href="#"
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
          aria-label={t("search.filters.close")}
          className="flex h-10 w-10 items-center justify-center rounded-lg text-2xl leading-none text-slate-600 hover:bg-slate-100"
        >
          ×
        </a>
      </div>
      {/* Remounted when the listing changes, so the defaults match the URL after each navigation. */}
      <Form
        key={listingHref(path, filters)}
        ref={formRef}
        method="get"
        action={path}
        preventScrollReset
        onChange={(event) => {
          const target = event.target;
          if (
            isDesktop &&
            target instanceof HTMLInputElement &&
            (target.type === "checkbox" || target.type === "radio")
          ) {
            submit(filledFields(event.currentTarget), { method: "get", action: path, preventScrollReset: true });
          }
        }}
        onSubmit={(event) => {
          event.preventDefault();
          submit(filledFields(event.currentTarget), { method: "get", action: path, preventScrollReset: true });
        }}
        className="max-desk:flex-1 max-desk:overflow-y-auto max-desk:px-4 desk:rounded-xl desk:border desk:border-slate-200 desk:bg-white desk:px-4 desk:shadow-sm"
      >
        <h2 className="hidden border-b border-slate-100 pb-3 pt-4 text-base font-bold text-slate-900 desk:block">
          {t("search.filters.title")}
        </h2>
        {hiddenFields(filters, ["categories", "brands", "storetype", "cities", "price_min", "price_max", "rating"]).map(
          ([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ),
        )}

        {facets.categories.some((item) => item.parent_id === scopeId && (item.count > 0 || item.selected)) ? (
          <Section title={t("search.filters.categories")}>
            <CategoryOptions facets={facets.categories} parentId={scopeId} />
          </Section>
        ) : null}

        <FacetSection title={t("search.filters.brands")} name="brands[]" facets={facets.brands} />

        <Section title={t("search.filters.storetype")}>
          {facets.storetype.map((type) => (
            <Option
              key={type.id}
              name="storetype[]"
              value={type.id}
              label={storetypeLabel(type.id)}
              count={type.count}
              checked={type.selected}
            />
          ))}
        </Section>

        <FacetSection title={t("search.filters.cities")} name="cities[]" facets={facets.cities} />

        <Section title={t("search.filters.price")}>
          <div className="grid grid-cols-2 gap-2">
            {(["price_min", "price_max"] as const).map((name) => (
              <div key={name}>
                <label htmlFor={`filter-${name}`} className="mb-1 block text-xs text-slate-500">
                  {t(`search.filters.${name}`)}
                </label>
                <div className="flex h-10 items-center rounded-lg border border-slate-300 bg-white focus-within:border-accent">
                  <span className="pl-2 text-xs font-semibold text-slate-500" aria-hidden="true">
                    Rp
                  </span>
                  <input
                    id={`filter-${name}`}
                    name={name}
                    type="text"
                    inputMode="numeric"
                    pattern="[0-9]*"
                    maxLength={12}
                    autoComplete="off"
                    defaultValue={number(filters[name])}
                    className="h-full w-full min-w-0 rounded-lg bg-transparent px-1.5 text-sm focus:outline-none"
                  />
                </div>
              </div>
            ))}
          </div>
        </Section>

        <Section title={t("search.filters.rating")}>
          {RATING_CHOICES.map((rating) => (
            <Option
              key={rating}
              type="radio"
              name="rating"
              value={String(rating)}
              checked={filters.rating === rating}
              label={
                <span className="flex items-center gap-1">
                  <StarIcon filled className="size-4" />
                  {t("search.filters.rating_min", { rating: formatNumber(rating, lang) })}
                </span>
              }
            />
          ))}
          <Option
            type="radio"
            name="rating"
            value=""
            checked={filters.rating === null}
            label={t("search.filters.rating_any")}
          />
        </Section>

        <div className="sticky bottom-0 flex gap-2 border-t border-slate-100 bg-white py-3 desk:static desk:border-0 desk:pt-0">
          <Link
            to={listingHref(path, filters, clearedFilters(filters))}
            className={buttonClass({ look: "outline", size: "md", className: "flex-1" })}
          >
            {t("search.filters.reset")}
          </Link>
          <Button type="submit" look="primary" size="md" className="flex-1">
            {t("search.filters.apply")}
          </Button>
        </div>
      </Form>
    </aside>
  );
}

/** The mobile 'Filter' button: a link to #filters without JavaScript, a dialog opener with it. */
export function FilterButton({ count, expanded, onOpen }: { count: number; expanded: boolean; onOpen: () => void }) {
  const { t } = useI18n();
  const location = useLocation();
  return (
    <a
      id={FILTER_BUTTON_ID}
      href={`${location.pathname}${location.search}#${FILTERS_ID}`}
      role="button"
      aria-controls={FILTERS_ID}
      aria-expanded={expanded}
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
      className="flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 desk:hidden"
    >
      <Icon size={18} strokeWidth="1.8">
        <path d="M4 6h16M7 12h10M10 18h4" />
      </Icon>
      {t("search.filters.open")}
      {count > 0 ? (
        <span className="min-w-5 rounded-full bg-accent-strong px-1.5 text-center text-xs leading-5 text-white">
          {count}
        </span>
      ) : null}
    </a>
  );
}
