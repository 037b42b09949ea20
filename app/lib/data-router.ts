import type { createPath } from "react-router";

// React Router's framework mode keeps its data router on `window`. These are the few members the
// site reads, in one place, typed as we use them.

export interface DataRouterState {
  navigation: { state: string; location?: Parameters<typeof createPath>[0] };
}

export interface DataRouter {
  state: DataRouterState;
  /** Called synchronously on every state change, before React renders it. Returns unsubscribe. */
  subscribe(listener: (state: DataRouterState) => void): () => void;
}

declare global {
  interface Window {
    __reactRouterDataRouter?: DataRouter;
  }
}

export function dataRouter(): DataRouter | undefined {
  return typeof window === "undefined" ? undefined : window.__reactRouterDataRouter;
}
