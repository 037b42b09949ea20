// Claims of content/recipe/async-errors.mdx in Chromium: real clicks and keys on a folder whose
// getChildren rejects (the shared harness), and the demo as a reader copies it (recipes/page.tsx).
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { nextFrame, rowLocator, snapshot, useHarness } from "./support";
import { eventually, mountDemo, rowNamed, rowNames, tabIntoTree, tabbableRows, useRecipes } from "./recipes/support";

const harness = useHarness();
const recipes = useRecipes();

describe("/recipe/async-errors", () => {
  it(claim("/recipe/async-errors", "A folder whose children failed is still marked expanded (aria-expanded=\"true\") but shows no children. Once the user closes it, it cannot be opened again: expand() does nothing while a folder's children are loading."), async () => {
    const { page, problems } = await harness.open();
    await page.evaluate(() =>
      window.harness.mount("a", {
        // The harness renders a drag line, so drag and drop is on; nothing here drags.
        features: [window.harness.core.asyncDataLoaderFeature, window.harness.core.selectionFeature, window.harness.core.hotkeysCoreFeature, window.harness.core.dragAndDropFeature],
        config: {
          dataLoader: {
            getItem: async (id: string) => id,
            getChildren: async (id: string) => {
              if (id === "docs") throw new Error("503 Service Unavailable");
              return ({ root: ["docs", "src", "readme.md"], src: ["index.ts"] } as Record<string, string[]>)[id] ?? [];
            },
          },
        },
      }),
    );
    const docs = rowLocator(page, "docs");
    await docs.waitFor();
    await docs.click();
    await page.waitForFunction(() => window.harness.tree()!.getState().loadingItemChildrens.includes("docs"));
    // After the rejection has been reported: still loading, marked expanded, no children.
    await eventually(() => problems.some((p) => p.includes("503 Service Unavailable"))).toBe(true);
    await nextFrame(page);
    expect(await docs.getAttribute("aria-expanded")).toBe("true");
    expect((await snapshot(page)).rows.map((r) => r.id)).toEqual(["docs", "src", "readme.md"]);
    expect(await page.evaluate(() => window.harness.tree()!.getItemInstance("docs").isLoading())).toBe(true);
    // Closing works, opening again does not: by click, by → and by expand().
    await docs.click();
    expect(await docs.getAttribute("aria-expanded")).toBe("false");
    await docs.click();
    expect(await docs.getAttribute("aria-expanded")).toBe("false");
    await docs.press("ArrowRight");
    await page.evaluate(() => window.harness.act("a", (tree) => tree.getItemInstance("docs").expand()));
    expect(await docs.getAttribute("aria-expanded")).toBe("false");
    // A folder that loads fine opens and closes as often as you like.
    const src = rowLocator(page, "src");
    await src.click();
    await rowLocator(page, "index.ts").waitFor();
    await src.click();
    await src.click();
    await eventually(() => src.getAttribute("aria-expanded")).toBe("true");
  });

  it(claim("/recipe/async-errors", "A request the tree started while rendering also ends as an unhandled promise rejection in the console."), async () => {
    const { page, problems } = await harness.open();
    await page.evaluate(() =>
      window.harness.mount("a", {
        // The harness renders a drag line, so drag and drop is on; nothing here drags.
        features: [window.harness.core.asyncDataLoaderFeature, window.harness.core.selectionFeature, window.harness.core.hotkeysCoreFeature, window.harness.core.dragAndDropFeature],
        config: {
          dataLoader: {
            getItem: async (id: string) => id,
            getChildren: async (id: string) => {
              if (id === "docs") throw new Error("503 from getChildren");
              return id === "root" ? ["docs"] : [];
            },
          },
        },
      }),
    );
    await rowLocator(page, "docs").click();
    await eventually(() => problems.some((p) => p.startsWith("pageerror") && p.includes("503 from getChildren"))).toBe(true);
  });

  it(claim("/recipe/async-errors", "It marks the folder and lists each error with a Retry button below the tree"), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "async-error-retry");
    await eventually(() => rowNames(page)).toEqual(["inbox", "reports", "notes.txt"]);
    await rowNamed(page, "reports").click();
    const retry = page.getByRole("button", { name: "Retry reports" });
    await retry.waitFor();
    expect(await rowNamed(page, "reports").textContent()).toContain("failed to load");
    // The list is below the tree, not inside it.
    expect(await page.getByRole("tree").locator("button:not([role=treeitem])").count()).toBe(0);
    expect(await page.locator("ul.demo-status li").textContent()).toContain("Could not load the contents of reports: 503 Service Unavailable.");
    // The loader caught the error: the folder is not loading, and closes and opens again.
    await rowNamed(page, "reports").click();
    await eventually(() => rowNamed(page, "reports").getAttribute("aria-expanded")).toBe("false");
    expect(await tabIntoTree(page)).toBe("reports");
    // Retry with the server back: the folder's children arrive, the error goes away.
    await page.getByRole("checkbox", { name: "Server is down" }).uncheck();
    await retry.click();
    await eventually(() => page.getByRole("button", { name: /Retry/ }).count()).toBe(0);
    await eventually(() => page.locator(".treeitem.loading").count()).toBe(0);
    await rowNamed(page, "reports").click();
    await eventually(() => rowNames(page)).toEqual(["inbox", "reports", "q1.pdf", "q2.pdf", "notes.txt"]);
    expect(await tabbableRows(page)).toEqual(["reports"]);
    expect(await tabIntoTree(page)).toBe("reports");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/async-errors", "When the data behind it changes, for example after another user added a file, invalidate the root"), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "async-root-refresh");
    await eventually(() => rowNames(page)).toEqual(["agenda.md", "budget.xlsx"]);
    await rowNamed(page, "budget.xlsx").click();
    await page.getByRole("button", { name: "Add a file on the server" }).click();
    await page.getByRole("button", { name: "Refresh" }).click();
    // Optimistic: the rows stay while the new list loads (see the unit test), and after it the
    // focused row keeps tabIndex 0 either way.
    expect(await tabbableRows(page)).toEqual(["budget.xlsx"]);
    await eventually(() => rowNames(page)).toEqual(["agenda.md", "budget.xlsx", "minutes-1.md"]);
    expect(await tabIntoTree(page)).toBe("budget.xlsx");
    expect(problems).toEqual([]);
  });

  it(claim("/recipe/async-errors", "The demo keeps the errors in React state, so the tree's component renders again when one arrives."), async () => {
    const { page, problems } = await recipes.open();
    await mountDemo(page, "async-error-retry");
    await eventually(() => rowNames(page)).toEqual(["inbox", "reports", "notes.txt"]);
    await rowNamed(page, "inbox").click();
    // Nothing else happens after the click; the error alone makes the component render the badge.
    await eventually(() => rowNamed(page, "inbox").textContent()).toContain("failed to load");
    expect(await page.getByRole("button", { name: "Retry inbox" }).count()).toBe(1);
    expect(problems).toEqual([]);
  });
});
