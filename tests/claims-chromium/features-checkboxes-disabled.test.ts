// Claims of content/features/checkboxes.mdx, "Disabling some checkboxes": real clicks on disabled
// inputs and a Space hotkey like the demo's, in three trees of the same data: with disabled inputs only,
// with a setter that keeps disabled items out of checkedItems, and with the page's locked-checkboxes.ts.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { codeBlock, useSamplePage } from "./samples";
import { nextFrame } from "./support";

const samples = useSamplePage();

// banana (unchecked) and carrot (checked) are disabled: in the markup in "plain" and "filtered", by the
// page's feature in "locked" and "first" (listed first). Each tree is a <section data-name>; every row
// click is logged in window.rowClicks as "<tree> <id>".
const ENTRY = `
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { checkboxesFeature, hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature, type FeatureImplementation, type TreeConfig } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import { lockedCheckboxesFeature } from "./locked-checkboxes";

const children: Record<string, string[]> = { root: ["fruit", "veg"], fruit: ["apple", "banana", "cherry"], veg: ["carrot", "leek"] };
const locked = new Set(["banana", "carrot"]);
const isLocked = (id: string) => locked.has(id);
const trees: Record<string, unknown> = ((window as any).trees = {});
const rowClicks: string[] = ((window as any).rowClicks = []);

function Files({ name, features, config = {}, markup = true }: { name: string; features: FeatureImplementation[]; config?: Partial<TreeConfig<string>>; markup?: boolean }) {
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["fruit", "veg"], checkedItems: ["carrot"] },
    getItemName: (item) => item.getItemData(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: { getItem: (id) => id, getChildren: (id) => children[id] ?? [] },
    hotkeys: {
      customToggleChecked: { hotkey: "Space", preventDefault: true, handler: (_event, tree) => void tree.getFocusedItem().toggleCheckedState() },
    },
    features,
    ...config,
  });
  trees[name] = tree;
  return (
    <section data-name={name}>
      <div {...tree.getContainerProps(name)}>
        {tree.getItems().map((item) => {
          const props = item.getProps();
          return (
            <div
              {...props}
              key={item.getId()}
              onClick={(event) => {
                rowClicks.push(name + " " + item.getId());
                props.onClick?.(event);
              }}
              style={{ paddingLeft: item.getItemMeta().level * 20 }}
            >
              <input
                type="checkbox"
                {...item.getCheckboxProps()}
                {...(markup ? { disabled: isLocked(item.getId()) } : {})}
                aria-label={"Check " + item.getItemName()}
                tabIndex={-1}
                onClick={(event) => {
                  event.stopPropagation();
                  item.setFocused();
                  tree.updateDomFocus();
                }}
              />
              {item.getItemName()}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function Filtered() {
  const [checkedItems, setCheckedItems] = useState<string[]>(["carrot"]);
  return (
    <Files
      name="filtered"
      features={[syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, checkboxesFeature]}
      config={{
        state: { checkedItems },
        // Disabled items keep what they had; everything else takes the update.
        setCheckedItems: (update) =>
          setCheckedItems((old) => [...(typeof update === "function" ? update(old) : update).filter((id) => !isLocked(id)), ...old.filter(isLocked)]),
      }}
    />
  );
}

createRoot(document.getElementById("app")!).render(
  <>
    <Files name="plain" features={[syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, checkboxesFeature]} />
    <Filtered />
    <Files name="locked" features={[syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, checkboxesFeature, lockedCheckboxesFeature(isLocked)]} markup={false} />
    <Files name="first" features={[lockedCheckboxesFeature(isLocked), syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, checkboxesFeature]} markup={false} />
  </>,
);
`;

async function open() {
  const opened = await samples.open({
    files: { "locked-checkboxes.ts": codeBlock("features/checkboxes.mdx", "locked-checkboxes.ts"), "entry.tsx": ENTRY },
    body: '<div id="app"></div>',
  });
  await opened.page.locator('[data-name="first"] [role="treeitem"]').first().waitFor();
  return opened;
}

const box = (page: Page, tree: string, id: string) => page.locator(`[data-name="${tree}"] input[aria-label="Check ${id}"]`);
const row = (page: Page, tree: string, id: string) => page.locator(`[data-name="${tree}"] [role="treeitem"][aria-label="${id}"]`);
/** A real click in the middle of the box (Playwright's locator.click() refuses disabled elements). */
async function clickBox(page: Page, tree: string, id: string) {
  const { x, y, width, height } = (await box(page, tree, id).boundingBox())!;
  await page.mouse.click(x + width / 2, y + height / 2);
}
/** Every box as the user sees it: "id:checked", "id:mixed" or "id:-". */
const boxes = (page: Page, tree: string) =>
  page
    .locator(`[data-name="${tree}"] input[type="checkbox"]`)
    .evaluateAll((inputs) =>
      (inputs as HTMLInputElement[]).map((input) => `${input.getAttribute("aria-label")!.slice(6)}:${input.indeterminate ? "mixed" : input.checked ? "checked" : "-"}`),
    );
