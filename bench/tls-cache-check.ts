// A self-check before measuring on a TLS host: the page must come over HTTP/2, and a hashed
// asset the first page loaded must come from the browser's cache (or a 304) when a second tab of
// the same context loads it again. Without the cache, every figure of navigation under latency on
// that host would be wrong: Chromium keeps no HTTP cache for a page with a certificate error, which
// is what a missing or mismatched trusted key (browser.ts) would cause.
import type { Browser, BrowserContext } from "playwright-core";
import { pathOf, type RequestRecord } from "./byte-accounting.ts";
import { withTimeout, type BrowserHost } from "./browser.ts";
import { NETWORK_QUIET_MS } from "./cdp-metrics.ts";
import { EXPECTED_PROTOCOL, SENDS_CACHE_HEADERS, type LatencyHost } from "./latency-hosts.ts";
import { NetworkRecorder } from "./network-recorder.ts";

export const CHECK_PAGE = "/getstarted";

export interface TlsCacheCheck {
  ok: boolean;
  /** The document's protocol on the first load (CDP `response.protocol`). */
  protocol: string | null;
  /** The hashed asset followed, and how the second tab got it. */
  asset: string | null;
  secondUse: "cache" | "304" | "network" | "not requested" | null;
  detail: string;
}

const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.js$/;

async function loadInNewTab(context: BrowserContext, url: string): Promise<RequestRecord[]> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  const recorder = new NetworkRecorder(session);
  await session.send("Network.enable");
  await session.send("Page.enable");
  const response = await page.goto(url, { waitUntil: "load", timeout: 30_000 });
  if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status() ?? "nothing"}`);
  await recorder.waitForIdle(NETWORK_QUIET_MS, 15_000);
  return recorder.records();
}

/**
 * The verdict of the two loads (pure, so the rules are tested). `requireCache`: the host sends
 * cache headers (SENDS_CACHE_HEADERS), so a second use must not go to the network.
 */
export function judgeTlsCache(expectedProtocol: string, first: readonly RequestRecord[], second: readonly RequestRecord[], requireCache = true): TlsCacheCheck {
  const protocol = first.find((request) => request.cdpType === "Document")?.protocol ?? null;
  const asset = first.find((request) => request.kind === "js" && !request.fromCache && HASHED_ASSET.test(pathOf(request.url)));
  if (!asset) return { ok: false, protocol, asset: null, secondUse: null, detail: "the first load requested no hashed /assets/*.js" };
  const again = second.find((request) => request.url === asset.url);
  const secondUse = !again ? "not requested" : again.fromCache ? "cache" : again.status === 304 ? "304" : "network";
  const cached = secondUse === "cache" || secondUse === "304";
  const rightProtocol = protocol === expectedProtocol;
  const problems = [
    ...(rightProtocol ? [] : [`the document came over ${protocol ?? "an unknown protocol"}, not ${expectedProtocol}`]),
    ...(cached || !requireCache ? [] : [`${pathOf(asset.url)} was ${secondUse === "network" ? "fetched again from the network" : "not requested"} by the second tab: no HTTP cache`]),
  ];
  const secondTab = cached
    ? `came from the ${secondUse === "304" ? "server as a 304" : "cache"} in a second tab`
    : `was ${secondUse === "network" ? "fetched again" : "not requested"} by a second tab (the host sends no cache headers; not checked)`;
  return {
    ok: problems.length === 0,
    protocol,
    asset: pathOf(asset.url),
    secondUse,
    detail: problems.length === 0 ? `${protocol}; ${pathOf(asset.url)} ${secondTab}` : problems.join("; "),
  };
}

/** The check in a given browser (the bench passes its own; an experiment may launch others). */
export async function checkTlsCacheIn(browser: Browser, host: LatencyHost): Promise<TlsCacheCheck> {
  const context = await browser.newContext();
  try {
    const first = await loadInNewTab(context, host.baseUrl + CHECK_PAGE);
    const second = await loadInNewTab(context, host.baseUrl + CHECK_PAGE);
    return judgeTlsCache(EXPECTED_PROTOCOL[host.id], first, second, SENDS_CACHE_HEADERS[host.id]);
  } finally {
    await withTimeout(context.close(), 10_000, "closing the context").catch(() => {});
  }
}

/** Never rejects: a failed check is a failed check. */
export async function checkTlsCache(browserHost: BrowserHost, host: LatencyHost): Promise<TlsCacheCheck> {
  const result = await browserHost.attempt(`checking h2 and the cache on ${host.baseUrl}`, { attempts: 2, boundMs: 90_000 }, (browser) => checkTlsCacheIn(browser, host));
  return result.ok ? result.value : { ok: false, protocol: null, asset: null, secondUse: null, detail: `could not check: ${result.error}` };
}
