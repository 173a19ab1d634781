import { useRef, type KeyboardEvent, type ReactNode } from "react";
import type { MegaMenuCategoryDto } from "../../../core/catalog/catalog.dto.ts";
import { categoryPath } from "../../../core/catalog/category-path.view.ts";
import { ChevronDownIcon, CloseIcon } from "../../components/ui/icons.tsx";

import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { Thumbnail } from "../../components/ui/picture.tsx";
import { Button, IconButton } from "../../components/ui/button.tsx";
import { FullScreenPanel } from "../../components/ui/full-screen-panel.tsx";

export type MegaMenuStatus = "idle" | "loading" | "ready" | "error";

interface PanelsProps {
  tree: MegaMenuCategoryDto[] | null;
  status: MegaMenuStatus;
  active: number;
  setActive: (index: number) => void;
  mobileTop: number | null;
  mobileSub: number | null;
  setMobileTop: (index: number | null) => void;
  setMobileSub: (index: number | null) => void;
  /** Called with the mobile panel's close button once it is in the page. */
  mobileCloseRef: React.Ref<HTMLButtonElement>;
  onMobileClose: () => void;
  retry: () => void;
}

/**
 * The open mega-menu's panels (desktop and mobile, CSS shows one), in a chunk of their own: `MegaMenu`
 * loads them when a shopper first reaches for the menu, so pages do not carry them up front.
 */
export function MegaMenuPanels(props: PanelsProps) {
  return (
    <>
      <DesktopPanel {...props} />
      <MobilePanel {...props} />
    </>
  );
}

