import { describe, expect, it } from "vitest";
import { linkOf, relevanceGoals, scoreQuestion, splitOf, summarize } from "./score.ts";

const dnd = { path: "/features/dnd", anchor: "state" };

describe("relevance scoring", () => {
  it("reads a shown link's page and heading, whatever its form", () => {
    expect(linkOf("http://127.0.0.1:4000/features/dnd/#state")).toEqual(dnd);
    expect(linkOf("/features/dnd#state")).toEqual(dnd);
    expect(linkOf("/features/dnd/index.html")).toEqual({ path: "/features/dnd", anchor: "" });
    expect(linkOf("/guides/state#caf%C3%A9")).toEqual({ path: "/guides/state", anchor: "café" });
    expect(linkOf("/")).toEqual({ path: "/", anchor: "" });
  });

  it("ranks the answering page among distinct pages, and finds its section only in the first three links", () => {
    const shown = [
      { path: "/changelog/core", anchor: "0015" },
      { path: "/changelog/core", anchor: "0020" },
      { path: "/guides/state", anchor: "" },
      { path: "/features/dnd", anchor: "state" },
    ];
    expect(scoreQuestion([dnd], shown)).toEqual({ pageRank: 3, sectionInTop3: false });
    expect(scoreQuestion([{ path: "/guides/state", anchor: "" }, dnd], shown)).toEqual({ pageRank: 2, sectionInTop3: true });
    expect(scoreQuestion([{ path: "/recipe/filtering", anchor: "" }], shown)).toEqual({ pageRank: null, sectionInTop3: false });
  });

  it("sums shares and MRR@10 (a page below 10th counts nothing)", () => {
    const s = summarize([
      { pageRank: 1, sectionInTop3: true },
      { pageRank: 2, sectionInTop3: false },
      { pageRank: 11, sectionInTop3: false },
      { pageRank: null, sectionInTop3: false },
    ]);
    expect(s).toEqual({ questions: 4, hit1: 0.25, hit3: 0.5, hit10: 0.5, mrr: (1 + 0.5) / 4, section3: 0.25 });
  });

  it("splits by the question's text alone, into two halves of about the same size", () => {
    expect(splitOf("expand all folders")).toBe(splitOf("  Expand all folders "));
    const halves = Array.from({ length: 400 }, (_, i) => splitOf(`question ${i}`));
    const tuning = halves.filter((half) => half === "tuning").length;
    expect(tuning).toBeGreaterThan(160);
    expect(tuning).toBeLessThan(240);
  });

  it("judges the goals on the held-out half, Pagefind's lead included", () => {
    const ours = { questions: 10, hit1: 0.8, hit3: 0.9, hit10: 1, mrr: 0.85, section3: 0.8 };
    const goals = relevanceGoals(ours, { ...ours, hit3: 0.85 }, 0, { keyP90Ms: 40, oursFirstQueryBytes: 150_000, pagefindFirstQueryBytes: 140_000 });
    expect(goals.map((goal) => goal.held)).toEqual([true, true, true, false, true, true, false]);
    expect(goals.at(-1)?.value).toBe("150.0 KB vs 140.0 KB");
    // 71 of 79 is 89.9 %: not the 90 % that whole percents would show beside "not held".
    expect(relevanceGoals({ ...ours, hit3: 71 / 79 }, null, 0)[0]).toMatchObject({ held: false, value: "89.9 %" });
    expect(relevanceGoals(ours, null, 2).map((goal) => goal.held)).toEqual([true, true, true, null, false, null, null]);
  });
});
