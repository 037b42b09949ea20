// `--build`: the full production build timed cold and warm. Cold is after removing every cache
// and output (.cache, app/generated, build); warm is the same command again at once, so the
// content-hash caches are filled. Wall time and peak memory come from GNU time (`/usr/bin/time -v`,
// Debian package "time"); without it, wall time is measured here and memory is sampled. If the
// cold build fails, the build/ that was there before is put back.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

export const GNU_TIME = "/usr/bin/time";
export const BUILD_COMMAND = ["npm", "run", "build"] as const;
export const COLD_BUILD_REMOVES = [".cache", "app/generated", "build"] as const;
const BUILD_TIMEOUT_MS = 10 * 60_000;
const RSS_SAMPLE_MS = 250;

export interface GnuTimeReport {
  wallSeconds: number | null;
  maxRssBytes: number | null;
  exitStatus: number | null;
}

/** Reads the figures of interest out of `time -v` output. */
export function parseGnuTimeVerbose(text: string): GnuTimeReport {
  const field = (label: string) => new RegExp(`^\\s*${label}:\\s*(.+)$`, "m").exec(text)?.[1]?.trim();
  const elapsed = field("Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)");
  let wallSeconds: number | null = null;
  if (elapsed) {
    // "1:02:03" (h:mm:ss) or "0:23.45" (m:ss.ss)
    const parts = elapsed.split(":").map(Number);
    if (parts.every((part) => Number.isFinite(part))) wallSeconds = parts.reduce((total, part) => total * 60 + part, 0);
  }
  const rssKb = field("Maximum resident set size \\(kbytes\\)");
  const exit = field("Exit status");
  return {
    wallSeconds,
    maxRssBytes: rssKb !== undefined && Number.isFinite(Number(rssKb)) ? Number(rssKb) * 1024 : null,
    exitStatus: exit === undefined ? null : Number(exit),
  };
}

/** True when /usr/bin/time is GNU time with -v (BusyBox's and the shell keyword are not). */
export function hasGnuTime(): boolean {
  if (!existsSync(GNU_TIME)) return false;
  const probe = spawnSync(GNU_TIME, ["-v", "true"], { encoding: "utf8", timeout: 10_000 });
  return probe.status === 0 && /Maximum resident set size/.test(probe.stderr);
}

