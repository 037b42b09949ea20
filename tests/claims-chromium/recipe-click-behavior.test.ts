// Claims of content/recipe/click-behavior.mdx in Chromium: real clicks, double clicks and modifier
// clicks on the shared harness's rows, with the recipe's plugin in different places of `features`,
// and the two demos as a reader copies them.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { rowLocator, snapshot, useHarness } from "./support";
import { eventually, focusedName, mountDemo, rowNamed, rowNames, tabIntoTree, useRecipes } from "./recipes/support";

const harness = useHarness();
const recipes = useRecipes();

type Mode =
  | "default"
  | "no-selection"
  | "double-before"
  | "double-after"
  | "after-calling-prev"
  | "propmemo-first"
  | "propmemo-last"
  | "checkboxes-first"
  | "checkboxes-last"
  | "arrow-only"
  | "arrow-only-with-primary";

/** Mounts the harness tree with the recipe's expandOnDoubleClick (or a variant) where `mode` says. */
async function mountClicks(page: Page, mode: Mode) {
  await page.evaluate(async (mode) => {
    const { core } = window.harness;
    const w = window as unknown as { primary: string[] };
    w.primary = [];
    const expandOnDoubleClick: import("@headless-tree/core").FeatureImplementation = {
      key: "expand-on-double-click",
      itemInstance: {
        getProps: ({ item, prev }) => ({
          ...prev?.(),
          onClick: () => item.setFocused(),
          onDoubleClick: () => {
            item.primaryAction();
            if (!item.isFolder()) return;
            if (item.isExpanded()) item.collapse();
            else item.expand();
          },
        }),
      },
    };
    const callingPrev: import("@headless-tree/core").FeatureImplementation = {
      key: "calling-prev",
      itemInstance: {
        getProps: ({ prev }) => ({ ...prev?.(), onClick: (event: MouseEvent) => prev?.()?.onClick?.(event) }),
      },
    };
    // The arrow-only variant: the same feature without onDoubleClick, and one that keeps the primary action.
    const noToggleOnClick: import("@headless-tree/core").FeatureImplementation = {
      key: "no-toggle-on-click",
      itemInstance: { getProps: ({ item, prev }) => ({ ...prev?.(), onClick: () => item.setFocused() }) },
    };
    const noToggleWithPrimary: import("@headless-tree/core").FeatureImplementation = {
      key: "no-toggle-on-click",
      itemInstance: {
        getProps: ({ item, prev }) => ({
          ...prev?.(),
          onClick: () => {
            item.setFocused();
            item.primaryAction();
          },
        }),
      },
    };
    // The harness draws a drag line, so drag and drop is always on; it adds no click handling.
    const { syncDataLoaderFeature: sync, selectionFeature: selection, hotkeysCoreFeature: hotkeys, dragAndDropFeature: dnd } = core;
    const { propMemoizationFeature: propMemo, checkboxesFeature: checkboxes } = core;
    const features = {
      default: [sync, selection, hotkeys, dnd],
      "no-selection": [sync, hotkeys, dnd],
      "double-before": [sync, expandOnDoubleClick, selection, hotkeys, dnd],
      "double-after": [sync, selection, expandOnDoubleClick, hotkeys, dnd],
      "after-calling-prev": [sync, selection, callingPrev, hotkeys, dnd],
      "propmemo-first": [sync, propMemo, expandOnDoubleClick, selection, hotkeys, dnd],
      "propmemo-last": [sync, expandOnDoubleClick, selection, hotkeys, dnd, propMemo],
      "checkboxes-first": [sync, checkboxes, expandOnDoubleClick, selection, hotkeys, dnd],
      "checkboxes-last": [sync, expandOnDoubleClick, selection, hotkeys, dnd, checkboxes],
      "arrow-only": [sync, noToggleOnClick, selection, hotkeys, dnd],
      "arrow-only-with-primary": [sync, noToggleWithPrimary, selection, hotkeys, dnd],
    }[mode];
    await window.harness.mount("a", { features, config: { onPrimaryAction: (item) => w.primary.push(item.getId()) } });
  }, mode);
}

const primary = (page: Page) => page.evaluate(() => (window as unknown as { primary: string[] }).primary);
const state = async (page: Page) => {
  const snap = await snapshot(page);
  return {
    focused: snap.rows.find((r) => r.focused)?.id,
    selected: snap.rows.filter((r) => r.selected).map((r) => r.id),
    expanded: snap.rows.filter((r) => r.expanded).map((r) => r.id),
  };
};

