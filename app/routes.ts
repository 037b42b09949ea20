import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The only file that defines URLs. Docs pages (MDX and changelogs) are one splat route whose
// loader looks the path up in the generated docs index; everything else is explicit.
export default [
  index("routes/home.tsx"),
  route("search", "routes/search.tsx"),
  route("api", "routes/api-index.tsx"),
  route("api/:pkg", "routes/api-package.tsx"),
  route("api/:pkg/:kind/:name", "routes/api-item.tsx"),
  route("404", "routes/not-found.tsx"),
  ...(process.env.DOCS_TEST_HOOKS === "1" ? [route("__test/crash", "routes/test-crash.tsx")] : []),
  route("*", "routes/docs-page.tsx"),
] satisfies RouteConfig;
