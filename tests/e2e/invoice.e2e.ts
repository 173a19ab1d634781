import { beforeAll, describe, expect, it } from "vitest";
import { useOwnServer } from "./support/own-server.ts";
import { openPage, useBrowser } from "./support/browser.ts";
import {
  api,
  BUYER_PER_VIEWPORT,
  type Card,
  chooseCourier,
  download,
  logIn,
  payInGatewayPopup,
  placePendingOrder,
  plainProducts,
  resetShopper,
  toast,
} from "./support/shopper.ts";

/*
 * The whole purchase, as the checkout issue's 'done when' walks it: cart → checkout with one address →
 * a courier per store → dropshipper → part of the bill from the wallet → the rest paid in the local
 * gateway's popup → the paid invoice → both PDFs downloaded; and an invoice left unpaid until it expires.
 *
 * These journeys get a server and database of their own: paying part of a bill with the wallet spends the
 * demo buyers' whole balance, which other journeys (a wallet-only 'Buat Pesanan') count on; and this
 * server's invoices expire after 36 seconds (the shortest INVOICE_EXPIRY_HOURS allows).
 */

const browser = useBrowser();
const ownServer = useOwnServer("invoice", { SEED_PRODUCTS: "150", INVOICE_EXPIRY_HOURS: "0.01" });
let base: string;
let cheap: Card;

beforeAll(async () => {
  base = ownServer();
  [cheap] = (await plainProducts("toko-demo-pasar", 1, base)) as [Card];
});

interface ListedProduct {
  id: number;
  slug: string;
  publish_price: number;
  stock: number;
  merchant: { merchant_slug: string };
}

/** A product of another store, without sizes, dearer than the wallet holds: the wallet can pay only part. */
async function productAbove(amount: number): Promise<ListedProduct> {
  const listed = await api<{ products: ListedProduct[] }>("/products/list?sort=termahal&per_page=60", { base });
  for (const product of listed.products) {
    if (product.stock < 1 || product.publish_price <= amount || product.merchant.merchant_slug === "toko-demo-pasar")
      continue;
    const detail = await api<{ json_meta: { attribute_value: string[] }; flash_sale: unknown }>(
      `/products/detail/${product.slug}`,
      { base },
    );
    if (detail.json_meta.attribute_value.length === 0 && detail.flash_sale === null) return product;
  }
  throw new Error(`no product above ${amount}`);
}

describe.each(BUYER_PER_VIEWPORT)("a purchase at %s", (viewport, email) => {
  it("two stores, a dropshipper, part wallet and part popup, then the paid invoice and its PDFs", async () => {
    const token = await resetShopper(email, base);
    await api("/checkout/wallet", { base, token, body: { use_wallet: "no" } });
    await api("/cart/add", { base, token, body: { products_id: cheap.id, qty: 1 } });
    const { summary } = await api<{ summary: { wallet_available: number } }>("/shipping/checkout/preview", {
      base,
      token,
    });
    const dear = await productAbove(summary.wallet_available);
    await api("/cart/add", { base, token, body: { products_id: dear.id, qty: 1 } });

    const { context, page, errors } = await openPage(browser(), viewport, base);
    try {
      await logIn(page, email);
      await page.goto("/cart");
      await page
        .getByRole("button", { name: /^Beli \(2\)/ })
        .filter({ visible: true })
        .click();
      await page.waitForURL("**/checkout");
      await page.getByTestId("checkout-address").first().getByText("Utama").waitFor();

      const orders = page.getByTestId("checkout-order");
      await expect.poll(() => orders.count()).toBe(2);
      await chooseCourier(orders.nth(0));
      await chooseCourier(orders.nth(1));

      const first = orders.nth(0);
      await first.getByLabel("Kirim sebagai dropshipper").check();
      await first.getByLabel("Nama pengirim").fill("Toko Ani Jaya");
      await first.getByLabel("Nomor telepon pengirim").fill("081234567890");
      await first.getByRole("button", { name: "Simpan" }).click();
      await toast(page, "Dropshipper disimpan");

      await page.getByTestId("wallet").getByRole("switch").click();
      const joinPay = page.getByRole("button", { name: "Gabung Bayar Pesanan" }).filter({ visible: true });
      await joinPay.waitFor();
      await payInGatewayPopup(page, joinPay);
      await page.getByRole("heading", { name: "Pembayaran Berhasil" }).waitFor();
      await page.getByText("Dibayar dengan saldo").first().waitFor();
      await page.getByText("Toko Ani Jaya").first().waitFor();

      const invoicePdf = await download(page, page.getByRole("link", { name: "Unduh tagihan (PDF)" }).first());
      expect(invoicePdf.head).toBe("%PDF-");
      const invoiceCode = new URL(page.url()).pathname.split("/").pop()!;
      expect(invoicePdf.filename).toBe(`invoice-${invoiceCode}.pdf`);
      const orderPdf = await download(page, page.getByRole("link", { name: /Unduh PDF pesanan/ }).first());
      expect(orderPdf.head).toBe("%PDF-");
      expect(orderPdf.filename).toMatch(/^order-.+\.pdf$/);
      expect(errors).toEqual([]);
    } finally {
      await api("/checkout/wallet", { base, token, body: { use_wallet: "no" } }).catch(() => null);
      await context.close();
    }
  });
});

/** Adds one product, takes the first courier of every order and pays through the gateway: a pending invoice. */
async function pendingInvoice(email: string, productId: number): Promise<string> {
  const token = await resetShopper(email, base);
  const paid = await placePendingOrder(token, productId, {
    base,
    headers: { "idempotency-key": `expiry-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  return paid.invoice_code;
}

describe("an invoice left unpaid", () => {
  it(
    "counts down to the deadline, then shows 'Pembayaran Kedaluwarsa' and puts the stock back (desktop and 390 px)",
    { timeout: 120_000 },
    async () => {
      const product = cheap;
      const stockOf = async () => (await api<{ stock: number }>(`/products/detail/${product.slug}`, { base })).stock;
      const stockBefore = await stockOf();
      const opened = [];
      for (const [viewport, email] of BUYER_PER_VIEWPORT) {
        const code = await pendingInvoice(email, product.id);
        const { context, page, errors } = await openPage(browser(), viewport, base);
        await logIn(page, email);
        await page.goto(`/user/order/invoice/${code}`);
        await page.getByRole("heading", { name: "Menunggu Pembayaran" }).waitFor();
        await page
          .getByRole("button", { name: "Bayar Sekarang" })
          .or(page.getByRole("link", { name: "Bayar Sekarang" }))
          .first()
          .waitFor();
        opened.push({ context, page, errors });
      }
      expect(await stockOf()).toBe(stockBefore - 2);
      try {
        // No reload: the countdown reaches zero and the page asks the server again.
        for (const { page } of opened) {
          await page.getByRole("heading", { name: "Pembayaran Kedaluwarsa" }).waitFor({ timeout: 60_000 });
          await page.getByRole("link", { name: "Checkout ulang" }).waitFor();
          expect(await page.getByTestId("payment-status").getAttribute("data-status")).toBe("expire");
        }
        expect(await stockOf()).toBe(stockBefore);
        for (const { errors } of opened) expect(errors).toEqual([]);
      } finally {
        for (const { context } of opened) await context.close();
      }
    },
  );
});
