import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { APP_STARTED_FLAG } from "./components/layout/base-url-check";
import { cleanHtmlPath, isHtmlPath } from "./lib/paths/html-path";
import { routePath, sitePath } from "#contract/site/site.ts";
import { pendingNavigationTarget } from "./runtime/navigation-middleware";
import { redirectRouterReloadsToTarget } from "./runtime/chunk-reload";

declare global {
  interface Window {
    [APP_STARTED_FLAG]?: boolean;
  }
}

// Tells the base-URL check (an inline script waiting for the load event) that our JavaScript runs.
window[APP_STARTED_FLAG] = true;

// A static host that serves /x/index.html or /x.html as they are, or the base path without its
// slash: show the clean URL before the router reads it, so it matches the page the HTML was
// prerendered for (the router's basename ends with a slash).
{
  const { pathname, search, hash } = window.location;
  const path = routePath(pathname);
  const clean = path === undefined ? pathname : sitePath(isHtmlPath(path) ? cleanHtmlPath(path) : path);
  if (clean !== pathname) window.history.replaceState(window.history.state, "", clean + search + hash);
}

redirectRouterReloadsToTarget(pendingNavigationTarget);

// Router updates stay in transitions (the default). Tried: useTransitions={false} renders a
// navigation in one pass and puts the new h1 in the DOM about 15 ms sooner, but the page is
// painted about 40 ms later (click → next frame 81 → 122 ms, in an A/B of the same measurement
// as bench/client-navigation.ts). Not investigated further.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
