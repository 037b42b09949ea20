// The React Native demo on /features/react-native: View/Pressable/Text from react-native-web, driven
// by reactNativeFeature. It checks what the page promises for the browser (presses, the arrow keys,
// selection and open state exposed, one tab stop), and what it says is missing (level and position).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

/** Each row's box and the styles that place it. */
const rows = (page: Page) =>
  page.locator('section[data-demo="react-native"] [role="treeitem"]').evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      const style = getComputedStyle(item);
      return [item.getAttribute("aria-label"), Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height), style.display, style.paddingLeft, style.backgroundColor].join(" ");
    }),
  );
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

  it("looks the same before its code runs as after: react-native-web's rules come with the page, and it adopts them", async () => {
    const { page: still } = await browser.openPage("/features/react-native", { javaScriptEnabled: false });
    const prerendered = await rows(still);
    expect(prerendered).toHaveLength(6);
    const { page, problems } = await browser.openDemoPage("/features/react-native");
    await page.locator('section[data-demo="react-native"][data-hydrated] [role="tree"]').waitFor();
    expect(await rows(page)).toEqual(prerendered);
    expect(await page.locator("style#react-native-stylesheet").count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it("looks the same after a client navigation, while its code is on the way, as once it runs", async () => {
    const { page, problems } = await browser.openPage("/features/tree", { viewport: { width: 1280, height: 800 } });
    // react-native-web's code (in the demo's chunk) is held back until the stand-in is measured.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes("react-native-stylesheet")) await held;
      await route.fulfill({ response });
    });
    await page.locator('nav[aria-label="Docs"] a[href="/features/react-native"]').click();
    const items = page.locator('section[data-demo="react-native"] [role="treeitem"]');
    await expect.poll(() => items.count()).toBe(6);
    const standIn = await rows(page);
    expect(await page.locator('section[data-demo="react-native"][data-hydrated]').count()).toBe(0);
    release();
    await page.locator('section[data-demo="react-native"][data-hydrated] [role="tree"]').waitFor();
    expect(await rows(page)).toEqual(standIn);
    // The page goes on fetching (idle prefetching): let every handler finish before the tab
    // closes, or one reads a response the closing context has disposed of.
    await page.unrouteAll({ behavior: "wait" });
    expect(problems).toEqual([]);
  });
});
