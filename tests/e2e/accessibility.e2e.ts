import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openNoScriptContext, openPage, useBrowser } from "./support/browser.ts";

/*
 * The audit every journey runs (support/accessibility.ts) is what keeps Pasar's pages accessible; these
 * journeys show that it fails on what it must, on pages served here by the browser itself.
 */

const browser = useBrowser();

const page = (body: string) =>
  `<!doctype html><html lang="id"><head><title>Probe</title></head><body><main><h1>Probe</h1>${body}</main></body></html>`;

/** Serves `html` at `path` (and only there) to this page. */
async function serve(target: Page, path: string, html: string) {
  await target.route(`**${path}`, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
}

/** The message a step failed with, or "no failure". */
const failureOf = (step: Promise<unknown>) =>
  step.then(
    () => "no failure",
    (error: Error) => error.message,
  );

describe("the journeys' accessibility audit", () => {
  it("fails a navigation onto a page with a serious or critical rule broken, naming the rule, element and colours", async () => {
    const { context, page: tab } = await openPage(browser(), "desktop");
    await serve(
      tab,
      "/a11y-probe/contrast",
      page(`<p class="price" style="color:#f90717">Rp12.000</p><button class="icon"></button>`),
    );
    const failure = await failureOf(tab.goto("/a11y-probe/contrast"));
    expect(failure).toContain("/a11y-probe/contrast at 1366×900");
    expect(failure).toContain("color-contrast (serious)");
    expect(failure).toContain('<p class="price" style="color:#f90717">Rp12.000</p>');
    expect(failure).toContain("#f90717 on #ffffff: 4.14:1, needs 4.5:1");
    expect(failure).toContain("button-name (critical)");
    expect(failure).toContain(`<button class="icon"></button>`);
    await context.close();
  });

  it("audits the page a client navigation lands on, once per address and width", async () => {
    const { context, page: tab } = await openPage(browser(), "mobile");
    const goesOn = `<a href="/a11y-probe/after" onclick="event.preventDefault(); history.pushState(null, '', this.href); document.querySelector('main').insertAdjacentHTML('beforeend', '<input id=unnamed>')">Lanjut</a>`;
    await serve(tab, "/a11y-probe/before", page(goesOn));
    await tab.goto("/a11y-probe/before");
    await tab.getByRole("link", { name: "Lanjut" }).click();
    const failure = await failureOf(tab.waitForURL("**/a11y-probe/after"));
    expect(failure).toContain("/a11y-probe/after at 390×844");
    expect(failure).toContain("label (critical)");
    expect(failure).toContain("#unnamed");
    // Audited once: coming back to the same address at the same width does not audit it again.
    await tab.goto("/a11y-probe/before");
    await tab.getByRole("link", { name: "Lanjut" }).click();
    expect(await failureOf(tab.waitForURL("**/a11y-probe/after"))).toBe("no failure");
    await context.close();
  });

  it("audits a page loaded without JavaScript with what its <noscript> shows", async () => {
    const context = await openNoScriptContext(browser());
    const tab = await context.newPage();
    await serve(
      tab,
      "/a11y-probe/noscript",
      page(`<noscript><a href="/a11y-probe/noscript?page=2"><img src="/favicon.ico"></a></noscript>`),
    );
    const failure = await failureOf(tab.goto("/a11y-probe/noscript"));
    expect(failure).toContain("link-name (serious)");
    await context.close();
  });

  it("audits the page a journey stands on when it closes its context", async () => {
    const { context, page: tab } = await openPage(browser(), "desktop");
    await serve(tab, "/a11y-probe/last", page(`<div role="checkbox">Setuju</div>`));
    await tab.goto("/a11y-probe/last").catch(() => undefined);
    // The goto above already audited it; a page changed without a navigation is audited at close.
    await tab.evaluate(() => history.replaceState(null, "", "/a11y-probe/last-changed"));
    expect(await failureOf(context.close())).toContain("aria-required-attr (critical)");
  });
});
