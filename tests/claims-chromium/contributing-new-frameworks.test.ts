// Claims of content/contributing/new-frameworks.mdx that need real events: the page's plain-DOM
// binding and its usage block are taken from the page, bundled and run in Chromium, and driven with
// real clicks, keys and typing.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { claim } from "../claims/claim";
import { stopClock } from "./chromium-page";
import { codeBlock, focused, useSamplePage } from "./samples";

const ROUTE = "/contributing/new-frameworks";
const PAGE = "contributing/new-frameworks.mdx";
const samples = useSamplePage();

/** The page's two blocks as they are, with a button before the tree to Tab from and one after it. */
async function openBinding(binding = codeBlock(PAGE, "vanilla-tree.ts")) {
  const opened = await samples.open({
    files: { "vanilla-tree.ts": binding, "main.ts": codeBlock(PAGE, "main.ts"), "entry.tsx": 'import "./main";' },
    body: '<button id="before">before</button><div id="files"></div><button id="after">after</button>',
  });
  await opened.page.locator('[role="treeitem"]').first().waitFor();
  return opened;
}

const row = (page: Page, name: string) => page.locator(`[role="treeitem"][aria-label="${name}"]`);
const rowNames = (page: Page) => page.locator('[role="treeitem"]').evaluateAll((rows) => rows.map((r) => r.getAttribute("aria-label")));
/** Waits until the DOM focus is on `name` (the library moves it from a timer after the key). */
const focusOn = (page: Page, name: string) => expect.poll(() => focused(page)).toBe(name);

