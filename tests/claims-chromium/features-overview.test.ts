// Claims of content/features/overview.mdx about hotkeys, with real key presses in Chromium.
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { rowLocator, snapshot, useHarness } from "./support";

const harness = useHarness();

const selected = async (page: Parameters<typeof snapshot>[0]) => (await snapshot(page)).rows.filter((r) => r.selected).map((r) => r.id);

describe("/features/overview in Chromium", () => {
  it(claim("/features/overview", "Hotkey names can be rebound in the hotkeys option, and they work only with hotkeysCoreFeature in the list"), async () => {
    const { page, problems } = await harness.open();
    await page.evaluate(() => window.harness.mount("a", { config: { hotkeys: { selectAll: { hotkey: "KeyQ" } } } }));
    await rowLocator(page, "readme.md").click();
    await page.keyboard.press("Control+KeyA"); // the default keys no longer select everything
    expect(await selected(page)).toEqual(["readme.md"]);
    await page.keyboard.press("KeyQ");
    await page.waitForFunction(() => window.harness.tree("a")!.getState().selectedItems.length === 4);
    // Without hotkeysCoreFeature, no hotkey runs.
    await page.evaluate(async () => {
      const { syncDataLoaderFeature, selectionFeature, dragAndDropFeature } = window.harness.core;
      await window.harness.mount("a", { features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature], config: { hotkeys: { selectAll: { hotkey: "KeyQ" } } } });
    });
    await rowLocator(page, "readme.md").click();
    await page.keyboard.press("KeyQ");
    await page.keyboard.press("Control+KeyA");
    expect(await selected(page)).toEqual(["readme.md"]);
    expect(problems).toEqual([]);
  });

  it(claim("/features/overview", "hotkeys: select everything with Ctrl+A or, on a Mac, Cmd+A"), async () => {
    const { page } = await harness.open();
    for (const keys of ["Control+KeyA", "Meta+KeyA"]) {
      await page.evaluate(() => window.harness.mount("a", { config: { hotkeys: { selectAll: { hotkey: "MetaOrControl+KeyA" } } } }));
      await rowLocator(page, "readme.md").click();
      await page.keyboard.press(keys);
      await page.waitForFunction(() => window.harness.tree("a")!.getState().selectedItems.length === 4);
    }
  });
});
