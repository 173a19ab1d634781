import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl } from "./browser.ts";

/** Calls the JSON API of the server under test; throws on a non-2xx answer with its message. */
export async function api<T>(
  path: string,
  init: { token?: string; body?: unknown; method?: string; headers?: Record<string, string>; base?: string } = {},
): Promise<T> {
  const response = await fetch(`${init.base ?? baseUrl()}/api${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      "content-type": "application/json",
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.message}`);
  return body.data;
}

export interface Card {
  id: number;
  slug: string;
  product_name: string;
  stock: number;
  publish_price: number;
}

/**
 * Products without sizes, in stock and on no flash sale, of one store: journeys add them without choosing
 * a size and expect publish_price to be what they cost.
 */
export async function plainProducts(storeSlug: string, count: number, base = baseUrl()): Promise<Card[]> {
  const cards = await api<Card[]>(`/merchant/products/${storeSlug}?page=1`, { base });
  const found: Card[] = [];
  for (const card of cards) {
    const detail = await api<{ json_meta: { attribute_value: string[] }; flash_sale: unknown }>(
      `/products/detail/${card.slug}`,
      { base },
    );
    if (detail.json_meta.attribute_value.length === 0 && detail.flash_sale === null && card.stock >= 3)
      found.push(card);
    if (found.length === count) return found;
  }
  throw new Error(`not enough plain products in ${storeSlug}`);
}

/** Signs the shopper in through the API and empties their cart and promo selection. */
export async function resetShopper(email: string, base = baseUrl()): Promise<string> {
  const token = await apiToken(email, base);
  const response = await fetch(`${base}/api/cart/list`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: "{}",
  });
  const cart = (await response.json()) as {
    data: { items: { id: number }[] }[];
    meta: { unprocessable: { id: number }[] };
  };
  const ids = [
    ...cart.data.flatMap((group) => group.items.map((item) => item.id)),
    ...cart.meta.unprocessable.map((item) => item.id),
  ];
  if (ids.length > 0) await api("/cart/remove", { base, token, body: { cart_item_id: ids } });
  await api("/promo/reset", { base, token, body: {} });
  return token;
}

export const DEMO_PASSWORD = "pasar-demo-123";

/** A demo account's bearer token for the API (a base URL other than the shared server's may be given). */
export async function apiToken(email: string, base = baseUrl()): Promise<string> {
  const { jwt_token: token } = await api<{ jwt_token: string }>("/auth/login", {
    base,
    body: { email, password: DEMO_PASSWORD },
  });
  return token;
}

/** Fills and submits the login form the page shows, and waits to be sent on. */
export async function submitLogin(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Kata Sandi").fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.endsWith("/login")),
    page.getByRole("button", { name: "Masuk" }).last().click(),
  ]);
}

/** Logs in through the login page, then goes on to `redirectTo` (default: where the login page sends). */
export async function logIn(page: Page, email: string, redirectTo?: string) {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login");
  await submitLogin(page, email);
}

/** A visitor opens an account page under /en, is sent to log in, logs in in English and is sent back to it. */
export async function logInThroughGate(page: Page, path: string, email: string) {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === "/en/login" && url.searchParams.get("redirectTo") === path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log In" }).last().click();
  await page.waitForURL((url) => url.pathname === path);
}

export async function toast(page: Page, text: string | RegExp) {
  await page.locator("[data-sonner-toast]").filter({ hasText: text }).first().waitFor();
}

export const rupiah = (amount: number) => `Rp${amount.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;

/** The demo buyer each viewport's journey shops as, so that the two widths can run side by side. */
export const BUYER_PER_VIEWPORT = [
  ["desktop", "buyer@pasar.test"],
  ["mobile", "buyer2@pasar.test"],
] as const;

/**
 * Through the API: puts one product in the cart, takes the first courier of every order and pays nothing from
 * the wallet, which leaves a pending invoice; `headers` go with the payment (an idempotency key, say).
 */
export async function placePendingOrder(
  token: string,
  productId: number,
  options: { base?: string; headers?: Record<string, string> } = {},
): Promise<{ invoice_code: string; redirect_url: string }> {
  const base = options.base ?? baseUrl();
  await api("/checkout/wallet", { base, token, body: { use_wallet: "no" } });
  await api("/cart/add", { base, token, body: { products_id: productId, qty: 1 } });
  const { orders } = await api<{ orders: { id: number }[] }>("/shipping/checkout/preview", { base, token });
  for (const order of orders) {
    const [rate] = await api<{ id: string }[]>(`/shipping/${order.id}/pricelist`, { base, token });
    await api(`/shipping/${order.id}/setlogistic`, { base, token, body: { shipper_result_id: rate!.id } });
  }
  const paid = await api<{ invoice_code: string; status_payment: string; redirect_url: string }>("/checkout/pay", {
    base,
    token,
    body: {},
    headers: options.headers,
  });
  expect(paid.status_payment).toBe("pending");
  return { invoice_code: paid.invoice_code, redirect_url: paid.redirect_url };
}

/**
 * Through the API: one of the product, the first courier, paid in full from the shopper's wallet (their cart
 * emptied first). Answers the invoice code.
 */
export async function payFromWallet(email: string, productId: number, base = baseUrl()): Promise<string> {
  const token = await resetShopper(email, base);
  await api("/cart/add", { base, token, body: { products_id: productId, qty: 1 } });
  const { orders } = await api<{ orders: { id: number }[] }>("/shipping/checkout/preview", { base, token });
  for (const order of orders) {
    const [rate] = await api<{ id: string }[]>(`/shipping/${order.id}/pricelist`, { base, token });
    await api(`/shipping/${order.id}/setlogistic`, { base, token, body: { shipper_result_id: rate!.id } });
  }
  await api("/checkout/wallet", { base, token, body: { use_wallet: "yes" } });
  const paid = await api<{ invoice_code: string; status_payment: string }>("/checkout/pay", { base, token, body: {} });
  expect(paid.status_payment).toBe("settlement");
  return paid.invoice_code;
}

/** Chooses the first courier of a checkout order: its services appear and the first is selected (spec §4). */
export async function chooseCourier(order: Locator) {
  await order.getByText("Pilih Pengiriman").click();
  await order.getByRole("list", { name: "Kurir" }).getByRole("button").first().click();
  await order.getByTestId("chosen-courier").waitFor();
}

/** On an invoice page: reloads until the gateway's notification has settled the invoice. */
export async function waitForSettledInvoice(page: Page) {
  await expect
    .poll(async () => {
      await page.reload();
      return page.getByTestId("payment-status").getAttribute("data-status");
    })
    .toBe("settlement");
}

/**
 * Pays with the local gateway: `payButton` opens its popup, whose 'Bayar sekarang' posts back to the opener
 * (once the popup's script runs), which lands on the invoice; waits there until the invoice is settled.
 */
export async function payInGatewayPopup(page: Page, payButton: Locator) {
  const [popup] = await Promise.all([page.context().waitForEvent("page"), payButton.click()]);
  await popup.waitForLoadState("networkidle");
  await popup.getByRole("button", { name: "Bayar sekarang" }).click();
  await page.waitForURL("**/user/order/invoice/**");
  await waitForSettledInvoice(page);
}

/** Clicks a download link and returns the file's first bytes and its suggested name. */
export async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const bytes = await readFile((await file.path())!);
  return { head: bytes.subarray(0, 5).toString("latin1"), filename: file.suggestedFilename() };
}
