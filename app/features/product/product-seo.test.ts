import { describe, expect, it } from "vitest";
import type { ProductDetailDto } from "../../../core/catalog/product.dto.ts";
import {
  absoluteUrl,
  categoryPath,
  descriptionSnippet,
  productJsonLd,
  productMeta,
  shareLinks,
} from "./product-seo.ts";

const product: ProductDetailDto = {
  id: 42,
  slug: "kaos-polos-hitam-42",
  product_name: "Kaos Polos Hitam",
  photos: ["/media/demo/product/tshirt-2b2b2b-polos-abc-1.webp", "/media/demo/product/tshirt-2b2b2b-polos-abc-2.webp"],
  youtube_url: null,
  stock: 5,
  publish_price: 89_000,
  base_price: 100_000,
  merchant_discount_percentage: 11,
  merchant_discount_amount: 11_000,
  flash_sale: null,
  is_wishlist: false,
  average_ratings: 4.567,
  rating_count: 12,
  sold_count: 40,
  description: "Kaos katun </script><script>alert(1)</script>\n\nNyaman dipakai.",
  weight: 200,
  category: [
    { id: 1, name: "Fashion Pria", slug: "fashion-pria", level: 1 },
    { id: 2, name: "Atasan Pria", slug: "atasan-pria", level: 2 },
    { id: 3, name: "Kaos Pria", slug: "kaos-pria", level: 3 },
  ],
  merchant: {
    id: 7,
    merchant_name: "Toko Sinar",
    merchant_slug: "toko-sinar",
    merchant_city: "Kota Bandung",
    province: "Jawa Barat",
    is_pkp: "pkp",
    storetype: "official",
    logo: null,
    rating: 4.5,
    rating_count: 80,
    product_count: 12,
    holiday: null,
  },
  product_variant: [{ id: 42, slug: "kaos-polos-hitam-42", thumb: null, name: "Hitam" }],
  json_meta: { attribute_type: null, attribute_value: [], product_photos: [] },
};

describe("URLs", () => {
  it("makes paths absolute only when the public origin is known", () => {
    expect(absoluteUrl(null, "/product/a")).toBe("/product/a");
    expect(absoluteUrl("https://pasar.example/", "/product/a")).toBe("https://pasar.example/product/a");
    expect(absoluteUrl("https://pasar.example", "https://cdn.example/x.webp")).toBe("https://cdn.example/x.webp");
  });

  it("links crumbs to the category and subcategory listings", () => {
    expect(categoryPath({ slug: "fashion-pria", level: 1 })).toBe("/product/category/fashion-pria");
    expect(categoryPath({ slug: "kaos-pria", level: 3 })).toBe("/product/subcategory/kaos-pria");
  });

  it("shares the product URL on Facebook, Twitter (X) and WhatsApp, encoded", () => {
    const links = shareLinks("https://pasar.example/product/kaos?x=1&y=2", "Lihat Kaos & Celana");
    expect(links.facebook).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fpasar.example%2Fproduct%2Fkaos%3Fx%3D1%26y%3D2",
    );
    expect(new URL(links.twitter).searchParams.get("url")).toBe("https://pasar.example/product/kaos?x=1&y=2");
    expect(new URL(links.twitter).searchParams.get("text")).toBe("Lihat Kaos & Celana");
    expect(new URL(links.whatsapp).searchParams.get("text")).toBe(
      "Lihat Kaos & Celana https://pasar.example/product/kaos?x=1&y=2",
    );
  });
});

describe("descriptionSnippet", () => {
  it("flattens whitespace and cuts at a word with an ellipsis", () => {
    expect(descriptionSnippet("Satu\n\ndua   tiga")).toBe("Satu dua tiga");
    const cut = descriptionSnippet("kata ".repeat(100), 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith("kata…")).toBe(true);
  });
});

