// Helpers of the pointer drag-and-drop claims (dnd-behavior, dnd-overview, features-dnd and the
// known issues they pin): exact points on rows, whether the tree accepted the last dragover, and
// the site's live demos rendered on the harness page, as a reader's copy of them would run.
import { readFileSync } from "node:fs";
import { pageFiles } from "../claims/claim";
import type { Page } from "playwright-core";
import { bundle, hasStoppedClock, stopClock, type ContextOptions } from "./chromium-page";
import { nextFrame, pressAndDrag, restAt, row, snapshot, type HarnessFeatures, type HarnessPage, type Point } from "./support";
import type { TargetSnapshot } from "./harness/protocol";

/** Pixels from a row's left edge that lie right of every label of the harness data. */
export const RIGHT = 250;

/** The point `dy` pixel rows below the top edge of row `id`, `dx` pixels from its left edge. */
export async function at(page: Page, id: string, dy: number, dx = RIGHT, tree = "a") {
  const { box } = await row(page, id, tree);
  return { x: box.x + dx, y: box.y + dy };
}

/** The drop target the tree holds now, as ids. */
export async function target(page: Page, tree = "a"): Promise<TargetSnapshot | undefined> {
  return (await snapshot(page, tree)).dnd?.dragTarget;
}

/**
 * Logs every dragover the page receives: whether something accepted it (called
 * `preventDefault()`, which is what lets the browser drop there and show its "move" rather than its
 * "not allowed" cursor) and when (`performance.now()`). Read with `lastDragover`.
 */
export function logDragovers(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { lastDragover?: { accepted: boolean; at: number }; dragovers: number };
    w.dragovers = 0;
    // The rows stop the dragover's propagation, so it never bubbles up to window: listen in the
    // capture phase and read the decision once the event has been dispatched to every listener
    // (with the browser's own setTimeout, which runs while the page's clock is stopped too).
    window.addEventListener(
      "dragover",
      (e) => {
        const at = performance.now();
        w.dragovers++;
        window.harness.timeout(() => void (w.lastDragover = { accepted: e.defaultPrevented, at }), 0);
      },
      true,
    );
  });
}

export function lastDragover(page: Page): Promise<{ accepted: boolean; at: number } | undefined> {
  return page.evaluate(() => (window as unknown as { lastDragover?: { accepted: boolean; at: number } }).lastDragover);
}

/**
 * A pointer drag as `pressAndDrag` of support.ts makes it, from any point, and with single-step
 * moves by default: the tree decides where a zone is entered, so a test of exact lines must not
 * leave it to intermediate positions, which Chromium may or may not deliver.
 */
export async function dragFrom(page: Page, from: Point) {
  const { release } = await pressAndDrag(page, from);
  return {
    async moveTo(point: Point, steps = 1) {
      const started = () => page.evaluate(() => (window as unknown as { leaveTimersStarted?: number }).leaveTimersStarted ?? 0);
      const startedBefore = await started();
      await page.mouse.move(point.x, point.y, { steps });
      // Chromium answers a move onto another element with dragenter and dragleave only, and sends
      // the dragover with the next move: make that one follow at once, as a moving pointer would.
      await page.mouse.move(point.x, point.y);
      // As support.ts: repeat the position, as an operating system repeats dragover while the
      // pointer rests, until the page has seen it; then let it render.
      await restAt(page, point);
      // Leaving an element started the tree's 100 ms dragleave timer. It clears the new target
      // too when it runs late (a busy machine), possibly before this check: rest until it has
      // run, with one more dragover at the same point, as the resting pointer's next one would
      // compute the target again. On a stopped clock it runs when the test moves the clock on.
      if (!hasStoppedClock(page) && (await started()) > startedBefore) {
        await leaveTimersDone(page);
        const count = await page.evaluate(() => (window as unknown as { dragovers: number }).dragovers);
        for (let attempt = 0; (await page.evaluate(() => (window as unknown as { dragovers: number }).dragovers)) === count; attempt++) {
          if (attempt === 20) throw new Error(`the page never received a repeated dragover at ${point.x},${point.y}`);
          await page.mouse.move(point.x, point.y);
          await nextFrame(page);
        }
      }
      await nextFrame(page);
    },
    /** Esc during the drag: waits for the dragend, then lifts the button (Esc leaves it pressed). */
    async cancel() {
      const ends = await page.evaluate(() => window.harness.delivered.dragends);
      await page.keyboard.press("Escape");
      await page.waitForFunction((ends) => window.harness.delivered.dragends > ends, ends);
      await page.mouse.up();
      await nextFrame(page);
    },
    release,
  };
}

