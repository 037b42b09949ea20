// After a redeploy the hashed chunks of the old build are gone, so a client navigation of an open
// tab fails to import them. A full page load of the target URL fetches the new build. The guard
// makes sure that happens at most once per URL within a window, so a chunk that is really broken
// shows an error instead of reloading forever.
import { readStorage, writeStorage } from "../lib/chrome/safe-storage.ts";

const GUARD_KEY = "chunk-reload";
export const RELOAD_GUARD_WINDOW_MS = 60_000;

const CHUNK_ERROR_MESSAGES = [
  "Failed to fetch dynamically imported module", // Chromium
  "error loading dynamically imported module", // Firefox
  "Importing a module script failed", // Safari
  "Unable to preload CSS", // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "ChunkLoadError") return true;
  return CHUNK_ERROR_MESSAGES.some((text) => error.message.includes(text));
}

interface ReloadRecord {
  url: string;
  at: number;
}

function parseRecord(raw: string | null): ReloadRecord | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<ReloadRecord>;
    return typeof value.url === "string" && typeof value.at === "number" ? { url: value.url, at: value.at } : undefined;
  } catch {
    return undefined;
  }
}

/** Pure decision: reload unless we already reloaded into the same URL a moment ago. */
export function mayReload(previous: ReloadRecord | undefined, url: string, now: number): boolean {
  return !previous || previous.url !== url || now - previous.at > RELOAD_GUARD_WINDOW_MS || now < previous.at;
}

/**
 * Records the reload and says whether to do it. Without session storage there is no way to
 * guard across page loads, so it says no.
 */
export function claimReload(url: string, now = Date.now()): boolean {
  const previous = parseRecord(readStorage(GUARD_KEY, "sessionStorage"));
  if (!mayReload(previous, url, now)) return false;
  return writeStorage(GUARD_KEY, JSON.stringify({ url, at: now }), "sessionStorage");
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
