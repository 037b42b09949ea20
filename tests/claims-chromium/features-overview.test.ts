// Claims of content/features/overview.mdx about hotkeys, with real key presses in Chromium, and a
// real pointer drag in a proxied tree without selectionFeature.
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { pressAndDrag, rowLocator, snapshot, useHarness } from "./support";

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

  it(claim("/features/overview", "With buildProxiedInstance a missing method still reads as a function, so drag and drop without selectionFeature throws when a drag starts"), async () => {
    const { page, problems } = await harness.open();
    for (const proxied of [false, true]) {
      await page.evaluate(async (proxied) => {
        const { core } = window.harness;
        await window.harness.mount("a", {
          features: [core.syncDataLoaderFeature, core.hotkeysCoreFeature, core.dragAndDropFeature],
          config: proxied ? { instanceBuilder: core.buildProxiedInstance } : {},
        });
      }, proxied);
      const drag = await pressAndDrag(page, "readme.md", { id: "docs", y: 0.5 });
      // The static builder has no getSelectedItems: the drag carries the pressed item. The proxy
      // calls the missing method, and the tree holds no dragged items.
      expect((await snapshot(page)).dnd?.draggedItems).toEqual(proxied ? undefined : ["readme.md"]);
      await drag.release();
      await expect.poll(() => problems).toEqual(proxied ? ["pageerror: Headless Tree: feature missing for method getSelectedItems"] : []);
    }
  });
});
