import type { Page } from "playwright-core";

/**
 * Resolves once the page has run the timers it queued so far that are due within `delayMs`, and
 * then a frame: timers of the same delay run in the order they were set, so one set now runs after
 * the page's. A check that something did not happen waits for this instead of a fixed time: the
 * library moves the DOM focus in a zero-delay timeout after a key, a drop updates the tree in the
 * drop event, and a hover counts as intent after a timer (pass its delay).
 */
export function caughtUp(page: Page, delayMs = 0): Promise<void> {
  return page.evaluate(
    (delay) => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve)), delay)),
    delayMs,
  );
}

/** Resolves after the page's next idle period: idle callbacks run in the order they were asked for, so the page's own have run. */
export function idleCaughtUp(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve()))).then(() => caughtUp(page));
}
