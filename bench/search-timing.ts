// Search: the size of the embedded index (a hashed asset) and how fast the dialog answers.
// Cold: Ctrl+K on a freshly loaded page (the dialog's code, its CSS and the index are fetched
// then) → typing a query → first hit. Warm: with the index loaded, each keystroke → results.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { pathOf } from "./byte-accounting.ts";
import type { BrowserHost } from "./browser.ts";
import { NETWORK_QUIET_MS, openMeasuredPage } from "./cdp-metrics.ts";
import { PROFILES } from "./profiles.ts";
import { median } from "./stats.ts";

export const SEARCH_PAGE = "/getstarted";
export const FIRST_QUERY = "createTree";
export const PER_KEY_QUERY = "selection";

export interface IndexFileSize {
  file: string;
  raw: number;
  br: number | null;
  gz: number | null;
}

/** The hashed search index under assets/, with its precompressed siblings. */
export function searchIndexSizes(root: string): IndexFileSize[] {
  const assets = path.join(root, "assets");
  if (!existsSync(assets)) return [];
  const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : null);
  return readdirSync(assets)
    .filter((name) => /^search-index.*\.json$/.test(name))
    .map((name) => {
      const file = path.join(assets, name);
      return { file: `assets/${name}`, raw: statSync(file).size, br: sizeOf(`${file}.br`), gz: sizeOf(`${file}.gz`) };
    });
}

export interface SearchRun {
  /** Ctrl+K keydown → the search input in the DOM (includes fetching the dialog's code). */
  openToInputMs: number;
  /** Ctrl+K keydown → first hit, typing FIRST_QUERY included. */
  openToFirstHitMs: number;
  /** First keystroke of FIRST_QUERY → first hit (hits may come before the query is complete). */
  firstKeyToFirstHitMs: number;
  /** Median keystroke → results update while typing PER_KEY_QUERY with the index loaded. */
  keyToResultsMs: number | null;
  /** Fetched between Ctrl+K and the first hit. */
  fetchedOnOpen: { path: string; encoded: number }[];
}

interface SearchProbe {
  openAt: number | null;
  inputAt: number | null;
  firstHitAt: number | null;
  keys: number[];
  updates: number[];
}

declare global {
  interface Window {
    __searchProbe?: SearchProbe;
  }
}

class SearchMissing extends Error {}

async function searchOnce(browser: Browser, baseUrl: string): Promise<SearchRun> {
  const measured = await openMeasuredPage(browser, PROFILES.unthrottled, { cacheDisabled: false });
  const { page, recorder } = measured;
  try {
    const response = await page.goto(baseUrl + SEARCH_PAGE, { waitUntil: "load", timeout: 30_000 });
    if (response?.status() !== 200) throw new Error(`${SEARCH_PAGE} answered ${response?.status() ?? "nothing"}`);
    await recorder.waitForIdle(NETWORK_QUIET_MS, 15_000);
    if ((await page.locator('button[aria-label="Search"]').count()) === 0) throw new SearchMissing("no search button on the page");

    await page.evaluate(() => {
      const probe: SearchProbe = { openAt: null, inputAt: null, firstHitAt: null, keys: [], updates: [] };
      window.__searchProbe = probe;
      window.addEventListener(
        "keydown",
        (event) => {
          if (event.key.toLowerCase() === "k" && event.ctrlKey) probe.openAt ??= event.timeStamp;
          else if (event.key.length === 1) probe.keys.push(event.timeStamp);
        },
        { capture: true },
      );
      new MutationObserver(() => {
        const now = performance.now();
        if (probe.inputAt === null && document.querySelector(".DocSearch-Input")) probe.inputAt = now;
        const hasHit = document.querySelector(".DocSearch-Hit") !== null;
        if (probe.firstHitAt === null && hasHit) probe.firstHitAt = now;
        if (hasHit && probe.keys.length > probe.updates.length) probe.updates.push(now);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });

    const beforeOpen = recorder.mark();
    await page.keyboard.press("Control+K");
    await page.locator(".DocSearch-Input").waitFor({ timeout: 15_000 });
    await page.keyboard.type(FIRST_QUERY);
    await page.locator(".DocSearch-Hit").first().waitFor({ timeout: 15_000 });
    const first = await page.evaluate(() => window.__searchProbe!);
    await recorder.waitForIdle(NETWORK_QUIET_MS, 10_000);
    const fetchedOnOpen = recorder.recordsSince(beforeOpen).map((request) => ({ path: pathOf(request.url), encoded: request.encodedBytes }));

    await page.locator(".DocSearch-Input").fill("");
    await page.evaluate(() => {
      window.__searchProbe!.keys = [];
      window.__searchProbe!.updates = [];
    });
    const perKey: number[] = [];
    for (const char of PER_KEY_QUERY) {
      await page.keyboard.type(char);
      const updated = await page
        .waitForFunction((n) => (window.__searchProbe?.updates.length ?? 0) >= n, perKey.length + 1, { timeout: 5_000, polling: 20 })
        .then(
          () => true,
          () => false,
        );
      if (!updated) break;
      perKey.push(await page.evaluate((i) => window.__searchProbe!.updates[i]! - window.__searchProbe!.keys[i]!, perKey.length));
    }

    return {
      openToInputMs: first.inputAt! - first.openAt!,
      openToFirstHitMs: first.firstHitAt! - first.openAt!,
      firstKeyToFirstHitMs: first.firstHitAt! - first.keys[0]!,
      keyToResultsMs: median(perKey),
      fetchedOnOpen,
    };
  } finally {
    await measured.close();
  }
}

export interface SearchResult {
  index: IndexFileSize[];
  skipped: string | null;
  runs: SearchRun[];
  errors: string[];
}

export async function measureSearch(host: BrowserHost, baseUrl: string, root: string, runs: number): Promise<SearchResult> {
  const result: SearchResult = { index: searchIndexSizes(root), skipped: null, runs: [], errors: [] };
  for (let i = 0; i < runs; i++) {
    let missing: string | null = null;
    const attempt = await host.attempt("timing search", { attempts: 3, boundMs: 90_000 }, (browser) =>
      searchOnce(browser, baseUrl).catch((error: unknown) => {
        if (!(error instanceof SearchMissing)) throw error;
        missing = error.message;
        return null;
      }),
    );
    if (missing !== null) {
      result.skipped = `search UI not found (${missing}); query time not measured`;
      break;
    }
    if (attempt.ok && attempt.value) result.runs.push(attempt.value);
    else if (!attempt.ok) result.errors.push(attempt.error);
  }
  return result;
}
