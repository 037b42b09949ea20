// The advice of content/guides/accessibility.mdx on multi-selection: selectionFeature always lets
// users select several items, the library leaves aria-multiselectable out of the container props
// (guides-accessibility.test.ts), so every demo of app/demos/ whose tree lets users select several
// items has to add it. The demos are mounted one after the other from one bundle on one page, as
// demos-in-react-development.test.ts does, and each of their trees is tried with real Ctrl+clicks.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { allDemosEntry, demoIds } from "./all-demos.ts";
import { bundle, ROOT, useChromium } from "./chromium-page.ts";
import { mount, rowLocator, snapshot, useHarness } from "./support";

// React Native's View has no aria-multiselectable prop (below); its demo is left out, and its page
// says what that tree lacks in the browser.
const IDS = demoIds(["react-native"]);
const ENTRY = allDemosEntry(IDS);

const chromium = useChromium({ viewport: { width: 1000, height: 800 } });
const harness = useHarness();

describe("/guides/accessibility: aria-multiselectable", () => {
  it(claim("/guides/accessibility", "selectionFeature has no single-selection mode: a Ctrl+click on an item that is not selected always adds it to the selection."), async () => {
    const { page, problems } = await harness.open();
    await mount(page);
    const selected = async () => (await snapshot(page)).rows.filter((r) => r.selected).map((r) => r.id);
    await rowLocator(page, "docs").click();
    for (const id of ["src", "readme.md", "package.json"]) await rowLocator(page, id).click({ modifiers: ["Control"] });
    await expect.poll(selected).toEqual(["docs", "src", "package.json", "readme.md"]);
    // Its only option is the setter of the selection: nothing limits it to one item.
    const defaults = await page.evaluate(() => Object.keys(window.harness.core.selectionFeature.getDefaultConfig!({}, window.harness.tree("a")!)));
    expect(defaults).toEqual(["setSelectedItems"]);
    expect(problems).toEqual([]);
  });

  it(claim("/guides/accessibility", "So in every tree that uses it, add aria-multiselectable=\"true\" to the container yourself, as the demos on this site do"), { timeout: 180_000 }, async () => {
    const built = await bundle({ source: ENTRY });
    const { page, problems } = await chromium.open({ body: '<div id="root"></div>', bundle: built, ready: "'demos' in window" });
    const wrong: string[] = [];
    let multi = 0;
    for (const id of IDS) {
      await page.evaluate((id) => (window as unknown as { demos: { mount(id: string): void } }).demos.mount(id), id);
      // Every demo shows a tree; async demos show placeholder rows until their data arrives.
      await page.locator('[role="treeitem"]:not([aria-label="Loading…"])').first().waitFor();
      const trees = page.locator('[role="tree"]');
      for (let index = 0; index < (await trees.count()); index++) {
        const tree = trees.nth(index);
        // Two items that were not selected, Ctrl+clicked: with multi-selection both are selected now.
        const unselected = tree.locator('[role="treeitem"]:not([aria-selected="true"]):not([aria-label="Loading…"])');
        for (const _ of [1, 2]) await unselected.first().click({ modifiers: ["Control"] });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
        const several = (await tree.locator('[role="treeitem"][aria-selected="true"]').count()) >= 2;
        const attribute = await tree.getAttribute("aria-multiselectable");
        if (several) multi++;
        if ((attribute === "true") !== several) {
          wrong.push(`${id} (${await tree.getAttribute("aria-label")}): ${several ? "several items selected" : "one item at most"}, aria-multiselectable=${attribute}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(multi).toBeGreaterThan(50); // the clicks did select: every demo with selectionFeature
    expect(problems).toEqual([]);
  });

  it(claim("/guides/accessibility", "React Native's View does not take the attribute"), () => {
    const props = readFileSync(`${ROOT}node_modules/react-native/Libraries/Components/View/ViewAccessibility.d.ts`, "utf8");
    expect(props).toContain("'aria-selected'?: boolean | undefined;");
    expect(props).not.toMatch(/multiselectable/i);
  });
});
