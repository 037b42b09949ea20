// The harness itself: the geometry the claim tests compute positions from, and real drags that
// reach the page at the points the tests ask for. If these fail, every other file here is moot.
import { describe, expect, it } from "vitest";
import { INDENT, ROW_HEIGHT } from "./harness/protocol";
import { dragAndDrop, mount, pressAndDrag, snapshot, useHarness } from "./support";

const harness = useHarness();

describe("the claim harness", () => {
  it("renders rows of ROW_HEIGHT px, indented INDENT px per level, in a positioned container", async () => {
    const { page, problems } = await harness.open();
    await mount(page, { config: { initialState: { expandedItems: ["src", "lib"] } } });
    const { rows, containerBox } = await snapshot(page);
    expect(rows.map((r) => r.id)).toEqual(["docs", "src", "index.ts", "lib", "parse.ts", "print.ts", "app.ts", "package.json", "readme.md"]);
    rows.forEach((row, index) => {
      expect(row.box.height).toBe(ROW_HEIGHT);
      expect(row.box.y - containerBox.y).toBe(index * ROW_HEIGHT);
    });
    const parse = rows.find((r) => r.id === "parse.ts")!;
    expect(parse.level).toBe(2);
    const label = await page.locator('[data-id="parse.ts"] span').boundingBox();
    expect(label!.x - parse.box.x).toBe(2 * INDENT);
    expect(problems).toEqual([]);
  });

  it("a pointer drag starts with the grabbed item, reaches the exact point, and drops there", async () => {
    const { page, problems } = await harness.open();
    await mount(page);
    const drag = await pressAndDrag(page, "readme.md", { id: "docs", y: 0.5 });
    const over = await snapshot(page);
    expect(over.dnd?.draggedItems).toEqual(["readme.md"]);
    expect(over.dnd?.draggingOverItem).toBe("docs");
    const delivered = await page.evaluate(() => window.harness.delivered.dragover);
    const docs = over.rows.find((r) => r.id === "docs")!.box;
    expect(delivered).toEqual({ x: docs.x + docs.width / 2, y: docs.y + docs.height / 2 });
    await drag.release();
    const after = await snapshot(page);
    expect(after.drops).toEqual([{ kind: "items", items: ["readme.md"], target: { item: "docs" } }]);
    expect(after.children.docs).toEqual(["intro.md", "guide.md", "faq.md", "readme.md"]);
    expect(problems).toEqual([]);
  });

  it("two trees and outside elements share one page", async () => {
    const { page } = await harness.open();
    await mount(page, {}, "a");
    await mount(page, {}, "b");
    await page.evaluate(() => window.harness.addDropZone("out"));
    const a = await snapshot(page, "a");
    const b = await snapshot(page, "b");
    expect(b.containerBox.x).toBeGreaterThan(a.containerBox.x + a.containerBox.width);
    await dragAndDrop(page, { id: "readme.md", y: 0.5, tree: "a" }, { id: "docs", y: 0.5, tree: "b" });
    expect((await snapshot(page, "a")).drops).toEqual([]);
  });
});
