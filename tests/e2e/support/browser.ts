import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const baseUrl = () => inject("baseUrl");

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
}

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

/**
 * A page that fails its test on any console error or uncaught exception: a journey that 'works' while
 * the console reports a failure is not working.
 */
export async function openPage(browser: Browser, viewport: keyof typeof VIEWPORTS, base = baseUrl()): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: base, locale: "id-ID" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    // Chromium logs every 4xx answer as a console error; a refused login (401) or an invalid form (422)
    // is the behaviour under test, not a failure of the page.
    if (message.type() === "error" && !/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * Waits until every part of the page has hydrated (`<html data-hydrated>`, decision 0020): a field filled and
 * left before then has no handler to send it.
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
