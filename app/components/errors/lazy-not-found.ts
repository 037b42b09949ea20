import { lazyComponent } from "~/runtime/lazy-component";

/**
 * The not-found view as its own chunk, for both places that show it: a client-side navigation to
 * a missing page (root ErrorBoundary) and the /404 route that 404.html is prerendered from. A
 * static import in either would pull it into that chunk and defeat the other's dynamic import.
 */
export const NotFound = lazyComponent("NotFound", () => import("./not-found").then((m) => m.NotFound));
