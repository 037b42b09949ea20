import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterEach, beforeAll, inject } from "vitest";
import { launchChromium } from "../../build-scripts/shared/chromium.ts";
import { HANG_MS } from "../../tests/support/hang-bound.ts";
import { PAGE_TEXT_ATTRIBUTE, PAGE_TEXT_HYDRATED_ATTRIBUTE, SHELL_HYDRATED_ATTRIBUTE } from "~/components/layout/hydrated-mark";
import { hydrateDemos } from "./lazy-demos";

let workerBrowser: Promise<Browser> | undefined;

/**
 * The worker's browser: launched by the first file a worker runs and kept for the files after it
 * (the end-to-end files run with `isolate: false`: a worker keeps its modules from file to file).
 * Each test still gets fresh contexts, so nothing but the browser process is shared. Playwright
 * ends it when the worker process exits; one that went away is launched anew.
 */
export function sharedBrowser(): Promise<Browser> {
  const launched = (workerBrowser ??= launchChromium().then((browser) => {
    browser.on("disconnected", () => {
      if (workerBrowser === launched) workerBrowser = undefined;
    });
    return browser;
  }));
  return launched;
}

export function baseUrl(): string {
  return inject("baseUrl");
}

export interface PageProbe {
  page: Page;
  /** Console errors and warnings, uncaught page errors and failed same-origin requests. */
  problems: string[];
}

/**
 * Requests to other hosts go to a proxy at port 0, where nothing can listen, and fail
 * (ERR_PROXY_CONNECTION_FAILED); the server under test, and loopback, are passed by. A proxy, not
 * a route that aborts them: routing sends every request through Playwright and turns the HTTP
 * cache off, so each load in a tab fetched and compiled all its scripts again.
 */
const NO_WAY_OUT = { server: "http://127.0.0.1:0", bypass: "127.0.0.1" };

/**
 * A page in a fresh context (cold cache) of `browser` that records every console error/warning
 * and page error, and whose requests that would leave localhost are blocked.
 */
export async function openProbePage(browser: Browser, options: BrowserContextOptions = {}): Promise<PageProbe> {
  const context = await browser.newContext({ baseURL: baseUrl(), proxy: NO_WAY_OUT, ...options });
  // An action whose element never comes fails naming its locator, well inside the test's own
  // timeout (which would only say that the test took too long).
  context.setDefaultTimeout(HANG_MS);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems };
}

/**
 * After `page.goto(url)` or `page.reload()` (which wait for the load event, so the document is
 * parsed): network idle too. Playwright's "networkidle" alone is 500 ms without a request, counted
 * from commit, and a starved parser can still be in the body then (with the CPU slowed 20x,
 * /dnd/overview had 0 or 9 of its 19 tree items when it came).
 */
export async function loadedAndIdle(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle");
}

/**
 * Resolves once the page has hydrated: its shell (the search shortcuts, the link navigation are in
 * place, and nodes a test adds are no longer dropped by a hydration under way) and, on a docs page,
 * its text (a tab of a tab set takes a press). A reader's key or press before that reaches the
 * browser, not the page.
 */
export async function pageHydrated(page: Page): Promise<void> {
  await page.locator(`html[${SHELL_HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
  if (await page.locator(`[${PAGE_TEXT_ATTRIBUTE}]`).count()) await page.locator(`html[${PAGE_TEXT_HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
}

/**
 * The worker's browser (`sharedBrowser`), for one test file. `openPage` records every console
 * error/warning and page error so a test can assert the page ran cleanly, and blocks requests that
 * would leave localhost.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  // Each test's pages close when it ends. Left open, they pile up as background windows of the
  // one headless browser, and a background window can get no animation frames for seconds
  // (https://github.com/puppeteer/puppeteer/issues/10350): rAF-driven steps of a later test stall.
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
  });
  return {
    get browser() {
      return browser;
    },
    async openPage(pathname = "/", options: BrowserContextOptions = {}): Promise<PageProbe> {
      const probe = await openProbePage(browser, options);
      contexts.push(probe.page.context());
      if (pathname) {
        await probe.page.goto(pathname, { waitUntil: "networkidle" });
        // A reader acts on a page that has started. A page without scripts (the static 404 page,
        // JavaScript turned off) never hydrates.
        const scripted = options.javaScriptEnabled !== false && (await probe.page.locator('script[type="module"]').count()) > 0;
        if (scripted) await pageHydrated(probe.page);
      }
      return probe;
    },
    /** `openPage`, then every deferred demo on the page is brought near and hydrated. */
    async openDemoPage(pathname: string, options: BrowserContextOptions = {}): Promise<PageProbe> {
      const probe = await this.openPage(pathname, options);
      await hydrateDemos(probe.page);
      return probe;
    },
  };
}
