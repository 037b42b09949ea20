import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// The only file that defines URLs. Docs pages (MDX and changelogs) are one splat route whose
// loader looks the path up in the generated docs index; everything else is explicit. The two
// layout routes load the sidebar once for all the pages below them.
export default [
  index("routes/home.tsx"),
  route("search", "routes/search.tsx"),
  layout("routes/api-layout.tsx", [
    route("api", "routes/api-page.tsx", { id: "routes/api-index" }),
    route("api/:pkg", "routes/api-page.tsx", { id: "routes/api-package" }),
    route("api/:pkg/:kind/:name", "routes/api-page.tsx", { id: "routes/api-item" }),
  ]),
  route("404", "routes/not-found.tsx"),
  ...(process.env.DOCS_TEST_HOOKS === "1" ? [route("__test/crash", "routes/test-crash.tsx")] : []),
  layout("routes/docs-layout.tsx", [route("*", "routes/docs-page.tsx")]),
] satisfies RouteConfig;
