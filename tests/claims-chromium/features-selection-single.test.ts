// Claims of content/features/selection.mdx, "Allowing only one selected item": the page's
// single-selection.ts runs as it is in Chromium, with real clicks, modifier keys and hotkeys, next to
// the two simpler ideas the page says fall short (selectAll turned off, a setter that keeps the last id).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { codeBlock, useSamplePage } from "./samples";

const samples = useSamplePage();

// Four trees of the same data, each in a <section data-name>: "single" lists the page's feature last,
// "first" lists it before selectionFeature, "off" turns selectAll off with isEnabled, "trim" owns
// selectedItems and keeps the last id in its setter.
const ENTRY = `
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature, type FeatureImplementation, type TreeConfig } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import { singleSelectionFeature } from "./single-selection";

const children: Record<string, string[]> = { root: ["docs", "src", "readme.md"], docs: ["intro.md", "guide.md"], src: ["index.ts"] };
const trees: Record<string, unknown> = ((window as any).trees = {});

function Files({ name, features, config = {} }: { name: string; features: FeatureImplementation[]; config?: Partial<TreeConfig<string>> }) {
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["docs"] },
    getItemName: (item) => item.getItemData(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: { getItem: (id) => id, getChildren: (id) => children[id] ?? [] },
    features,
    ...config,
  });
  trees[name] = tree;
  return (
    <section data-name={name}>
      <p>Text before the {name} tree.</p>
      <div {...tree.getContainerProps(name)}>
        {tree.getItems().map((item) => (
          <div {...item.getProps()} key={item.getId()} style={{ paddingLeft: item.getItemMeta().level * 20 }}>
            {item.getItemName()}
          </div>
        ))}
      </div>
    </section>
  );
}

function Trimmed() {
  const [selectedItems, setSelectedItems] = useState<string[]>([]);
  return (
    <Files
      name="trim"
      features={[syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature]}
      config={{
        state: { selectedItems },
        setSelectedItems: (update) => setSelectedItems((old) => (typeof update === "function" ? update(old) : update).slice(-1)),
      }}
    />
  );
}

// Records which selection methods the clicks and keys call, through the plugin API, and lets them run.
const calls: string[] = ((window as any).calls = []);
const recorder: FeatureImplementation = {
  key: "recorder",
  itemInstance: {
    select: ({ prev, itemId }) => (calls.push(\`select \${itemId}\`), prev?.()),
    selectUpTo: ({ prev, itemId }, ctrl: boolean) => (calls.push(\`selectUpTo \${itemId}\`), prev?.(ctrl)),
  },
};

createRoot(document.getElementById("app")!).render(
  <>
    <Files name="record" features={[syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, recorder]} />
    <Files name="single" features={[syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, singleSelectionFeature]} />
    <Files name="first" features={[singleSelectionFeature, syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature]} />
    <Files
      name="off"
      features={[syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature]}
      config={{ hotkeys: { selectAll: { hotkey: "Control+KeyA", isEnabled: () => false } } }}
    />
    <Trimmed />
  </>,
);
`;

async function open() {
  const opened = await samples.open({
    files: { "single-selection.ts": codeBlock("features/selection.mdx", "single-selection.ts"), "entry.tsx": ENTRY },
    body: '<div id="app"></div>',
  });
  await opened.page.locator('[data-name="trim"] [role="treeitem"]').first().waitFor();
  return opened;
}

type Modifier = "Control" | "Meta" | "Shift";
const row = (page: Page, tree: string, name: string) => page.locator(`[data-name="${tree}"] [role="treeitem"][aria-label="${name}"]`);
const click = (page: Page, tree: string, name: string, modifiers: Modifier[] = []) => row(page, tree, name).click({ modifiers });
/** The selection as the rows show it (aria-selected), in row order. */
const selected = (page: Page, tree: string) =>
  page.locator(`[data-name="${tree}"] [role="treeitem"][aria-selected="true"]`).evaluateAll((rows) => rows.map((r) => r.getAttribute("aria-label")));
const focusedRow = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);
const pageText = (page: Page) => page.evaluate(() => window.getSelection()?.toString() ?? "");
const state = (page: Page, tree: string) =>
  page.evaluate((tree) => ((window as any).trees[tree] as { getState(): { selectedItems: string[] } }).getState().selectedItems, tree);

