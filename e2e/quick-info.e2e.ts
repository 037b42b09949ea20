// Quick info on the API names in code (app/components/mdx/quick-info.ts): nothing of it loads before
// a reader asks; a hover, a keyboard focus or a long press shows the name's signature and the first
// sentence of its reference entry, as the name's accessible description; in both themes.
import { readFileSync } from "node:fs";
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { quickInfoKey, type QuickInfoFile } from "#contract/content/quick-info.ts";
import { STORAGE_KEYS } from "~/lib/chrome/chrome-config";
import { useBrowser } from "./support/browser";

const ROUTE = "/dnd/overview";
const info = JSON.parse(readFileSync("app/generated/quick-info/dnd/overview.json", "utf8")) as QuickInfoFile;
/** A name in the page's own code blocks (not a demo's source): its link and what it should show. */
const CAN_REORDER_LINK = 'a[href="/api/core/interface/DragAndDropFeatureConfig#canReorder"]';
const CAN_REORDER = `article figure pre ${CAN_REORDER_LINK}`;

const tip = (page: Page) => page.locator('#quick-info[role="tooltip"]');
/** The quick info the build wrote for the focused name, and what the tooltip shows, with the name's description. */
const shownFor = (page: Page) =>
  page.evaluate(() => {
    const link = document.activeElement as HTMLAnchorElement;
    const element = document.getElementById("quick-info");
    return {
      key: `${link.getAttribute("href")} ${link.textContent}`,
      shown: element && !element.hidden ? element.textContent : null,
      describedBy: link.getAttribute("aria-describedby"),
    };
  });
const expected = (key: string) => info[key]!.join("");

