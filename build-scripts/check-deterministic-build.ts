// The deterministic-build check (`npm run test:determinism`, the last step of `npm test`):
//   tsx build-scripts/check-deterministic-build.ts [--keep] [--against <clientDir>]
//   tsx build-scripts/check-deterministic-build.ts --compare <clientDirA> <clientDirB>
// Builds the site twice, one build after the other (they share app/generated/ and .cache/), each
// into its own temporary folder through DOCS_BUILD_DIR, and compares the sha256 of every .html and
// .data file. build/ is never touched, so the check can run before, after or beside the end-to-end
// tests. Prints the differing files and exits 1 on any difference. `--keep` leaves the two builds
// in place for a look; `--compare` only compares two existing client folders; `--against` builds
// once and compares with a client folder an earlier build made the same way (`npm test` passes its
// own test build, which saves a build).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const REPO = fileURLToPath(new URL("..", import.meta.url));
/** Fewer compared files than this means a build that stopped early, not a deterministic one. */
export const MIN_COMPARED_FILES = 100;

/** sha256 of every .html and .data file under `dir`, keyed by its path relative to `dir` (with `/`). */
export async function hashPagesAndData(dir: string): Promise<Map<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && (entry.name.endsWith(".html") || entry.name.endsWith(".data")))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
  const hashes = new Map<string, string>();
  for (const file of files) hashes.set(file, createHash("sha256").update(await readFile(path.join(dir, file))).digest("hex"));
  return hashes;
}

export interface Comparison {
  /** Files with the same bytes in both builds. */
  identical: string[];
  /** Files in both builds with different bytes. */
  differing: string[];
  onlyInFirst: string[];
  onlyInSecond: string[];
}

export function compareHashes(first: Map<string, string>, second: Map<string, string>): Comparison {
  const result: Comparison = { identical: [], differing: [], onlyInFirst: [], onlyInSecond: [] };
  for (const [file, hash] of first) {
    const other = second.get(file);
    if (other === undefined) result.onlyInFirst.push(file);
    else if (other === hash) result.identical.push(file);
    else result.differing.push(file);
  }
  for (const file of second.keys()) if (!first.has(file)) result.onlyInSecond.push(file);
  return result;
}

/** Where two versions of a file first differ, with a little context, so a report says what changed. */
export function firstDifference(a: Buffer, b: Buffer, context = 60): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const around = (buffer: Buffer) => JSON.stringify(buffer.subarray(Math.max(0, i - context), i + context).toString("utf8"));
  return `byte ${i} (sizes ${a.length} and ${b.length}):\n      first:  ${around(a)}\n      second: ${around(b)}`;
}

/**
 * Compares two client folders and prints the result; returns whether they match. Each file is one
 * check: it passes when both builds have it with the same bytes.
 */
export async function compareBuilds(firstDir: string, secondDir: string, log: (line: string) => void = console.log): Promise<boolean> {
  const [first, second] = await Promise.all([hashPagesAndData(firstDir), hashPagesAndData(secondDir)]);
  const comparison = compareHashes(first, second);
  const failures = [
    ...comparison.differing.map((file) => `differs: ${file}`),
    ...comparison.onlyInFirst.map((file) => `only in the first build: ${file}`),
    ...comparison.onlyInSecond.map((file) => `only in the second build: ${file}`),
  ];
  for (const line of failures) log(`  ${line}`);
  for (const file of comparison.differing.slice(0, 5)) {
    const [a, b] = await Promise.all([readFile(path.join(firstDir, file)), readFile(path.join(secondDir, file))]);
    log(`  ${file}: first difference at ${firstDifference(a, b)}`);
  }
  let failed = failures.length;
  if (first.size < MIN_COMPARED_FILES) {
    log(`  only ${first.size} .html/.data files in ${firstDir} (expected at least ${MIN_COMPARED_FILES}): did the build stop early?`);
    failed += 1;
  }
  log(`determinism: ${comparison.identical.length} of ${new Set([...first.keys(), ...second.keys()]).size} .html/.data files identical`);
  log(`${comparison.identical.length} passed, ${failed} failed`);
  return failed === 0;
}

/**
 * The environment `npm test` builds with (DOCS_TEST_HOOKS=1), without what a test runner may have
 * added: NODE_ENV=test would make Vite bundle React's development build.
 */
export function buildEnvironment(env: NodeJS.ProcessEnv, buildDir: string): NodeJS.ProcessEnv {
  const kept = Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith("VITEST") && key !== "NODE_ENV" && key !== "TEST"));
  return { ...kept, DOCS_TEST_HOOKS: env.DOCS_TEST_HOOKS ?? "1", DOCS_BUILD_DIR: buildDir };
}

/** `npm run build` into `buildDir`; the output is shown only if the build fails. */
async function build(buildDir: string): Promise<void> {
  const started = performance.now();
  const output: Buffer[] = [];
  const child = spawn("npm", ["run", "build"], { cwd: REPO, env: buildEnvironment(process.env, buildDir), stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  if (code !== 0) {
    process.stdout.write(Buffer.concat(output));
    throw new Error(`npm run build into ${buildDir} exited with ${code}`);
  }
  console.log(`determinism: built ${path.join(buildDir, "client")} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { keep: { type: "boolean", default: false }, compare: { type: "boolean", default: false }, against: { type: "string" } },
    allowPositionals: true,
  });
  if (values.compare) {
    if (positionals.length !== 2) throw new Error("--compare needs two client folders, e.g. --compare /tmp/a/client /tmp/b/client");
    return (await compareBuilds(path.resolve(positionals[0]!), path.resolve(positionals[1]!))) ? 0 : 1;
  }
  const started = performance.now();
  const parent = await mkdtemp(path.join(tmpdir(), "docs-determinism-"));
  const [first, second] = [path.join(parent, "first"), path.join(parent, "second")];
  try {
    // One after the other: both builds write app/generated/ and use the caches in .cache/.
    let earlier = values.against ? path.resolve(values.against) : undefined;
    if (!earlier) {
      await build(first);
      earlier = path.join(first, "client");
    }
    await build(second);
    const same = await compareBuilds(earlier, path.join(second, "client"));
    console.log(`determinism: ${same ? "the two builds match" : "the two builds differ"} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    return same ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.log("0 passed, 1 failed");
    return 1;
  } finally {
    if (values.keep) console.log(`determinism: kept ${first} and ${second}`);
    else await rm(parent, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