describe("productMeta", () => {
  it("has title, description, canonical without review params, hreflang, Open Graph and JSON-LD", () => {
    const meta = productMeta(product, { lang: "en", origin: "https://pasar.example" });
    const find = (predicate: (item: Record<string, unknown>) => boolean) =>
      meta.find((item) => predicate(item as Record<string, unknown>)) as Record<string, unknown> | undefined;
    expect(find((item) => "title" in item)?.title).toBe("Buy Kaos Polos Hitam - Toko Sinar | Pasar");
    expect(String(find((item) => item.name === "description")?.content)).toContain("Rp89.000");
    expect(find((item) => item.rel === "canonical")?.href).toBe("https://pasar.example/en/product/kaos-polos-hitam-42");
    expect(find((item) => item.hrefLang === "id")?.href).toBe("https://pasar.example/product/kaos-polos-hitam-42");
    expect(find((item) => item.property === "og:type")?.content).toBe("product");
    expect(find((item) => item.property === "og:image")?.content).toBe(
      "https://pasar.example/media/demo/product/tshirt-2b2b2b-polos-abc-1.webp?w=800",
    );
    expect(find((item) => item.property === "og:title")?.content).toBe("Buy Kaos Polos Hitam - Toko Sinar | Pasar");
    expect(meta.filter((item) => "script:ld+json" in item)).toHaveLength(2);
  });

  it("uses paths for og:image and canonical when the origin is unknown", () => {
    const meta = productMeta(product, { lang: "id", origin: null }) as Record<string, unknown>[];
    expect(meta.find((item) => item.property === "og:image")?.content).toBe(
      "/media/demo/product/tshirt-2b2b2b-polos-abc-1.webp?w=800",
    );
    expect(meta.find((item) => item.rel === "canonical")?.href).toBe("/product/kaos-polos-hitam-42");
    expect(meta.find((item) => "title" in item)?.title).toBe("Jual Kaos Polos Hitam - Toko Sinar | Pasar");
  });
});

describe("productJsonLd", () => {
  it("describes the product, its IDR offer and its rating for schema.org", () => {
    const ld = productJsonLd(product, { lang: "id", origin: "https://pasar.example" });
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Kaos Polos Hitam",
      sku: "42",
      image: [
        "https://pasar.example/media/demo/product/tshirt-2b2b2b-polos-abc-1.webp?w=800",
        "https://pasar.example/media/demo/product/tshirt-2b2b2b-polos-abc-2.webp?w=800",
      ],
      brand: { "@type": "Brand", name: "Toko Sinar" },
      offers: { "@type": "Offer", price: 89_000, priceCurrency: "IDR", availability: "https://schema.org/InStock" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.57, ratingCount: 12, bestRating: 5 },
    });
  });

  it("offers the flash price until the flash sale ends", () => {
    const flash_sale = {
      flash_sale_id: 3,
      name: "Kilat",
      flash_price: 69_000,
      discount_percentage: 22.47,
      quota: 10,
      sold: 4,
      remaining: 6,
      start_at: "2026-11-20T02:00:00.000Z",
      end_at: "2026-11-20T08:00:00.000Z",
      server_time: "2026-11-20T03:00:00.000Z",
    };
    const ld = productJsonLd({ ...product, flash_sale }, { lang: "id", origin: null });
    expect(ld.offers).toMatchObject({ price: 69_000, priceValidUntil: "2026-11-20T08:00:00.000Z" });
    expect(productMeta({ ...product, flash_sale }, { lang: "id", origin: null })).toContainEqual({
      property: "product:price:amount",
      content: "69000",
    });
  });

  it("says out of stock, and leaves out a rating nobody gave", () => {
    const ld = productJsonLd(
      {
        ...product,
        stock: 0,
        rating_count: 0,
        average_ratings: 0,
        merchant: { ...product.merchant, storetype: "regular" },
      },
      { lang: "id", origin: null },
    );
    expect(ld.offers.availability).toBe("https://schema.org/OutOfStock");
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("brand");
  });
});
