// The site with the keyboard alone: tab order through a docs page, a visible focus indicator with
// enough contrast on every stop, the live tree as one tab stop with arrow keys inside, and the
// search dialog, mobile drawer and navbar menus opened, left and closed from the keyboard.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "~/lib/chrome/chrome-config";
import type { DocPage } from "#contract/content/content-model.ts";
import { hydrateDemos } from "./support/lazy-demos";
import { loadedAndIdle, useBrowser } from "./support/browser";
import { contrastRatio, describeSamples, installContrastProbe, type IndicatorSample } from "./support/contrast";

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 812 };
const clientDir = path.resolve(process.env.E2E_CLIENT_DIR ?? "build/client");
const docs = Object.values(JSON.parse(readFileSync("app/generated/docs.json", "utf8")) as Record<string, DocPage>);
const treesIn = (route: string) => readFileSync(path.join(clientDir, route, "index.html"), "utf8").split('role="tree"').length - 1;
/** A docs page with a table of contents and exactly one live tree: every kind of tab stop, once. */
const PAGE = docs.find((p) => p.path === "/getstarted" && p.toc.length >= 3 && treesIn(p.path) === 1) ??
  docs.find((p) => p.layout === "docs" && p.toc.length >= 3 && treesIn(p.path) === 1)!;

type Region = "skip" | "announcement" | "navbar" | "sidebar" | "content" | "toc" | "footer" | "other";

interface Stop {
  index: number;
  region: Region;
  label: string;
  /** Index of the [role=tree] the stop is in, else -1. */
  tree: number;
  /** outline and box-shadow of the element and of its first child, while focused. */
  focusedLook: string;
  samples: IndicatorSample[];
}

/** Presses Tab until focus comes back round (or leaves the page), recording every stop. */
async function tabThrough(page: Page, limit = 400): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate((index) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || el.hasAttribute("data-kb-stop")) return null;
      el.setAttribute("data-kb-stop", String(index));
      const region = el.classList.contains("skip-link")
        ? "skip"
        : el.closest('[aria-label="Announcement"]')
          ? "announcement"
          : el.closest("body > header")
            ? "navbar"
            : el.closest('aside[aria-label="Docs sidebar"]')
              ? "sidebar"
              : el.closest('aside[aria-label="Table of contents"]')
                ? "toc"
                : el.closest("#main-content")
                  ? "content"
                  : el.closest("body > footer")
                    ? "footer"
                    : "other";
      const look = (node: Element | null) => {
        if (!node) return "";
        const s = getComputedStyle(node);
        return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} ${s.outlineOffset} | ${s.boxShadow}`;
      };
      const trees = [...document.querySelectorAll('[role="tree"]')];
      const probe = (window as unknown as { __contrast: { samples(el: Element): unknown[] } }).__contrast;
      const ringOn = el.firstElementChild && getComputedStyle(el).outlineStyle === "none" ? el.firstElementChild : el;
      return {
        index,
        region,
        label: `${el.tagName.toLowerCase()}${el.getAttribute("role") ? `[role=${el.getAttribute("role")}]` : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`,
        tree: trees.findIndex((tree) => tree.contains(el)),
        focusedLook: `${look(el)} || ${look(el.firstElementChild)}`,
        samples: probe.samples(ringOn),
      };
    }, i);
    if (!stop) break;
    stops.push(stop as Stop);
  }
  return stops;
}

/** The look of every recorded stop once focus has gone elsewhere. */
async function unfocusedLooks(page: Page): Promise<Map<number, string>> {
  const looks = await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const look = (node: Element | null) => {
      if (!node) return "";
      const s = getComputedStyle(node);
      return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} ${s.outlineOffset} | ${s.boxShadow}`;
    };
    return [...document.querySelectorAll("[data-kb-stop]")].map((el) => [Number(el.getAttribute("data-kb-stop")), `${look(el)} || ${look(el.firstElementChild)}`] as const);
  });
  return new Map(looks);
}

const collapse = <T>(values: T[]) => values.filter((value, i) => i === 0 || value !== values[i - 1]);
const activeLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim() ?? null);

