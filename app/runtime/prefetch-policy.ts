// Prefetching spends the visitor's data on pages they may never open, so it is off on 2g
// connections and when the browser's data saver is on (Network Information API, Chromium only;
// elsewhere we cannot tell and prefetch).

/** A hover or focus on a link must last this long before it counts as intent to open it. */
export const LINK_INTENT_DELAY_MS = 100;

export interface ConnectionInfo { saveData?: boolean; effectiveType?: string }

export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  return !connection || (connection.saveData !== true && !/(^|-)2g$/.test(connection.effectiveType ?? ""));
}

export function canPrefetchNow(): boolean {
  return typeof window !== "undefined" && prefetchAllowed((navigator as Navigator & { connection?: ConnectionInfo }).connection);
}

/** Runs `callback` once the browser is idle (Safari has no requestIdleCallback: after `fallbackMs`); returns a cancel function. */
export function whenIdle(callback: () => void, fallbackMs: number): () => void {
  if (!window.requestIdleCallback) {
    const timer = setTimeout(callback, fallbackMs);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback);
  return () => window.cancelIdleCallback(handle);
}
