import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openNoScriptContext, openPage, useBrowser, VIEWPORT_NAMES } from "./support/browser.ts";
import {
  api,
  apiToken,
  BUYER_PER_VIEWPORT,
  type Card,
  logIn,
  payFromWallet as payFromWalletAt,
  plainProducts,
  toast,
} from "./support/shopper.ts";
import { useOwnServer } from "./support/own-server.ts";

/*
 * Issue 24's notifications as a buyer and a seller meet them: a paid order lights the bell in the header, the
 * notification page lists it, and marking it read (with JavaScript, and as a plain form without) clears the
 * badge; the store is told of the new order in the merchant centre.
 *
 * A server of its own: the orders here are paid from the demo buyers' wallets, which other journeys count on.
 */

const browser = useBrowser();
const ownServer = useOwnServer("notify", { SEED_PRODUCTS: "150" });
let base: string;
let product: Card;
const BUYERS = Object.fromEntries(BUYER_PER_VIEWPORT);

beforeAll(async () => {
  base = ownServer();
  [product] = (await plainProducts("toko-demo-pasar", 1, base)) as [Card];
});

/** One of the product, paid in full from the shopper's wallet. */
const payFromWallet = (email: string) => payFromWalletAt(email, product.id, base);

/** Every notification of the buyer and of the demo store read, so each journey starts with no badge. */
async function readEverything(email: string) {
  await api("/buyer/dashboard/notification/setallasread", { base, token: await apiToken(email, base), body: {} });
  await api("/merchant/dashboard/notification/setallasread", {
    base,
    token: await apiToken("merchant@pasar.test", base),
    body: {},
  });
}

const bellLabel = (page: Page) => page.getByTestId("header-notifications").getAttribute("aria-label");
const badge = (page: Page) => page.getByTestId("header-notifications-count");

for (const viewport of VIEWPORT_NAMES) {
  describe(`notifications at ${viewport} width`, () => {
    it("lights the bell after a paid order, lists it, marks it read and opens it", async () => {
      const email = BUYERS[viewport]!;
      await readEverything(email);
      const { context, page, errors } = await openPage(browser(), viewport, base);
      await logIn(page, email, "/");
      expect(await bellLabel(page)).toBe("Notifikasi: Tidak ada notifikasi baru");
      expect(await badge(page).count()).toBe(0);

      const invoiceCode = await payFromWallet(email);
      await page.reload();
      await badge(page).waitFor();
      expect(await badge(page).textContent()).toBe("1");
      expect(await bellLabel(page)).toBe("Notifikasi: 1 notifikasi belum dibaca");

      // The bell leads to the list: the payment, unread, in Indonesian.
      await page.getByTestId("header-notifications").click();
      await page.waitForURL((url) => url.pathname === "/user/notification");
      const item = page.getByTestId("notification-item").first();
      expect(await item.getAttribute("data-read")).toBe("false");
      expect(await item.getByRole("heading", { level: 2 }).textContent()).toBe("Pembayaran diterima");
      expect(await item.textContent()).toContain(invoiceCode);

      await item.getByRole("button", { name: "Tandai dibaca" }).click();
      await toast(page, "Notifikasi ditandai sudah dibaca");
      await expect.poll(() => item.getAttribute("data-read")).toBe("true");
      await expect.poll(() => badge(page).count()).toBe(0);

      // 'Lihat' marks one read and opens what it is about: the paid invoice.
      const second = await payFromWallet(email);
      await page.reload();
      expect(await badge(page).textContent()).toBe("1");
      await page
        .getByTestId("notification-item")
        .filter({ hasText: second })
        .getByRole("button", { name: "Lihat" })
        .click();
      await page.waitForURL((url) => url.pathname === `/user/order/invoice/${second}`);
      await expect.poll(() => badge(page).count()).toBe(0);

      // In English, the page and its tabs; an empty tab says so.
      await page.goto("/en/user/notification?category=wallet");
      await page.getByText("No notifications in this category").waitFor();
      expect(await page.getByRole("link", { name: "Payments" }).count()).toBe(1);

      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe("notifications without JavaScript", () => {
  it("marks all read as a plain form, and tells the store of the new order", async () => {
    const email = BUYERS.desktop!;
    await readEverything(email);
    await payFromWallet(email);
    await payFromWallet(email);

    const context = await openNoScriptContext(browser(), { baseURL: base });
    const page = await context.newPage();
    await page.goto("/login?redirectTo=%2Fuser%2Fnotification");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Kata Sandi").fill("pasar-demo-123");
    await page.getByRole("button", { name: "Masuk" }).last().click();
    await page.waitForURL((url) => url.pathname === "/user/notification");
    expect(await badge(page).textContent()).toBe("2");
    expect(await page.getByTestId("notification-unread").textContent()).toBe("2 belum dibaca");
    // Post, redirect, get: the same page again, with the outcome as a banner.
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Tandai semua dibaca" }).click(),
    ]);
    await page.getByRole("status").filter({ hasText: "2 notifikasi ditandai sudah dibaca" }).waitFor();
    expect(await badge(page).count()).toBe(0);
    expect(await page.locator('[data-testid="notification-item"][data-read="false"]').count()).toBe(0);
    await context.close();

    // The store: two new orders in the merchant centre, the bell counting them for its owner.
    const seller = await openPage(browser(), "desktop", base);
    await logIn(seller.page, "merchant@pasar.test", "/merchant/dashboard/notification");
    await seller.page.waitForURL((url) => url.pathname === "/merchant/dashboard/notification");
    const orders = seller.page.locator('[data-testid="notification-item"][data-read="false"]');
    expect(await orders.count()).toBe(2);
    expect(await orders.first().getByRole("heading", { level: 2 }).textContent()).toBe("Pesanan baru");
    expect(await badge(seller.page).textContent()).toBe("2");
    await seller.page.getByRole("button", { name: "Tandai semua dibaca" }).click();
    await toast(seller.page, "2 notifikasi ditandai sudah dibaca");
    await expect.poll(() => badge(seller.page).count()).toBe(0);
    expect(await orders.count()).toBe(0);
    expect(seller.errors).toEqual([]);
    await seller.context.close();
  });
});
