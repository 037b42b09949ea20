import { use } from "react";

/**
 * The one way the site loads code or data on demand (pages, demos, lazy components, the search
 * dialog and its index, the mobile drawer): a cache of lazy loads by key. `load(key)` starts a
 * load once and shares its promise; after a failure the next call starts anew. `read(key)`, during
 * render, goes through React's `use()`: a settled promise carries React's own `status`/`value`
 * fields, so a loaded value never suspends. A failed one keeps throwing to the nearest error
 * boundary until `retryFailedLoads()` (Retry): a render must never start a new request for a
 * failed load, or React's own retry after an error becomes a request loop. (A route chunk that
 * fails in a navigation is React Router's: see redirectRouterReloadsToTarget in chunk-reload.ts.)
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
