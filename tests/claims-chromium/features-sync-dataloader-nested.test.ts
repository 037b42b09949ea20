// Claims of content/features/sync-dataloader.mdx, "Nested JSON with children arrays", that need the
// browser's focus and Tab: the page's json-tree.ts, rendered with a row per item between two buttons,
// receives JSON without the node whose row is focused.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { codeBlock, focused, useSamplePage } from "./samples";

const samples = useSamplePage();

const ENTRY = `
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { useJsonTree, type JsonNode } from "./json-tree";

const DATA: JsonNode[] = [
  { id: "u1", name: "Documents", children: [{ id: "u2", name: "cv.pdf" }] },
  { id: "u4", name: "notes.txt" },
];

function Files() {
  const [data, setData] = useState(DATA);
  // New JSON, as a component receives it: the first level without notes.txt, and a new file.
  (window as any).replaceJson = () => setData([DATA[0]!, { id: "u5", name: "todo.txt" }]);
  const tree = useJsonTree(data);
  (window as any).tree = tree;
  return (
    <div {...tree.getContainerProps("Files")}>
      {tree.getItems().map((item) => (
        <div {...item.getProps()} key={item.getId()} style={{ paddingLeft: item.getItemMeta().level * 20 }}>
          {item.getItemName()}
        </div>
      ))}
    </div>
  );
}

createRoot(document.getElementById("app")!).render(<Files />);
`;

async function open() {
  const opened = await samples.open({
    files: { "json-tree.ts": codeBlock("features/sync-dataloader.mdx", "json-tree.ts"), "entry.tsx": ENTRY },
    body: '<button id="before">before</button><div id="app"></div><button id="after">after</button>',
  });
  await opened.page.locator('[role="treeitem"]').nth(1).waitFor();
  return opened;
}

const row = (page: Page, name: string) => page.locator(`[role="treeitem"][aria-label="${name}"]`);
const rowNames = (page: Page) => page.locator('[role="treeitem"]').evaluateAll((rows) => rows.map((el) => el.getAttribute("aria-label")));
/** The rows with tabIndex 0: the one Tab stops at. */
const tabStops = (page: Page) =>
  page.locator('[role="treeitem"]').evaluateAll((rows) => rows.filter((el) => (el as HTMLElement).tabIndex === 0).map((el) => el.getAttribute("aria-label")));
/** Where one Tab from the button before the tree lands. */
async function tabFromBefore(page: Page) {
  await page.locator("#before").focus();
  await page.keyboard.press("Tab");
  return focused(page);
}
const focusedItem = (page: Page) => page.evaluate(() => (window as any).tree.getState().focusedItem as string | null);

describe("/features/sync-dataloader: Nested JSON with children arrays, in Chromium", () => {
  it(claim("/features/sync-dataloader", "When the focused item is gone, no row is the focused one any more: no row has tabIndex 0, so Tab skips the tree until the user clicks a row."), async () => {
    const { page, problems } = await open();
    expect(await tabFromBefore(page)).toBe("Documents");
    await row(page, "notes.txt").click();
    await expect.poll(() => tabStops(page)).toEqual(["notes.txt"]);
    expect(await tabFromBefore(page)).toBe("notes.txt");

    await page.evaluate(() => (window as any).replaceJson());
    await expect.poll(() => rowNames(page)).toEqual(["Documents", "todo.txt"]);
    expect(await focusedItem(page)).toBe("u4");
    expect(await tabStops(page)).toEqual([]);
    expect(await tabFromBefore(page)).toBe("button#after");

    await row(page, "todo.txt").click();
    await expect.poll(() => tabStops(page)).toEqual(["todo.txt"]);
    expect(await tabFromBefore(page)).toBe("todo.txt");
    expect(problems).toEqual([]);
  });

  it("the same JSON, with another row focused: Tab still reaches the tree (the control)", async () => {
    const { page, problems } = await open();
    await row(page, "Documents").click(); // focuses it, and opens it
    await expect.poll(() => rowNames(page)).toEqual(["Documents", "cv.pdf", "notes.txt"]);
    await page.evaluate(() => (window as any).replaceJson());
    await expect.poll(() => rowNames(page)).toEqual(["Documents", "cv.pdf", "todo.txt"]);
    expect(await tabStops(page)).toEqual(["Documents"]);
    expect(await tabFromBefore(page)).toBe("Documents");
    expect(problems).toEqual([]);
  });
});
