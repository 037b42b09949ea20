import { lazyOnce } from "./lazy-load";

// The module that knows every docs page's code (page-code.ts): small, and loaded on first need:
// on idle, on intent, or by the navigation itself. Its loads start here and nowhere else: a
// navigation's in navigation-middleware.ts, ahead of a tap in link-navigation.tsx, a demo's in
// MdxDemoBox.
const index = lazyOnce(() => import("./page-code"));

/** Loads the index itself, so that the first navigation or intent does not wait for it. */
export const preloadPageCode = index.load;

/** What the docs page at `path` needs for its heading and text (page-code.ts `loadPageText`). */
export const loadPageText = (path: string) => index.load().then((module) => module.loadPageText(path));

/** The code of the docs page's demos. */
export const loadPageDemos = (path: string) => index.load().then((module) => module.loadPageDemos(path));

/** What the given demo boxes render first (page-code.ts `liveDemoBoxCode`); never rejects. */
export const loadDemoBoxes = (boxes: string[][]) => index.load().then((module) => Promise.allSettled(module.liveDemoBoxCode(boxes)), () => []);
