// Browser entry of /not-found.js, the only script of the static 404.html (bundled by
// not-found-page.ts). It builds the same markup as app/components/errors/route-suggestions.tsx.
import { stripBase, withBase } from "#contract/site/base-path.ts";
import { ROUTE_INDEX_PATH, ROUTE_SUGGESTIONS_ID, SUGGESTION_TEXT, closestRoutes, searchHrefForPath, searchQueryForPath, type RouteRef } from "#contract/not-found/closest-routes.ts";

function element<K extends keyof HTMLElementTagNameMap>(tag: K, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.append(...children);
  return node;
}

function link(href: string, text: string): HTMLAnchorElement {
  const a = element("a", text);
  a.href = href;
  return a;
}

/** `pathname` is the router's (without the base); links get `base` back. */
export function renderSuggestions(box: HTMLElement, pathname: string, routes: RouteRef[], base = "/"): void {
  const suggestions = closestRoutes(pathname, routes);
  const searchHref = searchHrefForPath(pathname);
  const nodes: Node[] = [];
  if (suggestions.length > 0) {
    nodes.push(
      element("p", SUGGESTION_TEXT.heading),
      element("ul", ...suggestions.map((route) => element("li", link(withBase(base, route.path), route.title), " ", element("code", route.path)))),
    );
  }
  if (searchHref) nodes.push(element("p", link(withBase(base, searchHref), SUGGESTION_TEXT.search(searchQueryForPath(pathname)))));
  box.replaceChildren(...nodes);
}

const box = document.getElementById(ROUTE_SUGGESTIONS_ID);
// This script sits at the root of the build, so its own URL names the base path the site is served
// under ("/headless-tree/not-found.js" → "/headless-tree/").
const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src;
const base = scriptUrl ? new URL(".", scriptUrl).pathname : "/";
if (box) {
  fetch(withBase(base, ROUTE_INDEX_PATH))
    .then((response) => (response.ok ? (response.json() as Promise<RouteRef[]>) : []))
    .catch(() => [])
    .then((routes) => renderSuggestions(box, stripBase(base, location.pathname) ?? location.pathname, Array.isArray(routes) ? routes : [], base));
}
