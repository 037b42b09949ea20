import { lazyOnce } from "./lazy-load";

// The module that knows every docs page's code (page-code.ts): small, and loaded on first need:
// on idle, on intent, or by the navigation itself.
const index = lazyOnce(() => import("./page-code"));

export const pageCodeModule = index.load;

/** Start fetching all the code of the docs page at `pathname`. Failures are the navigation's to handle. */
export function startLoadingPageCode(pathname: string): void {
  pageCodeModule()
    .then((module) => module.loadPageCode(pathname))
    .catch(() => {});
}
