// Claims of content/introduction/getstarted.mdx that need real clicks, keys, drags or CSS: the page's
// file-tree.tsx runs as it is (next to the basic-tree demo the page shows), and the feature table's
// keyboard and drag rows run on the claim harness.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { codeBlock, focused, useSamplePage } from "./samples";
import { dragAndDrop, mount, nextFrame, pressAndDrag, rowLocator, snapshot, useHarness } from "./support";

const ROUTE = "/getstarted";
const PAGE = "introduction/getstarted.mdx";
const samples = useSamplePage();
const harness = useHarness();

const RENDER = `
import { Profiler } from "react";
import { createRoot } from "react-dom/client";
import { FileTree } from "./file-tree";
import BasicTree from "./basic-tree";
(window as any).commits = 0;
createRoot(document.getElementById("sample")!).render(
  <Profiler id="sample" onRender={() => (window as any).commits++}><FileTree /></Profiler>,
);
const demo = document.getElementById("demo");
if (demo) createRoot(demo).render(<BasicTree />);
`;

/** The page's FileTree in #sample between two buttons; with `demo`, the basic-tree demo in #demo. */
async function openFileTree(options: { demo?: boolean; sample?: string; style?: string; recordTrees?: boolean } = {}) {
  const opened = await samples.open({
    files: {
      "file-tree.tsx": options.sample ?? codeBlock(PAGE, "file-tree.tsx"),
      "basic-tree.tsx": readFileSync("app/demos/basic-tree.tsx", "utf8"),
      "entry.tsx": RENDER,
    },
    recordTrees: options.recordTrees,
    // The entry's <Profiler> counts commits, which React reports in its development build only.
    development: true,
    body: `<style>${options.style ?? ""}</style><button id="before">before</button><div id="sample"></div><button id="after">after</button>${options.demo ? '<div id="demo"></div>' : ""}`,
  });
  await opened.page.locator("#sample [role=treeitem]").first().waitFor();
  if (options.demo) await opened.page.locator("#demo [role=treeitem]").first().waitFor();
  return opened;
}

const row = (page: Page, name: string, scope = "#sample") => page.locator(`${scope} [role="treeitem"][aria-label="${name}"]`);
/** What a screen reader and the roving tabindex see of every row. */
const aria = (page: Page, scope = "#sample") =>
  page.locator(`${scope} [role="treeitem"]`).evaluateAll((rows) =>
    rows.map((r) =>
      ["aria-label", "aria-level", "aria-posinset", "aria-setsize", "aria-expanded", "aria-selected", "tabindex"].map((name) => r.getAttribute(name)).join(" "),
    ),
  );
const names = (page: Page, scope = "#sample") =>
  page.locator(`${scope} [role="treeitem"]`).evaluateAll((rows) => rows.map((r) => r.getAttribute("aria-label")));
const focusOn = (page: Page, name: string | null) => expect.poll(() => focused(page)).toBe(name);

