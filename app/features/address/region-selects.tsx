import { useCallback, useEffect, useId, useRef, useState } from "react";
import { REGION_PRESELECT_DELAY_MS } from "../../../core/address/address.view.ts";
import type { RegionDto } from "../../../core/region/region.dto.ts";
import { FieldError, fieldBorderClass } from "../../components/ui/text-field.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { fetchRegionList, type RegionLevel } from "./region-lists.ts";

export type RegionValues = { province_id: string; city_id: string; sub_district_id: string; area_id: string };
export type RegionLists = Partial<Record<RegionLevel, RegionDto[]>>;

const LEVELS: { level: RegionLevel; field: keyof RegionValues; label: string; placeholder: string }[] = [
  {
    level: "province",
    field: "province_id",
    label: "address.form.province",
    placeholder: "address.form.choose_province",
  },
  { level: "city", field: "city_id", label: "address.form.city", placeholder: "address.form.choose_city" },
  {
    level: "district",
    field: "sub_district_id",
    label: "address.form.district",
    placeholder: "address.form.choose_district",
  },
  { level: "village", field: "area_id", label: "address.form.village", placeholder: "address.form.choose_village" },
];

type Status = "ready" | "loading" | "error";

/**
 * The four cascading region selects (spec §4): a list appears once its parent is chosen, and choosing a
 * level clears every level below it. With JavaScript the lists come from the region API; without it they
 * come from the server (`lists`), one level per 'Continue' of the form.
 *
 * `preselect` (editing a saved address): the selects show the saved regions at once, each as its only
 * option, and the full lists are filled in after the spec's 500 ms.
 */
export function RegionSelects({
  initial,
  lists: serverLists,
  preselect,
  errorField,
  errorMessage,
  onChange,
}: {
  initial: RegionValues;
  lists: RegionLists;
  preselect?: Partial<Record<RegionLevel, RegionDto>>;
  errorField?: string | undefined;
  errorMessage?: string | undefined;
  /** After any level changed (the form re-checks its first error). */
  onChange?: () => void;
}) {
  const { t } = useI18n();
  const idPrefix = useId();
  const [values, setValues] = useState<RegionValues>(initial);
  const [lists, setLists] = useState<RegionLists>(() => {
    const start: RegionLists = { ...serverLists };
    for (const { level } of LEVELS) {
      const saved = preselect?.[level];
      if (!start[level] && saved) start[level] = [saved];
    }
    return start;
  });
  const [status, setStatus] = useState<Partial<Record<RegionLevel, Status>>>({});
  // Each level's latest request: an answer to an older one (the shopper changed the parent since) is dropped.
  const requests = useRef<Partial<Record<RegionLevel, number>>>({});

  const load = useCallback((level: RegionLevel, parentId: string) => {
    const ticket = (requests.current[level] ?? 0) + 1;
    requests.current[level] = ticket;
    setStatus((current) => ({ ...current, [level]: "loading" }));
    fetchRegionList(level, parentId).then(
      (list) => {
        if (requests.current[level] !== ticket) return;
        setLists((current) => ({ ...current, [level]: list }));
        setStatus((current) => ({ ...current, [level]: "ready" }));
      },
      () => {
        if (requests.current[level] !== ticket) return;
        setStatus((current) => ({ ...current, [level]: "error" }));
      },
    );
  }, []);

  // Once, after hydration: the province list if the server did not send it; on edit, the full lists of
  // the saved regions after the spec's delay.
  useEffect(() => {
    if (!serverLists.province) load("province", "");
    if (!preselect) return;
    const timer = setTimeout(() => {
      if (!serverLists.city && initial.province_id) load("city", initial.province_id);
      if (!serverLists.district && initial.city_id) load("district", initial.city_id);
      if (!serverLists.village && initial.sub_district_id) load("village", initial.sub_district_id);
    }, REGION_PRESELECT_DELAY_MS);
    return () => clearTimeout(timer);
    // Mount only: later lists follow the shopper's choices (choose()).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function choose(index: number, value: string) {
    const { field } = LEVELS[index]!;
    const next = { ...values, [field]: value };
    const cleared: RegionLists = {};
    for (const below of LEVELS.slice(index + 1)) {
      next[below.field] = "";
      cleared[below.level] = undefined;
      // A pending answer for a list that is now cleared must not bring it back.
      requests.current[below.level] = (requests.current[below.level] ?? 0) + 1;
    }
    setValues(next);
    setLists((current) => ({ ...current, ...cleared }));
    setStatus((current) => Object.fromEntries(Object.entries(current).filter(([level]) => !(level in cleared))));
    const child = LEVELS[index + 1];
    if (child && value) load(child.level, value);
  }

  // After the change is on screen, so that the form reads the cleared levels too.
  const mounted = useRef(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    if (mounted.current) onChangeRef.current?.();
    mounted.current = true;
  }, [values]);

  return (
    <>
      {LEVELS.map(({ level, field, label, placeholder }, index) => {
        const parent = index === 0 ? null : LEVELS[index - 1]!;
        const parentValue = parent ? values[parent.field] : "root";
        const list = lists[level];
        const state = status[level] ?? "ready";
        // A list appears once its parent is chosen and the list is here (or on its way).
        if (!parentValue || (!list && state === "ready")) return null;
        const id = `${idPrefix}-${field}`;
        const error = errorField === field ? errorMessage : undefined;
        return (
          <div key={field} className="space-y-1.5" data-testid={`region-${level}`}>
            <label htmlFor={id} className="block text-sm font-medium text-slate-700">
              {t(label)}
            </label>
            <select
              id={id}
              name={field}
              value={values[field]}
              onChange={(event) => choose(index, event.target.value)}
              disabled={state === "loading" && !list}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              aria-busy={state === "loading" ? true : undefined}
              className={`h-11 w-full scroll-mb-24 rounded-lg border bg-white px-3 text-sm focus:outline-none focus:ring-2 disabled:bg-slate-50 disabled:text-slate-400 ${fieldBorderClass(error)}`}
            >
              <option value="">{state === "loading" && !list ? t("address.form.loading") : t(placeholder)}</option>
              {(list ?? []).map((region) => (
                <option key={region.id} value={region.id}>
                  {region.name}
                </option>
              ))}
            </select>
            {state === "error" ? (
              <p className="flex items-center gap-2 text-xs text-accent-strong" role="alert">
                {t("address.region.load_failed")}
                <button
                  type="button"
                  onClick={() => load(level, parent ? values[parent.field] : "")}
                  className="font-semibold underline"
                >
                  {t("address.form.retry")}
                </button>
              </p>
            ) : null}
            <FieldError fieldId={id} error={error} />
          </div>
        );
      })}
    </>
  );
}
