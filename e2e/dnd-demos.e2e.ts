// Every live demo that draws a drag line or marks the drop's target, on the built page a reader sees
// it on, dragged with the pointer: a row dragged to the gap above another row shows the line inside
// that gap, and the drop puts the row where the line was (a demo whose container loses the library's
// position: relative, its own `style` replacing the container props' one, draws the line against
// some outer element); a row that looks marked while the pointer rests on a row is one folder, and
// the drop puts the dragged row into it (a demo that marks a leaf, or marks a folder the drop then
// misses, fails), within a tree and from one tree into another.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pageHydrated, useBrowser } from "./support/browser";
import { hydrateDemos } from "./support/lazy-demos";

const clientDir = path.resolve(process.env.E2E_CLIENT_DIR ?? "build/client");
const demosDir = path.resolve("app/demos");

/** The demos whose source renders `tree.getDragLineStyle()`. */
const LINE_DEMOS = readdirSync(demosDir)
  .filter((file) => file.endsWith(".tsx") && readFileSync(path.join(demosDir, file), "utf8").includes("getDragLineStyle()"))
  .map((file) => file.slice(0, -".tsx".length))
  .sort();

/** The demos that mark a row as the drop's target (`isDragTarget()` and its kin) for the reader to see. */
const HIGHLIGHT_DEMOS = readdirSync(demosDir)
  .filter((file) => file.endsWith(".tsx") && /\.(isDragTarget|isUnorderedDragTarget|isDraggingOver)\(\)/.test(readFileSync(path.join(demosDir, file), "utf8")))
  .map((file) => file.slice(0, -".tsx".length))
  .sort();

/** How a page shows a demo: in a docs page's demo box, behind its picker, or as a card (home page, gallery). */
type Shown = "box" | "picker" | "card";
const SHOWN_ORDER: Shown[] = ["box", "picker", "card"];

/** Each page's prerendered HTML, read once. */
let pages: { route: string; html: string }[] | undefined;
function builtPages() {
  pages ??= readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "index.html")
    .map((file) => {
      const dir = path.dirname(file).split(path.sep).join("/");
      return { route: dir === "." ? "/" : `/${dir}`, html: readFileSync(path.join(clientDir, file), "utf8") };
    });
  return pages;
}

/** Where a reader meets each demo: a page that shows it in a demo box, else behind a picker, else as a card (first by path). */
function pageOf(id: string): { route: string; shown: Shown } | undefined {
  const found: { route: string; shown: Shown }[] = [];
  for (const { route, html } of builtPages()) {
    if (html.includes(`data-demo="${id}"`)) found.push({ route, shown: "box" });
    else if (html.includes(`data-demo-id="${id}"`)) found.push({ route, shown: "picker" });
    else if (html.includes(`data-demo-card="${id}"`)) found.push({ route, shown: "card" });
  }
  found.sort((a, b) => SHOWN_ORDER.indexOf(a.shown) - SHOWN_ORDER.indexOf(b.shown) || a.route.localeCompare(b.route));
  return found[0];
}

/** Opens the demo where a reader meets it and returns its running stage. */
async function openDemo(page: Page, id: string): Promise<{ route: string; stage: Locator }> {
  const where = pageOf(id);
  if (!where) throw new Error(`${id} is on no page of the build`);
  await page.goto(where.route, { waitUntil: "load" });
  await pageHydrated(page);
  if (where.shown === "card") {
    const card = page.locator(`[data-demo-card="${id}"]`);
    await card.scrollIntoViewIfNeeded();
    const stage = card.locator("[data-hydrated]");
    await stage.waitFor({ state: "attached" });
    return { route: where.route, stage };
  }
  // A demo box's code loads when it comes near the viewport; a picker switches a running box.
  await hydrateDemos(page);
  if (where.shown === "picker") await page.locator(`button[data-demo-id="${id}"]`).first().click();
  const stage = page.locator(`section[data-demo="${id}"][data-hydrated]`).first();
  await stage.waitFor({ state: "attached" });
  await stage.scrollIntoViewIfNeeded();
  return { route: where.route, stage };
}

interface DragLog {
  /** Drag starts that no handler cancelled (canDrag). */
  dragstarts: number;
  /** The last dragover: where, and whether the tree accepted it (called preventDefault). */
  last: null | { x: number; y: number; accepted: boolean };
  drops: number;
  dragends: number;
}

