// The base path a build is served under: "/" at the root of a host, "/headless-tree/" for a
// GitHub Pages project site. Pages, links and the route manifest use site paths ("/features/dnd");
// only what reaches the browser or another tool as a URL carries the base. Pure functions without
// an environment, so the static 404 script and the server can use them too (the base of the build
// being made is SITE_BASE in site.ts).

/**
 * "/" or "/a/b/": leading and trailing slash, no empty, dot or encoded segments. Accepts the
 * setting with or without its slashes ("headless-tree", "/headless-tree"); throws naming `source`
 * for anything else (a full URL, a query, "..").
 */
export function normalizeBasePath(raw: string | undefined, source = "BASE_PATH"): string {
  const value = (raw ?? "").trim();
  if (value === "" || value === "/") return "/";
  const segments = value.replace(/^\/|\/$/g, "").split("/");
  if (segments.some((segment) => !/^[A-Za-z0-9._~-]+$/.test(segment) || segment === "." || segment === "..")) {
    throw new Error(`${source} must be a path such as /headless-tree/ (letters, digits, "-", "_", ".", "~" between slashes), got ${JSON.stringify(raw)}`);
  }
  return `/${segments.join("/")}/`;
}

/**
 * The URL path of a site path under `base`: withBase("/x/", "/features/dnd") is
 * "/x/features/dnd", and the home page "/" is the base itself. Anything that is not a site path
 * (another origin, "//host", "#hash", "?query", a relative link) comes back unchanged.
 */
export function withBase(base: string, path: string): string {
  if (base === "/" || !path.startsWith("/") || path.startsWith("//")) return path;
  return base + path.slice(1);
}

/**
 * The site path of a URL path under `base`, or undefined when it lies outside: the inverse of
 * withBase. The base without its trailing slash ("/x") is the home page too.
 */
export function stripBase(base: string, pathname: string): string | undefined {
  if (base === "/") return pathname.startsWith("/") ? pathname : undefined;
  if (pathname === base.slice(0, -1)) return "/";
  return pathname.startsWith(base) ? pathname.slice(base.length - 1) : undefined;
}
