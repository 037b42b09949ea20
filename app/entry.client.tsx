import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { createPath } from "react-router";
import { HydratedRouter } from "react-router/dom";
import { APP_STARTED_FLAG } from "./components/layout/base-url-check";
import { cleanHtmlPath, isHtmlPath } from "./lib/html-path";
import { redirectRouterReloadsToTarget } from "./lib/route-chunk-reload";

declare global {
  interface Window {
    [APP_STARTED_FLAG]?: boolean;
    __reactRouterDataRouter?: { state: { navigation: { state: string; location?: Parameters<typeof createPath>[0] } } };
  }
}

// Tells the base-URL check (an inline script waiting for the load event) that our JavaScript runs.
window[APP_STARTED_FLAG] = true;

// A static host that serves /x/index.html or /x.html as they are: show the clean URL before the
// router reads it, so it matches the page the HTML was prerendered for.
if (isHtmlPath(window.location.pathname)) {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, "", cleanHtmlPath(pathname) + search + hash);
}

redirectRouterReloadsToTarget(() => {
  const navigation = window.__reactRouterDataRouter?.state.navigation;
  if (!navigation || navigation.state === "idle" || !navigation.location) return undefined;
  return new URL(createPath(navigation.location), window.location.origin).href;
});

// useTransitions={false}: a navigation's new page renders in one pass, not in React's 5 ms
// transition slices with frames of the old page in between. The docs route's clientLoader has
// fetched the page's code and its demos' by then, so nothing suspends and nothing is lost by not
// keeping the old page on screen; the click-to-page time drops by about a fifth (bench).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});
