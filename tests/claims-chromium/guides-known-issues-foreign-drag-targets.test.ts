// /guides/known-issues, "Foreign drags are offered a target in every tree": what 1.7.0 does with
// drags from outside in a tree without canDragForeignDragObjectOver, and the workaround. The first
// test fails once a release stops offering those targets.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim.ts";
import { afterDragOver, centreOf, dragFrom, fileDrag, highlighted, pointerDrag, takeLog, watchDragOvers } from "./drag-sources.ts";
import { snapshot, useHarness } from "./support.ts";

const harness = useHarness();
const FILE = new URL("../../package.json", import.meta.url).pathname;

/** Drags from every kind of outside source to `at` in tree "a", returning what each dragover left. */
async function fromEverySource(page: Page, at: { id: string; y: number }) {
  const seen: Record<string, Awaited<ReturnType<typeof afterDragOver>>> = {};
  const point = { ...at, tree: "a" };
  await page.locator("#text").selectText();
  let drag = await dragFrom(page, await centreOf(page, "#text"));
  await drag.moveTo({ id: "readme.md", y: 0.5, tree: "a" });
  await drag.moveTo(point);
  seen.text = await afterDragOver(page, point);
  await drag.release();
  drag = await dragFrom(page, await centreOf(page, '[data-source="element"]'));
  await drag.moveTo({ id: "readme.md", y: 0.5, tree: "a" });
  await drag.moveTo(point);
  seen.element = await afterDragOver(page, point);
  await drag.release();
  drag = await pointerDrag(page, { id: "readme.md", y: 0.5, tree: "b" }, { id: "readme.md", y: 0.5, tree: "a" });
  await drag.moveTo(point);
  seen.otherTree = await afterDragOver(page, point);
  await drag.release();
  const file = await fileDrag(page, point, FILE, { id: "readme.md", y: 0.5, tree: "a" });
  seen.file = await afterDragOver(page, point);
  if (seen.file.offered) await file.drop();
  return seen;
}

const setUp = (page: Page, config: "none" | "takesNothing" | "takesText" | "canDropOnly") =>
  page.evaluate(async (config) => {
    window.log = [];
    const text = document.createElement("p");
    text.id = "text";
    text.textContent = "selected words";
    document.getElementById("outside")!.append(text);
    window.harness.addDragSource("element", { "text/plain": "from an element" });
    window.harness.addDragSource("frozen", { "text/plain": "not to be moved" }, "none");
    const FORMAT = "application/x-my-items";
    const options = {
      none: {},
      canDropOnly: { canDropForeignDragObject: () => false },
      // The workaround's two configs, as the page writes them.
      takesNothing: { canDragForeignDragObjectOver: () => false },
      takesText: {
        canDragForeignDragObjectOver: (dataTransfer: DataTransfer, target: { item: { isFolder(): boolean } }) =>
          dataTransfer.types.includes(FORMAT) || (dataTransfer.types.includes("text/plain") && target.item.isFolder()),
        canDropForeignDragObject: (dataTransfer: DataTransfer, target: { item: { isFolder(): boolean } }) =>
          dataTransfer.getData("text/plain") !== "" && target.item.isFolder(),
        createForeignDragObject: (items: Array<{ getId(): string }>) => ({ format: FORMAT, data: items.map((item) => item.getId()).join(",") }),
        onCompleteForeignDrop: (items: Array<{ getId(): string }>) => window.log.push({ onCompleteForeignDrop: items.map((item) => item.getId()) }),
      },
    }[config];
    await window.harness.mount("a", { config: { initialState: { expandedItems: ["docs"] }, ...options } });
    // The other tree: a plain one whose items are dragged over "a".
    await window.harness.mount("b");
  }, config);

