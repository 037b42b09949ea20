import { expect, test } from "vitest";
import type { DocPage, RouteEntry } from "#contract/content/content-model.ts";
import { withDocumentTitles } from "./document-titles.ts";

const route = (path: string, title: string): RouteEntry => ({ path, title, kind: "doc", description: "", anchors: [], source: "" });
const page = (path: string, title: string, section: string) =>
  ({ path, title, breadcrumbs: [{ title: section, href: path }] }) as unknown as DocPage;

test("a shared title gets the page's section; a unique one stays as it is", () => {
  const pages = [page("/guides/hotkeys", "Hotkeys", "Guides"), page("/features/hotkeys", "Hotkeys", "Features"), page("/guides/state", "State", "Guides")];
  const routes = [...pages.map((p) => route(p.path, p.title)), route("/api/core", "@headless-tree/core")];
  expect(withDocumentTitles(pages, routes).map((p) => p.documentTitle)).toEqual(["Hotkeys – Guides", "Hotkeys – Features", undefined]);
});

test("a docs page sharing its title with an API page is the one that changes", () => {
  const pages = [page("/changelog/core", "@headless-tree/core", "Changelog")];
  const routes = [route("/changelog/core", "@headless-tree/core"), route("/api/core", "@headless-tree/core")];
  expect(withDocumentTitles(pages, routes)[0]!.documentTitle).toBe("@headless-tree/core – Changelog");
});

test("titles that stay equal even with their section are an error naming both pages", () => {
  const pages = [page("/a", "X", "Guides"), page("/b", "X", "Guides")];
  expect(() => withDocumentTitles(pages, pages.map((p) => route(p.path, p.title)))).toThrow('/b and /a would both be titled "X – Guides"');
});
