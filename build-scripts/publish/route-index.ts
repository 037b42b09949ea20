import type { RouteEntry } from "#contract/content/content-model.ts";
import type { RouteRef } from "#contract/not-found/closest-routes.ts";

/** /route-index.json: every page a reader can reach (path and title), for not-found suggestions. */
export function buildRouteIndex(manifest: readonly RouteEntry[]): RouteRef[] {
  return manifest
    .filter((route) => route.kind !== "not-found" && route.path !== "/404")
    .map((route) => ({ path: route.path, title: route.title }));
}
