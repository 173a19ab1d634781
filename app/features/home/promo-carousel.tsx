import { useEffect, useRef, useState } from "react";
import type { PromoBannerDto } from "../../../core/promo/promo.dto.ts";
import { ChevronDownIcon } from "../../components/ui/icons.tsx";
import { sizedImage } from "../../lib/format.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";

const AUTO_ADVANCE_MS = 6000;

/**
 * Platform promo banners in a scroll-snap strip: swipe or scroll without JavaScript; with it, arrows,
 * dots and a slow auto-advance that pauses on hover, focus and for shoppers who prefer reduced motion.
 */
export function PromoCarousel({ promos }: { promos: PromoBannerDto[] }) {
  const { t } = useI18n();
  const trackRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
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
    const onScroll = () => setIndex(Math.round(track.scrollLeft / Math.max(1, track.clientWidth)));
    track.addEventListener("scroll", onScroll, { passive: true });
    return () => track.removeEventListener("scroll", onScroll);
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
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul ref={trackRef} className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
        {promos.map((promo, position) => (
          <li
            key={promo.id}
            className="w-full shrink-0 snap-start"
            aria-roledescription="slide"
            aria-label={t("landing.slide_n", { n: position + 1, total: count })}
          >
            <LocalLink to={`/promo/${promo.slug}`} className="block">
              <img
                src={sizedImage(promo.banner, 1200)}
                srcSet={promo.banner?.startsWith("/media/") ? `${sizedImage(promo.banner, 600)} 600w, ${sizedImage(promo.banner, 1200)} 1200w, ${sizedImage(promo.banner, 1600)} 1600w` : undefined}
                sizes="(min-width: 1280px) 1248px, 100vw"
                alt={promo.promo_name}
                width={1200}
                height={400}
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
              <span key={promo.id} className={`h-1.5 rounded-full transition-all ${position === index ? "w-5 bg-white" : "w-1.5 bg-white/60"}`} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
