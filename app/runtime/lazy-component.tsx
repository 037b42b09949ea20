import { Suspense, type ComponentType, type ReactNode } from "react";
import { lazyOnce } from "./lazy-load";

/**
 * A component whose code is fetched only when it is rendered (or preloaded), on the site's one
 * lazy-loading primitive (lazy-load.ts): MDX components that few pages use, the mobile drawer,
 * error views. Prerendering waits for it, so the HTML is complete; during hydration React keeps
 * that HTML until the chunk arrives. A failed load throws to the nearest LoadErrorBoundary, whose
 * Retry renders it again, which fetches again.
 */
export function lazyComponent<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> & { preload(): Promise<unknown> } {
  const code = lazyOnce(load);
  function Loaded(props: P) {
    const Component = code.read();
    return <Component {...props} />;
  }
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  LazyComponent.displayName = `Lazy(${name})`;
  /** Fetch the code now, so a later render does not suspend (client navigation, intent). */
  LazyComponent.preload = code.load;
  return LazyComponent;
}
