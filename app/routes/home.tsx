import { requestContext } from "#app-context";
import type { Route } from "./+types/home";
import { StoreBadgeIcon } from "../components/ui/icons.tsx";
import { ProductCard } from "../features/catalog/product-card.tsx";
import { formatCompact, sizedImage } from "../lib/format.ts";
import { langFromPath, LocalLink, useI18n } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(langFromPath(location.pathname), location.pathname, "home.title", "home.description");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  return services.catalog.homeShowcase(langFromPath(new URL(request.url).pathname));
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { categories, products, officialStores, counts } = loaderData;
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6">
      <section className="overflow-hidden rounded-2xl bg-gradient-to-r from-accent to-rose-500 px-6 py-8 text-white desk:px-10 desk:py-12">
        <h1 className="max-w-xl text-2xl font-extrabold leading-tight desk:text-4xl">{t("home.hero_title")}</h1>
        <p className="mt-3 max-w-xl text-white/90">
          {t("home.hero_text", { products: formatCompact(counts.products), stores: formatCompact(counts.stores) })}
        </p>
      </section>

      {categories.length > 0 ? (
        <section aria-labelledby="home-categories" className="rounded-2xl bg-white p-4 shadow-sm desk:p-6">
          <h2 id="home-categories" className="mb-4 text-lg font-bold text-slate-900">
            {t("home.top_categories")}
          </h2>
          <ul className="grid grid-cols-4 gap-3 sm:grid-cols-6 desk:grid-cols-8">
            {categories.map((category) => (
              <li key={category.id}>
                <LocalLink
                  to={`/product/category/${category.slug}`}
                  className="flex flex-col items-center gap-2 rounded-xl p-2 text-center text-xs text-slate-700 hover:bg-slate-50"
                >
                  <img src={sizedImage(category.icon, 96)} alt="" width={56} height={56} className="h-14 w-14 rounded-full bg-slate-100 object-cover" />
                  <span className="line-clamp-2">{category.name}</span>
                </LocalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {officialStores.length > 0 ? (
        <section aria-labelledby="home-official" className="rounded-2xl bg-white p-4 shadow-sm desk:p-6">
          <h2 id="home-official" className="mb-4 text-lg font-bold text-slate-900">
            {t("home.official_stores")}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 desk:grid-cols-8">
            {officialStores.map((store) => (
              <li key={store.id}>
                <LocalLink to={`/store/${store.merchant_slug}`} className="flex flex-col items-center gap-2 rounded-xl border border-slate-100 p-3 text-center hover:border-accent/40">
                  <img src={sizedImage(store.photo, 200)} alt={store.merchant_name} width={64} height={64} loading="lazy" className="h-16 w-16 rounded-full object-cover" />
                  <span className="flex items-center gap-1 text-xs font-semibold text-slate-800">
                    <StoreBadgeIcon />
                    <span className="line-clamp-1">{store.merchant_name}</span>
                  </span>
                  <span className="text-[11px] text-slate-500">{store.city}</span>
                </LocalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="home-products">
        <h2 id="home-products" className="mb-4 text-lg font-bold text-slate-900">
          {t("home.latest_products")}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 desk:grid-cols-6">
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} eager={index < 6} />
          ))}
        </div>
      </section>
    </div>
  );
}
