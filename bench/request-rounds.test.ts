import { describe, expect, it } from "vitest";
import { assignRounds, countRounds, networkRounds, type TimedRequest } from "./request-rounds.ts";

const request = (name: string, startMs: number, endMs: number | null, fromCache = false) => ({ name, startMs, endMs, fromCache });
const rounds = (requests: ReturnType<typeof request>[]) => Object.fromEntries(assignRounds(requests).map((entry) => [entry.name, entry.round]));

describe("request rounds", () => {
  it("is 0 for a navigation that requested nothing", () => {
    expect(countRounds([])).toBe(0);
  });

  it("counts requests sent together, before any answer, as one round", () => {
    const parallel = [request("route.js", 0, 410), request("page.data", 1, 600), request("demo.js", 2, 450)];
    expect(rounds(parallel)).toEqual({ "route.js": 1, "page.data": 1, "demo.js": 1 });
    expect(countRounds(parallel)).toBe(1);
  });

  it("adds a round for each request that started only after another finished", () => {
    // route module → its import → the page data it fetches; a sibling of the import in round 2.
    const waterfall = [request("route.js", 0, 400), request("import.js", 405, 800), request("sibling.js", 420, 900), request("page.data", 810, 1200)];
    expect(rounds(waterfall)).toEqual({ "route.js": 1, "import.js": 2, "sibling.js": 2, "page.data": 3 });
    expect(countRounds(waterfall)).toBe(3);
  });

  it("takes the highest round among all that finished before, not the last one to finish", () => {
    const requests = [request("a", 0, 100), request("b", 110, 200), request("c", 0, 250), request("d", 260, 300)];
    // d waited for c (round 1) and for b (round 2): it is in round 3.
    expect(rounds(requests)).toEqual({ a: 1, b: 2, c: 1, d: 3 });
  });

  it("does not order a request after one that ended at the very moment it started, or never ended", () => {
    const requests = [request("a", 0, 100), request("b", 100, 150), request("hung", 0, null), request("c", 160, 170)];
    expect(rounds(requests)).toEqual({ a: 1, b: 1, hung: 1, c: 2 });
  });

  it("counts cache hits as requests, and leaves them out of the network rounds", () => {
    const requests: TimedRequest[] = [request("cached-route.js", 0, 2, true), request("page.data", 5, 400), request("chunk.js", 410, 800)];
    expect(countRounds(requests)).toBe(3);
    expect(networkRounds(requests)).toBe(2);
  });

  it("does not depend on the order of the input", () => {
    const requests = [request("c", 20, 30), request("a", 0, 10), request("b", 11, 19)];
    expect(assignRounds(requests).map((entry) => [entry.name, entry.round])).toEqual([
      ["a", 1],
      ["b", 2],
      ["c", 3],
    ]);
  });
});
