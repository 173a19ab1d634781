import { describe, expect, it } from "vitest";
import { hydrated, openNoScriptContext, openPage, useBrowser, VIEWPORTS } from "./support/browser.ts";
import { logIn } from "./support/shopper.ts";

const MERCHANT = "merchant@pasar.test";

const browser = useBrowser();

/** A figure as a KPI card writes it (Rp52.927.200, 1.234), as a number. */
const figure = (text: string) => Number(text.replace(/[^\d]/g, ""));

for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
  describe(`merchant dashboard at ${viewport} width`, () => {
    it("opens the last 30 days: the demo store's figures, its interactive chart and a chart's CSV", async () => {
      const { context, page, errors } = await openPage(browser(), viewport);
      await logIn(page, MERCHANT, "/merchant/dashboard?days=7");
      await page.getByRole("heading", { level: 1, name: "Dasbor penjualan" }).waitFor();
      await hydrated(page);

      await page.getByRole("link", { name: "30 hari terakhir" }).click();
      await page.waitForURL(/days=30/);
      expect(await page.getByRole("link", { name: "30 hari terakhir" }).getAttribute("aria-current")).toBe("page");
      await page.getByTestId("range-shown").filter({ hasText: "(30 hari)" }).waitFor();

      // The seed gives the demo store paid orders and product views over the last 90 days.
      const revenue = await page.getByTestId("kpi-revenue").locator("dd").first().textContent();
      expect(revenue).toMatch(/^Rp[\d.]+$/);
      expect(figure(revenue ?? "")).toBeGreaterThan(0);
      expect(figure((await page.getByTestId("kpi-orders").locator("dd").first().textContent()) ?? "")).toBeGreaterThan(
        0,
      );
      expect(figure((await page.getByTestId("kpi-views").locator("dd").first().textContent()) ?? "")).toBeGreaterThan(
        0,
      );

      // The server's SVG gives way to the uPlot chart once its chunk has loaded.
      await page.locator('[data-testid="daily-chart"][data-live] .uplot canvas').waitFor();
      await page.getByRole("heading", { name: "Pesanan per status" }).waitFor();
      await page.getByRole("img", { name: "Produk teratas menurut pendapatan" }).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Unduh CSV: Pendapatan dan pesanan per hari" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^dashboard-daily-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (
        await download.createReadStream().then(async (stream) => {
          let text = "";
          for await (const chunk of stream) text += String(chunk);
          return text;
        })
      )
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe("Hari,Pendapatan,Pesanan");
      expect(lines).toHaveLength(31);
      expect(lines.slice(1).reduce((sum, line) => sum + Number(line.split(",")[1]), 0)).toBe(figure(revenue ?? ""));

      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe("merchant dashboard without JavaScript", () => {
  it("takes a custom range from the plain form, and says in English what is wrong with a bad one", async () => {
    const context = await openNoScriptContext(browser(), { locale: "en-GB" });
    const page = await context.newPage();
    await logIn(page, MERCHANT, "/en/merchant/dashboard");
    await page.getByRole("heading", { level: 1, name: "Sales dashboard" }).waitFor();
    // The server's SVG chart is the chart.
    await page
      .getByRole("img", { name: /orders, revenue Rp/ })
      .first()
      .waitFor();

    await page.getByLabel("From", { exact: true }).fill("2026-11-20");
    await page.getByLabel("To", { exact: true }).fill("2026-11-10");
    await page.getByRole("button", { name: "Show" }).click();
    await page.getByText("The last day cannot be before the first.").waitFor();

    await page.getByLabel("From", { exact: true }).fill("2026-11-01");
    await page.getByLabel("To", { exact: true }).fill("2026-11-07");
    await page.getByRole("button", { name: "Show" }).click();
    await page.getByTestId("range-shown").filter({ hasText: "(7 days)" }).waitFor();
    expect(new URL(page.url()).search).toBe("?start=2026-11-01&end=2026-11-07");
    await context.close();
  });
});
