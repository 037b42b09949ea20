// Site chrome in a real browser: navbar, drawer, footer, announcement bar, skip link, colour mode
// and the behaviours of content pages (TOC, collapsible sections, heading anchors, copy buttons).
import { CONTRAST_SHADES, TOKEN_COLOURS } from "../build-scripts/highlight/token-classes.ts";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DocPage } from "#contract/content/content-model.ts";
import { ANNOUNCEMENT, SOCIAL_LINKS, SPONSOR_LINK, STORAGE_KEYS } from "~/lib/chrome/chrome-config";
import { STORYBOOK_URL } from "#contract/site/site.ts";
import { baseUrl, loadedAndIdle, pageHydrated, useBrowser } from "./support/browser";
import { caughtUp } from "./support/caught-up";

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 812 };

// The content changes while the site grows, so pages are picked by what they contain.
const clientDir = path.resolve(process.env.E2E_CLIENT_DIR ?? "build/client");
const docs = JSON.parse(readFileSync("app/generated/docs.json", "utf8")) as Record<string, DocPage>;
const docsPages = Object.values(docs).filter((page) => page.layout === "docs");
/** The docs page with the longest table of contents (a changelog): long, many headings. */
const LONG_PAGE = docsPages.reduce((best, page) => (page.toc.length > best.toc.length ? page : best));
/** A docs page with a TOC and no live demos (so nothing but the chrome can log problems). */
const PLAIN = docsPages.find((page) => page !== LONG_PAGE && page.toc.length >= 3 && !hasDemo(page.path)) ?? LONG_PAGE;
/** The docs page with highlighted code blocks and the fewest live demos. */
const CODE = docsPages
  .filter((page) => /<figure[^>]*data-language/.test(htmlOf(page.path)))
  .sort((a, b) => demoCount(a.path) - demoCount(b.path))[0]!;

function demoCount(route: string): number {
  return htmlOf(route).split('role="tree"').length - 1;
}
function hasDemo(route: string): boolean {
  return demoCount(route) > 0;
}
function htmlOf(route: string): string {
  return readFileSync(path.join(clientDir, route, "index.html"), "utf8");
}

async function storageValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

const header = (page: Page) => page.locator("header").first();

