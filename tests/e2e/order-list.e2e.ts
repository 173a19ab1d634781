import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openPage, useBrowser } from "./support/browser.ts";
import {
  api,
  BUYER_PER_VIEWPORT,
  type Card,
  download,
  placePendingOrder,
  plainProducts,
  resetShopper,
  submitLogin,
  toast,
  waitForSettledInvoice,
} from "./support/shopper.ts";

const browser = useBrowser();
let products: Card[];

beforeAll(async () => {
  products = await plainProducts("toko-demo-pasar", 2);
});

/** Checks out one product through the API with the first courier, paying nothing from the wallet: a pending invoice. */
async function placeOrder(
  token: string,
  productId: number,
): Promise<{ invoiceCode: string; orderCode: string; payUrl: string }> {
  const paid = await placePendingOrder(token, productId);
  const [order] = await api<{ order_code: string }[]>(`/buyer/dashboard/order/list?search=${paid.invoice_code}`, {
    token,
  });
  return { invoiceCode: paid.invoice_code, orderCode: order!.order_code, payUrl: paid.redirect_url };
}

/** An order's card on the list, found by its code. */
const card = (page: Page, orderCode: string) => page.getByRole("article").filter({ hasText: orderCode });

describe.each(BUYER_PER_VIEWPORT)("the order list at %s", (viewport, email) => {
  it("shows a paid and a pending order, switches tab, searches, downloads the order PDF and opens the invoice", async () => {
    const token = await resetShopper(email);
    const paid = await placeOrder(token, products[0]!.id);
    const pending = await placeOrder(token, products[1]!.id);
    const { context, page, errors } = await openPage(browser(), viewport);
    try {
      // A visitor is sent to log in, and comes back to the list.
      await page.goto("/user/order/list");
      await page.waitForURL("**/login?redirectTo=**");
      await toast(page, "Silahkan masuk atau daftar terlebih dahulu");
      await submitLogin(page, email);
      await page.waitForURL("**/user/order/list");
      await card(page, paid.orderCode)
        .getByRole("link", { name: /^Bayar Sekarang/ })
        .waitFor();

      // The first order is paid in the local gateway's page, which ends on its invoice; the invoice links back.
      await page.goto(paid.payUrl);
      await page.getByRole("button", { name: "Bayar sekarang" }).click();
      await page.waitForURL(`**/user/order/invoice/${paid.invoiceCode}`);
      await waitForSettledInvoice(page);
      await page.getByRole("link", { name: "Lihat daftar transaksi" }).click();
      await page.waitForURL("**/user/order/list");

      await page.getByRole("heading", { level: 1, name: "Daftar Transaksi" }).waitFor();
      const paidCard = card(page, paid.orderCode);
      const pendingCard = card(page, pending.orderCode);
      await paidCard.getByText("Menunggu Konfirmasi").first().waitFor();
      await pendingCard.getByText("Menunggu Pembayaran").first().waitFor();
      await pendingCard.getByRole("link", { name: /^Bayar Sekarang/ }).waitFor();
      expect(await paidCard.getByRole("link", { name: /^Bayar Sekarang/ }).count()).toBe(0);

      const tabs = page.getByRole("navigation", { name: "Status pesanan" });
      await tabs.getByRole("link", { name: /^Menunggu Pembayaran/ }).click();
      await page.waitForURL("**/user/order/list?status=waiting_payment");
      // The URL changes as the navigation commits; the new list renders just after it.
      await pendingCard.waitFor();
      await paidCard.waitFor({ state: "detached" });
      expect(await tabs.getByRole("link", { name: /^Menunggu Pembayaran/ }).getAttribute("aria-current")).toBe("page");

      await tabs.getByRole("link", { name: /^Menunggu Konfirmasi/ }).click();
      await page.waitForURL("**/user/order/list?status=confirmation");
      await paidCard.waitFor();
      await pendingCard.waitFor({ state: "detached" });

      const pdf = await download(page, paidCard.getByRole("link", { name: /^Unduh PDF pesanan/ }));
      expect(pdf.head).toBe("%PDF-");
      expect(pdf.filename).toBe(`order-${paid.orderCode}.pdf`);

      // Searching keeps the tab; nothing of this code waits for confirmation, then all tabs find it.
      await page.getByRole("searchbox", { name: "Cari pesanan" }).fill(pending.orderCode);
      await page.getByRole("searchbox", { name: "Cari pesanan" }).press("Enter");
      await page.waitForURL(
        (url) =>
          url.searchParams.get("search") === pending.orderCode && url.searchParams.get("status") === "confirmation",
      );
      await page.getByRole("heading", { name: "Pesanan tidak ditemukan" }).waitFor();
      await tabs.getByRole("link", { name: /^Semua/ }).click();
      await page.waitForURL(
        (url) => url.searchParams.get("search") === pending.orderCode && !url.searchParams.has("status"),
      );
      await pendingCard.waitFor();
      expect(await page.getByRole("article").count()).toBe(1);

      await pendingCard.getByRole("link", { name: /^Lihat Invoice/ }).click();
      await page.waitForURL(`**/user/order/invoice/${pending.invoiceCode}`);
      await page.getByRole("heading", { name: "Menunggu Pembayaran" }).waitFor();

      // The same list in English.
      await page.goto("/en/user/order/list?status=confirmation");
      await page.getByRole("heading", { level: 1, name: "Transaction List" }).waitFor();
      await paidCard.getByText("Waiting for confirmation").first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the account menu", () => {
  it("'Riwayat Transaksi' opens the order list", async () => {
    const { context, page, errors } = await openPage(browser(), "desktop");
    try {
      await page.goto("/login");
      await submitLogin(page, "buyer@pasar.test");
      await page.getByRole("button", { name: /^Menu akun/ }).hover();
      await page.getByRole("menuitem", { name: "Riwayat Transaksi" }).click();
      await page.waitForURL("**/user/order/list");
      await page.getByRole("heading", { level: 1, name: "Daftar Transaksi" }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
