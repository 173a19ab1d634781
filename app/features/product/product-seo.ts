import type { CategoryCrumbDto, ProductDetailDto } from "../../../core/catalog/product.dto.ts";
import { translator, type Lang } from "../../../i18n/index.ts";
import { formatRupiah, sizedImage } from "../../lib/format.ts";
import { localizedPath, switchLanguagePath } from "../../lib/i18n.tsx";

/** A path made absolute from the site's origin (siteOrigin); left as a path when there is none (tests). */
export function absoluteUrl(origin: string | null | undefined, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (!origin) return path;
  return `${origin.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** Plain text of the description on one line, cut at a word boundary. */
export function descriptionSnippet(description: string, max = 150): string {
  const flat = description.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:-]+$/, "")}…`;
}

/** Where a crumb of the category path leads: top categories and subcategories have their own listings. */
export function categoryPath(node: Pick<CategoryCrumbDto, "slug" | "level">): string {
  return node.level <= 1 ? `/product/category/${node.slug}` : `/product/subcategory/${node.slug}`;
}

export function productPath(slug: string): string {
  return `/product/${slug}`;
}

/** Share links of spec §2 (Facebook, Twitter/X, WhatsApp) for the product's URL. */
export function shareLinks(url: string, text: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  };
}

type Product = Pick<
  ProductDetailDto,
  | "id"
  | "slug"
  | "product_name"
  | "photos"
  | "description"
  | "publish_price"
  | "flash_sale"
  | "stock"
  | "average_ratings"
  | "rating_count"
  | "merchant"
  | "category"
>;

/** What a unit costs now: the flash price during a flash sale (decision 0014). */
const priceNow = (product: Pick<Product, "publish_price" | "flash_sale">) =>
  product.flash_sale?.flash_price ?? product.publish_price;

/** schema.org Product (with offer and rating) for search engines. */
export function productJsonLd(product: Product, options: { origin: string | null; lang: Lang }) {
  const url = absoluteUrl(options.origin, localizedPath(options.lang, productPath(product.slug)));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.product_name,
    image: product.photos.slice(0, 6).map((photo) => absoluteUrl(options.origin, sizedImage(photo, 800))),
    description: descriptionSnippet(product.description, 5000),
    sku: String(product.id),
    url,
    ...(product.category.length > 0 ? { category: product.category.map((node) => node.name).join(" > ") } : {}),
    ...(product.merchant.storetype === "official"
      ? { brand: { "@type": "Brand", name: product.merchant.merchant_name } }
      : {}),
    offers: {
      "@type": "Offer",
      url,
      price: priceNow(product),
      ...(product.flash_sale ? { priceValidUntil: product.flash_sale.end_at } : {}),
      priceCurrency: "IDR",
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: product.merchant.merchant_name },
    },
    ...(product.rating_count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(product.average_ratings * 100) / 100,
            ratingCount: product.rating_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(
  product: Pick<Product, "product_name" | "slug" | "category">,
  options: { origin: string | null; lang: Lang },
) {
  const t = translator(options.lang);
  const items = [
    { name: t("product.breadcrumb.home"), path: localizedPath(options.lang, "/") },
    ...product.category.map((node) => ({ name: node.name, path: localizedPath(options.lang, categoryPath(node)) })),
    { name: product.product_name, path: localizedPath(options.lang, productPath(product.slug)) },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(options.origin, item.path),
    })),
  };
}

/**
 * Title, description, canonical, hreflang alternates, Open Graph and JSON-LD of a product page. The
 * canonical URL drops the review filter and page, which only reorder the same content.
 */
export function productMeta(product: Product, options: { lang: Lang; origin: string | null }) {
  const { lang, origin } = options;
  const t = translator(lang);
  const path = localizedPath(lang, productPath(product.slug));
  const title = t("product.meta.title", { name: product.product_name, store: product.merchant.merchant_name });
  const description = descriptionSnippet(
    t("product.meta.description", {
      name: product.product_name,
      store: product.merchant.merchant_name,
      city: product.merchant.merchant_city,
      price: formatRupiah(priceNow(product)),
      snippet: descriptionSnippet(product.description, 120),
    }),
    300,
  );
  const image = product.photos[0] ? absoluteUrl(origin, sizedImage(product.photos[0], 800)) : null;
  const url = absoluteUrl(origin, path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "id",
      href: absoluteUrl(origin, switchLanguagePath(path, "", "id")),
    },
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "en",
      href: absoluteUrl(origin, switchLanguagePath(path, "", "en")),
    },
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(origin, switchLanguagePath(path, "", "id")),
    },
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: t("product.meta.site_name") },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: lang === "en" ? "en_US" : "id_ID" },
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:width", content: "800" },
          { property: "og:image:height", content: "800" },
          { property: "og:image:alt", content: product.product_name },
        ]
      : []),
    { property: "product:price:amount", content: String(priceNow(product)) },
    { property: "product:price:currency", content: "IDR" },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
    { "script:ld+json": productJsonLd(product, options) },
    { "script:ld+json": breadcrumbJsonLd(product, options) },
  ];
}