describe("/features/selection: Allowing only one selected item", () => {
  it(claim("/features/selection", "The feature has no single-selection option. A Ctrl or Cmd click and Ctrl+Space add an item with item.select(), a Shift click adds a range with item.selectUpTo(), Shift+↑ and Shift+↓ add the next item with select(), and Ctrl+A selects every visible item."), async () => {
    // Without the feature: each click and key, and which of the two methods it called.
    const { page } = await open();
    const calls = () => page.evaluate(() => (window as any).calls.splice(0) as string[]);
    await click(page, "record", "intro.md");
    await calls();
    await click(page, "record", "readme.md", ["Control"]);
    await click(page, "record", "docs", ["Meta"]);
    expect(await selected(page, "record")).toEqual(["docs", "intro.md", "readme.md"]);
    expect(await calls()).toEqual(["select readme.md", "select docs"]);
    await click(page, "record", "guide.md", ["Shift"]); // from the anchor docs
    expect(await selected(page, "record")).toEqual(["docs", "intro.md", "guide.md"]);
    expect(await calls()).toEqual(["selectUpTo guide.md"]);
    await click(page, "record", "src"); // also opens src
    await page.keyboard.press("Shift+ArrowUp");
    await expect.poll(() => selected(page, "record")).toEqual(["guide.md", "src"]);
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => focusedRow(page)).toBe("intro.md");
    await page.keyboard.press("Control+Space");
    await expect.poll(() => selected(page, "record")).toEqual(["intro.md", "guide.md", "src"]);
    await page.keyboard.press("Shift+ArrowDown"); // intro.md and guide.md are selected: this deselects intro.md
    await page.keyboard.press("Shift+ArrowDown"); // src is selected too: deselects guide.md
    await page.keyboard.press("Shift+ArrowDown"); // index.ts is not: selects it
    await expect.poll(() => selected(page, "record")).toEqual(["src", "index.ts"]);
    expect(await calls()).toEqual(["select guide.md", "select intro.md", "select index.ts"]);
    await page.keyboard.press("Control+KeyA");
    await expect.poll(() => selected(page, "record")).toEqual(["docs", "intro.md", "guide.md", "src", "index.ts", "readme.md"]);
  });

  it(claim("/features/selection", "A small feature that replaces the two methods and the selectAll hotkey keeps the selection to one item"), async () => {
    const { page, problems } = await open();
    const steps: Array<() => Promise<unknown>> = [
      () => click(page, "single", "intro.md"),
      () => click(page, "single", "readme.md", ["Control"]),
      () => click(page, "single", "docs", ["Shift"]),
      () => click(page, "single", "guide.md", ["Control", "Shift"]),
      () => page.keyboard.press("Shift+ArrowUp"),
      () => page.keyboard.press("Shift+ArrowDown"),
      () => page.keyboard.press("Shift+ArrowDown"),
      () => page.keyboard.press("Control+KeyA"),
      () => page.keyboard.press("Control+Space"),
    ];
    const sizes: number[] = [];
    for (const step of steps) {
      await step();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      sizes.push((await state(page, "single")).length);
    }
    expect(sizes).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 0]);
    expect(problems).toEqual([]);
  });

  it(claim("/features/selection", "Every click selects the clicked item alone, with or without Ctrl, Cmd or Shift. A Ctrl or Cmd click on the selected item deselects it, which leaves nothing selected."), async () => {
    const { page, problems } = await open();
    await click(page, "single", "intro.md");
    expect(await selected(page, "single")).toEqual(["intro.md"]);
    await click(page, "single", "guide.md", ["Control"]);
    expect(await selected(page, "single")).toEqual(["guide.md"]);
    await click(page, "single", "readme.md", ["Meta"]);
    expect(await selected(page, "single")).toEqual(["readme.md"]);
    await click(page, "single", "docs", ["Shift"]);
    expect(await selected(page, "single")).toEqual(["docs"]);
    await click(page, "single", "src", ["Control", "Shift"]);
    expect(await selected(page, "single")).toEqual(["src"]);
    await click(page, "single", "intro.md", ["Shift"]); // upwards from the last anchor
    expect(await selected(page, "single")).toEqual(["intro.md"]);
    await click(page, "single", "intro.md", ["Control"]);
    expect(await selected(page, "single")).toEqual([]);
    await click(page, "single", "guide.md");
    await click(page, "single", "guide.md", ["Meta"]);
    expect(await state(page, "single")).toEqual([]);
    expect(problems).toEqual([]);
  });

  it(claim("/features/selection", "Shift+↑ and Shift+↓ move the selection along with the focus, and Ctrl+Space selects the focused item alone or deselects it."), async () => {
    const { page } = await open();
    await click(page, "single", "intro.md");
    await page.keyboard.press("Shift+ArrowDown");
    await expect.poll(() => focusedRow(page)).toBe("guide.md");
    expect(await selected(page, "single")).toEqual(["guide.md"]);
    await page.keyboard.press("Shift+ArrowDown");
    await expect.poll(() => focusedRow(page)).toBe("src");
    expect(await selected(page, "single")).toEqual(["src"]);
    await page.keyboard.press("Shift+ArrowUp");
    await expect.poll(() => focusedRow(page)).toBe("guide.md");
    expect(await selected(page, "single")).toEqual(["guide.md"]);
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => focusedRow(page)).toBe("intro.md");
    await page.keyboard.press("Control+Space");
    await expect.poll(() => selected(page, "single")).toEqual(["intro.md"]);
    await page.keyboard.press("Control+Space");
    await expect.poll(() => selected(page, "single")).toEqual([]);
  });

  it(claim("/features/selection", "Ctrl+A changes nothing, neither the selection nor the page's text selection."), async () => {
    const { page } = await open();
    await click(page, "single", "guide.md");
    await page.keyboard.press("Control+KeyA");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await selected(page, "single")).toEqual(["guide.md"]);
    expect(await pageText(page)).toBe("");
  });

  it(claim("/features/selection", "tree.setSelectedItems() in your own code still accepts any number of ids."), async () => {
    const { page } = await open();
    await page.evaluate(() => (window as any).trees.single.setSelectedItems(["docs", "readme.md"]));
    await expect.poll(() => selected(page, "single")).toEqual(["docs", "readme.md"]);
  });

  it(claim("/features/selection", "The container props do not set aria-multiselectable, so a single-selection tree needs nothing more for screen readers"), async () => {
    const { page } = await open();
    const container = page.locator('[data-name="single"] [role="tree"]');
    expect(await container.getAttribute("aria-label")).toBe("single");
    expect(await container.getAttribute("aria-multiselectable")).toBeNull();
  });

  it(claim("/features/selection", "Because of overwrites, it also works when listed before selectionFeature."), async () => {
    const { page } = await open();
    await click(page, "first", "intro.md");
    await click(page, "first", "guide.md", ["Control"]);
    expect(await selected(page, "first")).toEqual(["guide.md"]);
    await click(page, "first", "docs", ["Shift"]);
    expect(await selected(page, "first")).toEqual(["docs"]);
    await page.evaluate(() => window.getSelection()?.removeAllRanges()); // the browser's own text selection from the Shift click
    await page.keyboard.press("Control+KeyA");
    await page.keyboard.press("Shift+ArrowDown");
    await expect.poll(() => focusedRow(page)).toBe("intro.md");
    expect(await selected(page, "first")).toEqual(["intro.md"]);
    expect(await pageText(page)).toBe("");
  });

  it(claim("/features/selection", "Turning selectAll off with isEnabled: () => false hands Ctrl+A to the browser, which then selects all the text on the page."), async () => {
    const { page } = await open();
    await click(page, "off", "guide.md");
    await page.keyboard.press("Control+KeyA");
    await expect.poll(() => pageText(page)).toContain("Text before the single tree.");
    expect(await pageText(page)).toContain("readme.md");
    expect(await selected(page, "off")).toEqual(["guide.md"]);
  });

  it(claim("/features/selection", "Owning selectedItems and keeping only the last id in your setter keeps the wrong item: a range arrives in the tree's order, so a Shift click above the selected item leaves the old item selected, and Ctrl+A selects the last visible row."), async () => {
    const { page } = await open();
    await click(page, "trim", "guide.md");
    expect(await selected(page, "trim")).toEqual(["guide.md"]);
    await click(page, "trim", "docs", ["Shift"]);
    await expect.poll(() => focusedRow(page)).toBe("docs");
    expect(await selected(page, "trim")).toEqual(["guide.md"]);
    // Downwards the last id is the clicked one, so the setter happens to keep the right item there.
    await click(page, "trim", "guide.md");
    await click(page, "trim", "readme.md", ["Shift"]);
    expect(await selected(page, "trim")).toEqual(["readme.md"]);
    await click(page, "trim", "intro.md");
    await page.keyboard.press("Control+KeyA");
    await expect.poll(() => selected(page, "trim")).toEqual(["readme.md"]);
  });
});
