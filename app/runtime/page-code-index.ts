import { apiRouteParams, type ApiRouteParams } from "~/lib/api/api-model";
import { lazyOnce } from "./lazy-load";
import type { PageText } from "./page-code";

// The modules that know every page's code and data: the docs pages' (page-code.ts), the API
// pages' (api-page-data.ts) and the demos' (demo-box-code.ts). Small, and loaded on first need: on
// idle, on intent, or by the navigation itself; the demos' only when demo code is wanted. Their
// loads start here and nowhere else: a navigation's in navigation-middleware.ts, ahead of a tap
// in link-navigation.tsx, a demo's in MdxDemoBox.
const index = lazyOnce(() => import("./page-code"));
const apiIndex = lazyOnce(() => import("./api-page-data"));
const demoIndex = lazyOnce(() => import("./demo-box-code"));

/** Loads both indexes, so that the first navigation or intent does not wait for them. */
export const preloadPageCode = () => Promise.all([index.load(), apiIndex.load()]);

/** The record of the API page at `params`, or undefined when there is none (api-page-data.ts). */
export const loadApiPage = (params: ApiRouteParams) => apiIndex.load().then((module) => module.loadApiPage(params));

/** The API sidebar for the package in `params`. */
export const loadApiSidebar = (params: ApiRouteParams) => apiIndex.load().then((module) => module.loadApiSidebar(params));

/**
 * Starts loading what the page at `path` renders from, for a navigation or a prefetch: an API
 * page's record and the API sidebar, or a docs page's heading and text (page-code.ts
 * `loadPageText`). Resolves to the docs page's text; undefined for any other page.
 */
export function loadPageContent(path: string): Promise<PageText | undefined> {
  const params = apiRouteParams(path);
  if (!params) return index.load().then((module) => module.loadPageText(path));
  // The routes' clientLoaders meet the same failures and handle them.
  loadApiPage(params).catch(() => {});
  loadApiSidebar(params).catch(() => {});
  return Promise.resolve(undefined);
}

/** The docs sidebar (the docs layout's clientLoader). */
export const loadDocsSidebar = () => index.load().then((module) => module.loadDocsSidebar());

/** The code of the docs page's demos. */
export const loadPageDemos = (path: string) => Promise.all([index.load(), demoIndex.load()]).then(([module]) => loadDemoBoxes(module.pageDemos(path)));

/** What the given demo boxes render first (demo-box-code.ts `liveDemoBoxCode`); never rejects. */
export const loadDemoBoxes = (boxes: readonly (readonly string[])[]) => demoIndex.load().then((module) => Promise.allSettled(module.liveDemoBoxCode(boxes)), () => []);
