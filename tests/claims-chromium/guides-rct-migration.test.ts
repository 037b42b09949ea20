// Claims of content/guides/rct-migration.mdx that need real key presses, in Chromium.
import { describe, expect, it } from "vitest";
import { claim } from "../claims/claim";
import { rowLocator, useHarness } from "./support";

const harness = useHarness();

describe("/guides/rct-migration in Chromium", () => {
  it(claim("/guides/rct-migration", "Hotkeys are programmable. Besides rebinding keys you can replace what a hotkey does"), async () => {
    const { page, problems } = await harness.open();
    await page.evaluate(async () => {
      const w = window as unknown as { pressed: number };
      w.pressed = 0;
      await window.harness.mount("a", { config: { hotkeys: { focusNextItem: { hotkey: "ArrowDown", handler: () => void w.pressed++ } } } });
    });
    await rowLocator(page, "docs").focus();
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => (window as unknown as { pressed: number }).pressed === 1);
    expect(await page.evaluate(() => window.harness.tree("a")!.getState().focusedItem)).toBeNull(); // the default handler did not run
    expect(problems).toEqual([]);
  });

  it(claim("/guides/rct-migration", "searchFeature; typing opens the search"), async () => {
    const { page, problems } = await harness.open();
    await page.evaluate(async () => {
      const { syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature, searchFeature } = window.harness.core;
      await window.harness.mount("a", { features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature, searchFeature] });
    });
    await rowLocator(page, "docs").focus();
    await page.keyboard.press("r");
    await page.waitForFunction(() => window.harness.tree("a")!.isSearchOpen());
    expect(await page.evaluate(() => window.harness.tree("a")!.getSearchValue())).toBe("r");
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-search-input"));
    expect(problems).toEqual([]);
  });
});
