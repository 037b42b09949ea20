import type { ApiRouteParams } from "#contract/api/api-model.ts";
import { lazyOnce } from "./lazy-load";

// The modules that know every page's code and data (page-code.ts) and the demos' (demo-box-code.ts).
// Small, and loaded on first need: on idle, on intent, or by the navigation itself; the demos'
// only when demo code is wanted. Their loads start here and nowhere else: a navigation's in
// navigation-middleware.ts, ahead of a tap in link-navigation.tsx, a demo's in MdxDemoBox.
const index = lazyOnce(() => import("./page-code"));
const demoIndex = lazyOnce(() => import("./demo-box-code"));

/** Loads the index, so that the first navigation or intent does not wait for it. */
export const preloadPageCode = index.load;

/** What the page at `path` renders from, for a navigation or a prefetch (page-code.ts `loadPageContent`). */
export const loadPageContent = (path: string) => index.load().then((module) => module.loadPageContent(path));

export const loadApiPage = (params: ApiRouteParams) => index.load().then((module) => module.loadApiPage(params));
export const loadApiSidebar = (params: ApiRouteParams) => index.load().then((module) => module.loadApiSidebar(params));
export const loadDocsSidebar = () => index.load().then((module) => module.loadDocsSidebar());

/** The code of the docs page's demos. */
export const loadPageDemos = (path: string) => Promise.all([index.load(), demoIndex.load()]).then(([module]) => loadDemoBoxes(module.pageDemos(path)));

/** What the given demo boxes render first (demo-box-code.ts `liveDemoBoxCode`); never rejects. */
export const loadDemoBoxes = (boxes: readonly (readonly string[])[]) => demoIndex.load().then((module) => Promise.allSettled(module.liveDemoBoxCode(boxes)), () => []);
