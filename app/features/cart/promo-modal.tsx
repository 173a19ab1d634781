import { createContext, useContext, useState, type ReactNode } from "react";
import type { PromoActiveListDto, PromoOptionDto, UnusablePromoOptionDto } from "../../../core/promo/index.ts";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { formatRupiah } from "../../lib/format.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { formatDate } from "../promo/dates.ts";
import { TicketIcon } from "./cart-icons.tsx";
import { useCartAction } from "./use-cart-action.ts";
import { useNoticeFetcher } from "../../lib/use-notice.ts";
import { IntentButton } from "../../components/ui/intent-button.tsx";
import { buttonClass } from "../../components/ui/button.tsx";

/** The page the promo chooser sits on (cart or checkout), in the page's language. */
const PromoPageContext = createContext("/cart");

/** Where a promo form comes back to without JavaScript: its page with the promo panel open. */
function usePanelPath(): string {
  return `${useContext(PromoPageContext)}?promo=open`;
}

function PromoForm({
  intent,
  promoId,
  children,
  className,
}: {
  intent: string;
  promoId?: number;
  children: ReactNode;
  className: string;
}) {
  const fetcher = useNoticeFetcher();
  const action = useCartAction();
  const panelPath = usePanelPath();
  return (
    <fetcher.Form method="post" action={action}>
      <CsrfField />
      <input type="hidden" name="redirectTo" value={panelPath} />
      {promoId !== undefined ? <input type="hidden" name="promo_id" value={promoId} /> : null}
      <button type="submit" name="intent" value={intent} disabled={fetcher.state !== "idle"} className={className}>
        {children}
      </button>
    </fetcher.Form>
  );
}

function PromoCard({ promo, unusable }: { promo: PromoOptionDto; unusable?: UnusablePromoOptionDto }) {
  const { lang, t } = useI18n();
  const selected = promo.is_selected === 1;
  const worth =
    promo.kind === "percentage"
      ? `${promo.value}%${promo.max_potongan ? ` · ${t("promo.modal.max_discount", { amount: formatRupiah(promo.max_potongan) })}` : ""}`
      : promo.kind === "fixed"
        ? formatRupiah(promo.value)
        : t("promo.modal.free_shipping");
  return (
    <li
      className={`flex items-stretch overflow-hidden rounded-xl border ${selected && !unusable ? "border-accent bg-accent-soft/40" : "border-slate-200 bg-white"} ${unusable ? "opacity-70" : ""}`}
      data-testid="promo-card"
      data-selected={selected ? "1" : "0"}
    >
      <div
        className={`flex w-14 shrink-0 items-center justify-center ${unusable ? "bg-slate-300" : "bg-accent"} text-white`}
        aria-hidden="true"
      >
        <TicketIcon width={22} height={22} />
      </div>
      <div className="min-w-0 flex-1 px-3 py-2.5">
        <p className="text-sm font-bold text-slate-900">{promo.promo_name}</p>
        <p className="text-xs text-slate-600">
          {worth} · {t("promo.modal.min_purchase", { amount: formatRupiah(promo.min_purchase) })}
        </p>
        <p className="text-[11px] text-slate-500">
          {t("promo.modal.valid_until", { date: formatDate(promo.end_at, lang) })}
        </p>
        {unusable ? (
          <p className="mt-1 text-xs font-semibold text-accent-strong">{unusable.message}</p>
        ) : promo.potongan > 0 ? (
          <p className="mt-1 text-xs font-semibold text-emerald-700">
            {t("promo.modal.discount", { amount: formatRupiah(promo.potongan) })}
          </p>
        ) : null}
      </div>
      <div className="flex items-center pr-3">
        {unusable ? null : selected ? (
          <PromoForm
            intent="promo_unselect"
            promoId={promo.id}
            className="touch-target relative rounded-lg border border-accent px-3 py-1.5 text-xs font-bold text-accent-strong hover:bg-white"
          >
            <span aria-hidden="true">✓ </span>
            {t("promo.modal.unselect")}
            <span className="sr-only"> {promo.promo_name}</span>
          </PromoForm>
        ) : (
          <PromoForm
            intent="promo_select"
            promoId={promo.id}
            className="touch-target relative rounded-lg bg-accent-strong px-3 py-1.5 text-xs font-bold text-white hover:bg-accent-dark"
          >
            {t("promo.modal.select")}
            <span className="sr-only"> {promo.promo_name}</span>
          </PromoForm>
        )}
      </div>
    </li>
  );
}

