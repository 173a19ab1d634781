import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject, onTestFailed } from "vitest";
import { auditBrowser } from "./accessibility.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const baseUrl = () => inject("baseUrl");

/**
 * Debian's Chromium, headless, with the flags this machine's closed network needs. Every context it opens,
 * whoever opens it, has its pages audited by axe (./accessibility.ts).
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  return auditBrowser(browser);
}

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

/**
 * A page that fails its test on any console error or uncaught exception: a journey that 'works' while
 * the console reports a failure is not working.
 */
export async function openPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS,
  base = baseUrl(),
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: base, locale: "id-ID" });
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
