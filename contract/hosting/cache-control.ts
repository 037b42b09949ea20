// Only files whose name changes with their content may be cached forever; route data for five
// minutes; everything else is revalidated on each use (cheap: a 304 against the ETag).

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";
/**
 * A page's route data (`<page>.data`): a copy prefetched before the tap is used at the tap without
 * asking again (a revalidation would cost the round trip the prefetch saved). A new deploy reaches
 * readers' data within 5 minutes; GitHub Pages serves every file for 10.
 */
export const ROUTE_DATA = "public, max-age=300";
export const ROUTE_DATA_FILE = /\.data$/;
/** Clean-URL redirects (`/x.html` → `/x`) never change within a build, but may in the next one. */
export const REDIRECT_CACHE = "public, max-age=3600";

// Vite names emitted assets "<name>-<8+ char base64url hash>.<ext>", e.g. "root-BxY3kP_9.js".
export const HASHED_ASSET = /^assets\/(?:.+\/)?[^/]+-[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/;

export function cacheControlFor(relativePath: string): string {
  return HASHED_ASSET.test(relativePath) ? IMMUTABLE : ROUTE_DATA_FILE.test(relativePath) ? ROUTE_DATA : REVALIDATE;
}
