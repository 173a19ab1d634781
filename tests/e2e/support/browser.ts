import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, inject, onTestFailed } from "vitest";
import { launchChromium, VIEWPORTS, type Viewport } from "../../support/chromium.ts";
import { auditBrowser } from "./accessibility.ts";

export { VIEWPORTS, type Viewport };

export const baseUrl = () => inject("baseUrl");

/** Chromium (../../support/chromium.ts) whose every context, whoever opens it, has its pages audited by axe. */
export async function launchBrowser(): Promise<Browser> {
  return auditBrowser(await launchChromium());
}

/** Every viewport's name, for journeys that walk each width. */
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as Viewport[];

/** One browser for the file: launched in a beforeAll, closed in an afterAll; call the accessor in a test. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("useBrowser: the browser exists only inside hooks and tests");
    return browser;
  };
}

/**
 * A desktop-wide context with scripts off, for journeys that must work from plain links and forms; its pages
 * do not collect console errors, as openPage's do. `options` adds to or overrides these.
 */
export function openNoScriptContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: baseUrl(), javaScriptEnabled: false, ...options });
}

/**
 * A page that fails its test on any console error or uncaught exception: a journey that 'works' while
 * the console reports a failure is not working. `options` adds to the context's settings (touch, say).
 */
export async function openPage(
  browser: Browser,
  viewport: Viewport,
  base = baseUrl(),
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: base,
    locale: "id-ID",
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    // Chromium logs every 4xx answer as a console error; a refused login (401) or an invalid form (422)
    // is the behaviour under test, not a failure of the page.
    if (
      message.type() === "error" &&
      !/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())
    ) {
      errors.push(message.text());
    }
  });
  page.on("pageerror", (error) => errors.push(error.message));
  reportOnFailure(page, errors);
  return { context, page, errors };
}

/** How many of a page's last requests a failed journey prints; pictures, scripts and styles are left out. */
const REQUESTS_KEPT = 25;
const STATIC_RESOURCES = new Set(["image", "script", "stylesheet", "font", "media"]);

/**
 * When the journey fails, prints what the page was doing: its address, whether it had hydrated, its last
 * documents, data loads and form posts with their answers, and its console errors. A journey that fails
 * once in many CI runs can then be read from the log alone.
 */
function reportOnFailure(page: Page, errors: string[]) {
  const started = Date.now();
  const requests: string[] = [];
  const keep = (line: string) => {
    requests.push(`${String(Date.now() - started).padStart(6)} ms ${line}`);
    if (requests.length > REQUESTS_KEPT) requests.shift();
  };
  page.on("requestfinished", async (request) => {
    if (STATIC_RESOURCES.has(request.resourceType())) return;
    const response = await request.response().catch(() => null);
    keep(`${request.method()} ${request.url()} → ${response?.status() ?? "?"}`);
  });
  page.on("requestfailed", (request) =>
    keep(`${request.method()} ${request.url()} → failed: ${request.failure()?.errorText ?? "?"}`),
  );
  onTestFailed(async () => {
    const state = page.isClosed()
      ? "page closed"
      : await page
          .evaluate(
            () =>
              `hydrated: ${document.documentElement.hasAttribute("data-hydrated")}, focus: ${document.activeElement?.outerHTML.slice(0, 120) ?? "none"}`,
          )
          .catch((error: Error) => error.message);
    const lines = [
      `page at failure: ${page.isClosed() ? "closed" : page.url()} (${state})`,
      "last requests:",
      ...requests,
      `console errors: ${errors.length === 0 ? "none" : errors.join(" | ")}`,
    ];
    process.stderr.write(`${lines.join("\n")}\n`);
  });
}

/**
 * Waits until every part of the page has hydrated (`<html data-hydrated>`, decision 0020): a field filled and
 * left before then has no handler to send it.
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