/** The process and all its descendants, from a pid → parent pid table. */
export function processTree(rootPid: number, parentOf: ReadonlyMap<number, number>): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, parent] of parentOf) children.set(parent, [...(children.get(parent) ?? []), pid]);
  const tree: number[] = [];
  const queue = [rootPid];
  const seen = new Set<number>();
  while (queue.length > 0) {
    const pid = queue.shift()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** The parent pid from /proc/<pid>/stat; the command name may hold spaces and parentheses. */
export function parentPidFromStat(stat: string): number | null {
  const afterName = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const parent = Number(afterName[1]);
  return Number.isInteger(parent) ? parent : null;
}

/** Resident memory of a process tree right now, summed over its processes (Linux /proc). */
export function treeRssBytes(rootPid: number): number {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = parentPidFromStat(readFileSync(`/proc/${entry}/stat`, "utf8"));
      if (parent !== null) parentOf.set(Number(entry), parent);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  for (const pid of processTree(rootPid, parentOf)) {
    try {
      const rssKb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
      if (rssKb) total += Number(rssKb) * 1024;
    } catch {
      // Gone already.
    }
  }
  return total;
}

export interface BuildRun {
  label: "cold" | "warm";
  ok: boolean;
  exitCode: number | null;
  /** Wall time: from GNU time when it ran, else measured around the process. */
  wallSeconds: number;
  /** GNU time's "Maximum resident set size": the largest single process of the build. */
  maxRssBytes: number | null;
  /** Peak of the whole process tree's summed RSS, sampled every 250 ms (an upper bound). */
  peakTreeRssBytes: number;
  log: string;
}

async function timeCommand(label: BuildRun["label"], cwd: string, logFile: string, gnuTime: boolean): Promise<BuildRun> {
  const timeFile = `${logFile}.time`;
  const [command, ...args] = gnuTime ? [GNU_TIME, "-v", "-o", timeFile, ...BUILD_COMMAND] : [...BUILD_COMMAND];
  const log = openSync(logFile, "w");
  const started = performance.now();
  // Own process group, so a timeout can stop the whole build, and nothing else.
  const child = spawn(command!, args, { cwd, stdio: ["ignore", log, log], detached: true, env: { ...process.env, FORCE_COLOR: "0" } });
  let peakTreeRssBytes = 0;
  const sampler = setInterval(() => {
    if (child.pid !== undefined) peakTreeRssBytes = Math.max(peakTreeRssBytes, treeRssBytes(child.pid));
  }, RSS_SAMPLE_MS);
  const timeout = setTimeout(() => {
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  }, BUILD_TIMEOUT_MS);
  const exitCode = await new Promise<number | null>((resolve) => {
    child.on("error", () => resolve(null));
    child.on("exit", (code) => resolve(code));
  });
  clearInterval(sampler);
  clearTimeout(timeout);
  closeSync(log);
  const measuredWall = (performance.now() - started) / 1000;
  const report = gnuTime && existsSync(timeFile) ? parseGnuTimeVerbose(readFileSync(timeFile, "utf8")) : null;
  const buildExit = report?.exitStatus ?? exitCode;
  return {
    label,
    ok: buildExit === 0,
    exitCode: buildExit,
    wallSeconds: report?.wallSeconds ?? measuredWall,
    maxRssBytes: report?.maxRssBytes ?? null,
    peakTreeRssBytes,
    log: logFile,
  };
}

export interface BuildTiming {
  method: "gnu-time" | "sampled";
  note: string;
  runs: BuildRun[];
}

export async function measureBuild(repoRoot: string, resultsDir: string, stamp: string, onProgress: (line: string) => void): Promise<BuildTiming> {
  const gnuTime = hasGnuTime();
  const note = gnuTime
    ? "GNU time -v: wall clock and maximum RSS (largest single process of the build)"
    : `${GNU_TIME} (GNU time, Debian package "time") is missing: wall time measured around the process, memory = peak of the summed RSS of the build's process tree, sampled every ${RSS_SAMPLE_MS} ms`;
  const runs: BuildRun[] = [];
  // The previous build is set aside rather than deleted, so a cold build that fails (someone's
  // work in progress) does not leave the shared tree without a build.
  const build = path.join(repoRoot, "build");
  const backup = path.join(resultsDir, `.build-before-${stamp}`);
  const hadBuild = existsSync(build);
  if (hadBuild) renameSync(build, backup);
  try {
    for (const label of ["cold", "warm"] as const) {
      if (label === "cold") for (const target of COLD_BUILD_REMOVES) rmSync(path.join(repoRoot, target), { recursive: true, force: true });
      onProgress(`build (${label}): ${BUILD_COMMAND.join(" ")}…`);
      const run = await timeCommand(label, repoRoot, path.join(resultsDir, `build-${label}-${stamp}.log`), gnuTime);
      runs.push(run);
      onProgress(`build (${label}): ${run.ok ? "ok" : `FAILED (exit ${run.exitCode}), see ${run.log}`} in ${run.wallSeconds.toFixed(1)} s`);
      if (!run.ok) break;
    }
  } finally {
    if (hadBuild) {
      if (runs[0]?.ok) rmSync(backup, { recursive: true, force: true });
      else {
        rmSync(build, { recursive: true, force: true });
        renameSync(backup, build);
        onProgress("the cold build failed: the previous build/ was put back");
      }
    }
  }
  return { method: gnuTime ? "gnu-time" : "sampled", note, runs };
}
