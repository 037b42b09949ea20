import { createContext, replace, type DataStrategyResult, type MiddlewareFunction } from "react-router";
import { cleanHtmlPath, isHtmlPath } from "~/lib/paths/html-path";
import { routePath } from "#contract/site/site.ts";
import { loadPageContent } from "./page-code-index";
import type { PageText } from "./page-code";

/** The target page's text, as this navigation started loading it (the docs route's clientLoader awaits it). */
export const navigationPageText = createContext<Promise<PageText | undefined>>();

let pendingTarget: string | undefined;

/** The URL of the client navigation in progress, if any (read when the router gives up on a chunk). */
export const pendingNavigationTarget = () => pendingTarget;

/**
 * The root route's client middleware: it runs first in every client navigation, as soon as it
 * starts, while React Router fetches the route modules and data.
 */
export const navigationMiddleware: MiddlewareFunction<Record<string, DataStrategyResult>> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  // The request's URL carries the base path; the router's own paths do not.
  const path = routePath(url.pathname) ?? url.pathname;
  // "/x.html" or "/x/index.html" land on "/x" before any loader runs (a full page load is
  // normalised by the server and by entry.client.tsx).
  if (isHtmlPath(path)) throw replace(cleanHtmlPath(path) + url.search);
  // The page's own code and data in the same round as the route's modules.
  const pageText = loadPageContent(path);
  pageText.catch(() => {}); // only a docs page reads it, and its error boundary handles a failure
  context.set(navigationPageText, pageText);
  pendingTarget = url.href;
  try {
    return await next();
  } finally {
    if (pendingTarget === url.href) pendingTarget = undefined;
  }
};
