import { describe, expect, it } from "vitest";
import { groupLocalHits, toDocSearchHit } from "./search-hits";
import { searchIndex } from "./search-query";
import { testIndex } from "./search-test-records";

const index = testIndex();
const hitFor = (query: string, url: string) => {
  const hit = searchIndex(index, query).find((h) => h.record.url === url);
  if (!hit) throw new Error(`no hit for ${url}`);
  return hit;
};

describe("toDocSearchHit", () => {
  it("shows a heading match as a hierarchy hit with its anchor", () => {
    const hit = toDocSearchHit(hitFor("rootItemId", "/api/core/interface/TreeConfig#rootItemId"));
    expect(hit.type).toBe("lvl2");
    expect(hit.url).toBe("/api/core/interface/TreeConfig#rootItemId");
    expect(hit.url_without_anchor).toBe("/api/core/interface/TreeConfig");
    expect(hit.anchor).toBe("rootItemId");
    expect(hit.hierarchy).toMatchObject({ lvl0: "Core API › TreeConfig", lvl1: "TreeConfig", lvl2: "rootItemId", lvl3: null });
    expect(hit._highlightResult.hierarchy.lvl2.value).toBe("<mark>rootItemId</mark>");
    expect(hit._highlightResult.hierarchy.lvl2.matchLevel).not.toBe("none");
  });

  it("turns a body-text match into a content hit with an escaped snippet", () => {
    const hit = toDocSearchHit(hitFor("createTree", "/changelog/core#120"));
    expect(hit.type).toBe("content");
    expect(hit.content).toBe("Minor Changes: createTree accepts <angle> brackets & more.");
    expect(hit._snippetResult.content.value).toBe("Minor Changes: <mark>createTree</mark> accepts &lt;angle&gt; brackets &amp; more.");
    expect(hit.anchor).toBe("120");
  });

  it("keeps a page hit at lvl1 without an anchor", () => {
    const hit = toDocSearchHit(hitFor("createTree", "/api/core/function/createTree"));
    expect(hit.type).toBe("lvl1");
    expect(hit.anchor).toBeNull();
    expect(hit._highlightResult.hierarchy.lvl1.value).toBe("<mark>createTree</mark>");
  });
});

describe("groupLocalHits", () => {
  it("groups hits by page in order of the best hit, with headings and snippets", () => {
    const groups = groupLocalHits(searchIndex(index, "selection"));
    const selection = groups.find((g) => g.url === "/features/selection");
    expect(selection?.breadcrumbs).toEqual(["Features"]);
    expect(selection?.hits.map((h) => h.url)).toEqual(["/features/selection", "/features/selection#reading-the-selection"]);
    expect(selection?.hits[1]?.heading.map((s) => s.text).join("")).toBe("State › Reading the selection");
    expect(groups[0]?.url).toBe("/features/selection");
    expect(new Set(groups.map((g) => g.url)).size).toBe(groups.length);
  });
});
