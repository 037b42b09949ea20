// `npm run bench`: the performance benchmark of issue 8. See bench/README.md for what is measured
// and how each figure is defined.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createStaticServer } from "../server/create-server.ts";
import { BrowserHost, closedPort, withTimeout } from "./browser.ts";
import { evaluateBudgets } from "./budgets.ts";
import { measureBuild, type BuildTiming } from "./build-timing.ts";
import { measureColdLoad, type PageRunResult } from "./cdp-metrics.ts";
import { measureClientNavigation, NAVIGATION_FROM, NAVIGATION_TO, type NavigationRun } from "./client-navigation.ts";
import { findDemoPages } from "./demo-pages.ts";
import { findEditorTarget, measureEditor, type EditorResult } from "./editor-timing.ts";
import { startLatencyHosts, type StartedHosts } from "./latency-host-setup.ts";
import { EXPECTED_PROTOCOL, HOST_DESCRIPTIONS, HOST_LABELS, isNginxHost, type LatencyHost } from "./latency-hosts.ts";
import { measureNavigationUnderLatency, type LatencyNavigationSummary } from "./navigation-latency.ts";
import { NAVIGATION_PAIRS, NAVIGATION_RTTS_MS, selectPairs } from "./navigation-latency-pairs.ts";
import { parseOptions, UsageError, USAGE, type BenchOptions } from "./options.ts";
import { PROFILES, type ProfileId } from "./profiles.ts";
import { budgetLines, buildLines, chunkLists, editorLines, latencyNavigationLines, navigationLines, pageTable, searchLines, waitedBytesLines } from "./report.ts";
import { measureSearch, SEARCH_PAGE, type SearchResult } from "./search-timing.ts";
import { indexedRoutes, measureRelevance, relevanceLines, type RelevanceResult } from "./search-relevance/measure.ts";
import { copySite, missingFiles, nginxConfigFor, uncompressedAssets, type SiteCopy } from "./site-copy.ts";
import { medianOf } from "./stats.ts";
import { summarize, type PageSummary } from "./summary.ts";
import { checkTlsCache, type TlsCacheCheck } from "./tls-cache-check.ts";

const REPO_ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS_DIR = path.join(REPO_ROOT, "bench-results");
/** Nothing in a run may take longer than this; past it the process ends (exit 3). */
const HARD_LIMIT_MS = 30 * 60_000;
/** …plus this much per run of navigation under latency (pairs × RTTs × hosts × CPUs × runs). */
const HARD_LIMIT_PER_LATENCY_RUN_MS = 20_000;
const ATTEMPTS = 3;

interface RawPageRuns {
  page: string;
  profile: ProfileId;
  runs: PageRunResult[];
}

export interface BenchResults {
  version: 1;
  startedAt: string;
  finishedAt: string;
  options: BenchOptions;
  environment: Record<string, string | number | null>;
  build: BuildTiming | null;
  pages: PageSummary[];
  navigation: { from: string; to: string; medianClickToDomMs: number | null; medianClickToFrameMs: number | null; runs: NavigationRun[]; errors: string[] } | null;
  search: (SearchResult & { medians: Record<string, number | null> }) | null;
  relevance: RelevanceResult | null;
  editor: (EditorResult & { medians: { clickToRunning: number | null; fetchedOnEdit: number | null; keyToUpdate: number | null } }) | null;
  /** Navigation under latency: one summary per page pair, RTT, host and CPU slowdown, raw runs included. */
  latencyNavigation: LatencyNavigationSummary[] | null;
  /** The hosts it was measured on, with the h2 + cache self-check of the TLS ones. */
  latencyHosts: (LatencyHost & { check: TlsCacheCheck | null })[] | null;
  budgets: ReturnType<typeof evaluateBudgets>;
  notes: string[];
  raw: RawPageRuns[];
}

const log = (line: string) => console.log(`[bench] ${line}`);

