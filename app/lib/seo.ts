import type { MetaDescriptor } from "react-router";
import { SITE_URL, pageTitle } from "./site.ts";

/** `<title>`, description, canonical URL and social cards for one page. */
export function pageMeta(opts: { title: string; description: string; path: string }): MetaDescriptor[] {
  const title = pageTitle(opts.title);
  const url = `${SITE_URL}${opts.path === "/" ? "" : opts.path}`;
  return [
    { title },
    { name: "description", content: opts.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Headless Tree" },
    { property: "og:title", content: title },
    { property: "og:description", content: opts.description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${SITE_URL}/social-card.png` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: opts.description },
    { name: "twitter:image", content: `${SITE_URL}/social-card.png` },
  ];
}
