import type { Page } from "playwright-core";

const WAITING_TEXT = "The demo starts when it scrolls into view.";

/**
 * The /demos gallery mounts each demo when it scrolls near the viewport. Brings the first waiting
 * demo into view and waits until it runs (a card that starts is rendered anew, so it is found by
 * its place), demo after demo, then scrolls back to the top, so a check of the page sees every demo.
 */
export async function mountLazyDemos(page: Page): Promise<void> {
  const firstWaiting = () =>
    page.evaluate((text) => [...document.querySelectorAll("[data-demo-card]")].findIndex((card) => card.textContent?.includes(text)), WAITING_TEXT);
  for (let index = await firstWaiting(); index >= 0; index = await firstWaiting()) {
    await page
      .waitForFunction(
        ([text, index]) => {
          const card = document.querySelectorAll("[data-demo-card]")[index]!;
          card.scrollIntoView({ block: "center" });
          return !card.textContent?.includes(text);
        },
        [WAITING_TEXT, index] as const,
        { polling: "raf" },
      )
      .catch((error: unknown) => {
        throw new Error(`${page.url()}: demo ${index + 1} never mounted`, { cause: error });
      });
  }
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
