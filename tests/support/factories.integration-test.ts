import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { product } from "../../core/catalog/catalog.tables.ts";
import { invoice } from "../../core/invoice/invoice.tables.ts";
import {
  makeBuyer,
  makeCategory,
  makeFlashSale,
  makeMerchant,
  makePaidOrder,
  makeProduct,
  makePromo,
  makeRegions,
  makeReview,
  makeSearchCatalogue,
  makeVariants,
  PLACES,
} from "./factories.ts";
import { useTestApp } from "./test-app.ts";

const t = useTestApp();

describe("test factories", () => {
  it("make a buyer who signs in, with a wallet and a main address", async () => {
    const buyer = await makeBuyer(t, { name: "Rina Kusuma", wallet: 250_000, address: PLACES.surabaya });
    const headers = await buyer.signIn();
    const profile = await t.app.inject({ method: "GET", url: "/api/auth/me", headers });
    expect(profile.statusCode).toBe(200);
    const addresses = await t.app.inject({ method: "GET", url: "/api/addressbook/list", headers });
    expect(addresses.statusCode).toBe(200);
    expect(JSON.stringify(addresses.json().data)).toContain("Kota Surabaya");
  });

  it("make a store's product that the catalogue shows, and variants that share a group", async () => {
    const store = await makeMerchant(t, { name: "Toko Batik Sekar" });
    const made = await makeProduct(t, { merchant: store, name: "Kemeja Batik Parang", price: 185_000, stock: 7 });
    const shown = await t.app.inject({ method: "GET", url: `/api/products/detail/${made.slug}` });
    expect(shown.statusCode).toBe(200);
    expect(JSON.stringify(shown.json().data)).toContain("Kemeja Batik Parang");
    const variants = await makeVariants(t, [{ name: "Merah" }, { name: "Biru", stock: 0 }], { merchant: store });
    expect(new Set(variants.map((variant) => variant.variantGroup)).size).toBe(1);
    expect(
      variants.map((variant) => [variant.name.endsWith("Merah") || variant.name.endsWith("Biru"), variant.stock]),
    ).toEqual([
      [true, 10],
      [true, 0],
    ]);
  });

  it("make a running flash sale that prices its product, and a promo the buyer's list offers", async () => {
    const item = await makeProduct(t, { price: 200_000 });
    const sale = await makeFlashSale(t, [{ product: item, flashPrice: 150_000, quota: 3 }]);
    expect((await t.services.products.detail(item.slug, "id")).flash_sale).toMatchObject({
      flash_sale_id: sale.id,
      flash_price: 150_000,
      remaining: 3,
    });
    const made = await makePromo(t, { name: "Potongan Uji", code: "POTONGUJI" });
    const found = await t.app.inject({ method: "GET", url: `/api/promo/detail/${made.slug}` });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ code: "POTONGUJI" });
  });

  it("make an order paid from the wallet through the real checkout, taking the stock", async () => {
    const buyer = await makeBuyer(t, { address: PLACES.jakartaSelatan });
    const item = await makeProduct(t, { stock: 5, price: 50_000 });
    const code = await makePaidOrder(t, buyer, [{ product: item, qty: 2 }]);
    const [paid] = await t.database.db
      .select({ status: invoice.status_payment })
      .from(invoice)
      .where(eq(invoice.invoice_code, code));
    expect(paid?.status).toBe("settlement");
    const [left] = await t.database.db.select({ stock: product.stock }).from(product).where(eq(product.id, item.id));
    expect(left?.stock).toBe(3);
  });

  it("make the real region tree, with districts and villages of the cities named only", async () => {
    await makeRegions(t.database.db, { cities: [PLACES.jakartaSelatan.city_id] });
    expect(await t.services.regions.provinces()).toHaveLength(38);
    expect((await t.services.regions.cities("35")).map((city) => city.name)).toContain("Kota Surabaya");
    expect(await t.services.regions.districts(PLACES.jakartaSelatan.city_id)).toContainEqual({
      id: PLACES.jakartaSelatan.district_id,
      name: "Kebayoran Baru",
    });
    expect((await t.services.regions.villages(PLACES.jakartaSelatan.district_id)).length).toBeGreaterThan(1);
    expect(await t.services.regions.districts("32.04")).toEqual([]);
  });

  it("make a category tree named level by level, and a review with photos and the store's reply", async () => {
    const leaf = await makeCategory(t, {
      levels: [
        { name: "Hobi", nameEn: "Hobbies", slug: "hobi", icon: "/media/demo/category/hobi.webp" },
        { name: "Musik", slug: "musik" },
        { name: "Gitar", nameEn: "Guitars", slug: "gitar" },
      ],
    });
    expect(leaf).toMatchObject({ slug: "gitar", name: "Gitar" });
    const menu = await t.services.catalog.megaMenu("en");
    expect(menu.find((top) => top.slug === "hobi")).toMatchObject({
      name: "Hobbies",
      icon: "/media/demo/category/hobi.webp",
      child: [{ slug: "musik", child: [{ slug: "gitar", name: "Guitars" }] }],
    });

    const store = await makeMerchant(t, { name: "Toko Gitar Merdu", logo: "/media/demo/logo/toko-gitar-merdu.webp" });
    const item = await makeProduct(t, { merchant: store, category: leaf });
    await makeReview(t, item, { point: 3 });
    const made = await makeReview(t, item, {
      point: 5,
      attachments: [{ url: "/media/demo/review/gitar.webp", caption: "Mulus" }],
      reply: { message: "Terima kasih!" },
    });
    const shown = (await t.app.inject({ method: "GET", url: `/api/products/detail/${item.slug}/review` })).json().data;
    expect(shown).toMatchObject({ total_ulasan: 2, rating_avg: 4 });
    expect(shown.reviews.find((review: { id: number }) => review.id === made.id)).toMatchObject({
      point: 5,
      attachment: made.attachments,
      reply: [{ message: "Terima kasih!", merchant: { merchant_name: "Toko Gitar Merdu" } }],
    });
    const detail = (await t.app.inject({ method: "GET", url: `/api/products/detail/${item.slug}` })).json().data;
    expect(detail).toMatchObject({ rating_count: 2, average_ratings: 4 });
  });

  it("make a catalogue to search, in five stores of five cities", async () => {
    const catalogue = await makeSearchCatalogue(t);
    const found = await t.app.inject({ method: "GET", url: "/api/products/list?search=kemeja&per_page=60" });
    const names = found.json().data.products.map((card: { product_name: string }) => card.product_name);
    expect(names).toContain("Kemeja Batik Parang");
    expect(names.every((name: string) => name.startsWith("Kemeja"))).toBe(true);
    expect(new Set(Object.values(catalogue.stores).map((store) => store.place.city_id)).size).toBe(5);
  });
});
