// Claims of content/features/propmemoization.mdx about its two demos, run as the reader runs them.
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { demoEntry, tabIntoTree, useDemoPages, waitForItems } from "./core-demos";

const demos = useDemoPages();

describe("/features/propmemoization demos in Chromium", () => {
  it(claim("/features/propmemoization", "Both trees render the same React.memo rows, which count how often they render; only the right one uses the feature."), async () => {
    const { page, problems } = await demos.open(demoEntry("prop-memoization"));
    const trees = page.getByRole("tree");
    expect(await trees.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")))).toEqual([
      "Without propMemoizationFeature",
      "With propMemoizationFeature",
    ]);
    const badge = (tree: number, name: string) => trees.nth(tree).locator(`[role="treeitem"]:has-text("${name}") .badge`);
    const count = async (tree: number, name: string) => Number.parseInt((await badge(tree, name).textContent()) ?? "");
    await page.waitForFunction(() => document.querySelectorAll(".badge").length === 12 && [...document.querySelectorAll(".badge")].every((b) => b.textContent));
    const before = [await count(0, "tallinn"), await count(1, "tallinn")];
    // Clicks that change other rows (focus, selection), never "tallinn".
    for (const tree of [0, 1]) {
      await trees.nth(tree).locator('[role="treeitem"]', { hasText: "oslo" }).click();
      await trees.nth(tree).locator('[role="treeitem"]', { hasText: "helsinki" }).click();
    }
    await page.waitForFunction(() => document.querySelector('[aria-label="Without propMemoizationFeature"] [aria-selected="true"]')?.textContent?.startsWith("helsinki"));
    expect(await count(0, "tallinn")).toBeGreaterThanOrEqual(before[0]! + 2);
    expect(await count(1, "tallinn")).toBe(before[1]);
    expect(problems).toEqual([]);
  });

  it(claim("/features/propmemoization", "The second demo is a tree of 10,110 items, with memoized rows and the feature on, that measures each update."), async () => {
    const { page, problems } = await demos.open(demoEntry("large-tree"));
    const output = page.locator(".demo-output");
    expect(await output.textContent()).toBe("10,110 items, 20 rows rendered, last update: –");
    await page.getByRole("button", { name: "Open three areas of region 1 (+300 rows)" }).click();
    await page.waitForFunction(() => /^10,110 items, 320 rows rendered, last update: \d+\.\d ms$/.test(document.querySelector(".demo-output")?.textContent ?? ""));
    expect(problems).toEqual([]);
  });

  it("the large tree keeps a row with tabIndex 0 after each button hides the focused row", async () => {
    const { page, problems } = await demos.open(demoEntry("large-tree"));
    await page.getByRole("button", { name: "Open three areas of region 1 (+300 rows)" }).click();
    await page.locator('[role="treeitem"]', { hasText: /^Record 1\.2\.5$/ }).click();
    await page.getByRole("button", { name: "…of region 2" }).click();
    await page.waitForFunction(() => document.querySelectorAll('[role="treeitem"]').length === 320);
    expect(await tabIntoTree(page)).toBe("Region 1");
    await page.locator('[role="treeitem"]', { hasText: /^Record 2\.3\.7$/ }).click();
    await page.getByRole("button", { name: "Close everything" }).click();
    await waitForItems(page, ["Region 1", "Region 2", "Region 3", "Region 4", "Region 5", "Region 6", "Region 7", "Region 8", "Region 9", "Region 10"]);
    expect(await tabIntoTree(page)).toBe("Region 2");
    expect(problems).toEqual([]);
  });
});
