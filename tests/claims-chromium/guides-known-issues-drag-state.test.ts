// /guides/known-issues, "The drag state can outlive the drag": what 1.7.0 leaves in `dnd` after a
// release over a refused position and after a drop on the container, what that does to the keys
// and to the next drag, and the page's workaround, run as a reader copies it.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { rowLocator, snapshot, useHarness } from "./support";
import { at, dragFrom, dragRow, lastDragover, leaveTimerLog, leaveTimersDone, openFixture, openPage, pageFence, RIGHT } from "./pointer-dnd";

const harness = useHarness();

const withoutKdnd = () =>
  window.harness.mount("a", {
    features: [
      window.harness.core.syncDataLoaderFeature,
      window.harness.core.selectionFeature,
      window.harness.core.hotkeysCoreFeature,
      window.harness.core.dragAndDropFeature,
    ],
  });

/** Drags docs over its own descendant intro.md (refused) after an allowed position, and releases there. */
async function releaseOverRefused(page: Page) {
  const drag = await dragRow(page, "docs");
  await drag.moveTo(await at(page, "src", 15));
  await drag.moveTo(await at(page, "intro.md", 15));
  expect((await lastDragover(page))?.accepted).toBe(false);
  await drag.release();
}

const focused = async (page: Page) => (await snapshot(page)).rows.filter((r) => r.focused).map((r) => r.id);

