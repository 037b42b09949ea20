// Claims of content/dnd/overview.mdx, section "Drag and drop on touch screens", about what touch
// input does to a tree in Chromium: the harness page in a context with touch, a tap through
// Playwright's touchscreen, and a finger moved over the rows through the DevTools protocol's touch
// events. Resting the finger is the input under test, so one test waits where a person would.
// Which events the tree's props use is asserted without a browser in ../claims/dnd-overview-touch.test.ts.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim.ts";
import { nextFrame, pointOf, snapshot, useHarness, type Point } from "./support.ts";

const PAGE = "/dnd/overview";
const harness = useHarness();

declare global {
  interface Window {
    touchLog?: string[];
  }
}

/** Logs the input events the page receives, each as "type/pointerType" (moves once per run of them). */
function logInput(page: Page) {
  return page.evaluate(() => {
    const log: string[] = (window.touchLog = []);
    for (const type of ["pointerdown", "pointermove", "pointerup", "pointercancel", "touchstart", "touchmove", "touchend", "mousedown", "mouseup", "click", "contextmenu", "dragstart"]) {
      window.addEventListener(
        type,
        (e) => {
          const entry = e instanceof PointerEvent ? `${type}/${e.pointerType}` : type;
          if (log.at(-1) !== entry || !type.endsWith("move")) log.push(entry);
        },
        true,
      );
    }
  });
}
const takeLog = (page: Page) => page.evaluate(() => window.touchLog!.splice(0));

async function openWithTouch() {
  const opened = await harness.open({ hasTouch: true });
  await opened.page.evaluate(() => window.harness.mount("a"));
  await logInput(opened.page);
  return opened;
}

/** A finger put down at `from`, optionally left resting for `restMs`, then moved 60 px down in steps and lifted. */
async function fingerDrag(page: Page, from: Point, restMs = 0) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from.x, y: from.y }] });
    if (restMs) await page.waitForTimeout(restMs); // the finger resting on the item
    for (let step = 1; step <= 10; step++) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from.x, y: from.y + step * 6 }] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  } finally {
    await cdp.detach();
  }
  await nextFrame(page);
}

describe(`${PAGE}: touch input in Chromium`, () => {
  it(claim("/dnd/overview", "In that setting, a tap reaches the tree as the click the browser makes of it, so it focuses and selects the item as a mouse click does."), async () => {
    const { page, problems } = await openWithTouch();
    const file = await pointOf(page, { id: "readme.md", y: 0.5 });
    await page.touchscreen.tap(file.x, file.y);
    await expect.poll(() => page.evaluate(() => window.touchLog!.includes("click/touch"))).toBe(true);
    // Chromium's click is a PointerEvent, and says it came from touch.
    expect(await takeLog(page)).toEqual(["pointerdown/touch", "touchstart", "pointerup/touch", "touchend", "mousedown", "mouseup", "click/touch"]);
    await nextFrame(page);
    let s = await snapshot(page);
    expect(s.rows.filter((r) => r.selected).map((r) => r.id)).toEqual(["readme.md"]);
    expect(s.rows.filter((r) => r.focused).map((r) => r.id)).toEqual(["readme.md"]);
    expect(s.activeElement).toBe("readme.md");
    // A folder opens on a tap, as on a click.
    const folder = await pointOf(page, { id: "docs", y: 0.5 });
    await page.touchscreen.tap(folder.x, folder.y);
    await expect.poll(async () => (await snapshot(page)).rows.find((r) => r.id === "docs")?.expanded).toBe(true);
    s = await snapshot(page);
    expect(s.rows.filter((r) => r.selected).map((r) => r.id)).toEqual(["docs"]);
    expect(s.dnd ?? null).toBeNull();
    expect(problems).toEqual([]);
  });

  it(
    claim("/dnd/overview", "A finger moved over an item starts no drag, whether it moves at once or after resting on the item for 1.5 seconds: Chromium ends the touch's pointer events with pointercancel and fires no dragstart."),
    async () => {
      const { page, problems } = await openWithTouch();
      for (const restMs of [0, 1500]) {
        await fingerDrag(page, await pointOf(page, { id: "docs", y: 0.5 }), restMs);
        await expect.poll(() => page.evaluate(() => window.touchLog!.includes("touchend"))).toBe(true);
        const log = await takeLog(page);
        expect(log.filter((entry) => entry.startsWith("pointer"))).toEqual(["pointerdown/touch", "pointermove/touch", "pointercancel/touch"]);
        expect(log).not.toContain("dragstart");
        expect(log.filter((entry) => entry.startsWith("click"))).toEqual([]);
      }
      expect(await page.evaluate(() => window.harness.delivered)).toEqual({ dragstarts: 0, dragover: null, dragends: 0, drops: 0 });
      const s = await snapshot(page);
      expect(s.dnd ?? null).toBeNull();
      expect(s.drops).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});