describe(ROUTE, () => {
  it(claim("/contributing/new-frameworks", "takes both blocks of this page, runs them in Chromium and types into them with real keys: a click selects and opens a folder"), async () => {
    const { page, problems } = await openBinding();
    expect(await page.locator("#files > [role=tree]").getAttribute("aria-label")).toBe("Project files");
    expect(await rowNames(page)).toEqual(["src", "README.md"]);
    const src = await row(page, "src").elementHandle();
    await row(page, "src").locator("span").click();
    await expect.poll(() => rowNames(page)).toEqual(["src", "index.ts", "tree.ts", "README.md"]);
    expect(await row(page, "src").getAttribute("aria-selected")).toBe("true");
    expect(await row(page, "src").getAttribute("aria-expanded")).toBe("true");
    // The same element as before the update, so the focus it had survives.
    expect(await src!.evaluate((el) => el.isConnected && el.getAttribute("aria-label"))).toBe("src");
    expect(problems).toEqual([]);
  });

  it(claim("/contributing/new-frameworks", "keeps one element per visible item so the focused element survives updates"), async () => {
    const { page } = await openBinding();
    await page.locator("#before").focus();
    await page.keyboard.press("Tab");
    await focusOn(page, "src");
    const before = await page.evaluateHandle(() => document.activeElement!);
    await page.keyboard.press("ArrowRight"); // opens src: the list is rebuilt, the row element stays
    await expect.poll(() => rowNames(page)).toEqual(["src", "index.ts", "tree.ts", "README.md"]);
    expect(await page.evaluate((el) => el === document.activeElement, before)).toBe(true);
  });

  it(claim("/contributing/new-frameworks", "the arrow keys move the focus"), async () => {
    const { page } = await openBinding();
    await page.locator("#before").focus();
    await page.keyboard.press("Tab");
    await focusOn(page, "src");
    await page.keyboard.press("ArrowDown");
    await focusOn(page, "README.md");
    expect(await row(page, "README.md").getAttribute("tabindex")).toBe("0");
    expect(await row(page, "src").getAttribute("tabindex")).toBe("-1");
    await page.keyboard.press("ArrowUp");
    await focusOn(page, "src");
  });

  it(claim("/contributing/new-frameworks", "F2 and typing rename an item"), async () => {
    const { page, problems } = await openBinding();
    await row(page, "README.md").locator("span").click();
    await focusOn(page, "README.md");
    await page.keyboard.press("F2");
    const input = page.getByRole("textbox", { name: "New name" });
    await expect.poll(() => focused(page)).toBe("New name");
    expect(await input.inputValue()).toBe("README.md");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("NOTES.md");
    await page.keyboard.press("Enter");
    await expect.poll(() => rowNames(page)).toEqual(["src", "NOTES.md"]);
    expect(await input.count()).toBe(0);
    await focusOn(page, "NOTES.md");
    expect(problems).toEqual([]);
  });

  it(claim("/contributing/new-frameworks", "Mind onChange: on a text input React means the DOM input event, which fires on every keystroke"), async () => {
    // The binding as it would be with `change` (the lowercased prop name): Enter renames to the old name.
    const lowercased = codeBlock(PAGE, "vanilla-tree.ts").replace('prop === "onChange" && textInput ? "input" : ', "");
    expect(lowercased).not.toContain('"input" :');
    const { page } = await openBinding(lowercased);
    await row(page, "README.md").locator("span").click();
    await page.keyboard.press("F2");
    await expect.poll(() => focused(page)).toBe("New name");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("NOTES.md");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("textbox", { name: "New name" }).count()).toBe(0);
    expect(await rowNames(page)).toEqual(["src", "README.md"]);
  });

  it(claim("/contributing/new-frameworks", "and the search does not follow the typing"), async () => {
    const lowercased = codeBlock(PAGE, "vanilla-tree.ts").replace('prop === "onChange" && textInput ? "input" : ', "");
    const { page } = await openBinding(lowercased);
    await row(page, "src").locator("span").click();
    await focusOn(page, "src");
    await page.keyboard.press("t");
    await expect.poll(() => focused(page)).toBe("Search");
    await expect.poll(() => row(page, "index.ts").getAttribute("tabindex")).toBe("0");
    await page.keyboard.type("r");
    const search = page.getByRole("searchbox", { name: "Search" });
    expect(await search.inputValue()).toBe("tr");
    // Another key's round trip through the page: by then an input event would have moved the focus.
    await page.keyboard.press("End");
    expect(await row(page, "index.ts").getAttribute("tabindex")).toBe("0");
    expect(await row(page, "tree.ts").getAttribute("tabindex")).toBe("-1");
  });

  it(claim("/contributing/new-frameworks", "typing a letter searches"), async () => {
    const { page, problems } = await openBinding();
    await row(page, "src").locator("span").click(); // opens src: index.ts, tree.ts
    await expect.poll(() => rowNames(page)).toEqual(["src", "index.ts", "tree.ts", "README.md"]);
    await focusOn(page, "src");
    await page.keyboard.press("t");
    const search = page.getByRole("searchbox", { name: "Search" });
    // The letter opens the search with itself as the value; the input gets the focus from a timer.
    await expect.poll(() => focused(page)).toBe("Search");
    expect(await search.inputValue()).toBe("t");
    await expect.poll(() => row(page, "index.ts").getAttribute("tabindex")).toBe("0");
    await page.keyboard.type("r");
    expect(await search.inputValue()).toBe("tr");
    // The search input sits before the tree, outside its container.
    expect(await search.evaluate((el) => el.nextElementSibling?.getAttribute("role"))).toBe("tree");
    await expect.poll(() => row(page, "tree.ts").getAttribute("tabindex")).toBe("0");
    await page.keyboard.press("Enter");
    await expect.poll(() => search.count()).toBe(0);
    await focusOn(page, "tree.ts");
    expect(await row(page, "tree.ts").getAttribute("aria-selected")).toBe("true");
    expect(problems).toEqual([]);
  });

  it(claim("/contributing/new-frameworks", "checking one file leaves its folder's checkbox indeterminate"), async () => {
    const { page, problems } = await openBinding();
    await row(page, "src").locator("span").click();
    const box = (name: string) => page.getByRole("checkbox", { name: `Check ${name}` });
    const state = (name: string) => box(name).evaluate((el: HTMLInputElement) => (el.indeterminate ? "mixed" : el.checked ? "checked" : "unchecked"));
    await box("index.ts").click();
    await expect.poll(() => state("index.ts")).toBe("checked");
    expect(await state("src")).toBe("mixed");
    expect(await state("tree.ts")).toBe("unchecked");
    // The click on the checkbox is not a click on the row: src stays open and index.ts unselected.
    expect(await rowNames(page)).toEqual(["src", "index.ts", "tree.ts", "README.md"]);
    expect(await row(page, "index.ts").getAttribute("aria-selected")).toBe("false");
    await box("tree.ts").click();
    await expect.poll(() => state("src")).toBe("checked");
    // Unchecking the folder unchecks the boxes already on screen: `checked` is set as a property.
    await box("src").click();
    await expect.poll(() => state("index.ts")).toBe("unchecked");
    expect(await state("tree.ts")).toBe("unchecked");
    expect(await state("src")).toBe("unchecked");
    expect(problems).toEqual([]);
  });

  it(claim("/contributing/new-frameworks", "The checkboxes follow the checkboxes page: they are left out of the tab order, so Tab reaches the tree as one stop"), async () => {
    const { page, problems } = await openBinding();
    await row(page, "src").locator("span").click(); // opens src: four rows, four checkboxes
    await expect.poll(() => page.getByRole("checkbox").count()).toBe(4);
    await page.locator("#before").focus();
    await page.keyboard.press("Tab");
    await focusOn(page, "src");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("button#after");
    await page.keyboard.press("Shift+Tab");
    await focusOn(page, "src");
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toBe("button#before");
    expect(problems).toEqual([]);
  });

  it(claim("/contributing/new-frameworks", "a click on one hands the focus back to its row, so the arrow keys keep working."), async () => {
    const { page, problems } = await openBinding();
    await row(page, "src").locator("span").click();
    await expect.poll(() => rowNames(page)).toEqual(["src", "index.ts", "tree.ts", "README.md"]);
    await page.getByRole("checkbox", { name: "Check index.ts" }).click();
    await expect.poll(() => page.getByRole("checkbox", { name: "Check index.ts" }).isChecked()).toBe(true);
    await focusOn(page, "index.ts");
    await page.keyboard.press("ArrowDown");
    await focusOn(page, "tree.ts");
    await page.keyboard.press("ArrowDown");
    await focusOn(page, "README.md");
    // The click is still not a click on the row: nothing was selected, src is still open.
    expect(await page.locator('[role="treeitem"][aria-selected="true"]').evaluateAll((rows) => rows.map((r) => r.getAttribute("aria-label")))).toEqual(["src"]);
    expect(problems).toEqual([]);
  });

  it(claim("/contributing/new-frameworks", "The checkbox's ref is what sets its indeterminate state for a folder whose contents are partly checked"), async () => {
    // The binding without calling the checkbox's ref: the folder's box never becomes indeterminate.
    const noRef = codeBlock(PAGE, "vanilla-tree.ts").replace(
      "applyProps(row.checkbox, item.getCheckboxProps());",
      "applyProps(row.checkbox, { ...item.getCheckboxProps(), ref: undefined });",
    );
    expect(noRef).toContain("ref: undefined");
    const { page } = await openBinding(noRef);
    await row(page, "src").locator("span").click();
    await page.getByRole("checkbox", { name: "Check index.ts" }).click();
    await expect.poll(() => page.getByRole("checkbox", { name: "Check index.ts" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Check src" }).evaluate((el: HTMLInputElement) => el.indeterminate)).toBe(false);
  });

  it(claim("/contributing/new-frameworks", "checked=\"false\" still checks a box"), async () => {
    const { page } = await samples.open({ files: { "entry.tsx": "" }, body: '<input type="checkbox" checked="false">' });
    expect(await page.locator("input").isChecked()).toBe(true);
  });

  it(claim("/contributing/new-frameworks", "value (rename and search inputs) and checked (checkboxes) have to be set as properties: their attributes only give the initial value"), async () => {
    const { page } = await samples.open({ files: { "entry.tsx": "" }, body: '<input type="text" value="README.md" aria-label="name">' });
    const input = page.getByRole("textbox", { name: "name" });
    await input.fill("NOTES.md");
    // What a binding that sets the attribute would do when the state changes the value:
    await input.evaluate((el) => el.setAttribute("value", "index.ts"));
    expect(await input.inputValue()).toBe("NOTES.md");
    await input.evaluate((el: HTMLInputElement) => (el.value = "index.ts"));
    expect(await input.inputValue()).toBe("index.ts");
  });

  it(claim("/contributing/new-frameworks", "Generated props use React's names: ref is a callback, onClick a handler, style an object"), async () => {
    // With drag and drop on, the container's props carry a style object (position: relative).
    const main = codeBlock(PAGE, "main.ts").replace("import {\n  checkboxesFeature,", "import {\n  dragAndDropFeature,\n  checkboxesFeature,").replace("      checkboxesFeature,\n    ],", "      checkboxesFeature,\n      dragAndDropFeature,\n    ],");
    expect(main.match(/dragAndDropFeature/g)).toHaveLength(2);
    const { page, problems } = await samples.open({
      files: { "vanilla-tree.ts": codeBlock(PAGE, "vanilla-tree.ts"), "main.ts": main, "entry.tsx": 'import "./main";' },
      body: '<div id="files"></div>',
    });
    await page.locator('[role="treeitem"]').first().waitFor();
    expect(await page.locator('[role="tree"]').evaluate((el: HTMLElement) => [el.style.position, el.getAttribute("style")])).toEqual(["relative", "position: relative;"]);
    expect(await row(page, "src").getAttribute("draggable")).toBe("true");
    expect(problems).toEqual([]);
  });

  it(claim("/contributing/new-frameworks", "the rename input's ref focuses it"), async () => {
    const { page } = await openBinding();
    await row(page, "README.md").locator("span").click();
    await page.keyboard.press("F2");
    await expect.poll(() => focused(page)).toBe("New name");
  });

  it(claim("/contributing/new-frameworks", "Registering the container is what starts the hotkeys (their listeners are added when the container element arrives)"), async () => {
    const { page, problems } = await samples.open({ files: { "entry.tsx": REGISTRATION_ENTRY }, body: '<div id="tree"></div>' });
    const state = () => page.evaluate(() => (window as unknown as { registration: { focusedItem(): string | null } }).registration.focusedItem());
    const call = (name: string) => page.evaluate((name) => (window as unknown as { registration: Record<string, () => void> }).registration[name]!(), name);
    await page.locator('[aria-label="a"]').focus();
    await page.keyboard.press("ArrowDown");
    expect(await state()).toBe(null);
    await call("registerContainer");
    await page.keyboard.press("ArrowDown");
    expect(await state()).toBe("b");
    await focusOn(page, "b");
    // The container's ref with null removes the listeners again.
    await call("unregisterContainer");
    await page.keyboard.press("ArrowUp");
    expect(await state()).toBe("b");
    expect(problems).toEqual([]);
  });

  it(claim("/contributing/new-frameworks", "registering an item's element is what lets the tree move the DOM focus to it"), async () => {
    const { page } = await samples.open({ files: { "entry.tsx": REGISTRATION_ENTRY }, body: '<div id="tree"></div>' });
    const state = () => page.evaluate(() => (window as unknown as { registration: { focusedItem(): string | null } }).registration.focusedItem());
    // updateDomFocus() looks for the element every 20 ms by the page's timers; on a stopped clock
    // the test says when they run instead of racing a busy machine.
    await stopClock(page);
    await page.evaluate(() => (window as unknown as { registration: Record<string, () => void> }).registration.registerContainer!());
    await page.locator('[aria-label="a"]').focus();
    await page.keyboard.press("ArrowDown");
    await page.clock.runFor(40);
    await focusOn(page, "b");
    await page.keyboard.press("ArrowDown"); // to c, whose element the entry never registered
    expect(await state()).toBe("c");
    // The DOM focus cannot follow: at its first look the library finds no element for c, gives up
    // and focuses the first item instead.
    await page.clock.runFor(40);
    await focusOn(page, "a");
    expect(await state()).toBe("a");
    await page.keyboard.press("ArrowDown");
    await page.clock.runFor(40);
    await focusOn(page, "b");
  });
});

// A tree made with createTree and rendered by hand: rows a, b, c (c's element is never registered);
// the container is registered only when the test calls registration.registerContainer().
const REGISTRATION_ENTRY = `
import { createTree, hotkeysCoreFeature, syncDataLoaderFeature } from "@headless-tree/core";
const tree = createTree<string>({
  rootItemId: "root",
  getItemName: (item) => item.getId(),
  isItemFolder: () => false,
  dataLoader: { getItem: (id) => id, getChildren: (id) => (id === "root" ? ["a", "b", "c"] : []) },
  features: [syncDataLoaderFeature, hotkeysCoreFeature],
  setState: () => render(),
});
const container = document.getElementById("tree")!;
function render() {
  for (const item of tree.getItems()) {
    let row = container.querySelector<HTMLElement>('[aria-label="' + item.getId() + '"]');
    if (!row) {
      row = container.appendChild(document.createElement("div"));
      row.textContent = item.getId();
      if (item.getId() !== "c") item.registerElement(row);
    }
    const props = item.getProps();
    row.setAttribute("role", props.role);
    row.setAttribute("aria-label", props["aria-label"]);
    row.tabIndex = props.tabIndex;
  }
}
tree.setMounted(true);
tree.rebuildTree();
(window as any).registration = {
  focusedItem: () => tree.getState().focusedItem,
  registerContainer: () => tree.getContainerProps("Letters").ref(container),
  unregisterContainer: () => tree.getContainerProps("Letters").ref(null),
};
`;
