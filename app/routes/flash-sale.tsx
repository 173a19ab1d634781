import { useEffect, useRef, useState } from "react";
import { toast } from "../lib/toast.tsx";
import { api, ApiAnswerError } from "../lib/api-client.ts";
import { requestContext } from "#app-context";
import type { Route } from "./+types/flash-sale";
import type { FlashSaleProductDto, FlashSaleSessionDto } from "../../core/flashsale/flashsale.dto.ts";
import type { PaginationMeta } from "../../core/shared/pagination.ts";
import { Countdown } from "../components/ui/countdown.tsx";
import { Pagination } from "../components/ui/pagination.tsx";
import { BoltIcon } from "../components/ui/icons.tsx";
import { pageUrl } from "../lib/route-helpers.server.ts";
import { routeMeta } from "../lib/seo.ts";
import { siteOrigin } from "../lib/site-origin.server.ts";
import { formatDate } from "../features/promo/dates.ts";
import { ProductGrid } from "../features/catalog/product-grid.tsx";
import { sessionCard } from "../features/promo/session-stock.tsx";
import { localizedPath, useI18n } from "../lib/i18n.tsx";
import { useRevalidateIfIdle } from "../lib/use-revalidate.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

/** Spec §7: the flash-sale products call is delayed 200 ms (on a client-side session switch only). */
const SWITCH_DELAY_MS = 200;

export function meta({ error, location, loaderData }: Route.MetaArgs) {
  return routeMeta({ error, location }, (t) => ({
    origin: loaderData?.origin,
    title: `${t("landing.flash_title")} | Pasar`,
    description: t("landing.flash_description"),
    noindex: location.search.length > 0,
  }));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const url = pageUrl(request);
  const selected = url.searchParams.get("selected") ?? undefined;
  const { sessions, products } = await services.flashSales.page(
    { selected, page: url.searchParams.get("page") ?? undefined, sort: url.searchParams.get("sort") ?? undefined },
    () => "",
  );
  return {
    origin: siteOrigin(request),
    sessions: sessions.promos,
    selectedId: sessions.fs_selected_id,
    products: products?.items ?? [],
    meta: products?.meta ?? null,
    serverTime: sessions.selected_promo?.server_time ?? new Date().toISOString(),
  };
}

function sessionHref(lang: "id" | "en", id: number, page = 1) {
  return `${localizedPath(lang, "/flash-sale")}?selected=${id}${page > 1 ? `&page=${page}` : ""}`;
}

