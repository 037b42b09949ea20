// Drags that do not start on a tree row, and a record of what each dragover left behind, for the
// claims about restricting drops and about foreign drags (dnd/customizability, dnd/foreign-dnd,
// recipe/refusing-outside-drags and their known issues).
import type { Page } from "playwright-core";
import { bundle, servePage } from "./chromium-page.ts";
import type { TreeSnapshot } from "./harness/protocol.ts";
import { deliveredAt, nextFrame, pointOf, pressAndDrag, type RowPoint } from "./support.ts";

type Point = { x: number; y: number };

async function toPoint(page: Page, at: RowPoint | Point): Promise<Point> {
  return "id" in at ? pointOf(page, at) : at;
}

/** The centre of the first element matching `selector`. */
export async function centreOf(page: Page, selector: string): Promise<Point> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Forgets the last dragover the page received and what it left behind, so that waiting for a
 * dragover at a point cannot be satisfied by an earlier drag that ended at the same point.
 */
export function forgetLastDragOver(page: Page) {
  return page.evaluate(() => {
    window.harness.delivered.dragover = null;
    window.__afterDragOver = undefined;
  });
}

/** support.ts's pressAndDrag from a tree row, after forgetLastDragOver. */
export async function pointerDrag(page: Page, ...args: Parameters<typeof pressAndDrag> extends [Page, ...infer R] ? R : never) {
  await forgetLastDragOver(page);
  return pressAndDrag(page, ...args);
}

/** pointerDrag from a point that is no tree row: a drag source outside the trees, selected text, a drag handle. */
export function dragFrom(page: Page, start: Point) {
  return pointerDrag(page, start);
}

/** What the page had right after a dragover was handled, before any timer could run. */
export interface AfterDragOver {
  x: number;
  y: number;
  /** The dragover's default was prevented: the browser allows a drop there. */
  offered: boolean;
  /** Every mounted tree's snapshot at that moment. */
  trees: Record<string, TreeSnapshot>;
}

declare global {
  interface Window {
    __afterDragOver?: AfterDragOver;
    /** What the tests' callbacks in the page record (config functions, listeners). */
    log: unknown[];
  }
}

/** Empties `window.log` in the page and returns what it held. */
export function takeLog(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window.log ?? []).splice(0));
}

/**
 * Records, for each dragover, whether the page allowed a drop there and the trees' state right
 * after the event: a timeout of 0 ms set during the event runs before any timer the library set
 * earlier (the 100 ms dragleave check), however busy the machine is, and while the page's clock is
 * paused (the browser's own setTimeout).
 */
export function watchDragOvers(page: Page, trees: string[] = ["a"]) {
  return page.evaluate((trees) => {
    window.addEventListener(
      "dragover",
      (event) => {
        window.harness.timeout(() => {
          window.__afterDragOver = {
            x: event.clientX,
            y: event.clientY,
            offered: event.defaultPrevented,
            trees: Object.fromEntries(trees.map((name) => [name, window.harness.snapshot(name)])),
          };
        });
      },
      true,
    );
  }, trees);
}

/** The record of the last dragover, once it is the one at `at`. */
export async function afterDragOver(page: Page, at: RowPoint | Point): Promise<AfterDragOver> {
  const point = await toPoint(page, at);
  const handle = await page.waitForFunction(
    ({ x, y }) => {
      const last = window.__afterDragOver;
      return last && Math.abs(last.x - x) < 1 && Math.abs(last.y - y) < 1 ? last : null;
    },
    point,
    { polling: "raf" },
  );
  return (await handle.jsonValue()) as AfterDragOver;
}

/** The rows a reader's styling would highlight: `isDragTarget()` and `isDraggingOver()`. */
export function highlighted(snapshot: TreeSnapshot) {
  return {
    dragTarget: snapshot.rows.filter((row) => row.dragTarget).map((row) => row.id),
    draggingOver: snapshot.rows.filter((row) => row.draggingOver).map((row) => row.id),
  };
}

/**
 * A file dragged in from the desktop: Chromium's own drag events (Input.dispatchDragEvent, what
 * the browser sends for an operating system drag), entering at `via` (default: `at`), moving to
 * `at`, and dropped there. (The tree keeps its answer for the zone under the pointer until the
 * pointer enters another zone, even from one drag to the next: enter elsewhere to get a fresh one.)
 */
export async function fileDrag(page: Page, at: RowPoint | Point, file: string, via?: RowPoint | Point) {
  await forgetLastDragOver(page);
  const cdp = await page.context().newCDPSession(page);
  const data = { items: [], files: [file], dragOperationsMask: 1 };
  const point = await toPoint(page, at);
  const enter = via ? await toPoint(page, via) : point;
  await cdp.send("Input.dispatchDragEvent", { type: "dragEnter", x: enter.x, y: enter.y, data });
  for (const target of via ? [enter, point] : [point]) {
    // As with the pointer: repeat until the page has received a dragover there.
    for (let attempt = 0; ; attempt++) {
      await cdp.send("Input.dispatchDragEvent", { type: "dragOver", x: target.x, y: target.y, data });
      if (await deliveredAt(page, target)) break;
      if (attempt === 20) throw new Error(`the page never received a dragover at ${target.x},${target.y}`);
    }
  }
  await nextFrame(page);
  return {
    /** Drops the file; the page gets a drop event only where its last dragover was accepted. */
    async drop() {
      const before = await page.evaluate(() => window.harness.delivered.drops);
      await cdp.send("Input.dispatchDragEvent", { type: "drop", x: point.x, y: point.y, data });
      await page.waitForFunction((before) => window.harness.delivered.drops > before, before, { polling: "raf" });
      await nextFrame(page);
    },
  };
}

// What the harness page records of delivered drag events, for a demo page, so dragFrom waits the same way.
const DELIVERED = `window.harness = { delivered: { dragstarts: 0, dragover: null, dragends: 0, drops: 0 } };
const delivered = window.harness.delivered;
window.addEventListener("dragstart", () => void delivered.dragstarts++, true);
window.addEventListener("dragover", (e) => void (delivered.dragover = { x: e.clientX, y: e.clientY }), true);
window.addEventListener("dragend", () => void delivered.dragends++, true);
window.addEventListener("drop", () => void delivered.drops++, true);`;

/**
 * Replaces the harness page with one live demo of app/demos/ (`name` without `.tsx`), rendered as
 * the site renders it (with the demos' shared stylesheet), for the claims a page makes about its
 * demo. The demo runs on the installed library as a reader's copy would.
 */
export async function openDemo(page: Page, name: string) {
  const built = await bundle({
    source: `import { createElement } from "react";
import { createRoot } from "react-dom/client";
import "./app/components/demo/tree-demo.css";
import Demo from "./app/demos/${name}.tsx";
createRoot(document.getElementById("demo")).render(createElement(Demo));`,
  });
  const url = await servePage(
    page,
    { head: "<style>body{margin:0;padding:20px;font:16px/1.4 sans-serif}</style>", body: `<div id="demo"></div><script>${DELIVERED}</script>`, bundle: built },
    "/demo/",
  );
  await page.goto(url);
  await page.waitForSelector('[role="treeitem"]');
}

/** The centre of a demo's tree item, by its name (`aria-label`), in the `nth` tree of the page. */
export function demoItem(page: Page, name: string, nth = 0) {
  return centreOf(page, `[role="tree"] >> nth=${nth} >> [role="treeitem"][aria-label="${name}"]`);
}
