import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { parentPidFromStat, parseGnuTimeVerbose, processTree, treeRssBytes } from "./build-timing.ts";

const TIME_V = `\tCommand being timed: "npm run build"
\tUser time (seconds): 41.20
\tSystem time (seconds): 3.10
\tPercent of CPU this job got: 172%
\tElapsed (wall clock) time (h:mm:ss or m:ss): 0:25.73
\tAverage shared text size (kbytes): 0
\tMaximum resident set size (kbytes): 812344
\tExit status: 0
`;

describe("parseGnuTimeVerbose", () => {
  it("reads wall time, maximum RSS in bytes and the exit status", () => {
    expect(parseGnuTimeVerbose(TIME_V)).toEqual({ wallSeconds: 25.73, maxRssBytes: 812344 * 1024, exitStatus: 0 });
  });

  it("reads h:mm:ss wall times and a failed exit", () => {
    const report = parseGnuTimeVerbose(TIME_V.replace("0:25.73", "1:02:03").replace("Exit status: 0", "Exit status: 2"));
    expect(report.wallSeconds).toBe(3723);
    expect(report.exitStatus).toBe(2);
  });

  it("gives nulls for output that is not GNU time's", () => {
    expect(parseGnuTimeVerbose("real 0m1.00s")).toEqual({ wallSeconds: null, maxRssBytes: null, exitStatus: null });
  });
});

describe("process tree", () => {
  it("parses the parent pid even when the command name has spaces and parentheses", () => {
    expect(parentPidFromStat("4242 (node (worker) x) S 4200 4242 4200 0 -1")).toBe(4200);
  });

  it("collects a process and all its descendants, not its siblings", () => {
    const parentOf = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 10],
      [20, 1],
    ]);
    expect(processTree(10, parentOf).sort()).toEqual([10, 11, 12, 13]);
  });

  it("sums the RSS of a live tree: a child holding 64 MB raises it", async () => {
    const child = spawn(process.execPath, ["-e", "const b = Buffer.alloc(64 * 1024 * 1024, 1); setTimeout(() => b.length, 5000)"], { stdio: "ignore" });
    try {
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(treeRssBytes(child.pid!)).toBeGreaterThan(64 * 1024 * 1024);
      expect(treeRssBytes(process.pid)).toBeGreaterThan(treeRssBytes(child.pid!));
    } finally {
      child.kill();
    }
  });
});
