import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openNoScriptContext, openPage, useBrowser, VIEWPORT_NAMES, type Viewport } from "./support/browser.ts";
import { api, apiToken, logIn, logInThroughGate } from "./support/shopper.ts";

/** One demo buyer per viewport; each journey leaves the buyer's address book as the seed made it. */
const BUYER: Record<Viewport, { email: string; name: string }> = {
  desktop: { email: "buyer@pasar.test", name: "Budi Santoso" },
  mobile: { email: "buyer2@pasar.test", name: "Siti Rahmawati" },
};

const PHONE_ERROR = "Format Nomor Telepon Salah, Contoh: 0878***** atau 02*****";
const ADDRESS_MAX_ERROR = "Alamat maksimal 200 karakter";

async function logInToAddressBook(page: Page, email: string) {
  await logIn(page, email, "/user/address-book");
  await page.getByRole("heading", { level: 1, name: "Daftar Alamat" }).waitFor();
}

/** Every field error the form shows at the moment (spec §5: never more than one). */
function fieldErrors(scope: Locator) {
  return scope.locator('[id$="-error"]');
}

function card(page: Page, label: string) {
  return page.getByRole("article", { name: label, exact: true });
}

/** Removes addresses a failed earlier run may have left (everything but the seeded one), through the API. */
async function resetAddressBook(email: string) {
  const token = await apiToken(email);
  const list = await api<{ id: number }[]>("/addressbook/list", { token });
  const seeded = [...list].sort((a, b) => a.id - b.id)[0];
  for (const address of list) {
    if (address.id !== seeded?.id) await api(`/addressbook/delete/${address.id}`, { token, body: {} });
  }
  if (seeded) await api(`/addressbook/setdefault/${seeded.id}`, { token, body: {} });
}

const browser = useBrowser();

