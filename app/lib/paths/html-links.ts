import { withBase } from "#contract/site/base-path.ts";
import { SITE_BASE } from "#contract/site/site.ts";

/**
 * Build-time HTML (API comments, highlighted code) links site paths: `<a href="/x">`, and
 * `<a style="…" href="/x">` in code. Under a base path they need its prefix, like every other
 * link. The root layout's delegated click handler makes them client-side navigations.
 */
export function linksUnderBase(html: string, base = SITE_BASE): string {
  return html.replace(/(<a\s(?:[^>]*?\s)?href=")([^"]*)"/g, (_, head: string, href: string) => `${head}${withBase(base, href)}"`);
}
