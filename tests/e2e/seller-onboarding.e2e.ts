import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { picture } from "../support/files.ts";
import { hydrated, launchBrowser, openPage, VIEWPORTS } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
  describe(`opening a store at ${viewport} width`, () => {
    it("registers, goes through every onboarding step, opens the store and finds 'Toko Saya'", async () => {
      const { context, page, errors } = await openPage(browser, viewport);
      const stamp = `${viewport}-${Date.now()}`;
      const slug = `toko-e2e-${stamp}`;

      await page.goto("/register");
      await page.getByLabel("Nama lengkap").fill("Rina Kusuma");
      await page.getByLabel("Email").fill(`seller-${stamp}@example.com`);
      await page.getByLabel("Kata sandi").fill("rina-rahasia-1");
      await page.getByRole("button", { name: "Daftar" }).click();
      await page.waitForURL((url) => url.pathname === "/");

      // A shopper without a store is offered to open one in the account menu (opened by focus: on a phone the
      // welcome toast may lie over the button).
      await hydrated(page);
      await page.getByRole("button", { name: /Menu akun/ }).focus();
      expect(await page.getByRole("menuitem", { name: "Toko Saya" }).count()).toBe(0);
      const openStore = page.getByRole("menuitem", { name: "Buka Toko" });
      await openStore.waitFor();
      await openStore.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.pathname === "/merchant/onboarding");
      await hydrated(page);

      // Step 1: personal details; a wrong NIK is refused beside its field, the rest is kept.
      const personal = page.getByTestId("onboarding-personal");
      await personal.getByLabel("Nomor HP").fill("081234567890");
      await personal.getByLabel("NIK").fill("12345");
      await personal.getByLabel("Tanggal lahir").fill("1992-05-17");
      await personal.getByLabel("Jenis kelamin").selectOption("female");
      await personal.getByRole("button", { name: "Simpan dan Lanjut" }).click();
      await page.getByText("NIK harus 16 digit angka").waitFor();
      expect(await page.getByTestId("onboarding-personal").getByLabel("Nomor HP").inputValue()).toBe("081234567890");
      await page.getByTestId("onboarding-personal").getByLabel("NIK").fill("3273015705920001");
      await page.getByTestId("onboarding-personal").getByRole("button", { name: "Simpan dan Lanjut" }).click();

      // Step 2: an individual seller skips the company.
      await page.getByTestId("onboarding-company").waitFor();
      await page.getByRole("link", { name: "Lewati, saya penjual perorangan" }).click();

      // Step 3: the store; its address is checked as it is typed.
      const store = page.getByTestId("onboarding-store");
      await store.waitFor();
      await hydrated(page);
      await store.getByLabel("Nama toko").fill(`Toko Rina ${stamp}`);
      await store.getByLabel("Alamat toko").fill(slug);
      await store.getByLabel("Deskripsi toko").focus();
      await store.getByText("Alamat toko tersedia").waitFor();
      await store.getByLabel("Nama penanggung jawab (PIC)").fill("Rina Kusuma");
      await store.getByLabel("Nomor HP penanggung jawab").fill("081234567891");
      // The logo and the KTP go with the store (small pictures made for the test).
      await store
        .getByLabel("Logo toko")
        .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await picture("png", 200, 200) });
      await store
        .getByLabel("KTP", { exact: true })
        .setInputFiles({ name: "ktp.jpg", mimeType: "image/jpeg", buffer: await picture("jpeg", 640, 400) });
      await store.getByRole("button", { name: "Buat Toko" }).click();

      // Step 4: where the store ships from, through the region cascade.
      const location = page.getByTestId("onboarding-location");
      await location.waitFor();
      await hydrated(page);
      await location.getByLabel("Provinsi").selectOption({ label: "Jawa Barat" });
      await location.getByLabel("Kota/Kabupaten").selectOption({ label: "Kota Bandung" });
      await location.getByLabel("Kecamatan").selectOption({ label: "Sumur Bandung" });
      await location.getByLabel("Kelurahan/Desa").selectOption({ index: 1 });
      await location.getByLabel("Kode pos").fill("40111");
      await location.getByLabel("Alamat lengkap").fill("Jl. Asia Afrika No. 8");
      await location.getByRole("button", { name: "Simpan dan Lanjut" }).click();

      // Step 5: the bank account; saving it opens the store and leads to the merchant centre.
      const bank = page.getByTestId("onboarding-bank");
      await bank.waitFor();
      await bank.getByLabel("Bank", { exact: true }).selectOption({ label: "Bank Central Asia (BCA)" });
      await bank.getByLabel("Nomor rekening").fill("1234567890");
      await bank.getByLabel("Nama pemilik rekening").fill("Rina Kusuma");
      await bank.getByRole("button", { name: "Simpan dan Buka Toko" }).click();
      await page.waitForURL((url) => url.pathname === "/merchant/dashboard");
      await page.getByText("Selamat, tokomu sudah buka!").waitFor();
      await page.getByTestId("store-status").getByText("Toko aktif").waitFor();

      // The account menu now leads to the store.
      await page.getByRole("button", { name: /Menu akun/ }).focus();
      await page.getByRole("menuitem", { name: "Toko Saya" }).waitFor();
      expect(await page.getByRole("menuitem", { name: "Buka Toko" }).count()).toBe(0);

      // The store is on the storefront.
      await page.goto(`/store/${slug}`);
      await page
        .getByRole("heading", { name: `Toko Rina ${stamp}` })
        .first()
        .waitFor();
      expect(await page.locator('img[src^="/media/u/"]').count()).toBeGreaterThan(0);

      // The store settings link the KTP for its owner only: another account is refused the same link.
      await page.goto("/merchant/dashboard/store");
      const ktp = page.getByTestId("store-file-file_ktp");
      await ktp.getByText("Sudah diunggah.").waitFor();
      const link = await ktp.getByRole("link", { name: /^Lihat berkas\s*:\s*KTP$/ }).getAttribute("href");
      expect(link).toMatch(/^\/media\/p\//);
      expect((await page.request.get(link!)).status()).toBe(200);
      const other = await openPage(browser, viewport);
      await other.page.goto("/login");
      await other.page.getByLabel("Email").fill("buyer@pasar.test");
      await other.page.locator('input[name="password"]').fill("pasar-demo-123");
      await other.page.locator('main form button[type="submit"]').click();
      await other.page.waitForURL((url) => !url.pathname.endsWith("/login"));
      expect((await other.page.request.get(link!)).status()).toBe(404);
      await other.context.close();

      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
