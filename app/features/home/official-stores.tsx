import type { StoreSummaryDto } from "../../../core/catalog/catalog.dto.ts";
import { StoreBadgeIcon } from "../../components/ui/icons.tsx";
import { sizedImage } from "../../lib/format.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { DeferredImg, useStripReveal } from "./strip-reveal.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";

/** Stores whose logos come with the page: what a phone (up to 412 px) shows before the strip is scrolled. */
const FIRST_LOGOS = 4;

export function OfficialStores({ stores }: { stores: StoreSummaryDto[] }) {
  const { t } = useI18n();
  const [stripRef, revealed] = useStripReveal(FIRST_LOGOS);
  if (stores.length === 0) return null;
  return (
    <section aria-labelledby="home-official" className="rounded-2xl bg-white p-4 shadow-sm desk:p-6">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="home-official" className="flex items-center gap-1.5 text-base font-bold text-slate-900 desk:text-lg">
          <StoreBadgeIcon width={18} height={18} />
          {t("landing.official_stores")}
        </h2>
        <ButtonLink to="/brands" look="text" className="shrink-0 whitespace-nowrap text-sm">
          {t("landing.all_brands")}
        </ButtonLink>
      </div>
      <ul
        ref={stripRef}
        className="-mx-1 flex snap-x scroll-px-1 gap-3 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]"
      >
        {stores.map((store, index) => (
          <li key={store.id} className="w-28 shrink-0 snap-start desk:w-32">
            <LocalLink
              to={`/store/${store.merchant_slug}`}
              className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 p-3 text-center transition hover:border-accent/50 hover:shadow-sm"
            >
              <DeferredImg
                show={index < FIRST_LOGOS || revealed}
                src={sizedImage(store.photo, 200)}
                // 64 px wide: 96 px files at 1x, 128 px on most phones (1.75–2x), 200 px at 3x.
                srcSet={
                  store.photo?.startsWith("/media/")
                    ? [96, 128, 200].map((width) => `${sizedImage(store.photo, width)} ${width}w`).join(", ")
                    : undefined
                }
                sizes="64px"
                alt=""
                size={64}
                className="h-16 w-16 rounded-full border border-slate-100 object-cover"
              />
              <span className="line-clamp-2 text-xs font-semibold leading-snug text-slate-800">
                {store.merchant_name}
              </span>
              <span className="line-clamp-1 text-[11px] text-slate-500">
                {store.city.replace(/^Kota (Administrasi )?/, "")}
              </span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
