import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser.ts";
import { api, logIn, plainProducts, resetShopper, toast, type Card } from "./support/shopper.ts";

let browser: Browser;
let product: Card;

beforeAll(async () => {
  browser = await launchBrowser();
  [product] = (await plainProducts("toko-demo-pasar", 1)) as [Card];
});
afterAll(async () => {
  await browser?.close();
});

/** Chooses the first courier in the list: its services appear and the first is selected (spec §4). */
async function chooseCourier(page: Page) {
  const order = page.getByTestId("checkout-order").first();
  await order.getByText("Pilih Pengiriman").click();
  await order.getByRole("list", { name: "Kurir" }).getByRole("button").first().click();
  await order.getByTestId("chosen-courier").waitFor();
}

describe.each([
  ["desktop", "buyer@pasar.test"],
  ["mobile", "buyer2@pasar.test"],
] as const)("checkout at %s", (viewport, email) => {
  it("chooses a courier, pays in the gateway's popup and lands on the paid invoice", async () => {
    const token = await resetShopper(email);
    await api("/cart/add", { token, body: { products_id: product.id, qty: 1 } });
    await api("/checkout/wallet", { token, body: { use_wallet: "no" } });
    const { context, page, errors } = await openPage(browser, viewport);
    try {
      await logIn(page, email);
      await page.goto("/checkout");
      await page.getByTestId("checkout-address").getByText("Utama").waitFor();

      // Pay before choosing a courier: the spec's messages, nothing placed.
      await page.getByRole("button", { name: "Pilih Pembayaran" }).filter({ visible: true }).click();
      await toast(page, "Pengiriman belum dipilih");
      await page.getByText("Pengiriman harus dipilih").waitFor();

      await chooseCourier(page);
      const [popup] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Pilih Pembayaran" }).filter({ visible: true }).click()]);
      // The popup's buttons post back to the opener once its script runs.
      await popup.waitForLoadState("networkidle");
      await popup.getByRole("button", { name: "Bayar sekarang" }).click();
      await page.waitForURL("**/user/order/invoice/**");
      await expect.poll(async () => {
        await page.reload();
        return page.getByTestId("payment-status").getAttribute("data-status");
      }).toBe("settlement");
      await page.getByRole("heading", { name: "Pembayaran Berhasil" }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("checkout paid by the wallet", () => {
  it("'Buat Pesanan' settles at once", async () => {
    const token = await resetShopper("buyer@pasar.test");
    await api("/cart/add", { token, body: { products_id: product.id, qty: 1 } });
    const { context, page, errors } = await openPage(browser, "desktop");
    try {
      await logIn(page, "buyer@pasar.test");
      await page.goto("/checkout");
      await chooseCourier(page);
      await page.getByTestId("wallet").getByRole("switch").click();
      await page.getByRole("button", { name: "Buat Pesanan" }).filter({ visible: true }).waitFor();
      await page.getByRole("button", { name: "Buat Pesanan" }).filter({ visible: true }).click();
      await page.waitForURL("**/user/order/invoice/**");
      await page.getByRole("heading", { name: "Pembayaran Berhasil" }).waitFor();
      await api("/checkout/wallet", { token, body: { use_wallet: "no" } }).catch(() => null);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("an empty checkout goes back to the cart", async () => {
    await resetShopper("buyer@pasar.test");
    const { context, page } = await openPage(browser, "desktop");
    try {
      await logIn(page, "buyer@pasar.test");
      await page.goto("/checkout");
      await page.waitForURL("**/cart");
      await toast(page, "Silahkan tambahkan produk ke keranjang untuk checkout");
    } finally {
      await context.close();
    }
  });
});
