import { describe, expect, it } from "vitest";
import { cpuLabel, NAVIGATION_PAIRS, pairLabel, selectPairs } from "./navigation-latency-pairs.ts";

describe("selectPairs", () => {
  it("keeps every pair without a filter, else those whose label contains a filter", () => {
    expect(selectPairs(NAVIGATION_PAIRS, [])).toEqual(NAVIGATION_PAIRS);
    expect(selectPairs(NAVIGATION_PAIRS, ["/features/tree->/api"]).map(pairLabel)).toEqual(["/features/tree → /api/core/interface/TreeFeatureConfig"]);
    expect(selectPairs(NAVIGATION_PAIRS, ["/api/core/function"]).map(pairLabel)).toEqual(["/api/core/function/createTree → /api/core/interface/TreeConfig"]);
    expect(selectPairs(NAVIGATION_PAIRS, ["/features/tree → /api"]).map(pairLabel)).toEqual(["/features/tree → /api/core/interface/TreeFeatureConfig"]);
    expect(selectPairs(NAVIGATION_PAIRS, ["/getstarted"]).map(pairLabel)).toEqual(["/getstarted → /features/selection", "/getstarted → /guides/styling"]);
    expect(selectPairs(NAVIGATION_PAIRS, ["/guides/styling", "/features/dnd"]).map(pairLabel)).toEqual(["/getstarted → /guides/styling", "/features/tree → /features/dnd", "/features/tree → /features/dnd"]);
    expect(selectPairs(NAVIGATION_PAIRS, ["/nowhere"])).toEqual([]);
  });

  it("has one pair reached from a link in the article's prose", () => {
    const prose = NAVIGATION_PAIRS.filter((pair) => /^main article (p|li) a\[href="\/[^"]+"\]$/.test(pair.link));
    expect(prose.map(pairLabel)).toEqual(["/getstarted → /guides/styling"]);
  });
});

describe("cpuLabel", () => {
  it("names the slowdown", () => {
    expect(cpuLabel(1)).toBe("no CPU throttling");
    expect(cpuLabel(4)).toBe("4x CPU");
  });
});
