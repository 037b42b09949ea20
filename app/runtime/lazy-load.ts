import { use } from "react";

/**
 * The one way the site loads code or data on demand (pages, demos, lazy components, the search
 * dialog and its index, the mobile drawer): a cache of lazy loads by key.
 * - `load(key)` starts a load once and returns the same promise to every caller.
 * - After a failure the next `load` (the next intent, a navigation) tries again.
 * - `read(key)`, during render, returns the value through React's `use()`: a settled promise
 *   carries React's own `status`/`value` fields, so a loaded value never suspends; a pending one
 *   suspends (in hydration React keeps the prerendered HTML until it arrives); a failed one throws
 *   to the nearest error boundary (`LoadErrorBoundary` offers Retry).
 * A route chunk that fails during a client navigation is React Router's: it reloads the page
 * (runtime/route-chunk-reload.ts turns that into a full load of the target, once).
 */
export function createLazyCache<T>(loaders: Record<string, () => Promise<T>>, keyOf: (name: string) => string = (name) => name) {
  const cached = new Map<string, Promise<T>>();
  const failed = new WeakSet<Promise<T>>();

  function load(name: string): Promise<T> {
    const key = keyOf(name);
    const existing = cached.get(key);
    if (existing && !failed.has(existing)) return existing;
    const loader = loaders[key];
    const promise = loader ? loader() : Promise.reject<T>(new Error(`Nothing to load for "${name}" (${key})`));
    promise.then(
      (value) => Object.assign(promise, { status: "fulfilled", value }),
      () => failed.add(promise),
    );
    cached.set(key, promise);
    return promise;
  }

  return {
    has: (name: string) => keyOf(name) in loaders,
    load,
    /**
     * Call during render, unconditionally. A failed load is thrown to this reader once and then
     * forgotten, so the error boundary's Retry (which renders again) loads again, and React's
     * own retries after a rejection do not start a loop of new requests.
     */
    read(name: string): T {
      const key = keyOf(name);
      const existing = cached.get(key);
      if (existing && failed.has(existing)) cached.delete(key);
      return use(existing ?? load(name));
    },
  };
}

/** A single lazy load with the same behaviour (one promise, forgotten when it fails). */
export function lazyOnce<T>(loader: () => Promise<T>) {
  const cache = createLazyCache({ value: loader });
  return { load: () => cache.load("value"), read: () => cache.read("value") };
}
