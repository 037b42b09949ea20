import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";
import { caughtUp } from "./support/caught-up";

// Every feature page has a live demo that works after hydration: keyboard navigation, the
// interaction the feature is about, and no console errors on the way.

/** The DemoBox showing `demoId`, switching its picker to that demo first if needed. */
async function demoBox(page: Page, demoId: string): Promise<Locator> {
  const shown = page.locator(`section[data-demo="${demoId}"]`);
  if ((await shown.count()) === 0) {
    await page.locator(`section[aria-label="Live demo"] button[data-demo-id="${demoId}"]`).first().click();
    await expect.poll(() => shown.count()).toBe(1);
  }
  return shown.first();
}

// playwright-core has no web-first assertions: these poll a locator with vitest's expect.poll.
const visible = (l: Locator) => expect.poll(() => l.isVisible()).toBe(true);
const text = (l: Locator, expected: string) => expect.poll(() => l.textContent()).toContain(expected);
const count = (l: Locator, n: number) => expect.poll(() => l.count()).toBe(n);
const attribute = (l: Locator, name: string, value: string) => expect.poll(() => l.getAttribute(name)).toBe(value);

const item = (scope: Locator, name: string) => scope.locator(`[role="treeitem"][aria-label="${name}"]`).first();
const names = (scope: Locator) => scope.locator('[role="treeitem"]').evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
const levels = (scope: Locator) =>
  scope
    .locator('[role="treeitem"]')
    .evaluateAll((els) => els.map((e) => `${e.getAttribute("aria-level")} ${e.getAttribute("aria-label")}`));
const activeName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);

/**
 * The keyboard contract every demo tree keeps: Tab-able roving focus, ArrowDown moves it to the
 * next row, ArrowRight opens a closed folder.
 */
async function checkKeyboard(page: Page, tree: Locator) {
  await expect.poll(() => tree.locator('[role="treeitem"]').count()).toBeGreaterThan(1);
  const rows = tree.locator('[role="treeitem"]');
  await tree.locator('[role="treeitem"][tabindex="0"]').focus();
  const start = await activeName(page);
  const all = await names(tree);
  const expected = all[all.indexOf(start) + 1];
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => activeName(page)).toBe(expected);
  expect(await rows.locator(":scope[tabindex='0']").count()).toBeLessThanOrEqual(1);

  // Walk down to the first closed folder and open it.
  for (let step = 0; step < 40; step++) {
    const expanded = await page.evaluate(() => document.activeElement?.getAttribute("aria-expanded"));
    if (expanded === "false") break;
    const before = await activeName(page);
    await page.keyboard.press("ArrowDown");
    // The library moves DOM focus in a timeout after the keydown.
    await expect.poll(() => activeName(page)).not.toBe(before);
  }
  const folder = await activeName(page);
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-expanded")), `a closed folder in the tree (at ${folder})`).toBe(
    "false",
  );
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => item(tree, folder!).getAttribute("aria-expanded")).toBe("true");
}

/** An HTML5 drag with real mouse events (Chromium runs the drag-and-drop events for them). */
async function drag(page: Page, source: Locator, target: Locator, where: "middle" | "top" = "middle") {
  const box = await target.boundingBox();
  if (!box) throw new Error("drop target is not visible");
  await source.dragTo(target, { targetPosition: { x: Math.min(40, box.width / 2), y: where === "top" ? 2 : box.height / 2 } });
}