describe("/recipe/click-behavior", () => {
  it(claim("/recipe/click-behavior", "a click focuses the item, selects it alone and runs onPrimaryAction; - on a folder, the same click also opens or closes it"), async () => {
    const { page } = await harness.open();
    await mountClicks(page, "default");
    await rowLocator(page, "readme.md").click();
    await rowLocator(page, "docs").click();
    expect(await state(page)).toEqual({ focused: "docs", selected: ["docs"], expanded: ["docs"] });
    expect(await primary(page)).toEqual(["readme.md", "docs"]);
    await rowLocator(page, "docs").click();
    expect(await state(page)).toEqual({ focused: "docs", selected: ["docs"], expanded: [] });
  });

  it(claim("/recipe/click-behavior", "Ctrl or ⌘ with a click adds the item to the selection or removes it, and Shift with a click selects the range from the last item clicked without Shift (a Ctrl click counts); both still focus the item and run onPrimaryAction, but neither opens or closes folders."), async () => {
    const { page } = await harness.open();
    await mountClicks(page, "default");
    await rowLocator(page, "readme.md").click();
    await rowLocator(page, "docs").click({ modifiers: ["Control"] });
    expect(await state(page)).toEqual({ focused: "docs", selected: ["docs", "readme.md"], expanded: [] });
    await rowLocator(page, "src").click({ modifiers: ["Meta"] });
    expect((await state(page)).selected).toEqual(["docs", "src", "readme.md"]);
    await rowLocator(page, "src").click({ modifiers: ["Control"] });
    expect(await state(page)).toEqual({ focused: "src", selected: ["docs", "readme.md"], expanded: [] });
    // The anchor is src, the last item clicked without Shift (a Ctrl click counts), for both Shift clicks.
    await rowLocator(page, "readme.md").click({ modifiers: ["Shift"] });
    expect((await state(page)).selected).toEqual(["src", "package.json", "readme.md"]);
    await rowLocator(page, "docs").click({ modifiers: ["Shift"] });
    expect(await state(page)).toEqual({ focused: "docs", selected: ["docs", "src"], expanded: [] });
    expect(await primary(page)).toEqual(["readme.md", "docs", "src", "src", "readme.md", "docs"]);
  });

  it(claim("/recipe/click-behavior", "All of this lives in the onClick handler that item.getProps() returns. Two features build it: the built-in tree feature focuses, runs the primary action and toggles folders, and selectionFeature wraps that handler and adds the selection logic."), async () => {
    const { page } = await harness.open();
    await mountClicks(page, "no-selection");
    await rowLocator(page, "src").click();
    const snap = await snapshot(page);
    expect(snap.rows.find((r) => r.focused)?.id).toBe("src");
    expect(snap.rows.find((r) => r.id === "src")?.expanded).toBe(true);
    expect(await primary(page)).toEqual(["src"]);
    expect(await page.evaluate(() => window.harness.tree()!.getState().selectedItems)).toBeUndefined();
  });

  it(claim("/recipe/click-behavior", "Your onClick only sets the focus, and a new onDoubleClick does the opening and the primary action"), async () => {
    const { page } = await harness.open();
    await mountClicks(page, "double-before");
    await rowLocator(page, "docs").click();
    expect(await state(page)).toEqual({ focused: "docs", selected: ["docs"], expanded: [] });
    expect(await primary(page)).toEqual([]);
    await rowLocator(page, "docs").dblclick();
    expect((await state(page)).expanded).toEqual(["docs"]);
    expect(await primary(page)).toEqual(["docs"]);
    await rowLocator(page, "docs").dblclick();
    expect((await state(page)).expanded).toEqual([]);
  });

  it(claim("/recipe/click-behavior", "A click still selects, Ctrl and Shift clicks still extend the selection, and the keyboard is unchanged: → and ← still open and close folders."), async () => {
    const { page } = await harness.open();
    await mountClicks(page, "double-before");
    await rowLocator(page, "docs").click();
    await rowLocator(page, "package.json").click({ modifiers: ["Control"] });
    expect((await state(page)).selected).toEqual(["docs", "package.json"]);
    await rowLocator(page, "src").click();
    await rowLocator(page, "readme.md").click({ modifiers: ["Shift"] });
    expect((await state(page)).selected).toEqual(["src", "package.json", "readme.md"]);
    await rowLocator(page, "src").click();
    await page.keyboard.press("ArrowRight");
    expect((await state(page)).expanded).toEqual(["src"]);
    await page.keyboard.press("ArrowLeft");
    expect((await state(page)).expanded).toEqual([]);
  });

  it(claim("/recipe/click-behavior", "One catch: propMemoizationFeature and checkboxesFeature declare that they overwrite the selection feature, and the library reorders the list so that selectionFeature comes before them. Listed before your feature, either one pulls selectionFeature in front of yours, and your onClick replaces the selection feature's: a click selects nothing. List them after your feature, last for instance."), async () => {
    const { page } = await harness.open();
    expect(await page.evaluate(() => [window.harness.core.propMemoizationFeature, window.harness.core.checkboxesFeature].map((f) => f.overwrites?.includes("selection")))).toEqual([true, true]);
    for (const first of ["propmemo-first", "checkboxes-first"] as const) {
      await mountClicks(page, first);
      await rowLocator(page, "docs").click();
      await rowLocator(page, "src").click({ modifiers: ["Control"] });
      // Your handler ran (focus, no toggle), the selection feature's did not.
      expect(await state(page), first).toEqual({ focused: "src", selected: [], expanded: [] });
    }
    for (const last of ["propmemo-last", "checkboxes-last"] as const) {
      await mountClicks(page, last);
      await rowLocator(page, "docs").click();
      await rowLocator(page, "src").click({ modifiers: ["Control"] });
      expect(await state(page), last).toEqual({ focused: "src", selected: ["docs", "src"], expanded: [] });
      await rowLocator(page, "docs").dblclick();
      expect((await state(page)).expanded, last).toEqual(["docs"]);
    }
  });

  it(claim("/recipe/click-behavior", "If you list the feature after selectionFeature instead, its onClick replaces the selection feature's as well."), async () => {
    const { page } = await harness.open();
    await mountClicks(page, "double-after");
    await rowLocator(page, "docs").click();
    await rowLocator(page, "src").click({ modifiers: ["Control"] });
    expect(await state(page)).toEqual({ focused: "src", selected: [], expanded: [] });
  });

  it(claim("/recipe/click-behavior", "Then it has to decide whether to run the earlier handlers, which prev?.()?.onClick?.(event) does"), async () => {
    const { page } = await harness.open();
    await mountClicks(page, "after-calling-prev");
    await rowLocator(page, "docs").click();
    await rowLocator(page, "src").click({ modifiers: ["Control"] });
    expect(await state(page)).toEqual({ focused: "src", selected: ["docs", "src"], expanded: ["docs"] });
    expect(await primary(page)).toEqual(["docs", "src"]);
  });

  it(claim("/recipe/click-behavior", "The same feature, without onDoubleClick, stops clicks on the row from toggling; the arrow becomes an element of its own with a click handler that calls item.expand() or item.collapse()"), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "click-arrow");
    const hooks = rowNamed(page, "hooks");
    await hooks.click({ position: { x: 80, y: 8 } }); // on the name, not the arrow
    expect(await hooks.getAttribute("aria-expanded")).toBe("false");
    expect(await hooks.getAttribute("aria-selected")).toBe("true");
    await hooks.locator("[aria-hidden=true]").click();
    await eventually(() => hooks.getAttribute("aria-expanded")).toBe("true");
    expect(await rowNames(page)).toContain("use-media.ts");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/click-behavior", "A click on the row then no longer runs onPrimaryAction either, as that onClick only sets the focus; call item.primaryAction() in it if you use one."), async () => {
    const { page } = await harness.open();
    await mountClicks(page, "arrow-only");
    await rowLocator(page, "docs").click();
    await rowLocator(page, "readme.md").click();
    expect(await state(page)).toEqual({ focused: "readme.md", selected: ["readme.md"], expanded: [] });
    expect(await primary(page)).toEqual([]);
    await mountClicks(page, "arrow-only-with-primary");
    await rowLocator(page, "docs").click();
    await rowLocator(page, "readme.md").click();
    expect(await state(page)).toEqual({ focused: "readme.md", selected: ["readme.md"], expanded: [] });
    expect(await primary(page)).toEqual(["docs", "readme.md"]);
  });

  it(claim("/recipe/click-behavior", "Its stopPropagation() keeps the row's click from firing too; remove it if clicking the arrow should also select the item. It does focus the folder: the focused item is the only row with tabIndex 0, so when a folder closes over it, no row has one and Tab skips the tree."), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "click-arrow");
    // Select and focus a file inside "components", then close "components" by its arrow.
    await rowNamed(page, "menu.tsx").click();
    const components = rowNamed(page, "components");
    await components.locator("[aria-hidden=true]").click();
    await eventually(() => components.getAttribute("aria-expanded")).toBe("false");
    // The row's click did not run (the selection stayed), but the folder took the focus.
    expect(await rowNamed(page, "components").getAttribute("aria-selected")).toBe("false");
    expect(await page.evaluate(() => document.querySelectorAll('[role=treeitem][aria-selected="true"]').length)).toBe(0);
    expect(await tabIntoTree(page)).toBe("components");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/click-behavior", "the focused item is the only row with tabIndex 0, so when a folder closes over it, no row has one and Tab skips the tree."), async () => {
    const { page } = await harness.open();
    await mountClicks(page, "default");
    await page.evaluate(() => window.harness.addDropZone("outside")); // not focusable: Tab starts from the body
    await rowLocator(page, "docs").click();
    await rowLocator(page, "guide.md").click();
    // Closed by code (as the arrow's handler does), not by a click on the folder's row.
    await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("docs").collapse()));
    expect(await page.locator('[data-tree="a"] [tabindex="0"]').count()).toBe(0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("[data-tree]") !== null)).toBe(false);
    // With the folder focused first, the folder keeps tabIndex 0 and Tab lands on it.
    await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("docs").setFocused()));
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.id)).toBe("docs");
  });

  it(claim("/recipe/click-behavior", "and a new onDoubleClick does the opening and the primary action"), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "click-double");
    const pictures = rowNamed(page, "pictures");
    await pictures.dblclick();
    await eventually(() => pictures.getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByText(/^Primary action ran for:/).textContent()).toBe("Primary action ran for: pictures");
    await rowNamed(page, "cat.jpg").click();
    await pictures.dblclick();
    await eventually(() => pictures.getAttribute("aria-expanded")).toBe("false");
    expect(await focusedName(page)).toBe("pictures");
    expect(await tabIntoTree(page)).toBe("pictures");
    expect(problems).toEqual([]);
  });
});
