import type { Page } from "playwright-core";

const WAITING_TEXT = "The demo starts when it scrolls into view.";

/**
 * The /demos gallery mounts each demo when it scrolls near the viewport. Scrolls every waiting
 * demo into view until all run, then back to the top, so a check of the page sees every demo.
 */
export async function mountLazyDemos(page: Page): Promise<void> {
  const waiting = page.locator("[data-demo-card]").filter({ hasText: WAITING_TEXT });
  for (let round = 0; round < 200 && (await waiting.count()) > 0; round++) {
    // A card that starts in the meantime is rendered anew (its island root replaces the HTML), so
    // the element found by count() may be gone by now: look again in the next round.
    await waiting
      .first()
      .evaluate((card) => card.scrollIntoView({ block: "center" }), undefined, { timeout: 1000 })
      .catch(() => {});
    await page.waitForTimeout(50);
  }
  if ((await waiting.count()) > 0) throw new Error(`${page.url()}: some demos never mounted`);
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
