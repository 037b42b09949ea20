import type { Page } from "playwright-core";

const WAITING_TEXT = "The demo starts when it scrolls into view.";

/**
 * The /demos gallery mounts each demo when it scrolls near the viewport. Keeps the first waiting
 * demo in view, frame after frame, until every demo runs, then scrolls back to the top, so a
 * check of the page sees every demo.
 */
export async function mountLazyDemos(page: Page): Promise<void> {
  await page
    .waitForFunction(
      (text) => {
        const waiting = [...document.querySelectorAll("[data-demo-card]")].find((card) => card.textContent?.includes(text));
        waiting?.scrollIntoView({ block: "center" });
        return !waiting;
      },
      WAITING_TEXT,
      { polling: "raf" },
    )
    .catch((error: unknown) => {
      throw new Error(`${page.url()}: some demos never mounted`, { cause: error });
    });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle");
}

/**
 * Docs-page demos keep their prerendered HTML and load their code when they come near the
 * viewport (DemoIsland). Brings each one near in turn, waits until every demo box says it is
 * hydrated, then scrolls back to the top, so a test interacts with running demos only.
 */
export async function hydrateDemos(page: Page): Promise<void> {
  const slots = page.locator("[data-demo-island]:has(section[data-demo])");
  const total = await slots.count();
  for (let index = 0; index < total; index++) {
    const slot = slots.nth(index);
    await slot.evaluate((element) => element.firstElementChild?.scrollIntoView({ block: "center" }));
    await slot
      .locator("section[data-demo][data-hydrated]")
      .waitFor({ state: "attached" })
      .catch(() => {
        throw new Error(`${page.url()}: demo ${index + 1} of ${total} never hydrated`);
      });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle");
}
