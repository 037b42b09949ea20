// The relevance benchmark's questions point at pages and headings that exist: a renamed heading
// or a moved page fails here, not as a silent miss in `npm run bench`.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { RouteEntry } from "#contract/content/content-model.ts";
import { readQuestions } from "./measure.ts";
import { splitOf } from "./score.ts";

const manifest = JSON.parse(readFileSync("app/generated/manifest.json", "utf8")) as RouteEntry[];
const anchorsOf = new Map(manifest.map((route) => [route.path, new Set(route.anchors)]));
const questions = readQuestions();
const KINDS = ["how-to", "api", "symptom", "concept", "migration", "changelog"];

describe("search relevance questions", () => {
  it("are at least 80 with an answering page, each asked once, with a source where a reader asked it", () => {
    expect(questions.filter((question) => question.answers.length > 0).length).toBeGreaterThanOrEqual(80);
    expect(new Set(questions.map((question) => question.q.trim().toLowerCase())).size).toBe(questions.length);
    const malformed = questions.filter(
      (question) => !question.q.trim() || !/^https:\/\/github\.com\/lukasbach\/(headless-tree|react-complex-tree)\//.test(question.source) || !KINDS.includes(question.kind),
    );
    expect(malformed).toEqual([]);
  });

  it("expect pages and headings of this site", () => {
    const missing = questions.flatMap((question) =>
      question.answers
        .filter((answer) => !anchorsOf.has(answer.path) || (answer.anchor !== "" && !anchorsOf.get(answer.path)!.has(answer.anchor)))
        .map((answer) => `"${question.q}": ${answer.path}${answer.anchor ? `#${answer.anchor}` : ""}`),
    );
    expect(missing).toEqual([]);
  });

  it("fall into two halves big enough to judge", () => {
    const held = questions.filter((question) => question.answers.length > 0 && splitOf(question.q) === "held-out").length;
    expect(held).toBeGreaterThanOrEqual(30);
    expect(questions.filter((question) => question.answers.length > 0).length - held).toBeGreaterThanOrEqual(30);
  });
});
