import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openNoScriptContext, openPage, useBrowser, VIEWPORT_NAMES, type Viewport } from "./support/browser.ts";
import { api, apiToken, logInThroughGate, submitLogin } from "./support/shopper.ts";

/** One demo buyer per viewport, so the two journeys do not see each other's hearts. */
const BUYER: Record<Viewport, string> = { desktop: "buyer@pasar.test", mobile: "buyer2@pasar.test" };

/** Empties a buyer's wishlist through the API, so the journey starts from a known state. */
async function emptyWishlist(email: string) {
  const token = await apiToken(email);
  for (;;) {
    const my = await api<{ id: number }[]>("/wishlist/my", { token });
    if (my.length === 0) return;
    for (const item of my) await api("/wishlist/delete", { token, body: { product_id: item.id } });
  }
}

/** The header's wishlist link is in the page at every width (shown from 923 px); its label carries the count. */
async function headerWishlistLabel(page: Page) {
  return page.getByTestId("header-wishlist").getAttribute("aria-label");
}

/** The first product card on the page whose heart is not pressed yet, and its name; the locator follows the name. */
async function unsavedCard(page: Page) {
  const unsaved = page
    .locator("article")
    .filter({ has: page.getByRole("button", { name: "Tambah ke wishlist" }) })
    .first();
  const name = (await unsaved.getByRole("heading", { level: 3 }).textContent())!.trim();
  const card = page
    .locator("article")
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) })
    .first();
  return { card, name };
}

const browser = useBrowser();

for (const viewport of VIEWPORT_NAMES) {
  describe(`wishlist at ${viewport} width`, () => {
    it("hearts products on a listing and a product page, lists them, removes them down to the empty state", async () => {
      const email = BUYER[viewport];
      await emptyWishlist(email);
      const { context, page, errors } = await openPage(browser(), viewport);

      // A visitor's heart leads to the login page, which comes back to the listing afterwards.
      await page.goto("/");
      await (await unsavedCard(page)).card.getByRole("button", { name: "Tambah ke wishlist" }).click();
      await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === "/");
      await page.getByText("Silahkan masuk atau daftar terlebih dahulu").first().waitFor();
      await submitLogin(page, email);
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByTestId("account-name").waitFor();
      expect(await headerWishlistLabel(page)).toBe("Wishlist: 0 produk di wishlist");

      // Heart a product card: it fills, the server's message is toasted, the header's heart turns active.
      const first = await unsavedCard(page);
      const heart = first.card.getByRole("button", { name: /wishlist$/ });
      await heart.click();
      await page.getByText("Produk ditambahkan ke wishlist").first().waitFor();
      await first.card.getByRole("button", { name: "Hapus dari wishlist" }).waitFor();
      expect(await heart.getAttribute("aria-pressed")).toBe("true");
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="header-wishlist"]')?.getAttribute("aria-label") ===
          "Wishlist: 1 produk di wishlist",
      );
      if (viewport === "desktop") {
        expect(
          await page.getByRole("link", { name: "Wishlist: 1 produk di wishlist" }).getAttribute("class"),
        ).toContain("text-accent");
      }

      // Heart a second product on its own page (the pill beside the share links).
      const second = await unsavedCard(page);
      await second.card.getByRole("link").first().click();
      await page.getByRole("heading", { level: 1, name: second.name }).waitFor();
      const pill = page.getByRole("main").getByRole("button", { name: "Tambah ke wishlist" }).first();
      await pill.click();
      await page.getByRole("main").getByRole("button", { name: "Hapus dari wishlist" }).first().waitFor();
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="header-wishlist"]')?.getAttribute("aria-label") ===
          "Wishlist: 2 produk di wishlist",
      );

      // The wishlist page lists both, newest first.
      if (viewport === "desktop") await page.getByRole("link", { name: "Wishlist: 2 produk di wishlist" }).click();
      else await page.goto("/user/wishlist");
      await page.waitForURL((url) => url.pathname === "/user/wishlist");
      await page.getByRole("heading", { level: 1, name: /Wishlist/ }).waitFor();
      await page.getByText("2 produk", { exact: true }).waitFor();
      const names = await page.getByRole("main").getByRole("heading", { level: 3 }).allTextContents();
      expect(names.map((name) => name.trim())).toEqual([second.name, first.name]);
      await page.getByRole("button", { name: `Tambah ${second.name} ke keranjang` }).waitFor();

      // Remove one with its trash button, the other with its heart.
      await page.getByRole("button", { name: `Hapus ${second.name} dari wishlist` }).click();
      await page.getByText("Produk yang ditandai berhasil dihapus").first().waitFor();
      await page.getByRole("heading", { level: 3, name: second.name }).waitFor({ state: "detached" });
      await page.getByText("1 produk", { exact: true }).waitFor();
      await page.getByRole("main").getByRole("button", { name: "Hapus dari wishlist" }).click();
      await page.getByRole("heading", { name: "Wishlist kamu masih kosong" }).waitFor();
      await page.getByRole("link", { name: "Mulai belanja" }).waitFor();
      expect(await headerWishlistLabel(page)).toBe("Wishlist: 0 produk di wishlist");

      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe("wishlist without JavaScript", () => {
  it("the heart is a plain form: it saves and comes back to the page, and the wishlist page removes", async () => {
    const email = BUYER.desktop;
    await emptyWishlist(email);
    const context = await openNoScriptContext(browser(), { locale: "id-ID" });
    const page = await context.newPage();
    await page.goto("/login");
    await submitLogin(page, email);
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/search?search=kabel");
    const { card, name } = await unsavedCard(page);
    await card.getByRole("button", { name: "Tambah ke wishlist" }).click();
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("search") === "kabel");
    await page
      .locator("article")
      .filter({ hasText: name })
      .first()
      .getByRole("button", { name: "Hapus dari wishlist" })
      .waitFor();
    expect(await headerWishlistLabel(page)).toBe("Wishlist: 1 produk di wishlist");

    await page.goto("/user/wishlist");
    await page.getByRole("button", { name: `Hapus ${name} dari wishlist` }).click();
    await page.waitForURL((url) => url.pathname === "/user/wishlist");
    await page.getByRole("heading", { name: "Wishlist kamu masih kosong" }).waitFor();
    await context.close();
  });

  it("sends visitors of /user/wishlist to log in, and back", async () => {
    const { context, page, errors } = await openPage(browser(), "desktop");
    await logInThroughGate(page, "/en/user/wishlist", BUYER.desktop);
    await page.getByRole("heading", { name: "Your wishlist is empty" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
