import { describe, expect, it } from "vitest";
import { baseUrl, hydrated, openNoScriptContext, openPage, useBrowser, VIEWPORT_NAMES } from "./support/browser.ts";

const browser = useBrowser();

for (const viewport of VIEWPORT_NAMES) {
  describe(`home page at ${viewport} width`, () => {
    it("shows its sections and loads more recommended products", async () => {
      const { context, page, errors } = await openPage(browser(), viewport);
      await page.goto("/");
      for (const name of [
        "Promo pilihan",
        "Flash Sale",
        "Kategori Trending",
        "Official Store Pilihan",
        "Rekomendasi untuk Kamu",
      ]) {
        await page.getByRole("region", { name }).waitFor();
      }
      await hydrated(page);
      // The page carries one desktop row; the first 'load more' completes page 1, the next brings page 2.
      const grid = page.getByTestId("recommended-grid").getByRole("listitem");
      expect(await grid.count()).toBe(6);
      const more = page.getByRole("link", { name: "Muat Lebih Banyak" });
      await more.click();
      await page.waitForFunction(() => document.querySelectorAll("[data-testid=recommended-grid] > li").length === 18);
      await more.click();
      await page.waitForFunction(() => document.querySelectorAll("[data-testid=recommended-grid] > li").length === 36);
      // Page 1 was asked for again after its first six: none shows twice.
      const links = await page.evaluate(() =>
        Array.from(document.querySelectorAll("[data-testid=recommended-grid] > li a[href*='/product/']"), (link) =>
          link.getAttribute("href"),
        ),
      );
      expect(new Set(links).size).toBe(36);
      // Loaded in place: the URL stays and nothing was navigated.
      expect(new URL(page.url()).search).toBe("");
      expect(errors).toEqual([]);
      await context.close();
    });

    it("loads the strips' further pictures and flash cards when they come into view", async () => {
      const { context, page, errors } = await openPage(browser(), viewport);
      await page.goto("/");
      const flash = page.getByRole("region", { name: "Flash Sale" }).getByRole("listitem");
      const stores = page.getByRole("region", { name: "Official Store Pilihan" });
      await stores.getByRole("link").first().waitFor();
      const storeCount = await stores.getByRole("listitem").count();
      if (viewport === "desktop") {
        // The strips' first screens are wider here: they show everything once the page has started.
        await page.waitForFunction(() => document.querySelectorAll("[aria-labelledby=home-flash-sale] li").length > 6);
      } else {
        expect(await flash.count()).toBe(6);
        expect(await stores.locator("img").count()).toBe(4);
        await page
          .getByRole("region", { name: "Flash Sale" })
          .getByRole("list")
          .evaluate((strip) => strip.scrollBy({ left: 2000 }));
        await page.waitForFunction(() => document.querySelectorAll("[aria-labelledby=home-flash-sale] li").length > 6);
        await stores.getByRole("list").evaluate((strip) => strip.scrollBy({ left: 2000 }));
      }
      await page.waitForFunction(
        (count) => document.querySelectorAll("[aria-labelledby=home-official] img").length === count,
        storeCount,
      );
      expect(errors).toEqual([]);
      await context.close();
    });

    it("loads the banners after the first three seconds in, not with the page", async () => {
      const { context, page, errors } = await openPage(browser(), viewport);
      await page.clock.install();
      await page.goto("/");
      // Preact runs effects after the next frame, and a paused clock holds frames too: pause once hydrated.
      await hydrated(page);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
      const carousel = page.getByRole("region", { name: "Promo pilihan" });
      const slides = await carousel.getByRole("listitem").count();
      expect(slides).toBeGreaterThan(1);
      expect(await carousel.locator("img").count()).toBe(1);
      await page.clock.runFor(3_000);
      await page.waitForFunction(
        (count) => document.querySelectorAll("[aria-roledescription=carousel] img").length === count,
        slides,
      );
      expect(errors).toEqual([]);
      await context.close();
    });

    it("counts down in English under /en", async () => {
      const { context, page, errors } = await openPage(browser(), viewport);
      await page.goto("/en");
      await page.getByRole("region", { name: "Flash Sale" }).getByText("Ends In").waitFor();
      await page.getByRole("button", { name: "Categories" }).waitFor();
      const before = await page.getByRole("timer").first().textContent();
      // A tick is due every second; wait for the page to show one, however slowly a loaded machine gets there.
      await page.waitForFunction((initial) => document.querySelector("[role=timer]")?.textContent !== initial, before);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe("home page without JavaScript", () => {
  it("works with links: load more is ?page=1 then ?page=2, the category trigger goes to search", async () => {
    const context = await openNoScriptContext(browser());
    const page = await context.newPage();
    await page.goto("/");
    expect(await page.getByTestId("recommended-grid").getByRole("listitem").count()).toBe(6);
    // Pictures held back for scripts come from <noscript>: every store shows its logo.
    const stores = page.getByRole("region", { name: "Official Store Pilihan" });
    expect(await stores.locator("img").count()).toBe(await stores.getByRole("listitem").count());
    const more = page.getByRole("link", { name: "Muat Lebih Banyak" });
    expect(await more.getAttribute("href")).toBe("/?page=1#recommended");
    await more.click();
    await page.waitForURL((url) => url.searchParams.get("page") === "1");
    expect(await page.getByTestId("recommended-grid").getByRole("listitem").count()).toBe(18);
    expect(await more.getAttribute("href")).toBe("/?page=2#recommended");
    await more.click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    expect(await page.getByTestId("recommended-grid").getByRole("listitem").count()).toBe(36);
    expect(await page.getByRole("link", { name: "Kategori" }).first().getAttribute("href")).toBe("/search");
    // The flash-sale countdown is rendered by the server.
    expect(await page.getByRole("timer").first().textContent()).toMatch(/^\d{2}:\d{2}:\d{2}$/);

    await page.goto("/brands?alphabetsearch=S");
    expect(await page.getByTestId("brand-grid").getByRole("link").count()).toBeGreaterThan(0);
    await page.goto("/store/toko-demo-pasar?search=mug");
    expect(await page.getByRole("searchbox", { name: "Cari di toko ini" }).inputValue()).toBe("mug");
    await context.close();
  });

  it("serves robots.txt and a sitemap with both languages", async () => {
    const robots = await fetch(`${baseUrl()}/robots.txt`);
    const text = await robots.text();
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Disallow: /user/");
    expect(text).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain("<urlset");
    expect(sitemap).toContain(`<loc>${baseUrl()}/brands</loc>`);
    expect(sitemap).toContain(`<loc>${baseUrl()}/en/brands</loc>`);
    expect(sitemap).toContain('hreflang="en"');
    expect(sitemap).toMatch(/<loc>[^<]+\/product\/[a-z0-9-]+<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]+\/store\/nusantech-official<\/loc>/);
  });
});
