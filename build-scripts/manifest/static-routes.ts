import type { RouteEntry } from "#contract/content/content-model.ts";
import { SITE_TAGLINE } from "#contract/site/site.ts";

/** Routes that are React pages rather than content or API items. */
export const STATIC_ROUTES: RouteEntry[] = [
  {
    path: "/",
    kind: "home",
    title: "Headless Tree",
    description: `${SITE_TAGLINE}: a headless, accessible, feature-rich tree for React and beyond.`,
    anchors: [],
    source: "app/routes/home.tsx",
  },
  {
    path: "/search",
    kind: "search",
    title: "Search the documentation",
    description: "Search every page, API item and changelog entry of the Headless Tree documentation.",
    anchors: [],
    source: "app/routes/search.tsx",
  },
];
