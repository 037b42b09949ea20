import { describe, expect, it } from "vitest";
import type { ChunkSize } from "./byte-accounting.ts";
import { chunkLists, sharedChunks, table } from "./report.ts";
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
