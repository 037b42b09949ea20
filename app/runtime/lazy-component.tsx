import { Suspense, type ComponentType } from "react";
import { createModuleCache } from "./module-cache";

/**
 * A component whose code is fetched only when it is rendered: MDX components that few pages use
 * (every page gets the same components map) and error views. Prerendering waits for it, so the
 * HTML is complete; during hydration React keeps that HTML until the chunk arrives.
 */
export function lazyComponent<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> & { preload(): Promise<unknown> } {
  const cache = createModuleCache({ [name]: load }, (key) => key);
  function Loaded(props: P) {
    const Component = cache.read(name);
    return <Component {...props} />;
  }
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  LazyComponent.displayName = `Lazy(${name})`;
  /** Fetch the code now, so a later render does not suspend (client navigation). */
  LazyComponent.preload = () => cache.load(name);
  return LazyComponent;
}
