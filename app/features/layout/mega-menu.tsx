import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { toast } from "../../lib/toast.tsx";
import { api, ApiAnswerError } from "../../lib/api-client.ts";
import type { MegaMenuCategoryDto } from "../../../core/catalog/catalog.dto.ts";
import { ChevronDownIcon } from "../../components/ui/icons.tsx";
import { localizedPath, useI18n } from "../../lib/i18n.tsx";
import { onDemand } from "../../lib/on-demand.ts";
import { readCachedTree, treeFromResponse, writeCachedTree } from "../home/category-cache.ts";
import type { MegaMenuStatus } from "./mega-menu-panels.tsx";

const panels = onDemand(() => import("./mega-menu-panels.tsx"));

const DESKTOP_QUERY = "(min-width: 923px)";
/** Moving the pointer from the trigger to the panel crosses a few pixels of header; do not close on that. */
const CLOSE_DELAY_MS = 200;

/**
 * The category mega-menu of spec §2. Desktop: hovering (mouse), keyboard focus or a click opens a panel;
 * hovering or focusing a top category shows its subcategories, their leaves and its official brands.
 * Mobile: a tap opens a full-screen panel that drills down top → subcategory → leaf. The tree comes from
 * GET /api/header/megamenu, cached in localStorage for 10 minutes (spec §9). Without JavaScript the trigger
 * is a plain link to the search page. The open panels' code is fetched on the first pointer, focus or
 * click on the menu (docs/decisions/0009-page-speed.md).
 */
export function MegaMenu() {
  const { lang, t } = useI18n();
  const location = useLocation();
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const [tree, setTree] = useState<MegaMenuCategoryDto[] | null>(null);
  const [panelsHere, setPanelsHere] = useState(() => panels.current !== undefined);
  const [status, setStatus] = useState<MegaMenuStatus>("idle");
  const [active, setActive] = useState(0);
  const [mobileTop, setMobileTop] = useState<number | null>(null);
  const [mobileSub, setMobileSub] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
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
    const request = api
      .megaMenu(lang)
      .then((answer) => {
        const data = treeFromResponse(answer);
        if (!data) throw new ApiAnswerError(200, null, "megamenu");
        writeCachedTree(window.localStorage, lang, Date.now(), data);
        setTree(data);
        setStatus("ready");
      })
      .catch((error: unknown) => {
        loading.current = null;
        setStatus("error");
        // Spec §8: a category fetch error that is not a connection failure goes to the console only.
        if (error instanceof ApiAnswerError) console.warn("category mega menu: unexpected answer", error.status);
        else toast.error(t("errors.connection", { section: "CATEGORY MEGA MENU" }));
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
    panels.load().then(
      () => setPanelsHere(true),
      () => {
        close();
        toast.error(t("errors.connection", { section: "CATEGORY MEGA MENU" }));
      },
    );
  }, [load, close, t]);

  // A followed link closes the menu.
  useEffect(() => {
    close();
  }, [location.pathname, location.search, close]);

  // The full-screen mobile panel locks the page behind it.
  useEffect(() => {
    if (!open || window.matchMedia(DESKTOP_QUERY).matches) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);
  // ...and takes the focus: by a callback ref, as the panel may appear after `open` turned true.
  const focusMobileClose = useCallback((button: HTMLButtonElement | null) => {
    if (button && !window.matchMedia(DESKTOP_QUERY).matches) button.focus();
  }, []);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close(true);
    }
  };

  const triggerClass =
    "flex h-10 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-accent-strong desk:px-3";
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
        // A mouse on its way to the trigger, or a finger landing on it, starts fetching the panels' code.
        panels.load().catch(() => undefined);
        if (event.pointerType === "mouse" && window.matchMedia(DESKTOP_QUERY).matches) show();
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse" || !window.matchMedia(DESKTOP_QUERY).matches) return;
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(() => close(), CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (!window.matchMedia(DESKTOP_QUERY).matches) return;
        if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
        // A focused element the menu itself takes away (the retry button, once pressed) blurs as it goes, and
        // Preact, unlike React, passes that on (decision 0020): only focus that left while it stays counts.
        const left = event.target;
        queueMicrotask(() => {
          if (left.isConnected) close();
        });
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
          className={`${triggerClass} ${open ? "text-accent-strong" : ""}`}
          // A mouse reaching the trigger has just opened the panel by hovering; its click must not close it.
          onClick={() => (open && Date.now() - openedAt.current > 500 ? close() : show())}
          onFocus={(event) => {
            // Keyboard focus opens the panel; a mouse click focuses too, and its click toggles instead.
            if (
              !refocusing.current &&
              event.currentTarget.matches(":focus-visible") &&
              window.matchMedia(DESKTOP_QUERY).matches
            )
              show();
          }}
        >
          {gridIcon}
          <span className="hidden desk:inline">{t("landing.categories")}</span>
          <ChevronDownIcon
            width={16}
            height={16}
            className={`hidden transition desk:block ${open ? "rotate-180" : ""}`}
          />
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
          {panelsHere && panels.current ? (
            <panels.current.MegaMenuPanels
              tree={tree}
              status={status}
              active={active}
              setActive={setActive}
              mobileTop={mobileTop}
              mobileSub={mobileSub}
              setMobileTop={setMobileTop}
              setMobileSub={setMobileSub}
              mobileCloseRef={focusMobileClose}
              onMobileClose={() => close(true)}
              retry={() => void load()}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
