// The printed report: plain-text tables for a terminal or a CI log.
import type { ChunkSize } from "./byte-accounting.ts";
import type { BudgetResult } from "./budgets.ts";
import { GIB, KB, latencyNavigationBudgets } from "./budgets.ts";
import type { BuildTiming } from "./build-timing.ts";
import type { EditorResult } from "./editor-timing.ts";
import { EDIT_CPU_SLOWDOWN, EDIT_DEBOUNCE_MS, EDIT_TEXT, EDITS_PER_RUN } from "./editor-timing.ts";
import type { BriefRequest, NavigationRun } from "./client-navigation.ts";
import { HOST_DESCRIPTIONS, HOST_IDS, HOST_LABELS } from "./latency-hosts.ts";
import type { LatencyNavigationRun, LatencyNavigationSummary, TimedBrief } from "./navigation-latency.ts";
import { cpuLabel } from "./navigation-latency-pairs.ts";
import { PROFILES, type ProfileId } from "./profiles.ts";
import type { SearchResult } from "./search-timing.ts";
import { median } from "./stats.ts";
import type { PageSummary } from "./summary.ts";

/** Columns padded to their widest cell; figures ("12.3", "27/33", "0.000") right-aligned. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column > 0 && /^[\d.\/–-]+$/.test(cell) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join("  ")
      .trimEnd();
  return [line(headers), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)];
}

export const kb = (bytes: number | null) => (bytes === null ? "–" : (bytes / KB).toFixed(1));
const ms = (value: number | null) => (value === null ? "–" : Math.round(value).toString());
const pair = (a: number | null, b: number | null) => `${kb(a)}/${kb(b)}`;

export function pageTable(summaries: readonly PageSummary[], profile: ProfileId): string[] {
  const rows = summaries
    .filter((summary) => summary.profile === profile)
    .map((summary) => {
      const m = summary.median;
      return [
        summary.page,
        `${summary.runs}/${summary.runs + summary.failures.length}`,
        `${ms(m.requestsAtLoad)}/${ms(m.requestsAtIdle)}`,
        pair(m.htmlEncodedAtLoad, m.htmlDecodedAtLoad),
        pair(m.cssEncodedAtLoad, m.cssDecodedAtLoad),
        pair(m.jsEncodedAtLoad, m.jsDecodedAtLoad),
        pair(m.jsEncodedAtIdle, m.jsDecodedAtIdle),
        pair(m.allEncodedAtIdle, m.allDecodedAtIdle),
        ms(m.fcp),
        ms(m.lcp),
        m.cls === null ? "–" : m.cls.toFixed(3),
        ms(m.tbt),
      ];
    });
  return [
    `${PROFILES[profile].label} — medians; bytes in KB (1000 B) compressed/decoded; "load" = requests sent before the load event, "idle" = all requests by network idle; times in ms`,
    ...table(["page", "runs", "req load/idle", "HTML load", "CSS load", "JS load", "JS idle", "all idle", "FCP", "LCP", "CLS", "TBT"], rows),
  ];
}

/** One summary per page, from the unthrottled runs when there are some. */
function onePerPage(summaries: readonly PageSummary[]): PageSummary[] {
  const byPage = new Map<string, PageSummary>();
  for (const summary of summaries) {
    if (summary.runs === 0) continue;
    const current = byPage.get(summary.page);
    if (!current || (current.profile !== "unthrottled" && summary.profile === "unthrottled")) byPage.set(summary.page, summary);
  }
  return [...byPage.values()];
}

/** Chunks every page requested before load in every run: the floor no page can go under. */
export function sharedChunks(summaries: readonly PageSummary[]): Set<string> {
  const pages = onePerPage(summaries);
  if (pages.length < 2) return new Set();
  const always = (summary: PageSummary) => new Set(summary.jsAtLoad.filter((chunk) => chunk.seenIn === summary.runs).map((chunk) => chunk.path));
  const [first, ...rest] = pages.map(always);
  return new Set([...first!].filter((path) => rest.every((set) => set.has(path))));
}