/** Logs what the browser delivered to the page (installed before the site's scripts). */
function installDragLog() {
  const log: DragLog = { dragstarts: 0, last: null, drops: 0, dragends: 0 };
  Object.assign(window, { dragLog: log });
  // A dragstart bubbles up to the window after the page's handlers. The rows stop the dragover's
  // propagation: it is seen in the capture phase, and the tree's decision read once it has run.
  addEventListener("dragstart", (e) => void (e.defaultPrevented || log.dragstarts++));
  addEventListener("dragover", (e) => setTimeout(() => void (log.last = { x: e.clientX, y: e.clientY, accepted: e.defaultPrevented })), true);
  addEventListener("drop", () => setTimeout(() => void log.drops++), true);
  addEventListener("dragend", () => setTimeout(() => void log.dragends++), true);
}
const dragLog = (page: Page) => page.evaluate(() => (window as unknown as { dragLog: DragLog }).dragLog);

/** One rendered frame and the timers it queued. */
const nextFrame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

interface Row {
  name: string;
  leaf: boolean;
  box: { x: number; y: number; width: number; height: number };
  /** Where a press starts a drag: the row, or its drag handle. */
  grip: { x: number; y: number } | null;
}

function readRows(tree: Locator): Promise<Row[]> {
  return tree.locator('[role="treeitem"]').evaluateAll((rows) =>
    rows.map((row) => {
      const box = row.getBoundingClientRect();
      const handle = row.matches('[draggable="true"]') ? row : row.querySelector('[draggable="true"]');
      const grip = handle?.getBoundingClientRect();
      return {
        name: row.getAttribute("aria-label") ?? row.textContent ?? "",
        leaf: !row.hasAttribute("aria-expanded"),
        box: { x: box.x, y: box.y, width: box.width, height: box.height },
        grip: grip ? { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 } : null,
      };
    }),
  );
}

/** The tree's drag line as drawn: the absolutely placed element among the tree's children that is not a row. */
const lineBox = (tree: Locator) =>
  tree.evaluate((el) => {
    const line = [...el.children].find((child) => child.getAttribute("role") !== "treeitem" && (child as HTMLElement).style.position === "absolute");
    if (!line || getComputedStyle(line).display === "none") return null;
    const box = line.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, left: box.left, right: box.right };
  });

/** Moves the pressed pointer to `point` and repeats the position until the page has had a dragover there. */
async function hover(page: Page, point: { x: number; y: number }) {
  await page.mouse.move(point.x, point.y, { steps: 4 });
  for (let attempt = 0; ; attempt++) {
    const last = (await dragLog(page)).last;
    if (last && Math.abs(last.x - point.x) < 1 && Math.abs(last.y - point.y) < 1) break;
    if (attempt === 20) throw new Error(`the page never received a dragover at ${point.x},${point.y}`);
    await nextFrame(page);
    await page.mouse.move(point.x, point.y);
  }
  await nextFrame(page);
  return (await dragLog(page)).last!.accepted;
}

/** Lets go of the pointer and waits for the drop, or the dragend (Chromium sends none when the drop renders the dragged row anew), and the frame after it. */
async function release(page: Page) {
  const before = await dragLog(page);
  await page.mouse.up();
  await page.waitForFunction(
    (before) => {
      const { drops, dragends } = (window as unknown as { dragLog: DragLog }).dragLog;
      return drops > before.drops || dragends > before.dragends;
    },
    before,
  );
  await nextFrame(page);
}

/** What dragging a leaf to the gap above another row showed and did. */
interface GapResult {
  dragged: string;
  above: string;
  /** Pixels between the middle of the drawn line and the gap (the target row's top edge). */
  lineOffGap: number;
  lineOverTheRow: boolean;
  /** The rows after the drop: the dragged one should come right before `above`. */
  rowsAfter: string[];
}

/**
 * Drags the last leaf that starts a drag to the gap above each other row in turn (2 px below its
 * top edge, the reorder zone of any row) until the tree accepts one, reads the line there, drops.
 */
