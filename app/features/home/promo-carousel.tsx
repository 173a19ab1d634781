import { useEffect, useRef, useState } from "react";
import type { PromoBannerDto } from "../../../core/promo/promo.dto.ts";
import { ChevronDownIcon } from "../../components/ui/icons.tsx";
import { sizedImage } from "../../lib/format.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { DeferredImg } from "./strip-reveal.tsx";

const AUTO_ADVANCE_MS = 6000;
/** Widths the media route serves (DEMO_IMAGE_WIDTHS) that suit a banner from phone to wide desktop. */
const BANNER_WIDTHS = [600, 800, 1200, 1600];
/** When the banners after the first load, unless the shopper reaches for the carousel sooner. */
const OTHER_BANNERS_AFTER_MS = 3000;

/**
 * Platform promo banners in a scroll-snap strip: swipe or scroll without JavaScript; with it, arrows,
 * dots and a slow auto-advance that pauses on hover, focus and for shoppers who prefer reduced motion.
 */
export function PromoCarousel({ promos }: { promos: PromoBannerDto[] }) {
  const { t } = useI18n();
  const trackRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // Only the first banner is on the page's critical path. The others stay out of sight until a swipe or the
  // first auto-advance, yet the browser would fetch them at once beside it (they are near the viewport), which
  // on a phone's connection delays the page's largest paint (decision 9). So they come a few seconds in, or
  // as soon as the shopper reaches for the carousel; without JavaScript, from <noscript>.
  const [allBanners, setAllBanners] = useState(false);
  const count = promos.length;

  const go = (target: number) => {
    const track = trackRef.current;
    if (!track || count === 0) return;
    const next = (target + count) % count;
    track.scrollTo({ left: next * track.clientWidth, behavior: "smooth" });
  };

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onScroll = () => {
      setAllBanners(true);
      setIndex(Math.round(track.scrollLeft / Math.max(1, track.clientWidth)));
    };
    track.addEventListener("scroll", onScroll, { passive: true });
    const timer = window.setTimeout(() => setAllBanners(true), OTHER_BANNERS_AFTER_MS);
    return () => {
      track.removeEventListener("scroll", onScroll);
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (paused || count < 2 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => {
      const track = trackRef.current;
      if (!track) return;
      const current = Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
      track.scrollTo({ left: ((current + 1) % count) * track.clientWidth, behavior: "smooth" });
    }, AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  if (count === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("landing.promos_label")}
      className="group relative"
      onPointerEnter={() => {
        setPaused(true);
        setAllBanners(true);
      }}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => {
        setPaused(true);
        setAllBanners(true);
      }}
      onBlur={() => setPaused(false)}
    >
      <ul
        ref={trackRef}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {promos.map((promo, position) => (
          <li
            key={promo.id}
            className="w-full shrink-0 snap-start"
            aria-roledescription="slide"
            aria-label={t("landing.slide_n", { n: position + 1, total: count })}
          >
            <LocalLink to={`/promo/${promo.slug}`} aria-label={promo.promo_name} className="block">
              <DeferredImg
                show={position === 0 || allBanners}
                src={sizedImage(promo.banner, 1200)}
                srcSet={
                  promo.banner?.startsWith("/media/")
                    ? BANNER_WIDTHS.map((width) => `${sizedImage(promo.banner, width)} ${width}w`).join(", ")
                    : undefined
                }
                // The strip is the page width less its 1 rem gutters, capped by max-w-7xl: a 412 px phone at
                // 1.75x needs 665 px and so gets the 800 px file, not the 1200 px one that 100vw asked for.
                sizes="(min-width: 1280px) 1248px, calc(100vw - 2rem)"
                alt={promo.promo_name}
                size={[1200, 400]}
                loading={position === 0 ? "eager" : "lazy"}
                fetchPriority={position === 0 ? "high" : undefined}
                className="aspect-[3/1] h-auto w-full bg-slate-200 object-cover"
              />
            </LocalLink>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label={t("landing.previous_slide")}
            className="absolute left-3 top-1/2 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-md opacity-0 transition group-hover:opacity-100 focus-visible:opacity-100 desk:flex"
          >
            <ChevronDownIcon width={22} height={22} className="rotate-90" />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label={t("landing.next_slide")}
            className="absolute right-3 top-1/2 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-md opacity-0 transition group-hover:opacity-100 focus-visible:opacity-100 desk:flex"
          >
            <ChevronDownIcon width={22} height={22} className="-rotate-90" />
          </button>
          <div className="absolute bottom-2.5 left-4 flex gap-1.5" aria-hidden="true">
            {promos.map((promo, position) => (
              <span
                key={promo.id}
                className={`h-1.5 rounded-full transition-all ${position === index ? "w-5 bg-white" : "w-1.5 bg-white/60"}`}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
