import type { ReactNode } from "react";
import type { BannerPictureDto, StoreBannersDto } from "../../../core/merchant/banner.dto.ts";
import { Picture } from "../../components/ui/picture.tsx";
import { localizedPath, useI18n } from "../../lib/i18n.tsx";

/** A banner's link, when the merchant gave one: merchants choose them, so search engines are told not to follow. */
export function BannerLink({
  target,
  label,
  children,
}: {
  target: string | null;
  /** The link's name when its picture has no alt text. */
  label?: string;
  children: ReactNode;
}) {
  const { lang } = useI18n();
  if (!target) return <>{children}</>;
  const href = target.startsWith("/") ? localizedPath(lang, target) : target;
  return (
    <a
      href={href}
      rel="nofollow noopener"
      aria-label={label}
      className="block focus-visible:outline focus-visible:outline-2"
    >
      {children}
    </a>
  );
}

function Slide({ slide, index, name }: { slide: BannerPictureDto; index: number; name: string }) {
  const { t } = useI18n();
  return (
    <li className="w-[85%] shrink-0 snap-start desk:w-[calc(50%-0.5rem)]">
      <BannerLink target={slide.target}>
        <Picture
          src={slide.url}
          alt={t("banner.slide", { n: index + 1 }) + ` – ${name}`}
          size={[600, 200]}
          className="aspect-[3/1] h-auto w-full rounded-xl bg-slate-200 object-cover"
        />
      </BannerLink>
    </li>
  );
}

/** The store page's slider (scrolls sideways, no script needed) and its long secondary banner. */
export function StoreBanners({ banners, name }: { banners: StoreBannersDto; name: string }) {
  const { t } = useI18n();
  if (banners.slides.length === 0 && !banners.secondary) return null;
  return (
    <div className="space-y-3" data-testid="store-banners">
      {banners.slides.length > 0 ? (
        <section aria-label={t("banner.slider_label")}>
          <ul className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-1">
            {banners.slides.map((slide, index) => (
              <Slide key={`${slide.file_id}-${index}`} slide={slide} index={index} name={name} />
            ))}
          </ul>
        </section>
      ) : null}
      {banners.secondary ? (
        <BannerLink target={banners.secondary.target}>
          <Picture
            src={banners.secondary.url}
            alt={`${t("banner.secondary")} – ${name}`}
            size={[1200, 200]}
            className="aspect-[6/1] h-auto w-full rounded-xl bg-slate-200 object-cover"
          />
        </BannerLink>
      ) : null}
    </div>
  );
}
