// What the hosted search (DocSearch) and the pages agree on: the facets its crawler writes on each
// record from the pages' meta tags, and the filters every hosted query sends.

/**
 * Contextual search as Docusaurus does it: English pages of the current docs version. The crawler
 * config of the hosted index writes these facets on every record.
 */
export const HOSTED_FACET_FILTERS: (string | string[])[] = [
  "language:en",
  ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"],
];

/**
 * The `docsearch:*` meta tags each page carries. The crawler's Docusaurus template copies them onto
 * every record of the page, so records of our pages match the filters above: docs, API and
 * changelog pages are tagged like a Docusaurus docs version, other pages like its plain pages.
 */
export const DOCSEARCH_META = {
  language: "en",
  docusaurusTag: { docs: "docs-default-current", page: "default" },
} as const;
