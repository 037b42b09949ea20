// Load test for `npm start` (not part of the test suite):
//   npx tsx bench/server-load.ts [--duration 10] [--connections 32] [--root build/client | --fixture]
// Starts the server as a child process on loopback, drives it with autocannon using a browser-like
// mix of pages, .data and assets taken from the build, and samples the child's RSS throughout.
// Targets from the performance issue: ≥ 2,000 req/s, zero errors, flat memory over a 60 s run.
import autocannon, { type AutocannonRequest } from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { indexStaticFiles } from "#contract/hosting/static-files.ts";
import { createPrecompressedFixture } from "../tests/support/built-site-fixture.ts";

const REPO = fileURLToPath(new URL("..", import.meta.url));
const TARGET_REQUESTS_PER_SECOND = 2_000;
/** Growth after warm-up above this is reported as "not flat": max(10 MB, 10 % of the warm RSS). */
const FLAT_MEMORY_SLACK = (warmRss: number) => Math.max(10 * 1024 * 1024, warmRss * 0.1);
// Bounds, whatever the flags say: loopback only, at most this long, at most this many requests.
const MAX_DURATION_SECONDS = 600;
const MAX_REQUESTS_PER_SECOND_BUDGET = 50_000;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "32" },
      root: { type: "string" },
      fixture: { type: "boolean", default: false },
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  if (!(duration > 0 && duration <= MAX_DURATION_SECONDS)) throw new Error(`--duration must be 1–${MAX_DURATION_SECONDS} seconds`);
  if (!(connections >= 1 && connections <= 1_000)) throw new Error("--connections must be 1–1000");

  const fixture = values.fixture ? await createPrecompressedFixture() : undefined;
  try {
    const root = fixture ? fixture.root : resolve(values.root ?? join(REPO, "build/client"));
    if (!existsSync(join(root, "index.html"))) throw new Error(`No build in ${root}: run \`npm run build\` first, or pass --fixture.`);
    await run(root, duration, connections);
  } finally {
    fixture?.remove();
  }
}

async function run(root: string, duration: number, connections: number): Promise<void> {
  const requests = requestMix(root);
  const server = await startServer(root);
  const rss = new RssSampler(server.child.pid!);
  const startRss = rss.sample();
  rss.start(250);

  console.log(`load: ${duration} s, ${connections} connections, ${requests.length} URLs from ${root}`);
  const instance = autocannon({
    url: server.url.origin,
    connections,
    duration,
    maxOverallRequests: duration * MAX_REQUESTS_PER_SECOND_BUDGET,
    timeout: 10,
    requests,
  });
  const watchdog = setTimeout(() => {
    console.error("load test overran its time bound; stopping");
    instance.stop();
  }, (duration + 30) * 1000);
  const warmAt = Date.now() + Math.min(5, duration * 0.2) * 1000;
  let warmRss = startRss;
  const warmTimer = setTimeout(() => (warmRss = rss.sample()), warmAt - Date.now());
  const result = await instance;
  clearTimeout(watchdog);
  clearTimeout(warmTimer);
  rss.stop();
  const endRss = rss.sample();
  server.child.kill("SIGTERM");

  const errors = result.errors + result.timeouts + result.non2xx;
  const growth = endRss - warmRss;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const report = {
    "requests/s (mean)": Math.round(result.requests.average),
    "requests total": result.requests.total,
    "latency p50 / p99 / max (ms)": `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max}`,
    "throughput (mean)": `${mb(result.throughput.average)}/s`,
    "errors (conn+timeouts+non-2xx)": `${errors} (${result.errors}+${result.timeouts}+${result.non2xx})`,
    "RSS start / after warm-up / max / end": `${mb(startRss)} / ${mb(warmRss)} / ${mb(rss.max)} / ${mb(endRss)}`,
  };
  console.table(report);

  const checks = [
    [`≥ ${TARGET_REQUESTS_PER_SECOND} req/s`, result.requests.average >= TARGET_REQUESTS_PER_SECOND],
    ["zero errors", errors === 0],
    [`memory flat after warm-up (grew ${mb(growth)})`, growth <= FLAT_MEMORY_SLACK(warmRss)],
  ] as const;
  for (const [name, ok] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${name}`);
  await new Promise((resolve) => server.child.once("exit", resolve));
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
}

/** Roughly what browsers ask for: half pages, a quarter client-navigation data, a quarter assets. */
function requestMix(root: string): AutocannonRequest[] {
  const index = indexStaticFiles(root);
  const pages: string[] = [];
  const data: string[] = [];
  const assets: string[] = [];
  for (const file of index.files.values()) {
    const path = file.relativePath;
    if (path === "404.html" || path.startsWith("404/") || file.size > 2 * 1024 * 1024) continue;
    if (path === "index.html") pages.push("/");
    else if (path.endsWith("/index.html")) pages.push(`/${encodePath(path.slice(0, -"/index.html".length))}`);
    else if (path.endsWith(".data")) data.push(`/${encodePath(path)}`);
    else if (path.startsWith("assets/")) assets.push(`/${encodePath(path)}`);
  }
  if (pages.length === 0) throw new Error(`no pages found in ${root}`);
  const pick = (list: string[], count: number) => Array.from({ length: list.length ? count : 0 }, (_, i) => list[i % list.length]!);
  const paths = [...pick(pages, 100), ...pick(data, 50), ...pick(assets, 50)];
  // Shuffle deterministically so every connection sees the same interleaved mix.
  let seed = 1;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let i = paths.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [paths[i], paths[j]] = [paths[j]!, paths[i]!];
  }
  return paths.map((path) => ({ method: "GET", path, headers: { "accept-encoding": "br, gzip" } }));
}

const encodePath = (path: string) => path.split("/").map(encodeURIComponent).join("/");

async function startServer(root: string): Promise<{ child: ChildProcess; url: URL }> {
  // node --import tsx: the pid we sample is the server itself, not a tsx wrapper.
  const child = spawn(process.execPath, ["--import", "tsx", join(REPO, "server/start.ts"), "--root", root], {
    cwd: REPO,
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.once("exit", () => child.kill("SIGKILL"));
  let output = "";
  return new Promise((resolvePromise, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolvePromise({ child, url: new URL(match[1]!) });
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

class RssSampler {
  max = 0;
  private timer: NodeJS.Timeout | undefined;
  constructor(private readonly pid: number) {}

  sample(): number {
    // Linux only (as is the CI); VmRSS is in kB.
    const status = readFileSync(`/proc/${this.pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const bytes = kb * 1024;
    this.max = Math.max(this.max, bytes);
    return bytes;
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
