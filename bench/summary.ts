// From the raw runs of one page under one profile to the figures the bench reports: the median of
// each figure over the successful runs, plus what helps explain them (chunks, shift sources).
import { jsChunks, pathOf, type ChunkSize } from "./byte-accounting.ts";
import type { PageRun, PageRunResult } from "./cdp-metrics.ts";
import type { ProfileId } from "./profiles.ts";
import { maximum, medianOf } from "./stats.ts";

type Phase = "AtLoad" | "AtIdle";
type ByteKey = `${"html" | "js" | "css" | "all"}${"Encoded" | "Decoded"}${Phase}`;
export type FigureKey = "fcp" | "lcp" | "cls" | "tbt" | "ttfb" | "loadEvent" | `requests${Phase}` | ByteKey;
export type Figures = Record<FigureKey, number | null>;

const BYTE_KINDS = ["html", "js", "css", "all"] as const;
const PHASES = [
  ["AtLoad", "atLoad"],
  ["AtIdle", "atIdle"],
] as const;

export const FIGURE_KEYS: readonly FigureKey[] = [
  "fcp",
  "lcp",
  "cls",
  "tbt",
  "ttfb",
  "loadEvent",
  ...PHASES.flatMap(([suffix]) => [
    `requests${suffix}` as const,
    ...BYTE_KINDS.flatMap((kind) => [`${kind}Encoded${suffix}` as const, `${kind}Decoded${suffix}` as const]),
  ]),
];

export function runFigures(run: PageRun): Figures {
  const figures: Partial<Figures> = {
    fcp: run.fcp,
    lcp: run.lcp,
    cls: run.cls,
    tbt: run.tbt,
    ttfb: run.ttfb,
    loadEvent: run.loadEvent,
  };
  for (const [suffix, phase] of PHASES) {
    const totals = run.bytes[phase];
    figures[`requests${suffix}`] = totals.all.requests;
    for (const kind of BYTE_KINDS) {
      figures[`${kind}Encoded${suffix}`] = totals[kind].encoded;
      figures[`${kind}Decoded${suffix}`] = totals[kind].decoded;
    }
  }
  return figures as Figures;
}

export interface PageSummary {
  page: string;
  profile: ProfileId;
  runs: number;
  failures: string[];
  median: Figures;
  maxCls: number | null;
  maxTbt: number | null;
  /** The LCP element most runs reported. */
  lcpElement: string | null;
  /** Elements that moved in any run (layout-shift sources). */
  shiftSources: string[];
  jsAtLoad: ChunkSize[];
  jsAfterLoad: ChunkSize[];
  /** DocSearch requests seen in any run, with their size. */
  docsearch: { path: string; encoded: number }[];
  external: string[];
  notes: string[];
}

function mostFrequent(values: readonly (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

export function summarize(page: string, profile: ProfileId, results: readonly PageRunResult[]): PageSummary {
  const runs = results.filter((result): result is PageRun => result.ok);
  const figures = runs.map(runFigures);
  const median = Object.fromEntries(FIGURE_KEYS.map((key) => [key, medianOf(figures, (f) => f[key])])) as Figures;
  const docsearch = new Map<string, number>();
  for (const run of runs) {
    for (const request of run.requests) {
      if (run.docsearch.includes(request.url)) docsearch.set(pathOf(request.url), Math.max(docsearch.get(pathOf(request.url)) ?? 0, request.encodedBytes));
    }
  }
  return {
    page,
    profile,
    runs: runs.length,
    failures: results.flatMap((result) => (result.ok ? [] : [result.error])),
    median,
    maxCls: maximum(runs.map((run) => run.cls)),
    maxTbt: maximum(runs.flatMap((run) => (run.tbt === null ? [] : [run.tbt]))),
    lcpElement: mostFrequent(runs.map((run) => run.lcpElement)),
    shiftSources: [...new Set(runs.flatMap((run) => run.shifts.filter((shift) => !shift.hadRecentInput).flatMap((shift) => shift.sources)))],
    jsAtLoad: jsChunks(
      runs.map((run) => run.requests),
      "atLoad",
    ),
    jsAfterLoad: jsChunks(
      runs.map((run) => run.requests),
      "afterLoad",
    ),
    docsearch: [...docsearch.entries()].map(([path, encoded]) => ({ path, encoded })),
    external: [...new Set(runs.flatMap((run) => run.external))],
    notes: [...new Set(runs.flatMap((run) => run.notes))],
  };
}