/** `dragFrom` the middle of a harness row, at RIGHT. */
export async function dragRow(page: Page, id: string, tree = "a") {
  return dragFrom(page, await at(page, id, 15, RIGHT, tree));
}

/**
 * Bundles `app/demos/<id>.tsx` as a reader's copy of it runs: the real `@headless-tree/react`, its
 * CSS modules, and the site's shared demo stylesheet for the same geometry as on the site.
 */
const demoBundle = (id: string) =>
  bundle({
    source: [
      `import Demo from "./app/demos/${id}.tsx";`,
      `import "./app/components/demo/tree-demo.css";`,
      `import { createElement, StrictMode } from "react";`,
      `import { createRoot } from "react-dom/client";`,
      `const el = document.createElement("div");`,
      `el.id = "demo";`,
      `el.style.cssText = "width: 360px; padding: 8px; font: 15px/1.4 sans-serif";`,
      `document.body.prepend(el);`,
      `createRoot(el).render(createElement(StrictMode, null, createElement(Demo)));`,
    ].join("\n"),
  });

/** Renders the live demo `id` above the harness's trees and waits for its first tree row. */
export async function openDemo({ page }: HarnessPage, id: string) {
  const { js, css } = await demoBundle(id);
  await page.addStyleTag({ content: css });
  await page.addScriptTag({ content: js });
  await page.locator('#demo [role="treeitem"]').first().waitFor();
  return page.locator("#demo");
}

/** The center (or `dy` pixel rows below the top, `dx` from the left) of a demo's row, by its name. */
export async function demoPoint(page: Page, name: string, dy?: number, dx?: number) {
  const box = await page.locator(`#demo [role="treeitem"][aria-label="${name}"]`).boundingBox();
  if (!box) throw new Error(`no visible row "${name}" in the demo`);
  return { x: box.x + (dx ?? box.width / 2), y: box.y + (dy ?? box.height / 2) };
}

/** The visible rows of the demo's (first) tree: "level name", as a reader sees the outline. */
export function demoRows(page: Page, tree = 0) {
  return page
    .locator('#demo [role="tree"]')
    .nth(tree)
    .locator('[role="treeitem"]')
    .evaluateAll((rows) => rows.map((r) => `${r.getAttribute("aria-level")} ${r.getAttribute("aria-label")}`));
}

/**
 * Opens the harness page with two probes installed: the dragover log (`lastDragover`) and a count
 * of the library's pending 100 ms dragleave timers (`leaveTimersDone`). With `stoppedClock`, the
 * page's clock stands still (Playwright's clock, installed and paused): Date.now() does not move
 * and the library's timers run only when the test moves the clock on (`advanceClock`), so where
 * the outcome depends on time, the test says which time, instead of racing the machine.
 */
export async function openPage(
  harness: { open(options?: ContextOptions, features?: HarnessFeatures): Promise<HarnessPage> },
  { stoppedClock = false, keyboardDragAndDrop = false } = {},
): Promise<HarnessPage> {
  const opened = await (keyboardDragAndDrop ? harness.open({}, { keyboardDragAndDrop }) : harness.open());
  // Before the probes below, which wrap the page's (then fake) setTimeout.
  if (stoppedClock) await stopClock(opened.page);
  await logDragovers(opened.page);
  await opened.page.evaluate(() => {
    // The drag-and-drop feature starts a 100 ms timer on every dragleave and clears the target
    // when it runs, unless the pointer has entered a new zone since. Counting them lets a test
    // wait until they have run instead of sleeping.
    const w = window as unknown as { pendingLeaveTimers: number; leaveTimersStarted: number; leaveTimerLog: LeaveTimerRun[] };
    w.pendingLeaveTimers = 0;
    w.leaveTimersStarted = 0;
    w.leaveTimerLog = [];
    const original = window.setTimeout;
    window.setTimeout = ((fn: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      if (ms !== 100) return original(fn, ms, ...args);
      w.pendingLeaveTimers++;
      w.leaveTimersStarted++;
      const started = Date.now();
      return original(() => {
        w.pendingLeaveTimers--;
        const target = () => window.harness?.tree("a")?.getState().dnd?.dragTarget?.item.getId() ?? null;
        const before = target();
        fn(...args);
        w.leaveTimerLog.push({ started, ran: Date.now(), before, after: target() });
      }, ms);
    }) as typeof window.setTimeout;
  });
  return opened;
}

