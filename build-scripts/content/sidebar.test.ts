import { describe, expect, it } from "vitest";
import { groupSchema } from "./content-sources.ts";
import { buildSidebar, neighbours } from "./sidebar.ts";

const groups = new Map([
  ["b", groupSchema.parse({ label: "Second", order: 2 })],
  ["a", groupSchema.parse({ label: "First", order: 1, links: [{ label: "Ext", href: "https://x.dev" }] })],
  ["h", groupSchema.parse({ label: "Hidden", order: 0, hidden: true })],
]);
const pages = [
  { group: "a", path: "/a/two", label: "Two", title: "Two", order: 2 },
  { group: "a", path: "/a/one", label: "One", title: "One", order: 1 },
  { group: "b", path: "/b/x", label: "X", title: "X page", order: 0 },
  { group: "h", path: "/secret", label: "S", title: "S", order: 0 },
];

describe("buildSidebar", () => {
  it("orders groups and pages, appends group links, leaves hidden groups out", () => {
    expect(buildSidebar(groups, pages)).toEqual([
      { label: "First", items: [{ label: "One", href: "/a/one" }, { label: "Two", href: "/a/two" }, { label: "Ext", href: "https://x.dev", external: true }] },
      { label: "Second", items: [{ label: "X", href: "/b/x" }] },
    ]);
  });

  it("links previous and next pages in sidebar order, across groups, skipping external links", () => {
    const sidebar = buildSidebar(groups, pages);
    const order = neighbours(sidebar, new Set(pages.map((p) => p.path)), new Map(pages.map((p) => [p.path, p.title])));
    expect(order.get("/a/one")).toEqual({ next: { href: "/a/two", title: "Two" } });
    expect(order.get("/a/two")).toEqual({ prev: { href: "/a/one", title: "One" }, next: { href: "/b/x", title: "X page" } });
    expect(order.has("/secret")).toBe(false);
  });
});
