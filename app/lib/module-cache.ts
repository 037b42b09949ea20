import { use } from "react";

/**
 * Lazily imported modules (compiled MDX pages, live demos) read synchronously once loaded.
 * During hydration a missing module suspends, and React keeps the prerendered HTML of that
 * boundary until the chunk arrives; on client navigation the route's clientLoader calls `load`
 * first, so the new page renders in one go.
 */
export function createModuleCache<T>(loaders: Record<string, () => Promise<T>>, keyOf: (name: string) => string) {
  const values = new Map<string, T>();
  const pending = new Map<string, Promise<T>>();

  function load(name: string): Promise<T> {
    const key = keyOf(name);
    const existing = pending.get(key);
    if (existing) return existing;
    const loader = loaders[key];
    if (!loader) return Promise.reject(new Error(`No module for "${name}" (${key})`));
    const promise = loader().then((value) => {
      values.set(key, value);
      return value;
    });
    pending.set(key, promise);
    return promise;
  }

  return {
    has: (name: string) => keyOf(name) in loaders,
    load,
    /** Call during render. */
    read(name: string): T {
      return values.get(keyOf(name)) ?? use(load(name));
    },
  };
}
