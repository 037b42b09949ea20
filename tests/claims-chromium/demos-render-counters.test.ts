// The render counters of the demos that show how often a component rendered
// (expensive-components, expensive-components-memoized, memo-rows-forward-ref, prop-memoization,
// tree-identity), in
// React's development build under StrictMode, as a reader's app runs them: StrictMode calls each
// component twice per render there and runs a new component's effects twice, and a counter must
// still count each render that reaches the screen once. A <Profiler> around the demo counts the
// commits independently.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { bundle, useChromium } from "./chromium-page.ts";

const entry = (id: string) => `
import { Profiler, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import Demo from "./app/demos/${id}.tsx";
const w = window as unknown as { commits: number };
w.commits = 0;
createRoot(document.getElementById("root")!).render(
  <StrictMode><Profiler id="demo" onRender={() => void w.commits++}><Demo /></Profiler></StrictMode>,
);
`;

const chromium = useChromium({ viewport: { width: 1000, height: 800 } });

async function open(id: string) {
  const built = await bundle({ source: entry(id), development: true });
  // The rows come with the tree's second commit (its rebuild after the mount), the last one a mount makes.
  return chromium.open({ body: '<div id="root"></div>', bundle: built, ready: "document.querySelector('[role=treeitem]') !== null" });
}

/**
 * Waits until the tree has taken the click or key: its commit gives the focused row tabIndex 0
 * (within the input's own dispatch), and the library then moves the DOM focus there in a timer.
 */
const settle = (page: Page) =>
  page.waitForFunction(() => {
    const active = document.activeElement;
    return active?.getAttribute("role") === "treeitem" && active.getAttribute("tabindex") === "0";
  });
const commits = (page: Page) => page.evaluate(() => (window as unknown as { commits: number }).commits);
/** Each row's counter ("rendered N×"), by the row's name. */
const counters = (page: Page) =>
  page.locator('[role="treeitem"]').evaluateAll((els) =>
    Object.fromEntries(els.map((el) => [el.querySelector("span")!.firstChild!.textContent!.trim(), Number(/rendered (\d+)×/.exec(el.textContent!)?.[1])])),
  );
const row = (page: Page, name: string) => page.locator(`[role="treeitem"][aria-label="${name}"]`);

describe("render counters of the demos in React's development build with StrictMode", () => {
  it("expensive-components: every row counts each commit once", async () => {
    const { page, problems } = await open("expensive-components");
    const mounted = await counters(page);
    expect(new Set(Object.values(mounted))).toEqual(new Set([1]));
    for (const step of [() => row(page, "oslo").click(), () => page.keyboard.press("ArrowDown"), () => page.keyboard.press("ArrowDown")]) {
      const [before, commitsBefore] = [await counters(page), await commits(page)];
      await step();
      await settle(page);
      const renders = (await commits(page)) - commitsBefore;
      expect(renders).toBeGreaterThan(0);
      const after = await counters(page);
      expect(Object.keys(after).filter((name) => after[name] !== before[name]! + renders)).toEqual([]);
    }
    expect(problems).toEqual([]);
  });

  for (const id of ["expensive-components-memoized", "memo-rows-forward-ref"]) {
    it(`${id}: a memoized row counts only the renders it takes part in, once each`, async () => {
      const { page, problems } = await open(id);
      const mounted = await counters(page);
      expect(new Set(Object.values(mounted))).toEqual(new Set([1]));
      await row(page, "oslo").click(); // one commit: oslo is focused and selected, north loses the tab stop
      await settle(page);
      expect(await commits(page)).toBe(3);
      expect(await counters(page)).toEqual({ ...mounted, north: 2, oslo: 2 });
      await page.keyboard.press("ArrowDown"); // one commit: the focus moves from oslo to helsinki
      await settle(page);
      expect(await commits(page)).toBe(4);
      expect(await counters(page)).toEqual({ ...mounted, north: 2, oslo: 3, helsinki: 2 });
      expect(problems).toEqual([]);
    });
  }

  it("prop-memoization: every row starts at 1×, and on the right only the rows that changed count a click", async () => {
    const { page, problems } = await open("prop-memoization");
    const badges = (tree: string) =>
      page.locator(`[role="tree"][aria-label="${tree}"] [role="treeitem"]`).evaluateAll((els) => Object.fromEntries(els.map((el) => [el.getAttribute("aria-label")!.split(/\s/)[0], el.querySelector(".badge")!.textContent])));
    const right = "With propMemoizationFeature";
    const mounted = await badges(right);
    expect(new Set([...Object.values(mounted), ...Object.values(await badges("Without propMemoizationFeature"))])).toEqual(new Set(["1×"]));
    await page.locator(`[role="tree"][aria-label="${right}"] [role="treeitem"]`, { hasText: "oslo" }).click();
    await settle(page);
    expect(await badges(right)).toEqual({ ...mounted, north: "2×", oslo: "2×" });
    expect(problems).toEqual([]);
  });

  it("tree-identity: each summary counts its own renders once", async () => {
    const { page, problems } = await open("tree-identity");
    const summaries = () => page.locator(".demo-output").allTextContents();
    expect(await summaries()).toEqual(["tree only: 0 selected (rendered 1×)", "tree + selectedItems: 0 selected of 0 rows (rendered 1×)"]);
    await row(page, "beach.jpg").click();
    await settle(page);
    expect(await commits(page)).toBe(3);
    expect(await summaries()).toEqual(["tree only: 0 selected (rendered 1×)", "tree + selectedItems: 1 selected of 5 rows (rendered 2×)"]);
    expect(problems).toEqual([]);
  });
});
