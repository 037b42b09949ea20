// Node side of the Chromium claim tests: the harness page (harness/page.tsx), opened on the one
// mechanism of chromium-page.ts, and real input to drive it.
import type { Page } from "playwright-core";
import { bundle, useChromium, type ContextOptions, type OpenedPage } from "./chromium-page.ts";
import type { RowSnapshot, TreeSnapshot } from "./harness/protocol.ts";
import type { MountOptions } from "./harness/page.tsx";

const HEAD = "<style>body{margin:0;padding:20px;font:14px/1 monospace} [aria-selected=true]{background:#def}</style>";

export type HarnessPage = OpenedPage;

/** One browser per file; each test gets a new harness page in a new context, closed when the test ends. */
/** What the harness mounts besides the default features (sync data loader, selection, hotkeys, drag and drop). */
export interface HarnessFeatures {
  /** Also keyboardDragAndDropFeature: for sentences about keyboard drags, and only those. */
  keyboardDragAndDrop?: boolean;
}

/** Harness pages for one test file; `features` is the file's default, `open` may name others for one test. */
export function useHarness(features: HarnessFeatures = {}) {
  const chromium = useChromium();
  return {
    async open(options: ContextOptions = {}, only: HarnessFeatures = features): Promise<HarnessPage> {
      return chromium.open(
        {
          head: HEAD + (only.keyboardDragAndDrop ? "<script>window.harnessKeyboardDragAndDrop = true</script>" : ""),
          body: '<div id="outside"></div><div id="trees"></div>',
          bundle: await bundle({ file: new URL("./harness/page.tsx", import.meta.url).pathname }),
          ready: '"harness" in window',
        },
        options,
      );
    },
  };
}

export type { MountOptions };

/** The tree's state as the reader would see it, read in the page. */
export function snapshot(page: Page, tree = "a"): Promise<TreeSnapshot> {
  return page.evaluate((name) => window.harness.snapshot(name), tree);
}

export async function row(page: Page, id: string, tree = "a"): Promise<RowSnapshot> {
  const found = (await snapshot(page, tree)).rows.find((r) => r.id === id);
  if (!found) throw new Error(`row ${id} is not visible in tree ${tree}`);
  return found;
}

/** A point on a row: `y` is the fraction of its height from the top, `x` pixels from its left edge. */
export interface RowPoint {
  id: string;
  y: number;
  x?: number;
  tree?: string;
}

export async function pointOf(page: Page, at: RowPoint): Promise<{ x: number; y: number }> {
  const { box } = await row(page, at.id, at.tree);
  return { x: box.x + (at.x ?? box.width / 2), y: box.y + box.height * at.y };
}

export type Point = { x: number; y: number };

/**
 * Presses at `start` and moves until the page has seen the drag begin. A small move starts a
 * drag; on a busy page the dragstart may come a frame later, or only with one more move. Moving
 * on before it did would send plain mouse moves to a page that then never drags.
 */
export async function startDrag(page: Page, start: Point) {
  const dragstarts = () => page.evaluate(() => window.harness.delivered.dragstarts);
  const before = await dragstarts();
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 4, start.y + 4, { steps: 2 });
  for (let step = 5; (await dragstarts()) === before; step++) {
    if (step === 10) throw new Error(`no drag started at ${start.x},${start.y}`);
    await nextFrame(page);
    if ((await dragstarts()) !== before) break;
    await page.mouse.move(start.x + step, start.y + step);
  }
}

/**
 * Re-sends `point` until the page's last dragover was there. Chromium drops a dragover that
 * arrives while the page still handles the one before, and sends the latest position only with
 * the next one; an operating system repeats dragover while the pointer rests, and so does this.
 */
export async function restAt(page: Page, point: Point) {
  for (let attempt = 0; !(await deliveredAt(page, point)); attempt++) {
    if (attempt === 20) {
      const { dragover, dragstarts, dragends } = await page.evaluate(() => window.harness.delivered);
      throw new Error(`the page never received a dragover at ${point.x},${point.y} (last: ${JSON.stringify(dragover)}, dragstarts: ${dragstarts}, dragends: ${dragends})`);
    }
    // A page still busy with the last dragover gets a frame before the next one.
    if (attempt > 0) await nextFrame(page);
    await page.mouse.move(point.x, point.y);
  }
}

/**
 * A pointer drag as a person makes it: press on the source, start the drag, move in steps (so the
 * browser fires dragenter/dragover along the way), and leave the button pressed. Returns functions
 * to move on and to release; Playwright turns the moves into the browser's own drag events
 * (Input.dispatchDragEvent), with a real DataTransfer.
 */