for (const viewport of VIEWPORT_NAMES) {
  describe(`address book at ${viewport} width`, () => {
    it("adds an address through the cascading regions, shows the first error only, edits, makes it main, searches, deletes", async () => {
      const buyer = BUYER[viewport];
      await resetAddressBook(buyer.email);
      const { context, page, errors } = await openPage(browser(), viewport);
      await logInToAddressBook(page, buyer.email);
      const seeded = page.getByRole("article").filter({ hasText: buyer.name });
      await seeded.getByText("Alamat Utama").waitFor();
      expect(await page.getByRole("article").count()).toBe(1);

      // Add: the modal opens from the list.
      await page.getByRole("link", { name: "Tambah alamat" }).click();
      const dialog = page.getByRole("dialog", { name: "Tambah Alamat" });
      await dialog.waitFor();
      await dialog.getByLabel("Label alamat").fill("Kantor E2E");
      await dialog.getByLabel("Nama penerima").fill("Rina Kusuma");
      await dialog.getByLabel("Nomor telepon").fill("0812");
      await dialog.getByRole("button", { name: "Simpan" }).click();
      // Province, postal code and address are missing too, but only the phone's message shows (§5 order).
      await dialog.getByText(PHONE_ERROR).waitFor();
      expect(await fieldErrors(dialog).count()).toBe(1);
      expect(await dialog.getByLabel("Nomor telepon").evaluate((element) => element === document.activeElement)).toBe(
        true,
      );
      await dialog.getByLabel("Nomor telepon").fill("081234500011");
      // Once tried, the message follows the corrections: now the province is the first thing missing.
      await dialog.getByText("Silakan pilih provinsi").waitFor();
      expect(await fieldErrors(dialog).count()).toBe(1);

      // The lower lists appear one by one; changing the province clears everything below it.
      expect(await dialog.getByLabel("Kota/Kabupaten").count()).toBe(0);
      await dialog.getByLabel("Provinsi").selectOption({ label: "Jawa Barat" });
      await dialog.getByLabel("Kota/Kabupaten").selectOption({ label: "Kota Bandung" });
      await dialog.getByLabel("Kecamatan").selectOption({ label: "Sumur Bandung" });
      await dialog.getByLabel("Kelurahan/Desa").selectOption({ index: 1 });
      await dialog.getByLabel("Provinsi").selectOption({ label: "Daerah Khusus Ibukota Jakarta" });
      await dialog
        .getByLabel("Kota/Kabupaten")
        .locator("option", { hasText: "Kota Administrasi Jakarta Selatan" })
        .waitFor({ state: "attached" });
      expect(await dialog.getByLabel("Kota/Kabupaten").inputValue()).toBe("");
      expect(await dialog.getByLabel("Kecamatan").count()).toBe(0);
      expect(await dialog.getByLabel("Kelurahan/Desa").count()).toBe(0);
      await dialog.getByLabel("Kota/Kabupaten").selectOption({ label: "Kota Administrasi Jakarta Selatan" });
      await dialog.getByLabel("Kecamatan").selectOption({ label: "Kebayoran Baru" });
      await dialog.getByLabel("Kelurahan/Desa").selectOption({ label: "Senayan" });
      await dialog.getByLabel("Kode pos").fill("12190");

      // 201 characters of address: the address's own limit (not the recipient name's, as the spec's form had it).
      await dialog.getByLabel("Alamat lengkap").fill("a".repeat(201));
      await dialog.getByRole("button", { name: "Simpan" }).click();
      await dialog.getByText(ADDRESS_MAX_ERROR).waitFor();
      expect(await fieldErrors(dialog).count()).toBe(1);
      await dialog.getByText("201/200 karakter").waitFor();
      await dialog.getByLabel("Alamat lengkap").fill("Jl. Asia Afrika No. 8, RT 001/RW 003");
      await dialog.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Alamat berhasil ditambahkan").first().waitFor();
      await dialog.waitFor({ state: "detached" });
      const added = card(page, "Kantor E2E");
      await added.getByText("Rina Kusuma").waitFor();
      await added
        .getByText("Senayan, Kebayoran Baru, Kota Administrasi Jakarta Selatan, Daerah Khusus Ibukota Jakarta 12190")
        .waitFor();
      expect(await added.getByText("Alamat Utama").count()).toBe(0);
      await page.getByText("2 dari 50 alamat").waitFor();

      // Edit: the saved regions are selected; the full lists follow.
      await page.getByRole("link", { name: "Ubah alamat Kantor E2E" }).click();
      const editor = page.getByRole("dialog", { name: "Ubah Alamat" });
      await editor.waitFor();
      expect(await editor.getByLabel("Label alamat").inputValue()).toBe("Kantor E2E");
      expect(await editor.getByLabel("Kelurahan/Desa").locator("option:checked").textContent()).toBe("Senayan");
      await editor
        .getByLabel("Kelurahan/Desa")
        .locator("option", { hasText: "Melawai" })
        .waitFor({ state: "attached" });
      await editor.getByLabel("Label alamat").fill("Kantor Pusat E2E");
      await editor.getByRole("button", { name: "Simpan" }).click();
      await page.getByText("Alamat berhasil diubah").first().waitFor();
      await editor.waitFor({ state: "detached" });
      const edited = card(page, "Kantor Pusat E2E");
      await edited.waitFor();

      // Make main, after 'Are you sure?'; the main address has no such button.
      expect(await seeded.getByRole("button", { name: /alamat utama$/ }).count()).toBe(0);
      await edited.getByRole("button", { name: "Jadikan Kantor Pusat E2E alamat utama" }).click();
      const confirm = page.getByRole("dialog", { name: "Apakah kamu yakin?" });
      await confirm.getByRole("button", { name: "Jadikan utama" }).click();
      await page.getByText("Alamat berhasil dijadikan alamat utama").first().waitFor();
      await edited.getByText("Alamat Utama").waitFor();
      await seeded.getByText("Alamat Utama").waitFor({ state: "detached" });
      expect(await page.getByRole("article").first().getAttribute("aria-labelledby")).toBe(
        await edited.getAttribute("aria-labelledby"),
      );

      // Search by recipient name.
      const search = page.getByLabel("Cari berdasarkan nama penerima");
      await search.fill("rina");
      await seeded.waitFor({ state: "detached" });
      expect(await page.getByRole("article").count()).toBe(1);
      await search.fill("tidak ada yang begini");
      await page.getByText("Alamat Tidak Ditemukan").waitFor();
      await search.fill("");
      await seeded.waitFor();

      // Delete the main address: the one left becomes main again.
      await edited.getByRole("button", { name: "Hapus alamat Kantor Pusat E2E" }).click();
      await page.getByRole("dialog", { name: "Apakah kamu yakin?" }).getByRole("button", { name: "Hapus" }).click();
      await page.getByText("Alamat berhasil dihapus").first().waitFor();
      await edited.waitFor({ state: "detached" });
      await seeded.getByText("Alamat Utama").waitFor();
      await page.getByText("1 dari 50 alamat").waitFor();

      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe("address book without JavaScript", () => {
  it("adds an address on the page's own form, one region list per 'Continue', and deletes it", async () => {
    const buyer = BUYER.desktop;
    await resetAddressBook(buyer.email);
    const context = await openNoScriptContext(browser(), { locale: "id-ID" });
    const page = await context.newPage();
    await logInToAddressBook(page, buyer.email);

    await page.getByRole("link", { name: "Tambah alamat" }).click();
    await page.waitForURL((url) => url.pathname === "/user/address-book" && url.searchParams.get("form") === "new");
    const form = page.getByTestId("address-page-form");
    await form.getByLabel("Label alamat").fill("Gudang");
    await form.getByLabel("Nama penerima").fill("Agus Salim");
    await form.getByLabel("Nomor telepon").fill("0227654321");
    await form.getByLabel("Provinsi").selectOption({ label: "Jawa Barat" });
    await form.getByRole("button", { name: "Lanjut" }).click();
    await form.getByLabel("Kota/Kabupaten").selectOption({ label: "Kota Bandung" });
    // The values typed so far come back with each step.
    expect(await form.getByLabel("Nama penerima").inputValue()).toBe("Agus Salim");
    await form.getByRole("button", { name: "Lanjut" }).click();
    await form.getByLabel("Kecamatan").selectOption({ label: "Sumur Bandung" });
    await form.getByRole("button", { name: "Lanjut" }).click();
    await form.getByLabel("Kelurahan/Desa").selectOption({ index: 1 });
    await form.getByLabel("Kode pos").fill("40111");
    await form.getByLabel("Alamat lengkap").fill("a".repeat(201));
    await form.getByRole("button", { name: "Simpan" }).click();
    // The server's rules, with the values kept.
    await form.getByText(ADDRESS_MAX_ERROR).waitFor();
    expect(await fieldErrors(form).count()).toBe(1);
    expect(await form.getByLabel("Kelurahan/Desa").inputValue()).not.toBe("");
    await form.getByLabel("Alamat lengkap").fill("Jl. Braga No. 10");
    await form.getByRole("button", { name: "Simpan" }).click();
    await page.waitForURL((url) => url.pathname === "/user/address-book" && !url.searchParams.has("form"));
    // Without JavaScript the flash is a banner in <noscript> (Playwright's text search skips that element).
    await page.getByRole("status").filter({ hasText: "Alamat berhasil ditambahkan" }).waitFor();
    await card(page, "Gudang").getByText("Kota Bandung", { exact: false }).waitFor();

    await card(page, "Gudang").getByRole("button", { name: "Hapus alamat Gudang" }).click();
    await page.waitForURL((url) => url.pathname === "/user/address-book");
    await page.getByRole("status").filter({ hasText: "Alamat berhasil dihapus" }).waitFor();
    expect(await page.getByRole("article").count()).toBe(1);
    await context.close();
  });

  it("sends visitors to log in and back", async () => {
    const { context, page, errors } = await openPage(browser(), "desktop");
    await logInThroughGate(page, "/en/user/address-book", BUYER.desktop.email);
    await page.getByRole("heading", { level: 1, name: "Address Book" }).waitFor();
    await page.getByRole("link", { name: "Add address" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
