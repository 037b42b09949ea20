// The site in browsers that hold back: JavaScript turned off, local storage that throws, cookies
// (and with them storage) blocked. On a sample of page kinds the content stays readable and
// navigable, and whatever needs JavaScript or storage degrades without errors.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { RouteEntry } from "#contract/content/content-model.ts";
import { loadedAndIdle, pageHydrated, useBrowser } from "./support/browser";

const manifest = JSON.parse(readFileSync("app/generated/manifest.json", "utf8")) as RouteEntry[];
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 812 };

const SAMPLE = {
  home: "/",
  feature: "/features/selection",
  api: "/api/core/interface/TreeConfig",
  changelog: "/changelog/core",
  search: "/search",
  missing: "/no-such-page",
} as const;
const MISSING = SAMPLE.missing;
/** A page with install tabs of a groupId (they follow one another) and an inline TOC. */
const TABS_PAGE = "/getstarted";

const visible = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === "fixed").length);

describe("sample routes exist", () => {
  it("are manifest routes (and the missing one is not)", () => {
    const paths = new Set(manifest.map((route) => route.path));
    for (const route of [...Object.values(SAMPLE), TABS_PAGE].filter((r) => r !== MISSING)) expect(paths.has(route), route).toBe(true);
    expect(paths.has(MISSING)).toBe(false);
  });
});

describe("with JavaScript disabled", () => {
  const browser = useBrowser();
  const open = (viewport = DESKTOP) => browser.openPage("", { viewport, javaScriptEnabled: false });

  it("shows each sample page's prerendered content: title, headings, links, sidebar", async () => {
    const { page } = await open();
    for (const [kind, route] of Object.entries(SAMPLE)) {
      const response = await page.goto(route, { waitUntil: "load" });
      expect(response?.status(), route).toBe(route === MISSING ? 404 : 200);
      // Nothing ran: no hydration, and still everything below is there.
      expect(await page.evaluate(() => "__reactRouterContext" in window && "__reactRouterDataRouter" in window)).toBe(false);
      const h1 = (await page.locator("h1").first().textContent())?.trim();
      expect(h1, route).toBeTruthy();
      expect(await page.locator("h1").first().isVisible(), route).toBe(true);
      expect(await visible(page, "header a[href]"), `${route}: navbar links`).toBeGreaterThan(2);
      expect(await visible(page, "footer a[href]"), `${route}: footer links`).toBeGreaterThan(5);
      if (kind === "feature" || kind === "api" || kind === "changelog") {
        expect(await visible(page, 'aside[aria-label="Docs sidebar"] a[href]'), `${route}: sidebar`).toBeGreaterThan(10);
        expect(await visible(page, "article h2"), `${route}: headings`).toBeGreaterThan(1);
        expect((await page.locator("article").innerText()).length, `${route}: text`).toBeGreaterThan(1000);
      }
      if (kind === "feature") {
        // The demo shows its prerendered items.
        const items = page.locator('[role="tree"] [role="treeitem"]');
        expect(await items.count()).toBeGreaterThan(3);
        expect(await items.first().isVisible()).toBe(true);
        expect((await items.first().textContent())?.trim()).toBeTruthy();
      }
      if (kind === "search") {
        const note = page.getByRole("note").filter({ hasText: "Search needs JavaScript" });
        expect(await note.isVisible()).toBe(true);
        expect(await note.getByRole("link", { name: "API reference" }).getAttribute("href")).toBe("/api");
      }
      if (kind === "missing") expect(h1).toBe("Page not found");
    }
  });

  it("navigates by following links: sidebar, breadcrumbs, content and footer", async () => {
    const { page } = await open();
    await page.goto(SAMPLE.feature, { waitUntil: "load" });
    const sidebarLink = page.locator('aside[aria-label="Docs sidebar"] a[href^="/"]:not([aria-current])').first();
    const target = (await sidebarLink.getAttribute("href"))!;
    await Promise.all([page.waitForURL((url) => url.pathname === target), sidebarLink.click()]);
    expect(await page.locator("h1").first().textContent()).toBeTruthy();

    await Promise.all([page.waitForURL((url) => url.pathname === "/"), page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link", { name: "Home" }).click()]);
    const contentLink = page.locator('main a[href^="/features/"]').first();
    const feature = (await contentLink.getAttribute("href"))!.split("#")[0]!;
    await Promise.all([page.waitForURL((url) => url.pathname === feature), contentLink.click()]);
    await Promise.all([page.waitForURL((url) => url.pathname === "/api"), page.locator("footer").getByRole("link", { name: "API", exact: true }).click()]);
    expect(await page.locator("h1").first().textContent()).toBeTruthy();
  });

  it("hides nothing behind JavaScript: the TOC opens, every tab panel shows under its label, and phones get the sidebar", async () => {
    const { page } = await open(MOBILE);
    await page.goto(TABS_PAGE, { waitUntil: "load" });
    // The inline table of contents is a native <details>.
    const toc = page.locator('details[data-toc="inline"]');
    const firstEntry = toc.locator("a").first();
    expect(await firstEntry.isVisible()).toBe(false);
    await toc.locator("summary").click();
    expect(await firstEntry.isVisible()).toBe(true);
    // Tabs cannot switch without JavaScript, so each panel is shown with its label.
    const panels = page.getByRole("tabpanel");
    expect(await panels.count()).toBeGreaterThan(1);
    for (const panel of await panels.all()) {
      expect(await panel.isVisible()).toBe(true);
      expect(await panel.evaluate((el) => getComputedStyle(el, "::before").content)).toMatch(/^"\w+"$/);
    }
    expect(await page.getByRole("tablist").first().isVisible()).toBe(false);
    // The menu button cannot open the drawer: it is gone, and the sidebar follows the article.
    expect(await page.getByRole("button", { name: "Open navigation menu" }).isVisible()).toBe(false);
    const sidebar = page.locator('aside[aria-label="Docs sidebar"]');
    expect(await sidebar.isVisible()).toBe(true);
    const [articleBottom, sidebarTop] = await Promise.all([
      page.locator("article").evaluate((el) => el.getBoundingClientRect().bottom),
      sidebar.evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(sidebarTop).toBeGreaterThan(articleBottom);
  });
});

/** Chromium with "block all cookies": document.cookie is inert and storage access throws. */
function blockCookies() {
  const insecure = () => new DOMException("The operation is insecure.", "SecurityError");
  Object.defineProperty(Document.prototype, "cookie", {
    configurable: true,
    get() {
      throw insecure();
    },
    set() {
      throw insecure();
    },
  });
  Object.defineProperty(Navigator.prototype, "cookieEnabled", { configurable: true, get: () => false });
  for (const name of ["localStorage", "sessionStorage"]) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw insecure();
      },
    });
  }
}