describe("feature pages: live demos", () => {
  const browser = useBrowser();

  async function open(path: string) {
    const probe = await browser.openDemoPage(path);
    return probe;
  }

  it("/getstarted: the basic tree navigates with the keyboard and selects on click", async () => {
    const { page, problems } = await open("/getstarted");
    const box = await demoBox(page, "basic-tree");
    const tree = box.getByRole("tree");
    await checkKeyboard(page, tree);
    await item(tree, "index.ts").click();
    await expect.poll(() => item(tree, "index.ts").getAttribute("aria-selected")).toBe("true");
    expect(problems).toEqual([]);
  });

  it("/features/tree: primary action and programmatic focus", async () => {
    const { page, problems } = await open("/features/tree");
    const box = await demoBox(page, "tree-core");
    const tree = box.getByRole("tree");
    await checkKeyboard(page, tree);
    await item(tree, "root.tsx").click();
    await text(box.locator(".demo-output"), "opened file:   root.tsx");
    await box.getByRole("button", { name: "Focus the last item" }).click();
    await expect.poll(() => activeName(page)).toBe("README.md");
    expect(problems).toEqual([]);
  });

  it("/features/main: the item meta follows the focus", async () => {
    const { page, problems } = await open("/features/main");
    const box = await demoBox(page, "main-item-meta");
    const tree = box.getByRole("tree");
    await checkKeyboard(page, tree);
    await text(box.locator(".demo-output"), `"itemId": "${await activeName(page)}"`);
    expect(problems).toEqual([]);
  });

  it("/features/sync-dataloader: object payloads render and folders open", async () => {
    const { page, problems } = await open("/features/sync-dataloader");
    const box = await demoBox(page, "sync-data-objects");
    const tree = box.getByRole("tree");
    await checkKeyboard(page, tree);
    await item(tree, "Jupiter").click();
    await visible(item(tree, "Europa"));
    expect(problems).toEqual([]);
  });

  it("/features/async-dataloader: items load after a delay, with a visible loading state", async () => {
    const { page, problems } = await open("/features/async-dataloader");
    const box = await demoBox(page, "async-loading");
    const tree = box.getByRole("tree");
    await visible(item(tree, "Folder 1"));
    await item(tree, "Folder 2").click();
    await visible(tree.locator(".treeitem.loading").first());
    await visible(item(tree, "Folder 2.3"));
    await checkKeyboard(page, tree);

    const other = await demoBox(page, "async-children-with-data");
    await text(other.locator(".demo-output"), 'getChildrenWithData("root")');
    expect(problems).toEqual([]);
  });

  it("/features/selection: Ctrl and Shift clicks select several items", async () => {
    const { page, problems } = await open("/features/selection");
    const box = await demoBox(page, "selection-multi");
    const tree = box.getByRole("tree");
    await checkKeyboard(page, tree);
    await item(tree, "invoice.pdf").click();
    await item(tree, "receipt.pdf").click({ modifiers: ["Shift"] });
    await item(tree, "2023").click({ modifiers: ["Control"] });
    await text(box.locator(".demo-output"), "5 selected");
    expect(await tree.locator('[aria-selected="true"]').count()).toBe(5);
    expect(problems).toEqual([]);
  });

  it("/features/dnd: dragging reorders, moves into folders, between trees and to and from outside", async () => {
    const { page, problems } = await open("/features/dnd");
    let box = await demoBox(page, "dnd-reorder");
    let tree = box.getByRole("tree");
    await checkKeyboard(page, tree);
    await drag(page, item(tree, "README.md"), item(tree, "src"), "top");
    await expect.poll(async () => (await levels(tree))[0]).toBe("1 README.md");
    await drag(page, item(tree, "package.json"), item(tree, "components"));
    await expect.poll(() => levels(tree)).toContain("3 package.json");

    box = await demoBox(page, "dnd-two-trees");
    const [todo, done] = [box.getByRole("tree").nth(0), box.getByRole("tree").nth(1)];
    await visible(item(todo, "Mow the lawn"));
    await drag(page, item(todo, "Mow the lawn"), item(done, "Errands"));
    await visible(item(done, "Mow the lawn"));
    await count(item(todo, "Mow the lawn"), 0);

    box = await demoBox(page, "dnd-outside");
    tree = box.getByRole("tree");
    await drag(page, item(tree, "Code review"), box.locator(".demo-dropzone"));
    await text(box.locator(".demo-dropzone"), "Removed: Code review");
    await count(item(tree, "Code review"), 0);
    await drag(page, box.locator(".demo-dragsource"), item(tree, "Personal"));
    await expect.poll(() => levels(tree)).toContain("2 Call the dentist");
    expect(problems).toEqual([]);
  });

  it("/features/kdnd: a keyboard drag moves an item and is announced", async () => {
    const { page, problems } = await open("/features/kdnd");
    const box = await demoBox(page, "kdnd-basic");
    const tree = box.getByRole("tree");
    await checkKeyboard(page, tree);
    const announcement = box.locator(".demo-assistive-text");
    await text(announcement, "Press Control+Shift+KeyD");
    await item(tree, "CSV export").click();
    await page.keyboard.press("Control+Shift+KeyD");
    await text(announcement, "Dragging CSV export");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await text(announcement, "Drag completed");
    expect(await levels(tree)).toContain("2 CSV export");
    expect((await names(tree)).indexOf("CSV export")).toBeGreaterThan((await names(tree)).indexOf("This sprint"));
    expect(problems).toEqual([]);
  });

  it("/features/hotkeys: custom and rebound hotkeys run and are reported", async () => {
    const { page, problems } = await open("/features/hotkeys");
    const box = await demoBox(page, "hotkeys-custom");
    const tree = box.getByRole("tree");
    await checkKeyboard(page, tree);
    await page.keyboard.press("Space");
    await text(box.locator(".demo-output"), "toggleSelectedItem (Space)");
    await page.keyboard.press("Shift+KeyE");
    await visible(item(tree, "paranoid.mp3"));
    await page.keyboard.press("Shift+KeyC");
    await expect.poll(() => tree.locator('[role="treeitem"]').count()).toBe(3);
    await text(box.locator(".demo-output"), "customCollapseEverything (KeyC)");
    expect(problems).toEqual([]);
  });

  it("/features/search: typing opens the search, highlights matches and focuses the first", async () => {
    const { page, problems } = await open("/features/search");
    const box = await demoBox(page, "search-typeahead");
    const tree = box.getByRole("tree");
    await checkKeyboard(page, tree);
    // The tree has the focus (checkKeyboard left it on "drinks"): typing opens the search.
    await page.keyboard.type("berr", { delay: 80 });
    await expect.poll(() => box.getByRole("textbox", { name: "Search the tree" }).inputValue()).toBe("berr");
    await visible(box.getByText("4 matches"));
    await count(tree.locator(".searchmatch"), 4);
    await expect.poll(() => tree.locator('[tabindex="0"]').getAttribute("aria-label")).toBe("berries");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => tree.locator('[tabindex="0"]').getAttribute("aria-label")).toBe("blueberry");
    await page.keyboard.press("Escape");
    await count(box.getByRole("textbox", { name: "Search the tree" }), 0);
    expect(problems).toEqual([]);
  });

  it("/features/renaming: F2 opens an input, Enter keeps the new name", async () => {
    const { page, problems } = await open("/features/renaming");
    const box = await demoBox(page, "renaming-basic");
    const tree = box.getByRole("tree");
    await checkKeyboard(page, tree);
    await item(tree, "cv.pdf").click();
    await page.keyboard.press("F2");
    const input = box.getByRole("textbox", { name: "New name for cv.pdf" });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.fill("resume.pdf");
    await page.keyboard.press("Enter");
    await visible(item(tree, "resume.pdf"));
    await text(box.locator(".demo-output"), "“cv.pdf” → “resume.pdf”");
    await item(tree, "LICENSE").click();
    await page.keyboard.press("F2");
    await count(box.getByRole("textbox"), 0);
    expect(problems).toEqual([]);
  });

  it("/features/checkboxes: checking a folder checks its children", async () => {
    const { page, problems } = await open("/features/checkboxes");
    const box = await demoBox(page, "checkboxes-propagation");
    const tree = box.getByRole("tree");
    await checkKeyboard(page, tree);
    await box.getByRole("checkbox", { name: "Check citrus" }).click();
    await attribute(item(tree, "lemon"), "aria-checked", "true");
    await attribute(item(tree, "orange"), "aria-checked", "true");
    await attribute(item(tree, "citrus"), "aria-checked", "true");
    await attribute(item(tree, "fruit"), "aria-checked", "mixed");
    await expect.poll(() => box.getByRole("checkbox", { name: "Check fruit" }).evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(true);
    await box.getByRole("checkbox", { name: "Check fruit" }).click();
    await attribute(item(tree, "apple"), "aria-checked", "true");
    await text(box.locator(".demo-output"), '"apple"');
    expect(problems).toEqual([]);
  });

  it("/features/expandall: expand all opens every level, collapse all closes them", async () => {
    const { page, problems } = await open("/features/expandall");
    const box = await demoBox(page, "expand-all");
    const tree = box.getByRole("tree");
    await visible(item(tree, "Folder 3"));
    await checkKeyboard(page, tree);
    await box.getByRole("button", { name: "Expand all" }).click();
    await expect.poll(() => tree.locator('[role="treeitem"]').count()).toBe(45);
    await box.getByRole("button", { name: "Collapse all" }).click();
    await expect.poll(() => tree.locator('[role="treeitem"]').count()).toBe(3);
    expect(problems).toEqual([]);
  });

  it("/features/propmemoization: memoized rows skip renders only with the feature; the large tree stays quick", async () => {
    const { page, problems } = await open("/features/propmemoization");
    const box = await demoBox(page, "prop-memoization");
    const [plain, memoized] = [box.getByRole("tree").nth(0), box.getByRole("tree").nth(1)];
    await checkKeyboard(page, memoized);
    const badge = (tree: Locator, name: string) => item(tree, name).locator(".badge");
    // Clicks that change other rows' state (focus, selection) but never "tallinn"'s: its memoized
    // row re-renders only when its own props change.
    const memoizedBefore = await badge(memoized, "tallinn").textContent();
    await item(plain, "oslo").click();
    await item(plain, "helsinki").click();
    await item(memoized, "oslo").click();
    await item(memoized, "helsinki").click();
    expect(Number.parseInt((await badge(plain, "tallinn").textContent()) ?? "")).toBeGreaterThanOrEqual(3);
    expect(await badge(memoized, "tallinn").textContent()).toBe(memoizedBefore);

    const large = await demoBox(page, "large-tree");
    const tree = large.getByRole("tree");
    await checkKeyboard(page, tree);
    const started = Date.now();
    await large.getByRole("button", { name: "Open three areas of region 1 (+300 rows)" }).click();
    await expect.poll(() => tree.locator('[role="treeitem"]').count()).toBe(320);
    const elapsed = Date.now() - started;
    console.log(`large tree: 320 rows after ${elapsed} ms (click to assertion); demo read-out: ${await large.locator(".demo-output").textContent()}`);
    expect(elapsed).toBeLessThan(3000);
    expect(problems).toEqual([]);
  });
});

