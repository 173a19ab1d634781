import { describe, expect, it } from "vitest";
import { hydrated, openNoScriptContext, openPage, useBrowser, VIEWPORTS } from "./support/browser.ts";
import { logIn, toast } from "./support/shopper.ts";

const MERCHANT = "merchant@pasar.test";

const browser = useBrowser();

for (const [index, viewport] of (Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).entries()) {
  describe(`merchant reviews at ${viewport} width`, () => {
    it("replies to a review, edits the reply, and a visitor sees the edited reply on the product page", async () => {
      const first = `Terima kasih ulasannya, kak (${viewport})`;
      const edited = `Terima kasih, pesanan berikutnya kami kemas lebih rapi (${viewport})`;
      const { context, page, errors } = await openPage(browser(), viewport);
      await logIn(page, MERCHANT, "/merchant/dashboard/review");
      await page.getByRole("heading", { level: 1, name: "Ulasan" }).waitFor();
      await hydrated(page);

      // Each width takes a different review not yet replied to, so the two journeys may run side by side.
      const card = page
        .getByTestId("merchant-review")
        .filter({ has: page.getByRole("button", { name: "Kirim balasan" }) })
        .nth(index);
      const productHref = await card.evaluate(
        (element) =>
          element
            .closest('[data-testid="review-group"]')
            ?.querySelector('a[href*="/product/"]')
            ?.getAttribute("href") ?? "",
      );
      expect(productHref).toMatch(/^\/product\//);
      const stars = await card.getByRole("img", { name: /dari 5 bintang/ }).getAttribute("aria-label");
      const point = Number(/^(\d)/.exec(stars ?? "")?.[1]);
      expect(point).toBeGreaterThanOrEqual(1);

      await card.getByLabel("Balasanmu").fill(first);
      await card.getByRole("button", { name: "Kirim balasan" }).click();
      await toast(page, "Balasan terkirim");
      const reply = page.getByTestId("merchant-reply").filter({ hasText: first });
      await reply.waitFor();

      await reply.getByText("Ubah balasan").click();
      await reply.getByLabel("Balasanmu").fill(edited);
      await reply.getByRole("button", { name: "Simpan balasan" }).click();
      await toast(page, "Balasan diperbarui");
      const saved = page.getByTestId("merchant-reply").filter({ hasText: edited });
      await saved.getByText("(diubah)").waitFor();

      // A visitor opens the product's reviews of that star: the store's edited reply is under the review.
      const visitor = await openPage(browser(), viewport);
      await visitor.page.goto(`${productHref}?point=${point}`);
      await visitor.page.getByRole("heading", { level: 1 }).first().waitFor();
      const shown = visitor.page.getByTestId("review").filter({ hasText: edited });
      await shown.first().scrollIntoViewIfNeeded();
      await shown.first().getByText(edited).waitFor();
      expect(await visitor.page.getByText(first, { exact: true }).count()).toBe(0);

      expect(errors).toEqual([]);
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
      await context.close();
    });
  });
}

describe("merchant reviews without JavaScript", () => {
  it("replies from the plain form and finds the reply in the list", async () => {
    const text = "Terima kasih, balasan tanpa JavaScript";
    const context = await openNoScriptContext(browser(), { locale: "id-ID" });
    const page = await context.newPage();
    await logIn(page, MERCHANT, "/merchant/dashboard/review?unreplied=1");
    await page.getByRole("heading", { level: 1, name: "Ulasan" }).waitFor();
    // The journeys above take the first two reviews not yet replied to.
    const card = page.getByTestId("merchant-review").nth(2);
    await card.getByLabel("Balasanmu").fill(text);
    await card.getByRole("button", { name: "Kirim balasan" }).click();
    // Without JavaScript the flash is a banner in <noscript> (Playwright's text search skips that element).
    await page.getByRole("status").filter({ hasText: "Balasan terkirim" }).waitFor();
    // Replied, it leaves the 'not yet replied' list and shows in the whole list.
    expect(await page.getByTestId("merchant-reply").filter({ hasText: text }).count()).toBe(0);
    await page.goto("/merchant/dashboard/review");
    await page.getByTestId("merchant-reply").filter({ hasText: text }).waitFor();
    await context.close();
  });
});