/** Storage that exists but refuses every call (quota exceeded, a broken profile). */
function throwingStorage() {
  for (const method of ["getItem", "setItem", "removeItem", "clear", "key"] as const) {
    Storage.prototype[method] = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  }
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute("data-theme"));

for (const [scenario, init] of [
  ["local storage that throws on every call", throwingStorage],
  ["cookies blocked (document.cookie and storage throw)", blockCookies],
] as const) {
  describe(`with ${scenario}`, () => {
    const browser = useBrowser();

    it("loads every sample page without errors; colour mode, announcement and search work for the page", async () => {
      const { page, problems } = await browser.openPage("", { viewport: DESKTOP });
      await page.addInitScript(init);
      for (const route of Object.values(SAMPLE)) {
        problems.length = 0;
        await page.goto(route, { waitUntil: "networkidle" });
        // The scenario is really in place.
        expect(await page.evaluate(() => {
          try {
            localStorage.setItem("probe", "1");
            return "stored";
          } catch {
            return "refused";
          }
        })).toBe("refused");
        expect(await page.locator("h1").first().isVisible(), route).toBe(true);
        const unexpected = () => problems.filter((p) => !(route === MISSING && p.includes("404")));
        // 404.html is the prerendered page without React (see build-scripts/postbuild): it has
        // nothing that could touch storage beyond the theme script.
        if (route === MISSING) {
          expect(unexpected(), route).toEqual([]);
          continue;
        }

        await pageHydrated(page);
        await page.getByRole("button", { name: /Switch to dark mode/ }).click();
        expect(await theme(page), route).toBe("dark");
        await page.getByRole("button", { name: /Switch to light mode/ }).click();
        expect(await theme(page), route).toBe("light");

        await page.getByRole("button", { name: "Dismiss announcement" }).click();
        await expect.poll(() => page.getByRole("region", { name: "Announcement" }).count(), { message: route }).toBe(0);

        await page.keyboard.press("Control+K");
        await page.locator(".DocSearch-Input").waitFor();
        await page.locator(".DocSearch-Input").fill("selection");
        await page.locator(".DocSearch-Hit a").first().waitFor();
        await page.keyboard.press("Escape");
        await page.locator(".DocSearch-Modal").waitFor({ state: "detached" });

        expect(unexpected(), route).toEqual([]);
      }
    });

    it("keeps tab sets of one groupId in step on the page, without remembering the choice", async () => {
      const { page, problems } = await browser.openPage("", { viewport: DESKTOP });
      await page.addInitScript(init);
      await page.goto("/markdown-page", { waitUntil: "networkidle" });
      await pageHydrated(page);
      const lists = page.getByRole("tablist");
      expect(await lists.count()).toBeGreaterThan(1);
      const selected = (n: number) => lists.nth(n).locator('[role="tab"][aria-selected="true"]').textContent();
      await lists.nth(0).getByRole("tab", { name: "yarn" }).click();
      await expect.poll(() => selected(1)).toBe("yarn");
      await page.reload();
      await loadedAndIdle(page);
      expect(await selected(0)).toBe("npm");
      expect(problems).toEqual([]);
    });
  });
}
