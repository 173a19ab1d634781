import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { toast } from "../../lib/toast.tsx";
import { categoryPath, type MegaMenuCategoryDto } from "../../../core/catalog/catalog.dto.ts";
import { ChevronDownIcon } from "../../components/ui/icons.tsx";
import { sizedImage } from "../../lib/format.ts";
import { LocalLink, localizedPath, useI18n } from "../../lib/i18n.tsx";
import { readCachedTree, treeFromResponse, writeCachedTree } from "../home/category-cache.ts";

type Status = "idle" | "loading" | "ready" | "error";

const DESKTOP_QUERY = "(min-width: 923px)";
/** Moving the pointer from the trigger to the panel crosses a few pixels of header; do not close on that. */
const CLOSE_DELAY_MS = 200;

/**
 * The category mega-menu of spec §2. Desktop: hovering (mouse), keyboard focus or a click opens a panel;
 * hovering or focusing a top category shows its subcategories, their leaves and its official brands.
 * Mobile: a tap opens a full-screen panel that drills down top → subcategory → leaf. The tree comes from
 * GET /api/header/megamenu, cached in localStorage for 10 minutes (spec §9). Without JavaScript the trigger
 * is a plain link to the search page.
 */
export function MegaMenu() {
  const { lang, t } = useI18n();
  const location = useLocation();
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const [tree, setTree] = useState<MegaMenuCategoryDto[] | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  const [active, setActive] = useState(0);
  const [mobileTop, setMobileTop] = useState<number | null>(null);
  const [mobileSub, setMobileSub] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const mobileCloseRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedAt = useRef(0);
  /** Focus handed back to the trigger on Escape must not reopen the panel. */
  const refocusing = useRef(false);
  const loading = useRef<Promise<void> | null>(null);
  const panelId = useId();

  const load = useCallback(() => {
    if (loading.current) return loading.current;
    const cached = readCachedTree(window.localStorage, lang, Date.now());
    if (cached) {
      setTree(cached);
      setStatus("ready");
      return Promise.resolve();
    }
    setStatus("loading");
    const request = fetch(`/api/header/megamenu?lang=${lang}`, { headers: { accept: "application/json" } })
      .then(async (response) => {
        const body: unknown = await response.json().catch(() => null);
        const data = response.ok ? treeFromResponse(body) : null;
        if (!data) {
          // Spec §8: a category fetch error that is not a connection failure goes to the console only.
          console.warn("category mega menu: unexpected answer", response.status);
          setStatus("error");
          loading.current = null;
          return;
        }
        writeCachedTree(window.localStorage, lang, Date.now(), data);
        setTree(data);
        setStatus("ready");
      })
      .catch(() => {
        loading.current = null;
        setStatus("error");
        toast.error(t("errors.connection", { section: "CATEGORY MEGA MENU" }));
      });
    loading.current = request;
    return request;
  }, [lang, t]);

  // Spec §7: the category list is fetched when the header is created, only if not cached.
  useEffect(() => {
    setHydrated(true);
    loading.current = null;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void load());
    return () => cancel(handle);
  }, [load]);

  const close = useCallback((returnFocus = false) => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
    setMobileTop(null);
    setMobileSub(null);
    if (returnFocus) {
      refocusing.current = true;
      triggerRef.current?.focus();
      refocusing.current = false;
    }
  }, []);

  const show = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setOpen((wasOpen) => {
      if (!wasOpen) openedAt.current = Date.now();
      return true;
    });
    void load();
  }, [load]);

  // A followed link closes the menu.
  useEffect(() => {
    close();
  }, [location.pathname, location.search, close]);

  // The full-screen mobile panel locks the page behind it and takes the focus.
  useEffect(() => {
    if (!open || window.matchMedia(DESKTOP_QUERY).matches) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    mobileCloseRef.current?.focus();
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close(true);
    }
  };

  const triggerClass =
    "flex h-10 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-accent desk:px-3";
  const gridIcon = (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
      <rect x="3" y="3" width="7.5" height="7.5" rx="2" />
      <rect x="13.5" y="3" width="7.5" height="7.5" rx="2" />
      <rect x="3" y="13.5" width="7.5" height="7.5" rx="2" />
      <rect x="13.5" y="13.5" width="7.5" height="7.5" rx="2" opacity=".45" />
    </svg>
  );

  return (
    <div
      ref={rootRef}
      className="shrink-0"
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse" && window.matchMedia(DESKTOP_QUERY).matches) show();
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse" || !window.matchMedia(DESKTOP_QUERY).matches) return;
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(() => close(), CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (!window.matchMedia(DESKTOP_QUERY).matches) return;
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
      onKeyDown={onKeyDown}
    >
      {hydrated ? (
        <button
          ref={triggerRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-haspopup="true"
          aria-label={t("landing.categories")}
          className={`${triggerClass} ${open ? "text-accent" : ""}`}
          // A mouse reaching the trigger has just opened the panel by hovering; its click must not close it.
          onClick={() => (open && Date.now() - openedAt.current > 500 ? close() : show())}
          onFocus={(event) => {
            // Keyboard focus opens the panel; a mouse click focuses too, and its click toggles instead.
            if (!refocusing.current && event.currentTarget.matches(":focus-visible") && window.matchMedia(DESKTOP_QUERY).matches) show();
          }}
        >
          {gridIcon}
          <span className="hidden desk:inline">{t("landing.categories")}</span>
          <ChevronDownIcon width={16} height={16} className={`hidden transition desk:block ${open ? "rotate-180" : ""}`} />
        </button>
      ) : (
        <a href={localizedPath(lang, "/search")} aria-label={t("landing.categories")} className={triggerClass}>
          {gridIcon}
          <span className="hidden desk:inline">{t("landing.categories")}</span>
          <ChevronDownIcon width={16} height={16} className="hidden desk:block" />
        </a>
      )}

      {open ? (
        <div id={panelId}>
          <DesktopPanel tree={tree} status={status} active={active} setActive={setActive} retry={() => void load()} />
          <MobilePanel
            tree={tree}
            status={status}
            top={mobileTop}
            sub={mobileSub}
            setTop={setMobileTop}
            setSub={setMobileSub}
            closeRef={mobileCloseRef}
            onClose={() => close(true)}
            retry={() => void load()}
          />
        </div>
      ) : null}
    </div>
  );
}

function PanelState({ status, retry }: { status: Status; retry: () => void }) {
  const { t } = useI18n();
  if (status === "error") {
    return (
      <div className="flex flex-col items-center gap-3 p-10 text-sm text-slate-600">
        <p>{t("landing.menu_failed")}</p>
        <button type="button" onClick={retry} className="rounded-lg border border-accent px-4 py-1.5 font-semibold text-accent hover:bg-accent-soft">
          {t("landing.retry")}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="p-10 text-center text-sm text-slate-500">
      {t("landing.menu_loading")}
    </p>
  );
}

function DesktopPanel({
  tree,
  status,
  active,
  setActive,
  retry,
}: {
  tree: MegaMenuCategoryDto[] | null;
  status: Status;
  active: number;
  setActive: (index: number) => void;
  retry: () => void;
}) {
  const { t } = useI18n();
  const listRef = useRef<HTMLUListElement>(null);
  const paneRef = useRef<HTMLDivElement>(null);
  const top = tree?.[Math.min(active, (tree?.length ?? 1) - 1)];

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      links[(index + (event.key === "ArrowDown" ? 1 : links.length - 1)) % links.length]?.focus();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      paneRef.current?.querySelector<HTMLAnchorElement>("a")?.focus();
    }
  };

  return (
    <div className="absolute inset-x-0 top-full z-50 hidden border-t border-slate-200 bg-white shadow-xl desk:block" data-testid="mega-menu-desktop">
      <div className="mx-auto max-w-7xl px-4">
        {!tree ? (
          <PanelState status={status} retry={retry} />
        ) : (
          <div className="flex h-[min(460px,calc(100vh-9rem))]">
            <ul ref={listRef} onKeyDown={onListKey} className="w-64 shrink-0 overflow-y-auto border-r border-slate-100 py-3 pr-2" aria-label={t("landing.all_categories")}>
              {tree.map((category, index) => (
                <li key={category.id}>
                  <LocalLink
                    to={categoryPath({ slug: category.slug, level: 1 })}
                    onPointerEnter={() => setActive(index)}
                    onFocus={() => setActive(index)}
                    aria-current={index === active ? "true" : undefined}
                    className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm ${
                      index === active ? "bg-accent-soft font-semibold text-accent" : "text-slate-700 hover:bg-slate-50"
                    }`}
                  >
                    <img src={sizedImage(category.icon, 96)} alt="" width={28} height={28} className="h-7 w-7 shrink-0 rounded-md bg-slate-100 object-cover" />
                    <span className="line-clamp-1">{category.name}</span>
                  </LocalLink>
                </li>
              ))}
            </ul>
            {top ? (
              <div
                ref={paneRef}
                className="flex min-w-0 flex-1 flex-col overflow-y-auto py-4 pl-6"
                onKeyDown={(event) => {
                  if (event.key === "ArrowLeft") {
                    event.preventDefault();
                    listRef.current?.querySelectorAll<HTMLAnchorElement>("a")[active]?.focus();
                  }
                }}
              >
                <div className="mb-3 flex items-baseline justify-between gap-4">
                  <h2 className="text-base font-bold text-slate-900">{top.name}</h2>
                  <LocalLink to={categoryPath({ slug: top.slug, level: 1 })} className="text-sm font-semibold text-accent hover:underline">
                    {t("landing.see_all_in", { name: top.name })}
                  </LocalLink>
                </div>
                <div className="grid grid-cols-3 gap-x-6 gap-y-5">
                  {top.child.map((sub) => (
                    <div key={sub.id}>
                      <LocalLink to={categoryPath({ slug: sub.slug, level: 2 })} className="text-sm font-semibold text-slate-900 hover:text-accent">
                        {sub.name}
                      </LocalLink>
                      <ul className="mt-1.5 space-y-1">
                        {sub.child.map((leaf) => (
                          <li key={leaf.id}>
                            <LocalLink to={categoryPath({ slug: leaf.slug, level: 3 })} className="text-[13px] text-slate-600 hover:text-accent">
                              {leaf.name}
                            </LocalLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
                {top.related_brand.length > 0 ? (
                  <div className="mt-auto border-t border-slate-100 pt-4">
                    <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{t("landing.featured_brands")}</h3>
                    <ul className="flex flex-wrap gap-3">
                      {top.related_brand.map((brand) => (
                        <li key={brand.id}>
                          <LocalLink
                            to={`/store/${brand.merchant_slug}`}
                            title={brand.merchant_name}
                            className="block rounded-xl border border-slate-200 p-1.5 hover:border-accent"
                          >
                            <img src={sizedImage(brand.photo, 96)} alt={brand.merchant_name} width={48} height={48} loading="lazy" className="h-12 w-12 rounded-lg object-cover" />
                          </LocalLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}

function MobilePanel({
  tree,
  status,
  top,
  sub,
  setTop,
  setSub,
  closeRef,
  onClose,
  retry,
}: {
  tree: MegaMenuCategoryDto[] | null;
  status: Status;
  top: number | null;
  sub: number | null;
  setTop: (index: number | null) => void;
  setSub: (index: number | null) => void;
  closeRef: React.RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  retry: () => void;
}) {
  const { t } = useI18n();
  const topCategory = top !== null ? tree?.[top] : undefined;
  const subCategory = topCategory && sub !== null ? topCategory.child[sub] : undefined;
  const title = subCategory?.name ?? topCategory?.name ?? t("landing.categories");
  const back = subCategory ? () => setSub(null) : topCategory ? () => setTop(null) : null;
  const row = "flex w-full items-center gap-3 border-b border-slate-100 px-4 py-3.5 text-left text-[15px] text-slate-800 active:bg-slate-50";
  const chevron = <ChevronDownIcon width={18} height={18} className="ml-auto -rotate-90 text-slate-400" />;

  return (
    <div role="dialog" aria-modal="true" aria-label={t("landing.categories")} className="fixed inset-0 z-[60] flex flex-col bg-white desk:hidden" data-testid="mega-menu-mobile">
      <div className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 px-2">
        {back ? (
          <button type="button" onClick={back} aria-label={t("landing.back")} className="flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100">
            <ChevronDownIcon width={22} height={22} className="rotate-90" />
          </button>
        ) : (
          <span className="w-2" />
        )}
        <h2 className="min-w-0 flex-1 truncate text-base font-bold text-slate-900">{title}</h2>
        <button ref={closeRef} type="button" onClick={onClose} aria-label={t("landing.close_menu")} className="flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      <div className="flex-1 overflow-y-auto overscroll-contain">
        {!tree ? (
          <PanelState status={status} retry={retry} />
        ) : subCategory ? (
          <ul>
            <li>
              <LocalLink to={categoryPath({ slug: subCategory.slug, level: 2 })} className={`${row} font-semibold text-accent`}>
                {t("landing.see_all_in", { name: subCategory.name })}
              </LocalLink>
            </li>
            {subCategory.child.map((leaf) => (
              <li key={leaf.id}>
                <LocalLink to={categoryPath({ slug: leaf.slug, level: 3 })} className={row}>
                  {leaf.name}
                </LocalLink>
              </li>
            ))}
          </ul>
        ) : topCategory ? (
          <>
            <ul>
              <li>
                <LocalLink to={categoryPath({ slug: topCategory.slug, level: 1 })} className={`${row} font-semibold text-accent`}>
                  {t("landing.see_all_in", { name: topCategory.name })}
                </LocalLink>
              </li>
              {topCategory.child.map((child, index) => (
                <li key={child.id}>
                  <button type="button" className={row} onClick={() => setSub(index)}>
                    {child.name}
                    {chevron}
                  </button>
                </li>
              ))}
            </ul>
            {topCategory.related_brand.length > 0 ? (
              <div className="p-4">
                <h3 className="mb-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{t("landing.featured_brands")}</h3>
                <ul className="grid grid-cols-4 gap-3">
                  {topCategory.related_brand.map((brand) => (
                    <li key={brand.id}>
                      <LocalLink to={`/store/${brand.merchant_slug}`} className="flex flex-col items-center gap-1 text-center text-[11px] text-slate-600">
                        <img src={sizedImage(brand.photo, 96)} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 rounded-xl border border-slate-200 object-cover" />
                        <span className="line-clamp-2">{brand.merchant_name}</span>
                      </LocalLink>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        ) : (
          <ul>
            {tree.map((category, index) => (
              <li key={category.id}>
                <button type="button" className={row} onClick={() => setTop(index)}>
                  <img src={sizedImage(category.icon, 96)} alt="" width={32} height={32} className="h-8 w-8 shrink-0 rounded-lg bg-slate-100 object-cover" />
                  {category.name}
                  {chevron}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
