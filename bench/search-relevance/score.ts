// Scoring of the search-relevance benchmark (issue 34): how high the page and the section that
// answer a reader's question come in what a search engine shows. Pure, so it is unit-tested.
import { createHash } from "node:crypto";
import { kb } from "../report.ts";

export type QuestionKind = "how-to" | "api" | "symptom" | "concept" | "migration" | "changelog";

/** A section of the site that answers a question: its route and heading id ("" for the page's top). */
export interface Answer {
  path: string;
  anchor: string;
}

export interface Question {
  /** As a reader types it into the search box, in their own words. */
  q: string;
  /** The issue or discussion where a reader asked it. */
  source: string;
  kind: QuestionKind;
  /** Best first; none when no page answers it yet. */
  answers: Answer[];
  note?: string;
  /** When the question was written, if after the ranking was last tuned: such questions show whether a change holds on questions nobody tuned against. */
  added?: string;
}

export type Split = "tuning" | "held-out";

/**
 * Each question's half, fixed by its text alone: the ranking may be tuned on the tuning half and
 * is judged on the held-out half, and adding a question never moves another.
 */
export function splitOf(question: string): Split {
  return createHash("sha256").update(question.trim().toLowerCase()).digest()[0]! % 2 === 0 ? "tuning" : "held-out";
}

/** A result as the reader sees it, in order: the page and the heading it links to. */
export type ShownLink = Answer;

/** A link's path and anchor: "/features/dnd/#state" → { path: "/features/dnd", anchor: "state" }. */
export function linkOf(href: string, base = "http://x"): ShownLink {
  const url = new URL(href, base);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/(index\.html)?$/, "") : url.pathname;
  return { path, anchor: decodeURIComponent(url.hash.slice(1)) };
}

export interface QuestionScore {
  /** 1-based rank of the first answering page among the distinct pages shown, null when none is shown. */
  pageRank: number | null;
  /** An answering section is one of the first three links shown. */
  sectionInTop3: boolean;
}

export function scoreQuestion(answers: readonly Answer[], shown: readonly ShownLink[]): QuestionScore {
  const pages = [...new Set(shown.map((link) => link.path))];
  const index = pages.findIndex((page) => answers.some((answer) => answer.path === page));
  const sectionInTop3 = shown.slice(0, 3).some((link) => answers.some((answer) => answer.path === link.path && answer.anchor === link.anchor));
  return { pageRank: index === -1 ? null : index + 1, sectionInTop3 };
}

export interface Summary {
  questions: number;
  /** Shares of the questions (0–1). */
  hit1: number;
  hit3: number;
  hit10: number;
  /** Mean reciprocal rank of the answering page, counting ranks 1–10 (MRR@10). */
  mrr: number;
  section3: number;
}

export function summarize(scores: readonly QuestionScore[]): Summary {
  const share = (test: (score: QuestionScore) => boolean) => (scores.length === 0 ? 0 : scores.filter(test).length / scores.length);
  const within = (k: number) => (score: QuestionScore) => score.pageRank !== null && score.pageRank <= k;
  const mrr = scores.length === 0 ? 0 : scores.reduce((sum, score) => sum + (within(10)(score) ? 1 / score.pageRank! : 0), 0) / scores.length;
  return { questions: scores.length, hit1: share(within(1)), hit3: share(within(3)), hit10: share(within(10)), mrr, section3: share((score) => score.sectionInTop3) };
}

/** Bytes in the bench's kilobytes (1,000 bytes) with one decimal and the unit: 1500 → "1.5 KB". */
export const kbLabel = (bytes: number) => `${kb(bytes)} KB`;

/** A share (0–1) as a whole percentage: 0.667 → "67 %". */
export const percent = (share: number) => `${Math.round(share * 100)} %`;

/** A share against a goal, with a decimal so that 89.9 % does not read as a held 90 %. */
const goalPercent = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)} %`;

/** What the engines cost beside their answers (engine-costs.ts); null when not measured. */
export interface CostFigures {
  /** 90th percentile of last keystroke → hits in our dialog, 4x CPU. */
  keyP90Ms: number | null;
  oursFirstQueryBytes: number;
  pagefindFirstQueryBytes: number;
}

/** Issue 34's goals, on the held-out half: each held or not (null: not measured). */
export function relevanceGoals(ours: Summary, pagefind: Summary | null, unanswered: number, costs: CostFigures | null = null): { goal: string; held: boolean | null; value: string }[] {
  return [
    { goal: "right page in the top 3 for ≥ 90 % of held-out questions", held: ours.hit3 >= 0.9, value: goalPercent(ours.hit3) },
    { goal: "right section in the top 3 for ≥ 80 %", held: ours.section3 >= 0.8, value: goalPercent(ours.section3) },
    { goal: "MRR ≥ 0.8", held: ours.mrr >= 0.8, value: ours.mrr.toFixed(2) },
    {
      goal: "≥ 10 points ahead of Pagefind (page in the top 3)",
      held: pagefind === null ? null : ours.hit3 - pagefind.hit3 >= 0.1,
      value: pagefind === null ? "Pagefind not measured" : `${Math.round((ours.hit3 - pagefind.hit3) * 100)} points`,
    },
    { goal: "no question without an answering page", held: unanswered === 0, value: `${unanswered} without` },
    {
      goal: "last keystroke → hits ≤ 50 ms at 4x CPU (90th percentile)",
      held: costs?.keyP90Ms == null ? null : costs.keyP90Ms <= 50,
      value: costs?.keyP90Ms == null ? "not measured" : `${Math.round(costs.keyP90Ms)} ms`,
    },
    {
      goal: "first-query bytes ≤ Pagefind's",
      held: costs === null ? null : costs.oursFirstQueryBytes <= costs.pagefindFirstQueryBytes,
      value: costs === null ? "not measured" : `${kbLabel(costs.oursFirstQueryBytes)} vs ${kbLabel(costs.pagefindFirstQueryBytes)}`,
    },
  ];
}
