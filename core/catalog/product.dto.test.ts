import { describe, expect, it } from "vitest";
import { toProductDetail, toVariant, type ProductDetailRow } from "./product.dto.ts";

const row: ProductDetailRow = {
  id: 20,
  slug: "kaos-merah-20",
  name: "Kaos Oversize - Merah",
  description: "Kaos katun.",
  youtube_url: "  ",
  variant_group: 3,
  variant_name: "Merah",
  attribute_type: "Ukuran",
  attribute_values: ["S", "M", "L"],
  photos: ["/a-1.webp", "/a-2.webp"],
  base_price: 150_000,
  publish_price: 99_900,
  stock: 12,
  weight_grams: 250,
  sold_count: 31,
  rating_avg: 4.25,
  rating_count: 8,
  category_id: 9,
  merchant_id: 5,
  merchant_name: "Toko Sinar",
  merchant_slug: "toko-sinar",
  merchant_logo: "/logo.webp",
  storetype: "regular",
  is_pkp: false,
  merchant_rating_avg: 4.1,
  merchant_rating_count: 90,
  city_name: "Kota Bandung",
  province_name: "Jawa Barat",
};
const now = new Date("2026-11-20T03:00:00Z");
const extra = {
  variants: [],
  category: [{ id: 1, name: "Fashion", slug: "fashion", level: 1 }],
  merchantProductCount: 44,
  flashSale: null,
  now,
};

describe("toProductDetail", () => {
  it("carries the running flash sale, its discount against the normal price and what is left of its quota", () => {
    expect(toProductDetail(row, extra).flash_sale).toBeNull();
    const flashSale = {
      flash_sale_id: 7,
      name: "Kilat",
      flash_price: 79_900,
      quota: 20,
      sold: 15,
      starts_at: new Date("2026-11-20T02:00:00Z"),
      ends_at: new Date("2026-11-20T08:00:00Z"),
    };
    const detail = toProductDetail(row, { ...extra, flashSale });
    expect(detail.publish_price).toBe(99_900);
    expect(detail.flash_sale).toEqual({
      flash_sale_id: 7,
      name: "Kilat",
      flash_price: 79_900,
      discount_percentage: 20.02,
      quota: 20,
      sold: 15,
      remaining: 5,
      start_at: "2026-11-20T02:00:00.000Z",
      end_at: "2026-11-20T08:00:00.000Z",
      server_time: "2026-11-20T03:00:00.000Z",
    });
  });

  it("derives the discount from the two prices, with 2 decimals", () => {
    const detail = toProductDetail(row, extra);
    expect(detail.merchant_discount_amount).toBe(50_100);
    expect(detail.merchant_discount_percentage).toBe(33.4);
    const odd = toProductDetail({ ...row, base_price: 30_000, publish_price: 20_000 }, extra);
    expect(odd.merchant_discount_percentage).toBe(33.33);
    const none = toProductDetail({ ...row, base_price: 99_900 }, extra);
    expect(none).toMatchObject({ merchant_discount_percentage: 0, merchant_discount_amount: 0 });
  });

  it("maps the store, the pkp flag and the json_meta of spec §3", () => {
    const detail = toProductDetail(row, extra);
    expect(detail.merchant).toEqual({
      id: 5,
      merchant_name: "Toko Sinar",
      merchant_slug: "toko-sinar",
      merchant_city: "Kota Bandung",
      province: "Jawa Barat",
      is_pkp: "non-pkp",
      storetype: "regular",
      logo: "/logo.webp",
      rating: 4.1,
      rating_count: 90,
      product_count: 44,
      holiday: null,
    });
    expect(toProductDetail({ ...row, is_pkp: true }, extra).merchant.is_pkp).toBe("pkp");
    const closed = { ...row, merchant_closed_until: "2026-12-01 17:00:00+00", merchant_holiday_note: "Libur" };
    expect(toProductDetail(closed, extra).merchant.holiday).toEqual({
      until: "2026-12-01T17:00:00.000Z",
      note: "Libur",
    });
    expect(detail.json_meta).toEqual({
      attribute_type: "Ukuran",
      attribute_value: ["S", "M", "L"],
      product_photos: ["/a-1.webp", "/a-2.webp"],
    });
    expect(toProductDetail({ ...row, attribute_values: [] }, extra).json_meta.attribute_type).toBeNull();
    expect(detail).toMatchObject({
      youtube_url: null,
      is_wishlist: false,
      weight: 250,
      average_ratings: 4.25,
      category: extra.category,
    });
  });

  it("lists the variant group in id order and always includes the product itself", () => {
    const siblings = [
      { id: 11, slug: "kaos-hitam-11", name: "Kaos Oversize - Hitam", variant_name: "Hitam", photos: ["/h.webp"] },
      { id: 31, slug: "kaos-putih-31", name: "Kaos Oversize - Putih", variant_name: null, photos: [] },
    ];
    const detail = toProductDetail(row, { ...extra, variants: siblings });
    expect(detail.product_variant).toEqual([
      { id: 11, slug: "kaos-hitam-11", thumb: "/h.webp", name: "Hitam" },
      { id: 20, slug: "kaos-merah-20", thumb: "/a-1.webp", name: "Merah" },
      { id: 31, slug: "kaos-putih-31", thumb: null, name: "Kaos Oversize - Putih" },
    ]);
    expect(toProductDetail({ ...row, variant_group: null, variant_name: null }, extra).product_variant).toEqual([
      { id: 20, slug: "kaos-merah-20", thumb: "/a-1.webp", name: "Kaos Oversize - Merah" },
    ]);
  });

  it("names a variant by its variant name, else by the product name", () => {
    expect(toVariant({ id: 1, slug: "a", name: "Kaos", variant_name: "  ", photos: [] }).name).toBe("Kaos");
  });
});
