// The React Native demo on /features/react-native: View/Pressable/Text from react-native-web, driven
// by reactNativeFeature. It checks what the page promises for the browser (presses, the arrow keys,
// selection and open state exposed, one tab stop), and what it says is missing (level and position).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

const activeName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);

describe("/features/react-native: the react-native-web demo", () => {
  const browser = useBrowser();

  it("a press selects and opens a folder, the arrow keys move the focus, and nothing logs an error", async () => {
    const { page, problems } = await browser.openDemoPage("/features/react-native");
    const tree = page.locator('section[data-demo="react-native"]').getByRole("tree", { name: "App sources" });
    const row = (name: string) => tree.locator(`[role="treeitem"][aria-label="${name}"]`);
    await expect.poll(() => tree.locator('[role="treeitem"]').count()).toBe(6);

    await row("components").click();
    await expect.poll(() => tree.locator('[role="treeitem"]').count()).toBe(9);
    expect(await row("components").getAttribute("aria-selected")).toBe("true");
    expect(await row("components").getAttribute("aria-expanded")).toBe("true");
    expect(await row("App.tsx").getAttribute("aria-selected")).toBe("false");

    await page.keyboard.press("ArrowDown");
    await expect.poll(() => activeName(page)).toBe("Button.tsx");
    await page.keyboard.press("ArrowLeft"); // a leaf: up to its parent
    await expect.poll(() => activeName(page)).toBe("components");
    await page.keyboard.press("ArrowLeft"); // an open folder: close it
    await expect.poll(() => tree.locator('[role="treeitem"]').count()).toBe(6);

    const tabStops = await tree.locator('[role="treeitem"][tabindex="0"]').evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
    expect(tabStops).toEqual(["components"]);
    // What the page says React Native has no counterpart for.
    expect(await tree.locator('[role="treeitem"][aria-level]').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
