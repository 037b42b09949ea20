// Navigation under latency: what a phone reader feels when tapping a link, without a hover first.
// Measured per pair, RTT, host (latency-hosts.ts) and CPU slowdown. Per run: a new context (cold
// cache, cache on), the network and the CPU emulated before the first page loads, load + network
// idle, the link scrolled into view, idle again + 1 s for idle-time prefetching, then a touch tap.
// Timed from the click event to the new `main h1` in the DOM with a box; the requests between the
// tap and that moment give the request rounds (request-rounds.ts).
import type { Browser } from "playwright-core";
import { pathOf, type RequestRecord } from "./byte-accounting.ts";
import type { BrowserHost } from "./browser.ts";
import { NETWORK_QUIET_MS, openMeasuredPage } from "./cdp-metrics.ts";
import { installH1Probe, probeGone, waitForNewH1 } from "./h1-probe.ts";
import { HOST_LABELS, type HostId, type LatencyHost } from "./latency-hosts.ts";
import { cpuLabel, latencyNetwork, NAVIGATION_RTTS_MS, pairLabel, type NavigationPair } from "./navigation-latency-pairs.ts";
import { assignRounds, countRounds, networkRounds } from "./request-rounds.ts";
import { medianOf } from "./stats.ts";

/** After the network is idle, this long more for idle-time prefetching (requestIdleCallback…). */
export const SETTLE_MS = 1_000;
const IDLE_TIMEOUT_MS = 30_000;
const H1_TIMEOUT_MS = 30_000;

export interface TimedBrief {
  path: string;
  kind: string;
  status: number | null;
  encoded: number;
  fromCache: boolean;
  mimeType: string | null;
  contentEncoding: string | null;
  protocol: string | null;
  /** ms from the click event (negative: sent between touchstart and click). */
  startMs: number;
  endMs: number | null;
}

export interface LatencyNavigationRun {
  ok: true;
  attempts: number;
  /** click event timeStamp → the new `main h1` in the DOM with a box. */
  tapToDomMs: number;
  /** click event → the frame after that (requestAnimationFrame, then a task). */
  tapToFrameMs: number;
  /** touchstart → click: how much earlier than the click a touchstart handler can start work. */
  touchToClickMs: number | null;
  /** The last of `requests` to finish → the new h1: time not spent waiting on the network. */
  lastRequestToDomMs: number | null;
  rounds: number;
  /** Rounds without the requests answered from the cache. */
  networkRounds: number;
  /** Sent after the tap began and before the new h1, with their round. */
  requests: (TimedBrief & { round: number })[];
  /** Left out of the rounds: the browser's own refetch of the page icon when the URL changes
   * (CDP type "Other", initiator "other"; headless Chromium does it on every pushState). */
  browserIconFetches: TimedBrief[];
  /** Sent after the new h1 appeared, until the network was idle again. */
  afterH1: TimedBrief[];
  /** Sent after the from page's load event and before the tap (idle prefetching, the drawer). */
  beforeTap: TimedBrief[];
  /** Hover-type events (pointerover, mouseenter…) the tapped link received before the click. */
  hoverEvents: string[];
  /** navigator.connection.effectiveType as the page saw it (the emulation sets it). */
  effectiveType: string | null;
  /** From page: navigation start → load event. */
  fromLoadMs: number | null;
  /** Where the link's top was, in px from the top of the viewport, before the harness scrolled it
   * into view (more than the viewport's height: the reader had to scroll to it). */
  linkTopBeforeScrollPx: number | null;
  viewportHeight: number;
  /** The from page's document protocol (CDP response.protocol: "http/1.1", "h2"). */
  documentProtocol: string | null;
}

export interface FailedLatencyRun {
  ok: false;
  attempts: number;
  error: string;
  /** The tap reloaded the page instead of navigating client-side: a failure of the site. */
  fullPageLoad: boolean;
}

export type LatencyNavigationResult = LatencyNavigationRun | FailedLatencyRun;

export interface LatencyNavigationSummary {
  from: string;
  to: string;
  via: string;
  rttMs: number;
  host: HostId;
  /** Emulation.setCPUThrottlingRate (1 = none). */
  cpuSlowdown: number;
  /** The protocols the runs' network requests came over. */
  protocols: string[];
  runs: number;
  failures: string[];
  fullPageLoads: number;
  medianTapToDomMs: number | null;
  medianTapToFrameMs: number | null;
  medianLastRequestToDomMs: number | null;
  medianRounds: number | null;
  medianNetworkRounds: number | null;
  /** Requests the new h1 waited for that went to the network (not the cache). */
  medianNetworkRequests: number | null;
  results: LatencyNavigationResult[];
}

class FullPageLoad extends Error {}

