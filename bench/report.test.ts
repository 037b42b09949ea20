import { describe, expect, it } from "vitest";
import type { ChunkSize } from "./byte-accounting.ts";
import type { EditorRun } from "./editor-timing.ts";
import type { LatencyNavigationRun, LatencyNavigationSummary, TimedBrief } from "./navigation-latency.ts";
import { chunkLists, editorLines, latencyNavigationLines, sharedChunks, table, waitedBytesLines } from "./report.ts";
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

const brief = (path: string, encoded: number, extra: Partial<TimedBrief> = {}): TimedBrief => ({
  path,
  kind: "js",
  status: 200,
  encoded,
  fromCache: false,
  mimeType: "text/javascript",
  contentEncoding: "br",
  protocol: "http/1.1",
  startMs: 0,
  endMs: 100,
  ...extra,
});

function cell(results: LatencyNavigationRun[], extra: Partial<LatencyNavigationSummary> = {}): LatencyNavigationSummary {
  return {
    from: "/a",
    to: "/b",
    via: "docs sidebar",
    rttMs: 150,
    host: "node",
    cpuSlowdown: 1,
    protocols: ["http/1.1"],
    runs: results.length,
    failures: [],
    fullPageLoads: 0,
    medianTapToDomMs: 300,
    medianTapToFrameMs: 310,
    medianLastRequestToDomMs: 20,
    medianRounds: 1,
    medianNetworkRounds: 1,
    medianNetworkRequests: 1,
    results,
    ...extra,
  };
}

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
      { ...brief("/assets/route.js", 2_000), startMs: 10, endMs: 170, round: 1 },
      { ...brief("/assets/cached.js", 0), fromCache: true, startMs: 172, endMs: 173, round: 2 },
    ],
    browserIconFetches: [{ ...brief("/favicon.svg", 0), kind: "image", fromCache: true, startMs: 180, endMs: 330 }],
    afterH1: [],
    beforeTap: [],
    hoverEvents: [],
    effectiveType: "4g",
    fromLoadMs: 1_000,
    linkTopBeforeScrollPx: 300,
    viewportHeight: 800,
    documentProtocol: "http/1.1",
  });

  it("prints the table with host and cpu, the goals, then the requests of the median run with their round", () => {
    const lines = latencyNavigationLines([
      cell([run(900, 2), run(300, 2), run(200, 2)], { failures: ["timeout"], medianRounds: 2, medianNetworkRounds: 2 }),
      cell([run(400, 1)], { host: "nginx-stock", cpuSlowdown: 4, protocols: ["h2"], medianTapToDomMs: 400, runs: 1 }),
    ]);
    expect(lines.slice(0, 4)).toEqual([
      "pair (tapped via)       host                 RTT ms  cpu  runs  tap→h1 ms  last req→h1  rounds  net rounds  time goal            rounds goal           net requests  requests goal",
      "----------------------  -------------------  ------  ---  ----  ---------  -----------  ------  ----------  -------------------  --------------------  ------------  -------------",
      "/a → /b (docs sidebar)  node                    150  1x    3/4        300           20       2           2  held (≤ 350 ms)      NOT HELD (≤ 1 round)             1  held (≤ 6)",
      "/a → /b (docs sidebar)  nginx, stock config     150  4x    1/1        400           20       1           1  NOT HELD (≤ 350 ms)  held (≤ 1 round)                 1  held (≤ 6)",
    ]);
    expect(lines.slice(4, 10)).toEqual([
      "/a → /b at 150 ms RTT, node, no CPU throttling, run of 300 ms (4g effectiveType):",
      "  sent after the load event, before the tap (idle prefetch, demos, the drawer): nothing",
      "  round 1: /assets/route.js (2.0 KB, 10→170 ms)",
      "  round 2: /assets/cached.js (cache, 172→173 ms)",
      "  left out: the browser's refetch of /favicon.svg on the URL change",
      "  failed run: timeout",
    ]);
    expect(lines[10]).toBe("/a → /b at 150 ms RTT, nginx, stock config, 4x CPU, run of 400 ms (4g effectiveType):");
  });

  it("says when the reader had to scroll to the link", () => {
    const lines = latencyNavigationLines([cell([{ ...run(300, 1), linkTopBeforeScrollPx: 2_345 }])]);
    expect(lines).toContain("  the link was 2345 px from the top of a 800 px viewport: scrolled to before the tap");
  });
});