export function chunkLists(summaries: readonly PageSummary[]): string[] {
  const pages = onePerPage(summaries);
  const shared = sharedChunks(summaries);
  const lines: string[] = [];
  const row = (chunk: ChunkSize, runs: number) => `  ${kb(chunk.encoded).padStart(6)} KB  ${chunk.path}${chunk.seenIn < runs ? `  (${chunk.seenIn}/${runs} runs)` : ""}`;
  const total = (chunks: readonly ChunkSize[]) => kb(chunks.reduce((sum, chunk) => sum + chunk.encoded, 0));
  if (shared.size > 0) {
    const sharedList = pages[0]!.jsAtLoad.filter((chunk) => shared.has(chunk.path));
    lines.push(`Requested before load on every page (${total(sharedList)} KB):`, ...sharedList.map((chunk) => row(chunk, pages[0]!.runs)));
  }
  for (const summary of pages) {
    const own = summary.jsAtLoad.filter((chunk) => !shared.has(chunk.path));
    lines.push(`${summary.page}: ${own.length === 0 ? "nothing else" : `${total(own)} KB more`} before load${summary.jsAfterLoad.length > 0 ? `, ${total(summary.jsAfterLoad)} KB after load by network idle` : ""}`);
    lines.push(...own.map((chunk) => row(chunk, summary.runs)));
    if (summary.jsAfterLoad.length > 0) lines.push("  after load:", ...summary.jsAfterLoad.map((chunk) => row(chunk, summary.runs)));
  }
  return lines;
}

export function navigationLines(runs: readonly NavigationRun[], errors: readonly string[], medianDom: number | null, medianFrame: number | null): string[] {
  const lines = [`click → new h1 in the DOM: median ${ms(medianDom)} ms; → next frame: median ${ms(medianFrame)} ms (${runs.length} runs: ${runs.map((run) => Math.round(run.clickToFrameMs)).join(", ")})`];
  const first = runs[0];
  if (first) {
    lines.push(`  prefetched on hover: ${first.prefetched.map((request) => `${request.path} (${kb(request.encoded)} KB)`).join(", ") || "nothing"}`);
    const how = (request: BriefRequest) => (request.fromCache ? "from cache" : request.status === 304 ? "304" : `${kb(request.encoded)} KB`);
    lines.push(`  requested after the click: ${first.afterClick.map((request) => `${request.path} (${how(request)})`).join(", ") || "nothing"}`);
  }
  for (const error of errors) lines.push(`  failed run: ${error}`);
  return lines;
}

/** The run in the middle when sorted by `key` (the lower middle of an even count). */
function middleRun<T>(runs: readonly T[], key: (run: T) => number): T | undefined {
  return [...runs].sort((a, b) => key(a) - key(b))[Math.floor((runs.length - 1) / 2)];
}

const okRuns = (summary: LatencyNavigationSummary) => summary.results.filter((result): result is LatencyNavigationRun => result.ok);

/** The table of navigation under latency, then the requests of each cell's median run with their round. */
export function latencyNavigationLines(summaries: readonly LatencyNavigationSummary[]): string[] {
  const short = { held: "held", "not held": "NOT HELD", "not measured": "–" } as const;
  const rows = summaries.map((summary) => {
    const [time, rounds, requests] = latencyNavigationBudgets(summary);
    return [
      `${summary.from} → ${summary.to} (${summary.via})`,
      HOST_LABELS[summary.host],
      `${summary.rttMs}`,
      `${summary.cpuSlowdown}x`,
      `${summary.runs}/${summary.runs + summary.failures.length}`,
      ms(summary.medianTapToDomMs),
      ms(summary.medianLastRequestToDomMs),
      summary.medianRounds === null ? "–" : `${summary.medianRounds}`,
      summary.medianNetworkRounds === null ? "–" : `${summary.medianNetworkRounds}`,
      `${short[time.status]} (${time.limit})`,
      `${short[rounds.status]} (${rounds.limit})`,
      summary.medianNetworkRequests === null ? "–" : `${summary.medianNetworkRequests}`,
      `${short[requests.status]} (${requests.limit})`,
    ];
  });
  const lines = table(["pair (tapped via)", "host", "RTT ms", "cpu", "runs", "tap→h1 ms", "last req→h1", "rounds", "net rounds", "time goal", "rounds goal", "net requests", "requests goal"], rows);
  for (const summary of summaries) {
    const run = middleRun(okRuns(summary), (candidate) => candidate.tapToDomMs);
    const cell = `${summary.from} → ${summary.to} at ${summary.rttMs} ms RTT, ${HOST_LABELS[summary.host]}, ${cpuLabel(summary.cpuSlowdown)}`;
    lines.push(`${cell}${run ? `, run of ${Math.round(run.tapToDomMs)} ms (${run.effectiveType ?? "no"} effectiveType):` : ":"}`);
    if (run) {
      const how = (request: { fromCache: boolean; encoded: number; status: number | null }) => (request.fromCache ? "cache" : request.status === 304 ? "304" : `${kb(request.encoded)} KB`);
      const before = run.beforeTap.filter((request) => !request.fromCache);
      if (run.linkTopBeforeScrollPx !== null && run.linkTopBeforeScrollPx >= run.viewportHeight) {
        lines.push(`  the link was ${run.linkTopBeforeScrollPx} px from the top of a ${run.viewportHeight} px viewport: scrolled to before the tap`);
      }
      lines.push(`  sent after the load event, before the tap (idle prefetch, demos, the drawer): ${before.map((request) => `${request.path} (${kb(request.encoded)} KB)`).join(", ") || "nothing"}`);
      if (run.hoverEvents.length > 0) lines.push(`  fired on the link by the tap itself, just before its click: ${run.hoverEvents.join(", ")}`);
      for (const request of run.requests) lines.push(`  round ${request.round}: ${request.path} (${how(request)}, ${Math.round(request.startMs)}→${request.endMs === null ? "…" : Math.round(request.endMs)} ms)`);
      if (run.requests.length === 0) lines.push("  no request between the tap and the new h1");
      if (run.browserIconFetches.length > 0) lines.push(`  left out: the browser's refetch of ${run.browserIconFetches.map((request) => request.path).join(", ")} on the URL change`);
      if (run.afterH1.length > 0) lines.push(`  after the h1: ${run.afterH1.map((request) => `${request.path} (${how(request)})`).join(", ")}`);
    }
    for (const failure of summary.failures) lines.push(`  failed run: ${failure}`);
  }
  return lines;
}

