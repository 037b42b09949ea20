import { expect, test } from "vitest";
import { renderOpenSearch } from "./opensearch.ts";

test("the description sends address-bar queries to the /search page as ?q=", () => {
  const xml = renderOpenSearch();
  expect(xml).toContain('<Url type="text/html" method="get" template="https://headless-tree.lukasbach.com/search?q={searchTerms}"/>');
  expect(xml).toContain("<ShortName>Headless Tree</ShortName>");
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<OpenSearchDescription xmlns="http:\/\/a9.com\/-\/spec\/opensearch\/1.1\/"/);
});
