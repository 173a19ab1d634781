import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, launchBrowser, openPage, VIEWPORTS } from "./support/browser.ts";
import { logIn, toast } from "./support/shopper.ts";

const MERCHANT = "merchant@pasar.test";
/** A word no demo product has, one per viewport, so each journey finds only its own products. */
const WORD: Record<keyof typeof VIEWPORTS, string> = { desktop: "Zebradesk", mobile: "Zebraponsel" };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A small picture in one colour, as a file the picker takes. */
async function photoFile(name: string, background: string) {
  const buffer = await sharp({ create: { width: 120, height: 120, channels: 3, background } })
    .toFormat(name.endsWith(".png") ? "png" : "jpeg")
    .toBuffer();
  return { name, mimeType: name.endsWith(".png") ? "image/png" : "image/jpeg", buffer };
}

/** The search page's product cards for `word`, as a visitor without a session sees them. */
async function visitorCards(page: Page, word: string) {
  await page.goto(`/search?search=${word}`);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  return page.locator(`a[href^="/product/"]`).filter({ hasText: word });
}

for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
  describe(`merchant products at ${viewport} width`, () => {
    it("creates a product with three photos, sizes and two variants, finds it in search as a visitor, hides it and sees it gone", async () => {
      const word = WORD[viewport];
      const name = `Kaos ${word} Polos`;
      const { context, page, errors } = await openPage(browser, viewport);
      await logIn(page, MERCHANT, "/merchant/dashboard/product");
      await page.getByRole("heading", { level: 1, name: "Produk" }).waitFor();
      await hydrated(page);

      await page.getByRole("link", { name: "Tambah produk" }).click();
      await page.getByRole("heading", { level: 1, name: "Tambah produk" }).waitFor();
      await hydrated(page);
      const form = page.getByTestId("product-form");
      await form.getByLabel("Nama produk").fill(name);
      const category = form.getByLabel("Kategori", { exact: true });
      const kaos = await category
        .locator("option")
        .evaluateAll((options) =>
          options.find((option) => /Kaos/.test(option.textContent ?? ""))?.getAttribute("value"),
        );
      expect(kaos).toBeTruthy();
      await category.selectOption(kaos!);
      await form.getByLabel("Deskripsi").fill("Kaos katun combed 30s, jahitan rapi.");
      // Three photos, uploaded to see them, then the third made the second; the first stays the cover.
      const photos = form.getByRole("group", { name: "Foto produk", exact: true });
      await photos
        .getByLabel("Tambah foto")
        .setInputFiles([
          await photoFile("hitam.jpg", "#222222"),
          await photoFile("depan.png", "#c0392b"),
          await photoFile("belakang.jpg", "#2980b9"),
        ]);
      await photos.getByRole("button", { name: "Unggah" }).click();
      await photos.getByRole("img", { name: `${name} – Foto 3 dari 3` }).waitFor();
      await hydrated(page);
      const shown = () =>
        photos.getByRole("img").evaluateAll((images) => images.map((image) => image.getAttribute("src")));
      const uploaded = await shown();
      expect(uploaded).toHaveLength(3);
      await photos.getByRole("button", { name: "Geser foto 3 ke depan" }).click();
      await expect.poll(shown).toEqual([uploaded[0], uploaded[2], uploaded[1]]);
      await photos.getByText("Sampul", { exact: true }).waitFor();
      await form.getByLabel("Harga dasar (Rp)", { exact: true }).fill("150000");
      await form.getByLabel("Diskon", { exact: true }).selectOption("percent");
      await form.getByLabel("Nilai diskon", { exact: true }).fill("10");
      // The selling price follows as it is typed.
      await form.getByTestId("publish-price").first().getByText("Rp135.000").waitFor();
      await form.getByLabel("Stok", { exact: true }).fill("12");
      await form.getByLabel("SKU (opsional)", { exact: true }).fill(`${word.toUpperCase()}-HTM`);
      await form.getByLabel("Berat (gram)").fill("200");
      await form.getByLabel("Ukuran (opsional)").fill("S, M, L");
      await form.getByLabel("Nama varian produk ini").fill("Hitam");
      await form.getByLabel("Nama varian (1)").fill("Putih");
      await form.getByLabel("Stok (1)").fill("5");
      await form.getByLabel("Harga dasar (Rp) (1)").fill("140000");
      await form.getByLabel("Nama varian (2)").fill("Merah");
      await form.getByLabel("Stok (2)").fill("3");
      await form.getByLabel("Harga dasar (Rp) (2)").fill("145000");
      await page.getByRole("button", { name: "Simpan produk" }).click();

      await page.getByRole("heading", { level: 1, name: "Produk" }).waitFor();
      await toast(page, "Produk ditambahkan");
      const search = page.getByRole("searchbox", { name: "Cari produk", exact: true });
      await search.fill(word);
      await search.press("Enter");
      await page.getByRole("button", { name: `Sembunyikan ${name} (Hitam)` }).waitFor();
      await page.getByRole("button", { name: `Sembunyikan ${name} (Putih)` }).waitFor();
      await page.getByRole("button", { name: `Sembunyikan ${name} (Merah)` }).waitFor();

      // A visitor finds the three products of the group at once.
      const visitor = await openPage(browser, viewport);
      expect(await (await visitorCards(visitor.page, word)).count()).toBe(3);
      await visitor.page.locator(`a[href^="/product/"]`).filter({ hasText: "Rp135.000" }).first().click();
      await visitor.page.getByRole("heading", { level: 1, name }).waitFor();
      await visitor.page.getByText("Rp135.000").first().waitFor();
      // The gallery shows the three photos in the order saved.
      const gallery = visitor.page.locator('img[src*="/media/u/med_"]');
      await gallery.first().waitFor();
      const ids = (urls: (string | null)[]) => urls.map((url) => /med_[0-9a-f]{32}/.exec(url ?? "")?.[0]);
      const galleryIds = [
        ...new Set(ids(await gallery.evaluateAll((images) => images.map((image) => image.getAttribute("src"))))),
      ];
      expect(galleryIds).toEqual(ids([uploaded[0]!, uploaded[2]!, uploaded[1]!]));

      // Hidden, the product leaves search at once; its two siblings stay.
      await page.getByRole("button", { name: `Sembunyikan ${name} (Hitam)` }).click();
      await toast(page, "Produk disembunyikan");
      await page.getByRole("button", { name: `Tampilkan ${name} (Hitam)` }).waitFor();
      const cards = await visitorCards(visitor.page, word);
      expect(await cards.count()).toBe(2);
      expect(await cards.filter({ hasText: "Rp135.000" }).count()).toBe(0);

      expect(errors).toEqual([]);
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
      await context.close();
    });
  });
}
