// OpenSearch description: lets a browser search the site from its address bar (every page links
// to it with <link rel="search">). Queries go to the /search page, which reads ?q=.
import { absoluteUrl } from "#contract/seo/seo.ts";
import { SITE_TITLE } from "#contract/site/site.ts";
import { escapeXml } from "./changelog-feed.ts";

export const OPENSEARCH_PATH = "/opensearch.xml";

export function renderOpenSearch(): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${escapeXml(SITE_TITLE)}</ShortName>`,
    `  <Description>${escapeXml(`Search the ${SITE_TITLE} documentation`)}</Description>`,
    "  <InputEncoding>UTF-8</InputEncoding>",
    `  <Image width="16" height="16" type="image/svg+xml">${escapeXml(absoluteUrl("/favicon.svg"))}</Image>`,
    `  <Url type="text/html" method="get" template="${escapeXml(absoluteUrl("/search"))}?q={searchTerms}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(absoluteUrl(OPENSEARCH_PATH))}"/>`,
    `  <moz:SearchForm>${escapeXml(absoluteUrl("/search"))}</moz:SearchForm>`,
    "</OpenSearchDescription>",
    "",
  ].join("\n");
}
