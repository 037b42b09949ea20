// Every demo of app/demos/ once in React's development build, which warns about misuse that the
// production build (the one the other claim tests and the site run) keeps quiet about: missing
// keys, updates while rendering, effects that do not clean up under StrictMode. All demos are in
// one bundle on one page, mounted one after the other in StrictMode as the site renders them.
import { describe, expect, it } from "vitest";
import { allDemosEntry, demoIds } from "./all-demos.ts";
import { bundle, useChromium } from "./chromium-page.ts";
import { nextFrame, pastDomFocusMove } from "./support.ts";

const IDS = demoIds();
const ENTRY = allDemosEntry(IDS);

const chromium = useChromium({ viewport: { width: 1000, height: 800 } });

describe("every demo in React's development build", () => {
  it("mounts, takes a click on its first row and ↓ ↑, and React warns about nothing", { timeout: 120_000 }, async () => {
    const built = await bundle({ source: ENTRY, alias: { "react-native": "react-native-web" }, development: true });
    const { page, problems } = await chromium.open({ body: '<div id="root"></div>', bundle: built, ready: "'demos' in window" });
    const found: string[] = [];
    for (const id of IDS) {
      const seen = problems.length;
      await page.evaluate((id) => (window as unknown as { demos: { mount(id: string): void } }).demos.mount(id), id);
      // Every demo shows a tree; async demos load their first rows after a pretend request.
      const row = page.locator('[role="treeitem"]').first();
      await row.waitFor().catch(() => {
        throw new Error(`${id}: no rows`);
      });
      await row.click();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowUp");
      // Warnings of effects and timers that follow the input.
      await nextFrame(page);
      await pastDomFocusMove(page);
      found.push(...problems.slice(seen).map((problem) => `${id}: ${problem}`));
    }
    expect(found).toEqual([]);
  });
});