describe(`${ROUTE}: the first tree`, () => {
  it(claim("/getstarted", "Render <FileTree /> anywhere and you have a tree that opens folders on click, moves the focus with the arrow keys and selects items."), async () => {
    const { page, problems } = await openFileTree();
    expect(await names(page)).toEqual(["src", "index.ts", "tree.tsx", "utils", "docs", "package.json"]);
    await row(page, "utils").click();
    await expect.poll(() => names(page)).toEqual(["src", "index.ts", "tree.tsx", "utils", "format.ts", "sort.ts", "docs", "package.json"]);
    expect(await row(page, "utils").getAttribute("aria-selected")).toBe("true");
    await focusOn(page, "utils");
    await page.keyboard.press("ArrowDown");
    await focusOn(page, "format.ts");
    await page.keyboard.press("ArrowUp");
    await focusOn(page, "utils");
    await row(page, "docs").click();
    await expect.poll(() => row(page, "docs").getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator('#sample [aria-selected="true"]').evaluateAll((rows) => rows.map((r) => r.getAttribute("aria-label")))).toEqual(["docs"]);
    expect(problems).toEqual([]);
  });

  it(claim("/getstarted", "Here is the same tree running on this page, styled with CSS classes instead of the arrow characters"), async () => {
    const { page, problems } = await openFileTree({ demo: true });
    const same = async (step: string) => expect(await aria(page, "#demo"), step).toEqual(await aria(page, "#sample"));
    await same("at first");
    // The same clicks and keys on both trees keep them the same.
    for (const scope of ["#sample", "#demo"]) {
      await row(page, "utils", scope).click();
      await row(page, "format.ts", scope).waitFor();
      await page.keyboard.press("ArrowDown");
      await focusOn(page, "format.ts");
      await page.keyboard.press("Enter"); // a <button> row: the browser clicks it
      await expect.poll(() => row(page, "format.ts", scope).getAttribute("aria-selected")).toBe("true");
      await row(page, "docs", scope).click();
      await expect.poll(() => row(page, "docs", scope).getAttribute("aria-expanded")).toBe("true");
      await row(page, "format.ts", scope).click({ modifiers: ["Control"] });
      await expect.poll(() => row(page, "format.ts", scope).getAttribute("aria-selected")).toBe("true");
    }
    expect(await names(page)).toEqual(["src", "index.ts", "tree.tsx", "utils", "format.ts", "sort.ts", "docs", "intro.md", "api.md", "package.json"]);
    await same("after the same clicks and keys");
    // The difference is the look: arrow characters in the page's code, class names in the demo.
    expect(await row(page, "utils").textContent()).toBe("▾ utils");
    expect(await row(page, "tree.tsx").textContent()).toBe("tree.tsx");
    expect(await row(page, "utils", "#demo").textContent()).toBe("utils");
    expect(await row(page, "utils", "#demo").locator(".treeitem").getAttribute("class")).toBe("treeitem folder expanded");
    expect(problems).toEqual([]);
  });

  it(claim("/getstarted", "useTree creates the tree once and keeps its state (expanded, focused and selected items) in React state, so the component re-renders when the user interacts with the tree."), async () => {
    const { page } = await openFileTree({ recordTrees: true });
    const commits = () => page.evaluate(() => (window as unknown as { commits: number }).commits);
    const before = await commits();
    await row(page, "tree.tsx").click();
    await expect.poll(() => row(page, "tree.tsx").getAttribute("aria-selected")).toBe("true");
    expect(await commits()).toBeGreaterThan(before);
    const afterClick = await commits();
    await page.keyboard.press("ArrowDown");
    await focusOn(page, "utils");
    expect(await commits()).toBeGreaterThan(afterClick);
    // Every render got the same tree object.
    expect(await page.evaluate(() => ({ renders: window.sampleTrees!.length, trees: new Set(window.sampleTrees).size }))).toEqual({
      renders: expect.any(Number),
      trees: 1,
    });
    expect(await page.evaluate(() => window.sampleTrees!.length)).toBeGreaterThan(2);
  });

  it(claim("/getstarted", "Focus follows the roving tabindex pattern. The focused item has tabIndex 0, all others -1, so the tree is a single stop when tabbing through the page and the arrow keys move within it."), async () => {
    const { page } = await openFileTree();
    const tabbable = () => page.locator('#sample [role="treeitem"]').evaluateAll((rows) => rows.map((r) => r.getAttribute("tabindex")));
    expect(await tabbable()).toEqual(["0", "-1", "-1", "-1", "-1", "-1"]);
    await page.locator("#before").focus();
    await page.keyboard.press("Tab");
    await focusOn(page, "src");
    await page.keyboard.press("Tab");
    await focusOn(page, "button#after");
    await page.keyboard.press("ArrowDown");
    await focusOn(page, "button#after");
    await page.keyboard.press("Shift+Tab");
    await focusOn(page, "src");
    await page.keyboard.press("ArrowDown");
    await focusOn(page, "index.ts");
    expect(await tabbable()).toEqual(["-1", "0", "-1", "-1", "-1", "-1"]);
    await page.keyboard.press("Shift+Tab");
    await focusOn(page, "button#before");
    await page.keyboard.press("Tab");
    await focusOn(page, "index.ts");
  });

  it(claim("/getstarted", "Without hotkeysCoreFeature the tree does not react to keys at all, not even the arrow keys; only what the browser does by itself remains, such as Enter and Space clicking a row that is a <button>."), async () => {
    const sample = codeBlock(PAGE, "file-tree.tsx").replace("features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature]", "features: [syncDataLoaderFeature, selectionFeature]");
    expect(sample).not.toContain("selectionFeature, hotkeysCoreFeature]");
    const { page } = await openFileTree({ sample, recordTrees: true });
    const state = () => page.evaluate(() => (window.sampleTrees!.at(-1) as { getState(): { focusedItem: string | null; expandedItems: string[] } }).getState());
    await page.locator("#before").focus();
    await page.keyboard.press("Tab");
    await focusOn(page, "src");
    for (const key of ["ArrowDown", "ArrowRight", "End", "Control+a"]) await page.keyboard.press(key);
    // One more round trip through the page, then nothing has moved.
    await nextFrame(page);
    expect(await focused(page)).toBe("src");
    expect(await state()).toMatchObject({ focusedItem: null, expandedItems: ["src"] });
    expect(await page.locator('#sample [aria-selected="true"]').count()).toBe(0);
    // Enter on the <button> row is the browser's click: src closes and is selected.
    await page.keyboard.press("Enter");
    await expect.poll(() => row(page, "src").getAttribute("aria-expanded")).toBe("false");
    expect(await row(page, "src").getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Space");
    await expect.poll(() => row(page, "src").getAttribute("aria-expanded")).toBe("true");
  });

  it(claim("/getstarted", "and hotkeysCoreFeature makes the tree react to keys"), async () => {
    const { page } = await openFileTree({ recordTrees: true });
    await page.locator("#before").focus();
    await page.keyboard.press("Tab");
    await focusOn(page, "src");
    await page.keyboard.press("ArrowDown");
    await focusOn(page, "index.ts");
    await page.keyboard.press("Control+a"); // selectAll, a hotkey of the selection feature
    await expect.poll(() => page.locator('#sample [aria-selected="true"]').count()).toBe(6);
  });

  it(claim("/getstarted", "The ARIA attributes from item.getProps() work as CSS hooks too, for example [role=\"treeitem\"][aria-selected=\"true\"] or [aria-expanded=\"true\"]."), async () => {
    const { page } = await openFileTree({
      style: '[role="treeitem"][aria-selected="true"] { outline: 3px solid rgb(255, 0, 0); } [aria-expanded="true"] { color: rgb(0, 128, 0); }',
    });
    const look = (name: string) => row(page, name).evaluate((el) => `${getComputedStyle(el).outlineColor} ${getComputedStyle(el).color}`);
    expect(await look("src")).toMatch(/ rgb\(0, 128, 0\)$/);
    expect(await look("docs")).not.toMatch(/ rgb\(0, 128, 0\)$/);
    await row(page, "docs").click();
    await expect.poll(() => look("docs")).toBe("rgb(255, 0, 0) rgb(0, 128, 0)");
  });
});

describe("app/demos/basic-tree.tsx", () => {
  it("does what its description says: a click selects, Ctrl+click adds or removes one, Shift+click selects the range from the last item clicked without Shift", async () => {
    const description = readFileSync("app/demos/basic-tree.tsx", "utf8");
    expect(description).toContain("Ctrl+click adds or removes one, Shift+click selects the range from the last item clicked without Shift");
    const { page } = await openFileTree({ demo: true });
    const selected = () => page.locator('#demo [aria-selected="true"]').evaluateAll((rows) => rows.map((r) => r.getAttribute("aria-label")));
    await row(page, "index.ts", "#demo").click();
    await expect.poll(selected).toEqual(["index.ts"]);
    await row(page, "package.json", "#demo").click({ modifiers: ["Control"] });
    await expect.poll(selected).toEqual(["index.ts", "package.json"]);
    await row(page, "package.json", "#demo").click({ modifiers: ["Control"] });
    await expect.poll(selected).toEqual(["index.ts"]);
    await row(page, "tree.tsx", "#demo").click();
    await row(page, "docs", "#demo").click({ modifiers: ["Shift"] });
    await expect.poll(selected).toEqual(["tree.tsx", "utils", "docs"]);
    // Shift+click does not open the folder it lands on; the arrow keys do.
    expect(await row(page, "docs", "#demo").getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => row(page, "docs", "#demo").getAttribute("aria-expanded")).toBe("true");
    // A second Shift+click ranges from tree.tsx again, the last item clicked without Shift, not from docs.
    await row(page, "index.ts", "#demo").click({ modifiers: ["Shift"] });
    await expect.poll(selected).toEqual(["index.ts", "tree.tsx"]);
  });
});

describe(`${ROUTE}: the feature table`, () => {
  it(claim("/getstarted", "selectionFeature | Selecting one or many items with mouse and keyboard"), async () => {
    const { page, problems } = await harness.open();
    await mount(page);
    const selected = async () => (await snapshot(page)).rows.filter((r) => r.selected).map((r) => r.id);
    await rowLocator(page, "src").click();
    await rowLocator(page, "readme.md").click({ modifiers: ["Control"] });
    await expect.poll(selected).toEqual(["src", "readme.md"]);
    await rowLocator(page, "package.json").click();
    await expect.poll(selected).toEqual(["package.json"]);
    await page.keyboard.press("Shift+ArrowDown");
    await expect.poll(selected).toEqual(["package.json", "readme.md"]);
    await page.keyboard.press("Control+a");
    await expect.poll(selected).toEqual((await snapshot(page)).rows.map((r) => r.id));
    expect((await selected()).length).toBeGreaterThan(4);
    expect(problems).toEqual([]);
  });

  it(claim("/getstarted", "hotkeysCoreFeature | Listens for key presses and runs the hotkeys of all features"), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const { core } = window.harness;
      // The harness renders a drag line, so drag and drop is always on.
      await window.harness.mount("a", {
        features: [core.syncDataLoaderFeature, core.selectionFeature, core.hotkeysCoreFeature, core.dragAndDropFeature, core.expandAllFeature],
      });
    });
    await rowLocator(page, "src").click(); // opens and selects src
    await page.keyboard.press("ArrowDown"); // tree feature
    await expect.poll(async () => (await snapshot(page)).activeElement).toBe("index.ts");
    await page.keyboard.press("Control+a"); // selection feature
    await expect.poll(async () => (await snapshot(page)).rows.every((r) => r.selected)).toBe(true);
    await page.keyboard.press("Control+Shift+NumpadAdd"); // expand-all feature: every selected folder
    await expect.poll(async () => (await snapshot(page)).rows.filter((r) => r.folder && !r.expanded).map((r) => r.id)).toEqual([]);
  });

  it(claim("/getstarted", "searchFeature | Type-ahead search that marks matches for your styling and focuses them"), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const { core } = window.harness;
      await window.harness.mount("a", {
        features: [core.syncDataLoaderFeature, core.selectionFeature, core.hotkeysCoreFeature, core.dragAndDropFeature, core.searchFeature],
        config: { initialState: { expandedItems: ["docs"] } },
      });
    });
    await rowLocator(page, "docs").focus();
    await page.keyboard.press("g");
    await page.locator("[data-search-input]").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute("data-search-input"))).toBe(true);
    const matching = () =>
      page.evaluate(() => {
        const tree = window.harness.tree("a")!;
        return tree.getItems().filter((item) => item.isMatchingSearch()).map((item) => item.getId());
      });
    expect(await matching()).toEqual(["guide.md", "package.json"]);
    expect((await snapshot(page)).rows.find((r) => r.focused)?.id).toBe("guide.md");
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await snapshot(page)).activeElement).toBe("guide.md");
  });

  it(claim("/getstarted", "dragAndDropFeature | Moving items by dragging, also between trees and from or to outside"), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const config = {
        canDropForeignDragObject: () => true,
        createForeignDragObject: (items: { getId(): string }[]) => ({ format: "text/plain", data: items.map((item) => item.getId()).join(",") }),
      };
      await window.harness.mount("a", { config });
      await window.harness.mount("b", { config });
      window.harness.addDragSource("outside", { "text/plain": "from outside" });
      window.harness.addDropZone("zone");
    });
    // Inside one tree: the item moves.
    await dragAndDrop(page, "readme.md", { id: "docs", y: 0.5 });
    expect((await snapshot(page)).children.docs).toContain("readme.md");
    // Into the other tree: it receives the drag as data.
    await dragAndDrop(page, { id: "package.json", y: 0.5, tree: "a" }, { id: "src", y: 0.5, tree: "b" });
    expect((await snapshot(page, "b")).drops.at(-1)).toMatchObject({ kind: "foreign", data: { "text/plain": "package.json" }, target: { item: "src" } });
    // Out of the tree into another element.
    const out = await pressAndDrag(page, { id: "docs", y: 0.5, tree: "b" });
    await out.moveTo(await centre(page, '[data-zone="zone"]'));
    await out.release();
    expect(await page.evaluate(() => window.harness.received("zone"))).toEqual([{ "text/plain": "docs" }]);
    // From outside into a tree.
    await dragAndDrop(page, await centre(page, '[data-source="outside"]'), await centre(page, '[data-tree="a"] [data-id="docs"]'));
    expect((await snapshot(page, "a")).drops.at(-1)).toMatchObject({ kind: "foreign", data: { "text/plain": "from outside" }, target: { item: "docs" } });
  });

  it(claim("/getstarted", "keyboardDragAndDropFeature | Moving items with the keyboard"), async () => {
    const { page } = await harness.open({}, { keyboardDragAndDrop: true });
    await mount(page);
    await rowLocator(page, "readme.md").click();
    await page.keyboard.press("Control+Shift+D");
    await expect.poll(async () => (await snapshot(page)).dnd?.draggedItems).toEqual(["readme.md"]);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect.poll(async () => (await snapshot(page)).dnd?.dragTarget).toBeDefined();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await snapshot(page)).drops.length).toBe(1);
    expect((await snapshot(page)).drops[0]!.items).toEqual(["readme.md"]);
  });
});

async function centre(page: Page, selector: string) {
  const box = (await page.locator(selector).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

