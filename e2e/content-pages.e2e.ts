// The guides, drag and drop pages, recipes, contributing pages and the markdown page in a real
// browser: every live demo does what its page says, and the markdown features work.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";
import { caughtUp } from "./support/caught-up";

// playwright-core has no web-first assertions: these poll with vitest's expect.poll.
const poll = <T>(read: () => Promise<T>) => expect.poll(read);

/** The running demo of a DemoBox (its stage, without the source code shown below it). */
const demo = (page: Page, id: string) => page.locator(`section[data-demo="${id}"] > div[class*="stage"]`).first();
const tree = (box: Locator) => box.getByRole("tree").first();
const item = (scope: Locator, name: string) => scope.locator(`[role="treeitem"][aria-label="${name}"]`).first();
const names = (scope: Locator) => scope.locator('[role="treeitem"]').evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
const levelOf = (scope: Locator, name: string) => item(scope, name).getAttribute("aria-level");
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);

/** Puts the keyboard focus on the tree's focused item (the one with tabindex 0). */
async function focusTree(page: Page, scope: Locator) {
  const first = scope.locator('[role="treeitem"][tabindex="0"]').first();
  await first.focus();
  const name = await first.getAttribute("aria-label");
  await poll(() => focusedName(page)).toBe(name);
  return name;
}

async function pressAndWait(page: Page, key: string, expectedFocus: string) {
  await page.keyboard.press(key);
  await poll(() => focusedName(page)).toBe(expectedFocus);
}

/** An HTML5 drag with real mouse events, which Chromium turns into drag and drop events. */
async function drag(source: Locator, target: Locator, position: "middle" | "top" = "middle") {
  const box = await target.boundingBox();
  if (!box) throw new Error("drop target is not visible");
  await source.dragTo(target, { targetPosition: { x: Math.min(60, box.width / 2), y: position === "top" ? 2 : box.height / 2 } });
}