describe("quick info on API names in code", () => {
  const browser = useBrowser();

  it("loads nothing before a reader asks; a hover shows the signature, as the name's description, and goes with the pointer", async () => {
    const { page, problems } = await browser.openPage("", { viewport: { width: 1350, height: 900 } });
    const requests: string[] = [];
    page.on("request", (request: Request) => requests.push(new URL(request.url()).pathname));
    await page.goto(ROUTE, { waitUntil: "networkidle" });
    await page.waitForSelector("html[data-page-text-hydrated]", { state: "attached" });
    const link = page.locator(CAN_REORDER).first();
    await link.scrollIntoViewIfNeeded();
    expect(requests.filter((path) => /\/assets\/(quick-info-.*\.js|[\w-]+\.json)$/.test(path))).toEqual([]);
    expect(await tip(page).count()).toBe(0);

    await link.hover();
    await expect.poll(() => tip(page).isVisible()).toBe(true);
    expect(await tip(page).textContent()).toBe("(property) canReorder?: boolean | undefined");
    expect(await link.getAttribute("aria-describedby")).toBe("quick-info");
    // The page's own file, fetched on the hover: one small JSON.
    expect(requests.filter((path) => /^\/assets\/.*\.json$/.test(path))).toHaveLength(1);
    // Below the name, inside the viewport.
    const [name, box] = await Promise.all([link.boundingBox(), tip(page).boundingBox()]);
    expect(box!.y).toBeGreaterThanOrEqual(name!.y + name!.height);
    expect(box!.x + box!.width).toBeLessThanOrEqual(1350);

    await page.mouse.move(2, 2);
    await expect.poll(() => tip(page).isHidden()).toBe(true);
    expect(await link.getAttribute("aria-describedby")).toBeNull();
    expect(problems).toEqual([]);
  });

  it("shows the summary of a documented name, from its reference entry", async () => {
    const { page, problems } = await browser.openPage(ROUTE, { viewport: { width: 1350, height: 900 } });
    const key = Object.keys(info).find((k) => info[k]![1] !== "" && k.startsWith("/api/core/interface/DragAndDropFeatureConfig#"))!;
    const [href, name] = key.split(" ");
    const link = page.locator(`pre a[href="${href}"]`).filter({ hasText: name! }).first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await expect.poll(() => tip(page).isVisible()).toBe(true);
    const [signature, summary] = info[key]!;
    expect(await tip(page).locator("code").textContent()).toBe(signature);
    expect(await tip(page).locator("p").textContent()).toBe(summary);
    expect(summary).toMatch(/^[A-Z].*\.$/);
    expect(problems).toEqual([]);
  });

  it("from the keyboard: the name Tab or an arrow key reaches shows its quick info at once; Escape hides it", async () => {
    const { page, problems } = await browser.openPage(ROUTE, { viewport: { width: 1350, height: 900 } });
    const pre = page.locator("article figure pre").filter({ has: page.locator(CAN_REORDER_LINK) }).first();
    await pre.focus();
    await page.keyboard.press("Tab");
    // The first focus loads the quick info and the page's file.
    await expect.poll(async () => (await shownFor(page)).shown).not.toBeNull();
    let now = await shownFor(page);
    expect(now).toEqual({ key: now.key, shown: expected(now.key), describedBy: "quick-info" });
    // With the file in, the next name's quick info is there as soon as the key has moved the focus:
    // read without waiting, so no timer or fetch stands between the key and the tooltip.
    for (const key of ["ArrowRight", "ArrowRight", "End", "ArrowLeft"]) {
      await page.keyboard.press(key);
      now = await shownFor(page);
      expect(now, key).toEqual({ key: now.key, shown: expected(now.key), describedBy: "quick-info" });
    }
    await page.keyboard.press("Escape");
    now = await shownFor(page);
    expect(now.shown).toBeNull();
    expect(now.describedBy).toBeNull();
    expect(problems).toEqual([]);
  });

  it("on a phone, a long press shows it and stays on the page; a tap follows the link", async () => {
    const { page, problems } = await browser.openPage(ROUTE, { viewport: { width: 375, height: 700 }, hasTouch: true, isMobile: true });
    await page.waitForSelector("html[data-page-text-hydrated]", { state: "attached" });
    const link = page.locator(CAN_REORDER).first();
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchEnd") =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x: at.x, y: at.y }] });
    await page.evaluate(() => {
      (window as unknown as { clicks: number }).clicks = 0;
      document.addEventListener("click", () => (window as unknown as { clicks: number }).clicks++, true);
    });

    await touch("touchStart");
    await expect.poll(() => tip(page).isVisible()).toBe(true);
    await touch("touchEnd");
    expect(await tip(page).textContent()).toBe("(property) canReorder?: boolean | undefined");
    // A frame later: the press made no click and the page is the same.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await page.evaluate(() => (window as unknown as { clicks: number }).clicks)).toBe(0);
    expect(new URL(page.url()).pathname).toBe(ROUTE);

    // A tap elsewhere puts it away; a tap on the name follows the link.
    await page.touchscreen.tap(5, 650);
    await expect.poll(() => tip(page).isHidden()).toBe(true);
    await link.tap();
    await page.waitForURL((url) => url.pathname === "/api/core/interface/DragAndDropFeatureConfig");
    expect(problems).toEqual([]);
  });

  for (const scheme of ["light", "dark"] as const) {
    it(`follows the ${scheme} theme`, async () => {
      const { page } = await browser.openPage("", { viewport: { width: 1350, height: 900 } });
      await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEYS.theme, scheme]);
      await page.goto(ROUTE, { waitUntil: "networkidle" });
      const link = page.locator(CAN_REORDER).first();
      await link.scrollIntoViewIfNeeded();
      await link.hover();
      await expect.poll(() => tip(page).isVisible()).toBe(true);
      const colours = await page.evaluate(() => {
        const probe = (variable: string, property: "color" | "backgroundColor") => {
          const element = document.createElement("div");
          element.style[property] = `var(${variable})`;
          document.body.append(element);
          const value = getComputedStyle(element)[property];
          element.remove();
          return value;
        };
        const style = getComputedStyle(document.getElementById("quick-info")!);
        return { background: style.backgroundColor, text: style.color, pageBackground: probe("--color-bg", "backgroundColor"), pageText: probe("--color-text", "color") };
      });
      expect(colours).toEqual({ background: colours.pageBackground, text: colours.pageText, pageBackground: colours.pageBackground, pageText: colours.pageText });
      expect(colours.background).toBe(scheme === "dark" ? "rgb(23, 24, 27)" : "rgb(255, 255, 255)");
    });
  }
});