/** A request the new h1 waited for, with the bytes the network carried for it and when. */
interface WaitedRequest extends TimedBrief {
  /** "tap": sent after the tap; "prefetch": answered from the cache, fetched after the from page's
   * load event and before the tap (idle prefetch). */
  fetched: "tap" | "prefetch";
}

/**
 * What the new h1 waited for, as the network saw it: the requests sent after the tap, plus, for
 * those the cache answered, the earlier fetch of the same URL between the load event and the tap.
 * Cache hits on what the from page loaded before its load event cost the tap nothing and are left
 * out.
 */
export function waitedRequests(run: LatencyNavigationRun): WaitedRequest[] {
  return run.requests.flatMap((request): WaitedRequest[] => {
    if (!request.fromCache) return [{ ...request, fetched: "tap" }];
    const earlier = run.beforeTap.findLast((candidate) => candidate.path === request.path && !candidate.fromCache);
    return earlier ? [{ ...earlier, fetched: "prefetch" }] : [];
  });
}

const bytesOf = (requests: readonly WaitedRequest[]) => requests.reduce((sum, request) => sum + request.encoded, 0);

/**
 * Per host, per pair: the bytes the new h1 waited for, as the network saw them (encoded bodies;
 * see waitedRequests), median over the pair's runs at every RTT and CPU; then those requests in
 * the run nearest that median, with the MIME type and the encoding they were sent with. A host
 * that does not compress a file (the stock host's `.data`, sent as application/octet-stream) shows
 * here, whether the file came after the tap or from an idle prefetch before it.
 */
export function waitedBytesLines(summaries: readonly LatencyNavigationSummary[]): string[] {
  const lines: string[] = [];
  for (const host of HOST_IDS) {
    const ofHost = summaries.filter((summary) => summary.host === host);
    if (ofHost.length === 0) continue;
    const protocols = [...new Set(ofHost.flatMap((summary) => summary.protocols))];
    lines.push(`${HOST_LABELS[host]} (${HOST_DESCRIPTIONS[host]}) — seen over ${protocols.join(", ") || "no protocol"}:`);
    for (const label of [...new Set(ofHost.map((summary) => `${summary.from} → ${summary.to}`))]) {
      const runs = ofHost.filter((summary) => `${summary.from} → ${summary.to}` === label).flatMap(okRuns);
      const total = median(runs.map((run) => bytesOf(waitedRequests(run))));
      if (total === null) {
        lines.push(`  ${label}: no successful run`);
        continue;
      }
      const afterTap = median(runs.map((run) => bytesOf(waitedRequests(run).filter((request) => request.fetched === "tap"))))!;
      const run = [...runs].sort((a, b) => Math.abs(bytesOf(waitedRequests(a)) - total) - Math.abs(bytesOf(waitedRequests(b)) - total))[0]!;
      const requests = waitedRequests(run);
      lines.push(`  ${label}: ${kb(total)} KB, ${kb(afterTap)} KB of it after the tap (medians of ${runs.length} runs); a run of ${kb(bytesOf(requests))} KB:`);
      for (const request of requests) {
        const when = request.fetched === "tap" ? "after the tap" : "prefetched before the tap, from the cache at the tap";
        lines.push(`    ${kb(request.encoded).padStart(6)} KB  ${request.path}  ${request.mimeType ?? "no type"}, ${request.contentEncoding ?? "not compressed"}, ${request.protocol ?? "?"}, ${when}`);
      }
      if (requests.length === 0) lines.push("    nothing: the h1 needed no request, or only what the from page loaded before its load event");
    }
  }
  return lines;
}

