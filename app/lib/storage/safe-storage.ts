// localStorage and sessionStorage throw in some private modes and sandboxed frames, and even
// reading `window.localStorage` can throw. Every chrome feature goes through these helpers, so a
// blocked storage degrades to "nothing saved" instead of crashing the page.

type StorageKind = "localStorage" | "sessionStorage";

function storage(kind: StorageKind): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

export function readStorage(key: string, kind: StorageKind = "localStorage"): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns whether the value was stored. */
export function writeStorage(key: string, value: string | null, kind: StorageKind = "localStorage"): boolean {
  try {
    const target = storage(kind);
    if (!target) return false;
    if (value === null) target.removeItem(key);
    else target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
