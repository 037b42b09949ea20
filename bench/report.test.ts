import { describe, expect, it } from "vitest";
import type { ChunkSize } from "./byte-accounting.ts";
import type { LatencyNavigationRun } from "./navigation-latency.ts";
import { chunkLists, latencyNavigationLines, sharedChunks, table } from "./report.ts";
import type { PageSummary } from "./summary.ts";

const chunk = (path: string, encoded: number, seenIn = 5): ChunkSize => ({ path, encoded, decoded: encoded * 3, seenIn });

function page(name: string, profile: PageSummary["profile"], jsAtLoad: ChunkSize[], jsAfterLoad: ChunkSize[] = []): PageSummary {
  return { page: name, profile, runs: 5, jsAtLoad, jsAfterLoad } as PageSummary;
}

describe("sharedChunks", () => {
  it("keeps the chunks every page requested before load in all its runs", () => {
    const pages = [
      page("/a", "unthrottled", [chunk("/assets/entry.js", 58_000), chunk("/assets/a.js", 900), chunk("/assets/maybe.js", 500, 3)]),
      page("/b", "unthrottled", [chunk("/assets/entry.js", 58_000), chunk("/assets/maybe.js", 500)]),
      // The throttled summary of /a is ignored when an unthrottled one exists.
      page("/a", "throttled", [chunk("/assets/only-throttled.js", 1)]),
    ];
    expect([...sharedChunks(pages)]).toEqual(["/assets/entry.js"]);
  });

  it("shares nothing with a single page", () => {
    expect(sharedChunks([page("/a", "unthrottled", [chunk("/assets/entry.js", 1)])]).size).toBe(0);
  });
});

describe("chunkLists", () => {
  it("lists the shared floor once, then what each page adds before and after load", () => {
    const lines = chunkLists([
      page("/a", "unthrottled", [chunk("/assets/entry.js", 58_000), chunk("/assets/a.js", 900)], [chunk("/assets/demo.js", 10_500)]),
      page("/b", "unthrottled", [chunk("/assets/entry.js", 58_000)]),
    ]);
    expect(lines).toEqual([
      "Requested before load on every page (58.0 KB):",
      "    58.0 KB  /assets/entry.js",
      "/a: 0.9 KB more before load, 10.5 KB after load by network idle",
      "     0.9 KB  /assets/a.js",
      "  after load:",
      "    10.5 KB  /assets/demo.js",
      "/b: nothing else before load",
    ]);
  });
});

describe("table", () => {
  it("pads columns and right-aligns figures", () => {
    expect(table(["page", "JS"], [["/", "1.5/4.0"], ["/getstarted", "118.3/411.2"]])).toEqual([
      "page         JS",
      "-----------  -----------",
      "/                1.5/4.0",
      "/getstarted  118.3/411.2",
    ]);
  });
});

describe("latencyNavigationLines", () => {
  const run = (tapToDomMs: number, rounds: number): LatencyNavigationRun => ({
    ok: true,
    attempts: 1,
    tapToDomMs,
    tapToFrameMs: tapToDomMs + 10,
    touchToClickMs: 0,
    lastRequestToDomMs: 20,
    rounds,
    networkRounds: rounds,
    requests: [
      { path: "/assets/route.js", kind: "js", status: 200, encoded: 2_000, fromCache: false, startMs: 10, endMs: 170, round: 1 },
      { path: "/assets/cached.js", kind: "js", status: 200, encoded: 0, fromCache: true, startMs: 172, endMs: 173, round: 2 },
    ],
    browserIconFetches: [{ path: "/favicon.svg", kind: "image", status: 200, encoded: 0, fromCache: true, startMs: 180, endMs: 330 }],
    afterH1: [],
    beforeTap: [],
    hoverEvents: [],
    effectiveType: "4g",
    fromLoadMs: 1_000,
  });

  it("prints the table with the goals, then the requests of the median run with their round", () => {
    const lines = latencyNavigationLines([
      {
        from: "/a",
        to: "/b",
        via: "docs sidebar",
        rttMs: 150,
        runs: 3,
        failures: ["timeout"],
        fullPageLoads: 0,
        medianTapToDomMs: 300,
        medianTapToFrameMs: 310,
        medianLastRequestToDomMs: 20,
        medianRounds: 2,
        medianNetworkRounds: 2,
        medianNetworkRequests: 1,
        results: [run(900, 2), run(300, 2), run(200, 2)],
      },
    ]);
    expect(lines[2]).toBe("/a → /b (docs sidebar)     150   3/4        300           20       2           2  held (≤ 350 ms)  NOT HELD (≤ 1 round)             1  held (≤ 6)");
    expect(lines.slice(3)).toEqual([
      "/a → /b at 150 ms RTT, run of 300 ms (4g effectiveType):",
      "  sent after the load event, before the tap (idle prefetch, demos, the drawer): nothing",
      "  round 1: /assets/route.js (2.0 KB, 10→170 ms)",
      "  round 2: /assets/cached.js (cache, 172→173 ms)",
      "  left out: the browser's refetch of /favicon.svg on the URL change",
      "  failed run: timeout",
    ]);
  });
});