describe("keyboard only", () => {
  const browser = useBrowser();

  for (const theme of ["light", "dark"] as const) {
    it(`tabs through ${PAGE.path} in reading order with a visible, 3:1 focus indicator on every stop (${theme})`, async () => {
      const { page, problems } = await browser.openPage("", { viewport: DESKTOP });
      await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEYS.theme, theme]);
      await page.goto(PAGE.path);
      await loadedAndIdle(page);
      await installContrastProbe(page);
      const stops = await tabThrough(page);

      // Skip link first, then the chrome and the page in the order they are read.
      expect(stops[0]?.region).toBe("skip");
      expect(collapse(stops.map((s) => s.region)).filter((r) => r !== "announcement")).toEqual(["skip", "navbar", "sidebar", "content", "toc", "footer"]);
      const navbar = stops.filter((s) => s.region === "navbar").map((s) => s.label).join(" ");
      for (const control of ["Docs", "API", "Search", "Switch to", "Language", "Docs version"]) expect(navbar, control).toContain(control);
      expect(stops.filter((s) => s.region === "sidebar").length).toBeGreaterThan(10);
      expect(stops.filter((s) => s.region === "toc").length).toBe(PAGE.toc.length);
      expect(stops.filter((s) => s.region === "content" && s.label.startsWith("a ")).length).toBeGreaterThan(3);

      // The live tree is one tab stop (roving tabindex), on its tabindex=0 item.
      const treeStops = stops.filter((s) => s.tree >= 0);
      expect(treeStops.map((s) => s.tree)).toEqual([0]);
      expect(treeStops[0]!.label).toMatch(/\[role=treeitem\]/);

      // Every stop shows focus: its outline or box-shadow (or its first child's, for tree rows
      // that draw the ring on the visible row) changes, and the ring stands out 3:1.
      const unfocused = await unfocusedLooks(page);
      const invisible = stops.filter((s) => s.focusedLook === unfocused.get(s.index)).map((s) => s.label);
      expect(invisible).toEqual([]);
      const weak = stops
        .filter((s) => !s.samples.some((sample) => sample.kind !== "background" && contrastRatio(sample.colour, sample.against) >= 3))
        .map((s) => `${s.region} ${s.label}: ${describeSamples(s.samples) || "no ring"}`);
      expect(weak).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  for (const theme of ["light", "dark"] as const) {
    it(`shows the tree's selected, focused and keyboard-focused rows 3:1 against the tree (${theme})`, async () => {
      const { page } = await browser.openPage("", { viewport: DESKTOP });
      await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEYS.theme, theme]);
      await page.goto(PAGE.path, { waitUntil: "networkidle" });
      await hydrateDemos(page);
      await installContrastProbe(page);
      const tree = page.locator('[role="tree"]').first();
      // Select the first item, then move the keyboard focus one row down.
      await tree.locator('[role="treeitem"]').first().click();
      await page.keyboard.press("ArrowDown");
      await expect.poll(() => tree.locator('[role="treeitem"]').nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
      const rowOf = (item: string) => `${item} > .treeitem`;
      const stateContrast = async (selector: string, kinds: string[]) => {
        const samples = await page.evaluate(
          (sel) => (window as unknown as { __contrast: { samples(el: Element): IndicatorSample[] } }).__contrast.samples(document.querySelector(sel)!),
          selector,
        );
        const best = Math.max(0, ...samples.filter((x) => kinds.includes(x.kind)).map((x) => contrastRatio(x.colour, x.against)));
        return { best, description: describeSamples(samples) };
      };
      const selected = await stateContrast(rowOf('[role="treeitem"][aria-selected="true"]'), ["background", "inset box-shadow", "box-shadow", "outline"]);
      expect(selected.best, `selected row: ${selected.description}`).toBeGreaterThanOrEqual(3);
      const keyboard = await stateContrast(rowOf('[role="treeitem"][tabindex="0"]'), ["outline"]);
      expect(keyboard.best, `keyboard-focused row: ${keyboard.description}`).toBeGreaterThanOrEqual(3);
      // With the focus elsewhere, the tree still marks its focused item.
      await page.keyboard.press("Tab");
      const focused = await stateContrast(rowOf('[role="treeitem"][tabindex="0"]'), ["inset box-shadow", "box-shadow", "outline"]);
      expect(focused.best, `focused row, tree not focused: ${focused.description}`).toBeGreaterThanOrEqual(3);
    });
  }

  it("moves within the tree with the arrow keys and leaves it with one Tab", async () => {
    const { page, problems } = await browser.openDemoPage(PAGE.path, { viewport: DESKTOP });
    const tree = page.locator('[role="tree"]').first();
    // Tab from the element before the tree lands on its one tabbable item.
    await tree.locator('[role="treeitem"][tabindex="0"]').focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const first = await activeLabel(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("treeitem");

    await page.keyboard.press("ArrowDown");
    await expect.poll(() => activeLabel(page)).not.toBe(first);
    const second = await activeLabel(page);
    // Roving tabindex: the focused item is now the one tab stop.
    await expect.poll(() => tree.locator('[role="treeitem"][tabindex="0"]').getAttribute("aria-label")).toBe(second);
    expect(await tree.locator('[role="treeitem"][tabindex="0"]').count()).toBe(1);
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => activeLabel(page)).toBe(first);

    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !document.activeElement?.closest('[role="tree"]'))).toBe(true);
    await page.keyboard.press("Shift+Tab");
    expect(await activeLabel(page)).toBe(first);
    expect(problems).toEqual([]);
  });

  it("opens the search dialog from its button with Enter, and Escape returns focus to the button", async () => {
    const { page, problems } = await browser.openPage(PAGE.path, { viewport: DESKTOP });
    const button = page.getByRole("button", { name: "Search", exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    await page.locator(".DocSearch-Input").waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains("DocSearch-Input"))).toBe(true);
    await page.keyboard.type("selection");
    await page.locator(".DocSearch-Hit a").first().waitFor();
    // Arrow keys pick a result without leaving the input.
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.classList.contains("DocSearch-Input"))).toBe(true);
    await page.keyboard.press("Escape");
    await page.locator(".DocSearch-Modal").waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Search");
    expect(problems).toEqual([]);
  });

  it("opens the mobile drawer with Enter, keeps Tab inside it, and Escape returns focus to the menu button", async () => {
    const { page, problems } = await browser.openPage(PAGE.path, { viewport: MOBILE });
    const menu = page.getByRole("button", { name: "Open navigation menu" });
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    // A modal: thirty Tabs never reach the page behind it.
    const outside: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => (document.activeElement?.closest("dialog") ? null : document.activeElement?.outerHTML.slice(0, 80) ?? "none"));
      if (where && where !== "none") outside.push(where);
    }
    expect(outside).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open navigation menu");
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(problems).toEqual([]);
  });

  for (const name of ["Language", "Docs version"]) {
    it(`opens the ${name.toLowerCase()} menu with Enter and Space, tabs into it, and closes it with Escape and by tabbing away`, async () => {
      const { page, problems } = await browser.openPage(PAGE.path, { viewport: DESKTOP });
      const button = page.getByRole("button", { name: new RegExp(`^${name}:`) });
      const list = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      await button.focus();
      for (const key of ["Enter", "Space"]) {
        await page.keyboard.press(key);
        await expect.poll(() => button.getAttribute("aria-expanded"), { message: key }).toBe("true");
        expect(await list.isVisible()).toBe(true);
        // Into the list: its first link takes focus.
        await page.keyboard.press("Tab");
        expect(await page.evaluate((id) => !!document.activeElement?.closest(`[id="${id}"]`), await list.getAttribute("id"))).toBe(true);
        // The menu is light on a dark navbar: its links still show a 3:1 focus ring.
        await installContrastProbe(page);
        const ring = await page.evaluate(() =>
          (window as unknown as { __contrast: { samples(el: Element): IndicatorSample[] } }).__contrast.samples(document.activeElement!),
        );
        expect(ring.some((x) => x.kind === "outline" && contrastRatio(x.colour, x.against) >= 3), describeSamples(ring)).toBe(true);
        await page.keyboard.press("Escape");
        await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
        expect(await list.isVisible()).toBe(false);
        expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(await button.getAttribute("aria-label"));
      }
      // Tabbing out of the open menu closes it.
      await page.keyboard.press("Enter");
      await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
      const links = await list.locator("a").count();
      for (let i = 0; i <= links; i++) await page.keyboard.press("Tab");
      await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
      expect(problems).toEqual([]);
    });
  }
});
