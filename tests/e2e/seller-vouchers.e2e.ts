import { beforeAll, describe, expect, it } from "vitest";
import { hydrated, openPage, useBrowser } from "./support/browser.ts";
import {
  api,
  BUYER_PER_VIEWPORT,
  type Card,
  chooseCourier,
  logIn,
  payInGatewayPopup,
  plainProducts,
  resetShopper,
  toast,
} from "./support/shopper.ts";

const MERCHANT = "merchant@pasar.test";
const browser = useBrowser();
let product: Card;

beforeAll(async () => {
  [product] = (await plainProducts("toko-demo-pasar", 1)) as [Card];
});

describe.each(BUYER_PER_VIEWPORT)("merchant vouchers at %s", (viewport, email) => {
  it("creates a code-only voucher in the merchant centre, and a buyer redeems it at checkout", async () => {
    // One code per run and width: codes are unique across every promo.
    const code = `E2E${viewport === "desktop" ? "D" : "M"}${Date.now().toString(36).toUpperCase()}`;
    const name = `Voucher rahasia ${code}`;

    const merchant = await openPage(browser(), viewport);
    try {
      await logIn(merchant.page, MERCHANT, "/merchant/dashboard/voucher");
      await merchant.page.getByRole("heading", { level: 1, name: "Voucher" }).waitFor();
      await hydrated(merchant.page);
      await merchant.page.getByRole("link", { name: "Buat voucher" }).first().click();
      await merchant.page.getByRole("heading", { level: 1, name: "Buat voucher" }).waitFor();
      await hydrated(merchant.page);
      await merchant.page.getByLabel("Nama voucher").fill(name);
      await merchant.page.getByLabel("Kode voucher").fill(code);
      await merchant.page.getByLabel(/^Hanya kode/).check();
      await merchant.page.getByLabel("Jenis").selectOption("fixed");
      await merchant.page.getByLabel("Besar potongan").fill("7000");
      await merchant.page.getByLabel("Minimum belanja (Rp)").fill("0");
      await merchant.page.getByLabel("Kuota total").fill("10");
      await merchant.page.getByRole("button", { name: "Buat voucher" }).click();
      await toast(merchant.page, "Voucher dibuat");
      await merchant.page.getByText(name).waitFor();
      expect(merchant.errors).toEqual([]);
    } finally {
      await merchant.context.close();
    }

    const token = await resetShopper(email);
    await api("/cart/add", { token, body: { products_id: product.id, qty: 1 } });
    await api("/checkout/wallet", { token, body: { use_wallet: "no" } });
    const { context, page, errors } = await openPage(browser(), viewport);
    try {
      await logIn(page, email, "/cart");
      await hydrated(page);
      await page.getByTestId("promo-bar").click();
      const modal = page.getByTestId("promo-modal");
      await modal.getByLabel(/kode promo/i).fill(code.toLowerCase());
      await modal.getByRole("button", { name: "Terapkan", exact: true }).click();
      await toast(page, "Promo berhasil diklaim dan dipakai");
      await expect.poll(() => modal.getByTestId("promo-saving").textContent()).toContain("Rp7.000");
      await modal.getByRole("button", { name: "Pakai Promo", exact: true }).click();

      await page.goto("/checkout");
      await chooseCourier(page.getByTestId("checkout-order").first());
      await expect.poll(() => page.locator("main").textContent()).toContain("Rp7.000");
      await payInGatewayPopup(page, page.getByRole("button", { name: "Pilih Pembayaran" }).filter({ visible: true }));
      await expect.poll(() => page.locator("main").textContent()).toContain("Rp7.000");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
