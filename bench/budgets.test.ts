import { describe, expect, it } from "vitest";
import { evaluateBudgets, type BudgetInput, type BudgetResult } from "./budgets.ts";
import type { LatencyNavigationSummary } from "./navigation-latency.ts";
import type { ProfileId } from "./profiles.ts";
import { FIGURE_KEYS, type Figures, type PageSummary } from "./summary.ts";

function summary(page: string, profile: ProfileId, figures: Partial<Figures>, extra: Partial<PageSummary> = {}): PageSummary {
  const median = Object.fromEntries(FIGURE_KEYS.map((key) => [key, null])) as Figures;
  return {
    page,
    profile,
    runs: 5,
    failures: [],
    median: { ...median, cls: 0, ...figures },
    maxCls: 0,
    maxTbt: 0,
    lcpElement: null,
    shiftSources: [],
    jsAtLoad: [],
    jsAfterLoad: [],
    docsearch: [],
    external: [],
    notes: [],
    ...extra,
  };
}

const find = (results: BudgetResult[], budget: string) => {
  const result = results.find((entry) => entry.budget === budget);
  if (!result) throw new Error(`no budget "${budget}" in ${results.map((entry) => entry.budget).join(" | ")}`);
  return result;
};

describe("evaluateBudgets", () => {
  it("holds byte budgets at the limit and breaks them one byte over (1 KB = 1000 bytes)", () => {
    const results = evaluateBudgets({
      pages: [
        summary("/changelog/core", "unthrottled", { jsEncodedAtLoad: 116_000, jsEncodedAtIdle: 243_001 }),
        summary("/getstarted", "unthrottled", { jsEncodedAtLoad: 135_001, jsEncodedAtIdle: 243_000 }),
        summary("/features/dnd", "unthrottled", { jsEncodedAtLoad: 100_000, jsEncodedAtIdle: 272_251 }),
        summary("/", "unthrottled", { jsEncodedAtIdle: 133_100 }),
      ],
      navigationMs: null,
      build: null,
    });
    expect(find(results, "compressed JS at load, no demos, /changelog/core")).toMatchObject({ status: "held", figure: "116.0 KB" });
    expect(find(results, "compressed JS at load, with a demo, /getstarted")).toMatchObject({ status: "not held", figure: "135.0 KB" });
    // By network idle, each page against 0.75 × the same official page (the lightest official docs
    // page where none is given), the home page against 0.55 ×.
    expect(find(results, "compressed JS by network idle, /changelog/core")).toMatchObject({ status: "not held", limit: "≤ 243.0 KB" });
    expect(find(results, "compressed JS by network idle, /getstarted")).toMatchObject({ status: "held", limit: "≤ 243.0 KB" });
    expect(find(results, "compressed JS by network idle, /features/dnd")).toMatchObject({ status: "not held", limit: "≤ 272.3 KB" });
    expect(find(results, "compressed JS by network idle, /")).toMatchObject({ status: "held", limit: "≤ 133.1 KB" });
    // A page of the group that was not measured (--pages) gets no line.
    expect(results.some((entry) => entry.budget.includes("/api/core/interface/TreeConfig"))).toBe(false);
  });

  it("takes byte figures from the unthrottled runs when both profiles ran", () => {
    const results = evaluateBudgets({
      pages: [summary("/getstarted", "throttled", { jsEncodedAtLoad: 200_000 }), summary("/getstarted", "unthrottled", { jsEncodedAtLoad: 100_000 })],
      navigationMs: null,
      build: null,
    });
    expect(find(results, "compressed JS at load, with a demo, /getstarted")).toMatchObject({ status: "held", figure: "100.0 KB" });
  });

  it("fails DocSearch on any request in any profile and names it", () => {
    const results = evaluateBudgets({
      pages: [
        summary("/", "unthrottled", {}),
        summary("/getstarted", "throttled", {}, { docsearch: [{ path: "/assets/search-modal-X.js", encoded: 30_500 }] }),
      ],
      navigationMs: null,
      build: null,
    });
    const docsearch = results.find((entry) => entry.budget.startsWith("DocSearch"))!;
    expect(docsearch.status).toBe("not held");
    expect(docsearch.figure).toBe("30.5 KB: /assets/search-modal-X.js on /getstarted");
  });

  it("holds CLS only when every profile rounds to 0.000", () => {
    const results = evaluateBudgets({
      pages: [
        summary("/", "unthrottled", { cls: 0.0004 }),
        summary("/", "throttled", { cls: 0 }),
        summary("/getstarted", "unthrottled", { cls: 0 }),
        summary("/getstarted", "throttled", { cls: 0.0021 }),
      ],
      navigationMs: null,
      build: null,
    });
    expect(find(results, "CLS, /")).toMatchObject({ status: "held", figure: "0.000 unthrottled, 0.000 throttled" });
    expect(find(results, "CLS, /getstarted")).toMatchObject({ status: "not held", figure: "0.000 unthrottled, 0.002 throttled" });
  });

  it("uses the throttled runs for TBT on every page and LCP on /getstarted", () => {
    const held = evaluateBudgets({
      pages: [
        summary("/features/dnd", "throttled", { tbt: 50 }),
        summary("/getstarted", "throttled", { lcp: 1_000, tbt: 12 }),
        summary("/features/dnd", "unthrottled", { tbt: 999 }),
      ],
      navigationMs: 99.4,
      build: null,
    });
    expect(find(held, "TBT, 4x CPU + slow 4G, /features/dnd").status).toBe("held");
    expect(find(held, "TBT, 4x CPU + slow 4G, /getstarted")).toMatchObject({ status: "held", figure: "12 ms" });
    expect(find(held, "LCP, 4x CPU + slow 4G, /getstarted").status).toBe("held");
    expect(find(held, "client-side navigation after prefetch").status).toBe("held");

    const broken = evaluateBudgets({
      pages: [summary("/features/dnd", "throttled", { tbt: 51 }), summary("/getstarted", "throttled", { lcp: 1_001 })],
      navigationMs: 100,
      build: null,
    });
    expect(find(broken, "TBT, 4x CPU + slow 4G, /features/dnd").status).toBe("not held");
    expect(find(broken, "LCP, 4x CPU + slow 4G, /getstarted").status).toBe("not held");
    expect(find(broken, "client-side navigation after prefetch").status).toBe("not held");
  });

  it("reports what a quick run did not measure instead of passing it", () => {
    const results = evaluateBudgets({ pages: [summary("/features/dnd", "unthrottled", { tbt: 10 })], navigationMs: null, build: null });
    expect(find(results, "TBT, 4x CPU + slow 4G").status).toBe("not measured");
    expect(find(results, "full build, cold").status).toBe("not measured");
    expect(find(results, "compressed JS at load, no demos, /api/core/interface/TreeConfig, /changelog/core").status).toBe("not measured");
  });

  it("checks the build against 35 s cold, 12 s warm and 1.5 GiB", () => {
    const results = evaluateBudgets({ pages: [], navigationMs: null, build: { coldSeconds: 34.9, warmSeconds: 12.3, peakRssBytes: 1.5 * 1024 ** 3 } });
    expect(find(results, "full build, cold").status).toBe("held");
    expect(find(results, "full build, warm")).toMatchObject({ status: "not held", figure: "12.3 s" });
    expect(find(results, "full build, peak memory").status).toBe("not held");
  });

  it("does not count a page whose runs all failed as measured", () => {
    const results = evaluateBudgets({ pages: [summary("/changelog/core", "unthrottled", { jsEncodedAtLoad: 1 }, { runs: 0 })], navigationMs: null, build: null });
    expect(results.some((entry) => entry.budget === "CLS, /changelog/core")).toBe(false);
    expect(results.find((entry) => entry.budget.startsWith("DocSearch"))!.status).toBe("not measured");
  });

  it("checks navigation under latency against 350 ms at 150 ms RTT, 650 ms at 400 ms RTT and 1 round", () => {
    const results = evaluateBudgets({
      pages: [],
      navigationMs: null,
      build: null,
      latencyNavigation: [
        latency("/a", "/b", 150, { medianTapToDomMs: 350, medianRounds: 1, medianNetworkRequests: 6 }),
        latency("/a", "/b", 400, { medianTapToDomMs: 650.4, medianRounds: 1.5, medianNetworkRequests: 7 }),
        latency("/c", "/d", 150, { medianTapToDomMs: 351, medianRounds: 0 }),
      ],
    });
    expect(find(results, "navigation under latency, /a → /b (docs sidebar), 150 ms RTT, node, no CPU throttling: tap → h1")).toMatchObject({ status: "held", figure: "350 ms", limit: "≤ 350 ms" });
    expect(find(results, "navigation under latency, /a → /b (docs sidebar), 150 ms RTT, node, no CPU throttling: request rounds")).toMatchObject({ status: "held", figure: "1" });
    // 650.4 ms prints as 650 but is over the limit.
    expect(find(results, "navigation under latency, /a → /b (docs sidebar), 400 ms RTT, node, no CPU throttling: tap → h1")).toMatchObject({ status: "not held", limit: "≤ 650 ms" });
    expect(find(results, "navigation under latency, /a → /b (docs sidebar), 400 ms RTT, node, no CPU throttling: request rounds")).toMatchObject({ status: "not held", figure: "1.5" });
    expect(find(results, "navigation under latency, /a → /b (docs sidebar), 150 ms RTT, node, no CPU throttling: network requests")).toMatchObject({ status: "held", figure: "6", limit: "≤ 6" });
    expect(find(results, "navigation under latency, /a → /b (docs sidebar), 400 ms RTT, node, no CPU throttling: network requests")).toMatchObject({ status: "not held", figure: "7" });
    expect(find(results, "navigation under latency, /c → /d (docs sidebar), 150 ms RTT, node, no CPU throttling: tap → h1").status).toBe("not held");
    expect(find(results, "navigation under latency, /c → /d (docs sidebar), 150 ms RTT, node, no CPU throttling: request rounds").status).toBe("held");
  });

  it("judges each host × CPU cell of a pair on its own, with the same goals", () => {
    const results = evaluateBudgets({
      pages: [],
      navigationMs: null,
      build: null,
      latencyNavigation: [
        latency("/a", "/b", 150, { medianTapToDomMs: 340, medianRounds: 1, medianNetworkRequests: 3 }),
        latency("/a", "/b", 150, { host: "nginx-stock", cpuSlowdown: 4, medianTapToDomMs: 360, medianRounds: 1, medianNetworkRequests: 3 }),
        latency("/a", "/b", 150, { host: "nginx-project", cpuSlowdown: 4, medianTapToDomMs: 349, medianRounds: 2, medianNetworkRequests: 7 }),
      ],
    });
    expect(find(results, "navigation under latency, /a → /b (docs sidebar), 150 ms RTT, node, no CPU throttling: tap → h1").status).toBe("held");
    expect(find(results, "navigation under latency, /a → /b (docs sidebar), 150 ms RTT, nginx, stock config, 4x CPU: tap → h1")).toMatchObject({ status: "not held", limit: "≤ 350 ms" });
    expect(find(results, "navigation under latency, /a → /b (docs sidebar), 150 ms RTT, nginx, project config, 4x CPU: tap → h1").status).toBe("held");
    expect(find(results, "navigation under latency, /a → /b (docs sidebar), 150 ms RTT, nginx, project config, 4x CPU: request rounds").status).toBe("not held");
    expect(find(results, "navigation under latency, /a → /b (docs sidebar), 150 ms RTT, nginx, project config, 4x CPU: network requests")).toMatchObject({ status: "not held", limit: "≤ 6" });
    expect(results.filter((entry) => entry.budget.startsWith("navigation under latency"))).toHaveLength(9);
  });

  it("breaks both navigation-under-latency budgets when a tap reloaded the page, and does not pass what was not measured", () => {
    const reloaded = evaluateBudgets({
      pages: [],
      navigationMs: null,
      build: null,
      latencyNavigation: [latency("/a", "/b", 150, { runs: 4, medianTapToDomMs: 100, medianRounds: 0, fullPageLoads: 1, failures: ["the tap caused a full page load"] })],
    });
    expect(find(reloaded, "navigation under latency, /a → /b (docs sidebar), 150 ms RTT, node, no CPU throttling: tap → h1")).toMatchObject({ status: "not held", figure: "1/5 runs were full page loads" });
    expect(find(reloaded, "navigation under latency, /a → /b (docs sidebar), 150 ms RTT, node, no CPU throttling: request rounds").status).toBe("not held");

    const failed = evaluateBudgets({ pages: [], navigationMs: null, build: null, latencyNavigation: [latency("/a", "/b", 400, { runs: 0, failures: ["timeout"] })] });
    expect(find(failed, "navigation under latency, /a → /b (docs sidebar), 400 ms RTT, node, no CPU throttling: tap → h1")).toMatchObject({ status: "not measured", figure: "no successful run (timeout)" });
    expect(find(failed, "navigation under latency, /a → /b (docs sidebar), 400 ms RTT, node, no CPU throttling: request rounds").status).toBe("not measured");

    expect(find(evaluateBudgets({ pages: [], navigationMs: null, build: null }), "navigation under latency").status).toBe("not measured");
  });
});