export default function FlashSalePage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { sessions, serverTime } = loaderData;
  const [selectedId, setSelectedId] = useState(loaderData.selectedId);
  const [products, setProducts] = useState<FlashSaleProductDto[]>(loaderData.products);
  const [meta, setMeta] = useState<PaginationMeta | null>(loaderData.meta);
  const [switching, setSwitching] = useState(false);
  const pending = useRef<{ timer?: number; controller?: AbortController }>({});

  // Fresh loader data (a link followed, a revalidation) wins over a client-side switch.
  useEffect(() => {
    setSelectedId(loaderData.selectedId);
    setProducts(loaderData.products);
    setMeta(loaderData.meta);
    setSwitching(false);
  }, [loaderData]);

  useEffect(() => {
    const current = pending.current;
    return () => {
      window.clearTimeout(current.timer);
      current.controller?.abort();
    };
  }, []);

  const selected = sessions.find((session) => session.id === selectedId) ?? null;

  const onPhaseChange = useRevalidateIfIdle();

  const switchTo = (session: FlashSaleSessionDto) => {
    window.clearTimeout(pending.current.timer);
    pending.current.controller?.abort();
    setSelectedId(session.id);
    setSwitching(true);
    window.history.replaceState(window.history.state, "", sessionHref(lang, session.id));
    pending.current.timer = window.setTimeout(async () => {
      const controller = new AbortController();
      pending.current.controller = controller;
      try {
        const page = await api.flashSaleProducts(session.id, lang, controller.signal);
        setProducts(page.data);
        setMeta(page.meta);
      } catch (error) {
        if (error instanceof ApiAnswerError) toast.error(error.serverMessage ?? t("landing.load_failed"));
        else if ((error as Error).name !== "AbortError") toast.error(t("errors.connection", { section: "FLASHSALE" }));
      } finally {
        if (pending.current.controller === controller) setSwitching(false);
      }
    }, SWITCH_DELAY_MS);
  };

  const time = (iso: string) =>
    formatDate(iso, lang, { hour: "2-digit", minute: "2-digit", hour12: false }).replace(":", ".");
  const day = (iso: string) => formatDate(iso, lang, { day: "numeric", month: "short" });

  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-4 desk:py-6">
      <header className="flex items-center gap-4 overflow-hidden rounded-2xl bg-gradient-to-r from-accent-strong via-rose-600 to-orange-700 px-5 py-6 text-white desk:px-8">
        <BoltIcon className="h-12 w-12 shrink-0" />
        <div>
          <h1 className="text-2xl font-extrabold desk:text-3xl">{t("landing.flash_title")}</h1>
          <p className="mt-1 max-w-2xl text-sm text-white/90">{t("landing.flash_description")}</p>
        </div>
      </header>

      {sessions.length === 0 ? (
        <div className="rounded-2xl bg-white px-4 py-14 text-center shadow-sm">
          <p className="text-base font-semibold text-slate-800">{t("landing.no_sessions")}</p>
          <p className="mt-1 text-sm text-slate-500">{t("landing.no_sessions_text")}</p>
        </div>
      ) : (
        <>
          <nav aria-label={t("landing.sessions")} className="rounded-2xl bg-white p-2 shadow-sm">
            <ul className="flex gap-2 overflow-x-auto">
              {sessions.map((session) => {
                const active = session.id === selectedId;
                return (
                  // Three sessions fit a 390 px phone side by side; more scroll.
                  <li key={session.id} className="min-w-[6.5rem] flex-1 basis-0 desk:min-w-36">
                    <a
                      href={sessionHref(lang, session.id)}
                      aria-current={active ? "true" : undefined}
                      onClick={(event) => {
                        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                        event.preventDefault();
                        if (!active) switchTo(session);
                      }}
                      className={`flex h-full flex-col items-center justify-center rounded-xl px-2 py-2 text-center transition desk:px-3 ${
                        active ? "bg-accent-strong text-white shadow" : "text-slate-700 hover:bg-accent-soft"
                      }`}
                    >
                      <span className="text-lg font-extrabold tabular-nums">
                        {time(session.start_at)} <span className="text-xs font-semibold">WIB</span>
                      </span>
                      <span className={`text-[11px] leading-tight ${active ? "text-white/90" : "text-slate-500"}`}>
                        {session.status === "running" ? (
                          t("landing.status_running")
                        ) : (
                          <>
                            {t("landing.status_upcoming")}
                            {/* On a phone's narrow tab the day goes on its own line. */}
                            <span className="max-desk:hidden"> · </span>
                            <span className="max-desk:block">{day(session.start_at)}</span>
                          </>
                        )}
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>

          {selected ? (
            <section aria-labelledby="flash-session" className="space-y-4">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-white px-4 py-3 shadow-sm">
                <h2 id="flash-session" className="text-base font-bold text-slate-900">
                  {selected.name}
                </h2>
                <Countdown
                  startAt={selected.start_at}
                  endAt={selected.end_at}
                  serverNow={serverTime}
                  onPhaseChange={onPhaseChange}
                />
                {selected.status === "upcoming" ? (
                  <p className="w-full text-xs text-slate-500">{t("landing.upcoming_note")}</p>
                ) : null}
              </div>
              {switching ? (
                <p role="status" className="sr-only">
                  {t("landing.loading")}
                </p>
              ) : null}
              {products.length === 0 && !switching ? (
                <p className="rounded-2xl bg-white px-4 py-10 text-center text-sm text-slate-500 shadow-sm">
                  {t("landing.no_session_products")}
                </p>
              ) : (
                <ProductGrid
                  products={products}
                  columns={6}
                  eager={6}
                  busy={switching}
                  session={(product) => sessionCard(product, selected.status === "upcoming")}
                  testId="flash-products"
                />
              )}
              {meta ? <Pagination meta={meta} hrefFor={(page) => sessionHref(lang, selected.id, page)} /> : null}
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
