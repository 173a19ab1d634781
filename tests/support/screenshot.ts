import { chromium } from "playwright-core";

/**
 * Looks at pages as a shopper would: `node tests/support/screenshot.ts <out-prefix> <url> [<url> …]`
 * writes <out-prefix>-<n>-desktop.png and -mobile.png (390 px) for each URL.
 */
const [prefix, ...urls] = process.argv.slice(2);
if (!prefix || urls.length === 0) {
  console.error("usage: node tests/support/screenshot.ts <out-prefix> <url> [<url> …]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
for (const [index, url] of urls.entries()) {
  for (const [name, viewport] of [["desktop", { width: 1366, height: 900 }], ["mobile", { width: 390, height: 844 }]] as const) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.screenshot({ path: `${prefix}-${index}-${name}.png`, fullPage: process.env.FULL_PAGE === "1" });
    await page.close();
  }
}
await browser.close();