function gitDescription(): string | null {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: REPO_ROOT, encoding: "utf8", timeout: 10_000 }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: REPO_ROOT, encoding: "utf8", timeout: 10_000 }).trim() !== "";
    return dirty ? `${head} (working tree modified)` : head;
  } catch {
    return null;
  }
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Confirms the browser cannot reach anything but loopback before measuring anything. */
async function checkNetworkClosed(host: BrowserHost, baseUrl: string): Promise<string | null> {
  const result = await host.attempt("checking the network is closed", { attempts: 2, boundMs: 30_000 }, async (browser) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/robots.txt`, { timeout: 15_000 });
      return await page.evaluate(() =>
        fetch("http://93.184.215.14/", { mode: "no-cors" }).then(
          () => "an IP-literal request went through",
          () => null,
        ),
      );
    } finally {
      await withTimeout(context.close(), 10_000, "closing the context").catch(() => {});
    }
  });
  return result.ok ? result.value : `could not check: ${result.error}`;
}

async function measurePages(options: BenchOptions, results: BenchResults): Promise<void> {
  if (options.demoPages) {
    options = { ...options, pages: findDemoPages(options.root ? path.resolve(options.root) : path.join(REPO_ROOT, "build/client")) };
    results.notes.push(`--demo-pages: ${options.pages.length} pages with a live demo`);
  }
  const latencyPairs = selectPairs(NAVIGATION_PAIRS, options.pairs);
  // Found in the build before it is copied, so the copy is checked for the editor's page too.
  const editorTarget = options.editor ? findEditorTarget(path.join(REPO_ROOT, "app/demos"), options.root ? path.resolve(options.root) : path.join(REPO_ROOT, "build/client")) : null;
  const routes = [
    ...new Set([
      ...options.pages,
      ...(options.navigation ? [NAVIGATION_FROM, NAVIGATION_TO] : []),
      ...(options.search ? [SEARCH_PAGE] : []),
      ...(options.relevance ? ["/"] : []),
      ...(editorTarget && typeof editorTarget !== "string" ? [editorTarget.page] : []),
      ...(options.latencyNavigation ? latencyPairs.flatMap((pair) => [pair.from, pair.to]) : []),
    ]),
  ];
  let site: SiteCopy;
  if (options.root) {
    const dir = path.resolve(options.root);
    const missing = missingFiles(dir, routes);
    if (missing.length > 0) results.notes.push(`--root ${dir} lacks: ${missing.join(", ")}`);
    const uncompressed = uncompressedAssets(dir);
    if (uncompressed.length > 0) results.notes.push(`--root ${dir}: ${uncompressed.length} assets have no fresh .br sibling and are sent uncompressed (${uncompressed.slice(0, 5).join(", ")}…)`);
    site = { dir, builtAt: "", nginxConfig: nginxConfigFor(dir), remove: () => {} };
  } else {
    log("copying build/client to a private folder…");
    site = await copySite(path.join(REPO_ROOT, "build/client"), routes, log);
  }
  results.environment.servedRoot = options.root ? site.dir : `copy of build/client (built ${site.builtAt})`;

  const serverErrors: string[] = [];
  const server = createStaticServer({ root: site.dir, onError: (error) => serverErrors.push(error instanceof Error ? error.message : String(error)) });
  let latencyHosts: StartedHosts | null = null;
  let browserHost: BrowserHost | null = null;
  const cleanup = async () => {
    await browserHost?.close();
    await latencyHosts?.stop();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    site.remove();
  };
  process.once("SIGINT", () => void cleanup().finally(() => process.exit(130)));
  process.once("SIGTERM", () => void cleanup().finally(() => process.exit(143)));

  try {
    const baseUrl = await listen(server);
    // The nginx hosts and their certificate come first: the browser is launched trusting its key.
    latencyHosts = options.latencyNavigation ? await startLatencyHosts(options.hosts, site, baseUrl, log) : null;
    results.notes.push(...(latencyHosts?.notes ?? []));
    results.environment.nginx = latencyHosts?.nginxVersion ?? null;
    const host = new BrowserHost(await closedPort(), latencyHosts?.trustedSpki ?? []);
    browserHost = host;
    results.environment.chromium = (await host.get()).version();
    const leak = await checkNetworkClosed(host, baseUrl);
    if (leak) results.notes.push(`network isolation: ${leak}`);

    for (const profileId of options.profiles) {
      const profile = PROFILES[profileId];
      const raw = options.pages.map((page): RawPageRuns => ({ page, profile: profileId, runs: [] }));
      results.raw.push(...raw);
      // Pages interleaved run by run, so a burst of load on the shared machine hits all of them.
      for (let run = 1; run <= options.runs; run++) {
        for (const entry of raw) {
          const result = await measureColdLoad(host, baseUrl + entry.page, profile, ATTEMPTS);
          entry.runs.push(result);
          log(
            result.ok
              ? `${profile.label} ${entry.page} run ${run}/${options.runs}: JS ${(result.bytes.atLoad.js.encoded / 1000).toFixed(1)} KB at load, FCP ${Math.round(result.fcp ?? -1)} ms, LCP ${Math.round(result.lcp ?? -1)} ms, TBT ${Math.round(result.tbt ?? -1)} ms`
              : `${profile.label} ${entry.page} run ${run}/${options.runs}: FAILED after ${result.attempts} attempts: ${result.error}`,
          );
        }
      }
      results.pages.push(...raw.map((entry) => summarize(entry.page, entry.profile, entry.runs)));
    }

    if (options.navigation) {
      log(`client-side navigation ${NAVIGATION_FROM} → ${NAVIGATION_TO} (${options.runs} runs)…`);
      const navigation = await measureClientNavigation(host, baseUrl, options.runs);
      results.navigation = {
        from: NAVIGATION_FROM,
        to: NAVIGATION_TO,
        medianClickToDomMs: medianOf(navigation.runs, (run) => run.clickToDomMs),
        medianClickToFrameMs: medianOf(navigation.runs, (run) => run.clickToFrameMs),
        ...navigation,
      };
    }

    if (options.search) {
      log(`search (${options.runs} runs)…`);
      const search = await measureSearch(host, baseUrl, site.dir, options.runs);
      results.search = {
        ...search,
        medians: {
          openToInput: medianOf(search.runs, (run) => run.openToInputMs),
          openToFirstHit: medianOf(search.runs, (run) => run.openToFirstHitMs),
          firstKeyToFirstHit: medianOf(search.runs, (run) => run.firstKeyToFirstHitMs),
          keyToResults: medianOf(search.runs, (run) => run.keyToResultsMs),
        },
      };
    }

    if (options.relevance) {
      log("search relevance: our dialog and Pagefind, on the same pages…");
      results.relevance = await measureRelevance(host, baseUrl, site.dir, indexedRoutes(site.dir), log);
    }

    if (editorTarget) {
      log(`demo editor (${options.runs} runs)…`);
      const editor = await measureEditor(host, baseUrl, editorTarget, options.runs);
      results.editor = {
        ...editor,
        medians: {
          clickToRunning: medianOf(editor.runs, (run) => run.clickToRunningMs),
          fetchedOnEdit: medianOf(editor.runs, (run) => run.fetchedOnEdit.reduce((sum, request) => sum + request.encoded, 0)),
          keyToUpdate: medianOf(editor.runs, (run) => run.keyToUpdateMs),
        },
      };
    }

    if (latencyHosts) {
      // A TLS host is measured only once the page came over h2 and kept its HTTP cache.
      const measured: LatencyHost[] = [];
      results.latencyHosts = [];
      for (const latencyHost of latencyHosts.hosts) {
        const check = isNginxHost(latencyHost.id) ? await checkTlsCache(host, latencyHost) : null;
        results.latencyHosts.push({ ...latencyHost, check });
        if (check) log(`${HOST_LABELS[latencyHost.id]}: ${check.ok ? "" : "CHECK FAILED: "}${check.detail}`);
        if (check && !check.ok) results.notes.push(`${HOST_LABELS[latencyHost.id]} was not measured: ${check.detail}`);
        else measured.push(latencyHost);
      }
      log(
        `navigation under latency: ${latencyPairs.length} pairs at ${NAVIGATION_RTTS_MS.join(" and ")} ms RTT on ${measured.map((entry) => HOST_LABELS[entry.id]).join(" / ")}, CPU ${options.navCpu.map((cpu) => `${cpu}x`).join(" and ")}, tapped without hover (${options.runs} runs)…`,
      );
      results.latencyNavigation = await measureNavigationUnderLatency(host, { hosts: measured, pairs: latencyPairs, cpuSlowdowns: options.navCpu, runs: options.runs }, log);
      for (const id of new Set(results.latencyNavigation.map((summary) => summary.host))) {
        const seen = [...new Set(results.latencyNavigation.filter((summary) => summary.host === id).flatMap((summary) => summary.protocols))];
        if (seen.some((protocol) => protocol !== EXPECTED_PROTOCOL[id])) results.notes.push(`${HOST_LABELS[id]}: requests came over ${seen.join(", ")}, not only ${EXPECTED_PROTOCOL[id]}`);
      }
    }
  } finally {
    await cleanup();
    if (serverErrors.length > 0) results.notes.push(`server errors: ${[...new Set(serverErrors)].join("; ")}`);
  }
}

function printReport(results: BenchResults): void {
  const out: string[] = [""];
  const env = results.environment;
  out.push(`headless-tree docs bench — ${[results.startedAt, env.git ?? "no git", env.servedRoot].filter(Boolean).join(", ")}`);
  out.push([env.chromium ? `Chromium ${env.chromium}` : null, `Node ${env.node}`, `${env.cpus} cores`, `load average ${env.loadAtStart} → ${env.loadAtEnd}`].filter(Boolean).join(", "));
  for (const profile of results.options.profiles) {
    if (!results.pages.some((summary) => summary.profile === profile)) continue;
    out.push("", ...pageTable(results.pages, profile));
  }
  if (results.pages.length > 0) out.push("", "Biggest JS at load (compressed), per page:", ...chunkLists(results.pages));
  if (results.navigation) {
    out.push("", `Client-side navigation ${results.navigation.from} → ${results.navigation.to} after hover prefetch:`);
    out.push(...navigationLines(results.navigation.runs, results.navigation.errors, results.navigation.medianClickToDomMs, results.navigation.medianClickToFrameMs));
  }
  if (results.latencyNavigation) {
    out.push("", "Navigation under latency — tap without hover, cold cache then cache on; slow-4G bandwidth, the RTT as per-request latency, the CPU slowdown in the cpu column; medians.");
    for (const entry of results.latencyHosts ?? []) {
      const check = entry.check ? ` — ${entry.check.ok ? "checked" : "CHECK FAILED"}: ${entry.check.detail}` : "";
      out.push(`  ${HOST_LABELS[entry.id]}: ${HOST_DESCRIPTIONS[entry.id]}, ${entry.baseUrl}${check}`);
    }
    out.push(...latencyNavigationLines(results.latencyNavigation));
    out.push("", "Bytes the new h1 waited for, per host (bodies encoded as on the wire; a request the cache answered counts its fetch between the load event and the tap):", ...waitedBytesLines(results.latencyNavigation));
  }
  if (results.relevance) out.push("", ...relevanceLines(results.relevance));
  if (results.search) {
    const m = results.search.medians;
    out.push("", "Search:", ...searchLines(results.search, { openToInput: m.openToInput ?? null, openToFirstHit: m.openToFirstHit ?? null, firstKeyToFirstHit: m.firstKeyToFirstHit ?? null, keyToResults: m.keyToResults ?? null }));
  }
  if (results.editor) out.push("", "Editor:", ...editorLines(results.editor, results.editor.medians));
  if (results.build) out.push("", "Full build (npm run build):", ...buildLines(results.build));
  // The budgets are about speed and bytes; a relevance run measures none of them.
  if (!results.options.relevanceOnly) out.push("", "Budgets:", ...budgetLines(results.budgets));

  const pageNotes = results.pages.flatMap((summary) => [
    ...summary.failures.map((failure) => `${summary.page} (${summary.profile}): failed run: ${failure}`),
    ...summary.notes.map((note) => `${summary.page} (${summary.profile}): ${note}`),
    ...(summary.external.length > 0 ? [`${summary.page}: requests leaving 127.0.0.1 (blocked): ${summary.external.join(", ")}`] : []),
    ...(summary.shiftSources.length > 0 ? [`${summary.page} (${summary.profile}): layout shifts moved ${summary.shiftSources.join("; ")}`] : []),
    ...(summary.profile === "throttled" && summary.lcpElement ? [`${summary.page}: LCP element ${summary.lcpElement}`] : []),
  ]);
  const notes = [...results.notes, ...pageNotes];
  if (notes.length > 0) out.push("", "Notes:", ...notes.map((note) => `- ${note}`));
  console.log(out.join("\n"));
}

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const latencyPairs = selectPairs(NAVIGATION_PAIRS, options.pairs);
  if (options.latencyNavigation && latencyPairs.length === 0) {
    console.error(`--pairs ${options.pairs.join(",")} matches none of: ${NAVIGATION_PAIRS.map((pair) => `${pair.from} → ${pair.to}`).join(", ")}\n\n${USAGE}`);
    return 2;
  }
  const latencyRuns = options.latencyNavigation ? latencyPairs.length * NAVIGATION_RTTS_MS.length * options.hosts.length * options.navCpu.length * options.runs : 0;
  const hardLimitMs = HARD_LIMIT_MS + (options.build ? 20 * 60_000 : 0) + latencyRuns * HARD_LIMIT_PER_LATENCY_RUN_MS;
  setTimeout(() => {
    console.error(`[bench] still running after ${Math.round(hardLimitMs / 60_000)} min: giving up.`);
    process.exit(3);
  }, hardLimitMs).unref();

  mkdirSync(RESULTS_DIR, { recursive: true });
  const startedAt = new Date();
  const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
  const load = () => os.loadavg().map((value) => value.toFixed(2)).join(" ");
  const results: BenchResults = {
    version: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: "",
    options,
    environment: { git: gitDescription(), node: process.versions.node, cpus: os.cpus().length, loadAtStart: load(), loadAtEnd: null, chromium: null, nginx: null, servedRoot: null },
    build: null,
    pages: [],
    navigation: null,
    search: null,
    relevance: null,
    editor: null,
    latencyNavigation: null,
    latencyHosts: null,
    budgets: [],
    notes: [],
    raw: [],
  };
  if (os.loadavg()[0]! > os.cpus().length * 1.5) results.notes.push(`the machine was busy at the start (load average ${load()}): timings are inflated`);

  let exitCode = 0;
  try {
    if (options.build) {
      log("timing the full build: cold (rm -rf .cache app/generated build), then warm");
      results.build = await measureBuild(REPO_ROOT, RESULTS_DIR, stamp, log);
    }
    if (options.pagesAndScenarios) await measurePages(options, results);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[bench] ${message}`);
    results.notes.push(`aborted: ${message}`);
    exitCode = 1;
  }

  results.environment.loadAtEnd = load();
  results.finishedAt = new Date().toISOString();
  const cold = results.build?.runs.find((run) => run.label === "cold" && run.ok);
  const warm = results.build?.runs.find((run) => run.label === "warm" && run.ok);
  const rssOf = (run: typeof cold) => (run ? (run.maxRssBytes ?? run.peakTreeRssBytes) : null);
  const rss = [rssOf(cold), rssOf(warm)].filter((value): value is number => value !== null);
  results.budgets = evaluateBudgets({
    pages: results.pages,
    navigationMs: results.navigation?.medianClickToFrameMs ?? null,
    latencyNavigation: results.latencyNavigation,
    editor: results.editor && {
      skipped: results.editor.skipped,
      runs: results.editor.runs.length,
      keyToUpdateMs: results.editor.medians.keyToUpdate,
      requestsBeforeEdit: results.editor.runs.flatMap((run) => run.editorRequestsBeforeEdit),
    },
    build: results.build ? { coldSeconds: cold?.wallSeconds ?? null, warmSeconds: warm?.wallSeconds ?? null, peakRssBytes: rss.length > 0 ? Math.max(...rss) : null } : null,
  });
  printReport(results);
  const file = path.join(RESULTS_DIR, `bench-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWritten ${path.relative(process.cwd(), file)} (${Math.round((Date.now() - startedAt.getTime()) / 1000)} s)`);
  if (results.pages.length > 0 && results.pages.every((summary) => summary.runs === 0)) exitCode = 1;
  if (results.pages.length === 0 && results.latencyNavigation && results.latencyNavigation.every((summary) => summary.runs === 0)) exitCode = 1;
  return exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
