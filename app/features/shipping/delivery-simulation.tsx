import { useEffect, useId, useState, type ReactNode } from "react";
import { Icon } from "../../components/ui/icons.tsx";
import type {
  SimulationGroupDto,
  SimulationMetaDto,
  SimulationServiceDto,
} from "../../../core/shipping/shipping.dto.ts";
import { Modal } from "../../components/ui/modal.tsx";
import { api } from "../../lib/api-client.ts";
import { formatRupiah } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { CourierRateOption, GuaranteeBadge, type CourierRateView } from "./courier-rate-option.tsx";
import { formatEstimate, formatWeight } from "./shipping-format.ts";

type Simulation = { data: SimulationGroupDto[]; meta: SimulationMetaDto };
type State = { status: "loading" } | { status: "hidden" } | { status: "ready"; simulation: Simulation; now: Date };

function toRateView(service: SimulationServiceDto): CourierRateView {
  const manifest = service.response_manifest;
  return {
    courier: { name: manifest.logistic.name, logo: manifest.logistic.logo },
    service: { name: manifest.rate.name },
    price: manifest.final_price,
    min_day: manifest.min_day,
    max_day: manifest.max_day,
    guarantee: service.guarantee,
  };
}

/**
 * The product page's delivery summary (spec §2): where the store ships from, the cheapest shipping and
 * its estimate, the fastest alternative, and the 'Delivery Simulation' modal listing every service by
 * speed. Fetched from the API after the page loads, with the buyer's session (their main address);
 * any failure hides the block without a word (spec §8).
 */
export function DeliverySimulation({ slug, qty, className = "" }: { slug: string; qty?: number; className?: string }) {
  const { t, lang } = useI18n();
  // Nothing on the server render: the block appears once the browser has the rates.
  const [state, setState] = useState<State | null>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    api
      .deliverySimulation(slug, lang, qty, controller.signal)
      .then((simulation) => {
        if (!Array.isArray(simulation.data)) throw new Error("simulation answered without its groups");
        setState({ status: "ready", simulation, now: new Date() });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "hidden" });
      });
    return () => controller.abort();
  }, [slug, lang, qty]);

  if (state === null || state.status === "hidden") return null;

  // A section of the product summary, ruled off like the store and detail sections around it.
  const frame = `border-t border-slate-200 pt-5 text-sm ${className}`;
  if (state.status === "loading") {
    return (
      <section aria-busy="true" aria-labelledby={titleId} className={frame} data-testid="delivery-simulation">
        <h2 id={titleId} className="text-base font-bold text-slate-900">
          {t("shipping.title")}
        </h2>
        <p className="sr-only">{t("shipping.loading")}</p>
        <div aria-hidden="true" className="mt-3 space-y-2">
          <div className="h-4 w-3/4 animate-pulse rounded bg-slate-100" />
          <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
        </div>
      </section>
    );
  }

  const { simulation, now } = state;
  const { meta } = simulation;
  const from = meta.from.json_manifest.city.name;
  const to = meta.to.json_manifest.city.name;
  const first = meta.first_recomendation;
  const second = meta.second_recomendation;

  return (
    <section aria-labelledby={titleId} className={frame} data-testid="delivery-simulation">
      <h2 id={titleId} className="text-base font-bold text-slate-900">
        {t("shipping.title")}
      </h2>
      <ul className="mt-3 space-y-2.5 text-slate-700">
        <li className="flex gap-2.5">
          <TruckIcon />
          <span>{t("shipping.from", { city: from })}</span>
        </li>
        <li className="flex gap-2.5">
          <PinIcon />
          <span>
            {meta.to.source === "address"
              ? t("shipping.to_main_address", { city: to })
              : t("shipping.to", { city: to })}
          </span>
        </li>
        {first ? (
          <li className="flex gap-2.5" data-testid="shipping-first">
            <BoxIcon />
            <span>
              <span className="block font-semibold text-slate-900">
                {t("shipping.cost_from", { rate: first.rate, price: formatRupiah(first.ongkir) })}
              </span>
              <span className="block text-xs text-slate-500">
                {formatEstimate(first.est_min, first.est_max, lang, now)}
              </span>
              {second ? (
                <span className="mt-1 block text-xs text-slate-600">
                  {t("shipping.also_available", { rate: second.rate })}
                </span>
              ) : null}
            </span>
          </li>
        ) : (
          <li role="status" className="rounded-lg bg-slate-100 px-3 py-2.5 text-slate-700">
            {t("shipping.not_available")}
          </li>
        )}
      </ul>
      {first ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          className="mt-3 text-sm font-semibold text-accent-strong hover:text-accent-dark hover:underline focus-visible:underline"
        >
          {t("shipping.open_simulation")}
        </button>
      ) : null}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t("shipping.modal_title")}
        testId="delivery-simulation-modal"
      >
        <SimulationList simulation={simulation} now={now} from={from} to={to} />
      </Modal>
    </section>
  );
}

function SimulationList({
  simulation,
  now,
  from,
  to,
}: {
  simulation: Simulation;
  now: Date;
  from: string;
  to: string;
}) {
  const { t, lang } = useI18n();
  const hasGuarantee = simulation.data.some((group) => group.services.some((service) => service.guarantee));
  return (
    <div className="px-4 pb-4 pt-3 text-sm">
      <p className="text-slate-700">{t("shipping.route", { from, to })}</p>
      <p className="mt-0.5 text-xs text-slate-500">
        {t("shipping.weight", { weight: formatWeight(simulation.meta.weight, lang) })}
      </p>
      {hasGuarantee ? (
        <p className="mt-3 flex flex-wrap items-center gap-2 rounded-lg bg-emerald-50/60 px-3 py-2 text-xs text-slate-600">
          <GuaranteeBadge explained />
          <span>{t("shipping.guarantee_note")}</span>
        </p>
      ) : null}
      {simulation.data.map((group) => (
        <section key={group.rate_type} aria-label={t("shipping.services_label", { rate: group.name })} className="mt-4">
          <h3 className="flex items-baseline justify-between gap-3 border-b border-slate-100 pb-1.5 font-bold text-slate-900">
            <span>{group.name}</span>
            <span className="text-xs font-normal text-slate-500">
              {formatEstimate(group.est_min, group.est_max, lang, now)}
            </span>
          </h3>
          <ul className="divide-y divide-slate-100">
            {group.services.map((service) => (
              <li key={service.id} className="py-2.5">
                <CourierRateOption rate={toRateView(service)} now={now} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The icon before each line of the simulation: small and muted, in line with the first row of text. */
function RowIcon({ children }: { children: ReactNode }) {
  return (
    <Icon size={18} className="mt-px shrink-0 text-slate-500">
      {children}
    </Icon>
  );
}

const TruckIcon = () => (
  <RowIcon>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="17.5" r="1.5" />
    <circle cx="17" cy="17.5" r="1.5" />
  </RowIcon>
);

const PinIcon = () => (
  <RowIcon>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z" />
    <circle cx="12" cy="10" r="2.5" />
  </RowIcon>
);

const BoxIcon = () => (
  <RowIcon>
    <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9L12 3Z" />
    <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
  </RowIcon>
);
