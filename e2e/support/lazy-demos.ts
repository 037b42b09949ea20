import type { Page } from "playwright-core";

const WAITING_TEXT = "The demo starts when it scrolls into view.";

/**
 * The /demos gallery mounts each demo when it scrolls near the viewport. Scrolls every waiting
 * demo into view until all run, then back to the top, so a check of the page sees every demo.
 */
export async function mountLazyDemos(page: Page): Promise<void> {
  const waiting = page.locator("[data-demo-card]").filter({ hasText: WAITING_TEXT });
  for (let round = 0; round < 200 && (await waiting.count()) > 0; round++) {
    await waiting.first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(50);
  }
  if ((await waiting.count()) > 0) throw new Error(`${page.url()}: some demos never mounted`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle");
}
