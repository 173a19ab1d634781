import type { HomeFlashSaleDto } from "../../../core/flashsale/flashsale.dto.ts";
import { SessionCountdown } from "../../components/ui/countdown.tsx";
import { BoltIcon } from "../../components/ui/icons.tsx";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { ProductCard } from "../catalog/product-card.tsx";
import { sessionCard } from "../promo/session-stock.tsx";
import { useRevalidateIfIdle } from "../../lib/use-revalidate.ts";
import { useStripReveal } from "./strip-reveal.tsx";

/**
 * Cards rendered with the page: a desktop row. The rest join when the last of them comes into view (at
 * once on a wide screen, on a phone when the strip is scrolled); without JavaScript, 'see all' lists them.
 */
const FIRST_CARDS = 6;

/** The home flash-sale strip: title, countdown ('Started In' then 'Ends In'), products in a scroller. */
export function FlashSaleStrip({ sale }: { sale: HomeFlashSaleDto }) {
  const { t } = useI18n();
  // When the session starts or ends, ask the server for the state it now has (next session, prices).
  const onPhaseChange = useRevalidateIfIdle();
  const [stripRef, revealed] = useStripReveal(FIRST_CARDS - 1);
  if (sale.products.length === 0) return null;
  return (
    <section aria-labelledby="home-flash-sale" className="overflow-hidden rounded-2xl bg-white shadow-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 pt-4 desk:px-6">
        <h2
          id="home-flash-sale"
          className="flex items-center gap-1.5 text-base font-extrabold text-slate-900 desk:text-lg"
        >
          <BoltIcon className="text-accent" />
          {t("landing.flash_sale")}
        </h2>
        <SessionCountdown session={sale} onPhaseChange={onPhaseChange} />
        <LocalLink
          to={`/flash-sale?selected=${sale.id}`}
          className="touch-target relative ml-auto text-sm font-semibold text-accent-strong hover:underline"
        >
          {t("landing.see_all")}
        </LocalLink>
      </div>
      <div className="flex gap-3 p-4 desk:px-6">
        <div className="hidden w-44 shrink-0 flex-col justify-end rounded-xl bg-gradient-to-br from-accent-strong via-rose-600 to-orange-700 p-4 text-white desk:flex">
          <BoltIcon className="h-12 w-12" />
          <p className="mt-2 text-xl font-extrabold leading-tight">{sale.name}</p>
        </div>
        <ul
          ref={stripRef}
          className="-mx-1 flex snap-x scroll-px-1 gap-3 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]"
        >
          {(revealed ? sale.products : sale.products.slice(0, FIRST_CARDS)).map((product, index) => (
            <li key={product.id} className="w-36 shrink-0 snap-start desk:w-44">
              <ProductCard
                product={product}
                eager={index < 4}
                session={sessionCard(product, sale.status === "upcoming")}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