async function dragToAGap(page: Page, tree: Locator): Promise<GapResult> {
  const rows = await readRows(tree);
  const sources = rows.filter((row) => row.leaf && row.grip).reverse();
  for (const source of sources) {
    const before = await dragLog(page);
    await page.mouse.move(source.grip!.x, source.grip!.y);
    await page.mouse.down();
    await page.mouse.move(source.grip!.x, source.grip!.y + 6, { steps: 3 });
    await page.mouse.move(source.grip!.x, source.grip!.y + 12, { steps: 3 });
    const started = await dragLog(page);
    if (started.dragstarts === before.dragstarts) {
      // canDrag refused it (or no drag began): let go and try the next leaf.
      await page.mouse.up();
      continue;
    }
    // Gaps that move the row first; the gap right below it (a drop there changes nothing) only
    // when the tree has no other.
    const adjacent = (index: number) => rows[index - 1]?.name === source.name;
    const gaps = [...rows.entries()].filter(([, row]) => row.name !== source.name).sort(([a], [b]) => Number(adjacent(a)) - Number(adjacent(b)));
    for (const [, row] of gaps) {
      const point = { x: row.box.x + row.box.width * 0.75, y: row.box.y + 2 };
      if (!(await hover(page, point))) continue;
      // The line comes with the render after the dragover, which a busy page may run after the next
      // frame, and a dragleave check that runs late clears the target until the next dragover
      // (/dnd/behavior). A resting pointer gets a dragover every few frames: rest until it is drawn.
      let line = await lineBox(tree);
      for (let attempt = 0; !line && attempt < 20; attempt++) {
        await page.mouse.move(point.x, point.y);
        await nextFrame(page);
        line = await lineBox(tree);
      }
      if (!line) throw new Error(`the tree accepted the gap above "${row.name}" and drew no line`);
      const result = {
        dragged: source.name,
        above: row.name,
        lineOffGap: Math.round(Math.abs((line.top + line.bottom) / 2 - row.box.y)),
        lineOverTheRow: line.left < row.box.x + row.box.width && line.right > row.box.x,
      };
      await release(page);
      const rowsAfter = await tree.locator('[role="treeitem"]').evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? el.textContent ?? ""));
      return { ...result, rowsAfter };
    }
    throw new Error(`no gap of the tree accepted "${source.name}"`);
  }
  throw new Error("no leaf of the tree starts a drag");
}

/** How each row looks: the computed colours, outlines and shadows of the row and everything in it. */
const rowLooks = (tree: Locator) =>
  tree.locator('[role="treeitem"]').evaluateAll((rows) =>
    rows.map((row) =>
      [row, ...row.querySelectorAll("*")]
        .map((el) => {
          const style = getComputedStyle(el);
          return [style.backgroundColor, style.color, style.outline, style.boxShadow, style.borderColor, style.textDecorationLine, style.opacity].join(",");
        })
        .join("|"),
    ),
  );

interface Highlight {
  /** The row the pointer rests on, in the middle of its height. */
  over: string;
  /** The rows that look different from before the drag and from its start. */
  changed: string[];
  /** Whether the (first) row that looks different is a leaf. */
  markedLeaf: boolean;
}

/** Where a dropped row ended up: the row above it one level up (its parent in view), or "not in view". */
const parentInView = (tree: Locator, name: string) =>
  tree.locator('[role="treeitem"]').evaluateAll((rows, name) => {
    const label = (el: Element) => el.getAttribute("aria-label") ?? el.textContent ?? "";
    const at = rows.findIndex((row) => label(row) === name);
    if (at === -1) return "not in view";
    const level = Number(rows[at]!.getAttribute("aria-level"));
    for (let i = at - 1; i >= 0; i--) if (Number(rows[i]!.getAttribute("aria-level")) === level - 1) return label(rows[i]!);
    return "the root";
  }, name);

/**
 * Starts dragging the last leaf of `from` that starts a drag, rests the pointer in the middle of
 * each row of `into` in turn until a row looks different from before the drag, and drops there.
 * Tries up to three leaves (a folder may take only some); null when no row ever looked different.
 */
