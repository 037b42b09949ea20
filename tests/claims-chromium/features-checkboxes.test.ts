// Claims of content/features/checkboxes.mdx that need real clicks, focus and keys: the checkbox
// props, the click and focus handling the page recommends, the demo, and the page's
// one-per-folder feature driven by clicks on its checkboxes.
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { sampleAsCommonJs } from "../claims/page-code";
import { focusedName, tabIntoTree, treeItem, useDemo } from "./demo-support";
import { nextFrame, row, rowLocator, snapshot, useHarness } from "./support";

const PAGE = "/features/checkboxes";
const harness = useHarness();
const demos = useDemo();

/** The harness with checkboxes: its rows render `<input type="checkbox" {...item.getCheckboxProps()} />` and nothing else. */
async function mountWithCheckboxes(page: import("playwright-core").Page, config: Record<string, unknown> = {}) {
  await page.evaluate(async (config) => {
    const c = window.harness.core;
    await window.harness.mount("a", {
      features: [c.syncDataLoaderFeature, c.selectionFeature, c.hotkeysCoreFeature, c.dragAndDropFeature, c.checkboxesFeature],
      config: { initialState: { expandedItems: ["docs", "src"] }, ...config },
    });
  }, config);
}
const checkbox = (page: import("playwright-core").Page, id: string) => page.locator(`[data-checkbox="${id}"]`);
const boxState = (page: import("playwright-core").Page, id: string) =>
  checkbox(page, id).evaluate((el: HTMLInputElement) => ({ checked: el.checked, indeterminate: el.indeterminate }));

describe(`${PAGE}: Rendering checkboxes`, () => {
  it(claim("/features/checkboxes", "The props set checked, toggle the item on change, and set the input's indeterminate flag when a folder is partly checked"), async () => {
    const { page, problems } = await harness.open();
    await mountWithCheckboxes(page);
    expect(await boxState(page, "intro.md")).toEqual({ checked: false, indeterminate: false });
    await checkbox(page, "intro.md").click();
    await page.waitForFunction(() => window.harness.tree("a")!.getState().checkedItems.includes("intro.md"));
    expect(await boxState(page, "intro.md")).toEqual({ checked: true, indeterminate: false });
    expect(await boxState(page, "docs")).toEqual({ checked: false, indeterminate: true });
    await checkbox(page, "guide.md").click();
    await checkbox(page, "faq.md").click();
    await page.waitForFunction(() => window.harness.tree("a")!.getState().checkedItems.length === 3);
    expect(await boxState(page, "docs")).toEqual({ checked: true, indeterminate: false });
    await checkbox(page, "intro.md").click();
    await page.waitForFunction(() => !window.harness.tree("a")!.getState().checkedItems.includes("intro.md"));
    expect(await boxState(page, "intro.md")).toEqual({ checked: false, indeterminate: false });
    expect(problems).toEqual([]);
  });

  it(claim("/features/checkboxes", "The checkbox's click does not bubble up to the item, whose own click handler would otherwise also open or close a folder."), async () => {
    // Without stopPropagation (the harness's rows): a click on a folder's checkbox also closes the folder.
    const { page } = await harness.open();
    await mountWithCheckboxes(page);
    await checkbox(page, "docs").click();
    await nextFrame(page);
    expect((await row(page, "docs")).expanded).toBe(false);
    // With it (the demo): the folder stays open and is checked.
    const demo = await demos.open("checkboxes-propagation");
    await demo.page.getByRole("checkbox", { name: "Check fruit" }).click();
    await expect.poll(() => treeItem(demo.page, "fruit").getAttribute("aria-checked")).toBe("true");
    expect(await treeItem(demo.page, "fruit").getAttribute("aria-expanded")).toBe("true");
    expect(demo.problems).toEqual([]);
  });

  it(claim("/features/checkboxes", "a click focuses the checkbox, and while an <input> has the focus the tree's hotkeys do not run, so the arrow keys would do nothing."), async () => {
    const { page } = await harness.open();
    await mountWithCheckboxes(page);
    await rowLocator(page, "intro.md").click();
    await checkbox(page, "intro.md").click();
    expect((await snapshot(page)).activeElement).toBe("input");
    await page.keyboard.press("ArrowDown");
    await nextFrame(page);
    expect((await snapshot(page)).rows.find((r) => r.focused)?.id).toBe("intro.md");
    // The demo hands the focus back to the row, and ArrowDown moves on.
    const demo = await demos.open("checkboxes-propagation");
    await demo.page.getByRole("checkbox", { name: "Check banana" }).click();
    await expect.poll(() => focusedName(demo.page)).toBe("banana");
    await demo.page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedName(demo.page)).toBe("citrus");
  });

  it(claim("/features/checkboxes", "The checkbox is left out of the tab order, because the tree is one tab stop"), async () => {
    const { page } = await demos.open("checkboxes-propagation");
    expect(await tabIntoTree(page)).toBe("fruit");
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("#after");
    // Also after checking an item with the mouse.
    await page.getByRole("checkbox", { name: "Check lemon" }).click();
    await expect.poll(() => focusedName(page)).toBe("lemon"); // handed back to the row
    expect(await tabIntoTree(page)).toBe("lemon");
  });

  it(claim("/features/checkboxes", "the demo adds one for Space that calls tree.getFocusedItem().toggleCheckedState(), and sets aria-checked on each item for screen readers."), async () => {
    const { page, problems } = await demos.open("checkboxes-propagation");
    await treeItem(page, "apple").click();
    await page.keyboard.press("Space");
    await expect.poll(() => treeItem(page, "apple").getAttribute("aria-checked")).toBe("true");
    expect(await treeItem(page, "fruit").getAttribute("aria-checked")).toBe("mixed");
    expect(await treeItem(page, "vegetables").getAttribute("aria-checked")).toBe("false");
    await page.keyboard.press("Space");
    await expect.poll(() => treeItem(page, "apple").getAttribute("aria-checked")).toBe("false");
    expect(await focusedName(page)).toBe("apple");
    expect(problems).toEqual([]);
  });
});

