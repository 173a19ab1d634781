import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, ImpactValue } from "axe-core";
import type { Browser, BrowserContext, Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** What fails a journey; 'moderate' and 'minor' findings are left to reviews. */
const FAILING_IMPACTS: ImpactValue[] = ["critical", "serious"];

/**
 * Addresses (with width) already audited in this journey file: axe takes a while on a big page, so each page
 * is audited once per width, the first time a journey arrives on it.
 */
const audited = new Set<string>();

/** Page methods after which a journey stands on a loaded page: a document load or a client navigation. */
const NAVIGATIONS = ["goto", "reload", "goBack", "goForward", "waitForURL"] as const;

const instrumented = new WeakSet<Page>();
/** Contexts opened with javaScriptEnabled: false; their pages are audited through a copy (see auditCopy). */
const withoutScripts = new WeakSet<BrowserContext>();
/** Each audited browser's own newContext, for the copies auditCopy opens. */
const openUnaudited = new WeakMap<Browser, Browser["newContext"]>();

/**
 * Audits every page of every context the browser opens (whoever opens it, so journeys added later are
 * covered) with axe-core after each navigation a journey waits for, and the page it stands on when its
 * context closes; a critical or serious violation fails the journey.
 */
export function auditBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  openUnaudited.set(browser, newContext);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled === false) withoutScripts.add(context);
    context.on("page", instrumentPage);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => instrumentPage(await newPage());
    const close = context.close.bind(context);
    context.close = async (closeOptions) => {
      try {
        for (const page of context.pages()) await auditPage(page);
      } finally {
        await close(closeOptions);
      }
    };
    return context;
  };
  return browser;
}

function instrumentPage(page: Page): Page {
  if (instrumented.has(page)) return page;
  instrumented.add(page);
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const result = await navigate(...args);
        await auditPage(page);
        return result;
      },
    });
  }
  return page;
}

interface Finding {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; summary: string; colours: string | null }[];
}

/** Runs axe on the page unless this address was audited at this width; throws a readable report on failure. */
async function auditPage(page: Page): Promise<void> {
  if (page.isClosed()) return;
  const url = new URL(page.url());
  if (url.protocol !== "http:" && url.protocol !== "https:") return;
  const viewport = page.viewportSize();
  const width = viewport ? `${viewport.width}×${viewport.height}` : "default viewport";
  const key = `${width} ${url.origin}${url.pathname}${url.search}`;
  if (audited.has(key)) return;
  let findings: Finding[];
  try {
    findings = withoutScripts.has(page.context()) ? await auditCopy(page) : await runAxe(page);
  } catch (error) {
    // The journey moved on while axe ran (a redirect, a form post): the next arrival here audits it.
    if (
      page.isClosed() ||
      /Execution context was destroyed|Target page, context or browser has been closed|navigat/i.test(String(error))
    )
      return;
    throw error;
  }
  audited.add(key);
  if (findings.length > 0) throw new Error(report(page.url(), width, findings));
}

/**
 * A page loaded without JavaScript runs no timers, and axe waits on them. Its DOM (with what <noscript> gave it,
 * without its scripts) is audited in a page that has them, at the same address and width.
 */
async function auditCopy(page: Page): Promise<Finding[]> {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<\/?noscript>/gi, "");
  const browser = page.context().browser();
  const newContext = browser && openUnaudited.get(browser);
  if (!newContext) throw new Error("auditCopy: the page's browser was not set up by auditBrowser");
  const context = await newContext({ viewport: page.viewportSize(), locale: "id-ID" });
  try {
    const copy = await context.newPage();
    await copy.route("**/*", (route) =>
      route.request().resourceType() === "document"
        ? route.fulfill({ contentType: "text/html; charset=utf-8", body: html })
        : route.continue(),
    );
    await copy.goto(page.url());
    return await runAxe(copy);
  } finally {
    await context.close();
  }
}

async function runAxe(page: Page): Promise<Finding[]> {
  // Evaluated as a string, through DevTools: a page's Content-Security-Policy does not apply, so no script tag.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (failing) => {
    // A toast fading in is measured at its final colours: finite animations and transitions end first. A toast
    // mounted a frame ago starts its transition on the next frame, so frames pass before each look, and the look
    // repeats until nothing finite is running (within a deadline).
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    let deadlinePassed = false;
    const settled = (async () => {
      while (!deadlinePassed) {
        await frame();
        const running = document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
        if (running.length === 0) return;
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      }
    })();
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    deadlinePassed = true;
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { resultTypes: ["violations"] });
    return results.violations
      .filter((violation) => failing.includes(violation.impact ?? null))
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        helpUrl: violation.helpUrl.replace(/\?.*$/, ""),
        nodes: violation.nodes.map((node) => {
          // color-contrast's check data carries the measured pair.
          const contrast = [...node.any, ...node.all, ...node.none].find((check) => check.data?.fgColor)?.data as
            | {
                fgColor: string;
                bgColor: string;
                contrastRatio: number;
                expectedContrastRatio: string;
                fontSize: string;
                fontWeight: string;
              }
            | undefined;
          return {
            target: node.target.map((part) => (Array.isArray(part) ? part.join(" >>> ") : part)).join(" → "),
            html: node.html.length > 240 ? `${node.html.slice(0, 240)}…` : node.html,
            summary: node.failureSummary ?? "",
            colours: contrast
              ? `${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio}:1, needs ${contrast.expectedContrastRatio} (${contrast.fontSize}, ${contrast.fontWeight})`
              : null,
          };
        }),
      }));
  }, FAILING_IMPACTS);
}

function report(url: string, width: string, findings: Finding[]): string {
  const lines = [`axe: ${findings.length} critical or serious accessibility rule(s) broken on ${url} at ${width}`];
  for (const finding of findings) {
    lines.push(`• ${finding.id} (${finding.impact}): ${finding.help} — ${finding.helpUrl}`);
    for (const node of finding.nodes) {
      lines.push(`    ${node.target}`, `      ${node.html}`);
      lines.push(`      ${node.colours ?? node.summary.replace(/\n\s*/g, " ")}`);
    }
  }
  return lines.join("\n");
}
