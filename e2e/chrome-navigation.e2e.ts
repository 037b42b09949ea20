// Navigation behaviours in a real browser: scrolling on route changes, the progress bar, the
// prefetch policy, .html normalisation, the base-URL banner, reloads after a failed chunk, the
// crash page and lazily loaded parts that fail.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DocPage } from "#contract/content/content-model.ts";
import { PROGRESS_BAR_DELAY_MS } from "~/lib/chrome/chrome-config";
import { PAGE_TEXT_ATTRIBUTE, SHELL_HYDRATED_ATTRIBUTE } from "~/components/layout/hydrated-mark";
import { LINK_INTENT_DELAY_MS } from "~/runtime/prefetch-policy";
import { baseUrl, pageHydrated, useBrowser } from "./support/browser";
import { caughtUp, idleCaughtUp } from "./support/caught-up";
import { withConnection, withoutPrefetching } from "./support/connection";

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 812 };

const clientDir = path.resolve(process.env.E2E_CLIENT_DIR ?? "build/client");
const docs = JSON.parse(readFileSync("app/generated/docs.json", "utf8")) as Record<string, DocPage>;
const docsPages = Object.values(docs).filter((page) => page.layout === "docs");
const htmlOf = (route: string) => readFileSync(path.join(clientDir, route, "index.html"), "utf8");
const hasDemo = (route: string) => htmlOf(route).includes('role="tree"');
/** Long pages without live demos, in sidebar order. */
const LONG_PAGES = docsPages.filter((page) => page.toc.length >= 3 && !hasDemo(page.path)).sort((a, b) => b.toc.length - a.toc.length);
const FROM = LONG_PAGES[0]!;
/** A sidebar link target without demos, other than FROM. */
const TO = docsPages.find((page) => page.path !== FROM.path && page.path.startsWith("/guides/") && !hasDemo(page.path))!;
/** A cross-page link with a #fragment inside an article. */
const HASH_LINK = (() => {
  for (const page of docsPages) {
    if (hasDemo(page.path)) continue;
    const article = htmlOf(page.path).split("<article")[1] ?? "";
    for (const [, href] of article.matchAll(/<a [^>]*href="(\/[^"#]+#[^"]+)"/g)) {
      const [target, id] = href!.split("#");
      if (target !== page.path && docs[target!]?.toc.some((entry) => entry.id === id)) return { from: page.path, href: href!, target: target!, id: id! };
    }
  }
  throw new Error("no cross-page #anchor link in the content");
})();

const sidebarLink = (page: Page, doc: DocPage) => page.locator("aside").getByRole("navigation", { name: "Docs" }).locator(`a[href="${doc.path}"]`);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Chunk files are named after their source file; Vite adds a hash. */
const chunkOf = (name: string) => new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`);

function documentRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    if (request.resourceType() === "document" && request.frame() === page.mainFrame()) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/**
 * Whether this browser keeps a failed module fetch in its module map, so that import() of the URL
 * rejects again after the file is back (Chromium 150; 156 fetches again): tried on a module of its own.
 */
async function browserKeepsFailedModules(page: Page): Promise<boolean> {
  const url = "/assets/__module-map-probe.js";
  let available = false;
  await page.route(`**${url}`, (route) => (available ? route.fulfill({ contentType: "text/javascript", body: "export {};" }) : route.abort()));
  // A string, so that Vitest does not rewrite the import().
  const tryImport = () => page.evaluate<boolean>(`import("${url}").then(() => true, () => false)`);
  if (await tryImport()) throw new Error(`${url} loaded while it was blocked`);
  available = true;
  return !(await tryImport());
}

describe("internal links", () => {
  const browser = useBrowser();

  it("navigate in the same document and move the sidebar's current-page mark; a link to the page on screen adds no history entry", async () => {
    const { page, problems } = await browser.openPage(FROM.path, { viewport: DESKTOP });
    const marker = await page.evaluate(() => ((window as unknown as { __same: number }).__same = Math.random()));
    const current = () => page.locator('aside nav[aria-label="Docs"] a[aria-current="page"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(await current()).toEqual([FROM.path]);
    const historyLength = await page.evaluate(() => history.length);
    const dataRequests: string[] = [];
    page.on("request", (request) => new URL(request.url()).pathname.endsWith(".data") && dataRequests.push(request.url()));

    await sidebarLink(page, TO).click();
    await page.waitForURL((url) => url.pathname === TO.path);
    await expect.poll(current).toEqual([TO.path]);
    await expect.poll(() => page.locator("main h1").textContent()).toBe(TO.title);
    // A docs page renders from its compiled module, which carries its record: no .data.
    expect(dataRequests.map((url) => new URL(url).pathname).filter((path) => path === `${TO.path}.data`)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __same: number }).__same)).toBe(marker);
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);

    // A click on the link to the page on screen replaces its history entry: the entry's key changes.
    const entryKey = () => page.evaluate(() => (history.state as { key?: string } | null)?.key);
    const keyBefore = await entryKey();
    await sidebarLink(page, TO).click();
    await expect.poll(entryKey).not.toBe(keyBefore);
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
    expect(problems).toEqual([]);
  });

  it("to and from API pages fetch no .data (a host that does not know the extension would not compress it), and the API sidebar follows the package", async () => {
    const { page, problems } = await browser.openPage("/api/core/function/createTree", { viewport: DESKTOP });
    const marker = await page.evaluate(() => ((window as unknown as { __same: number }).__same = Math.random()));
    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    const apiSidebar = page.locator('aside[aria-label="Docs sidebar"] nav');
    const sidebarHas = (href: string) => apiSidebar.locator(`a[href="${href}"]`).count();
    expect(await sidebarHas("/api/core/interface/TreeConfig")).toBe(1);

    await apiSidebar.locator('a[href="/api/core/interface/TreeConfig"]').click();
    await page.waitForURL((url) => url.pathname === "/api/core/interface/TreeConfig");
    await expect.poll(() => page.locator("main h1").textContent()).toContain("TreeConfig");
    // To the other package: its items replace the first one's in the sidebar.
    await apiSidebar.locator('a[href="/api/react"]').click();
    await expect.poll(() => page.locator("main h1").textContent()).toContain("react");
    await expect.poll(() => sidebarHas("/api/react/function/useTree")).toBe(1);
    expect(await sidebarHas("/api/core/interface/TreeConfig")).toBe(0);
    // An item that does not exist: the not-found page, still in the same document.
    await page.evaluate(() => window.history.pushState(null, "", "/api/core/interface/NoSuchThing"));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent("popstate")));
    await expect.poll(() => page.locator("main h1").textContent()).toMatch(/not found/i);
    // Into the docs: the docs sidebar comes as a chunk too.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs", exact: true }).click();
    await expect.poll(() => page.locator('aside[aria-label="Docs sidebar"] a[href="/features/dnd"]').count()).toBe(1);

    const urls = requests.map((request) => new URL(request.url()).pathname);
    expect(urls.filter((url) => url.endsWith(".data"))).toEqual([]);
    expect(requests.filter((request) => request.resourceType() === "document")).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __same: number }).__same)).toBe(marker);
    expect(problems.filter((p) => !p.includes("404"))).toEqual([]);
  });

  it("leave Ctrl+click to the browser (a new tab), without navigating the page", async () => {
    const { page } = await browser.openPage(FROM.path, { viewport: DESKTOP });
    const opened = page.context().waitForEvent("page");
    await sidebarLink(page, TO).click({ modifiers: ["Control"] });
    const tab = await opened;
    await tab.waitForURL((url) => url.pathname === TO.path);
    expect(new URL(page.url()).pathname).toBe(FROM.path);
    await tab.close();
  });

  // A known bug, asserted as it is so that its fix shows here. A docs page's text hydrates once
  // its own module has arrived, after the shell. A jump within the page before that (a tap on the
  // table of contents on a slow connection) makes the router re-render, and React drops the text
  // it has not hydrated yet, until the module arrives; the jump's target is gone meanwhile.
  it("known bug: a jump within the page before its text has hydrated blanks the text until the text's module arrives", async () => {
    const { page } = await browser.openPage("", { viewport: DESKTOP });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunkOf(FROM.id.split("/").pop()!), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(FROM.path, { waitUntil: "commit" });
    await page.locator(`html[${SHELL_HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
    const headings = page.locator(`[${PAGE_TEXT_ATTRIBUTE}] h2`);
    const shown = await headings.count();
    expect(shown).toBeGreaterThan(2);
    await page.evaluate((id) => (location.hash = `#${id}`), FROM.toc.at(-1)!.id);
    await expect.poll(() => headings.count()).toBe(0);
    release();
    await expect.poll(() => headings.count()).toBe(shown);
  });
});

