import { lazyOnce } from "./lazy-load";

// The module that knows every docs page's code (page-code.ts): small, and loaded on first need:
// on idle, on intent, or by the navigation itself.
const index = lazyOnce(() => import("./page-code"));

export const pageCodeModule = index.load;

/**
 * Start fetching what the docs page at `pathname` needs for its heading and text, and with
 * `demos` its demos' code too. Failures are the navigation's to handle.
 */
export function startLoadingPageCode(pathname: string, { demos = false } = {}): void {
  pageCodeModule()
    .then((module) => Promise.all([module.loadPageText(pathname), demos && module.loadPageDemos(pathname)]))
    .catch(() => {});
}
