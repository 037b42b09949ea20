// The two engines of the relevance benchmark, asked as a reader asks them, in Chromium:
// - ours: the query typed into the site's Ctrl+K dialog, the links read in the order it shows them
//   (DocSearch groups and caps the ranked hits, so its display is the order a reader meets);
// - Pagefind: indexing the same pages' <main>, queried through its own pagefind.js, its results
//   shown as its UI shows them with sub-results on (as Starlight does): each page, then up to three
//   of its sections.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { createIndex, close as closePagefind } from "pagefind";
import { linkOf, type ShownLink } from "./score.ts";

const BOUND_MS = 15_000;

/** Opens the dialog on `page` (a loaded page of the site) and returns a function that asks it one query. */
export async function openDialog(page: Page): Promise<(query: string) => Promise<ShownLink[]>> {
  await page.keyboard.press("Control+K");
  const input = page.locator(".DocSearch-Input");
  await input.waitFor({ timeout: BOUND_MS });
  return async (query) => {
    // An empty box shows the start screen: no hit of the last query is left to be read as this one's.
    await input.fill("");
    await page.waitForFunction(() => !document.querySelector(".DocSearch-Hit, .DocSearch-NoResults"), null, { timeout: BOUND_MS });
    await input.fill(query);
    const hrefs = await page.waitForFunction(
      () => {
        if (!document.querySelector(".DocSearch-Hit, .DocSearch-NoResults") || document.querySelector(".DocSearch-Container--Stalled")) return null;
        return [...document.querySelectorAll<HTMLAnchorElement>(".DocSearch-Hit a")].map((a) => a.href);
      },
      null,
      { timeout: BOUND_MS, polling: 50 },
    );
    return ((await hrefs.jsonValue()) as string[]).map((href) => linkOf(href));
  };
}

/**
 * Indexes the `<main>` of each route's prerendered HTML under `siteDir` with Pagefind, into
 * `outDir/pagefind/`, beside an empty page to query it from (the caller answers their requests).
 */
export async function indexWithPagefind(siteDir: string, routes: readonly string[], outDir: string): Promise<number> {
  const { index, errors } = await createIndex({ rootSelector: "main" });
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  try {
    let pages = 0;
    for (const route of routes) {
      const file = path.join(siteDir, route, "index.html");
      const content = await readFile(file, "utf8").catch(() => null);
      if (content === null) continue;
      const added = await index.addHTMLFile({ url: route, content });
      if (added.errors.length > 0) throw new Error(`Pagefind, ${route}: ${added.errors.join("; ")}`);
      pages++;
    }
    const written = await index.writeFiles({ outputPath: path.join(outDir, "pagefind") });
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, "index.html"), "<!doctype html><title>pagefind</title>");
    return pages;
  } finally {
    await closePagefind();
  }
}

interface PagefindData {
  url: string;
  sub_results: { url: string; locations: number[] }[];
}

/** Loads pagefind.js on `page` (the empty page beside the index) and returns a function that asks it one query. */
export async function openPagefind(page: Page): Promise<(query: string) => Promise<ShownLink[]>> {
  await page.evaluate(async () => {
    const w = window as unknown as { pagefind?: unknown };
    w.pagefind = await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`);
  });
  return async (query) => {
    const results = await page.evaluate(async (query) => {
      const pagefind = (window as unknown as { pagefind: { search(q: string): Promise<{ results: { data(): Promise<PagefindData> }[] }> } }).pagefind;
      const found = await pagefind.search(query);
      return Promise.all(found.results.slice(0, 10).map((result) => result.data()));
    }, query);
    return results.flatMap((data) => [data.url, ...shownSubResults(data)].map((url) => linkOf(url)));
  };
}

/**
 * The sections Pagefind's UI lists under a page: all when three or fewer, else the three with the
 * most matches, in page order; a first section at the page's own URL is the page link itself.
 */
function shownSubResults(data: PagefindData): string[] {
  const subs = data.sub_results[0]?.url === data.url ? data.sub_results.slice(1) : data.sub_results;
  if (subs.length <= 3) return subs.map((sub) => sub.url);
  const top = new Set([...subs].sort((a, b) => b.locations.length - a.locations.length).slice(0, 3).map((sub) => sub.url));
  return subs.filter((sub) => top.has(sub.url)).map((sub) => sub.url);
}
