// One cold load of one page, measured through the DevTools protocol: a fresh browser context (empty
// cache, no cookies), the profile's CPU and network throttling, then the page is watched until the
// network is idle and the main thread quiet.
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { docsearchRequests, loadBytes, type LoadBytes, type RequestRecord } from "./byte-accounting.ts";
import { withTimeout, type BrowserHost } from "./browser.ts";
import { isExternal, NetworkRecorder } from "./network-recorder.ts";
import { installObservers, type ObservedShift, type PageObservations } from "./page-observers.ts";
import { emulatedNetworkConditions, type Profile } from "./profiles.ts";
import { cumulativeLayoutShift, totalBlockingTime } from "./web-vitals.ts";

/** A desktop window: the sidebar and table of contents are shown, as on the official site. */
export const VIEWPORT = { width: 1280, height: 800 };
/** Network idle: no request in flight for this long (Playwright's and Lighthouse's 500 ms). */
export const NETWORK_QUIET_MS = 500;
/** After network idle, the observation ends once no long task has run for this long. */
export const MAIN_THREAD_QUIET_MS = 1_000;
const MAIN_THREAD_QUIET_TIMEOUT_MS = 10_000;

/**
 * tsx compiles with esbuild's keepNames, which wraps named inner functions in __name(); the
 * functions the bench sends into a page carry those calls, so every page it evaluates in needs the
 * helper (an init script of its context).
 */
export const KEEP_NAMES_HELPER = { content: "globalThis.__name ??= (fn) => fn;" };

export interface MeasuredPage {
  context: BrowserContext;
  page: Page;
  session: CDPSession;
  recorder: NetworkRecorder;
  close(): Promise<void>;
}

/** A fresh context and page with the profile applied and the Network domain recorded. `device`
 * replaces the desktop window (a phone, touch). */
export async function openMeasuredPage(
  browser: Browser,
  profile: Pick<Profile, "cpuSlowdown" | "network">,
  options: { cacheDisabled: boolean; device?: { viewport: { width: number; height: number }; isMobile: boolean; hasTouch: boolean } },
): Promise<MeasuredPage> {
  const context = await browser.newContext({ viewport: VIEWPORT, ...options.device, deviceScaleFactor: 1, locale: "en-US", colorScheme: "light" });
  const close = () => withTimeout(context.close(), 10_000, "closing the browser context").catch(() => {});
  try {
    await context.addInitScript(KEEP_NAMES_HELPER);
    await context.addInitScript(installObservers);
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const recorder = new NetworkRecorder(session);
    await session.send("Network.enable");
    await session.send("Page.enable");
    await session.send("Network.setCacheDisabled", { cacheDisabled: options.cacheDisabled });
    if (profile.cpuSlowdown !== 1) await session.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
    if (profile.network) await session.send("Network.emulateNetworkConditions", emulatedNetworkConditions(profile.network));
    return { context, page, session, recorder, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export interface PageRun {
  ok: true;
  attempts: number;
  fcp: number | null;
  lcp: number | null;
  lcpElement: string | null;
  cls: number;
  shifts: ObservedShift[];
  tbt: number | null;
  longTasks: { start: number; duration: number }[];
  /** Document request start → its response head, from the CDP clock (the Navigation Timing
   * figure misses DevTools' latency emulation). */
  ttfb: number | null;
  domContentLoaded: number | null;
  loadEvent: number | null;
  /** Page time when the observation ended (the end of the TBT window). */
  observedUntil: number;
  networkIdle: boolean;
  mainThreadQuiet: boolean;
  bytes: LoadBytes;
  requests: RequestRecord[];
  external: string[];
  docsearch: string[];
  notes: string[];
}

export interface FailedRun {
  ok: false;
  attempts: number;
  error: string;
}

export type PageRunResult = PageRun | FailedRun;

interface PageTimings {
  observations: PageObservations | null;
  domContentLoaded: number | null;
  loadEvent: number | null;
  now: number;
}

function readTimings(page: Page): Promise<PageTimings> {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const positive = (value: number | undefined) => (value && value > 0 ? value : null);
    return {
      observations: window.__bench ?? null,
      domContentLoaded: positive(navigation?.domContentLoadedEventEnd),
      loadEvent: positive(navigation?.loadEventStart),
      now: performance.now(),
    };
  });
}

/** Waits until no long task has ended for MAIN_THREAD_QUIET_MS; false if that never happens. */
async function waitForQuietMainThread(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      (quietMs) => {
        const tasks = window.__bench?.longTasks ?? [];
        const lastEnd = tasks.reduce((latest, task) => Math.max(latest, task.start + task.duration), 0);
        return performance.now() - lastEnd >= quietMs;
      },
      MAIN_THREAD_QUIET_MS,
      { polling: 100, timeout: MAIN_THREAD_QUIET_TIMEOUT_MS },
    )
    .then(
      () => true,
      () => false,
    );
}

