import { use } from "react";

/**
 * Lazily imported modules (compiled MDX pages, live demos) read with `use()`. A promise that has
 * settled carries React's own `status`/`value` fields, so reading a loaded module never suspends;
 * during hydration a missing one suspends, and React keeps the prerendered HTML of that boundary
 * until the chunk arrives. On client navigation the route's clientLoader calls `load` first, so
 * the new page renders in one go. `use()` is called on every read, never conditionally.
 */
export function createModuleCache<T>(loaders: Record<string, () => Promise<T>>, keyOf: (name: string) => string) {
  const pending = new Map<string, Promise<T>>();

  function load(name: string): Promise<T> {
    const key = keyOf(name);
    const existing = pending.get(key);
    if (existing) return existing;
    const loader = loaders[key];
    const promise = loader ? loader() : Promise.reject<T>(new Error(`No module for "${name}" (${key})`));
    promise.then(
      (value) => Object.assign(promise, { status: "fulfilled", value }),
      () => {},
    );
    pending.set(key, promise);
    return promise;
  }

  return {
    has: (name: string) => keyOf(name) in loaders,
    load,
    /** Drop a failed load so the next read fetches the chunk again ("Retry"). */
    forget(name: string) {
      pending.delete(keyOf(name));
    },
    /** Call during render. */
    read(name: string): T {
      return use(load(name));
    },
  };
}
