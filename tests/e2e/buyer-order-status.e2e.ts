import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnLocalServer, stopServer, type ServerProcess } from "../support/server-process.ts";
import { openPage, useBrowser } from "./support/browser.ts";
import {
  api,
  apiToken,
  BUYER_PER_VIEWPORT,
  type Card,
  logIn,
  placePendingOrder,
  plainProducts,
  resetShopper,
  toast,
  waitForSettledInvoice,
} from "./support/shopper.ts";

/*
 * Issue 24, the buyer's side after payment: a paid order cancelled before the store approved it (the money back
 * in the wallet), and another the store approves and hands to the courier, which the buyer follows on its
 * timeline and confirms. Its own server: an instant local courier and a sweep every second move the parcel
 * along in seconds, which the shared server (an hour to pickup, a sweep a minute) would not.
 */
const browser = useBrowser();
let server: ServerProcess;
let dataDir: string;
let base: string;
let products: Card[];
const SHOTS = process.env.SHOTS_DIR;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "pasar-e2e-orders-"));
  server = await spawnLocalServer(dataDir, {
    SEED_PRODUCTS: "300",
    LOCAL_COURIER_PICKUP_MINUTES: "0",
    LOCAL_COURIER_TRANSIT_HOURS: "0",
    ORDER_SWEEP_SECONDS: "1",
  });
  base = server.baseUrl;
  products = await plainProducts("toko-demo-pasar", 2, base);
  if (SHOTS) await mkdir(SHOTS, { recursive: true });
}, 180_000);
afterAll(async () => {
  if (server) await stopServer(server.child);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A paid order of one product: placed through the API, paid on the local gateway's page. */
async function payOrder(page: Page, token: string, productId: number): Promise<{ orderCode: string; total: number }> {
  const placed = await placePendingOrder(token, productId, { base });
  await page.goto(placed.redirect_url);
  await page.getByRole("button", { name: "Bayar sekarang" }).click();
  await page.waitForURL(`**/user/order/invoice/${placed.invoice_code}`);
  await waitForSettledInvoice(page);
  const [order] = await api<{ order_code: string; grand_total: number }[]>(
    `/buyer/dashboard/order/list?search=${placed.invoice_code}`,
    { base, token },
  );
  return { orderCode: order!.order_code, total: order!.grand_total };
}

/** The buyer's wallet as checkout offers it (the cart holds a product so that checkout has something to price). */
async function walletOf(token: string, productId: number): Promise<number> {
  await api("/cart/add", { base, token, body: { products_id: productId, qty: 1 } });
  const preview = await api<{ summary: { wallet_available: number } }>("/shipping/checkout/preview", { base, token });
  return preview.summary.wallet_available;
}

const card = (page: Page, orderCode: string) => page.getByRole("article").filter({ hasText: orderCode });

describe.each(BUYER_PER_VIEWPORT)("the buyer's orders after payment at %s", (viewport, email) => {
  it("cancels a paid order before approval, then follows a shipped one and confirms receipt", async () => {
    const token = await resetShopper(email, base);
    const merchant = await apiToken("merchant@pasar.test", base);
    const { context, page, errors } = await openPage(browser(), viewport, base);
    try {
      await logIn(page, email);

      // Paid, not yet approved: cancelled from the order list after a second question; the money is back.
      const first = await payOrder(page, token, products[0]!.id);
      const walletBefore = await walletOf(token, products[1]!.id);
      await page.goto("/user/order/list?status=confirmation");
      const firstCard = card(page, first.orderCode);
      await firstCard.getByText("Menunggu Konfirmasi").waitFor();
      await firstCard.getByRole("button", { name: `Batalkan pesanan ${first.orderCode}` }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText("Toko belum menerimanya").waitFor();
      await dialog.getByRole("button", { name: "Ya, batalkan" }).click();
      await toast(page, "Pesanan dibatalkan. Dana Anda sudah kembali ke saldo.");
      await expect.poll(() => walletOf(token, products[1]!.id)).toBe(walletBefore + first.total);
      await page.goto("/user/order/list?status=cancelled");
      await card(page, first.orderCode).getByText("Dibatalkan").first().waitFor();
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `list-cancelled-${viewport}.png`), fullPage: true });
      await api("/checkout/wallet", { base, token, body: { use_wallet: "no" } });

      // Paid, approved and handed to the courier by the store; the courier delivers it within seconds.
      const second = await payOrder(page, token, products[1]!.id);
      await api("/merchant/dashboard/order/approve", { base, token: merchant, body: { order_code: second.orderCode } });
      const { airway_bill } = await api<{ airway_bill: string }>("/merchant/dashboard/order/pickup", {
        base,
        token: merchant,
        body: { order_code: second.orderCode },
      });
      await expect
        .poll(async () => {
          const [order] = await api<{ status_order: string }[]>(
            `/buyer/dashboard/order/list?search=${second.orderCode}`,
            { base, token },
          );
          return order!.status_order;
        })
        .toBe("send");
      await page.goto("/user/order/list?status=send");
      await card(page, second.orderCode)
        .getByRole("link", { name: `Detail pesanan ${second.orderCode}` })
        .click();
      await page.waitForURL(`**/user/order/detail/${second.orderCode}`);
      await expect
        .poll(async () => {
          await page.reload();
          return page.locator('li[data-reached="true"]').count();
        })
        .toBe(7);
      const timeline = page.getByRole("list", { name: "Status pesanan" });
      for (const step of ["Pesanan dibuat", "Dibayar", "Diterima toko", "Dijemput kurir", "Tiba di tujuan"])
        await timeline.getByText(step, { exact: true }).waitFor();
      await expect.poll(() => page.getByTestId("airway-bill").textContent()).toBe(airway_bill);
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `detail-send-${viewport}.png`), fullPage: true });

      await page.getByRole("button", { name: `Pesanan diterima ${second.orderCode}` }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Ya, sudah diterima" }).click();
      await toast(page, "Terima kasih! Pesanan selesai.");
      await page
        .getByRole("list", { name: "Status pesanan" })
        .locator('li[data-reached="true"]', { hasText: "Selesai" })
        .waitFor();
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `detail-done-${viewport}.png`), fullPage: true });

      // Buy again: the products go back to the cart, and the cart opens.
      await page.getByRole("button", { name: `Beli lagi ${second.orderCode}` }).click();
      await page.waitForURL("**/cart");
      await toast(page, "1 produk kembali di keranjangmu.");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
