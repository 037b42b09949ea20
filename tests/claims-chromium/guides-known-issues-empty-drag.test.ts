// /guides/known-issues, "A drag can carry no items": a drag of an unselected item with
// draggedItemOverwritesSelection false and nothing selected, and the page's canDrag workaround.
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { bundle } from "./chromium-page";
import { snapshot, useHarness } from "./support";
import { at, dragRow, openPage, pageFence } from "./pointer-dnd";

const harness = useHarness();

describe("/guides/known-issues: a drag can carry no items", () => {
  it(
    claim(
      "/guides/known-issues",
      "When nothing is selected, the drag still starts, with draggedItems: []: the tree shows drop targets as for any drag, and a drop calls onDrop([], target).",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(async () => {
        const w = window as unknown as { dropped: unknown[] };
        w.dropped = [];
        await window.harness.mount("a", {
          config: {
            draggedItemOverwritesSelection: false,
            onDrop: (items, target) => void w.dropped.push({ items: items.length, target: target.item.getId() }),
          },
        });
      });
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "docs", 15));
      const over = await snapshot(page);
      expect(over.dnd).toEqual({ draggedItems: [], draggingOverItem: "docs", dragTarget: { item: "docs" } });
      expect(over.rows.filter((r) => r.unorderedDragTarget).map((r) => r.id)).toEqual(["docs"]);
      await drag.release();
      expect(await page.evaluate(() => (window as unknown as { dropped: unknown[] }).dropped)).toEqual([{ items: 0, target: "docs" }]);
    },
  );

  it(
    claim(
      "/guides/known-issues",
      "createOnDropHandler then throws, since it asks the first item for its tree, and so does the tree itself after your onDrop returns, when it focuses the first dropped item.",
    ),
    async () => {
      const { page, problems } = await openPage(harness);
      // The harness's onDrop is createOnDropHandler's.
      await page.evaluate(() => window.harness.mount("a", { config: { draggedItemOverwritesSelection: false } }));
      let drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "docs", 15));
      await drag.release();
      await expect.poll(() => problems.length).toBe(1);
      expect(problems).toEqual(["pageerror: Cannot read properties of undefined (reading 'getTree')"]);
      // An onDrop that does not throw: the tree's own focus step does.
      await page.evaluate(() => window.harness.mount("a", { config: { draggedItemOverwritesSelection: false, onDrop: () => {} } }));
      drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "docs", 15));
      await drag.release();
      await expect.poll(() => problems.length).toBe(2);
      expect(problems).toEqual([
        "pageerror: Cannot read properties of undefined (reading 'getTree')",
        "pageerror: Cannot read properties of undefined (reading 'setFocused')",
      ]);
    },
  );

  it(claim("/guides/known-issues", "Refuse such a drag with canDrag, which gets the items the drag would carry"), async () => {
    const { page, problems } = await openPage(harness);
    // The page's config object, as a reader imports it.
    const { js } = await bundle({ source: pageFence("/guides/known-issues", "no-empty-drags.ts"), globalName: "noEmptyDragsModule" });
    await page.addScriptTag({ content: js });
    await page.evaluate(async () => {
      const { noEmptyDrags } = (window as unknown as { noEmptyDragsModule: { noEmptyDrags: object } }).noEmptyDragsModule;
      await window.harness.mount("a", { config: { ...noEmptyDrags } });
    });
    // Nothing selected: no drag starts, so no dragover ever reaches the page.
    const box = (await snapshot(page)).rows.find((r) => r.id === "readme.md")!.box;
    await page.mouse.move(box.x + 250, box.y + 15);
    await page.mouse.down();
    const docs = (await snapshot(page)).rows.find((r) => r.id === "docs")!.box;
    await page.mouse.move(docs.x + 250, docs.y + 15, { steps: 8 });
    await page.mouse.move(docs.x + 250, docs.y + 15);
    await page.mouse.up();
    const after = await snapshot(page);
    expect(await page.evaluate(() => window.harness.delivered)).toMatchObject({ dragover: null, dragends: 0, drops: 0 });
    expect(after.dnd ?? null).toBeNull();
    // With a selection, the drag carries it.
    await page.evaluate(() => window.harness.act("a", (tree) => tree.setSelectedItems(["package.json"])));
    const drag = await dragRow(page, "readme.md");
    await drag.moveTo(await at(page, "docs", 15));
    expect((await snapshot(page)).dnd?.draggedItems).toEqual(["package.json"]);
    await drag.release();
    expect((await snapshot(page)).children.docs).toEqual(["intro.md", "guide.md", "faq.md", "package.json"]);
    expect(problems).toEqual([]);
  });
});
