// What the comment in app/demos/external-state-updates-async.tsx says about invalidateChildrenIds(true),
// checked on the demo as it is and on a copy that calls invalidateChildrenIds() without it. Every
// state the tree's rows go through, from the reload until the new list has arrived, is recorded.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ROOT } from "./chromium-page";
import { treeItem, useDemo } from "./demo-support";

const demos = useDemo();

const DEMO = "external-state-updates-async";
const source = readFileSync(`${ROOT}app/demos/${DEMO}.tsx`, "utf8");
const withoutTrue = source
  .replace("year.invalidateChildrenIds(true)", "year.invalidateChildrenIds()")
  .replace('from "./demo-panel.module.css"', 'from "./app/demos/demo-panel.module.css"');
if (!withoutTrue.includes("year.invalidateChildrenIds()") || withoutTrue.includes('"./demo-panel')) {
  throw new Error(`${DEMO}.tsx changed: the copy without true could not be made`);
}

interface Seen {
  /** The rows' names. */
  rows: string[];
  /** The rows with tabIndex 0. */
  tabStops: string[];
  /** The text of the row of 2024, which says when it is loading. */
  year: string;
}

/**
 * Focuses Coast, then, in one task, clicks "Add album, then reload 2024" and `also` (a button's text
 * or a row's name, if any); returns every state of the rows until the new album has arrived.
 */
async function reload(page: Page, also?: { button: string } | { row: string }): Promise<Seen[]> {
  await page.waitForFunction(() => document.querySelectorAll('[role="treeitem"]').length === 4);
  await treeItem(page, "Coast").click();
  await page.getByRole("button", { name: "Add album, then reload 2024" }).waitFor();
  await page.evaluate((also) => {
    const seen: Seen[] = ((window as any).seen = []);
    const take = () => {
      const rows = [...document.querySelectorAll<HTMLElement>('[role="treeitem"]')];
      seen.push({
        rows: rows.map((row) => row.getAttribute("aria-label")!),
        tabStops: rows.filter((row) => row.tabIndex === 0).map((row) => row.getAttribute("aria-label")!),
        year: rows.find((row) => row.getAttribute("aria-label") === "2024")?.textContent ?? "",
      });
      if (rows.some((row) => row.getAttribute("aria-label") === "New album 1")) observer.disconnect();
    };
    const observer = new MutationObserver(take);
    observer.observe(document.getElementById("demo")!, { subtree: true, childList: true, attributes: true, characterData: true });
    const button = (text: string) => [...document.querySelectorAll("button")].find((el) => el.textContent?.startsWith(text))!;
    button("Add album").click();
    if (also && "button" in also) button(also.button).click();
    if (also && "row" in also) document.querySelector<HTMLElement>(`[role="treeitem"][aria-label="${also.row}"]`)!.click();
  }, also);
  await page.waitForFunction(() => (window as any).seen.some((state: Seen) => state.rows.includes("New album 1")));
  return page.evaluate(() => (window as any).seen as Seen[]);
}

const has = (state: Seen, ...names: string[]) => names.every((name) => state.rows.includes(name));

const REBUILDS = [
  ["a rename", { button: "Rename" }],
  ["opening a folder", { row: "2023" }],
] as const;

describe("external-state-updates-async: the comment on invalidateChildrenIds(true)", () => {
  for (const [what, also] of [["nothing else", undefined], ...REBUILDS] as const) {
    it(`with true, and ${what} meanwhile: no loading state, and the year's rows and one tab stop stay`, async () => {
      const { page, problems } = await demos.open(DEMO);
      const seen = await reload(page, also);
      expect(seen.filter((state) => state.year.includes("loading"))).toEqual([]);
      for (const state of seen) {
        expect(has(state, "Wedding")).toBe(true);
        expect(has(state, "Coast") || has(state, "Coast (edited)")).toBe(true);
        expect(state.tabStops).toHaveLength(1);
      }
      expect(problems).toEqual([]);
    });
  }

  it("without true: the year shows as loading, and its rows and the tab stop stay", async () => {
    const { page, problems } = await demos.openModule(withoutTrue);
    const seen = await reload(page);
    expect(seen.some((state) => state.year.includes("loading"))).toBe(true);
    expect(seen.every((state) => has(state, "Coast", "Wedding") && state.tabStops.join() === "Coast")).toBe(true);
    expect(problems).toEqual([]);
  });

  it("without true, and a rename meanwhile: the year's rows go until the answer, and with the focused Coast among them no row has tabIndex 0", async () => {
    const { page, problems } = await demos.openModule(withoutTrue);
    const seen = await reload(page, { button: "Rename" });
    const dropped = seen.filter((state) => !has(state, "Wedding"));
    expect(dropped.length).toBeGreaterThan(0);
    expect(dropped.every((state) => !has(state, "Coast") && !has(state, "Coast (edited)") && state.tabStops.length === 0)).toBe(true);
    expect(seen.at(-1)!.rows).toEqual(["2023", "2024", "Coast (edited)", "Wedding", "New album 1"]);
    expect(seen.at(-1)!.tabStops).toEqual(["Coast (edited)"]);
    expect(problems).toEqual([]);
  });

  it("without true, and opening a folder meanwhile: the year's rows go until the answer (the focus moves to the opened folder)", async () => {
    const { page, problems } = await demos.openModule(withoutTrue);
    const seen = await reload(page, { row: "2023" });
    expect(seen.some((state) => !has(state, "Coast") && !has(state, "Wedding"))).toBe(true);
    expect(seen.at(-1)!.rows.slice(-3)).toEqual(["Coast", "Wedding", "New album 1"]);
    expect(problems).toEqual([]);
  });
});