function CodeForm() {
  const { t } = useI18n();
  const fetcher = useNoticeFetcher("promo-code", { toastErrors: false });
  const action = useCartAction();
  const panelPath = usePanelPath();
  const notice = fetcher.data?.notice;
  const error = notice?.tone === "error" ? t(notice.key, notice.values) : null;
  return (
    <fetcher.Form method="post" action={action} noValidate>
      <CsrfField />
      <input type="hidden" name="redirectTo" value={panelPath} />
      <label htmlFor="promo-code" className="mb-1 block text-sm font-semibold text-slate-700">
        {t("promo.modal.code_label")}
      </label>
      <div className="flex gap-2">
        <input
          id="promo-code"
          name="promo_code"
          autoComplete="off"
          maxLength={50}
          placeholder={t("promo.modal.code_placeholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "promo-code-error" : undefined}
          className={`h-10 min-w-0 flex-1 rounded-lg border px-3 text-sm uppercase placeholder:normal-case focus:outline-none ${error ? "border-accent" : "border-slate-300 focus:border-accent"}`}
        />
        <IntentButton
          intent="promo_claim"
          disabled={fetcher.state !== "idle"}
          className="h-10 rounded-lg bg-accent-strong px-4 text-sm font-bold text-white hover:bg-accent-dark disabled:opacity-60"
        >
          {t("promo.modal.apply")}
        </IntentButton>
      </div>
      {error ? (
        <p id="promo-code-error" role="alert" className="mt-1 text-xs text-accent-strong">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** The content of 'Use Promo' (spec §2): code box, express promos, store promos, unusable ones, reset. */
export function PromoChooser({ promos }: { promos: PromoActiveListDto }) {
  const { t } = useI18n();
  const unusableById = new Map(promos.non_active.map((promo) => [promo.id, promo]));
  const selectedIds = new Set(
    [...promos.tokoexpress, ...promos.merchant.flatMap((group) => group.promos)]
      .filter((promo) => promo.is_selected === 1)
      .map((promo) => promo.id),
  );
  const bestIsCurrent =
    promos.best.promo_ids.length === selectedIds.size && promos.best.promo_ids.every((id) => selectedIds.has(id));
  const nothing = promos.tokoexpress.length === 0 && promos.merchant.length === 0;
  return (
    <div className="flex flex-col gap-5">
      <CodeForm />
      {promos.best.saving > promos.summary.discount && !bestIsCurrent ? (
        <div
          className="flex items-center justify-between gap-3 rounded-xl bg-emerald-50 px-3 py-2.5"
          data-testid="promo-best"
        >
          <p className="text-sm text-emerald-900">
            {t("promo.modal.save", { amount: formatRupiah(promos.best.saving) })}
          </p>
          <PromoForm
            intent="promo_best"
            className="shrink-0 rounded-lg bg-emerald-700 px-3 py-1.5 text-xs font-bold text-white hover:bg-emerald-800"
          >
            {t("promo.modal.use_best")}
          </PromoForm>
        </div>
      ) : null}
      {nothing ? (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">{t("promo.modal.empty")}</p>
      ) : null}
      {promos.tokoexpress.length > 0 ? (
        <PromoSection id="promo-platform" title={t("promo.modal.platform_promos")}>
          <ul className="flex flex-col gap-2">
            {promos.tokoexpress.map((promo) => (
              <PromoCard key={promo.id} promo={promo} unusable={unusableById.get(promo.id)} />
            ))}
          </ul>
        </PromoSection>
      ) : null}
      {promos.merchant.length > 0 ? (
        <PromoSection id="promo-stores" title={t("promo.modal.store_promos")}>
          <div className="flex flex-col gap-3">
            {promos.merchant.map((group) => (
              <div key={group.merchant.id}>
                <p className="mb-1.5 text-xs font-semibold text-slate-600">
                  <LocalLink to={`/store/${group.merchant.merchant_slug}`} className="hover:text-accent-strong">
                    {group.merchant.merchant_name}
                  </LocalLink>
                </p>
                <ul className="flex flex-col gap-2">
                  {group.promos.map((promo) => (
                    <PromoCard key={promo.id} promo={promo} unusable={unusableById.get(promo.id)} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </PromoSection>
      ) : null}
      {promos.non_active.length > 0 ? (
        <details className="group/unusable rounded-xl border border-slate-200" data-testid="promo-unusable">
          <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-bold text-slate-700 [&::-webkit-details-marker]:hidden">
            {t("promo.modal.unusable")} ({promos.non_active.length})
            <span aria-hidden="true" className="transition group-open/unusable:rotate-180">
              ▾
            </span>
          </summary>
          <ul className="flex flex-col gap-2 px-3 pb-3">
            {promos.non_active.map((promo) => (
              <PromoCard key={promo.id} promo={promo} unusable={promo} />
            ))}
          </ul>
        </details>
      ) : null}
      <div className="flex justify-end">
        <PromoForm intent="promo_reset" className={buttonClass({ look: "text", className: "text-sm" })}>
          {t("promo.modal.reset")}
        </PromoForm>
      </div>
    </div>
  );
}

/**
 * The promo bar of the cart summary and its 'Use Promo' modal. Opening needs a checked product. Without
 * JavaScript the bar is a link that renders the same chooser inline (?promo=open).
 */
export function PromoBar({
  promos,
  checkedQty,
  openInline,
  returnTo,
}: {
  promos: PromoActiveListDto;
  checkedQty: number;
  openInline: boolean;
  returnTo: string;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [warning, setWarning] = useState(false);
  const applied = promos.summary.all_promo;
  const label =
    applied.length > 0
      ? `${t("promo.modal.applied_count", { count: applied.length })} · ${t("cart.promo_bar.saving", { amount: formatRupiah(promos.summary.discount) })}`
      : t("cart.promo_bar.cta");
  return (
    <PromoPageContext.Provider value={returnTo}>
      <div>
        <a
          href={`${returnTo}?promo=open`}
          onClick={(event) => {
            event.preventDefault();
            if (checkedQty === 0) {
              setWarning(true);
              return;
            }
            setWarning(false);
            setOpen(true);
          }}
          className="flex items-center gap-3 rounded-xl border border-accent/30 bg-accent-soft/50 px-3 py-2.5 text-sm font-semibold text-slate-800 hover:border-accent"
          data-testid="promo-bar"
        >
          <TicketIcon className="shrink-0 text-accent" />
          <span className="min-w-0 flex-1">{label}</span>
          <span aria-hidden="true" className="text-accent-strong">
            ›
          </span>
        </a>
        {warning ? (
          <p role="alert" className="mt-1 text-xs text-accent-strong">
            {t("cart.validation.no_items")}
          </p>
        ) : null}
        {openInline && !open ? (
          <section aria-label={t("promo.modal.title")} className="mt-3 rounded-xl border border-slate-200 p-3">
            <PromoChooser promos={promos} />
          </section>
        ) : null}
        <Modal
          open={open}
          onClose={() => setOpen(false)}
          title={t("promo.modal.title")}
          size="md"
          testId="promo-modal"
          bodyClassName="flex flex-col"
        >
          <div className="flex min-h-0 flex-1 flex-col">
            <div className="min-h-0 flex-1 overflow-y-auto p-4">
              <PromoChooser promos={promos} />
            </div>
            <footer className="flex items-center justify-between gap-3 border-t border-slate-100 px-4 py-3">
              <p className="text-sm font-semibold text-slate-900" data-testid="promo-saving">
                {t("promo.modal.save", { amount: formatRupiah(promos.summary.discount) })}
              </p>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="h-10 rounded-lg bg-accent-strong px-5 text-sm font-bold text-white hover:bg-accent-dark"
              >
                {t("promo.modal.use")}
              </button>
            </footer>
          </div>
        </Modal>
      </div>
    </PromoPageContext.Provider>
  );
}

/** A titled group of promo cards in the modal (the platform's, or the stores'). */
function PromoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-sm font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