describe("navbar", () => {
  const browser = useBrowser();

  it("has the brand, Docs, API and Storybook on the left", async () => {
    const { page, problems } = await browser.openPage(PLAIN.path, { viewport: DESKTOP });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Headless Tree", exact: true }).getAttribute("href")).resolves.toBe("/");
    await expect(nav.getByRole("link", { name: "Docs", exact: true }).getAttribute("href")).resolves.toBe("/getstarted");
    // A guide belongs to the docs section, so "Docs" is marked as the active section, but it is
    // not the current page: aria-current="page" stays for the link to the page on screen.
    await expect(nav.getByRole("link", { name: "Docs", exact: true }).getAttribute("data-section-active")).resolves.toBe("");
    await expect(nav.getByRole("link", { name: "Docs", exact: true }).getAttribute("aria-current")).resolves.toBeNull();
    await expect(nav.getByRole("link", { name: "API", exact: true }).getAttribute("href")).resolves.toBe("/api");
    await expect(nav.getByRole("link", { name: /^Storybook/ }).getAttribute("href")).resolves.toBe(STORYBOOK_URL);
    expect(problems).toEqual([]);
  });

  it("has search, colour mode, language, version, sponsor and social links with accessible names on the right", async () => {
    const { page, problems } = await browser.openPage(PLAIN.path, { viewport: DESKTOP });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button", { name: "Search" }).isVisible()).resolves.toBe(true);
    await expect(nav.getByRole("button", { name: /Switch to dark mode/ }).isVisible()).resolves.toBe(true);
    await expect(nav.getByRole("link", { name: SPONSOR_LINK.label }).getAttribute("href")).resolves.toBe(SPONSOR_LINK.href);
    for (const social of SOCIAL_LINKS) {
      const link = nav.getByRole("link", { name: social.label, exact: true });
      await expect(link.isVisible(), social.label).resolves.toBe(true);
      await expect(link.getAttribute("href")).resolves.toBe(social.href);
    }
    expect(SOCIAL_LINKS.map((s) => s.label)).toEqual(["GitHub", "Bluesky", "X (Twitter)", "Discord"]);

    // The icons are masks over currentColor: they must really paint (the SVG files load).
    const iconRequests = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name).filter((n) => n.includes("/icons/")));
    expect(iconRequests.length).toBeGreaterThanOrEqual(4);

    // Language menu: one locale, English, left to right, lang="en".
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(["en", "ltr"]);
    await nav.getByRole("button", { name: "Language: English" }).click();
    const english = nav.getByRole("link", { name: "English" });
    await expect(english.isVisible()).resolves.toBe(true);
    await expect(english.getAttribute("lang")).resolves.toBe("en");
    await page.keyboard.press("Escape");
    await expect(english.isVisible()).resolves.toBe(false);

    // Version menu: one version, "Next"; choosing it is saved.
    expect(await storageValue(page, STORAGE_KEYS.docsPreferredVersion)).toBeNull();
    await nav.getByRole("button", { name: "Docs version: Next" }).click();
    await nav.getByRole("link", { name: "Next", exact: true }).click();
    await expect.poll(() => storageValue(page, STORAGE_KEYS.docsPreferredVersion)).toBe("current");
    expect(page.url()).toContain(PLAIN.path);
    expect(problems).toEqual([]);
  });

  it("hides on scroll down and shows again on scroll up", async () => {
    const { page } = await browser.openPage(LONG_PAGE.path, { viewport: DESKTOP });
    const bottomOfHeader = () => header(page).evaluate((el) => el.getBoundingClientRect().bottom);
    expect(await bottomOfHeader()).toBeGreaterThan(0);
    await page.mouse.move(640, 500);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 250);
    await expect.poll(bottomOfHeader).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    // Sticky at the top and fully shown again.
    await expect.poll(() => header(page).evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  });

  it("never makes the page scroll sideways, from phone to desktop width", async () => {
    const { page } = await browser.openPage(PLAIN.path, { viewport: MOBILE });
    for (const width of [375, 996, 997, 1100, 1200, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `width ${width}` }).toBe(width);
    }
  });

  it("shows everything at 997 px and switches to the menu button at 996 px (the desktop breakpoint)", async () => {
    const { page } = await browser.openPage(PLAIN.path, { viewport: { width: 997, height: 800 } });
    const menuButton = page.getByRole("button", { name: "Open navigation menu" });
    const docsLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs", exact: true });
    await expect(menuButton.isVisible()).resolves.toBe(false);
    await expect(docsLink.isVisible()).resolves.toBe(true);
    await page.setViewportSize({ width: 996, height: 800 });
    await expect.poll(() => menuButton.isVisible()).toBe(true);
    await expect(docsLink.isVisible()).resolves.toBe(false);
  });
});

