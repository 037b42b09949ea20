// `npm run bench` (or `-- --relevance-only`): every question of questions.json asked of the site's search
// dialog and of Pagefind on the same pages, in the same run; scored per half (tuning, held-out).
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import type { BrowserHost } from "../browser.ts";
import { table } from "../report.ts";
import { searchIndexSizes } from "../search-timing.ts";
import { KEEP_NAMES_HELPER } from "../cdp-metrics.ts";
import { maximum, median, percentile } from "../stats.ts";
import { CPU_SLOWDOWN, PAGEFIND_SHOWN, oursFirstQueryFiles, oursLastKeyMs, pagefindFirstQueryFiles, pagefindLastKeyMs, throttleCpu, type FetchedFile } from "./engine-costs.ts";
import { indexWithPagefind, openDialog, openPagefind } from "./engines.ts";
import { kbLabel, percent, relevanceGoals, scoreQuestion, splitOf, summarize, type CostFigures, type Question, type QuestionScore, type ShownLink, type Split, type Summary } from "./score.ts";

export const QUESTIONS_FILE = path.join(import.meta.dirname, "questions.json");

export function readQuestions(file = QUESTIONS_FILE): Question[] {
  return JSON.parse(readFileSync(file, "utf8")) as Question[];
}

/** The pages the site's search index holds (its records' URLs), read from the built index under `siteDir`. */
export function indexedRoutes(siteDir: string): string[] {
  const file = searchIndexSizes(siteDir)[0]?.file;
  if (!file) throw new Error(`${siteDir}: no assets/search-index-*.json (a build with hosted search has no local index to compare)`);
  const index = JSON.parse(readFileSync(path.join(siteDir, file), "utf8")) as { storedFields: Record<string, { url: string }> };
  return [...new Set(Object.values(index.storedFields).map((record) => record.url.split("#")[0]!))].sort();
}

/** Where the bench's browser finds Pagefind's files (answered from disk, never on the network). */
const PAGEFIND_ORIGIN = "http://pagefind.bench";

/** Answers requests to PAGEFIND_ORIGIN from `pagefindDir`. */
async function routePagefind(context: BrowserContext, pagefindDir: string): Promise<void> {
  await context.route(`${PAGEFIND_ORIGIN}/**`, (route) => {
    const file = path.join(pagefindDir, decodeURIComponent(new URL(route.request().url()).pathname));
    return file.startsWith(pagefindDir + path.sep) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
  });
}

const ENGINES = ["ours", "pagefind"] as const;
type Engine = (typeof ENGINES)[number];

export interface AskedQuestion {
  q: string;
  split: Split;
  shown: Record<Engine, ShownLink[]>;
  score: Record<Engine, QuestionScore>;
}

/** How many questions the keystroke timing takes (the first answered ones, in file order). */
const TIMED_QUESTIONS = 30;

export interface EngineCosts {
  /** The first question, asked on a cold cache: the files fetched and their sizes as sent. */
  firstQuery: string;
  firstQueryFiles: Record<Engine, FetchedFile[]>;
  /** Last keystroke → answers at 4x CPU, per timed question (ours: null when the key changed nothing). */
  lastKeyMs: Record<Engine, (number | null)[]>;
}

export interface RelevanceResult {
  asked: AskedQuestion[];
  costs: EngineCosts;
  /** Questions no page answers yet (not scored). */
  unanswered: string[];
  summaries: Record<Split | "all", Record<Engine, Summary>>;
  pagefindPages: number;
}

/** Asks every answered question of both engines; `routes` are the pages Pagefind indexes (the ones the site's index holds). */
export async function measureRelevance(host: BrowserHost, baseUrl: string, siteDir: string, routes: readonly string[], log: (line: string) => void): Promise<RelevanceResult> {
  const questions = readQuestions();
  const answered = questions.filter((question) => question.answers.length > 0);
  const pagefindDir = await mkdtemp(path.join(tmpdir(), "bench-pagefind-"));
  try {
    log(`Pagefind: indexing ${routes.length} pages…`);
    const pagefindPages = await indexWithPagefind(siteDir, routes, pagefindDir);
    const browser = await host.get();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(KEEP_NAMES_HELPER);
    try {
      const sitePage = await context.newPage();
      await sitePage.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
      const askOurs = await openDialog(sitePage);
      // Pagefind's files from disk at an origin of their own, without the site's CSP (its WASM
      // needs 'wasm-unsafe-eval', which the site does not grant).
      await routePagefind(context, pagefindDir);
      const pagefindPage = await context.newPage();
      await pagefindPage.goto(`${PAGEFIND_ORIGIN}/index.html`, { waitUntil: "load" });
      const askPagefind = await openPagefind(pagefindPage);

      log(`asking ${answered.length} questions of both engines…`);
      const asked: AskedQuestion[] = [];
      for (const question of answered) {
        const shown = { ours: await askOurs(question.q), pagefind: await askPagefind(question.q) };
        const score = { ours: scoreQuestion(question.answers, shown.ours), pagefind: scoreQuestion(question.answers, shown.pagefind) };
        asked.push({ q: question.q, split: splitOf(question.q), shown, score });
      }
      log(`engine costs: the first question on a cold cache, the last keystroke of ${TIMED_QUESTIONS} questions at ${CPU_SLOWDOWN}x CPU…`);
      const timed = answered.slice(0, TIMED_QUESTIONS).map((question) => question.q);
      await Promise.all([throttleCpu(sitePage, CPU_SLOWDOWN), throttleCpu(pagefindPage, CPU_SLOWDOWN)]);
      const lastKeyMs: EngineCosts["lastKeyMs"] = { ours: [], pagefind: [] };
      for (const q of timed) {
        lastKeyMs.ours.push(await oursLastKeyMs(sitePage, q));
        lastKeyMs.pagefind.push(await pagefindLastKeyMs(pagefindPage, q));
      }
      const firstQuery = answered[0]!.q;
      const firstQueryFiles = await coldFirstQueries(host, baseUrl, siteDir, pagefindDir, firstQuery);
      const costs: EngineCosts = { firstQuery, firstQueryFiles, lastKeyMs };

      const summaryOf = (split: Split | "all") =>
        Object.fromEntries(ENGINES.map((engine) => [engine, summarize(asked.filter((a) => split === "all" || a.split === split).map((a) => a.score[engine]))])) as Record<Engine, Summary>;
      return {
        asked,
        costs,
        unanswered: questions.filter((question) => question.answers.length === 0).map((question) => question.q),
        summaries: { tuning: summaryOf("tuning"), "held-out": summaryOf("held-out"), all: summaryOf("all") },
        pagefindPages,
      };
    } finally {
      await context.close();
    }
  } finally {
    await rm(pagefindDir, { recursive: true, force: true });
  }
}

