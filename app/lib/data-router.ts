import type { createPath, matchRoutes } from "react-router";

// React Router's framework mode keeps its data router and route manifest on `window`. These are
// the few members the site reads, in one place, typed as we use them.

export interface DataRouterState {
  navigation: { state: string; location?: Parameters<typeof createPath>[0] };
}

export interface DataRouter {
  state: DataRouterState;
  routes: Parameters<typeof matchRoutes>[0];
  /** Called synchronously on every state change, before React renders it. Returns unsubscribe. */
  subscribe(listener: (state: DataRouterState) => void): () => void;
}

export interface RouteManifest {
  routes: Record<string, { hasLoader?: boolean; hasClientLoader?: boolean } | undefined>;
}

declare global {
  interface Window {
    __reactRouterDataRouter?: DataRouter;
    __reactRouterManifest?: RouteManifest;
  }
}

export function dataRouter(): DataRouter | undefined {
  return typeof window === "undefined" ? undefined : window.__reactRouterDataRouter;
}

export function routeManifest(): RouteManifest | undefined {
  return typeof window === "undefined" ? undefined : window.__reactRouterManifest;
}
