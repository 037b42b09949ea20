// Client-side navigation between two docs pages after prefetch on intent: load the first page
// cold, hover the sidebar link (the router prefetches the route modules, the .data and the page
// chunk), wait for the network to go idle, click, and time click → the new h1 painted.
import type { Browser } from "playwright-core";
import { pathOf, type RequestRecord } from "./byte-accounting.ts";
import type { BrowserHost } from "./browser.ts";
import { openMeasuredPage, NETWORK_QUIET_MS } from "./cdp-metrics.ts";
import { installH1Probe, probeGone, waitForNewH1 } from "./h1-probe.ts";
import { PROFILES } from "./profiles.ts";

export const NAVIGATION_FROM = "/getstarted";
export const NAVIGATION_TO = "/features/tree";

export interface BriefRequest {
  path: string;
  status: number | null;
  encoded: number;
  fromCache: boolean;
}

export interface NavigationRun {
  /** click event → the new h1 in the DOM (and visible). */
  clickToDomMs: number;
  /** click event → the frame after that (requestAnimationFrame, then a task): what the user sees. */
  clickToFrameMs: number;
  prefetched: BriefRequest[];
  /** Requests caused by the click itself; ideally only what prefetch could not cover. */
  afterClick: BriefRequest[];
}

const brief = (requests: RequestRecord[]): BriefRequest[] =>
  requests.map((request) => ({ path: pathOf(request.url), status: request.status, encoded: request.encodedBytes, fromCache: request.fromCache }));

async function navigateOnce(browser: Browser, baseUrl: string): Promise<NavigationRun> {
  // The cache stays on here: a prefetch is only worth something because the browser keeps what
  // it fetched. The context is new, so the cache starts empty.
  const measured = await openMeasuredPage(browser, PROFILES.unthrottled, { cacheDisabled: false });
  const { page, recorder } = measured;
  try {
    const response = await page.goto(baseUrl + NAVIGATION_FROM, { waitUntil: "load", timeout: 30_000 });
    if (response?.status() !== 200) throw new Error(`${NAVIGATION_FROM} answered ${response?.status() ?? "nothing"}`);
    await recorder.waitForIdle(NETWORK_QUIET_MS, 15_000);

    const link = page.locator(`nav[aria-label="Docs"] a[href="${NAVIGATION_TO}"]`).filter({ visible: true }).first();
    await link.waitFor({ timeout: 10_000 });
    const beforeHover = recorder.mark();
    await link.hover({ timeout: 10_000 });
    // The intent prefetch starts after a short delay (100 ms in prefetch-link.tsx).
    await page.waitForTimeout(300);
    await recorder.waitForIdle(NETWORK_QUIET_MS, 15_000);
    const prefetched = recorder.recordsSince(beforeHover);

    await installH1Probe(page);
    const beforeClick = recorder.mark();
    await link.click({ timeout: 10_000 });
    const probe = await waitForNewH1(page, 15_000);
    if (!probe) {
      const reloaded = await probeGone(page);
      throw new Error(reloaded ? "the click caused a full page load, not a client-side navigation" : "the new h1 did not appear within 15 s");
    }
    await recorder.waitForIdle(NETWORK_QUIET_MS, 5_000);
    return {
      clickToDomMs: probe.domAt! - probe.clickAt!,
      clickToFrameMs: probe.frameAt! - probe.clickAt!,
      prefetched: brief(prefetched),
      afterClick: brief(recorder.recordsSince(beforeClick)),
    };
  } finally {
    await measured.close();
  }
}

export async function measureClientNavigation(host: BrowserHost, baseUrl: string, runs: number): Promise<{ runs: NavigationRun[]; errors: string[] }> {
  const results: NavigationRun[] = [];
  const errors: string[] = [];
  for (let i = 0; i < runs; i++) {
    const attempt = await host.attempt(`navigating ${NAVIGATION_FROM} → ${NAVIGATION_TO}`, { attempts: 3, boundMs: 90_000 }, (browser) => navigateOnce(browser, baseUrl));
    if (attempt.ok) results.push(attempt.value);
    else errors.push(attempt.error);
  }
  return { runs: results, errors };
}