/** Each engine's first query in a browser context of its own, with an empty cache. */
async function coldFirstQueries(host: BrowserHost, baseUrl: string, siteDir: string, pagefindDir: string, query: string): Promise<EngineCosts["firstQueryFiles"]> {
  const browser = await host.get();
  const ours = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const pagefind = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await Promise.all([ours.addInitScript(KEEP_NAMES_HELPER), pagefind.addInitScript(KEEP_NAMES_HELPER), routePagefind(pagefind, pagefindDir)]);
    return {
      ours: await oursFirstQueryFiles(ours, baseUrl, siteDir, query),
      pagefind: await pagefindFirstQueryFiles(pagefind, PAGEFIND_ORIGIN, pagefindDir, query),
    };
  } finally {
    await Promise.all([ours.close(), pagefind.close()]);
  }
}

const totalBytes = (files: readonly FetchedFile[]) => files.reduce((sum, file) => sum + file.bytes, 0);

const measuredOnly = (values: readonly (number | null)[]) => values.filter((value): value is number => value !== null);

export function costFigures(costs: EngineCosts): CostFigures {
  return {
    keyP90Ms: percentile(measuredOnly(costs.lastKeyMs.ours), 90),
    oursFirstQueryBytes: totalBytes(costs.firstQueryFiles.ours),
    pagefindFirstQueryBytes: totalBytes(costs.firstQueryFiles.pagefind),
  };
}

function costLines(costs: EngineCosts): string[] {
  const ms = (value: number | null) => (value === null ? "–" : `${Math.round(value)} ms`);
  const rows = ENGINES.map((engine) => {
    const times = costs.lastKeyMs[engine];
    const measured = measuredOnly(times);
    return [
      engine === "ours" ? "ours (dialog)" : "Pagefind",
      `${kbLabel(totalBytes(costs.firstQueryFiles[engine]))} in ${costs.firstQueryFiles[engine].length} files`,
      ms(median(measured)),
      ms(percentile(measured, 90)),
      ms(maximum(measured)),
      `${measured.length} of ${times.length}`,
    ];
  });
  return [
    `Cost beside the answers (first query "${costs.firstQuery}" on a cold cache; last keystroke with ${CPU_SLOWDOWN}x CPU, ours keydown → list changed, Pagefind search() → its first ${PAGEFIND_SHOWN} results' fragments, no debounce):`,
    ...table(["engine", "first-query bytes", "last key: median", "90th pct", "max", "timed"], rows),
    ...ENGINES.map((engine) => `- ${engine}: ${costs.firstQueryFiles[engine].map((file) => `${file.path} ${kbLabel(file.bytes)}`).join(", ")}`),
  ];
}

export function relevanceLines(result: RelevanceResult): string[] {
  const rows = (["held-out", "tuning", "all"] as const).flatMap((split) =>
    ENGINES.map((engine) => {
      const s = result.summaries[split][engine];
      return [split, engine === "ours" ? "ours (dialog)" : "Pagefind", String(s.questions), percent(s.hit1), percent(s.hit3), percent(s.hit10), s.mrr.toFixed(2), percent(s.section3)];
    }),
  );
  const goals = relevanceGoals(result.summaries["held-out"].ours, result.summaries["held-out"].pagefind, result.unanswered.length, costFigures(result.costs));
  const misses = result.asked
    .filter((a) => a.split === "held-out" && (a.score.ours.pageRank === null || a.score.ours.pageRank > 3))
    .map((a) => `- "${a.q}": ${a.score.ours.pageRank === null ? "not shown" : `rank ${a.score.ours.pageRank}`}; first shown ${a.shown.ours.slice(0, 3).map((l) => `${l.path}${l.anchor ? `#${l.anchor}` : ""}`).join(", ") || "nothing"}`);
  return [
    `Search relevance (${result.asked.length} questions with an answering page; Pagefind indexed ${result.pagefindPages} pages' <main>):`,
    ...table(["half", "engine", "questions", "page 1st", "page top 3", "page top 10", "MRR@10", "section top 3"], rows),
    "",
    ...costLines(result.costs),
    "",
    "Goals (held-out half):",
    ...goals.map((goal) => `- ${goal.held === null ? "not measured" : goal.held ? "held" : "NOT held"}: ${goal.goal} (${goal.value})`),
    ...(result.unanswered.length > 0 ? ["", "Questions no page answers yet:", ...result.unanswered.map((q) => `- "${q}"`)] : []),
    ...(misses.length > 0 ? ["", "Held-out questions whose page is not in our top 3:", ...misses] : []),
  ];
}
