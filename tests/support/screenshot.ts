import { launchChromium, VIEWPORTS } from "./chromium.ts";

/**
 * Looks at pages as a shopper would: `node tests/support/screenshot.ts <out-prefix> <url> [<url> …]`
 * writes <out-prefix>-<n>-desktop.png and -mobile.png (390 px) for each URL. LOGIN=email:password signs
 * in first (through the login page of the first URL's host); FULL_PAGE=1 takes whole pages.
 */
const [prefix, ...urls] = process.argv.slice(2);
if (!prefix || urls.length === 0) {
  console.error("usage: node tests/support/screenshot.ts <out-prefix> <url> [<url> …]");
  process.exit(2);
}
const browser = await launchChromium();
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  if (process.env.LOGIN) {
    const [email, password] = process.env.LOGIN.split(":");
    const page = await context.newPage();
    await page.goto(new URL("/login", urls[0]).toString());
    await page.getByLabel("Email").fill(email ?? "");
    await page.locator('input[name="password"]').fill(password ?? "");
    await Promise.all([
      page.waitForURL((url) => !url.pathname.endsWith("/login")),
      page.locator('main form button[type="submit"]').click(),
    ]);
    await page.close();
  }
  for (const [index, url] of urls.entries()) {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "networkidle" });
    await page.screenshot({ path: `${prefix}-${index}-${name}.png`, fullPage: process.env.FULL_PAGE === "1" });
    await page.close();
  }
  await context.close();
}
await browser.close();
