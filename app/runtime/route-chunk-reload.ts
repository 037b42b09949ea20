// React Router reloads the *current* page when a route module fails to import during a client
// navigation (after a redeploy, the old build's chunks are gone). The visitor asked for another
// page, so we turn that reload into a full load of the target URL instead, once (see
// chunk-reload.ts for the loop guard). This needs the Navigation API (Chromium; recent Firefox
// and Safari); elsewhere the router's own reload of the current page stays.
import { claimReload } from "./chunk-reload.ts";

interface NavigateEventLike extends Event {
  navigationType: "push" | "replace" | "reload" | "traverse";
}

interface NavigationLike {
  addEventListener(type: "navigate", listener: (event: NavigateEventLike) => void): void;
}

/** `pendingTarget` returns the absolute URL of the client navigation in progress, if any. */
export function redirectRouterReloadsToTarget(pendingTarget: () => string | undefined): void {
  const navigation = (window as Window & { navigation?: NavigationLike }).navigation;
  if (!navigation) return;
  navigation.addEventListener("navigate", (event) => {
    // Reloads from the browser's own button do not fire this event; a script reload during a
    // pending client navigation is the router giving up on a chunk.
    if (event.navigationType !== "reload" || !event.cancelable) return;
    const target = pendingTarget();
    if (!target || target === window.location.href) return;
    // The guard refused (we already loaded this URL for the same reason a moment ago): let the
    // router's reload of the current page go ahead rather than leave the navigation hanging.
    if (!claimReload(target)) return;
    event.preventDefault();
    window.location.assign(target);
  });
}
