import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createStaticServer } from "../server/create-server.ts";
import { baseUrl, pageHydrated, useBrowser } from "./support/browser";
import { e2eClientDir } from "./support/global-setup";

// The site built for a sub-path (BASE_PATH=/headless-tree/), served under it. `npm test` builds
// it into .cache/test-build-base and runs this file alone against it (`npm run test:e2e:base`);
// vitest.e2e.config.ts picks this file for a build with a base path and the others for a build
// at the root. Every request of every page is recorded: none may leave the base path.

const BASE = inject("basePath");
const SITE = "https://headless-tree.lukasbach.com";
const under = (sitePath: string) => BASE + sitePath.replace(/^\//, "");

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const FROM = { path: "/features/selection", title: "Selecting Items" };
const TO = { path: "/features/renaming", title: "Renaming" };

describe("a build under a base path", () => {
  const browser = useBrowser();
  /** Every request of this file's pages that went outside the base path. */
  const outside: string[] = [];

  beforeAll(() => {
    // A build for the root would pass most of this file by accident.
    expect(BASE, "this file runs against a build with BASE_PATH set").not.toBe("/");
  });
  afterAll(() => {
    expect(outside).toEqual([]);
  });

  async function open(sitePath: string): Promise<{ page: Page; problems: string[]; requests: string[] }> {
    const probe = await browser.openPage("", DESKTOP);
    const requests: string[] = [];
    probe.page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol === "data:" || url.protocol === "blob:") return;
      requests.push(url.pathname);
      if (url.origin !== baseUrl() || !url.pathname.startsWith(BASE)) outside.push(request.url());
    });
    // Prefetches still in flight when a navigation starts are aborted; that is no failure.
    probe.page.on("requestfailed", (request) => {
      if (request.failure()?.errorText !== "net::ERR_ABORTED") probe.problems.push(`request failed: ${request.url()}`);
    });
    probe.page.on("response", (response) => {
      if (response.status() >= 400 && response.request().resourceType() !== "document") probe.problems.push(`${response.status()}: ${response.url()}`);
    });
    await probe.page.goto(under(sitePath), { waitUntil: "networkidle" });
    return { ...probe, requests };
  }

  it("loads a docs page with every link, asset and meta URL under the base", async () => {
    const { page, problems } = await open(FROM.path);
    expect(await page.locator("main h1").textContent()).toBe(FROM.title);
    const hrefs = await page.locator("a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(20);
    expect(hrefs.filter((href) => !href.startsWith(BASE))).toEqual([]);
    const head = await page.evaluate(() => ({
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute("content"),
      ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute("content"),
      icon: document.querySelector('link[rel="icon"]')?.getAttribute("href"),
      markdown: document.querySelector('link[rel="alternate"][type="text/markdown"]')?.getAttribute("href"),
    }));
    expect(head).toEqual({
      canonical: `${SITE}${under(FROM.path)}`,
      ogUrl: `${SITE}${under(FROM.path)}`,
      ogImage: `${SITE}${under("/social-card.png")}`,
      icon: under("/favicon.svg"),
      markdown: under(`${FROM.path}.md`),
    });
    // The app started: the base-URL banner's inline check, which runs in the load event, stayed quiet.
    await page.waitForLoadState("load");
    expect(await page.locator("#base-url-banner").count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("prefetches and navigates on the client from a sidebar link, then to an API page, fetching everything under the base", async () => {
    const { page, problems, requests } = await open(FROM.path);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.evaluate(() => ((window as unknown as { __same: number }).__same = 7));
    const sidebar = page.locator("aside").getByRole("navigation", { name: "Docs" });
    // The page's text (its module and demo stand-ins) is fetched under the base, ahead of any
    // intent (a sidebar neighbour) or at the latest on hover.
    await sidebar.locator(`a[href="${under(TO.path)}"]`).hover();
    await expect.poll(() => requests).toContain(under(`/demo-stand-ins${TO.path}.json`));
    await sidebar.locator(`a[href="${under(TO.path)}"]`).click();
    await page.waitForURL((url) => url.pathname === under(TO.path));
    await expect.poll(() => page.locator("main h1").textContent()).toBe(TO.title);
    expect(await page.evaluate(() => (window as unknown as { __same?: number }).__same)).toBe(7);
    expect(documents).toEqual([]);
    // A docs page renders from its module: no .data. An API page renders from its record, a chunk
    // of the build (app/runtime/page-code.ts): no .data either.
    expect(requests).not.toContain(`${under(TO.path)}.data`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API", exact: true }).click();
    await page.waitForURL((url) => url.pathname === under("/api"));
    await expect.poll(() => page.locator("main h1").textContent()).toBe("API");
    expect(requests.filter((r) => r.endsWith(".data"))).toEqual([]);
    // And back to the home page, at the base itself (its route has no loader, so no .data).
    await page.locator(`header a[href="${BASE}"]`).first().click();
    await page.waitForURL((url) => url.pathname === BASE);
    await expect.poll(() => page.locator("main h1").count()).toBe(1);
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("runs a demo", async () => {
    const { page, problems } = await open(FROM.path);
    const slot = page.locator("[data-demo-island]:has(section[data-demo])").first();
    await slot.evaluate((element) => element.firstElementChild?.scrollIntoView({ block: "center" }));
    await slot.locator("section[data-demo][data-hydrated]").waitFor({ state: "attached" });
    const tree = slot.locator('[role="tree"]').first();
    await tree.locator('[role="treeitem"][tabindex="0"]').focus();
    const name = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);
    const start = await name();
    await page.keyboard.press("ArrowDown");
    await expect.poll(name).not.toBe(start);
    expect(problems).toEqual([]);
  });

  it("edits a demo: the editor, its compiler and the sandbox frame load under the base", async () => {
    const { page, problems, requests } = await open(FROM.path);
    const box = page.locator("section[data-demo]").first();
    await box.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await page.locator("section[data-demo][data-hydrated]").first().waitFor();
    await box.getByRole("button", { name: "Edit", exact: true }).click();
    await expect.poll(() => box.locator("[role=status][data-state]").getAttribute("data-state")).toBe("running");
    expect(await box.frameLocator("iframe").getByRole("treeitem").count()).toBeGreaterThan(0);
    expect(requests).toContain(under("/demo-sandbox/frame"));
    expect(requests.some((path) => /\/assets\/compile-worker-/.test(path))).toBe(true);
    expect(problems).toEqual([]);
  });

  it("finds a page in the search dialog and on /search, with hit links under the base", async () => {
    const { page, problems } = await open("/api/core");
    await pageHydrated(page);
    await page.keyboard.press("Control+K");
    await page.locator(".DocSearch-Input").fill("renaming");
    const hit = page.locator(".DocSearch-Hit a").first();
    await hit.waitFor();
    expect(await hit.getAttribute("href")).toMatch(new RegExp(`^${BASE}features/renaming`));
    await hit.click();
    await page.waitForURL((url) => url.pathname.startsWith(under("/features/renaming")));
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Renaming");

    await page.goto(under("/search?q=renaming"), { waitUntil: "networkidle" });
    const result = page.locator("a[data-search-result]").first();
    await result.waitFor();
    expect(await result.getAttribute("href")).toMatch(new RegExp(`^${BASE}`));
    expect(problems).toEqual([]);
  });

  it("opens an API item page", async () => {
    const { page, problems } = await open("/api/core/interface/TreeConfig");
    expect(await page.locator("main h1").textContent()).toContain("TreeConfig");
    expect(problems).toEqual([]);
  });

  it("answers an unknown path under the base with the 404 page and suggestions under the base", async () => {
    const { page, problems } = await open("/features/selectoin");
    const response = await page.request.get(under("/features/selectoin"));
    expect(response.status()).toBe(404);
    const suggestions = page.locator("#route-suggestions a");
    await suggestions.first().waitFor();
    const hrefs = await suggestions.evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(hrefs).toContain(under("/features/selection"));
    expect(hrefs.filter((href) => !href.startsWith(BASE))).toEqual([]);
    // The browser reports the page's own 404 status on the console; nothing else may fail.
    expect(problems.filter((p) => !p.includes("status of 404"))).toEqual([]);
  });

  it("has no root-relative href or src outside the base in any prerendered page", async () => {
    const sitemap = await (await fetch(`${baseUrl()}${under("/sitemap.xml")}`)).text();
    const pages = [...sitemap.matchAll(/<loc>https:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(pages.length).toBeGreaterThan(100);
    const stray: string[] = [];
    let checked = 0;
    for (const urlPath of [...pages, under("/404.html")]) {
      const html = await (await fetch(`${baseUrl()}${urlPath}`)).text();
      for (const [, attribute] of html.matchAll(/\s(?:href|src)="(\/[^"]*)"/g)) {
        checked++;
        if (!attribute!.startsWith(BASE)) stray.push(`${urlPath}: ${attribute}`);
      }
    }
    expect(checked).toBeGreaterThan(100 * pages.length);
    expect(stray).toEqual([]);
  });

  it("publishes sitemap, robots.txt, llms.txt, feed and markdown twins with URLs under the base", async () => {
    const get = async (sitePath: string) => {
      const response = await fetch(`${baseUrl()}${under(sitePath)}`);
      expect(response.status, sitePath).toBe(200);
      return response.text();
    };
    const prefixed = `${SITE}${BASE}`;
    // Our own links: markdown link targets, and the feed's <link href> and author <uri>. (Release notes
    // quote the library's changelog, whose links to the official site are its text, not ours.)
    const urlsIn = (text: string) =>
      [...text.matchAll(/\]\((https:[^)\s]+)\)|<link [^>]*href="(https:[^"]+)"|<uri>(https:[^<]+)<\/uri>/g)].map((m) => m[1] ?? m[2] ?? m[3]!)
        .filter((url) => url.startsWith(SITE));

    const sitemap = await get("/sitemap.xml");
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(100);
    expect(locs.filter((loc) => !loc.startsWith(prefixed))).toEqual([]);
    expect(locs).toContain(`${prefixed}features/selection`);

    expect(await get("/robots.txt")).toContain(`Sitemap: ${prefixed}sitemap.xml`);
    for (const file of ["/llms.txt", "/changelog/feed.xml", `${FROM.path}.md`]) {
      const urls = urlsIn(await get(file));
      expect(urls.length, file).toBeGreaterThan(0);
      expect(
        urls.filter((url) => !url.startsWith(prefixed)),
        file,
      ).toEqual([]);
    }
  });
});

describe("the base-URL banner", () => {
  const browser = useBrowser();
  let wrongOrigin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // The same build, served at the root it was not made for.
    const server = createStaticServer({ root: e2eClientDir(), basePath: "/" });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    wrongOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  it("explains the mismatch when the build is served under another base path", async () => {
    const { page } = await browser.openPage("", { ...DESKTOP, baseURL: wrongOrigin });
    await page.goto(`${wrongOrigin}${FROM.path}`, { waitUntil: "load" });
    const banner = page.locator("#base-url-banner");
    await expect.poll(() => banner.textContent()).toContain("Your site did not load properly.");
    const text = await banner.textContent();
    expect(text).toContain(`built for the base path “${BASE}”`);
    expect(text).toContain("served under “/”");
  });
});