describe("waitedBytesLines", () => {
  const runWith = (requests: TimedBrief[], beforeTap: TimedBrief[] = []): LatencyNavigationRun =>
    ({ ok: true, tapToDomMs: 300, requests: requests.map((request) => ({ ...request, round: 1 })), beforeTap }) as unknown as LatencyNavigationRun;
  const stockData = (encoded: number, extra: Partial<TimedBrief> = {}) =>
    brief("/api/x.data", encoded, { kind: "data", mimeType: "application/octet-stream", contentEncoding: null, protocol: "h2", ...extra });

  it("gives per host and pair the median bytes of what the h1 waited for, with type and encoding, prefetches included", () => {
    const js = brief("/assets/route-X.js", 1_500, { mimeType: "application/javascript", contentEncoding: "gzip", protocol: "h2" });
    // The entry chunk came with the from page's load: in the cache, and no cost of the tap.
    const loaded = brief("/assets/entry-Y.js", 0, { fromCache: true, protocol: "h2" });
    const lines = waitedBytesLines([
      cell([runWith([brief("/api/x.data", 2_000, { kind: "data", mimeType: "text/x-script", contentEncoding: "br" })])], { to: "/api/x" }),
      cell([runWith([stockData(0, { fromCache: true }), js, loaded], [stockData(12_000)]), runWith([stockData(12_000), js])], { to: "/api/x", host: "nginx-stock", protocols: ["h2"] }),
      cell([runWith([stockData(12_100), js])], { to: "/api/x", host: "nginx-stock", rttMs: 400, protocols: ["h2"] }),
    ]);
    expect(lines).toEqual([
      "node (our server (createStaticServer), HTTP/1.1 without TLS) — seen over http/1.1:",
      "  /a → /api/x: 2.0 KB, 2.0 KB of it after the tap (medians of 1 runs); a run of 2.0 KB:",
      "       2.0 KB  /api/x.data  text/x-script, br, http/1.1, after the tap",
      "nginx, stock config (Debian's nginx knowing nothing of the site (mime.types, gzip, try_files), HTTP/2 + TLS) — seen over h2:",
      "  /a → /api/x: 13.5 KB, 13.5 KB of it after the tap (medians of 3 runs); a run of 13.5 KB:",
      "      12.0 KB  /api/x.data  application/octet-stream, not compressed, h2, prefetched before the tap, from the cache at the tap",
      "       1.5 KB  /assets/route-X.js  application/javascript, gzip, h2, after the tap",
    ]);
  });

  it("says when the h1 needed nothing from the network", () => {
    const lines = waitedBytesLines([cell([runWith([brief("/assets/entry-Y.js", 0, { fromCache: true })])])]);
    expect(lines.slice(1)).toEqual([
      "  /a → /b: 0.0 KB, 0.0 KB of it after the tap (medians of 1 runs); a run of 0.0 KB:",
      "    nothing: the h1 needed no request, or only what the from page loaded before its load event",
    ]);
  });
});

describe("editorLines", () => {
  const run = (keyToUpdateMs: number, before: string[] = []): EditorRun => ({
    editorRequestsBeforeEdit: before,
    clickToRunningMs: 300,
    fetchedOnEdit: [
      { path: "/assets/demo-editing-X.js", status: 200, encoded: 128_000 },
      { path: "/demo-sandbox/frame.html", status: 308, encoded: 0 },
    ],
    edits: [{ keyToUpdateMs, keyToAppendMs: keyToUpdateMs - 30, maxKeyGapMs: 120, partialRuns: 1 }],
    keyToUpdateMs,
    frameOutOfProcess: true,
  });

  it("gives the demo, its page, the medians, the requests before Edit and what Edit fetched", () => {
    const lines = editorLines(
      { demo: "file-manager", demoBytes: 8603, page: "/recipe/file-manager", skipped: null, runs: [run(190), run(210, ["/assets/demo-editing-X.js"])], errors: ["timeout"] },
      { clickToRunning: 300, fetchedOnEdit: 128_000, keyToUpdate: 200 },
    );
    expect(lines[0]).toBe("demo file-manager (the largest in app/demos, 8.6 KB of source) on /recipe/file-manager, 2 runs");
    expect(lines).toContain("Edit → demo running from the editor: 300 ms (cold cache, unthrottled); fetched on Edit: 128.0 KB compressed (medians)");
    expect(lines.some((line) => line.startsWith("last keystroke → updated demo on screen, 4x CPU: 200 ms (median of the runs' medians of 3 edits: 190, 210)"))).toBe(true);
    expect(lines.some((line) => line.includes("2 of 2 edits ran a partial text first"))).toBe(true);
    expect(lines).toContain("editor requests before Edit: 1 (/assets/demo-editing-X.js)");
    expect(lines).toContain("  fetched on Edit (first run): /assets/demo-editing-X.js (128.0 KB), /demo-sandbox/frame.html (308, 0.0 KB)");
    expect(lines.at(-1)).toBe("  failed run: timeout");
  });

  it("says why it was skipped", () => {
    expect(editorLines({ demo: null, demoBytes: null, page: null, skipped: "no Edit button", runs: [], errors: [] }, { clickToRunning: null, fetchedOnEdit: null, keyToUpdate: null })).toEqual(["skipped — no Edit button"]);
  });
});
