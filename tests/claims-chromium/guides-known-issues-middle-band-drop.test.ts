// /guides/known-issues, "A drop in the middle of a row can land on the other side of the line", and
// the /dnd/behavior sentences that point there: real pointer drags on the harness tree (rows 30 px
// high), the target the tree shows before the release, and the one onDrop receives. The tests of
// the 1.7.0 behaviour fail once a release drops where the line is.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim.ts";
import { at, dragFrom, openFixture, openPage, pageFence, target } from "./pointer-dnd.ts";
import { snapshot, useHarness } from "./support.ts";

const harness = useHarness();
const PAGE = "/guides/known-issues";

/**
 * Drags `source` over `row` through the pixel rows `path` (from its top edge), notes the target the
 * tree shows at the last one, and releases there: the shown target and the one onDrop received.
 */
async function dropThrough(page: Page, source: string, row: string, path: number[]) {
  const drag = await dragFrom(page, await at(page, source, 15));
  for (const dy of path) await drag.moveTo(await at(page, row, dy));
  const shown = await target(page);
  await drag.release();
  const drops = (await snapshot(page)).drops;
  return { shown, received: drops.at(-1)?.target };
}

describe(`${PAGE}: a drop in the middle of a row`, () => {
  // The harness's top level: docs, src, package.json, readme.md (docs and src are folders).
  it(
    claim(
      "/guides/known-issues",
      "so a release in the lower half of the middle band drops the items below the row while the line was drawn above it, one gap further down. Entered from below, a release in the upper half lands above the row, one gap higher than the line.",
    ),
    async () => {
      let { page } = await openPage(harness);
      await page.evaluate(() => window.harness.mount("a", { config: { openOnDropDelay: 0 } }));
      // Into readme.md's middle band from its top band (rows 0 to 8), released at row 19.
      let { shown, received } = await dropThrough(page, "package.json", "readme.md", [5, 11, 19]);
      expect(shown).toMatchObject({ item: "root", childIndex: 3 });
      expect(received).toMatchObject({ item: "root", childIndex: 4 });
      // Into package.json's middle band from its bottom band (rows 22 to 29), released at row 11.
      ({ page } = await openPage(harness));
      await page.evaluate(() => window.harness.mount("a", { config: { openOnDropDelay: 0 } }));
      ({ shown, received } = await dropThrough(page, "readme.md", "package.json", [25, 19, 11]));
      expect(shown).toMatchObject({ item: "root", childIndex: 3 });
      expect(received).toMatchObject({ item: "root", childIndex: 2 });
      // A closed folder that refuses the items, src, entered from above, released in its lower half.
      ({ page } = await openPage(harness));
      await page.evaluate(() =>
        window.harness.mount("a", { config: { openOnDropDelay: 0, canDrop: (_, target) => target.item.isFolder() && target.item.getId() !== "src" } }),
      );
      ({ shown, received } = await dropThrough(page, "readme.md", "src", [5, 11, 19]));
      expect(shown).toMatchObject({ item: "root", childIndex: 1 });
      expect(received).toMatchObject({ item: "root", childIndex: 2 });
      expect((await snapshot(page)).children.root).toEqual(["docs", "src", "readme.md", "package.json"]);
    },
  );

  it(
    claim(
      "/guides/known-issues",
      "An open folder that cannot take the items does the same under its upper band, with a larger jump: the line shows the gap above the folder, and a release in the lower half of its row puts the items after the folder and all of its children.",
    ),
    async () => {
      const { page } = await openPage(harness);
      await page.evaluate(() =>
        window.harness.mount("a", { config: { openOnDropDelay: 0, initialState: { expandedItems: ["docs"] }, canDrop: (_, target) => target.item.getId() !== "docs" } }),
      );
      const { shown, received } = await dropThrough(page, "readme.md", "docs", [5, 11, 19]);
      expect(shown).toMatchObject({ item: "root", childIndex: 0 });
      expect(received).toMatchObject({ item: "root", childIndex: 1 });
      expect((await snapshot(page)).rows.map((row) => row.id)).toEqual(["docs", "intro.md", "guide.md", "faq.md", "readme.md", "src", "package.json"]);
    },
  );

  it(claim("/dnd/behavior", "The drop does not keep that target: it goes by the half of the row again, so it can land on the other side of the row than the line showed"), async () => {
    // Into readme.md's middle band from above, the line above it; released in its upper half, then in its lower half.
    const received = [];
    for (const release of [13, 17]) {
      const { page } = await openPage(harness);
      await page.evaluate(() => window.harness.mount("a", { config: { openOnDropDelay: 0 } }));
      const drop = await dropThrough(page, "package.json", "readme.md", [5, 11, release]);
      expect(drop.shown).toMatchObject({ item: "root", childIndex: 3 });
      received.push(drop.received);
    }
    expect(received).toMatchObject([{ childIndex: 3 }, { childIndex: 4 }]);
  });

  it(
    claim(
      "/guides/known-issues",
      "Note the target the tree shows when the drop comes, and drop there. The tree calls your onDrop from its own drop handler, before that handler returns, so a wrapper around the row's onDrop can hand the shown target over:",
    ),
    async () => {
      // The page's hook in a tree of four leaves whose onDrop moves the items to shown(target).
      const opened = await openPage(harness);
      const { page, problems } = opened;
      await openFixture(
        opened,
        `
        import { useDropWhereShown } from "fence:drop-where-shown";
        import { createOnDropHandler, dragAndDropFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
        import { useTree } from "@headless-tree/react";
        import { createElement as h, useState } from "react";
        import { createRoot } from "react-dom/client";
        function Playlist() {
          const [children, setChildren] = useState<Record<string, string[]>>({ root: ["intro", "verse", "chorus", "outro"] });
          const dropWhereShown = useDropWhereShown<string>();
          const tree = useTree<string>({
            rootItemId: "root",
            getItemName: (item) => item.getId(),
            isItemFolder: () => false,
            canReorder: true,
            dataLoader: { getItem: (id) => id, getChildren: (id) => children[id] ?? [] },
            onDrop: (items, target) => {
              const shown = dropWhereShown.shown(target);
              (window as unknown as { drops: unknown[] }).drops.push([target, shown].map((t) => ("childIndex" in t ? t.childIndex : null)));
              return createOnDropHandler<string>((parent, ids) => setChildren((all) => ({ ...all, [parent.getId()]: ids })))(items, shown);
            },
            features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature],
          });
          return h("div", { ...tree.getContainerProps("Playlist"), id: "playlist" },
            tree.getItems().map((item) => h("div", { ...dropWhereShown.rowProps(item), key: item.getId(), style: { height: 30, width: 300 } }, item.getItemName())));
        }
        (window as unknown as { drops: unknown[] }).drops = [];
        const el = document.createElement("div");
        document.body.prepend(el);
        createRoot(el).render(h(Playlist));
      `,
        { "fence:drop-where-shown": pageFence(PAGE, "use-drop-where-shown.ts") },
      );
      const point = async (name: string, dy: number) => {
        const box = (await page.locator("#playlist").getByRole("treeitem", { name, exact: true }).boundingBox())!;
        return { x: box.x + 150, y: box.y + dy };
      };
      const names = () => page.locator("#playlist").getByRole("treeitem").evaluateAll((rows) => rows.map((r) => r.getAttribute("aria-label")));
      // outro into chorus's middle band from above, released in its lower half: the line is above chorus.
      const drag = await dragFrom(page, await point("outro", 15));
      for (const dy of [5, 11, 19]) await drag.moveTo(await point("chorus", dy));
      await drag.release();
      // onDrop received the gap below chorus (3); shown() gave the gap the line showed (2).
      expect(await page.evaluate(() => (window as unknown as { drops: unknown[] }).drops)).toEqual([[3, 2]]);
      await expect.poll(names).toEqual(["intro", "verse", "outro", "chorus"]);
      expect(problems).toEqual([]);
    },
  );
});