describe("first paint", () => {
  const browser = useBrowser();

  // On a slow connection the HTML arrives in pieces and the browser paints what it has. A navbar
  // painted half-parsed grew when the rest came: its right-hand group moved left by 200 px (a
  // layout shift the bench saw in some throttled loads). A server in front of the site here sends
  // every HTML page in two parts, cut inside that group, 700 ms apart.
  it("never paints a half-received navbar: no layout shift when the HTML arrives in two parts", async () => {
    const server = createServer((request, response) => {
      void (async () => {
        const upstream = await fetch(baseUrl() + request.url);
        const type = upstream.headers.get("content-type") ?? "application/octet-stream";
        const body = Buffer.from(await upstream.arrayBuffer());
        response.writeHead(upstream.status, { "content-type": type });
        if (!type.startsWith("text/html")) return void response.end(body);
        const html = body.toString("utf8");
        const cut = html.lastIndexOf("<button", html.indexOf('aria-label="Search"'));
        expect(cut).toBeGreaterThan(0);
        response.write(html.slice(0, cut));
        setTimeout(() => response.end(html.slice(cut)), 700);
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { page } = await browser.openPage("", { viewport: DESKTOP });
      await page.addInitScript(`(() => {
        window.__shifts = [];
        new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push(e.value); }).observe({ type: "layout-shift", buffered: true });
      })()`);
      const { port } = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}${PLAIN.path}`, { waitUntil: "networkidle" });
      // The fonts in place and a frame drawn with them: any shift they cause has been reported.
      await page.evaluate(() => document.fonts.ready);
      await caughtUp(page);
      expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
    } finally {
      server.close();
    }
  });
});

describe("mobile drawer", () => {
  const browser = useBrowser();

  it("opens on the page's sidebar, goes back to the main menu, and closes on navigation", async () => {
    const { page, problems } = await browser.openPage(PLAIN.path, { viewport: MOBILE });
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expect(page.getByRole("button", { name: "Open navigation menu" }).getAttribute("aria-expanded")).resolves.toBe("true");

    // A docs page opens on the docs sidebar, with the current page marked.
    const back = drawer.getByRole("button", { name: "Back to main menu" });
    await expect(back.isVisible()).resolves.toBe(true);
    const drawerSidebar = drawer.getByRole("navigation", { name: "Sidebar" });
    await expect(drawerSidebar.locator(`a[href="${PLAIN.path}"]`).first().getAttribute("aria-current")).resolves.toBe("page");

    await back.click();
    const mainMenuDocs = drawer.getByRole("link", { name: "Docs", exact: true });
    await expect.poll(() => mainMenuDocs.isVisible()).toBe(true);
    await expect(drawer.getByRole("link", { name: "API", exact: true }).isVisible()).resolves.toBe(true);
    await expect(drawer.getByRole("link", { name: SPONSOR_LINK.label }).isVisible()).resolves.toBe(true);
    await expect(drawer.getByRole("link", { name: "Discord" }).isVisible()).resolves.toBe(true);
    // The panel slid out of view is inert: out of the tab order and hidden from assistive technology.
    await expect(back.evaluate((el) => el.closest("[inert]") !== null)).resolves.toBe(true);
    await expect(mainMenuDocs.evaluate((el) => el.closest("[inert]") !== null)).resolves.toBe(false);

    await drawer.getByRole("button", { name: /Docs sidebar/ }).click();
    const target = docsPages.find((p) => p.path !== PLAIN.path && p !== LONG_PAGE && !hasDemo(p.path))!;
    const link = drawerSidebar.locator(`a[href="${target.path}"]`).first();
    await expect.poll(() => link.isVisible()).toBe(true);
    await link.click();
    await page.waitForURL((url) => url.pathname === target.path);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect(page.getByRole("button", { name: "Open navigation menu" }).getAttribute("aria-expanded")).resolves.toBe("false");
    expect(problems).toEqual([]);
  });

  it("closes with Escape and when the viewport grows past the breakpoint", async () => {
    const { page } = await browser.openPage("/api", { viewport: MOBILE });
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    const menuButton = page.getByRole("button", { name: "Open navigation menu" });
    await menuButton.click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    // Focus moved into the modal drawer.
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.isVisible()).toBe(false);

    await menuButton.click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await page.setViewportSize({ width: 1100, height: 812 });
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.setViewportSize(MOBILE);
    await expect(drawer.isVisible()).resolves.toBe(false);
  });
});

describe("footer", () => {
  const browser = useBrowser();

  it("has the docs, project and community links and no generator credit", async () => {
    const { page } = await browser.openPage("/", { viewport: DESKTOP });
    const footer = page.locator("footer");
    for (const heading of ["Docs", "Project", "Community", "More from the author"]) {
      await expect(footer.getByRole("heading", { name: heading, exact: true }).isVisible(), heading).resolves.toBe(true);
    }
    await expect(footer.getByRole("link", { name: "Get Started" }).getAttribute("href")).resolves.toBe("/getstarted");
    await expect(footer.getByRole("link", { name: "API", exact: true }).getAttribute("href")).resolves.toBe("/api");
    await expect(footer.getByRole("link", { name: "GitHub", exact: true }).first().getAttribute("href")).resolves.toBe("https://github.com/lukasbach/headless-tree");
    await expect(footer.getByRole("link", { name: "Discord" }).first().getAttribute("href")).resolves.toBe("https://discord.gg/KuZ6EezzVw");
    await expect(footer.getByRole("link", { name: "Orion" }).getAttribute("href")).resolves.toBe("https://orion.lukasbach.com");
    const text = await footer.innerText();
    expect(text).toMatch(/Copyright © \d{4} Lukas Bach/);
    expect(text).not.toMatch(/built with/i);
  });

  it("shows the year of the build, also to a reader whose clock is already in the next year, without a hydration mismatch", async () => {
    const { page, problems } = await browser.openPage("", { viewport: DESKTOP });
    const html = await (await page.request.get("/")).text();
    const buildYear = Number(/Copyright © (?:<!-- -->)?(\d{4})/.exec(html)?.[1]);
    expect(buildYear).toBeGreaterThanOrEqual(2025);
    await page.clock.setFixedTime(new Date(`${buildYear + 1}-01-01T00:00:10Z`));
    await page.goto("/", { waitUntil: "networkidle" });
    expect(await page.evaluate(() => new Date().getFullYear())).toBe(buildYear + 1);
    // A page that hydrated sets the theme from its toggle; one whose hydration failed re-renders
    // from scratch and logs the mismatch.
    await page.getByRole("button", { name: /Switch to dark mode/ }).first().click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    expect(await page.locator("footer").innerText()).toContain(`Copyright © ${buildYear} Lukas Bach`);
    expect(problems).toEqual([]);
  });
});

describe("announcement bar", () => {
  const browser = useBrowser();
  const id = ANNOUNCEMENT!.id;

  it("can be dismissed, stays dismissed across loads without flashing in, and returns for a new id", async () => {
    const { page } = await browser.openPage("/", { viewport: DESKTOP });
    const bar = page.getByRole("region", { name: "Announcement" });
    await expect(bar.isVisible()).resolves.toBe(true);
    await bar.getByRole("button", { name: "Dismiss announcement" }).click();
    await expect(bar.count()).resolves.toBe(0);
    expect(await storageValue(page, STORAGE_KEYS.announcementDismissed)).toBe("true");
    expect(await storageValue(page, STORAGE_KEYS.announcementId)).toBe(id);

    // On the next load the head script hides the bar before the first paint: watch every frame.
    await page.addInitScript(() => {
      (window as unknown as { __barSeen: boolean }).__barSeen = false;
      const check = () => {
        const el = document.querySelector('[aria-label="Announcement"]');
        if (el && el.getBoundingClientRect().height > 0) (window as unknown as { __barSeen: boolean }).__barSeen = true;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.reload();
    await loadedAndIdle(page);
    await expect(bar.isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __barSeen: boolean }).__barSeen)).toBe(false);

    // A dismissal recorded for an older announcement does not hide the current one.
    await page.evaluate((key) => localStorage.setItem(key, "an-older-announcement"), STORAGE_KEYS.announcementId);
    await page.reload();
    await loadedAndIdle(page);
    await expect(bar.isVisible()).resolves.toBe(true);
    expect(await storageValue(page, STORAGE_KEYS.announcementId)).toBe(id);
    expect(await storageValue(page, STORAGE_KEYS.announcementDismissed)).toBe("false");
  });
});

describe("skip link", () => {
  const browser = useBrowser();

  it("is the first tab stop and moves focus to the main content", async () => {
    const { page } = await browser.openPage(PLAIN.path, { viewport: DESKTOP });
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const box = el.getBoundingClientRect();
      return { text: el.textContent, top: box.top, height: box.height };
    });
    expect(focused.text).toBe("Skip to main content");
    // Visible while focused.
    expect(focused.top).toBeGreaterThanOrEqual(0);
    expect(focused.height).toBeGreaterThan(10);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main-content");
    // The next Tab continues inside the main content, not in the navbar.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("#main-content"))).toBe(true);
  });
});

describe("colour mode", () => {
  const browser = useBrowser();
  const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute("data-theme"));

  it("starts light without a saved choice, even when the system prefers dark", async () => {
    const { page } = await browser.openPage(PLAIN.path, { viewport: DESKTOP, colorScheme: "dark" });
    expect(await theme(page)).toBe("light");
    expect(await storageValue(page, STORAGE_KEYS.theme)).toBeNull();
  });

  it("toggles, saves the choice under `theme` and keeps it on the next load", async () => {
    const { page, problems } = await browser.openPage(PLAIN.path, { viewport: DESKTOP });
    await page.getByRole("button", { name: /Switch to dark mode/ }).click();
    expect(await theme(page)).toBe("dark");
    expect(await storageValue(page, STORAGE_KEYS.theme)).toBe("dark");
    await expect(page.getByRole("button", { name: /currently dark mode/ }).isVisible()).resolves.toBe(true);
    await page.reload({ waitUntil: "networkidle" });
    await pageHydrated(page);
    expect(await theme(page)).toBe("dark");
    await page.getByRole("button", { name: /Switch to light mode/ }).click();
    expect(await storageValue(page, STORAGE_KEYS.theme)).toBe("light");
    expect(problems).toEqual([]);
  });

  it("applies the saved mode before any app script runs (no flash)", async () => {
    const { page } = await browser.openPage("", { viewport: DESKTOP });
    await page.addInitScript((key) => localStorage.setItem(key, "dark"), STORAGE_KEYS.theme);
    // Without the app's JavaScript only the inline head script can set the theme.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(PLAIN.path, { waitUntil: "load" });
    expect(await theme(page)).toBe("dark");
    // And the dark tokens apply: the page background is dark, not the light default (white).
    const [r, g, b] = (await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(150);
  });

  it("follows a change made in another tab at once", async () => {
    const { page } = await browser.openPage(PLAIN.path, { viewport: DESKTOP });
    const other = await page.context().newPage();
    await other.goto(LONG_PAGE.path, { waitUntil: "networkidle" });
    await other.getByRole("button", { name: /Switch to dark mode/ }).click();
    await expect.poll(() => theme(page)).toBe("dark");
    await expect(page.getByRole("button", { name: /currently dark mode/ }).isVisible()).resolves.toBe(true);
    await other.close();
  });

  it("switches code blocks between the light and the dark highlight theme", async () => {
    const { page } = await browser.openPage(CODE.path, { viewport: DESKTOP });
    const colours = () =>
      page.evaluate(() => {
        const pre = document.querySelector("pre.shiki") as HTMLElement;
        const token = [...pre.querySelectorAll(".line > span")].find((s) => /^l\d+ d\d+$/.test(s.className)) as HTMLElement;
        return { pre: getComputedStyle(pre).backgroundColor, token: getComputedStyle(token).color, dark: Number(token.className.split(" d")[1]) };
      });
    const light = await colours();
    await page.getByRole("button", { name: /Switch to dark mode/ }).click();
    const dark = await colours();
    expect(dark.pre).not.toBe(light.pre);
    expect(dark.token).not.toBe(light.token);
    // The token now shows exactly its dark class's colour: github-dark's, or the site's shade where it misses AA.
    const hexOf = TOKEN_COLOURS.dark[dark.dark]!;
    const expected = await page.evaluate((hex) => {
      const probe = document.createElement("span");
      probe.style.color = hex;
      document.body.append(probe);
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    }, CONTRAST_SHADES.dark[hexOf] ?? hexOf);
    expect(dark.token).toBe(expected);
  });

  it("works when local storage throws (private mode): no crash, the toggle still switches", async () => {
    const { page, problems } = await browser.openPage("", { viewport: DESKTOP });
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await page.goto(PLAIN.path, { waitUntil: "networkidle" });
    await pageHydrated(page);
    expect(await theme(page)).toBe("light");
    await page.getByRole("button", { name: /Switch to dark mode/ }).click();
    expect(await theme(page)).toBe("dark");
    await page.getByRole("button", { name: "Dismiss announcement" }).click();
    await expect(page.getByRole("region", { name: "Announcement" }).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });
});

describe("content page behaviours", () => {
  const browser = useBrowser();

  it("turns the table of contents into a collapsible 'On this page' section above the article below the breakpoint", async () => {
    const { page } = await browser.openPage(PLAIN.path, { viewport: MOBILE });
    const column = page.locator('[data-toc="column"]');
    const inline = page.locator('details[data-toc="inline"]');
    await expect(column.isVisible()).resolves.toBe(false);
    await expect(inline.isVisible()).resolves.toBe(true);
    const above = await page.evaluate(() => {
      const toc = document.querySelector('details[data-toc="inline"]')!.getBoundingClientRect();
      const article = document.querySelector("article")!.getBoundingClientRect();
      return toc.bottom <= article.top;
    });
    expect(above).toBe(true);
    const firstEntry = inline.getByRole("link", { name: PLAIN.toc[0]!.text });
    await expect(firstEntry.isVisible()).resolves.toBe(false);
    await inline.locator("summary").click();
    await expect.poll(() => firstEntry.isVisible()).toBe(true);
    await expect(inline.evaluate((el) => (el as HTMLDetailsElement).open)).resolves.toBe(true);

    await page.setViewportSize(DESKTOP);
    await expect(column.isVisible()).resolves.toBe(true);
    await expect(inline.isVisible()).resolves.toBe(false);
  });

  it("animates collapsible sections with a duration that grows with their height, and 1 ms under reduced motion", async () => {
    const measure = async (reducedMotion: "reduce" | "no-preference") => {
      const { page } = await browser.openPage("", { viewport: DESKTOP, reducedMotion });
      // Records the timing of every animation started on a <details> (a 1 ms one is over before we could look).
      await page.addInitScript(() => {
        const log: Record<string, number[]> = ((window as unknown as { __anims: Record<string, number[]> }).__anims = {});
        const original = Element.prototype.animate;
        Element.prototype.animate = function (this: Element, keyframes, options) {
          if (this instanceof HTMLDetailsElement) (log[this.id] ??= []).push(Number(typeof options === "number" ? options : options?.duration));
          return original.call(this, keyframes, options);
        };
      });
      await page.goto(PLAIN.path, { waitUntil: "networkidle" });
      await pageHydrated(page);
      // Two <details> like the ones MDX content renders: a short one and a tall one.
      await page.evaluate(() => {
        const article = document.querySelector("article")!;
        for (const [id, lines] of [["short", 1], ["tall", 40]] as const) {
          const details = document.createElement("details");
          details.id = id;
          details.innerHTML = `<summary>${id}</summary>` + "<p>line</p>".repeat(lines);
          article.prepend(details);
        }
      });
      const open = async (id: string) => {
        await page.locator(`#${id} > summary`).click();
        return page.evaluate((sel) => {
          const durations = (window as unknown as { __anims: Record<string, number[]> }).__anims[sel] ?? [];
          return { duration: durations.at(-1) ?? 0, open: (document.getElementById(sel) as HTMLDetailsElement).open };
        }, id);
      };
      const short = await open("short");
      const tall = await open("tall");
      // Closing animates too and ends closed.
      await page.locator("#tall > summary").click();
      await expect.poll(() => page.evaluate(() => (document.getElementById("tall") as HTMLDetailsElement).open)).toBe(false);
      return { short, tall };
    };

    const normal = await measure("no-preference");
    expect(normal.short.open).toBe(true);
    expect(normal.short.duration).toBeGreaterThan(50);
    expect(normal.tall.duration).toBeGreaterThan(normal.short.duration);
    expect(normal.tall.duration).toBeLessThanOrEqual(600);

    const reduced = await measure("reduce");
    expect(reduced.short.duration).toBe(1);
    expect(reduced.tall.duration).toBe(1);
  });

  it("gives headings anchor links that put the heading in view below the navbar", async () => {
    const { page } = await browser.openPage(LONG_PAGE.path, { viewport: DESKTOP });
    const entry = LONG_PAGE.toc[5]!;
    const heading = page.locator(`[id="${entry.id}"]`);
    const anchor = heading.locator("a.heading-anchor");
    await expect(anchor.getAttribute("href")).resolves.toBe(`#${entry.id}`);
    await expect(anchor.getAttribute("aria-label")).resolves.toBe(`Direct link to ${entry.text}`);
    await heading.scrollIntoViewIfNeeded();
    await heading.hover();
    await expect.poll(() => anchor.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await anchor.click();
    expect(new URL(page.url()).hash).toBe(`#${entry.id}`);
    await expect
      .poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(0);
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(160);
  });

  it("copies a code block with a copy button and shows feedback", async () => {
    const { page } = await browser.openPage("", { viewport: DESKTOP, permissions: ["clipboard-read", "clipboard-write"] });
    await page.goto(CODE.path, { waitUntil: "networkidle" });
    await pageHydrated(page);
    const block = page.locator("article figure[data-language]:has(pre.shiki)").first();
    await block.hover();
    const button = block.getByRole("button", { name: "Copy code to clipboard" });
    await expect(button.isVisible()).resolves.toBe(true);
    await button.click();
    await expect.poll(() => block.getByRole("button", { name: "Copied" }).isVisible()).toBe(true);
    const expected = await block.locator("pre").evaluate((el) => el.textContent);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(expected);
    expect(copied.length).toBeGreaterThan(10);
    // The feedback goes away after about two seconds.
    await expect.poll(() => button.isVisible()).toBe(true);
  });

  it("highlights the table-of-contents entry of the heading in view", async () => {
    const { page } = await browser.openPage(LONG_PAGE.path, { viewport: DESKTOP });
    const column = page.locator('[data-toc="column"]');
    const current = () => column.locator('a[aria-current="location"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const entry of [LONG_PAGE.toc[8]!, LONG_PAGE.toc[3]!]) {
      await page.locator(`[id="${entry.id}"]`).evaluate((el) => el.scrollIntoView({ block: "start" }));
      await expect.poll(current).toEqual([`#${entry.id}`]);
    }
  });
});