describe("scrolling on navigation", () => {
  const browser = useBrowser();

  it("scrolls to the top on a route change and restores the position on back and forward", async () => {
    const { page, problems } = await browser.openPage(FROM.path, { viewport: DESKTOP });
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollY(page)).toBe(1500);
    await sidebarLink(page, TO).click();
    await page.waitForURL((url) => url.pathname === TO.path);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => scrollY(page)).toBe(300);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === FROM.path);
    await expect.poll(() => scrollY(page)).toBe(1500);
    await page.goForward();
    await page.waitForURL((url) => url.pathname === TO.path);
    await expect.poll(() => scrollY(page)).toBe(300);
    expect(problems).toEqual([]);
  });

  it("restores the position on a reload", async () => {
    const { page, problems } = await browser.openPage(FROM.path, { viewport: DESKTOP });
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => scrollY(page)).toBe(1200);
    await page.reload({ waitUntil: "load" });
    // Restored by the inline script before the first paint, not by a later scroll.
    expect(await scrollY(page)).toBe(1200);
    expect(problems).toEqual([]);
  });

  it("scrolls to the #hash target of the new page", async () => {
    const { page } = await browser.openPage(HASH_LINK.from, { viewport: DESKTOP });
    const marker = await page.evaluate(() => ((window as unknown as { __same: number }).__same = Math.random()));
    await page.locator(`article a[href="${HASH_LINK.href}"]`).first().click();
    await page.waitForURL((url) => url.pathname === HASH_LINK.target && url.hash === `#${HASH_LINK.id}`);
    // A client navigation (same document), and the target heading is at the top, below the navbar.
    expect(await page.evaluate(() => (window as unknown as { __same: number }).__same)).toBe(marker);
    await expect
      .poll(() => page.locator(`[id="${HASH_LINK.id}"]`).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(0);
    const top = await page.locator(`[id="${HASH_LINK.id}"]`).evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(160);
    expect(await scrollY(page)).toBeGreaterThan(0);
  });
});