describe("home page and gallery", () => {
  const browser = useBrowser();

  it("/: the hero demo and every demo in the grid render their trees and take keyboard input", async () => {
    const { page, problems } = await browser.openPage("/");
    const trees = page.getByRole("tree");
    const count = await trees.count();
    expect(count).toBeGreaterThanOrEqual(5);
    // The grid's demos load when they come near (an async-loading demo has no rows before). A demo
    // that comes alive renders a tree of its own in place of the prerendered one: each is found by
    // its place, and brought near in the same task as it is found.
    for (let index = 0; index < count; index++) {
      await page.evaluate((index) => document.querySelectorAll('[role="tree"]')[index]!.scrollIntoView({ block: "center" }), index);
      await expect.poll(() => trees.nth(index).locator('[role="treeitem"]').count()).toBeGreaterThan(0);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkKeyboard(page, trees.first());
    expect(problems).toEqual([]);
  });

  it("/demos: every demo of the site is shown with its description", async () => {
    const { page, problems } = await browser.openPage("/demos");
    const cards = page.locator("[data-demo-card]");
    expect(await cards.count()).toBeGreaterThanOrEqual(18);
    for (const card of await cards.all()) {
      expect((await card.locator("p").first().textContent())?.length).toBeGreaterThan(10);
    }
    expect(problems).toEqual([]);
  });
});

describe("docs-page demos load their code when they come near", () => {
  const browser = useBrowser();
  const demoCode = /\/assets\/(demo-box|prerendered-use-tree|basic-tree)-/;

  it("/getstarted: the demo below the fold shows its prerendered tree and fetches no code until scrolled near", async () => {
    const { page, problems } = await browser.openPage("", { viewport: { width: 1280, height: 800 } });
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto("/getstarted", { waitUntil: "networkidle" });
    const box = page.locator('section[data-demo="basic-tree"]');
    // Far below the first screen, with its items already in the HTML.
    expect((await box.boundingBox())!.y).toBeGreaterThan(800 + 600);
    expect(await box.locator('[role="treeitem"]').count()).toBeGreaterThan(2);
    await caughtUp(page);
    expect(fetched.filter((path) => demoCode.test(path))).toEqual([]);
    expect(await box.getAttribute("data-hydrated")).toBeNull();

    // Scrolling to about a screen above it starts the load; the tree then runs.
    await page.evaluate(() => {
      const top = document.querySelector('section[data-demo="basic-tree"]')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight - 400);
    });
    await expect.poll(() => box.getAttribute("data-hydrated")).toBe("true");
    expect(fetched.filter((path) => demoCode.test(path)).length).toBeGreaterThanOrEqual(3);
    await box.scrollIntoViewIfNeeded();
    await item(box, "index.ts").click();
    await expect.poll(() => item(box, "index.ts").getAttribute("aria-selected")).toBe("true");
    expect(problems).toEqual([]);
  });

  it("/getstarted: focusing a row of a demo that has not loaded yet wakes it, and the tree then takes the keyboard", async () => {
    const { page, problems } = await browser.openPage("/getstarted", { viewport: { width: 1280, height: 800 } });
    const box = page.locator('section[data-demo="basic-tree"]');
    expect(await box.getAttribute("data-hydrated")).toBeNull();
    // focus() without scrolling: only the focusin wakes the demo.
    await box.locator('[role="treeitem"][tabindex="0"]').evaluate((row: HTMLElement) => row.focus({ preventScroll: true }));
    await expect.poll(() => box.getAttribute("data-hydrated")).toBe("true");
    await checkKeyboard(page, box.getByRole("tree"));
    expect(problems).toEqual([]);
  });

  // The island used to note where the focus was when it woke, not when it took over: a reader who
  // had tabbed on to the next button meanwhile was sent back to the row.
  it("/getstarted: a reader who tabs on while the woken demo loads keeps the focus where they went", async () => {
    const { page, problems } = await browser.openPage("", { viewport: { width: 1280, height: 800 } });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/basic-tree-[\w-]{8}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/getstarted", { waitUntil: "domcontentloaded" });
    const box = page.locator('section[data-demo="basic-tree"]');
    await box.locator('[role="treeitem"][tabindex="0"]').evaluate((row: HTMLElement) => row.focus({ preventScroll: true }));
    await page.keyboard.press("Tab");
    const activeText = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    expect(await activeText()).toMatch(/StackBlitz/);
    release();
    await expect.poll(() => box.getAttribute("data-hydrated")).toBe("true");
    expect(await activeText()).toMatch(/StackBlitz/);
    expect(await page.evaluate(() => document.activeElement!.isConnected)).toBe(true);
    expect(problems).toEqual([]);
  });

  // A reader who scrolled to a demo (or jumped there by a link) and clicked before its code had
  // arrived lost that click: it reached the prerendered rows, which have no handlers. The page's
  // text (the demo's island in it) is held too: the click comes before the page has hydrated,
  // as a tap on a phone does while the page's module is on its way.
  describe("/recipe/react-18: what a reader does before the demo runs is done once it runs", () => {
    async function openHeld(page: Page) {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/(memo-rows-forward-ref|react-18)-[\w-]{8}\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/recipe/react-18", { waitUntil: "domcontentloaded" });
      const box = page.locator('section[data-demo="memo-rows-forward-ref"]');
      await box.scrollIntoViewIfNeeded();
      return { box, release };
    }

    it("a click on a row selects it", async () => {
      const { page, problems } = await browser.openPage("", { viewport: { width: 1280, height: 800 } });
      const { box, release } = await openHeld(page);
      const row = box.locator('[role="treeitem"]').nth(1);
      const name = await row.getAttribute("aria-label");
      expect(await row.getAttribute("aria-selected")).toBe("false");
      await row.click();
      expect(await box.getAttribute("data-hydrated")).toBeNull();
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-page-text-hydrated"))).toBe(false);
      release();
      await expect.poll(() => box.getAttribute("data-hydrated")).toBe("true");
      await expect.poll(() => item(box, name!).getAttribute("aria-selected")).toBe("true");
      await expect.poll(() => activeName(page)).toBe(name);
      expect(problems).toEqual([]);
    });

    it("on a phone, a tap on a row selects it", async () => {
      const { page, problems } = await browser.openPage("", { viewport: { width: 375, height: 700 }, hasTouch: true, isMobile: true });
      const { box, release } = await openHeld(page);
      const row = box.locator('[role="treeitem"]').nth(1);
      const name = await row.getAttribute("aria-label");
      await row.tap();
      release();
      await expect.poll(() => box.getAttribute("data-hydrated")).toBe("true");
      await expect.poll(() => item(box, name!).getAttribute("aria-selected")).toBe("true");
      expect(problems).toEqual([]);
    });

    it("a key pressed on a focused row moves the focus", async () => {
      const { page, problems } = await browser.openPage("", { viewport: { width: 1280, height: 800 } });
      const { box, release } = await openHeld(page);
      const rows = box.locator('[role="treeitem"]');
      const [first, second] = await Promise.all([rows.nth(0).getAttribute("aria-label"), rows.nth(1).getAttribute("aria-label")]);
      await rows.nth(0).focus();
      await page.keyboard.press("ArrowDown");
      expect(await activeName(page)).toBe(first);
      release();
      await expect.poll(() => box.getAttribute("data-hydrated")).toBe("true");
      await expect.poll(() => activeName(page)).toBe(second);
      expect(problems).toEqual([]);
    });
  });

  // Any router change (here a TOC link: only the #hash changes) used to make React throw away the
  // HTML of a demo it had not hydrated: the demo vanished and never came back.
  it("/getstarted: a TOC link clicked before the demo loaded keeps it on screen; it runs once near, focus kept", async () => {
    const { page, problems } = await browser.openPage("/getstarted", { viewport: { width: 1280, height: 800 } });
    const box = page.locator('section[data-demo="basic-tree"]');
    const rowsBefore = await box.locator('[role="treeitem"]').count();
    expect(rowsBefore).toBeGreaterThan(2);
    await page.locator('aside[aria-label="Table of contents"] a[href="#installation"]').click();
    await page.waitForURL("**/getstarted#installation");
    await caughtUp(page);
    // Still the prerendered tree, same rows, not running yet (too far away), in its place.
    expect(await box.locator('[role="treeitem"]').count()).toBe(rowsBefore);
    expect(await box.getAttribute("data-hydrated")).toBeNull();
    expect((await box.boundingBox())!.height).toBeGreaterThan(100);

    // Tabbing into it wakes it: the rows are rendered anew by the running demo, and the focus
    // stays on the row the reader was on.
    const row = box.locator('[role="treeitem"][tabindex="0"]').first();
    const name = await row.getAttribute("aria-label");
    await row.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
    await expect.poll(() => page.locator('section[data-demo="basic-tree"][data-hydrated]').count()).toBe(1);
    await expect.poll(() => activeName(page)).toBe(name);
    await checkKeyboard(page, box.getByRole("tree"));
    expect(problems).toEqual([]);
  });

  it("a client-side navigation shows every demo as prerendered at once; each runs when it comes near, in the same place", async () => {
    const { page, problems } = await browser.openPage("/getstarted", { viewport: { width: 1280, height: 800 } });
    // A page with three demo boxes, the last far below the first screen.
    await page.locator('nav a[href="/recipe/external-state-updates"]').first().click();
    await page.waitForURL("**/recipe/external-state-updates");
    const boxes = page.locator("section[data-demo]");
    // The heading and every box arrive together: the boxes as the prerendered page shows them.
    await expect.poll(() => boxes.count()).toBe(3);
    // Found and measured in one task: evaluateAll finds the boxes and measures them in two calls,
    // and a box that starts running in between has replaced its stand-in (detached: height 0).
    const sizes = () => page.evaluate(() => [...document.querySelectorAll("section[data-demo]")].map((box) => Math.round(box.getBoundingClientRect().height)));
    const before = await sizes();
    expect(before.filter((height) => height < 100), `box heights ${before}`).toEqual([]);
    // The first runs (it is in view); the last, far below, waits until it comes near.
    await expect.poll(() => page.locator("section[data-demo][data-hydrated]").first().getAttribute("data-demo")).toBe(await boxes.first().getAttribute("data-demo"));
    expect(await boxes.last().getAttribute("data-hydrated")).toBeNull();
    // The reader scrolls down through them; each one runs as it comes near.
    for (const box of await boxes.all()) await box.scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator("section[data-demo][data-hydrated]").count()).toBe(3);
    // Running, the first box (synchronous data) has the size its stand-in had: nothing moved.
    expect((await sizes())[0]).toBe(before[0]);
    expect(problems).toEqual([]);
  });
});
