import type { MetaDescriptor } from "react-router";
import { DOCSEARCH_META } from "../search/docsearch-facets.ts";
import { SITE_TAGLINE, SITE_TITLE, SITE_URL, pageTitle, sitePath } from "../site/site.ts";

/** public/social-card.png, rendered by build-scripts/publish/render-social-card.ts. */
export const SOCIAL_CARD = {
  path: "/social-card.png",
  width: 1200,
  height: 630,
  alt: `${SITE_TITLE}: ${SITE_TAGLINE}`,
} as const;

/**
 * The public URL of a site path, under the build's base path. The home page at the root is the
 * bare origin, as in its canonical link; under a base it is the base with its slash.
 */
export function absoluteUrl(path: string): string {
  const urlPath = sitePath(path);
  return `${SITE_URL}${urlPath === "/" ? "" : urlPath}`;
}

export interface PageMetaOptions {
  title: string;
  description: string;
  path: string;
  /** Docs, API and changelog pages are "docs" to a search crawler; the rest (home, search) "page". */
  section?: "docs" | "page";
  /** Kept out of search engines (the search results page). */
  noindex?: boolean;
}

/** `<title>`, description, canonical URL, social cards and search-crawler facets for one page. */
export function pageMeta(opts: PageMetaOptions): MetaDescriptor[] {
  const title = pageTitle(opts.title);
  const url = absoluteUrl(opts.path);
  const image = absoluteUrl(SOCIAL_CARD.path);
  return [
    { title },
    { name: "description", content: opts.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_TITLE },
    { property: "og:title", content: title },
    { property: "og:description", content: opts.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SOCIAL_CARD.width) },
    { property: "og:image:height", content: String(SOCIAL_CARD.height) },
    { property: "og:image:alt", content: SOCIAL_CARD.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: opts.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: SOCIAL_CARD.alt },
    { name: "docsearch:language", content: DOCSEARCH_META.language },
    { name: "docsearch:docusaurus_tag", content: DOCSEARCH_META.docusaurusTag[opts.section ?? "page"] },
    ...(opts.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