const checkedItems = (page: Page, tree: string) =>
  page.evaluate((tree) => ((window as any).trees[tree] as { getState(): { checkedItems: string[] } }).getState().checkedItems, tree);
const rowClicks = (page: Page) => page.evaluate(() => (window as any).rowClicks.splice(0) as string[]);
const focusedRow = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);

const ALL_UNCHECKED_BUT_CARROT = ["fruit:-", "apple:-", "banana:-", "cherry:-", "veg:mixed", "carrot:checked", "leek:-"];

describe("/features/checkboxes: Disabling some checkboxes", () => {
  it(claim("/features/checkboxes", "Rendering the input with disabled is half of it: the browser then ignores clicks on the box, so the onChange of getCheckboxProps() never runs, and the click does not reach the row either."), async () => {
    const { page, problems } = await open();
    await row(page, "plain", "apple").click();
    await rowClicks(page);
    for (const id of ["banana", "carrot"]) {
      await clickBox(page, "plain", id);
      await nextFrame(page);
    }
    expect(await boxes(page, "plain")).toEqual(ALL_UNCHECKED_BUT_CARROT);
    expect(await checkedItems(page, "plain")).toEqual(["carrot"]);
    expect(await rowClicks(page)).toEqual([]);
    // The same click on an enabled box checks it.
    await clickBox(page, "plain", "cherry");
    await expect.poll(() => checkedItems(page, "plain")).toEqual(["carrot", "cherry"]);
    expect(problems).toEqual([]);
  });

  it(claim("/features/checkboxes", "A hotkey of your own that toggles the focused item, like the demo's Space, calls toggleCheckedState() on a disabled item as on any other."), async () => {
    const { page } = await open();
    await row(page, "plain", "banana").click();
    await expect.poll(() => focusedRow(page)).toBe("banana");
    await page.keyboard.press("Space");
    await expect.poll(() => checkedItems(page, "plain")).toEqual(["carrot", "banana"]);
    await row(page, "plain", "carrot").click();
    await page.keyboard.press("Space");
    await expect.poll(() => checkedItems(page, "plain")).toEqual(["banana"]);
  });

  it(claim("/features/checkboxes", "A click on a disabled box still moves the browser's focus to its row, but the tree's focused item stays where it was, so that Space then toggles the item that had the focus before."), async () => {
    const { page } = await open();
    await row(page, "plain", "apple").click();
    await clickBox(page, "plain", "banana");
    await expect.poll(() => focusedRow(page)).toBe("banana");
    expect(await page.evaluate(() => (window as any).trees.plain.getState().focusedItem)).toBe("apple");
    await page.keyboard.press("Space");
    await expect.poll(() => checkedItems(page, "plain")).toEqual(["carrot", "apple"]);
  });

  it(claim("/features/checkboxes", "Checking or unchecking a folder checks or unchecks every item below it, disabled or not."), async () => {
    const { page } = await open();
    await clickBox(page, "plain", "fruit");
    await expect.poll(() => boxes(page, "plain")).toEqual(["fruit:checked", "apple:checked", "banana:checked", "cherry:checked", "veg:mixed", "carrot:checked", "leek:-"]);
    await clickBox(page, "plain", "veg"); // partly checked: checks
    await expect.poll(() => boxes(page, "plain")).toContain("veg:checked");
    await clickBox(page, "plain", "veg"); // checked: unchecks, the disabled carrot too
    await expect.poll(() => boxes(page, "plain")).toEqual(["fruit:checked", "apple:checked", "banana:checked", "cherry:checked", "veg:-", "carrot:-", "leek:-"]);
    await clickBox(page, "plain", "fruit");
    await expect.poll(() => checkedItems(page, "plain")).toEqual([]);
  });

  it(claim("/features/checkboxes", "Keeping disabled items out of your setCheckedItems alone is not enough either: a folder with a disabled, unchecked item below it then never shows as checked, and since a click on a folder that is not checked checks it, clicking the folder can no longer uncheck the rest."), async () => {
    const { page } = await open();
    await clickBox(page, "filtered", "fruit");
    await expect.poll(() => boxes(page, "filtered")).toEqual(["fruit:mixed", "apple:checked", "banana:-", "cherry:checked", "veg:mixed", "carrot:checked", "leek:-"]);
    await clickBox(page, "filtered", "fruit");
    await nextFrame(page);
    expect(await boxes(page, "filtered")).toEqual(["fruit:mixed", "apple:checked", "banana:-", "cherry:checked", "veg:mixed", "carrot:checked", "leek:-"]);
    // The setter did keep the disabled items as they were: carrot stays checked when veg is unchecked.
    await clickBox(page, "filtered", "veg");
    await expect.poll(() => boxes(page, "filtered")).toContain("veg:checked");
    await clickBox(page, "filtered", "veg");
    await expect.poll(() => boxes(page, "filtered")).toContain("leek:-");
    expect(await boxes(page, "filtered")).toContain("carrot:checked");
  });

  it(claim("/features/checkboxes", "Toggling a disabled item does nothing, toggling a folder leaves the disabled items below it as they were, and a folder shows as checked when every item below it that the user can change is checked"), async () => {
    const { page, problems } = await open();
    // The disabled item: its box ignores clicks, and the Space hotkey changes nothing now.
    await clickBox(page, "locked", "banana");
    await row(page, "locked", "banana").click();
    await page.keyboard.press("Space");
    await row(page, "locked", "carrot").click();
    await page.keyboard.press("Space");
    await nextFrame(page);
    expect(await boxes(page, "locked")).toEqual(ALL_UNCHECKED_BUT_CARROT);
    // A folder with a disabled, unchecked item: checking it skips banana and shows checked; unchecking works.
    await clickBox(page, "locked", "fruit");
    await expect.poll(() => boxes(page, "locked")).toEqual(["fruit:checked", "apple:checked", "banana:-", "cherry:checked", "veg:mixed", "carrot:checked", "leek:-"]);
    await clickBox(page, "locked", "fruit");
    await expect.poll(() => boxes(page, "locked")).toEqual(ALL_UNCHECKED_BUT_CARROT);
    // A folder with a disabled, checked item: unchecking it keeps carrot.
    await row(page, "locked", "veg").click(); // also closes veg; the check does not need it open
    await page.keyboard.press("Space");
    await expect.poll(() => checkedItems(page, "locked")).toEqual(["leek", "carrot"]);
    await page.keyboard.press("Space");
    await expect.poll(() => checkedItems(page, "locked")).toEqual(["carrot"]);
    // Checking the last free item by hand makes its folder checked too.
    await clickBox(page, "locked", "apple");
    await clickBox(page, "locked", "cherry");
    await expect.poll(() => boxes(page, "locked")).toEqual(["fruit:checked", "apple:checked", "banana:-", "cherry:checked", "veg:mixed"]);
    expect(problems).toEqual([]);
  });

  it(claim("/features/checkboxes", "For a disabled item, getCheckboxProps() adds disabled and makes the row the tree's focused item when the box is pressed."), async () => {
    const { page } = await open();
    const disabled = () =>
      page.locator('[data-name="locked"] input[type="checkbox"]').evaluateAll((inputs) => (inputs as HTMLInputElement[]).filter((i) => i.disabled).map((i) => i.getAttribute("aria-label")));
    expect(await disabled()).toEqual(["Check banana", "Check carrot"]);
    await row(page, "locked", "apple").click();
    await rowClicks(page);
    await clickBox(page, "locked", "carrot");
    await expect.poll(() => page.evaluate(() => (window as any).trees.locked.getState().focusedItem)).toBe("carrot");
    expect(await focusedRow(page)).toBe("carrot");
    expect(await rowClicks(page)).toEqual([]);
    await page.keyboard.press("ArrowDown"); // from carrot, not from apple
    await expect.poll(() => focusedRow(page)).toBe("leek");
    expect(await checkedItems(page, "locked")).toEqual(["carrot"]);
  });

  it(claim("/features/checkboxes", "overwrites: [\"checkboxes\"], // ordered after checkboxesFeature wherever it is listed"), async () => {
    const { page } = await open();
    await clickBox(page, "first", "fruit");
    await expect.poll(() => boxes(page, "first")).toEqual(["fruit:checked", "apple:checked", "banana:-", "cherry:checked", "veg:mixed", "carrot:checked", "leek:-"]);
    await row(page, "first", "banana").click();
    await page.keyboard.press("Space");
    await nextFrame(page);
    expect(await checkedItems(page, "first")).not.toContain("banana");
  });

  it(claim("/features/checkboxes", "Only the user's toggles go through it: setChecked(), setUnchecked() and tree.setCheckedItems() in your own code still change disabled items."), async () => {
    const { page } = await open();
    await page.evaluate(async () => {
      const tree = (window as any).trees.locked;
      await tree.getItemInstance("fruit").setChecked();
    });
    await expect.poll(() => checkedItems(page, "locked")).toEqual(["carrot", "apple", "banana", "cherry"]);
    await page.evaluate(async () => {
      const tree = (window as any).trees.locked;
      await tree.getItemInstance("veg").setUnchecked();
    });
    await expect.poll(() => checkedItems(page, "locked")).toEqual(["apple", "banana", "cherry"]);
    await page.evaluate(() => (window as any).trees.locked.setCheckedItems(["carrot", "banana"]));
    await expect.poll(() => boxes(page, "locked")).toEqual(["fruit:mixed", "apple:-", "banana:checked", "cherry:-", "veg:mixed", "carrot:checked", "leek:-"]);
  });

});