describe("/guides/known-issues: foreign drags are offered a target in every tree", () => {
  it(
    claim("/guides/known-issues", "With dragAndDropFeature, a tree that is given no canDragForeignDragObjectOver offers drop targets for anything dragged over it from outside whose effectAllowed is not \"none\": text selected on the page, a file from the desktop, another element, an item of another tree."),
    async () => {
      const { page } = await harness.open();
      await setUp(page, "none");
      await watchDragOvers(page, ["a", "b"]);
      const seen = await fromEverySource(page, { id: "src", y: 0.5 });
      for (const [source, after] of Object.entries(seen)) {
        expect(after.offered, source).toBe(true);
        expect(highlighted(after.trees.a!).dragTarget, source).toEqual(["src"]);
      }
      // effectAllowed "none": not offered.
      const drag = await dragFrom(page, await centreOf(page, '[data-source="frozen"]'));
      await drag.moveTo({ id: "readme.md", y: 0.5 });
      await drag.moveTo({ id: "src", y: 0.5 });
      expect((await afterDragOver(page, { id: "src", y: 0.5 })).offered).toBe(false);
      await drag.release();
    },
  );

  it(
    claim("/guides/known-issues", "It highlights the item under the pointer and draws the drag line, and then refuses the drop, because the default canDropForeignDragObject refuses everything."),
    async () => {
      const { page } = await harness.open();
      await setUp(page, "none");
      await watchDragOvers(page, ["a", "b"]);
      const seen = await fromEverySource(page, { id: "guide.md", y: 0.1 });
      for (const [source, after] of Object.entries(seen)) {
        expect(after.offered, source).toBe(true);
        expect(highlighted(after.trees.a!), source).toEqual({ dragTarget: ["docs"], draggingOver: ["guide.md"] });
        expect(after.trees.a!.dragLineStyle.display, source).toBeUndefined();
      }
      expect((await snapshot(page, "a")).drops).toEqual([]);
      expect((await snapshot(page, "b")).drops).toEqual([]);
    },
  );

  it(claim("/guides/known-issues", "This happens in every tree, also in one that was never meant to take outside data."), async () => {
    const { page } = await harness.open();
    await setUp(page, "none");
    await watchDragOvers(page, ["a", "b"]);
    // Tree b has no foreign option at all, and is only ever used to reorder: an item of tree a is
    // offered a place in it all the same.
    const drag = await pointerDrag(page, { id: "readme.md", y: 0.5, tree: "a" }, { id: "docs", y: 0.5, tree: "b" });
    const seen = await afterDragOver(page, { id: "docs", y: 0.5, tree: "b" });
    expect(seen.offered).toBe(true);
    expect(highlighted(seen.trees.b!).dragTarget).toEqual(["docs"]);
    await drag.release();
    expect((await snapshot(page, "b")).drops).toEqual([]);
  });

  it(
    claim("/guides/known-issues", "When the drag came from another tree, Chromium counts the refused drop as accepted, since the dragover was: that tree's onCompleteForeignDrop runs, and if it removes the items, as a tree that moves items out does, they are gone from both trees."),
    async () => {
      const { page } = await harness.open();
      await page.evaluate(async () => {
        const children: Record<string, string[]> = { root: ["inbox", "note.txt"], inbox: [] };
        await window.harness.mount("a");
        await window.harness.mount("b", {
          config: {
            dataLoader: { getItem: (id) => id, getChildren: (id) => children[id] ?? [] },
            isItemFolder: (item) => item.getId() in children,
            createForeignDragObject: (items) => ({ format: "text/plain", data: items.map((item) => item.getId()).join(",") }),
            onCompleteForeignDrop: (items) =>
              window.harness.core.removeItemsFromParents(items, (parent, ids) => {
                children[parent.getId()] = ids;
              }),
          },
        });
      });
      const drag = await pointerDrag(page, { id: "note.txt", y: 0.5, tree: "b" }, { id: "docs", y: 0.5, tree: "a" });
      await drag.release();
      await page.waitForFunction(() => window.harness.tree("b")!.getItems().length === 1);
      expect((await snapshot(page, "b")).rows.map((row) => row.id)).toEqual(["inbox"]);
      expect((await snapshot(page, "a")).drops).toEqual([]);
      expect((await snapshot(page, "a")).rows.map((row) => row.id)).not.toContain("note.txt");
    },
  );

  it(
    claim("/guides/known-issues", "So the check always falls back to dataTransfer.effectAllowed !== \"none\", whatever you set."),
    async () => {
      const { page } = await harness.open();
      // Only canDropForeignDragObject set: the over-check still offers everything.
      await setUp(page, "canDropOnly");
      await watchDragOvers(page, ["a", "b"]);
      const seen = await fromEverySource(page, { id: "src", y: 0.5 });
      for (const [source, after] of Object.entries(seen)) expect(after.offered, source).toBe(true);
      const defaults = await page.evaluate(() => {
        const config = window.harness.tree("a")!.getConfig();
        const target = { item: window.harness.tree("a")!.getItemInstance("src") };
        return (["all", "copy", "none"] as const).map((effectAllowed) =>
          config.canDragForeignDragObjectOver!({ effectAllowed, types: [] } as unknown as DataTransfer, target),
        );
      });
      expect(defaults).toEqual([true, true, false]);
    },
  );

  it(
    claim("/guides/known-issues", "Set canDragForeignDragObjectOver yourself in every tree with dragAndDropFeature: refuse everything in a tree that takes no outside data, and check the formats you accept in one that does."),
    async () => {
      const { page } = await harness.open();
      await setUp(page, "takesNothing");
      await watchDragOvers(page, ["a", "b"]);
      let seen = await fromEverySource(page, { id: "src", y: 0.5 });
      for (const [source, after] of Object.entries(seen)) {
        expect(after.offered, source).toBe(false);
        expect(highlighted(after.trees.a!).dragTarget, source).toEqual([]);
      }
      // takesText: text into folders only; the other tree's items and files are refused.
      const { page: second } = await harness.open();
      await setUp(second, "takesText");
      await watchDragOvers(second, ["a", "b"]);
      seen = await fromEverySource(second, { id: "src", y: 0.5 });
      expect(Object.fromEntries(Object.entries(seen).map(([source, after]) => [source, after.offered]))).toEqual({
        text: true,
        element: true,
        otherTree: false,
        file: false,
      });
      expect((await snapshot(second, "a")).drops.map((drop) => drop.data?.["text/plain"])).toEqual(["selected words", "from an element"]);
      const drag = await dragFrom(second, await centreOf(second, '[data-source="element"]'));
      await drag.moveTo({ id: "readme.md", y: 0.5 });
      await drag.moveTo({ id: "guide.md", y: 0.5 });
      expect((await afterDragOver(second, { id: "guide.md", y: 0.5 })).offered).toBe(false);
      await drag.release();
      // Its own items, dropped outside, still complete.
      await second.evaluate(() => window.harness.addDropZone("out"));
      const out = await pointerDrag(second, "readme.md");
      await out.moveTo(await centreOf(second, '[data-zone="out"]'));
      await out.release();
      expect(await takeLog(second)).toEqual([{ onCompleteForeignDrop: ["readme.md"] }]);
    },
  );
});