describe("guides", () => {
  const browser = useBrowser();

  it("/guides/hotkeys: the generated tables list every default hotkey", async () => {
    const { page, problems } = await browser.openDemoPage("/guides/hotkeys");
    const rows = page.locator('tr[id^="hotkey-"]');
    expect(await rows.count()).toBe(25);
    for (const name of ["focusNextItem", "toggleSelectedItem", "startDrag", "openSearch", "abortRenaming", "expandSelected"]) {
      expect(await page.locator(`#hotkey-${name}`).count(), name).toBe(1);
    }
    const startDrag = page.locator("#hotkey-startDrag");
    // Shown as labels; a label that differs from the key's name ("Ctrl") carries the name as hidden text.
    const keys = startDrag.locator("kbd");
    expect(await keys.evaluateAll((kbds) => kbds.map((kbd) => (kbd.querySelector('[aria-hidden="true"]') ?? kbd).textContent))).toEqual(["Ctrl", "Shift", "D"]);
    expect(await keys.evaluateAll((kbds) => kbds.map((kbd) => (kbd.querySelector(".visually-hidden") ?? kbd).textContent))).toEqual(["Control", "Shift", "D"]);
    expect(await startDrag.textContent()).toContain("Control+Shift+KeyD");
    // Each table sits under its feature's heading and names the features it needs.
    const kdndTable = page.locator("h3#drag-and-drop + div table");
    expect(await kdndTable.locator("caption").textContent()).toContain("keyboardDragAndDropFeature");
    expect(await kdndTable.locator("caption").textContent()).toContain("dragAndDropFeature");
    expect(problems).toEqual([]);
  });

  it("/guides/hotkeys: rebound keys replace the defaults", async () => {
    const { page, problems } = await browser.openDemoPage("/guides/hotkeys");
    const box = demo(page, "hotkeys-override");
    const scope = tree(box);
    expect(await focusTree(page, scope)).toBe("notes");
    await pressAndWait(page, "j", "2024");
    await page.keyboard.press("ArrowDown");
    await caughtUp(page);
    expect(await focusedName(page)).toBe("2024");
    await page.keyboard.press("l");
    await poll(() => item(scope, "2024").getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("x");
    await poll(() => item(scope, "2024").getAttribute("aria-selected")).toBe("true");
    await pressAndWait(page, "k", "notes");
    await poll(() => box.locator("p").last().textContent()).toContain("focusPreviousItem");
    expect(problems).toEqual([]);
  });

  it("/guides/hotkeys: custom hotkeys add, delete and collapse", async () => {
    const { page, problems } = await browser.openDemoPage("/guides/hotkeys");
    const scope = tree(demo(page, "hotkeys-custom-actions"));
    expect(await focusTree(page, scope)).toBe("Shelf");
    await page.keyboard.press("n");
    await poll(() => focusedName(page)).toBe("New item 1");
    expect(await levelOf(scope, "New item 1")).toBe("2");
    await pressAndWait(page, "Delete", "Lentils");
    expect(await names(scope)).not.toContain("New item 1");
    await page.keyboard.press("Shift+C");
    await poll(() => names(scope)).toEqual(["Shelf", "Fridge", "Kettle"]);
    expect(problems).toEqual([]);
  });

  it("/guides/state: individual state atoms go both ways", async () => {
    const { page, problems } = await browser.openDemoPage("/guides/state");
    const box = demo(page, "state-individual-atoms");
    const scope = tree(box);
    const readouts = box.locator("p[class*=readout]");
    await box.getByRole("button", { name: "Select all vegetables" }).click();
    await poll(() => readouts.nth(0).textContent()).toBe('["carrot","leek","potato"]');
    await box.getByRole("button", { name: "Expand both folders" }).click();
    await poll(() => item(scope, "leek").getAttribute("aria-selected")).toBe("true");
    await item(scope, "apple").click();
    await poll(() => readouts.nth(0).textContent()).toBe('["apple"]');
    await poll(() => readouts.nth(2).textContent()).toBe('"apple"');
    await item(scope, "fruit").click();
    await poll(() => readouts.nth(1).textContent()).toBe('["vegetables"]');
    expect(problems).toEqual([]);
  });

  it("/guides/state: the entire state in one object", async () => {
    const { page, problems } = await browser.openDemoPage("/guides/state");
    const box = demo(page, "state-controlled");
    const scope = tree(box);
    await box.getByRole("button", { name: "Jump to the tax letter" }).click();
    await poll(() => item(scope, "tax-letter").getAttribute("aria-selected")).toBe("true");
    expect(await item(scope, "tax-letter").getAttribute("tabindex")).toBe("0");
    await item(scope, "inbox").click();
    await poll(() => box.locator("pre").textContent()).toContain('"selectedItems": [\n  "inbox"');
    await box.getByRole("button", { name: "Reset" }).click();
    await poll(() => names(scope)).toEqual(["inbox", "invoice", "newsletter", "archive", "drafts"]);
    expect(problems).toEqual([]);
  });

  it("/guides/accessibility: search, renaming and keyboard drag and drop by keyboard", async () => {
    const { page, problems } = await browser.openDemoPage("/guides/accessibility");
    const box = demo(page, "accessibility-keyboard");
    const scope = tree(box);
    const log = box.locator("p[aria-live=polite]");
    const announcement = box.locator("span[aria-live=assertive]");
    expect(await focusTree(page, scope)).toBe("home.html");
    expect(await announcement.textContent()).toBe("Press Control+Shift+KeyD to move selected items");

    // Type-ahead search opens an input with the typed letter.
    await page.keyboard.press("b");
    const search = box.getByRole("textbox", { name: "Search the tree" });
    await poll(() => search.inputValue()).toBe("b");
    await page.keyboard.press("Escape");
    await poll(() => search.count()).toBe(0);
    await poll(() => log.textContent()).toContain("closeSearch");

    // F2 renames the focused item.
    await item(scope, "about.html").click();
    await page.keyboard.press("F2");
    const input = box.getByRole("textbox", { name: "New name" });
    await poll(() => input.inputValue()).toBe("about.html");
    await input.fill("team.html");
    await page.keyboard.press("Enter");
    await poll(() => names(scope)).toContain("team.html");

    // Keyboard drag: pick up, move down, drop.
    await poll(() => focusedName(page)).toBe("team.html");
    await page.keyboard.press("Control+Shift+D");
    await poll(() => announcement.textContent()).toContain("Dragging team.html");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await poll(() => announcement.textContent()).toContain("Drag completed");
    expect(await log.textContent()).toContain("completeDrag");
    expect(problems).toEqual([]);
  });

  it("/guides/styling: the styled tree is draggable and styled by its attributes", async () => {
    const { page, problems } = await browser.openDemoPage("/guides/styling");
    const scope = tree(demo(page, "styling-basic"));
    const selected = item(scope, "Morning Light");
    expect(await selected.getAttribute("aria-selected")).toBe("true");
    const background = await selected.evaluate((el) => getComputedStyle(el).backgroundColor);
    const plain = await item(scope, "Intro").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe(plain);
    await drag(item(scope, "Bonus Track"), item(scope, "Side A"));
    await poll(() => levelOf(scope, "Bonus Track")).toBe("2");
    expect(problems).toEqual([]);
  });

  it("/guides/rct-migration: the mapping table is there", async () => {
    const { page, problems } = await browser.openDemoPage("/guides/rct-migration");
    expect(await page.locator("h2#feature-parity").count()).toBe(1);
    expect(await page.locator("table").first().textContent()).toContain("getItemName");
    expect(problems).toEqual([]);
  });
});

describe("drag and drop pages", () => {
  const browser = useBrowser();

  it("/dnd/overview: moves, drags in from outside and drags out", async () => {
    const { page, problems } = await browser.openDemoPage("/dnd/overview");
    const box = demo(page, "dnd-comprehensive");
    const scope = tree(box);
    await drag(item(scope, "Ride tram 28"), item(scope, "Packing"));
    await poll(() => levelOf(scope, "Ride tram 28")).toBe("2");
    expect((await names(scope)).indexOf("Ride tram 28")).toBeGreaterThan((await names(scope)).indexOf("Phone charger"));

    await drag(box.getByText("Fado show in Mouraria", { exact: true }), item(scope, "Lisbon"));
    await poll(() => names(scope)).toContain("Fado show in Mouraria");
    expect(await levelOf(scope, "Fado show in Mouraria")).toBe("2");

    const zone = box.getByText("Drop items here to remove them from the tree");
    await drag(item(scope, "Budget.xlsx"), zone);
    await poll(() => box.getByText(/^Received:/).textContent()).toBe("Received: Budget.xlsx");
    await poll(() => names(scope)).not.toContain("Budget.xlsx");
    expect(problems).toEqual([]);
  });

  it("/dnd/overview: createOnDropHandler reorders within a folder", async () => {
    const { page, problems } = await browser.openDemoPage("/dnd/overview");
    const scope = tree(demo(page, "dnd-drop-handler"));
    await drag(item(scope, "dessert"), item(scope, "curry"), "top");
    await poll(async () => (await names(scope)).slice(-3)).toEqual(["dessert", "curry", "rice"]);
    expect(problems).toEqual([]);
  });

  it("/dnd/customizability: no reordering, canDrag, canDrop, drag preview and drag handle", async () => {
    const { page, problems } = await browser.openDemoPage("/dnd/customizability");

    const noReorder = demo(page, "dnd-customize-no-reorder");
    await drag(item(tree(noReorder), "scan-0412.pdf"), item(tree(noReorder), "receipts"));
    await poll(() => noReorder.getByText(/^Last drop:/).textContent()).toBe("Last drop: scan-0412.pdf into receipts");
    // receipts was closed: it opens, so the dropped item the tree focuses has a row, and Tab reaches it.
    await poll(() => item(tree(noReorder), "scan-0412.pdf").getAttribute("tabindex")).toBe("0");
    expect(await levelOf(tree(noReorder), "scan-0412.pdf")).toBe("2");
    // Dropped between two items, the target is still the folder.
    await drag(item(tree(noReorder), "scan-0413.pdf"), item(tree(noReorder), "march.pdf"), "top");
    await poll(() => noReorder.getByText(/^Last drop:/).textContent()).toBe("Last drop: scan-0413.pdf into invoices");

    const canDrag = tree(demo(page, "dnd-customize-can-drag"));
    await drag(item(canDrag, "Title slide"), item(canDrag, "Closing"));
    await caughtUp(page);
    expect(await levelOf(canDrag, "Title slide")).toBe("2");
    expect((await names(canDrag)).indexOf("Title slide")).toBe(1);
    await drag(item(canDrag, "Agenda"), item(canDrag, "Closing"));
    await poll(async () => (await names(canDrag)).at(-1)).toBe("Agenda");

    const canDrop = tree(demo(page, "dnd-customize-can-drop"));
    await drag(item(canDrop, "beach.jpg"), item(canDrop, "Images"));
    await poll(async () => (await names(canDrop)).indexOf("beach.jpg")).toBe((await names(canDrop)).indexOf("Images") + 1);
    expect(await levelOf(canDrop, "beach.jpg")).toBe("2");
    await drag(item(canDrop, "notes.txt"), item(canDrop, "Documents"));
    await caughtUp(page);
    expect(await levelOf(canDrop, "notes.txt")).not.toBe("2");

    const preview = demo(page, "dnd-customize-drag-preview");
    await drag(item(tree(preview), "naima"), item(tree(preview), "playlist"));
    await poll(async () => (await names(tree(preview))).slice(0, 6)).toEqual([
      "playlist",
      "blue in green",
      "so what",
      "naima",
      "take five",
      "blue monk",
    ]);
    expect(await preview.locator("[aria-hidden=true][class*=preview]").textContent()).toBe("naima and 2 more");

    const handle = tree(demo(page, "dnd-customize-drag-handle"));
    expect(await item(handle, "standup").getAttribute("draggable")).toBeNull();
    await drag(item(handle, "standup").locator("[draggable=true]"), item(handle, "tuesday"));
    await poll(async () => (await names(handle)).at(-1)).toBe("standup");
    expect(problems).toEqual([]);
  });

  it("/dnd/foreign-dnd: dragging out, dragging in and between two trees", async () => {
    const { page, problems } = await browser.openDemoPage("/dnd/foreign-dnd");

    const out = demo(page, "foreign-drag-out");
    await item(tree(out), "apples").click();
    await drag(item(tree(out), "apples"), out.getByText("Drag groceries into this basket"));
    await poll(() => out.getByText(/^In the basket:/).textContent()).toBe("In the basket: apples");
    await poll(() => names(tree(out))).not.toContain("apples");
    // The focused item left the tree: another row takes tabindex 0, so Tab still reaches the tree.
    await poll(() => tree(out).locator('[role="treeitem"][tabindex="0"]').count()).toBe(1);

    const into = demo(page, "foreign-drag-in");
    await drag(into.getByText("Offline support", { exact: true }), item(tree(into), "Ideas"));
    await poll(() => levelOf(tree(into), "Offline support")).toBe("2");
    const before = (await names(tree(into))).length;
    await drag(into.getByText("Export to PDF", { exact: true }), item(tree(into), "Archive (read-only)"));
    await caughtUp(page);
    expect((await names(tree(into))).length).toBe(before);
    expect(await into.textContent()).toContain("Cards created: 1");

    const two = demo(page, "foreign-two-trees");
    const backlog = two.getByRole("tree", { name: "Backlog" });
    const sprint = two.getByRole("tree", { name: "Sprint" });
    // A drop on the empty part of Sprint, then a drag from Backlog: the new item arrives, none is lost.
    const sprintBox = (await sprint.boundingBox())!;
    await item(sprint, "Onboarding tour").dragTo(sprint, { targetPosition: { x: 60, y: sprintBox.height - 6 } });
    await poll(async () => (await names(sprint)).at(-1)).toBe("Onboarding tour");
    await drag(item(backlog, "Monthly reports"), item(sprint, "Week 1"));
    await poll(() => names(sprint)).toContain("Monthly reports");
    await poll(() => names(backlog)).not.toContain("Monthly reports");
    expect(await names(sprint)).toContain("Onboarding tour");
    await item(backlog, "Login").click();
    await drag(item(backlog, "Login"), item(sprint, "Week 2"));
    await poll(() => names(sprint)).toContain("Login");
    await poll(() => names(backlog)).not.toContain("Login");
    // The children travelled along.
    await item(sprint, "Login").click();
    await poll(() => names(sprint)).toContain("Password reset");
    await poll(() => backlog.locator('[role="treeitem"][tabindex="0"]').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it("/dnd/behavior: the inspector shows the live drop target and the dropped result", async () => {
    const { page, problems } = await browser.openDemoPage("/dnd/behavior");
    const box = demo(page, "dnd-behavior-inspector");
    const scope = tree(box);
    await drag(item(scope, "readme"), item(scope, "docs"));
    await poll(() => box.locator("dd[aria-live=polite]").textContent()).toBe('readme → { item: "docs" }');
    expect(await levelOf(scope, "readme")).toBe("2");
    // Between two items: an ordered target with indices.
    await drag(item(scope, "guide"), item(scope, "app"), "top");
    await poll(() => box.locator("dd[aria-live=polite]").textContent()).toContain('guide → { item: "src"');
    expect(await box.locator("dd[aria-live=polite]").textContent()).toContain("childIndex: 0, insertionIndex: 0");
    expect(await page.locator('img[src="/img/dnd/drop-zones.svg"]').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});

describe("recipes", () => {
  const browser = useBrowser();

  it("/recipe/external-state-updates: sync, async and React state trees follow their data", async () => {
    const { page, problems } = await browser.openDemoPage("/recipe/external-state-updates");

    const sync = demo(page, "external-state-updates");
    await sync.getByRole("button", { name: "Add a task to Home" }).click();
    await poll(() => names(tree(sync))).toContain("New task 1");
    await item(tree(sync), "Water the plants").click();
    await sync.getByRole("button", { name: "Mark as done" }).click();
    await poll(() => names(tree(sync))).toContain("✓ Water the plants");
    await sync.getByRole("button", { name: "Delete the focused item" }).click();
    await poll(() => names(tree(sync))).not.toContain("✓ Water the plants");

    const asyncBox = demo(page, "external-state-updates-async");
    await poll(() => names(tree(asyncBox))).toContain("Coast");
    // Focusing a leaf makes its folder the one the first button reloads.
    await item(tree(asyncBox), "Coast").click();
    await asyncBox.getByRole("button", { name: "Add album, then reload 2024" }).click();
    await poll(() => names(tree(asyncBox))).toContain("New album 1");
    await asyncBox.getByRole("button", { name: "Rename, then update the cache" }).click();
    await poll(() => names(tree(asyncBox))).toContain("Coast (edited)");

    const state = demo(page, "external-state-updates-react-state");
    await state.getByRole("button", { name: "Add a soup" }).click();
    await poll(() => names(tree(state))).toContain("Pumpkin soup");
    expect(await state.locator("pre").textContent()).toContain("Pumpkin soup");
    expect(problems).toEqual([]);
  });

  it("/recipe/handling-expensive-components: memoized rows skip renders", async () => {
    const { page, problems } = await browser.openDemoPage("/recipe/handling-expensive-components");
    const counter = (box: Locator, name: string) => item(tree(box), name).locator("small").textContent();

    const slow = demo(page, "expensive-components");
    await focusTree(page, tree(slow));
    const slowBefore = await counter(slow, "west");
    await pressAndWait(page, "ArrowDown", "oslo");
    await poll(() => counter(slow, "west")).not.toBe(slowBefore);

    const fast = demo(page, "expensive-components-memoized");
    await focusTree(page, tree(fast));
    const fastBefore = await counter(fast, "west");
    const osloBefore = await counter(fast, "oslo");
    await pressAndWait(page, "ArrowDown", "oslo");
    await poll(() => counter(fast, "oslo")).not.toBe(osloBefore);
    expect(await counter(fast, "west")).toBe(fastBefore);
    expect(problems).toEqual([]);
  });

  it("/recipe/virtualization: 1,100 items at load, 100,100 on Expand all, with a bounded DOM, scrolling and keyboard", async () => {
    const { page, problems } = await browser.openDemoPage("/recipe/virtualization");
    const box = demo(page, "virtualization");
    const scope = tree(box);
    const count = box.locator("[class*=count]");
    expect(await count.textContent()).toBe("1,100 visible items");
    await box.getByRole("button", { name: "Expand all" }).click();
    await poll(() => count.textContent()).toBe("100,100 visible items");
    const rendered = await scope.locator('[role="treeitem"]').count();
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(80);
    expect(await item(scope, "Item 1.1").getAttribute("aria-setsize")).toBe("1000");

    await box.locator("[class*=scroller]").evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await poll(() => item(scope, "Item 100.1000").count()).toBe(1);
    expect(await scope.locator('[role="treeitem"]').count()).toBeLessThan(80);

    // Keyboard: End and Home jump across the whole list, scrolling it.
    await item(scope, "Item 100.998").click();
    await pressAndWait(page, "Home", "Folder 1");
    await pressAndWait(page, "End", "Item 100.1000");

    await box.getByRole("button", { name: "Collapse all" }).click();
    await poll(() => count.textContent()).toBe("100 visible items");
    expect(problems).toEqual([]);
  });

  it("/recipe/plugins: an item method, props from a plugin and custom state", async () => {
    const { page, problems } = await browser.openDemoPage("/recipe/plugins");

    const method = demo(page, "plugin-item-method");
    expect(await method.locator("p[aria-live=polite]").textContent()).toBe("music › jazz › a love supreme");
    await item(tree(method), "folk").click();
    await poll(() => method.locator("p[aria-live=polite]").textContent()).toBe("music › folk");
    await poll(() => method.getByText(/^Recently opened:/).textContent()).toBe("Recently opened: folk");

    const props = demo(page, "plugin-transform-props");
    const parser = item(tree(props), "parser.ts");
    expect(await parser.getAttribute("data-kind")).toBe("file");
    expect(await parser.getAttribute("data-depth")).toBe("1");
    expect(await parser.getAttribute("data-selected")).toBe("true");
    await item(tree(props), "tests").click();
    await poll(() => item(tree(props), "tests").getAttribute("data-open")).toBe("true");
    await poll(() => props.locator("pre").textContent()).toContain('aria-label: "tests"');

    const pins = demo(page, "plugin-custom-state");
    await item(tree(pins), "logo.svg").click();
    await page.keyboard.press("p");
    await poll(() => pins.locator("p[class*=readout]").textContent()).toBe('["q2.pdf","logo.svg"]');
    await pins.getByRole("button", { name: "Pin or unpin logo.svg" }).click();
    await poll(() => pins.locator("p[class*=readout]").textContent()).toBe('["q2.pdf"]');
    expect(problems).toEqual([]);
  });

  it("/recipe/click-behavior: double click and arrow click", async () => {
    const { page, problems } = await browser.openDemoPage("/recipe/click-behavior");

    const double = demo(page, "click-double");
    const pictures = item(tree(double), "pictures");
    await pictures.click();
    await caughtUp(page);
    expect(await pictures.getAttribute("aria-expanded")).toBe("false");
    expect(await pictures.getAttribute("aria-selected")).toBe("true");
    await pictures.dblclick();
    await poll(() => pictures.getAttribute("aria-expanded")).toBe("true");
    expect(await double.getByText(/^Primary action ran for:/).textContent()).toBe("Primary action ran for: pictures");
    await item(tree(double), "cat.jpg").click({ modifiers: ["Control"] });
    await poll(() => item(tree(double), "cat.jpg").getAttribute("aria-selected")).toBe("true");
    expect(await pictures.getAttribute("aria-selected")).toBe("true");

    const arrow = demo(page, "click-arrow");
    const hooks = item(tree(arrow), "hooks");
    await hooks.click();
    await caughtUp(page);
    expect(await hooks.getAttribute("aria-expanded")).toBe("false");
    await hooks.locator("[class*=arrow]").click();
    await poll(() => hooks.getAttribute("aria-expanded")).toBe("true");
    expect(await names(tree(arrow))).toContain("use-toggle.ts");
    expect(problems).toEqual([]);
  });

  it("/recipe/nested-rendering: nested lists, and children that stay until the fold ends", async () => {
    const { page, problems } = await browser.openDemoPage("/recipe/nested-rendering");

    const nested = tree(demo(page, "nested-rendering"));
    expect(await nested.locator("li li li [role=treeitem]").count()).toBe(2); // paris, lyon
    await item(nested, "italy").click();
    await poll(() => names(nested)).toContain("rome");
    expect(await levelOf(nested, "rome")).toBe("3");

    const animated = tree(demo(page, "nested-rendering-animated"));
    await focusTree(page, animated);
    // Right after the click the children are still mounted, folded; they go when the fold ends.
    // (Checked inside the page, right after the click: the fold only lasts 250 ms.)
    const duringFold = await item(animated, "france").evaluate(async (row) => {
      (row as HTMLElement).click();
      await new Promise((resolve) => setTimeout(resolve, 0)); // let React commit the click's update
      const li = row.parentElement!;
      return { paris: li.querySelector('[aria-label="paris"]') !== null, folded: li.querySelector("[data-folded]") !== null };
    });
    expect(duringFold).toEqual({ paris: true, folded: true });
    await poll(() => item(animated, "paris").count()).toBe(0);
    await item(animated, "france").click();
    await poll(() => item(animated, "paris").count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it("/recipe/proxy-instances: the page and its measurements render", async () => {
    const { page, problems } = await browser.openDemoPage("/recipe/proxy-instances");
    expect(await page.locator("table").textContent()).toContain("buildProxiedInstance");
    expect(problems).toEqual([]);
  });
});

describe("contributing pages", () => {
  const browser = useBrowser();

  it("have their sections and link to each other", async () => {
    for (const [path, anchors] of [
      ["/contributing/overview", ["the-librarys-repository", "how-this-documentation-site-works", "writing-a-page"]],
      ["/contributing/tests", ["issues-with-tests-on-async-trees", "visually-experimenting-with-the-tree", "debugging-tests"]],
    ] as const) {
      const { page, problems } = await browser.openDemoPage(path);
      for (const anchor of anchors) expect(await page.locator(`#${anchor}`).count(), `${path}#${anchor}`).toBe(1);
      expect(await page.locator('main a[href^="/contributing/"], article a[href^="/contributing/"]').count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    }
  });
});

describe("the markdown page", () => {
  const browser = useBrowser();

  it("shows every kind of admonition, a table, an image, API links and a demo", async () => {
    const { page, problems } = await browser.openDemoPage("/markdown-page");
    for (const label of ["Note", "Tip", "Custom title", "Warning", "Danger", "From a component"]) {
      expect(await page.locator(`[role="note"][aria-label="${label}"]`).count(), label).toBe(1);
    }
    expect(await page.locator("table").first().locator("tbody tr").count()).toBe(3);
    const image = page.locator('img[src="/img/markdown-page/tree-anatomy.svg"]');
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await image.getAttribute("alt")).toMatch(/^A tree container/);
    await expect(page.getByRole("link", { name: "TreeConfig.rootItemId" }).getAttribute("href")).resolves.toBe(
      "/api/core/interface/TreeConfig#rootItemId",
    );
    expect(await page.locator('figcaption:text-is("selection-tree.tsx")').count()).toBe(1);
    expect(await page.locator("figure .highlighted").count()).toBeGreaterThanOrEqual(3);
    const basic = tree(demo(page, "basic-tree"));
    await item(basic, "docs").click();
    await poll(() => item(basic, "docs").getAttribute("aria-expanded")).toBe("true");
    expect(problems).toEqual([]);
  });

  it("keeps tab sets with the same groupId in sync, also after a reload", async () => {
    const { page, problems } = await browser.openDemoPage("/markdown-page");
    const lists = page.getByRole("tablist");
    expect(await lists.count()).toBe(2);
    const selected = (n: number) => lists.nth(n).locator('[role="tab"][aria-selected="true"]').textContent();
    expect([await selected(0), await selected(1)]).toEqual(["npm", "npm"]);

    await lists.nth(0).getByRole("tab", { name: "yarn" }).click();
    await poll(() => selected(1)).toBe("yarn");
    expect(await page.getByRole("tabpanel").filter({ hasText: "yarn remove" }).isVisible()).toBe(true);

    // Keyboard in the second set moves both.
    await lists.nth(1).getByRole("tab", { name: "yarn" }).focus();
    await page.keyboard.press("ArrowRight");
    await poll(() => selected(0)).toBe("pnpm");

    await page.reload({ waitUntil: "networkidle" });
    await poll(() => selected(0)).toBe("pnpm");
    expect(await selected(1)).toBe("pnpm");
    expect(await page.getByRole("tabpanel").filter({ hasText: "pnpm add" }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it("opens details and copies code", async () => {
    const { page, problems } = await browser.openDemoPage("/markdown-page", { permissions: ["clipboard-read", "clipboard-write"] });
    const details = page.locator("details").filter({ hasText: "A collapsible section" });
    expect(await details.getAttribute("open")).toBeNull();
    expect(await details.getByText("second point").isVisible()).toBe(false);
    await details.locator("summary").click();
    await poll(() => details.getAttribute("open")).toBe("");
    expect(await details.getByText("second point").isVisible()).toBe(true);

    const block = page.locator("figure").filter({ has: page.locator('figcaption:text-is("upgrade.diff")') });
    await block.getByRole("button", { name: /^Copy code/ }).click();
    await poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(
      "- onDrop: (items, target) => moveItems(items, target),\n+ onDrop: createOnDropHandler(changeChildren),",
    );
    await poll(() => block.getByRole("button", { name: "Copied" }).count()).toBe(1);
    expect(problems).toEqual([]);
  });
});
