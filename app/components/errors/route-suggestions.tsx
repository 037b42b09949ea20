import { useEffect, useState } from "react";
import { ROUTE_INDEX_PATH, ROUTE_SUGGESTIONS_ID, SUGGESTION_TEXT, closestRoutes, searchHrefForPath, searchQueryForPath, type RouteRef } from "#contract/not-found/closest-routes.ts";
import styles from "./route-suggestions.module.css";
import { sitePath } from "#contract/site/site.ts";

let routeIndex: Promise<RouteRef[]> | undefined;

/** The list of every page, fetched once per session and only when a missing page is shown. */
function loadRouteIndex(): Promise<RouteRef[]> {
  routeIndex ??= fetch(sitePath(ROUTE_INDEX_PATH))
    .then((response) => (response.ok ? (response.json() as Promise<RouteRef[]>) : []))
    .catch(() => {
      routeIndex = undefined;
      return [];
    });
  return routeIndex;
}

/**
 * Links to the pages closest to a missing path, and a search for its words. Renders an empty
 * `#route-suggestions` until the index has loaded; the static 404.html has no React, and its
 * script (build-scripts/postbuild/not-found-client.ts) fills that same element the same way.
 */
export function RouteSuggestions({ pathname }: { pathname: string }) {
  const [routes, setRoutes] = useState<RouteRef[] | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadRouteIndex().then((loaded) => current && setRoutes(loaded));
    return () => {
      current = false;
    };
  }, []);

  const suggestions = routes ? closestRoutes(pathname, routes) : [];
  const searchHref = searchHrefForPath(pathname);
  return (
    <div id={ROUTE_SUGGESTIONS_ID} className={styles.suggestions} aria-live="polite">
      {routes && suggestions.length > 0 ? (
        <>
          <p>{SUGGESTION_TEXT.heading}</p>
          <ul>
            {suggestions.map((route) => (
              <li key={route.path}>
                <a href={sitePath(route.path)}>{route.title}</a> <code>{route.path}</code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {routes && searchHref ? (
        <p>
          <a href={sitePath(searchHref)}>{SUGGESTION_TEXT.search(searchQueryForPath(pathname))}</a>
        </p>
      ) : null}
    </div>
  );
}