function PanelState({ status, retry }: { status: MegaMenuStatus; retry: () => void }) {
  const { t } = useI18n();
  if (status === "error") {
    return (
      <div className="flex flex-col items-center gap-3 p-10 text-sm text-slate-600">
        <p>{t("landing.menu_failed")}</p>
        <Button look="accent" size="sm" onClick={retry}>
          {t("landing.retry")}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="p-10 text-center text-sm text-slate-500">
      {t("landing.menu_loading")}
    </p>
  );
}

/** The desktop pane's subcategories, each above its own list of leaf categories. */
const DESKTOP_SUB_LINK = "text-sm font-semibold text-slate-900 hover:text-accent-strong";
const DESKTOP_LEAF_LINK = "text-[13px] text-slate-600 hover:text-accent-strong";

function DesktopPanel({ tree, status, active, setActive, retry }: PanelsProps) {
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
    <div
      className="absolute inset-x-0 top-full z-50 hidden border-t border-slate-200 bg-white shadow-xl desk:block"
      data-testid="mega-menu-desktop"
    >
      <div className="mx-auto max-w-7xl px-4">
        {!tree ? (
          <PanelState status={status} retry={retry} />
        ) : (
          <div className="flex h-[min(460px,calc(100vh-9rem))]">
            <ul
              ref={listRef}
              onKeyDown={onListKey}
              className="w-64 shrink-0 overflow-y-auto border-r border-slate-100 py-3 pr-2"
              aria-label={t("landing.all_categories")}
            >
              {tree.map((category, index) => (
                <li key={category.id}>
                  <LocalLink
                    to={categoryPath({ slug: category.slug, level: 1 })}
                    onPointerEnter={() => setActive(index)}
                    onFocus={() => setActive(index)}
                    aria-current={index === active ? "true" : undefined}
                    className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm ${
                      index === active
                        ? "bg-accent-soft font-semibold text-accent-strong"
                        : "text-slate-700 hover:bg-slate-50"
                    }`}
                  >
                    <Thumbnail
                      src={category.icon}
                      alt=""
                      size={28}
                      loading="eager"
                      className="h-7 w-7 shrink-0 rounded-md bg-slate-100 object-cover"
                    />
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
                  <CategoryLink
                    category={top}
                    level={1}
                    className="text-sm font-semibold text-accent-strong hover:underline"
                  >
                    {t("landing.see_all_in", { name: top.name })}
                  </CategoryLink>
                </div>
                <div className="grid grid-cols-3 gap-x-6 gap-y-5">
                  {top.child.map((sub) => (
                    <div key={sub.id}>
                      <CategoryLink category={sub} level={2} className={DESKTOP_SUB_LINK} />
                      <ul className="mt-1.5 space-y-1">
                        {sub.child.map((leaf) => (
                          <li key={leaf.id}>
                            <CategoryLink category={leaf} level={3} className={DESKTOP_LEAF_LINK} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
                <FeaturedBrands brands={top.related_brand} desktop />
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
  mobileTop: top,
  mobileSub: sub,
  setMobileTop: setTop,
  setMobileSub: setSub,
  mobileCloseRef: closeRef,
  onMobileClose: onClose,
  retry,
}: PanelsProps) {
  const { t } = useI18n();
  const topCategory = top !== null ? tree?.[top] : undefined;
  const subCategory = topCategory && sub !== null ? topCategory.child[sub] : undefined;
  const title = subCategory?.name ?? topCategory?.name ?? t("landing.categories");
  const back = subCategory ? () => setSub(null) : topCategory ? () => setTop(null) : null;
  const row =
    "flex w-full items-center gap-3 border-b border-slate-100 px-4 py-3.5 text-left text-[15px] text-slate-800 active:bg-slate-50";
  const chevron = <ChevronDownIcon width={18} height={18} className="ml-auto -rotate-90 text-slate-400" />;
  /** The first row of an opened category: its own listing, all of it. */
  const seeAll = (category: { slug: string; name: string }, level: 1 | 2) => (
    <li>
      <CategoryLink category={category} level={level} className={`${row} font-semibold text-accent-strong`}>
        {t("landing.see_all_in", { name: category.name })}
      </CategoryLink>
    </li>
  );

  return (
    <FullScreenPanel label={t("landing.categories")} className="desk:hidden" testId="mega-menu-mobile">
      <div className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 px-2">
        {back ? (
          <IconButton label={t("landing.back")} onClick={back}>
            <ChevronDownIcon width={22} height={22} className="rotate-90" />
          </IconButton>
        ) : (
          <span className="w-2" />
        )}
        <h2 className="min-w-0 flex-1 truncate text-base font-bold text-slate-900">{title}</h2>
        <IconButton ref={closeRef} label={t("landing.close_menu")} onClick={onClose}>
          <CloseIcon size={22} />
        </IconButton>
      </div>
      <div className="flex-1 overflow-y-auto overscroll-contain">
        {!tree ? (
          <PanelState status={status} retry={retry} />
        ) : subCategory ? (
          <ul>
            {seeAll(subCategory, 2)}
            {subCategory.child.map((leaf) => (
              <li key={leaf.id}>
                <CategoryLink category={leaf} level={3} className={row} />
              </li>
            ))}
          </ul>
        ) : topCategory ? (
          <>
            <ul>
              {seeAll(topCategory, 1)}
              {topCategory.child.map((child, index) => (
                <li key={child.id}>
                  <button type="button" className={row} onClick={() => setSub(index)}>
                    {child.name}
                    {chevron}
                  </button>
                </li>
              ))}
            </ul>
            <FeaturedBrands brands={topCategory.related_brand} desktop={false} />
          </>
        ) : (
          <ul>
            {tree.map((category, index) => (
              <li key={category.id}>
                <button type="button" className={row} onClick={() => setTop(index)}>
                  <Thumbnail
                    src={category.icon}
                    alt=""
                    size={32}
                    loading="eager"
                    className="h-8 w-8 shrink-0 rounded-lg bg-slate-100 object-cover"
                  />
                  {category.name}
                  {chevron}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </FullScreenPanel>
  );
}

/**
 * The stores a top category features, under its subcategories: their logos on a desktop (named by their
 * title), their logos with their names on a phone.
 */
function FeaturedBrands({ brands, desktop }: { brands: MegaMenuCategoryDto["related_brand"]; desktop: boolean }) {
  const { t } = useI18n();
  if (brands.length === 0) return null;
  return (
    <div className={desktop ? "mt-auto border-t border-slate-100 pt-4" : "p-4"}>
      <h3 className={`${desktop ? "mb-2" : "mb-3"} text-xs font-semibold uppercase tracking-wide text-slate-500`}>
        {t("landing.featured_brands")}
      </h3>
      <ul className={desktop ? "flex flex-wrap gap-3" : "grid grid-cols-4 gap-3"}>
        {brands.map((brand) =>
          desktop ? (
            <li key={brand.id}>
              <LocalLink
                to={`/store/${brand.merchant_slug}`}
                title={brand.merchant_name}
                className="block rounded-xl border border-slate-200 p-1.5 hover:border-accent"
              >
                <Thumbnail
                  src={brand.photo}
                  alt={brand.merchant_name}
                  size={48}
                  className="h-12 w-12 rounded-lg object-cover"
                />
              </LocalLink>
            </li>
          ) : (
            <li key={brand.id}>
              <LocalLink
                to={`/store/${brand.merchant_slug}`}
                className="flex flex-col items-center gap-1 text-center text-[11px] text-slate-600"
              >
                <Thumbnail
                  src={brand.photo}
                  alt=""
                  size={56}
                  className="h-14 w-14 rounded-xl border border-slate-200 object-cover"
                />
                <span className="line-clamp-2">{brand.merchant_name}</span>
              </LocalLink>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/** A link to a category's listing, named after the category unless it says otherwise. */
function CategoryLink({
  category,
  level,
  className,
  children = category.name,
}: {
  category: { slug: string; name: string };
  level: 1 | 2 | 3;
  className: string;
  children?: ReactNode;
}) {
  return (
    <LocalLink to={categoryPath({ slug: category.slug, level })} className={className}>
      {children}
    </LocalLink>
  );
}
