import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, openNoScriptContext, openPage, useBrowser, VIEWPORTS } from "./support/browser.ts";

const browser = useBrowser();

const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.getAll(name);
const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

describe("search and listings at desktop width", () => {
  it("searches from the header, filters by brand and store type, paginates and removes a chip", async () => {
    const { context, page, errors } = await openPage(browser(), "desktop");
    await page.goto("/", { waitUntil: "networkidle" });
    const box = page.getByRole("combobox", { name: "Cari" });
    await box.fill("kaos");
    // Suggestions appear as a listbox; Enter without choosing one searches for the words.
    await page.getByRole("listbox", { name: "Saran pencarian" }).getByRole("option").first().waitFor();
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("search") === "kaos");
    await page.getByRole("heading", { level: 1, name: 'Hasil pencarian untuk "kaos"' }).waitFor();
    expect(await page.getByRole("list").locator("article").count()).toBeGreaterThan(0);

    // Store type from the sidebar: a change applies at once.
    const storeTypes = page.getByRole("group", { name: "Jenis toko" });
    await storeTypes.getByRole("checkbox", { name: /Official Store/ }).check();
    await page.waitForURL((url) => url.searchParams.getAll("storetype[]").includes("official"));
    await page.getByRole("link", { name: "Hapus filter Official Store" }).waitFor();

    // A brand: the first one the facet offers, with its count.
    const brand = page.getByRole("group", { name: "Brand" }).getByRole("checkbox").first();
    const brandLabel = (await brand.locator("xpath=..").innerText()).split("\n")[0]!.trim();
    await brand.check();
    await page.waitForURL((url) => url.searchParams.getAll("brands[]").length === 1);
    await page.getByRole("link", { name: `Hapus filter ${brandLabel}` }).waitFor();
    expect(searchParam(page, "storetype[]")).toEqual(["official"]);
    expect(searchParam(page, "search")).toEqual(["kaos"]);

    // Removing a chip keeps the other filters.
    await page.getByRole("link", { name: "Hapus filter Official Store" }).click();
    await page.waitForURL(
      (url) => url.searchParams.getAll("storetype[]").length === 0 && url.searchParams.getAll("brands[]").length === 1,
    );
    await page.getByRole("link", { name: "Hapus filter Official Store" }).waitFor({ state: "detached" });
    await page.getByRole("link", { name: `Hapus filter ${brandLabel}` }).waitFor();

    // Pagination on a listing long enough to have pages.
    await page.goto("/search?storetype[]=regular", { waitUntil: "networkidle" });
    await page.getByText(/^Menampilkan 1–20 dari/).waitFor();
    await page.getByRole("navigation", { name: "Halaman" }).getByRole("link", { name: "Halaman 2" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await page.getByText(/^Menampilkan 21–40 dari/).waitFor();
    expect(searchParam(page, "storetype[]")).toEqual(["regular"]);
    expect(await page.getByRole("link", { name: "Halaman 2" }).getAttribute("aria-current")).toBe("page");

    // Sorting keeps the filters and starts again from page 1.
    await page.getByLabel("Urutkan").selectOption("termurah");
    await page.waitForURL((url) => url.searchParams.get("sort") === "termurah");
    expect(searchParam(page, "page")).toEqual([]);
    expect(searchParam(page, "storetype[]")).toEqual(["regular"]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a category listing with breadcrumbs, and answers 404 for an unknown one", async () => {
    const { context, page, errors } = await openPage(browser(), "desktop");
    // Changes apply at once only once the page is hydrated: wait for the network to settle.
    const response = await page.goto("/product/category/fashion-pria", { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Fashion Pria" }).waitFor();
    const crumbs = page.getByRole("navigation", { name: "Navigasi" });
    expect(await crumbs.getByRole("link", { name: "Beranda" }).getAttribute("href")).toBe("/");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${baseUrl()}/product/category/fashion-pria`,
    );

    // Down to a leaf through the category filter of the sidebar.
    await page
      .getByRole("group", { name: "Kategori" })
      .getByRole("checkbox", { name: /Atasan Pria/ })
      .check();
    await page.waitForURL((url) => url.searchParams.getAll("categories[]").length === 1);
    await page.getByRole("link", { name: "Hapus filter Atasan Pria" }).waitFor();

    await page.goto("/product/category/fashion-pria");
    await page.getByRole("main").getByRole("link", { name: "Atasan Pria", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/product/category/atasan-pria");
    await page.getByRole("heading", { level: 1, name: "Atasan Pria" }).waitFor();
    await crumbs.getByRole("link", { name: "Fashion Pria" }).waitFor();

    // A leaf asked for under /product/category moves to its own address.
    await page.goto("/product/category/kaos-pria?sort=termurah");
    expect(new URL(page.url()).pathname).toBe("/product/subcategory/kaos-pria");
    expect(searchParam(page, "sort")).toEqual(["termurah"]);

    const missing = await page.goto("/product/category/tidak-ada-kategori-ini");
    expect(missing?.status()).toBe(404);
    await page.getByRole("heading", { name: "Halaman tidak ditemukan" }).waitFor();
    const english = await page.goto("/en/product/subcategory/kaos-pria");
    expect(english?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives results or a suggestion for a typo, and completes with the keyboard", async () => {
    const { context, page, errors } = await openPage(browser(), "desktop");
    await page.goto("/search?search=sepatuu");
    await page.getByText('Menampilkan hasil untuk "sepatu"').waitFor();
    expect(await page.locator("article").count()).toBeGreaterThan(0);

    await page.goto("/search?search=qzxwvj", { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: 'Oops, "qzxwvj" tidak ditemukan' }).waitFor();

    const box = page.getByRole("combobox", { name: "Cari" });
    await box.fill("kem");
    const listbox = page.getByRole("listbox", { name: "Saran pencarian" });
    await listbox.getByRole("option").first().waitFor();
    await box.press("ArrowDown");
    const first = listbox.getByRole("option").first();
    expect(await first.getAttribute("aria-selected")).toBe("true");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    const href = (await first.getAttribute("href"))!;
    await box.press("Enter");
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("filters, sorts and pages without JavaScript", async () => {
    const context = await openNoScriptContext(browser());
    const page = await context.newPage();
    await page.goto("/");
    await page
      .getByRole("searchbox", { name: "Cari" })
      .or(page.getByRole("combobox", { name: "Cari" }))
      .fill("kaos");
    await page.getByRole("button", { name: "Cari" }).first().click();
    await page.waitForURL((url) => url.searchParams.get("search") === "kaos");
    await page
      .getByRole("group", { name: "Jenis toko" })
      .getByRole("checkbox", { name: /Toko Reguler/ })
      .check();
    await page.getByRole("button", { name: "Terapkan" }).click();
    await page.waitForURL((url) => url.searchParams.getAll("storetype[]").includes("regular"));
    await page.getByLabel("Urutkan").selectOption("termahal");
    await page.getByRole("button", { name: "Urutkan" }).click();
    await page.waitForURL(
      (url) => url.searchParams.get("sort") === "termahal" && url.searchParams.get("search") === "kaos",
    );
    expect(new URL(page.url()).searchParams.getAll("storetype[]")).toEqual(["regular"]);
    await context.close();
  });
});

describe("search at 390 px", () => {
  it("opens the full-screen search, locks the page, copies a suggestion and searches", async () => {
    const { context, page, errors } = await openPage(browser(), "mobile");
    expect(VIEWPORTS.mobile.width).toBe(390);
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("combobox", { name: "Cari" }).click();
    const overlay = page.getByRole("dialog", { name: "Cari" });
    await overlay.waitFor();
    expect(await bodyOverflow(page)).toBe("hidden");

    const input = overlay.getByRole("searchbox", { name: "Cari" });
    await input.fill("kaos p");
    const copy = overlay.getByRole("button", { name: /^Salin "kaos p/ }).first();
    await copy.waitFor();
    const phrase = /^Salin "(.+)" ke kolom pencarian$/.exec((await copy.getAttribute("aria-label"))!)![1]!;
    await copy.click();
    expect(await input.inputValue()).toBe(`${phrase} `);

    await overlay.getByRole("button", { name: "Hapus teks pencarian" }).click();
    expect(await input.inputValue()).toBe("");
    await input.fill(phrase);
    await overlay.getByRole("button", { name: "Cari", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("search") === phrase);
    await overlay.waitFor({ state: "detached" });
    expect(await bodyOverflow(page)).toBe("");
    expect(await page.locator("article").count()).toBeGreaterThan(0);

    // Closing without searching also gives the page its scroll back.
    await page.getByRole("combobox", { name: "Cari" }).click();
    await overlay.waitFor();
    await overlay.getByRole("button", { name: "Tutup pencarian" }).click();
    await overlay.waitFor({ state: "detached" });
    expect(await bodyOverflow(page)).toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("filters from the filter sheet and removes a chip", async () => {
    const { context, page, errors } = await openPage(browser(), "mobile");
    await page.goto("/search?search=kaos", { waitUntil: "networkidle" });
    const sidebar = page.getByRole("group", { name: "Jenis toko" });
    expect(await sidebar.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Filter" }).click();
    const sheet = page.getByRole("dialog", { name: "Filter" });
    await sheet.waitFor();
    expect(await bodyOverflow(page)).toBe("hidden");
    await sheet.getByRole("checkbox", { name: /Official Store/ }).check();
    // On mobile nothing applies until 'Terapkan'.
    expect(searchParam(page, "storetype[]")).toEqual([]);
    await sheet.getByRole("button", { name: "Terapkan" }).click();
    await page.waitForURL((url) => url.searchParams.getAll("storetype[]").includes("official"));
    await sheet.waitFor({ state: "hidden" });
    expect(await bodyOverflow(page)).toBe("");
    await page.getByRole("link", { name: "Hapus filter Official Store" }).click();
    await page.waitForURL(
      (url) => url.searchParams.getAll("storetype[]").length === 0 && url.searchParams.get("search") === "kaos",
    );

    await page.goto("/product/category/fashion-pria");
    await page.getByRole("heading", { level: 1, name: "Fashion Pria" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });
});
