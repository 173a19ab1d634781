import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { hydrated, openPage, useBrowser, VIEWPORT_NAMES } from "./support/browser.ts";
import { logIn, toast } from "./support/shopper.ts";

const MERCHANT = "merchant@pasar.test";
const browser = useBrowser();

describe.each(VIEWPORT_NAMES)("product import at %s", (viewport) => {
  it("downloads the template, imports it filled with one bad row, runs it and reads the report", async () => {
    const { context, page, errors } = await openPage(browser(), viewport);
    try {
      await logIn(page, MERCHANT, "/merchant/dashboard/product");
      await hydrated(page);
      await page.getByRole("link", { name: "Impor produk" }).click();
      await page.getByRole("heading", { level: 1, name: "Impor produk" }).waitFor();
      await hydrated(page);

      const [template] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Template CSV" }).click(),
      ]);
      const [header, example] = Papa.parse<string[]>(
        (await readFile((await template.path())!, "utf8")).replace(/^\uFEFF/, ""),
      ).data as [string[], string[]];
      expect(header.slice(0, 4)).toEqual(["Nama produk", "Kategori", "Deskripsi", "Harga"]);

      // The template's example row as the merchant would copy it: two products, then one with a bad price.
      const tag = `${viewport === "desktop" ? "D" : "M"}${Date.now().toString(36).toUpperCase()}`;
      const row = (name: string, price: string, sku: string) =>
        header.map(
          (column, index) =>
            ({ "Nama produk": name, Harga: price, SKU: sku, "SKU induk": "", "Nama varian": "", Foto: "" })[column] ??
            example[index] ??
            "",
        );
      const filled = Papa.unparse([
        header,
        row(`Kaos Impor ${tag}`, "89000", `IMP-${tag}-1`),
        row(`Topi Impor ${tag}`, "45.000", `IMP-${tag}-2`),
        row(`Celana Impor ${tag}`, "murah", `IMP-${tag}-3`),
      ]);
      await page.getByLabel("File produk (CSV atau Excel)").setInputFiles({
        name: "produk-saya.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(filled),
      });
      await page.getByRole("button", { name: "Periksa file" }).click();
      await toast(page, "File diperiksa");

      // The preview opens on the refused rows, each with its reason.
      await page.getByRole("heading", { level: 1, name: "Impor: produk-saya.csv" }).waitFor();
      await expect.poll(() => page.getByTestId("import-count_refused").textContent()).toBe("1");
      const refused = page.getByRole("row").filter({ hasText: `Celana Impor ${tag}` });
      await expect.poll(() => refused.textContent()).toContain("Harga:");
      await page.getByRole("link", { name: /^Semua/ }).click();
      await page
        .getByRole("row")
        .filter({ hasText: `Kaos Impor ${tag}` })
        .waitFor();

      await page.getByRole("button", { name: "Jalankan impor" }).click();
      await page.getByText("Selesai: 2 baris menjadi produk, 1 baris ditolak.").waitFor({ timeout: 30_000 });
      const [report] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Unduh laporan (CSV)" }).click(),
      ]);
      const lines = Papa.parse<string[]>((await readFile((await report.path())!, "utf8")).replace(/^\uFEFF/, "")).data;
      expect(lines[0]?.slice(0, 2)).toEqual(["Baris", "Hasil"]);
      expect(lines.slice(1, 4).map((line) => [line[1], line[2]])).toEqual([
        ["Dibuat", `Kaos Impor ${tag}`],
        ["Dibuat", `Topi Impor ${tag}`],
        ["Ditolak", `Celana Impor ${tag}`],
      ]);

      await page.getByRole("link", { name: "Lihat produk" }).click();
      await page.getByText(`Topi Impor ${tag}`).first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