function latency(from: string, to: string, rttMs: number, figures: Partial<LatencyNavigationSummary>): LatencyNavigationSummary {
  return {
    from,
    to,
    via: "docs sidebar",
    rttMs,
    host: "node",
    cpuSlowdown: 1,
    protocols: ["http/1.1"],
    runs: 5,
    failures: [],
    fullPageLoads: 0,
    medianTapToDomMs: null,
    medianTapToFrameMs: null,
    medianLastRequestToDomMs: null,
    medianRounds: null,
    medianNetworkRounds: null,
    medianNetworkRequests: null,
    results: [],
    ...figures,
  };
}

describe("editor budgets", () => {
  const editor = (figures: Partial<NonNullable<BudgetInput["editor"]>>) =>
    evaluateBudgets({ pages: [], navigationMs: null, build: null, editor: { skipped: null, runs: 3, keyToUpdateMs: null, requestsBeforeEdit: [], ...figures } });

  it("holds edit → updated demo at 300 ms and breaks it just over", () => {
    expect(find(editor({ keyToUpdateMs: 300 }), "edit → updated demo, 4x CPU, largest demo")).toMatchObject({ status: "held", figure: "300 ms", limit: "≤ 300 ms" });
    expect(find(editor({ keyToUpdateMs: 300.4 }), "edit → updated demo, 4x CPU, largest demo").status).toBe("not held");
    expect(find(editor({ keyToUpdateMs: null }), "edit → updated demo, 4x CPU, largest demo")).toMatchObject({ status: "not measured", figure: "no edit counted" });
  });

  it("breaks 'editor code before Edit' on any request of any run and names it", () => {
    expect(find(editor({}), "editor code before Edit")).toMatchObject({ status: "held", figure: "0 requests" });
    expect(find(editor({ requestsBeforeEdit: ["/assets/demo-editing-X.js", "/assets/demo-editing-X.js"] }), "editor code before Edit")).toMatchObject({
      status: "not held",
      figure: "2 requests: /assets/demo-editing-X.js",
    });
  });

  it("does not pass what was not measured", () => {
    const none = evaluateBudgets({ pages: [], navigationMs: null, build: null });
    expect(find(none, "edit → updated demo, 4x CPU, largest demo").status).toBe("not measured");
    expect(find(none, "editor code before Edit").status).toBe("not measured");
    expect(find(editor({ runs: 0 }), "editor code before Edit")).toMatchObject({ status: "not measured", figure: "no successful run" });
    expect(find(editor({ skipped: "no Edit button" }), "edit → updated demo, 4x CPU, largest demo")).toMatchObject({ status: "not measured", figure: "no Edit button" });
  });
});