export function searchLines(search: SearchResult, medians: { openToFirstHit: number | null; firstKeyToFirstHit: number | null; openToInput: number | null; keyToResults: number | null }): string[] {
  const lines = search.index.length === 0 ? ["index: no assets/search-index*.json in the build"] : search.index.map((file) => `index ${file.file}: ${kb(file.raw)} KB raw, ${kb(file.br)} KB br, ${kb(file.gz)} KB gzip`);
  if (search.skipped) lines.push(`query time: skipped — ${search.skipped}`);
  else if (search.runs.length > 0) {
    lines.push(
      `Ctrl+K → input ${ms(medians.openToInput)} ms; Ctrl+K → first hit ${ms(medians.openToFirstHit)} ms (typing included); first key → first hit ${ms(medians.firstKeyToFirstHit)} ms; keystroke → results with the index loaded ${medians.keyToResults === null ? "–" : medians.keyToResults.toFixed(1)} ms (medians of ${search.runs.length})`,
    );
    const fetched = search.runs[0]!.fetchedOnOpen;
    lines.push(`  fetched on open: ${fetched.map((request) => `${request.path} (${kb(request.encoded)} KB)`).join(", ") || "nothing"}`);
  }
  for (const error of search.errors) lines.push(`  failed run: ${error}`);
  return lines;
}

export function editorLines(editor: EditorResult, medians: { clickToRunning: number | null; fetchedOnEdit: number | null; keyToUpdate: number | null }): string[] {
  if (editor.skipped) return [`skipped — ${editor.skipped}`];
  const lines = [`demo ${editor.demo} (the largest in app/demos, ${kb(editor.demoBytes)} KB of source) on ${editor.page}, ${editor.runs.length} runs`];
  if (editor.runs.length > 0) {
    const edits = editor.runs.flatMap((run) => run.edits);
    const before = editor.runs.flatMap((run) => run.editorRequestsBeforeEdit);
    const gaps = edits.map((edit) => edit.maxKeyGapMs);
    const appended = median(edits.flatMap((edit) => (edit.keyToAppendMs === null ? [] : [edit.keyToAppendMs])));
    const partial = edits.filter((edit) => edit.partialRuns > 0).length;
    lines.push(
      `Edit → demo running from the editor: ${ms(medians.clickToRunning)} ms (cold cache, unthrottled); fetched on Edit: ${kb(medians.fetchedOnEdit)} KB compressed (medians)`,
      `last keystroke → updated demo on screen, ${EDIT_CPU_SLOWDOWN}x CPU: ${ms(medians.keyToUpdate)} ms (median of the runs' medians of ${EDITS_PER_RUN} edits: ${editor.runs.map((run) => ms(run.keyToUpdateMs)).join(", ")})`,
      `  of it: the ${EDIT_DEBOUNCE_MS} ms debounce; last keystroke → the new render appended, still hidden (compiled, evaluated) ${ms(appended)} ms (median of the edits)`,
      `  typing "${EDIT_TEXT}" at ${EDIT_CPU_SLOWDOWN}x CPU: keydowns up to ${ms(Math.max(...gaps))} ms apart; ${partial} of ${edits.length} edits ran a partial text first`,
      `editor requests before Edit: ${before.length}${before.length > 0 ? ` (${[...new Set(before)].join(", ")})` : ""}`,
    );
    if (editor.runs.some((run) => run.frameOutOfProcess)) lines.push("  the sandbox frame ran out of process and was throttled on its own; the compile worker ran at full speed (Chromium slows a renderer's main thread only)");
    const fetched = editor.runs[0]!.fetchedOnEdit;
    const how = (request: (typeof fetched)[number]) => (request.status === null ? "no answer" : `${request.status === 200 ? "" : `${request.status}, `}${kb(request.encoded)} KB`);
    lines.push(`  fetched on Edit (first run): ${fetched.map((request) => `${request.path} (${how(request)})`).join(", ") || "nothing"}`);
  }
  for (const error of editor.errors) lines.push(`  failed run: ${error}`);
  return lines;
}

export function buildLines(build: BuildTiming): string[] {
  const gib = (bytes: number | null) => (bytes === null ? "–" : `${(bytes / GIB).toFixed(2)} GiB`);
  return [
    build.note,
    ...table(
      ["build", "result", "wall", "max RSS (largest process)", "peak RSS (process tree, sampled)"],
      build.runs.map((run) => [run.label, run.ok ? "ok" : `exit ${run.exitCode}`, `${run.wallSeconds.toFixed(1)} s`, gib(run.maxRssBytes), gib(run.peakTreeRssBytes)]),
    ),
  ];
}

export function budgetLines(results: readonly BudgetResult[]): string[] {
  const mark = { held: "✓ held", "not held": "✗ NOT HELD", "not measured": "– not measured" } as const;
  return table(
    ["budget", "status", "figure", "limit"],
    results.map((result) => [result.budget, mark[result.status], result.figure, result.limit]),
  );
}
