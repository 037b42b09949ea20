import type { Page } from "playwright-core";

/** What the page's Network Information API reports (navigator.connection), from its next load on. */
export function withConnection(page: Page, connection: { saveData: boolean; effectiveType: string }) {
  return page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }) });
  }, connection);
}

/** Data saver on: the site prefetches nothing (app/runtime/prefetch-policy.ts), so a navigation fetches what it needs when it starts. */
export const withoutPrefetching = (page: Page) => withConnection(page, { saveData: true, effectiveType: "4g" });
