// What each engine costs a reader beside its answers (issue 34): the bytes of the first query on
// a cold cache, and the time from the last keystroke to the answers with the CPU slowed 4x.
// Bytes are counted per file fetched, at the size a static host sends it: our files' precompressed
// .br siblings; Pagefind's text files brotli-compressed, its index and fragment files as they are
// (Pagefind writes them compressed).
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { BrowserContext, Page } from "playwright-core";

const BOUND_MS = 15_000;
/** Results whose fragments Pagefind's UI loads before it shows anything (its page size). */
export const PAGEFIND_SHOWN = 5;
export const CPU_SLOWDOWN = 4;

export interface FetchedFile {
  path: string;
  bytes: number;
}

/** The size a static host sends for `file`: its .br sibling when the build wrote one. */
export function sentBytes(file: string, compressText: boolean): number {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  if (compressText && /\.(js|json|css|html)$/.test(file)) return brotliCompressSync(readFileSync(file)).length;
  return statSync(file).size;
}

/** The files `page` fetches from `origin` while `action` runs, mapped to files under `root`. */
async function filesFetchedDuring(page: Page, origin: string, root: string, compressText: boolean, action: () => Promise<void>): Promise<FetchedFile[]> {
  const urls: string[] = [];
  const onFinished = (request: { url(): string }) => {
    if (request.url().startsWith(origin)) urls.push(new URL(request.url()).pathname);
  };
  page.on("requestfinished", onFinished);
  try {
    await action();
    await page.waitForLoadState("networkidle");
  } finally {
    page.off("requestfinished", onFinished);
  }
  return urls.map((pathname) => {
    const file = path.join(root, decodeURIComponent(pathname));
    return { path: pathname, bytes: existsSync(file) ? sentBytes(file, compressText) : 0 };
  });
}

/** Our dialog on a cold page: Ctrl+K, the query typed, until its first hit and the network is quiet. */
export async function oursFirstQueryFiles(context: BrowserContext, baseUrl: string, siteDir: string, query: string): Promise<FetchedFile[]> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
  return filesFetchedDuring(page, baseUrl, siteDir, false, async () => {
    await page.keyboard.press("Control+K");
    await page.locator(".DocSearch-Input").fill(query);
    await page.locator(".DocSearch-Hit").first().waitFor({ timeout: BOUND_MS });
  });
}

/** Pagefind on a cold page: its script loaded, the query asked, the shown results' fragments. */
export async function pagefindFirstQueryFiles(context: BrowserContext, origin: string, pagefindDir: string, query: string): Promise<FetchedFile[]> {
  const page = await context.newPage();
  await page.goto(`${origin}/index.html`, { waitUntil: "load" });
  return filesFetchedDuring(page, origin, pagefindDir, true, async () => {
    await page.evaluate(
      async ({ query, shown }) => {
        const pagefind = (await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`)) as PagefindApi;
        const found = await pagefind.search(query);
        await Promise.all(found.results.slice(0, shown).map((result) => result.data()));
      },
      { query, shown: PAGEFIND_SHOWN },
    );
  });
}

interface PagefindApi {
  search(query: string): Promise<{ results: { data(): Promise<unknown> }[] }>;
}

/** Sets the CPU slowdown of `page` (1 = none). */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate });
  await session.detach();
}

/**
 * With the dialog open and its index loaded: the box holds `query` but its last character, then
 * the last key is pressed; milliseconds from that keydown to the dialog's list changing. Null
 * when the last key changes nothing in the list (nothing to time).
 */
export async function oursLastKeyMs(page: Page, query: string): Promise<number | null> {
  const input = page.locator(".DocSearch-Input");
  await input.fill(query.slice(0, -1));
  await page.locator(".DocSearch-Hit, .DocSearch-NoResults").first().waitFor({ timeout: BOUND_MS });
  // Let the prefix's own answer settle: two frames without a change to the list.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let quietFrames = 0;
        const observer = new MutationObserver(() => (quietFrames = 0));
        observer.observe(document.querySelector(".DocSearch-Dropdown")!, { childList: true, subtree: true, characterData: true });
        const tick = () => (++quietFrames >= 2 ? (observer.disconnect(), resolve()) : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
  );
  // The watcher is in place before the key is sent; the keydown's timestamp starts the clock.
  await page.evaluate((bound) => {
    const w = window as unknown as { lastKeyMs?: Promise<number | null> };
    w.lastKeyMs = new Promise<number | null>((resolve) => {
      let keyAt: number | null = null;
      const onKey = (event: KeyboardEvent) => (keyAt ??= event.timeStamp);
      const finish = (ms: number | null) => {
        observer.disconnect();
        window.removeEventListener("keydown", onKey, { capture: true });
        clearTimeout(timer);
        resolve(ms);
      };
      const observer = new MutationObserver(() => keyAt !== null && finish(performance.now() - keyAt));
      observer.observe(document.querySelector(".DocSearch-Dropdown")!, { childList: true, subtree: true, characterData: true });
      window.addEventListener("keydown", onKey, { capture: true });
      const timer = setTimeout(() => finish(null), bound);
    });
  }, 5_000);
  await input.press(query.at(-1) === " " ? "Space" : query.at(-1)!);
  return page.evaluate(() => (window as unknown as { lastKeyMs: Promise<number | null> }).lastKeyMs);
}

/** Pagefind with its files cached by the prefix: milliseconds for `query`'s results and their shown fragments. */
export async function pagefindLastKeyMs(page: Page, query: string): Promise<number> {
  return page.evaluate(
    async ({ query, shown }) => {
      const pagefind = (await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`)) as PagefindApi;
      const prefix = await pagefind.search(query.slice(0, -1));
      await Promise.all(prefix.results.slice(0, shown).map((result) => result.data()));
      const start = performance.now();
      const found = await pagefind.search(query);
      await Promise.all(found.results.slice(0, shown).map((result) => result.data()));
      return performance.now() - start;
    },
    { query, shown: PAGEFIND_SHOWN },
  );
}
