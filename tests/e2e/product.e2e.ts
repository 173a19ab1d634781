import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, hydrated, openPage, useBrowser, VIEWPORT_NAMES } from "./support/browser.ts";
import { logIn, resetShopper, toast } from "./support/shopper.ts";

interface Detail {
  slug: string;
  product_name: string;
  photos: string[];
  youtube_url: string | null;
  stock: number;
  publish_price: number;
  rating_count: number;
  product_variant: { id: number; slug: string; name: string }[];
  id: number;
  flash_sale: { flash_price: number; quota: number; sold: number; remaining: number } | null;
  category: { name: string; slug: string; level: number }[];
}
interface ReviewInfo {
  count_rating_group: Record<string, number>;
  total_ulasan: number;
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A product of the seeded catalogue with what the journey needs: variants, more than four gallery
 * items, stock, reviews in some stars but not all, and no flash sale (its price is publish_price). Found by walking product links from the home
 * page and through variants and related products (the API the page loads them from), so the test does not depend on generated ids.
 */
async function findProduct(): Promise<{ product: Detail; reviews: ReviewInfo }> {
  const home = await (await fetch(`${baseUrl()}/`)).text();
  const queue = [...home.matchAll(/href="\/product\/([a-z0-9-]+)"/g)].map((match) => match[1]!);
  const seen = new Set<string>();
  while (queue.length > 0 && seen.size < 400) {
    const slug = queue.shift()!;
    if (seen.has(slug)) continue;
    seen.add(slug);
    const product = await api<Detail>(`/api/products/detail/${slug}`).catch(() => null);
    if (!product) continue;
    queue.push(...product.product_variant.map((variant) => variant.slug));
    const items = product.photos.length + (product.youtube_url ? 1 : 0);
    if (
      product.product_variant.length >= 2 &&
      items > 4 &&
      product.stock >= 2 &&
      product.rating_count >= 2 &&
      product.flash_sale === null
    ) {
      const reviews = await api<ReviewInfo>(`/api/products/detail/${slug}/review`);
      const counts = Object.values(reviews.count_rating_group);
      if (counts.some((count) => count === 0) && counts.some((count) => count > 0)) return { product, reviews };
    }
    if (queue.length < 20)
      queue.push(...(await api<{ slug: string }[]>(`/api/products/detail/${slug}/related`)).map((card) => card.slug));
  }
  throw new Error(`no product with variants, >4 photos and partial reviews among ${seen.size} visited`);
}

const rupiah = (amount: number) => `Rp${amount.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;

/** A product of the running demo flash sale whose quota left is below its stock, so a quantity can pass it. */
async function findFlashProduct(): Promise<Detail & { flash_sale: NonNullable<Detail["flash_sale"]> }> {
  const [sale] = await api<{ status: string; products: { slug: string }[] }[]>("/api/homepage/flashsale");
  for (const { slug } of sale?.status === "running" ? sale.products : []) {
    const product = await api<Detail>(`/api/products/detail/${slug}`);
    if (product.flash_sale && product.flash_sale.remaining >= 1 && product.flash_sale.remaining < product.stock)
      return { ...product, flash_sale: product.flash_sale };
  }
  throw new Error("no running flash-sale product with quota left below its stock");
}

const browser = useBrowser();
let chosen: { product: Detail; reviews: ReviewInfo };
let flashProduct: Awaited<ReturnType<typeof findFlashProduct>>;
beforeAll(async () => {
  chosen = await findProduct();
  flashProduct = await findFlashProduct();
});

async function zoomAndClose(page: Page, product: Detail) {
  const dialog = page.getByRole("dialog", { name: "Pratinjau gambar" });
  await page.getByRole("link", { name: /^Perbesar foto/ }).click();
  await dialog.waitFor();
  // The large image and the clickable thumbnail list.
  expect(await dialog.getByRole("img", { name: new RegExp(`^${escape(product.product_name)}`) }).count()).toBe(1);
  expect(await dialog.getByRole("button", { name: "Tampilkan foto 1" }).getAttribute("aria-current")).toBe("true");
  await page.keyboard.press("ArrowRight");
  expect(await dialog.getByRole("button", { name: "Tampilkan foto 2" }).getAttribute("aria-current")).toBe("true");
  await dialog.getByRole("button", { name: "Tampilkan foto 3" }).click();
  expect(await dialog.getByRole("button", { name: "Tampilkan foto 3" }).getAttribute("aria-current")).toBe("true");
  await dialog.getByRole("button", { name: "Foto sebelumnya" }).click();
  expect(await dialog.getByRole("button", { name: "Tampilkan foto 2" }).getAttribute("aria-current")).toBe("true");
  // Focus stays inside: tabbing many times never leaves the dialog.
  for (let n = 0; n < 12; n++) await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });

  await page.getByRole("link", { name: /^Perbesar foto/ }).click();
  await dialog.waitFor();
  // A click on the backdrop, outside the dialog box, closes it.
  await page.mouse.click(4, 4);
  await dialog.waitFor({ state: "detached" });

  await page.getByRole("link", { name: /^Perbesar foto/ }).click();
  await dialog.getByRole("button", { name: "Tutup" }).click();
  await dialog.waitFor({ state: "detached" });
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

for (const viewport of VIEWPORT_NAMES) {
  describe(`product page at ${viewport} width`, () => {
    it("zooms photos, scrolls thumbnails, keeps quantity within stock and filters reviews", async () => {
      const { product, reviews } = chosen;
      const { context, page, errors } = await openPage(browser(), viewport);
      const response = await page.goto(`/product/${product.slug}`);
      expect(response?.status()).toBe(200);
      await page.getByRole("heading", { level: 1, name: product.product_name }).waitFor();
      expect(await page.getByTestId("price").textContent()).toBe(rupiah(product.publish_price));
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(2);
      expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("product");
      // No third party at page load: the video is a facade until clicked.
      expect(await page.locator("iframe").count()).toBe(0);

      // Related products and the review list are not in the page: they load once the shopper scrolls near them.
      const html = (await response?.text()) ?? "";
      expect(html).not.toContain('data-testid="related-products"');
      expect(html).not.toContain('data-testid="review-list"');
      const related = page.getByTestId("related-products");
      await page.getByRole("heading", { name: "Produk serupa dari kategori ini" }).scrollIntoViewIfNeeded();
      await related.getByRole("article").first().waitFor();
      const relatedLinks = await related
        .locator('a[href^="/product/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(relatedLinks.length).toBeGreaterThan(0);
      expect(relatedLinks).not.toContain(`/product/${product.slug}`);
      // Scrolling past the reviews loaded their list (on phones it shows in the full-screen view, below).
      if (viewport === "desktop") await page.locator('#reviews [data-testid="review"]').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));

      await zoomAndClose(page, product);

      // More than four gallery items: the arrows move the strip 116 px per step.
      const strip = page.getByTestId("thumbnail-strip");
      expect(await strip.evaluate((element) => element.scrollLeft)).toBe(0);
      await page.getByRole("button", { name: "Geser foto ke kanan" }).click();
      await page.waitForFunction(() => document.querySelector('[data-testid="thumbnail-strip"]')!.scrollLeft === 116);
      await page.getByRole("button", { name: "Geser foto ke kiri" }).click();
      await page.waitForFunction(() => document.querySelector('[data-testid="thumbnail-strip"]')!.scrollLeft === 0);

      // Quantity: minus at 1 says the minimum; plus at the stock warns the maximum; typing is clamped.
      const quantity = page.getByLabel("Jumlah", { exact: true });
      const message = page.getByTestId("quantity-message");
      await page.getByRole("button", { name: "Kurangi jumlah" }).click();
      await page.getByText("Minimum pembelian produk ini 1 barang").waitFor();
      await quantity.fill(String(product.stock));
      await quantity.blur();
      expect(await message.textContent()).toBe("");
      await page.getByRole("button", { name: "Tambah jumlah" }).click();
      await page.getByText(`Maks. ${product.stock} produk`).waitFor();
      expect(await quantity.inputValue()).toBe(String(product.stock));
      await quantity.fill(String(product.stock + 50));
      expect(await quantity.inputValue()).toBe(String(product.stock));
      expect(await page.getByTestId("subtotal").textContent()).toBe(rupiah(product.stock * product.publish_price));
      await quantity.fill("0");
      expect(await quantity.inputValue()).toBe("1");
      expect(await message.textContent()).toBe("Minimum pembelian produk ini 1 barang");
      expect(await page.getByTestId("subtotal").textContent()).toBe(rupiah(product.publish_price));

      // Reviews: on mobile the full list lives in a full-screen view.
      const scopeSelector = viewport === "mobile" ? "dialog" : "#reviews";
      let scope = page.locator("#reviews");
      if (viewport === "mobile") {
        await page.getByRole("link", { name: /Lihat Semua Ulasan/ }).click();
        scope = page.getByRole("dialog", { name: "Semua Ulasan" });
        await scope.waitFor();
      }
      const filter = scope.getByRole("navigation", { name: "Filter ulasan berdasarkan bintang" });
      const withReviews = Number(Object.entries(reviews.count_rating_group).find(([, count]) => count > 0)![0]);
      const without = Number(Object.entries(reviews.count_rating_group).find(([, count]) => count === 0)![0]);
      await filter.getByRole("link", { name: `${withReviews} bintang` }).click();
      await page.waitForURL((url) => url.searchParams.get("point") === String(withReviews));
      await page.waitForFunction(
        ([star, expected, within]) => {
          const labels = [...document.querySelectorAll(`${within} [data-testid="review"] [role="img"]`)].filter(
            (element) => element.checkVisibility(),
          );
          return (
            labels.length === expected &&
            labels.every((element) => element.getAttribute("aria-label") === `${star} dari 5 bintang`)
          );
        },
        [withReviews, Math.min(10, reviews.count_rating_group[String(withReviews)]!), scopeSelector] as const,
      );
      await filter.getByRole("link", { name: `${without} bintang` }).click();
      await scope.getByText("Ulasan tidak tersedia, coba filter bintang lain").waitFor();
      expect(await scope.getByText("Belum Ada Ulasan").isVisible()).toBe(true);
      await filter.getByRole("link", { name: "Semua" }).click();
      await page.waitForURL((url) => !url.searchParams.has("point"));
      await scope.getByTestId("review").first().waitFor();
      if (viewport === "mobile") {
        await scope.getByRole("button", { name: "Tutup" }).click();
        await scope.waitFor({ state: "detached" });
      }

      expect(errors).toEqual([]);
      await context.close();
    });

    it("changes variant, switches language on the same product and sends a logged-out shopper to log in", async () => {
      const { product } = chosen;
      const { context, page, errors } = await openPage(browser(), viewport);
      await page.goto(`/product/${product.slug}`);
      const current = page.getByTestId("variant-list").locator('a[aria-current="page"]');
      expect(await current.textContent()).toBe(
        product.product_variant.find((variant) => variant.id === product.id)!.name,
      );
      const index = product.product_variant.findIndex((variant) => variant.id !== product.id);
      const other = product.product_variant[index]!;
      await page.getByTestId("variant-list").getByRole("link", { name: other.name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/product/${other.slug}`);
      const otherDetail = await api<Detail>(`/api/products/detail/${other.slug}`);
      await page.getByRole("heading", { level: 1, name: otherDetail.product_name }).waitFor();
      expect(await page.getByTestId("variant-list").locator('a[aria-current="page"]').textContent()).toBe(other.name);

      // Same product under /en.
      await page.getByRole("link", { name: "English" }).first().click();
      await page.waitForURL((url) => url.pathname === `/en/product/${other.slug}`);
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      await page.getByRole("heading", { level: 1, name: otherDetail.product_name }).waitFor();
      await page.getByRole("heading", { name: "Buyer Reviews" }).waitFor();
      // The head follows the navigation: one title and canonical (absolute, as search engines want it), in
      // English, and the stylesheet kept.
      const head = await page.evaluate(() => ({
        titles: [...document.querySelectorAll("title")].map((title) => title.textContent),
        canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href")),
        stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
      }));
      expect(head.titles).toHaveLength(1);
      expect(head.titles[0]?.startsWith(`Buy ${otherDetail.product_name}`)).toBe(true);
      expect(head.canonical).toEqual([`${baseUrl()}/en/product/${other.slug}`]);
      expect(head.stylesheets).toBe(1);

      if (otherDetail.stock > 0) {
        await page.getByRole("button", { name: "Add To Cart" }).click();
        await page.waitForURL(
          (url) => url.pathname === "/en/login" && url.searchParams.get("redirectTo") === `/en/product/${other.slug}`,
        );
        await page.getByText("Please log in to add products to your cart").first().waitFor();
      } else {
        expect(await page.getByRole("button", { name: "Add To Cart" }).isDisabled()).toBe(true);
      }

      // Indonesian, from the original product: 'Beli Langsung' says the checkout message.
      await page.goto(`/product/${product.slug}`);
      await page.getByRole("button", { name: "Beli Langsung" }).click();
      await page.waitForURL(
        (url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === `/product/${product.slug}`,
      );
      await page.getByText("Silahkan login untuk checkout produk").first().waitFor();

      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

for (const viewport of VIEWPORT_NAMES) {
  describe(`a product on flash sale at ${viewport} width`, () => {
    it("shows and charges the flash price up to the quota left, in the product page and the cart", async () => {
      const { slug, publish_price: normal, flash_sale: flash } = flashProduct;
      await resetShopper("buyer2@pasar.test");
      const { context, page, errors } = await openPage(browser(), viewport);
      await logIn(page, "buyer2@pasar.test", `/product/${slug}`);
      const offer = page.getByRole("region", { name: "Flash Sale" });
      await offer.waitFor();
      expect(await page.getByTestId("price").textContent()).toBe(rupiah(flash.flash_price));
      expect(await offer.getByTestId("normal-price").textContent()).toBe(`Harga normal: ${rupiah(normal)}`);
      await offer.getByText("Berakhir dalam").waitFor();
      expect(await offer.getByRole("timer").count()).toBe(1);
      await offer.getByText(`Tersisa ${flash.remaining} dari ${flash.quota}`).waitFor();
      expect(await page.getByTestId("subtotal").textContent()).toBe(rupiah(flash.flash_price));

      // Above the quota left the cart would charge the normal price: so does the subtotal, and it says why.
      const quantity = page.getByLabel("Jumlah", { exact: true });
      await quantity.fill(String(flash.remaining + 1));
      expect(await page.getByTestId("subtotal").textContent()).toBe(rupiah((flash.remaining + 1) * normal));
      await page.getByTestId("flash-quota-short").waitFor();
      await quantity.fill("1");
      expect(await page.getByTestId("subtotal").textContent()).toBe(rupiah(flash.flash_price));

      await page.getByRole("button", { name: "+ Keranjang" }).filter({ visible: true }).click();
      await toast(page, "Produk berhasil ditambahkan ke keranjang");
      await page.goto("/cart");
      const line = page.getByTestId("cart-item").filter({ hasText: flashProduct.product_name });
      expect(await line.getByTestId("cart-item-price").textContent()).toBe(
        `Flash Sale${rupiah(flash.flash_price)}Harga normal: ${rupiah(normal)}`,
      );
      await expect.poll(() => page.getByTestId("cart-subtotal").textContent()).toContain(rupiah(flash.flash_price));

      // A quantity above the quota left in the cart: the normal price and how many are left at the flash price.
      await hydrated(page);
      const cartQuantity = line.getByLabel(`Jumlah ${flashProduct.product_name}`);
      await cartQuantity.fill(String(flash.remaining + 1));
      await cartQuantity.blur();
      await line
        .getByText(
          `Tinggal ${flash.remaining} dengan harga flash sale ${rupiah(flash.flash_price)}. Kurangi jumlahnya untuk mendapat harga flash sale.`,
        )
        .waitFor();
      await expect
        .poll(() => page.getByTestId("cart-subtotal").textContent())
        .toContain(rupiah((flash.remaining + 1) * normal));

      expect(errors).toEqual([]);
      await context.close();
      await resetShopper("buyer2@pasar.test");
    });
  });
}

describe("product page without JavaScript", () => {
  it("renders the product, filters reviews by link and answers 404 for an unknown slug", async () => {
    const { product, reviews } = chosen;
    const context = await browser().newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const page = await context.newPage();
    const star = Number(Object.entries(reviews.count_rating_group).find(([, count]) => count > 0)![0]);
    await page.goto(`/product/${product.slug}?point=${star}`);
    await page.getByRole("heading", { level: 1, name: product.product_name }).waitFor();
    const labels = await page
      .locator('[data-testid="review"] [role="img"]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label")));
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels)).toEqual(new Set([`${star} dari 5 bintang`]));
    // Related products need JavaScript; without it the section links to the category's best sellers.
    const leaf = product.category.at(-1)!;
    expect(await page.getByRole("link", { name: `Lihat semua ${leaf.name}` }).getAttribute("href")).toBe(
      `/product/subcategory/${leaf.slug}?sort=terlaris`,
    );
    expect(await page.getByTestId("related-products").count()).toBe(0);
    // The plain product URL leaves the review list to JavaScript; its link asks for the page that has it.
    await page.goto(`/product/${product.slug}`);
    expect(await page.getByTestId("review").count()).toBe(0);
    await page
      .getByRole("link", { name: /^Lihat Semua Ulasan/ })
      .first()
      .click();
    await page.waitForURL((url) => url.searchParams.get("page") === "1" && url.hash === "#reviews-all");
    expect(await page.getByTestId("review").count()).toBe(Math.min(10, reviews.total_ulasan));
    // Every link of the list leads to a page that has it: 'all stars' (and page 1) name the page.
    await page.goto(`/product/${product.slug}?point=${star}`);
    await page
      .getByRole("navigation", { name: "Filter ulasan berdasarkan bintang" })
      .getByRole("link", { name: "Semua" })
      .click();
    await page.waitForURL((url) => !url.searchParams.has("point") && url.searchParams.get("page") === "1");
    expect(await page.getByTestId("review").count()).toBe(Math.min(10, reviews.total_ulasan));
    if (reviews.total_ulasan > 10) {
      const pages = page.getByRole("navigation", { name: "Halaman ulasan" });
      await pages.getByRole("link", { name: "Halaman 2" }).click();
      await page.waitForURL((url) => url.searchParams.get("page") === "2");
      await pages.getByRole("link", { name: "Halaman 1" }).click();
      await page.waitForURL((url) => url.searchParams.get("page") === "1");
      expect(await page.getByTestId("review").count()).toBe(10);
    }

    await page.getByRole("button", { name: "+ Keranjang" }).first().click();
    // The form posts and the server redirects. Wait for the login page's notice, not for its load event
    // (every picture of the page), which a loaded machine can hold back past any deadline.
    const notice = page.getByRole("status").filter({ hasText: "Silahkan login untuk menambahkan produk ke keranjang" });
    await notice.first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(await page.getByRole("status").first().textContent()).toContain(
      "Silahkan login untuk menambahkan produk ke keranjang",
    );

    const missing = await page.goto("/product/produk-yang-tidak-ada");
    expect(missing?.status()).toBe(404);
    const forgiving = await page.goto(`/product/${product.slug}?point=9&page=x`);
    expect(forgiving?.status()).toBe(200);
    await context.close();
  });
});