describe(`${PAGE}: Custom checking rules`, () => {
  it(claim("/features/checkboxes", "This feature allows one checked item per folder, like a group of radio buttons: checking an item unchecks its siblings."), async () => {
    const { page, problems } = await harness.open();
    const sample = sampleAsCommonJs(PAGE, "one-per-folder.ts");
    await page.evaluate(async (sample) => {
      const c = window.harness.core;
      const module = { exports: {} as Record<string, unknown> };
      new Function("module", "exports", "require", sample)(module, module.exports, () => c);
      await window.harness.mount("a", {
        features: [c.syncDataLoaderFeature, c.selectionFeature, c.hotkeysCoreFeature, c.dragAndDropFeature, c.checkboxesFeature, module.exports.onePerFolderFeature as never],
        config: { propagateCheckedState: false, initialState: { expandedItems: ["docs", "src"] } },
      });
    }, sample);
    const checkedItems = () => page.evaluate(() => window.harness.tree("a")!.getState().checkedItems);
    const click = async (id: string, expected: string[]) => {
      await checkbox(page, id).click();
      await expect.poll(checkedItems).toEqual(expected);
    };
    await click("intro.md", ["intro.md"]);
    await click("guide.md", ["guide.md"]); // its sibling intro.md is unchecked
    await click("index.ts", ["guide.md", "index.ts"]); // another folder keeps its own
    await click("lib", ["guide.md", "lib"]); // a folder is one of src's children too
    await click("guide.md", ["lib"]); // a checked item can be unchecked
    expect(await boxState(page, "guide.md")).toEqual({ checked: false, indeterminate: false });
    expect(await boxState(page, "lib")).toEqual({ checked: true, indeterminate: false });
    expect(problems).toEqual([]);
  });
});