/**
 * Moves the stopped clock (`openPage(harness, { stoppedClock: true })`) on by `ms`, running the
 * timers due meanwhile, then waits for a frame. With `late`, Date.now() first jumps `late` ms
 * ahead, so each timer runs that much after its time, as a timer does on a busy page.
 */
export async function advanceClock(page: Page, ms: number, { late = 0 } = {}) {
  if (late > 0) await page.clock.setSystemTime(await page.evaluate((late) => Date.now() + late, late));
  await page.clock.runFor(ms);
  await nextFrame(page);
}

/** Whether folder `id` of tree a is open once the stopped clock has moved on by `ms`. */
export async function openAfter(page: Page, id: string, ms: number) {
  await advanceClock(page, ms);
  return page.evaluate((id) => window.harness.tree("a")!.getItemInstance(id).isExpanded(), id);
}

/** One run of a dragleave timer: when it started and ran (`Date.now()`), and tree a's target id around it. */
export interface LeaveTimerRun {
  started: number;
  ran: number;
  before: string | null;
  after: string | null;
}

export function leaveTimerLog(page: Page): Promise<LeaveTimerRun[]> {
  return page.evaluate(() => (window as unknown as { leaveTimerLog: LeaveTimerRun[] }).leaveTimerLog);
}

/** Resolves once every dragleave timer started so far has run (and the page has rendered). */
export async function leaveTimersDone(page: Page) {
  await page.waitForFunction(() => (window as unknown as { pendingLeaveTimers: number }).pendingLeaveTimers === 0);
  await nextFrame(page);
}

/** The code of the fence titled `title` on the page at `route`, as a reader copies it. */
export function pageFence(route: string, title: string): string {
  const file = pageFiles().get(route);
  if (!file) throw new Error(`no page has the route ${route}`);
  const match = new RegExp("```\\w+ title=\"" + title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + "\"[^\\n]*\\n([\\s\\S]*?)\\n```").exec(readFileSync(file, "utf8"));
  if (!match) throw new Error(`${route} has no code block titled ${title}`);
  return match[1]!;
}

/**
 * Bundles `entry` (TSX) with `modules` it imports by name (e.g. a page's code block as
 * "fence:use-dnd-tree") and the real packages, and runs it on the harness page.
 */
export async function openFixture({ page }: HarnessPage, entry: string, modules: Record<string, string> = {}) {
  const { js } = await bundle({ source: entry, modules });
  await page.addScriptTag({ content: js });
}

/** The element with DOM focus, described by its aria-label (or tag and text when it has none). */
export const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute("aria-label") ?? `${el?.tagName.toLowerCase()} "${el?.textContent?.slice(0, 20)}"`;
  });

/** The label of the demo's row that is in the tab order (tabindex 0). */
export const tabStop = (page: Page) =>
  page.evaluate(() => document.querySelector('#demo [role="treeitem"][tabindex="0"]')?.getAttribute("aria-label") ?? null);

/** Focuses a button placed right before the demo and presses Tab, as a keyboard user arrives. */
export async function tabFromBeforeTheDemo(page: Page) {
  await page.evaluate(() => {
    if (document.getElementById("before-demo")) return;
    const button = document.createElement("button");
    button.id = "before-demo";
    button.textContent = "before";
    document.body.prepend(button);
  });
  // A real click, as the reader's: after Playwright's emulated drags, a focus moved by script
  // alone is sometimes taken away again with the window's (a blur of the whole page a moment
  // later), which no reader's browser does.
  await page.locator("#before-demo").click();
  await page.keyboard.press("Tab");
}
