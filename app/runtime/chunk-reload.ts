// After a redeploy the hashed chunks of the old build are gone, so a client navigation of an open
// tab fails to import them. A full page load of the target URL fetches the new build. The guard
// makes sure that happens at most once per URL within a window, so a chunk that is really broken
// shows an error instead of reloading forever.
import { readStorage, writeStorage } from "../lib/storage/safe-storage.ts";

const GUARD_KEY = "chunk-reload";
export const RELOAD_GUARD_WINDOW_MS = 60_000;

const CHUNK_ERROR_MESSAGES = [
  "Failed to fetch dynamically imported module", // Chromium
  "error loading dynamically imported module", // Firefox
  "Importing a module script failed", // Safari
  "Unable to preload CSS", // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === "ChunkLoadError" || CHUNK_ERROR_MESSAGES.some((text) => error.message.includes(text)));
}

/** Pure decision: reload unless `previous` (the stored record) says we reloaded into the same URL a moment ago. */
export function mayReload(previous: unknown, url: string, now: number): boolean {
  const { url: lastUrl, at } = (previous ?? {}) as { url?: unknown; at?: unknown };
  return lastUrl !== url || typeof at !== "number" || now - at > RELOAD_GUARD_WINDOW_MS || now < at;
}

/** Records the reload and says whether to do it; no without session storage, which holds the guard across page loads. */
function claimReload(url: string, now = Date.now()): boolean {
  let previous: unknown;
  try {
    previous = JSON.parse(readStorage(GUARD_KEY, "sessionStorage") ?? "null");
  } catch {
    // Not ours: no guard to respect.
  }
  return mayReload(previous, url, now) && writeStorage(GUARD_KEY, JSON.stringify({ url, at: now }), "sessionStorage");
}

/** A full browser load of `url` (same origin), if the guard allows; returns whether it started. */
export function reloadInto(url: string): boolean {
  if (!claimReload(url)) return false;
  if (url === window.location.href) window.location.reload();
  else window.location.assign(url);
  return true;
}

/**
 * A Retry whose load failed again. Browsers that keep a failed module fetch in their module map
 * (the HTML standard until whatwg/html#10327; Chromium 150 does, 156 does not) reject a second
 * import() of that URL without asking the network, even once the file is back:
 * https://github.com/whatwg/html/issues/6768. So once the site answers again, a full load of the
 * page (once, by the guard) is what loads it; while the site does not answer, the error stays.
 */
export async function reloadOnceSiteAnswers(): Promise<void> {
  const answers = await fetch(window.location.href, { method: "HEAD", cache: "no-store" }).then((response) => response.ok, () => false);
  if (answers) reloadInto(window.location.href);
}

/**
 * React Router reloads the *current* page when a route module fails to import during a client
 * navigation. The reader asked for another page, so that reload becomes a full load of the
 * target, `pendingTarget()` (the absolute URL of the navigation in progress), once by the guard.
 * Needs the Navigation API (Chromium; recent Firefox and Safari); elsewhere the router's reload stays.
 */
export function redirectRouterReloadsToTarget(pendingTarget: () => string | undefined): void {
  if (!("navigation" in window)) return;
  window.navigation.addEventListener("navigate", (event) => {
    // The browser's own reload button does not fire this event; a script's reload during a
    // pending client navigation is the router giving up on a chunk.
    if (event.navigationType !== "reload" || !event.cancelable) return;
    const target = pendingTarget();
    // Once the guard refuses (we loaded this URL for the same reason a moment ago), the router's
    // reload of the current page goes ahead rather than leave the navigation hanging.
    if (!target || target === window.location.href || !claimReload(target)) return;
    event.preventDefault();
    window.location.assign(target);
  });
}