export async function pressAndDrag(page: Page, from: RowPoint | string | Point, to?: RowPoint | Point) {
  await startDrag(page, typeof from === "string" ? await pointOf(page, { id: from, y: 0.5 }) : "id" in from ? await pointOf(page, from) : from);
  const drag = {
    async moveTo(at: RowPoint | Point) {
      const point = "id" in at ? await pointOf(page, at) : at;
      await page.mouse.move(point.x, point.y, { steps: 5 });
      await restAt(page, point);
      await nextFrame(page);
    },
    async release() {
      const before = await page.evaluate(() => ({ ...window.harness.delivered }));
      await page.mouse.up();
      // The drop (over a target that accepted the drag) or the dragend (anywhere else) has
      // reached the page; then whatever the library awaits after it has rendered.
      await page.waitForFunction(
        (before) => window.harness.delivered.drops > before.drops || window.harness.delivered.dragends > before.dragends,
        before,
        { polling: "raf" },
      );
      await nextFrame(page);
    },
  };
  if (to) await drag.moveTo(to);
  return drag;
}

/** The page's last dragover was at `point`. */
export function deliveredAt(page: Page, point: Point): Promise<boolean> {
  return page.evaluate(({ x, y }) => {
    const last = window.harness.delivered.dragover;
    return !!last && Math.abs(last.x - x) < 1 && Math.abs(last.y - y) < 1;
  }, point);
}

/** Resolves after the page has rendered a frame (on the harness page, also while its clock is paused). */
export function nextFrame(page: Page): Promise<unknown> {
  return page.evaluate(() => window.harness?.nextFrame?.() ?? new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/**
 * Resolves once a `tree.updateDomFocus()` called before has taken its first look for the element
 * (a timeout, then a 20 ms interval) and focused it if it was there. Timers run in the order of
 * their deadlines: a timeout started after the library's has run comes after it, and 40 ms from
 * then comes after its interval's first turn, however busy the machine is.
 */
export function pastDomFocusMove(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => setTimeout(() => setTimeout(resolve, 40))));
}

/** Press, move to `to`, release. */
export async function dragAndDrop(page: Page, from: RowPoint | string | Point, to: RowPoint | Point) {
  const drag = await pressAndDrag(page, from, to);
  await drag.release();
}

/** Mounts a tree in the page from Node: options that are plain data only. */
export function mount(page: Page, options: Omit<MountOptions, "features" | "config"> & { config?: Record<string, unknown> } = {}, name = "a") {
  return page.evaluate(([options, name]) => window.harness.mount(name, options as MountOptions), [options, name] as const);
}

/** A row's element, for clicks, focus and key presses. */
export function rowLocator(page: Page, id: string, tree = "a") {
  return page.locator(`[data-tree="${tree}"] [data-id="${id}"]`);
}

/** Clicks `from`, presses `key` (↓ by default), and says whether tree a's focused item changed. */
export async function keyMovesFocus(page: Page, from: string, key: "ArrowDown" | "ArrowUp" = "ArrowDown") {
  await rowLocator(page, from).click();
  await page.waitForFunction((from) => window.harness.tree("a")!.getFocusedItem().getId() === from, from);
  await page.keyboard.press(key);
  return page.evaluate((from) => window.harness.tree("a")!.getFocusedItem().getId() !== from, from);
}

/** Gives `id` the tree's focus (state) and the browser's focus (its row), as a click would without selecting. */
export async function focusRow(page: Page, id: string, tree = "a") {
  await page.evaluate(([id, name]) => window.harness.act(name, (t) => t.getItemInstance(id).setFocused()), [id, tree] as const);
  await rowLocator(page, id, tree).focus();
  await waitForDomFocus(page, id);
}

/** A real key press, then one rendered frame; `times` in a row. */
export async function press(page: Page, key: string, times = 1) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    await nextFrame(page);
  }
}

/** Resolves once the row `id` has the browser's focus (the tree moves it a moment after its state). */
export const waitForDomFocus = (page: Page, id: string) =>
  page.waitForFunction((id) => (document.activeElement as HTMLElement | null)?.dataset.id === id, id);

/** Buttons before (#before) and after (#after) the trees, to Tab from and to. */
export async function addButtons(page: Page) {
  await page.evaluate(() => {
    const before = document.createElement("button");
    before.id = "before";
    before.textContent = "before";
    document.getElementById("outside")!.append(before);
    const after = document.createElement("button");
    after.id = "after";
    after.textContent = "after";
    document.body.append(after);
  });
}
