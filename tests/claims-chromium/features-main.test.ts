// Claims of content/features/main.mdx about elements: how the tree finds them and what features
// attach to them, with real key presses in Chromium.
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { mount, rowLocator, snapshot, useHarness } from "./support";

const harness = useHarness();

describe("/features/main in Chromium", () => {
  it(claim("/features/main", "The container and each item register their DOM element through the ref in their props"), async () => {
    const { page, problems } = await harness.open();
    await mount(page);
    const registered = await page.evaluate(() => {
      const tree = window.harness.tree("a")!;
      return {
        container: tree.getElement() === document.querySelector('[data-tree="a"]'),
        rows: tree.getItems().map((item) => item.getElement() === document.querySelector(`[data-tree="a"] [data-id="${item.getId()}"]`)),
      };
    });
    expect(registered).toEqual({ container: true, rows: [true, true, true, true] });
    expect(problems).toEqual([]);
  });

  it(claim("/features/main", "or through registerElement() if you call it yourself. getElement() returns the registered element."), async () => {
    const { page } = await harness.open();
    const result = await page.evaluate(() => {
      const { createTree, syncDataLoaderFeature, hotkeysCoreFeature } = window.harness.core;
      const tree = createTree<string>({
        rootItemId: "root",
        getItemName: (item) => item.getId(),
        isItemFolder: () => false,
        dataLoader: { getItem: (id) => id, getChildren: (id) => (id === "root" ? ["one", "two"] : []) },
        features: [syncDataLoaderFeature, hotkeysCoreFeature],
      });
      (tree as unknown as { setMounted(mounted: boolean): void }).setMounted(true);
      tree.rebuildTree();
      const container = document.createElement("div");
      container.id = "by-hand";
      container.tabIndex = 0;
      document.body.append(container);
      tree.registerElement(container);
      const rows = ["one", "two"].map((id) => {
        const row = Object.assign(document.createElement("div"), { id: `by-hand-${id}`, tabIndex: -1 });
        container.append(row);
        tree.getItemInstance(id).registerElement(row);
        return row;
      });
      (window as unknown as { byHand: typeof tree }).byHand = tree;
      return { container: tree.getElement() === container, item: tree.getItemInstance("one").getElement() === rows[0] };
    });
    expect(result).toEqual({ container: true, item: true });
    // The hotkeys feature's listener went onto the element registered by hand.
    await page.locator("#by-hand-one").focus();
    await page.keyboard.press("ArrowDown");
    // The new focused item's element, registered by hand, gets the DOM focus.
    await page.waitForFunction(() => document.activeElement?.id === "by-hand-two");
    expect(await page.evaluate(() => (window as unknown as { byHand: { getState(): { focusedItem: string | null } } }).byHand.getState().focusedItem)).toBe("two");
  });

  it(claim("/features/main", "Features use these hooks when an element is mounted: the hotkeys feature attaches its key listener to the container, for example."), async () => {
    const { page, problems } = await harness.open();
    await mount(page, { config: { initialState: { focusedItem: "docs" } } });
    await page.evaluate(() => {
      const outside = document.createElement("button");
      outside.id = "outside-button";
      outside.textContent = "outside";
      document.getElementById("outside")!.append(outside);
    });
    // A key pressed while the focus is outside the container does not reach the tree.
    await page.locator("#outside-button").focus();
    await page.keyboard.press("ArrowDown");
    expect((await snapshot(page)).rows.find((r) => r.focused)?.id).toBe("docs");
    // Pressed inside it, the same key moves the focus.
    await rowLocator(page, "docs").focus();
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => window.harness.tree("a")!.getState().focusedItem === "src");
    expect(problems).toEqual([]);
  });

  it(claim("/features/main", "The item's element."), async () => {
    const { page } = await harness.open();
    await mount(page);
    const tag = await page.evaluate(() => window.harness.tree("a")!.getItemInstance("src").getElement()?.dataset.id);
    expect(tag).toBe("src");
  });

  it(claim("/features/main", "The container element."), async () => {
    const { page } = await harness.open();
    await mount(page);
    const label = await page.evaluate(() => window.harness.tree("a")!.getElement()?.getAttribute("aria-label"));
    expect(label).toBe("Tree a");
  });
});
