import { expect, test } from "vitest";
import { cacheControlFor, IMMUTABLE, REVALIDATE, ROUTE_DATA } from "./cache-control.ts";
import { contentTypeFor } from "./content-type.ts";

test.each([
  ["assets/root-BxY3kP_9.js", IMMUTABLE],
  ["assets/chunk-DA2z-L_b.js", IMMUTABLE],
  ["assets/app-AbCd1234.css", IMMUTABLE],
  ["assets/manifest-0c2fa3b1.js", IMMUTABLE],
  ["assets/logo.svg", REVALIDATE],
  ["assets/short-abc.js", REVALIDATE],
  ["app-AbCd1234.js", REVALIDATE],
  ["guide/index.html", REVALIDATE],
  ["guide.data", ROUTE_DATA],
  ["api/core/interface/TreeConfig.data", ROUTE_DATA],
  ["guide.data.json", REVALIDATE],
  ["search-index.json", REVALIDATE],
])("%s is cached as %s", (path, expected) => {
  expect(cacheControlFor(path)).toBe(expected);
});

test.each([
  ["a/index.html", "text/html; charset=utf-8"],
  ["guide.data", "text/x-script; charset=utf-8"],
  ["assets/app.js", "text/javascript; charset=utf-8"],
  ["llms/guide.md", "text/markdown; charset=utf-8"],
  ["robots.txt", "text/plain; charset=utf-8"],
  ["sitemap.xml", "application/xml; charset=utf-8"],
  ["site.webmanifest", "application/manifest+json; charset=utf-8"],
  ["favicon.ico", "image/x-icon"],
  ["font.WOFF2", "font/woff2"],
  ["unknown.bin", "application/octet-stream"],
])("%s is served as %s", (path, expected) => {
  expect(contentTypeFor(path)).toBe(expected);
});
