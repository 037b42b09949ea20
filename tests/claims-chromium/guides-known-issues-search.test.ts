// Known issue of searchFeature in 1.7.0 (content/guides/known-issues.mdx): a search input inside the
// tree's container handles every key twice. Asserts the 1.7.0 behaviour with real keys, so the
// release that fixes it fails here, and runs the page's workaround.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { pageSample } from "../claims/page-code";
import { focusedName, useDemo } from "./demo-support";
import { rowLocator, snapshot, useHarness } from "./support";

const PAGE = "/guides/known-issues";
const harness = useHarness();
const demos = useDemo();

/** A tree with the search input inside its container, rendered by `input` (JSX taking `tree`). */
const treeWithInputInside = (input: string, extra = "") => `
  import { hotkeysCoreFeature, searchFeature, selectionFeature, syncDataLoaderFeature, type TreeInstance } from "@headless-tree/core";
  import { useTree } from "@headless-tree/react";
  ${extra}
  const names = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"];
  function Input({ tree }: { tree: TreeInstance<string> }) {
    return ${input};
  }
  export default function InsideTree() {
    const tree = useTree<string>({
      rootItemId: "root",
      getItemName: (item) => item.getId(),
      isItemFolder: (item) => item.getId() === "root",
      dataLoader: { getItem: (id) => id, getChildren: (id) => (id === "root" ? names : []) },
      features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, searchFeature],
    });
    return (
      <div {...tree.getContainerProps("Inside")}>
        {tree.isSearchOpen() ? <Input tree={tree} /> : null}
        {tree.getItems().map((item) => <div {...item.getProps()} key={item.getId()}>{item.getItemName()}</div>)}
      </div>
    );
  }`;
const tabStop = (page: Page) => page.locator('[role="treeitem"][tabindex="0"]').getAttribute("aria-label");

/** Opens the search with "a" (every name has one) and presses ↓ once: the focused match before and after. */
async function oneArrowDown(page: Page) {
  await page.locator('[role="treeitem"][aria-label="alpha"]').click();
  await expect.poll(() => focusedName(page)).toBe("alpha");
  await page.keyboard.press("KeyA");
  await expect.poll(() => focusedName(page)).toBe("input");
  const before = await tabStop(page);
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => tabStop(page)).not.toBe(before);
  return [before, await tabStop(page)];
}

describe(`${PAGE}: A search input inside the tree handles every key twice`, () => {
  it(claim("/guides/known-issues", "An input inside the container therefore gets every key press handled twice, once on the input and once on the container: one ↓ jumps two matches ahead, one ↑ two back."), async () => {
    const { page } = await harness.open();
    await page.evaluate(async () => {
      const c = window.harness.core;
      await window.harness.mount("a", {
        features: [c.syncDataLoaderFeature, c.selectionFeature, c.hotkeysCoreFeature, c.dragAndDropFeature, c.searchFeature],
        searchInputInsideTree: true,
        config: { initialState: { expandedItems: ["docs"] } },
      });
    });
    const focused = async () => (await snapshot(page)).rows.find((r) => r.focused)?.id;
    await rowLocator(page, "intro.md").click();
    await page.keyboard.press("KeyM"); // intro.md, guide.md, faq.md, readme.md
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-search-input") ?? false);
    expect(await focused()).toBe("intro.md");
    await page.keyboard.press("ArrowDown");
    await expect.poll(focused).toBe("faq.md"); // fixed: guide.md
    await page.keyboard.press("ArrowUp");
    await expect.poll(focused).toBe("intro.md"); // fixed: guide.md
  });

  it(claim("/guides/known-issues", "React's onKeyDown runs after the container's listener has already handled the key."), async () => {
    const { page } = await demos.openModule(
      treeWithInputInside(`<input {...tree.getSearchInputElementProps()} aria-label="Search" onKeyDown={(event) => event.stopPropagation()} />`));
    expect(await oneArrowDown(page)).toEqual(["alpha", "gamma"]); // beta was skipped all the same
  });

  it(claim("/guides/known-issues", "Render the input outside the tree's container. If it has to sit inside, stop its key presses before they reach the container, with a native listener"), async () => {
    const sample = pageSample(PAGE, "search-input-in-tree.tsx").replace(/^import type .*$/m, "");
    const { page, problems } = await demos.openModule(treeWithInputInside(`<SearchInput tree={tree} />`, sample));
    expect(await oneArrowDown(page)).toEqual(["alpha", "beta"]);
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => tabStop(page)).toBe("alpha");
    await page.keyboard.press("Enter"); // still handled once: selects and closes
    await expect.poll(() => page.locator('[aria-selected="true"]').getAttribute("aria-label")).toBe("alpha");
    expect(problems).toEqual([]);
  });
});