describe("progress bar", () => {
  const browser = useBrowser();

  /**
   * Opens FROM with the page's clock under the test's control and the target's page module held
   * back, starts a client navigation to TO and returns the controls. Fake time only moves on
   * `runFor`. Nothing is prefetched, so the module is requested by the navigation.
   */
  async function startHeldNavigation() {
    const { page } = await browser.openPage("", { viewport: DESKTOP });
    await withoutPrefetching(page);
    await page.clock.install();
    await page.goto(FROM.path, { waitUntil: "networkidle" });
    await pageHydrated(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested: () => void = () => {};
    const dataRequested = new Promise<void>((resolve) => (requested = resolve));
    // The target's compiled page, which a client navigation waits for.
    await page.route(chunkOf(TO.id.split("/").pop()!), async (route) => {
      requested();
      await held;
      await route.continue();
    });
    await page.evaluate(() => {
      const w = window as unknown as { __barSeen: boolean };
      w.__barSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]')) w.__barSeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    await sidebarLink(page, TO).evaluate((a) => (a as HTMLAnchorElement).click());
    // React commits the pending navigation in real time (the bar's timer starts then), and the
    // router requests the module after zero-delay timers of the paused clock: fake time moves 1 ms
    // at a time until the request goes out. A step before the commit moves nothing the bar waits for.
    let sent = false;
    void dataRequested.then(() => (sent = true));
    await expect.poll(async () => sent || (await page.clock.runFor(1), sent)).toBe(true);
    const barSeen = () => page.evaluate(() => (window as unknown as { __barSeen: boolean }).__barSeen);
    return { page, release, barSeen, bar: page.getByRole("progressbar", { name: "Loading page" }) };
  }

  it("appears once a client navigation has been pending for 200 ms, and goes away when it ends", async () => {
    const { page, release, barSeen, bar } = await startHeldNavigation();
    await page.clock.runFor(PROGRESS_BAR_DELAY_MS - 10);
    // A bar due by now would be drawn by React in real time (its scheduler is not on the paused
    // clock), and nothing marks that no render came: a fixed wait is the only check of absence.
    await page.waitForTimeout(100);
    expect(await barSeen()).toBe(false);
    await page.clock.runFor(15);
    await expect.poll(() => bar.isVisible()).toBe(true);
    release();
    await page.waitForURL((url) => url.pathname === TO.path);
    await expect.poll(() => bar.count()).toBe(0);
    // No spinner anywhere.
    expect(await page.locator('[class*="spinner" i], [aria-label*="spinner" i]').count()).toBe(0);
  });

  it("never shows for a navigation that finishes within 200 ms", async () => {
    const { page, release, barSeen } = await startHeldNavigation();
    await page.clock.runFor(PROGRESS_BAR_DELAY_MS - 60);
    release();
    await page.waitForURL((url) => url.pathname === TO.path);
    await page.waitForFunction((h1) => document.querySelector("h1")?.textContent === h1, TO.title);
    await page.clock.runFor(1000);
    // As above: time for a render that must not come.
    await page.waitForTimeout(100);
    expect(await barSeen()).toBe(false);
  });
});

describe("prefetching", () => {
  const browser = useBrowser();
  const CONNECTIONS = { "data saver": { saveData: true, effectiveType: "4g" }, "2g": { saveData: false, effectiveType: "2g" } };

  /** FROM, loaded with every request recorded, and its sidebar neighbours (the pages next to it). */
  async function openFrom(connection?: { saveData: boolean; effectiveType: string }) {
    const { page } = await browser.openPage("", { viewport: DESKTOP });
    if (connection) await withConnection(page, connection);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(FROM.path, { waitUntil: "networkidle" });
    await pageHydrated(page);
    const hrefs = await page.locator('aside nav[aria-label="Docs"] a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    const at = hrefs.indexOf(FROM.path);
    const near = [hrefs[at + 1], hrefs[at - 1]].filter((href): href is string => !!href && !!docs[href]).map((href) => docs[href]!);
    const far = docs[hrefs.filter((href) => docs[href]?.layout === "docs").at(at < hrefs.length / 2 ? -1 : 0)!]!;
    return { page, requests, near, far };
  }
  /** Requests for a docs page's own files: its compiled module, its demo stand-ins, its data. */
  const filesOf = (requests: string[], doc: DocPage) =>
    requests.filter((r) => chunkOf(doc.id.split("/").pop()!).test(r) || r === `/demo-stand-ins/${doc.id}.json` || r === `${doc.path}.data`);

  it("makes the sidebar neighbours ready before any intent; a click on one then requests nothing of that page", async () => {
    const { page, requests, near } = await openFrom();
    const [neighbour] = near;
    await expect.poll(() => filesOf(requests, neighbour!).length).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    const at = requests.length;
    await sidebarLink(page, neighbour!).click();
    await expect.poll(() => page.locator("main h1").textContent()).toBe(neighbour!.title);
    expect(filesOf(requests.slice(at), neighbour!)).toEqual([]);
  });

  it("prefetches a page on hover that was not made ready yet", async () => {
    const { page, requests, near, far } = await openFrom();
    // The idle prefetching has run: it made the neighbours ready, not the far page.
    await expect.poll(() => filesOf(requests, near[0]!).length).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    expect(filesOf(requests, far)).toEqual([]);
    await sidebarLink(page, far).hover();
    await expect.poll(() => filesOf(requests, far).length).toBeGreaterThan(0);
  });

  it("makes no page ready while the home page is idle (its hero demo spends those bytes), but does on hover", async () => {
    const { page } = await browser.openPage("", { viewport: DESKTOP });
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await page.goto("/", { waitUntil: "networkidle" });
    // The hero demo is running, so the idle time has come and gone.
    await expect.poll(() => page.locator("main [data-hydrated]").count()).toBeGreaterThan(0);
    await idleCaughtUp(page);
    const getstarted = docs["/getstarted"]!;
    expect(requests.filter((r) => chunkOf("likely-links").test(r) || chunkOf("page-code").test(r) || chunkOf("docs-page-main").test(r))).toEqual([]);
    expect(filesOf(requests, getstarted)).toEqual([]);
    await page.locator('main a[href="/getstarted"]').first().hover();
    await expect.poll(() => filesOf(requests, getstarted).length).toBeGreaterThan(0);
  });

  for (const [name, connection] of Object.entries(CONNECTIONS)) {
    it(`prefetches nothing on ${name}, neither ahead nor on hover`, async () => {
      const { page, requests, near } = await openFrom(connection);
      await sidebarLink(page, near[0]!).hover();
      // The hover has counted as intent, and the page has been idle.
      await caughtUp(page, LINK_INTENT_DELAY_MS);
      await idleCaughtUp(page);
      expect(near.flatMap((doc) => filesOf(requests, doc))).toEqual([]);
      expect(requests.filter((r) => r.startsWith("/demo-stand-ins/") || r.endsWith(".data"))).toEqual([]);
    });
  }
});

describe(".html addresses", () => {
  const browser = useBrowser();

  it("are redirected by the server to the clean path", async () => {
    for (const [from, to] of [[`${TO.path}.html`, TO.path], [`${TO.path}/index.html`, TO.path], ["/index.html", "/"]] as const) {
      const { page } = await browser.openPage(from);
      expect(new URL(page.url()).pathname, from).toBe(to);
    }
  });

  it("are cleaned in the browser when a static host serves /x/index.html as it is", async () => {
    const { page, problems } = await browser.openPage("", { viewport: DESKTOP });
    const raw = `${TO.path}/index.html`;
    await page.route(`**${raw}`, async (route) => route.fulfill({ response: await route.fetch({ url: baseUrl() + TO.path }) }));
    await page.goto(raw, { waitUntil: "networkidle" });
    // The app's first script cleans it; network idle can come before that script has run (a
    // slow CPU: at 8x throttling the URL was still /x/index.html then).
    await page.waitForURL((url) => url.pathname === TO.path);
    await expect(page.locator("h1").first().textContent()).resolves.toBe(TO.title);
    // Hydrated and routing: a sidebar link navigates without a page load.
    const marker = await page.evaluate(() => ((window as unknown as { __same: number }).__same = 7));
    await sidebarLink(page, FROM).click();
    await page.waitForURL((url) => url.pathname === FROM.path);
    expect(await page.evaluate(() => (window as unknown as { __same: number }).__same)).toBe(marker);
    expect(problems).toEqual([]);
  });

  it("are cleaned in client-side routing", async () => {
    const { page, problems } = await browser.openPage(FROM.path, { viewport: DESKTOP });
    const documents = documentRequests(page);
    await page.evaluate((to) => {
      window.history.pushState(null, "", to);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, `${TO.path}.html`);
    await page.waitForURL((url) => url.pathname === TO.path);
    await page.waitForFunction((h1) => document.querySelector("h1")?.textContent === h1, TO.title);
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe("base-URL banner", () => {
  const browser = useBrowser();

  it("explains the base-URL setting when the site is served under another base path", async () => {
    const { page } = await browser.openPage("", { viewport: DESKTOP });
    // The build sits under /docs/ now: its pages answer there, its root-relative assets 404.
    await page.route(/\/docs\//, async (route) => {
      const url = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: baseUrl() + url.pathname.replace(/^\/docs/, "") + url.search }) });
    });
    await page.route(/^http:\/\/127\.0\.0\.1:\d+\/assets\//, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(`/docs${TO.path}`, { waitUntil: "load" });
    const banner = page.getByRole("alert");
    await expect.poll(() => banner.first().textContent()).toContain("Your site did not load properly.");
    const text = await banner.first().textContent();
    expect(text).toContain("“/docs/”");
    expect(text).toContain("base path");
  });

  it("stays away when the base path is right, even if scripts fail to load", async () => {
    const { page } = await browser.openPage("", { viewport: DESKTOP });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    // The banner's check runs in the load event.
    await page.goto(TO.path, { waitUntil: "load" });
    expect(await page.locator("#base-url-banner").count()).toBe(0);
    // A healthy page has no banner either.
    await page.unrouteAll();
    await page.goto(TO.path, { waitUntil: "networkidle" });
    expect(await page.locator("#base-url-banner").count()).toBe(0);
  });
});

describe("failed chunks", () => {
  const browser = useBrowser();

  it("loads the target URL in full once when a route module fails during a client navigation", async () => {
    const { page } = await browser.openPage("", { viewport: DESKTOP });
    await withoutPrefetching(page);
    await page.goto(FROM.path, { waitUntil: "networkidle" });
    await pageHydrated(page);
    const documents = documentRequests(page);
    await page.evaluate(() => ((window as unknown as { __old: boolean }).__old = true));
    // The API route's component module is not loaded on a docs page; pretend a redeploy removed it.
    // Requests for it, by the document that made them: 0 the docs page, 1 the full load of /api.
    const chunkRequests: number[] = [];
    await page.route(chunkOf("api-page-main"), (route) => {
      chunkRequests[documents.length] = (chunkRequests[documents.length] ?? 0) + 1;
      return route.fulfill({ status: 404, body: "" });
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API", exact: true }).click();
    // The client navigation asks for the module once, then the full load of /api does: it cannot
    // load it either. Another reload would follow that failure at once, before the network is
    // quiet. (The new document asks once or twice: Chromium 156 fetches a module again after its
    // modulepreload failed, unless the import() comes while the preload is still under way.)
    await expect.poll(() => chunkRequests[1] ?? 0).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    await caughtUp(page);
    expect(await page.evaluate(() => (window as unknown as { __old?: boolean }).__old)).toBeUndefined();
    expect(documents).toEqual(["/api"]);
    expect(chunkRequests[0]).toBe(1);
  });

  it("loads the target URL in full once when a page chunk fails, then shows an error text with Retry instead of looping", async () => {
    const { page } = await browser.openPage("", { viewport: DESKTOP });
    await withoutPrefetching(page);
    await page.goto(FROM.path, { waitUntil: "networkidle" });
    await pageHydrated(page);
    const documents = documentRequests(page);
    const name = TO.path.split("/").pop()!;
    // The target's compiled MDX chunk is gone for good.
    await page.route(chunkOf(name), (route) => route.fulfill({ status: 404, body: "" }));
    await sidebarLink(page, TO).click();
    await page.waitForURL((url) => url.pathname === TO.path);
    // The reloaded page cannot load the chunk either: no second reload; the content area says
    // so and offers to retry the chunk.
    const alert = page.getByRole("alert").filter({ hasText: "could not be loaded" });
    await expect.poll(() => alert.isVisible()).toBe(true);
    await expect(alert.getByRole("button", { name: "Retry" }).isVisible()).resolves.toBe(true);
    await caughtUp(page);
    expect(documents).toEqual([TO.path]);
    expect(await page.evaluate(() => sessionStorage.getItem("chunk-reload"))).toContain(TO.path);
  });

  it("shows an error text and a Retry button when a lazily loaded component fails; Retry loads it once the site answers, by a full load where the browser keeps failed modules", async () => {
    const { page } = await browser.openPage(FROM.path, { viewport: MOBILE });
    let blocked = true;
    await page.route(chunkOf("mobile-drawer"), (route) => (blocked ? route.abort() : route.continue()));
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "The navigation menu could not be loaded." });
    await expect.poll(() => alert.isVisible()).toBe(true);
    // While the site does not answer either, Retry keeps the error text and the page.
    const documents = documentRequests(page);
    await page.route(`**${FROM.path}`, (route) => (route.request().method() === "HEAD" ? route.abort() : route.continue()));
    const siteAsked = page.waitForEvent("requestfailed", (request) => request.method() === "HEAD");
    await alert.getByRole("button", { name: "Retry" }).click();
    await siteAsked;
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(documents).toEqual([]);
    await page.unroute(`**${FROM.path}`);

    blocked = false;
    const keepsFailures = await browserKeepsFailedModules(page);
    // The new document's load event: waitForLoadState would answer for the old document at once
    // while the reload has been requested but not committed, and the tap would go to that one.
    const reloaded = keepsFailures ? page.waitForEvent("load") : undefined;
    await alert.getByRole("button", { name: "Retry" }).click();
    const dialog = page.getByRole("dialog", { name: "Navigation" });
    if (keepsFailures) {
      // Such a browser never fetches that chunk again in this document: Retry loads the page in
      // full, and the menu then opens on the next tap.
      await expect.poll(() => documents).toEqual([FROM.path]);
      await reloaded;
      await page.getByRole("button", { name: "Open navigation menu" }).click();
    }
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect(alert.count()).resolves.toBe(0);
    expect(documents).toEqual(keepsFailures ? [FROM.path] : []);
  });
});

describe("crash page (test build with DOCS_TEST_HOOKS=1)", () => {
  const browser = useBrowser();

  it("shows 'This page crashed'; 'Try again' resets it and the navbar keeps working", async () => {
    // Fails rather than skips: a run that quietly left this out would look complete.
    if (!existsSync(path.join(clientDir, "__test/crash/index.html"))) {
      throw new Error(
        `${clientDir} has no test-only crash page (a plain \`npm run build\` leaves it out, so a deploy never ships it). ` +
          "Run `npm test`, or build the test copy and point the tests at it: " +
          "`DOCS_TEST_HOOKS=1 DOCS_BUILD_DIR=.cache/test-build npm run build && E2E_CLIENT_DIR=.cache/test-build/client npm run test:e2e`.",
      );
    }
    const { page } = await browser.openPage("/__test/crash", { viewport: DESKTOP });
    const crashed = page.getByRole("heading", { name: "This page crashed" });
    await page.getByRole("button", { name: "Crash this page" }).click();
    await expect.poll(() => crashed.isVisible()).toBe(true);
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(true);

    await page.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Crash test" }).isVisible()).toBe(true);
    await expect(crashed.count()).resolves.toBe(0);

    await page.getByRole("button", { name: "Crash this page" }).click();
    await expect.poll(() => crashed.isVisible()).toBe(true);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/api");
    await expect.poll(() => crashed.count()).toBe(0);
    await expect(page.locator("h1").first().isVisible()).resolves.toBe(true);
  });
});
