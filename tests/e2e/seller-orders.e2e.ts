import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useOwnServer } from "./support/own-server.ts";
import { openPage, useBrowser, VIEWPORT_NAMES } from "./support/browser.ts";
import {
  api,
  apiToken,
  BUYER_PER_VIEWPORT,
  type Card,
  logIn,
  payFromWallet,
  plainProducts,
  toast,
} from "./support/shopper.ts";

/*
 * Issue 24's seller side as the demo store meets it, at both widths: a buyer pays, the order waits under
 * 'Pesanan baru'; the seller approves it, requests pickup and reads the airway bill on the order's page; another
 * order is rejected with a reason. A server of its own: the orders are paid from the demo buyers' wallets.
 */

const browser = useBrowser();
const ownServer = useOwnServer("sorders", { SEED_PRODUCTS: "150" });
let base: string;
let product: Card;
const BUYERS = Object.fromEntries(BUYER_PER_VIEWPORT);
const SHOTS = process.env.SHOTS_DIR;

beforeAll(async () => {
  base = ownServer();
  [product] = (await plainProducts("toko-demo-pasar", 1, base)) as [Card];
  if (SHOTS) await mkdir(SHOTS, { recursive: true });
});

/** A buyer's paid order at the demo store: its order code, as the store's own list finds it by invoice. */
async function paidOrderCode(email: string): Promise<string> {
  const invoiceCode = await payFromWallet(email, product.id, base);
  const token = await apiToken("merchant@pasar.test", base);
  const [order] = await api<{ order_code: string }[]>(
    `/merchant/dashboard/order/list?status=all&search=${encodeURIComponent(invoiceCode)}`,
    { base, token },
  );
  return order!.order_code;
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
};

/** The list's row of one order. */
const row = (page: Page, code: string) => page.getByTestId("seller-order").filter({ hasText: code });

for (const viewport of VIEWPORT_NAMES) {
  describe(`the seller's orders at ${viewport} width`, () => {
    it("approves a new order, requests pickup and shows the airway bill; rejects another with a reason", async () => {
      const email = BUYERS[viewport]!;
      const kept = await paidOrderCode(email);
      const turnedDown = await paidOrderCode(email);

      const { context, page, errors } = await openPage(browser(), viewport, base);
      await logIn(page, "merchant@pasar.test", "/merchant/dashboard/order/list");
      await page.waitForURL((url) => url.pathname === "/merchant/dashboard/order/list");
      const newTab = page.getByRole("link", { name: /^Pesanan baru/ });
      expect(await newTab.getAttribute("aria-current")).toBe("page");
      await row(page, kept).waitFor();
      expect(await row(page, kept).textContent()).toContain("Tanggapi sebelum");
      await shot(page, `${viewport}-list-new`);

      // Approve: the answer as a toast, the order leaves the 'new' tab for 'to ship'.
      await row(page, kept)
        .getByRole("button", { name: `Terima ${kept}` })
        .click();
      await toast(page, "Pesanan diterima");
      await expect.poll(() => row(page, kept).count()).toBe(0);

      await page.getByRole("link", { name: /^Perlu dikirim/ }).click();
      await row(page, kept).waitFor();
      expect(await row(page, kept).textContent()).toContain("Serahkan ke kurir sebelum");
      await row(page, kept)
        .getByRole("button", { name: `Ajukan penjemputan ${kept}` })
        .click();
      await toast(page, /Penjemputan diajukan\. Nomor resi \w+/);
      // Now it can be ticked for a bulk print, and its page links to its label.
      expect(
        await row(page, kept)
          .getByRole("checkbox", { name: `Pilih pesanan ${kept}` })
          .isVisible(),
      ).toBe(true);
      expect(await page.getByRole("button", { name: "Cetak label" }).isVisible()).toBe(true);

      // The order's page: its airway bill and the parcel's first tracking step.
      await row(page, kept).getByRole("link", { name: kept }).click();
      await page.waitForURL((url) => url.pathname === `/merchant/dashboard/order/${kept}`);
      expect(await page.getByTestId("airway-bill").textContent()).toMatch(/No\. resi: \w{6,}/);
      expect(await page.getByRole("list", { name: "Lacak paket" }).textContent()).toContain("Menunggu dijemput kurir");
      await shot(page, `${viewport}-detail`);
      const label = await page.getByRole("link", { name: "Cetak label" }).getAttribute("href");
      const pdf = await page.request.get(label!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");

      // Reject the other, with a reason written in the row's small form.
      await page.goto("/merchant/dashboard/order/list");
      const other = row(page, turnedDown);
      await other.locator("summary").filter({ hasText: "Tolak" }).click();
      await other.getByLabel("Mengapa pesanan ini ditolak?").fill("Stok sedang kosong, mohon maaf");
      await shot(page, `${viewport}-reject-form`);
      await other.getByRole("button", { name: `Tolak pesanan ${turnedDown}` }).click();
      await toast(page, "Pesanan ditolak");
      await page.getByRole("link", { name: /^Dibatalkan/ }).click();
      expect(await row(page, turnedDown).textContent()).toContain("Ditolak: Stok sedang kosong, mohon maaf");
      await shot(page, `${viewport}-list-cancelled`);

      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
