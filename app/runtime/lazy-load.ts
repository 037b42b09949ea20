import { use } from "react";

/**
 * The one way the site loads code or data on demand (pages, demos, lazy components, the search
 * dialog and its index, the mobile drawer): a cache of lazy loads by key.
 * - `load(key)` starts a load once and returns the same promise to every caller; after a failure
 *   it starts anew (the next intent, a navigation).
 * - `read(key)`, during render, returns the value through React's `use()`: a settled promise
 *   carries React's own `status`/`value` fields, so a loaded value never suspends; a pending one
 *   suspends (in hydration React keeps the prerendered HTML until it arrives). A failed one keeps
 *   throwing to the nearest error boundary, however often React renders again, until
 *   `retryFailedLoads()` (LoadErrorBoundary's Retry): a render must never start a new request for
 *   a load that failed, or React's own retry after an error turns into a request loop.
 * A route chunk that fails during a client navigation is React Router's: it reloads the page
 * (runtime/route-chunk-reload.ts turns that into a full load of the target, once).
 */
let retries = 0;

/** Let the next render of every failed lazy load try again (Retry). */
export function retryFailedLoads(): void {
  retries++;
}

export function createLazyCache<T>(loaders: Record<string, () => Promise<T>>, keyOf: (name: string) => string = (name) => name) {
  const cached = new Map<string, Promise<T>>();
  /** A failed load → the number of Retry clicks when it failed. */
  const failedAt = new WeakMap<Promise<T>, number>();

  function load(name: string): Promise<T> {
    const key = keyOf(name);
    const existing = cached.get(key);
    if (existing && !failedAt.has(existing)) return existing;
    const loader = loaders[key];
    const promise = loader ? loader() : Promise.reject<T>(new Error(`Nothing to load for "${name}" (${key})`));
    promise.then(
      (value) => Object.assign(promise, { status: "fulfilled", value }),
      () => failedAt.set(promise, retries),
    );
    cached.set(key, promise);
    return promise;
  }

  return {
    has: (name: string) => keyOf(name) in loaders,
    load,
    /** Call during render, unconditionally. */
    read(name: string): T {
      const existing = cached.get(keyOf(name));
      const retried = existing !== undefined && failedAt.has(existing) && failedAt.get(existing)! < retries;
      return use(existing && !retried ? existing : load(name));
    },
  };
}

/** A single lazy load with the same behaviour (one promise, forgotten when it fails). */
export function lazyOnce<T>(loader: () => Promise<T>) {
  const cache = createLazyCache({ value: loader });
  return { load: () => cache.load("value"), read: () => cache.read("value") };
}
