import type { BrandDto } from "../../../core/merchant/merchant.dto.ts";
import { StarIcon, StoreBadgeIcon } from "../../components/ui/icons.tsx";
import { formatCompact, sizedImage } from "../../lib/format.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { formatNumber } from "../../lib/intl-format.ts";
import { Picture } from "../../components/ui/picture.tsx";

export function BrandGrid({ brands }: { brands: BrandDto[] }) {
  const { lang, t } = useI18n();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 desk:grid-cols-6" data-testid="brand-grid">
      {brands.map((brand, index) => (
        <li key={brand.id}>
          <LocalLink
            to={`/store/${brand.slug}`}
            className="group flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:border-accent/50 hover:shadow-md"
          >
            <Picture
              src={sizedImage(brand.image, 200)}
              alt=""
              size={96}
              loading={index < 12 ? "eager" : "lazy"}
              className="h-20 w-20 rounded-2xl border border-slate-100 object-cover transition group-hover:scale-105 desk:h-24 desk:w-24"
            />
            <span className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900">
              {brand.storetype === "official" ? <StoreBadgeIcon className="mr-1 inline-block align-[-2px]" /> : null}
              {brand.name}
            </span>
            <span className="line-clamp-1 text-xs text-slate-500">
              {brand.city.replace(/^Kota (Administrasi )?/, "")}
            </span>
            <span className="mt-auto flex items-center gap-2 text-[11px] text-slate-500">
              {brand.rating_avg > 0 ? (
                <span className="flex items-center gap-0.5">
                  <StarIcon filled className="size-3" />
                  {formatNumber(brand.rating_avg, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
                </span>
              ) : null}
              <span>{t("landing.products_count", { count: formatCompact(brand.product_count) })}</span>
            </span>
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}