/** Presses ↓ and waits for the tree's DOM focus to settle (updateDomFocus runs in a timeout). */
async function pressDown(page: Page) {
  await page.keyboard.press("ArrowDown");
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

describe("/guides/known-issues: the drag state can outlive the drag", () => {
  it(
    claim(
      "/guides/known-issues",
      "If the drag has ended before the timer runs, the window's dragend has already set dnd to null, and the timer then sets it to {}",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(() => window.harness.mount("a", { config: { initialState: { expandedItems: ["docs"] } } }));
      await releaseOverRefused(page);
      expect((await snapshot(page)).dnd).toBeNull();
      await leaveTimersDone(page);
      expect((await snapshot(page)).dnd).toEqual({});
    },
  );

  it(claim("/guides/known-issues", "A release over a position the tree refused, or outside the tree right after leaving it."), async () => {
    const { page } = await openPage(harness);
    await page.evaluate(async () => {
      window.harness.addDropZone("zone");
      window.addEventListener("dragend", () => void ((window as unknown as { endedAt: number }).endedAt = Date.now()));
      await window.harness.mount("a", { config: { openOnDropDelay: 0 } });
    });
    for (let attempt = 1; ; attempt++) {
      await page.evaluate(() => window.harness.act("a", (tree) => tree.applySubStateUpdate("dnd", null)));
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "docs", 15));
      const logged = (await leaveTimerLog(page)).length;
      // Out of the tree onto the drop zone, and released at once.
      const zone = (await page.locator('[data-zone="zone"]').boundingBox())!;
      await page.mouse.move(zone.x + 50, zone.y + 30);
      await page.mouse.move(zone.x + 50, zone.y + 30);
      await drag.release();
      await leaveTimersDone(page);
      const endedAt = await page.evaluate(() => (window as unknown as { endedAt: number }).endedAt);
      const run = (await leaveTimerLog(page)).slice(logged).at(-1)!;
      // On a busy machine the timer may run before the release: then again.
      if (run.ran < endedAt && attempt < 5) continue;
      expect(run.ran).toBeGreaterThanOrEqual(endedAt);
      expect(await page.evaluate(() => window.harness.received("zone").length)).toBe(attempt);
      expect((await snapshot(page)).dnd).toEqual({});
      break;
    }
  });

  it(
    claim(
      "/guides/known-issues",
      "The tree answers every dragleave with a timer that clears the drop target 100 ms later, and the browser sends one when the pointer leaves a row and when a drag ends over a refused position.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(() => window.harness.mount("a", { config: { initialState: { expandedItems: ["docs"] } } }));
      const drag = await dragRow(page, "docs");
      await drag.moveTo(await at(page, "src", 15));
      await drag.moveTo(await at(page, "intro.md", 15));
      // Leaving rows on the way started timers; intro.md, inside the dragged docs, is refused.
      const before = (await leaveTimerLog(page)).length;
      expect(before).toBeGreaterThan(0);
      const released = await page.evaluate(() => Date.now());
      await drag.release();
      await leaveTimersDone(page);
      const runs = (await leaveTimerLog(page)).slice(before);
      // The release over intro.md sent one more dragleave: its timer ran 100 ms or more later.
      expect(runs).toHaveLength(1);
      expect(runs[0]!.started).toBeGreaterThanOrEqual(released);
      expect(runs[0]!.ran - runs[0]!.started).toBeGreaterThanOrEqual(100);
    },
  );

  it(
    claim(
      "/guides/known-issues",
      "As long as dnd is not null, ↑ and ↓ do nothing: focusPreviousItem and focusNextItem only run without a drag.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(withoutKdnd);
      await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("docs").expand()));
      // Before any drag, ↓ moves the focus.
      await rowLocator(page, "intro.md").click();
      await pressDown(page);
      expect(await focused(page)).toEqual(["guide.md"]);
      await releaseOverRefused(page);
      await leaveTimersDone(page);
      expect((await snapshot(page)).dnd).toEqual({});
      await rowLocator(page, "guide.md").click();
      await pressDown(page);
      await page.keyboard.press("ArrowUp");
      await pressDown(page);
      expect(await focused(page)).toEqual(["guide.md"]);
      expect((await snapshot(page)).activeElement).toBe("guide.md");
    },
  );

  it(
    claim("/guides/known-issues", "With keyboard drag and drop, the arrows move a drag that does not exist, and Ctrl+Shift+D starts none"),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(() => window.harness.mount("a", { config: { initialState: { expandedItems: ["docs"] } } }));
      await releaseOverRefused(page);
      await leaveTimersDone(page);
      await rowLocator(page, "guide.md").click();
      await pressDown(page);
      expect(await focused(page)).toEqual(["guide.md"]);
      await page.keyboard.press("Control+Shift+KeyD");
      await pressDown(page);
      const s = await snapshot(page);
      expect(s.dnd).toEqual({});
      expect(await page.evaluate(() => window.harness.tree("a")!.getState().assistiveDndState ?? null)).toBeNull();
    },
  );

  it(claim("/guides/known-issues", "there Esc clears the state."), async () => {
    const { page } = await openPage(harness, { keyboardDragAndDrop: true });
    await page.evaluate(() => window.harness.mount("a", { config: { initialState: { expandedItems: ["docs"] } } }));
    await releaseOverRefused(page);
    await leaveTimersDone(page);
    await rowLocator(page, "guide.md").click();
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => window.harness.tree("a")!.getState().dnd === null);
    await pressDown(page);
    expect(await focused(page)).toEqual(["faq.md"]);
  });

  it(claim("/guides/known-issues", "Otherwise this lasts until another pointer drag ends normally."), async () => {
    const { page } = await openPage(harness);
    await page.evaluate(withoutKdnd);
    await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("docs").expand()));
    await releaseOverRefused(page);
    await leaveTimersDone(page);
    const drag = await dragRow(page, "readme.md");
    await drag.moveTo(await at(page, "package.json", 3));
    await drag.release();
    await leaveTimersDone(page);
    expect((await snapshot(page)).dnd).toBeNull();
    await rowLocator(page, "guide.md").click();
    await pressDown(page);
    expect(await focused(page)).toEqual(["faq.md"]);
  });

  it(
    claim(
      "/guides/known-issues",
      "The container's drop handler does not clear dnd. Chromium sends no dragend when the dragged row is rendered anew during the drop, which createOnDropHandler always causes, so dnd keeps the dragged items.",
    ),
    async () => {
      const { page } = await openPage(harness);
      // The dragged row stays last: only the two rebuilds of createOnDropHandler render it anew.
      await page.evaluate(() => window.harness.mount("a", { data: { root: ["docs", "readme.md"], docs: ["intro.md"] } }));
      const s = await snapshot(page);
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo({ x: s.containerBox.x + RIGHT, y: s.containerBox.y + s.containerBox.height - 5 });
      await drag.release();
      await leaveTimersDone(page);
      const after = await snapshot(page);
      expect(after.drops).toEqual([{ kind: "items", items: ["readme.md"], target: { item: "root" } }]);
      expect(after.children.root).toEqual(["docs", "readme.md"]);
      expect(await page.evaluate(() => window.harness.delivered.dragends)).toBe(0);
      expect(after.dnd).toEqual({ draggedItems: ["readme.md"] });
    },
  );

  it(
    claim(
      "/guides/known-issues",
      "When the row does stay, the dragend comes, and the tree calls onCompleteForeignDrop for the items as if they had been dropped outside of it",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(async () => {
        const w = window as unknown as { completed: string[][]; finish: () => void };
        w.completed = [];
        await window.harness.mount("a", {
          data: { root: ["docs", "readme.md"], docs: ["intro.md"] },
          config: {
            // Saves first, then changes the data: the row stays while the drop is handled.
            onDrop: () => new Promise<void>((resolve) => (w.finish = resolve)),
            onCompleteForeignDrop: (items) => w.completed.push(items.map((item) => item.getId())),
          },
        });
      });
      const s = await snapshot(page);
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo({ x: s.containerBox.x + RIGHT, y: s.containerBox.y + s.containerBox.height - 5 });
      await drag.release();
      await page.waitForFunction(() => window.harness.delivered.dragends === 1);
      expect(await page.evaluate(() => (window as unknown as { completed: string[][] }).completed)).toEqual([["readme.md"]]);
      await page.evaluate(() => (window as unknown as { finish: () => void }).finish());
    },
  );

  it(
    claim(
      "/guides/known-issues",
      "After a drop on the container, the next drag from outside the tree is taken for the old items: dropping it calls onDrop with them, and they move.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(async () => {
        window.harness.addDragSource("note", { "text/plain": "a note" });
        await window.harness.mount("a", { data: { root: ["docs", "readme.md"], docs: ["intro.md"] }, config: { canDropForeignDragObject: () => true } });
      });
      const s = await snapshot(page);
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo({ x: s.containerBox.x + RIGHT, y: s.containerBox.y + s.containerBox.height - 5 });
      await drag.release();
      const source = (await page.locator('[data-source="note"]').boundingBox())!;
      const foreign = await dragFrom(page, { x: source.x + 20, y: source.y + 15 });
      await foreign.moveTo(await at(page, "docs", 15));
      await foreign.release();
      const after = await snapshot(page);
      expect(after.drops).toEqual([
        { kind: "items", items: ["readme.md"], target: { item: "root" } },
        { kind: "items", items: ["readme.md"], target: { item: "docs" } },
      ]);
      expect(after.children).toEqual({ root: ["docs"], docs: ["intro.md", "readme.md"] });
    },
  );

  describe("the workaround", () => {
    const fixture = `
      import { useDndTree } from "fence:use-dnd-tree";
      import { createElement as h } from "react";
      import { createRoot } from "react-dom/client";
      const children = { root: ["docs", "src", "readme.md"], docs: ["intro.md"], src: ["index.ts"] };
      function App() {
        const tree = useDndTree(children);
        (window as any).fixtureTree = tree;
        const props = tree.getContainerProps("Fixture");
        return h("div", { ...props, "data-fixture": "", style: { ...props.style, width: 300, minHeight: 180 } },
          tree.getItems().map((item) =>
            h("div", { ...item.getProps(), key: item.getId(), "data-fid": item.getId(), style: { height: 30, paddingLeft: item.getItemMeta().level * 20 } }, item.getItemName())),
          h("div", { style: { ...tree.getDragLineStyle(), height: 2 } }));
      }
      const el = document.createElement("div");
      document.body.prepend(el);
      createRoot(el).render(h(App));
    `;
    const fixtureRow = async (page: Page, id: string, dy = 15) => {
      const box = (await page.locator(`[data-fid="${id}"]`).boundingBox())!;
      return { x: box.x + RIGHT, y: box.y + dy };
    };
    const fixtureState = (page: Page) =>
      page.evaluate(() => {
        const tree = (window as unknown as { fixtureTree: import("@headless-tree/core").TreeInstance<string> }).fixtureTree;
        const dnd = tree.getState().dnd;
        return {
          dnd: dnd && { draggedItems: dnd.draggedItems?.map((item) => item.getId()), target: dnd.dragTarget?.item.getId() },
          focused: tree.getFocusedItem().getId(),
          children: tree.getItemInstance("root").getChildren().map((item) => item.getId()),
        };
      });

    it(
      claim(
        "/guides/known-issues",
        "Keep the dnd slice in your component, store null for any value without dragged items or a drop target, and clear it when a drop arrives",
      ),
      async () => {
        const opened = await openPage(harness);
        const { page, problems } = opened;
        await page.evaluate(() => window.harness.addDragSource("note", { "text/plain": "a note" }));
        await openFixture(opened, fixture, { "fence:use-dnd-tree": pageFence("/guides/known-issues", "use-dnd-tree.tsx") });
        await page.locator('[data-fid="docs"]').click();
        await page.waitForFunction(() => document.querySelector('[data-fid="intro.md"]'));

        // A release over a refused position (docs into its own child): null, and it stays null.
        let drag = await dragFrom(page, await fixtureRow(page, "docs"));
        await drag.moveTo(await fixtureRow(page, "src"));
        expect((await fixtureState(page)).dnd).toEqual({ draggedItems: ["docs"], target: "src" });
        await drag.moveTo(await fixtureRow(page, "intro.md"));
        await drag.release();
        await leaveTimersDone(page);
        expect((await fixtureState(page)).dnd).toBeNull();
        await page.locator('[data-fid="intro.md"]').click();
        await pressDown(page);
        expect((await fixtureState(page)).focused).toBe("src");

        // A drop on the container: the drag is over, and the next foreign drag is not taken for it.
        const box = (await page.locator("[data-fixture]").boundingBox())!;
        drag = await dragFrom(page, await fixtureRow(page, "readme.md"));
        await drag.moveTo({ x: box.x + RIGHT, y: box.y + box.height - 5 });
        await drag.release();
        await leaveTimersDone(page);
        expect(await fixtureState(page)).toMatchObject({ dnd: null, children: ["docs", "src", "readme.md"] });
        const source = (await page.locator('[data-source="note"]').boundingBox())!;
        const foreign = await dragFrom(page, { x: source.x + 20, y: source.y + 15 });
        await foreign.moveTo(await fixtureRow(page, "docs", 25));
        expect((await fixtureState(page)).dnd).toEqual({ draggedItems: undefined, target: "docs" });
        await foreign.release();
        await leaveTimersDone(page);
        expect(await fixtureState(page)).toMatchObject({ dnd: null, children: ["docs", "src", "readme.md"] });
        await page.locator('[data-fid="readme.md"]').click();
        await page.keyboard.press("ArrowUp");
        await page.waitForFunction(() => document.activeElement?.getAttribute("data-fid") === "src");
        expect((await fixtureState(page)).focused).toBe("src");
        expect(problems).toEqual([]);
      },
    );
  });
});