async function navigateOnce(browser: Browser, baseUrl: string, pair: NavigationPair, rttMs: number, cpuSlowdown: number): Promise<Omit<LatencyNavigationRun, "attempts"> | Omit<FailedLatencyRun, "attempts">> {
  // Cache on: what the from page (and idle prefetching) loaded is reused, as on a real phone. The
  // context is new, so the cache starts empty. The network and the CPU are emulated before the
  // first request.
  const measured = await openMeasuredPage(browser, { cpuSlowdown, network: latencyNetwork(rttMs) }, { cacheDisabled: false, device: pair.device });
  const { page, session, recorder } = measured;
  try {
    const response = await page.goto(baseUrl + pair.from, { waitUntil: "load", timeout: 90_000 });
    if (response?.status() !== 200) throw new Error(`${pair.from} answered ${response?.status() ?? "nothing"}`);
    await recorder.waitForIdle(NETWORK_QUIET_MS, IDLE_TIMEOUT_MS);

    const link = page.locator(pair.link).filter({ visible: true }).first();
    if (pair.open) {
      await page.getByRole("button", { name: pair.open.button, exact: true }).tap({ timeout: 10_000 });
      const shown = await link.waitFor({ timeout: 10_000 }).then(() => true, () => false);
      if (!shown && pair.open.ifLinkHidden) await page.getByRole("button", { name: pair.open.ifLinkHidden, exact: true }).tap({ timeout: 10_000 });
    }
    await link.waitFor({ timeout: 20_000 });
    const linkTopBeforeScrollPx = await link.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    // The reader scrolls to the link before tapping it; whatever that scroll loads is not the tap's.
    await link.scrollIntoViewIfNeeded({ timeout: 10_000 });
    await recorder.waitForIdle(NETWORK_QUIET_MS, IDLE_TIMEOUT_MS);
    await page.waitForTimeout(SETTLE_MS);
    const settled = await recorder.waitForIdle(NETWORK_QUIET_MS, IDLE_TIMEOUT_MS);
    if (!settled.idle) throw new Error(`network not idle before the tap: ${recorder.pendingUrls().join(", ")}`);

    await installH1Probe(page, pair.link);
    const { effectiveType, icons } = await page.evaluate(() => ({
      effectiveType: (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType ?? null,
      icons: [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')].map((icon) => icon.href),
    }));
    await session.send("Performance.enable");
    const metrics = await session.send("Performance.getMetrics");
    await session.send("Performance.disable");
    // The page clock (performance.now()) starts at NavigationStart, on the CDP clock in seconds.
    const navigationStart = metrics.metrics.find((metric) => metric.name === "NavigationStart")?.value;
    if (navigationStart === undefined) throw new Error("Performance.getMetrics gave no NavigationStart");
    const recordMs = (pageMs: number) => recorder.msSinceDocumentStart(navigationStart + pageMs / 1000)!;
    const loadRecords = recorder.records();
    const beforeTapRecords = loadRecords.filter((request) => !request.beforeLoad && request.cdpType !== "Document");

    const beforeTap = recorder.mark();
    await link.tap({ timeout: 10_000 });
    const probe = await waitForNewH1(page, H1_TIMEOUT_MS);
    const sentAfterTap = () => recorder.recordsSince(beforeTap);
    if (!probe) {
      const reloaded = sentAfterTap().some((request) => request.cdpType === "Document") || (await probeGone(page));
      if (reloaded) throw new FullPageLoad("the tap caused a full page load, not a client-side navigation");
      throw new Error(`the new h1 did not appear within ${H1_TIMEOUT_MS / 1000} s`);
    }
    await recorder.waitForIdle(NETWORK_QUIET_MS, 15_000);
    const afterTap = sentAfterTap();
    if (afterTap.some((request) => request.cdpType === "Document")) throw new FullPageLoad("the tap requested a document: a full page load");

    const clickMs = recordMs(probe.clickAt!);
    const h1Ms = recordMs(probe.domAt!);
    const brief = (request: RequestRecord, zero: number): TimedBrief => ({
      path: pathOf(request.url),
      kind: request.kind,
      status: request.status,
      encoded: request.encodedBytes,
      fromCache: request.fromCache,
      mimeType: request.mimeType,
      contentEncoding: request.contentEncoding,
      protocol: request.protocol,
      startMs: round1(request.startMs - zero),
      endMs: request.endMs === null ? null : round1(request.endMs - zero),
    });
    const browserIcon = (request: RequestRecord) => request.cdpType === "Other" && icons.includes(request.url);
    // What the h1 can have waited for: requests that finished before it appeared. One still in
    // flight then (the new page's own prefetching, say) was not on the way.
    const critical = afterTap.filter((request) => request.startMs < h1Ms && request.endMs !== null && request.endMs <= h1Ms);
    const timed = critical.filter((request) => !browserIcon(request)).map((request) => brief(request, clickMs));
    return {
      ok: true,
      tapToDomMs: probe.domAt! - probe.clickAt!,
      tapToFrameMs: probe.frameAt! - probe.clickAt!,
      touchToClickMs: probe.touchAt === null ? null : probe.clickAt! - probe.touchAt,
      lastRequestToDomMs: timed.some((request) => request.endMs !== null) ? round1(h1Ms - clickMs - Math.max(...timed.map((request) => request.endMs ?? -Infinity))) : null,
      rounds: countRounds(timed),
      networkRounds: networkRounds(timed),
      requests: assignRounds(timed),
      browserIconFetches: critical.filter(browserIcon).map((request) => brief(request, clickMs)),
      afterH1: afterTap.filter((request) => !critical.includes(request)).map((request) => brief(request, clickMs)),
      beforeTap: beforeTapRecords.map((request) => brief(request, clickMs)),
      hoverEvents: probe.hover,
      effectiveType,
      fromLoadMs: await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.loadEventStart ?? null),
      linkTopBeforeScrollPx,
      viewportHeight: pair.device.viewport.height,
      documentProtocol: loadRecords.find((request) => request.cdpType === "Document")?.protocol ?? null,
    };
  } catch (error) {
    if (error instanceof FullPageLoad) return { ok: false, error: error.message, fullPageLoad: true };
    throw error;
  } finally {
    await measured.close();
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** One cell of the measurement: a pair at one RTT, on one host, at one CPU slowdown. */
export interface LatencyCell {
  pair: NavigationPair;
  rttMs: number;
  host: HostId;
  cpuSlowdown: number;
}

export function summarizeLatencyRuns(cell: LatencyCell, results: LatencyNavigationResult[]): LatencyNavigationSummary {
  const { pair, rttMs } = cell;
  const ok = results.filter((result): result is LatencyNavigationRun => result.ok);
  const failed = results.filter((result): result is FailedLatencyRun => !result.ok);
  const networkRequests = ok.flatMap((run) => [...run.beforeTap, ...run.requests, ...run.afterH1]).filter((request) => !request.fromCache);
  return {
    from: pair.from,
    to: pair.to,
    via: pair.via,
    rttMs,
    host: cell.host,
    cpuSlowdown: cell.cpuSlowdown,
    protocols: [...new Set([...ok.map((run) => run.documentProtocol), ...networkRequests.map((request) => request.protocol)].filter((protocol): protocol is string => protocol !== null))].sort(),
    runs: ok.length,
    failures: failed.map((result) => result.error),
    fullPageLoads: failed.filter((result) => result.fullPageLoad).length,
    medianTapToDomMs: medianOf(ok, (run) => run.tapToDomMs),
    medianTapToFrameMs: medianOf(ok, (run) => run.tapToFrameMs),
    medianLastRequestToDomMs: medianOf(ok, (run) => run.lastRequestToDomMs),
    medianRounds: medianOf(ok, (run) => run.rounds),
    medianNetworkRounds: medianOf(ok, (run) => run.networkRounds),
    medianNetworkRequests: medianOf(ok, (run) => run.requests.filter((request) => !request.fromCache).length),
    results,
  };
}

/** The cells in report order: pair, then RTT, then CPU, then host, so hosts sit side by side. */
export function latencyCells(pairs: readonly NavigationPair[], hosts: readonly HostId[], cpuSlowdowns: readonly number[]): LatencyCell[] {
  return pairs.flatMap((pair) => NAVIGATION_RTTS_MS.flatMap((rttMs) => cpuSlowdowns.flatMap((cpuSlowdown) => hosts.map((host) => ({ pair, rttMs, host, cpuSlowdown })))));
}

/** Every cell `runs` times, interleaved run by run. Never rejects. */
export async function measureNavigationUnderLatency(
  browserHost: BrowserHost,
  options: { hosts: readonly LatencyHost[]; pairs: readonly NavigationPair[]; cpuSlowdowns: readonly number[]; runs: number },
  log: (line: string) => void,
): Promise<LatencyNavigationSummary[]> {
  const baseUrls = new Map(options.hosts.map((host) => [host.id, host.baseUrl]));
  const cells = latencyCells(
    options.pairs,
    options.hosts.map((host) => host.id),
    options.cpuSlowdowns,
  ).map((cell) => ({ ...cell, results: [] as LatencyNavigationResult[] }));
  const runs = options.runs;
  for (let run = 1; run <= runs; run++) {
    for (const cell of cells) {
      const what = `${pairLabel(cell.pair)} at ${cell.rttMs} ms RTT, ${HOST_LABELS[cell.host]}, ${cpuLabel(cell.cpuSlowdown)}`;
      const attempt = await browserHost.attempt(`navigating ${what}`, { attempts: 3, boundMs: 180_000 }, (browser) =>
        navigateOnce(browser, baseUrls.get(cell.host)!, cell.pair, cell.rttMs, cell.cpuSlowdown),
      );
      const result: LatencyNavigationResult = attempt.ok ? { ...attempt.value, attempts: attempt.attempts } : { ok: false, attempts: attempt.attempts, error: attempt.error, fullPageLoad: false };
      cell.results.push(result);
      log(
        result.ok
          ? `${what} run ${run}/${runs}: tap → h1 ${Math.round(result.tapToDomMs)} ms, ${result.rounds} rounds (${result.requests.length} requests)`
          : `${what} run ${run}/${runs}: FAILED: ${result.error}`,
      );
    }
  }
  return cells.map((cell) => summarizeLatencyRuns(cell, cell.results));
}
