import { beforeAll, describe, expect, it } from "vitest";
import { openPage, useBrowser } from "./support/browser.ts";
import {
  api,
  BUYER_PER_VIEWPORT,
  type Card,
  logIn,
  plainProducts,
  resetShopper,
  rupiah,
  toast,
} from "./support/shopper.ts";

const browser = useBrowser();
let demoStore: Card[];
let otherStore: Card[];

beforeAll(async () => {
  demoStore = await plainProducts("toko-demo-pasar", 1);
  const stores = await api<{ slug: string }[]>("/merchant/list?page=1");
  const other = stores.find((store) => store.slug !== "toko-demo-pasar")!;
  otherStore = await plainProducts(other.slug, 1);
});

describe.each(BUYER_PER_VIEWPORT)("the cart at %s", (viewport, email) => {
  it("adds from a product page and from the wishlist, edits lines, applies promos and empties the cart", async () => {
    const token = await resetShopper(email);
    const [voucherProduct] = demoStore;
    const [otherProduct] = otherStore;
    // The second product waits in the wishlist (toggled on only if it is not there already).
    const wishlist = await api<{ id: number }[]>("/wishlist/my", { token });
    if (!wishlist.some((item) => item.id === otherProduct!.id))
      await api("/wishlist/toggle", { token, body: { product_id: otherProduct!.id } });

    const { context, page, errors } = await openPage(browser(), viewport);
    try {
      await logIn(page, email);

      // From the product page.
      await page.goto(`/product/${voucherProduct!.slug}`);
      await page.getByRole("button", { name: "+ Keranjang" }).filter({ visible: true }).first().click();
      await toast(page, "Produk berhasil ditambahkan ke keranjang");
      await expect.poll(() => page.getByTestId("header-cart-count").textContent()).toBe("1");

      // From the wishlist.
      await page.goto("/user/wishlist");
      await page.getByRole("button", { name: `Tambah ${otherProduct!.product_name} ke keranjang` }).click();
      await toast(page, "Produk berhasil ditambahkan ke keranjang");
      await expect.poll(() => page.getByTestId("header-cart-count").textContent()).toBe("2");

      // The header dropdown (hover, desktop); phones go straight to the cart.
      if (viewport === "desktop") {
        await page.getByTestId("header-cart").hover();
        const dropdown = page.getByTestId("cart-dropdown");
        await dropdown.getByText(voucherProduct!.product_name).waitFor();
        await dropdown.getByRole("heading", { name: /Keranjang/ }).waitFor();
        await dropdown.getByRole("link", { name: "Lihat Semua" }).click();
      } else {
        // On phones sonner lays its toasts across the top of the screen, over the header's cart icon.
        await page.locator("[data-sonner-toast]").first().waitFor({ state: "detached" });
        await page.getByTestId("header-cart").click();
      }
      await page.waitForURL("**/cart");
      await expect.poll(() => page.getByTestId("cart-group").count()).toBe(2);

      // Quantity past the stock: the spec's message, nothing sent.
      const quantity = page.getByRole("textbox", { name: `Jumlah ${voucherProduct!.product_name}` });
      await quantity.fill(String(voucherProduct!.stock + 1));
      await quantity.blur();
      await page.getByText(`Stok hanya tersedia ${voucherProduct!.stock} unit`).waitFor();
      await quantity.fill("2");
      await quantity.blur();
      await expect
        .poll(() => page.getByTestId("cart-subtotal").textContent())
        .toContain(rupiah(2 * voucherProduct!.publish_price + otherProduct!.publish_price));

      // A note past 144 characters: cut, with the message; leaving the field saves it.
      const line = page.getByTestId("cart-item").filter({ hasText: voucherProduct!.product_name });
      await line.getByText("Tulis Catatan").click();
      const note = line.getByRole("textbox", { name: `Catatan untuk ${voucherProduct!.product_name}` });
      await note.waitFor();
      await note.fill("a".repeat(150));
      await line.getByText("Catatan maksimal 144 karakter").waitFor();
      await expect.poll(() => note.inputValue()).toHaveLength(144);
      await note.blur();
      await toast(page, "Catatan berhasil diubah");

      // Unchecking a whole store leaves it out of the total.
      const otherGroup = page.getByTestId("cart-group").filter({ hasText: otherProduct!.product_name });
      await otherGroup.getByRole("checkbox").first().click();
      await expect.poll(() => otherGroup.getAttribute("data-status")).toBe("non-active");
      await expect
        .poll(() => page.getByTestId("cart-subtotal").textContent())
        .toContain(rupiah(2 * voucherProduct!.publish_price));
      await otherGroup.getByRole("checkbox").first().click();
      await expect.poll(() => otherGroup.getAttribute("data-status")).toBe("active");

      // A store voucher and a platform promo, the saving, then reset.
      await page.getByTestId("promo-bar").click();
      const modal = page.getByTestId("promo-modal");
      await modal
        .getByRole("button", { name: /^Pilih .*Toko Demo Pasar/ })
        .first()
        .click();
      await toast(page, "Promo berhasil dipakai");
      await modal
        .getByRole("button", { name: /^Pilih / })
        .first()
        .click();
      await toast(page, "Promo berhasil dipakai");
      await expect.poll(() => modal.locator('[data-testid="promo-card"][data-selected="1"]').count()).toBe(2);
      await expect.poll(() => modal.getByTestId("promo-saving").textContent()).not.toContain("Rp0");
      await modal.getByRole("button", { name: "Pakai Promo", exact: true }).click();
      await page.getByTestId("cart-discount").waitFor();
      await page.getByTestId("promo-bar").click();
      await modal.getByRole("button", { name: "Reset Promo" }).click();
      await toast(page, "Promo berhasil direset");
      await expect.poll(() => modal.locator('[data-testid="promo-card"][data-selected="1"]').count()).toBe(0);
      await modal.getByRole("button", { name: "Pakai Promo", exact: true }).click();
      await expect.poll(() => page.getByTestId("cart-discount").count()).toBe(0);

      // Remove every line (confirming each) until the empty-cart screen.
      for (const name of [voucherProduct!.product_name, otherProduct!.product_name]) {
        await page.getByRole("button", { name: `Hapus ${name}` }).click();
        const dialog = page.getByRole("dialog", { name: "Apakah kamu yakin?" });
        await dialog.getByRole("button", { name: "Hapus" }).click();
        await toast(page, "Produk berhasil dihapus");
      }
      await page.getByTestId("cart-empty").getByText("Wah, Keranjangmu masih kosong!").waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a visitor", () => {
  it("is sent to log in when adding to the cart, and comes back to the product", async () => {
    const [product] = demoStore;
    const { context, page, errors } = await openPage(browser(), "desktop");
    try {
      await page.goto(`/product/${product!.slug}`);
      await page.getByRole("button", { name: "+ Keranjang" }).filter({ visible: true }).first().click();
      await page.waitForURL("**/login?redirectTo=*");
      await toast(page, "Silahkan login untuk menambahkan produk ke keranjang");
      await page.getByLabel("Email").fill("buyer@pasar.test");
      await page.getByLabel("Kata Sandi").fill("pasar-demo-123");
      await Promise.all([
        page.waitForURL(`**/product/${product!.slug}`),
        page.getByRole("button", { name: "Masuk" }).last().click(),
      ]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
