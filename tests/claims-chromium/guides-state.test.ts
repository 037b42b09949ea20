// Claims of content/guides/state.mdx about the dnd slice, with a real pointer drag in Chromium.
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { HARNESS_DATA } from "./harness/protocol";
import { mount, pressAndDrag, snapshot, useHarness } from "./support";

const harness = useHarness();

describe("/guides/state in Chromium", () => {
  it(claim("/guides/state", "The dragged items, the item dragged over and the drop target, while a drag runs"), async () => {
    const { page, problems } = await harness.open();
    await mount(page);
    expect((await snapshot(page)).dnd).toBeFalsy();
    const drag = await pressAndDrag(page, "readme.md", { id: "docs", y: 0.5 });
    expect((await snapshot(page)).dnd).toEqual({ draggedItems: ["readme.md"], draggingOverItem: "docs", dragTarget: { item: "docs" } });
    await drag.release();
    expect((await snapshot(page)).dnd).toBeNull();
    expect(problems).toEqual([]);
  });

  it(claim("/guides/state", "When a drag ends, for example, the dnd slice has held the dragged items and the drop target, but moving the items in your data is done by your onDrop handler"), async () => {
    const { page, problems } = await harness.open();
    // An onDrop that leaves the data alone: the drop happens, nothing moves.
    await page.evaluate(() => {
      const w = window as unknown as { dropped: unknown[] };
      w.dropped = [];
      window.harness.mount("a", { config: { onDrop: (items, target) => void w.dropped.push([items.map((i) => i.getId()), target.item.getId()]) } });
    });
    const drag = await pressAndDrag(page, "readme.md", { id: "docs", y: 0.5 });
    expect((await snapshot(page)).dnd?.dragTarget).toEqual({ item: "docs" });
    await drag.release();
    expect(await page.evaluate(() => (window as unknown as { dropped: unknown[] }).dropped)).toEqual([[["readme.md"], "docs"]]);
    const after = await snapshot(page);
    expect(after.children).toEqual(HARNESS_DATA);
    expect(after.rows.map((r) => r.id)).toEqual(["docs", "src", "package.json", "readme.md"]);
    expect(problems).toEqual([]);
  });
});