/** One attempt; throws on a navigation error, a non-200 answer or a missing paint. */
async function measureOnce(browser: Browser, url: string, profile: Profile): Promise<Omit<PageRun, "attempts">> {
  const measured = await openMeasuredPage(browser, profile, { cacheDisabled: true });
  const { page, recorder } = measured;
  try {
    const response = await page.goto(url, { waitUntil: "load", timeout: profile.loadTimeoutMs });
    if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status() ?? "nothing"}`);
    const notes: string[] = [];
    const idle = await recorder.waitForIdle(NETWORK_QUIET_MS, profile.idleTimeoutMs);
    if (!idle.idle) notes.push(`network not idle after ${profile.idleTimeoutMs / 1000} s: ${recorder.pendingUrls().join(", ")}`);
    const quiet = await waitForQuietMainThread(page);
    if (!quiet) notes.push(`long tasks still running ${MAIN_THREAD_QUIET_TIMEOUT_MS / 1000} s after network idle`);
    const timings = await withTimeout(readTimings(page), 15_000, "reading the page's timings");
    const observations = timings.observations;
    if (!observations) throw new Error("the page observers did not run");
    if (observations.unsupported.length > 0) notes.push(`PerformanceObserver types not supported: ${observations.unsupported.join(", ")}`);
    const requests = recorder.records();
    const documentRequest = requests.find((request) => request.cdpType === "Document");
    return {
      ok: true,
      fcp: observations.fcp,
      lcp: observations.lcp,
      lcpElement: observations.lcpElement,
      cls: cumulativeLayoutShift(observations.shifts),
      shifts: observations.shifts,
      tbt: observations.fcp === null ? null : totalBlockingTime(observations.longTasks, observations.fcp, timings.now),
      longTasks: observations.longTasks,
      ttfb: documentRequest?.responseMs ?? null,
      domContentLoaded: timings.domContentLoaded,
      loadEvent: timings.loadEvent,
      observedUntil: timings.now,
      networkIdle: idle.idle,
      mainThreadQuiet: quiet,
      bytes: loadBytes(requests),
      requests,
      external: requests.filter((request) => isExternal(request.url)).map((request) => request.url),
      docsearch: docsearchRequests(requests),
      notes,
    };
  } finally {
    await measured.close();
  }
}

/** Measures one cold load, with retries (see BrowserHost.attempt). */
export async function measureColdLoad(host: BrowserHost, url: string, profile: Profile, attempts: number): Promise<PageRunResult> {
  const boundMs = profile.loadTimeoutMs + profile.idleTimeoutMs + MAIN_THREAD_QUIET_TIMEOUT_MS + 30_000;
  const result = await host.attempt(`measuring ${url}`, { attempts, boundMs }, (browser) => measureOnce(browser, url, profile));
  return result.ok ? { ...result.value, attempts: result.attempts } : result;
}
