// /guides/known-issues, "A refused position keeps the last target highlighted": the 1.7.0 behaviour
// and the page's workaround, run as a reader copies it.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { snapshot, useHarness } from "./support";
import { at, dragFrom, dragRow, lastDragover, openFixture, openPage, pageFence, RIGHT } from "./pointer-dnd";

const harness = useHarness();

describe("/guides/known-issues: a refused position keeps the last target highlighted", () => {
  it(
    claim(
      "/guides/known-issues",
      "it only declines the browser's dragover; it does not touch the dnd state. The drop target, and with it the drag line, item.isDragTarget() and the other item states, keeps showing the last allowed position, so the tree looks as if a drop would land there, while releasing the mouse drops nothing.",
    ),
    async () => {
      const { page } = await openPage(harness);
      // The only refused position: the gap after lib, in src.
      await page.evaluate(() =>
        window.harness.mount("a", {
          config: {
            openOnDropDelay: 0,
            initialState: { expandedItems: ["src"] },
            canDrop: (_items, target) => target.item.isFolder() && !("childIndex" in target && target.item.getId() === "src" && target.childIndex === 2),
          },
        }),
      );
      const drag = await dragRow(page, "readme.md");
      await drag.moveTo(await at(page, "lib", 3));
      const allowed = await snapshot(page);
      expect(allowed.dnd?.dragTarget).toEqual({ item: "src", childIndex: 1, insertionIndex: 1, dragLineIndex: 3, dragLineLevel: 1 });
      await drag.moveTo(await at(page, "lib", 27));
      expect((await lastDragover(page))?.accepted).toBe(false);
      const refused = await snapshot(page);
      expect(refused.dnd).toEqual(allowed.dnd);
      expect(refused.dragLineBox).toEqual(allowed.dragLineBox);
      expect(refused.rows).toEqual(allowed.rows);
      await drag.release();
      expect((await snapshot(page)).drops).toEqual([]);
    },
  );

  it(
    claim(
      "/guides/known-issues",
      "The tree calls preventDefault() on a dragover exactly where it allows a drop. Wrap the rows' handler, keep its answer, and hide the highlights while it is no",
    ),
    async () => {
      const opened = await openPage(harness);
      const { page, problems } = opened;
      await openFixture(
        opened,
        `
        import { RefusalAwareTree } from "fence:refusal-aware-tree";
        import { dragAndDropFeature, hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
        import { useTree } from "@headless-tree/react";
        import { createElement as h } from "react";
        import { createRoot } from "react-dom/client";
        const children = { root: ["docs", "src"], docs: ["intro.md"], src: ["lib", "app.ts"], lib: ["parse.ts", "print.ts"] };
        function App() {
          const tree = useTree({
            rootItemId: "root",
            initialState: { expandedItems: ["src", "lib"] },
            getItemName: (item) => item.getId(),
            isItemFolder: (item) => item.getId() in children,
            dataLoader: { getItem: (id) => id, getChildren: (id) => children[id] ?? [] },
            indent: 20,
            openOnDropDelay: 0,
            features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
          });
          return h("div", { style: { width: 300 } }, h(RefusalAwareTree, { tree }));
        }
        const el = document.createElement("div");
        el.innerHTML = "<style>.drag-line{height:2px;background:blue} [role=treeitem]{height:30px}</style>";
        document.body.prepend(el);
        createRoot(el.appendChild(document.createElement("div"))).render(h(App));
      `,
        { "fence:refusal-aware-tree": pageFence("/guides/known-issues", "refusal-aware-tree.tsx") },
      );
      const row = async (name: string, dy: number) => {
        const box = (await page.getByRole("treeitem", { name, exact: true }).boundingBox())!;
        return { x: box.x + RIGHT, y: box.y + dy };
      };
      const shown = (page: Page) =>
        page.evaluate(() => ({
          line: getComputedStyle(document.querySelector(".drag-line")!).display !== "none",
          highlighted: [...document.querySelectorAll(".drop-target")].map((el) => el.getAttribute("aria-label")),
        }));
      const drag = await dragFrom(page, await row("lib", 15));
      await drag.moveTo(await row("app.ts", 27));
      expect(await shown(page)).toEqual({ line: true, highlighted: ["src"] });
      await drag.moveTo(await row("print.ts", 3));
      expect((await lastDragover(page))?.accepted).toBe(false);
      expect(await shown(page)).toEqual({ line: false, highlighted: [] });
      await drag.moveTo(await row("docs", 15));
      expect(await shown(page)).toEqual({ line: false, highlighted: ["docs"] });
      await drag.release();
      expect(problems).toEqual([]);
    },
  );
});