async function dropOnAHighlight(page: Page, from: Locator, into: Locator): Promise<(Highlight & { parentAfter: string; dragged: string; wasOpen: boolean }) | null> {
  const sources = (await readRows(from)).filter((row) => row.leaf && row.grip).reverse();
  let tried = 0;
  for (const source of sources) {
    const before = await dragLog(page);
    await page.mouse.move(source.grip!.x, source.grip!.y);
    const beforeDrag = await rowLooks(into);
    const rows = await readRows(into);
    await page.mouse.down();
    await page.mouse.move(source.grip!.x, source.grip!.y + 6, { steps: 3 });
    await page.mouse.move(source.grip!.x, source.grip!.y + 12, { steps: 3 });
    if ((await dragLog(page)).dragstarts === before.dragstarts) {
      await page.mouse.up();
      continue;
    }
    // A row marked now looks different from both before the drag and its start: the dragstart may
    // select the dragged row (another loses its mark), and the pointer still over the dragged row
    // already targets the folder around it.
    await nextFrame(page);
    const atStart = await rowLooks(into);
    for (const row of rows) {
      if (row.name === source.name) continue;
      if (!(await hover(page, { x: row.box.x + row.box.width * 0.75, y: row.box.y + row.box.height / 2 }))) continue;
      const looks = await rowLooks(into);
      const changed = rows.filter((other, i) => other.name !== source.name && looks[i] !== beforeDrag[i] && looks[i] !== atStart[i]).map((other) => other.name);
      if (changed.length === 0) continue;
      const marked = rows.findIndex((other) => other.name === changed[0]);
      const wasOpen = (await into.locator('[role="treeitem"]').nth(marked).getAttribute("aria-expanded")) === "true";
      await release(page);
      return { over: row.name, changed, markedLeaf: rows[marked]!.leaf, dragged: source.name, wasOpen, parentAfter: await parentInView(into, source.name) };
    }
    // Nothing marked for this row: cancel the drag and try the next leaf.
    await page.keyboard.press("Escape");
    await page.mouse.up();
    if (++tried === 3) return null;
  }
  if (tried > 0) return null;
  throw new Error("no leaf of the tree starts a drag");
}

describe("drag-and-drop demos on their pages", () => {
  const browser = useBrowser();

  it("finds the demos that draw a drag line or mark the drop's target, each on a page", () => {
    expect(LINE_DEMOS.length).toBeGreaterThan(10);
    expect(HIGHLIGHT_DEMOS.length).toBeGreaterThan(10);
    expect([...LINE_DEMOS, ...HIGHLIGHT_DEMOS].filter((id) => !pageOf(id))).toEqual([]);
  });

  for (const id of [...new Set([...LINE_DEMOS, ...HIGHLIGHT_DEMOS])].sort()) {
    const checks = [LINE_DEMOS.includes(id) && "the line in the gap, the drop where the line was", HIGHLIGHT_DEMOS.includes(id) && "a marked row is a folder the drop goes into"];
    it(`${id}: ${checks.filter(Boolean).join("; ")}`, async () => {
      const { page, problems } = await browser.openPage("");
      await page.addInitScript(installDragLog);
      const { route, stage } = await openDemo(page, id);
      const trees = stage.locator('[role="tree"]');
      await expect.poll(() => trees.locator('[role="treeitem"]').count()).toBeGreaterThan(1);
      const count = await trees.count();

      if (LINE_DEMOS.includes(id)) {
        for (let index = 0; index < count; index++) {
          const tree = trees.nth(index);
          await tree.scrollIntoViewIfNeeded();
          const result = await dragToAGap(page, tree);
          expect({ lineOffGap: result.lineOffGap <= 3 ? "within 3 px" : `${result.lineOffGap} px`, lineOverTheRow: result.lineOverTheRow }, `${route}: ${JSON.stringify(result)}`).toEqual({
            lineOffGap: "within 3 px",
            lineOverTheRow: true,
          });
          const at = result.rowsAfter.indexOf(result.dragged);
          expect(result.rowsAfter[at + 1], `${route}: rows after the drop ${JSON.stringify(result.rowsAfter)}`).toBe(result.above);
        }
      }

      if (HIGHLIGHT_DEMOS.includes(id)) {
        // Within each tree, and from the first tree into the second where there are two.
        const pairs = [...Array(count).keys()].map((i) => [i, i]).concat(count > 1 ? [[0, 1]] : []);
        let seen = 0;
        for (const [from, into] of pairs) {
          await trees.nth(into!).scrollIntoViewIfNeeded();
          const result = await dropOnAHighlight(page, trees.nth(from!), trees.nth(into!));
          if (!result) continue;
          seen++;
          const where = `${route}, tree ${from} → tree ${into}: ${JSON.stringify(result)}`;
          // One row marked, a folder (the row itself, or the folder around the gap the pointer is in)…
          expect({ marked: result.changed.length, markedLeaf: result.markedLeaf }, where).toEqual({ marked: 1, markedLeaf: false });
          // …and the drop goes into it: shown under it, or out of view inside a folder that stayed closed.
          expect(result.parentAfter === result.changed[0] || (result.parentAfter === "not in view" && !result.wasOpen), where).toBe(true);
        }
        expect(seen, `${route}: no row of ${id} ever looked like a drop target`).toBeGreaterThan(0);
      }
      expect(problems).toEqual([]);
    });
  }
});
