// `npm start` as a user runs it: the tsx CLI in a child process, talked to over HTTP and signals.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { get, type IncomingMessage } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { BIG_FILE, BIG_FILE_SIZE, createFixture, type Fixture } from "../tests/support/built-site-fixture.ts";
import { request } from "./test-support/http.ts";

const REPO = fileURLToPath(new URL("..", import.meta.url));
const TSX = join(REPO, "node_modules/tsx/dist/cli.mjs");

let fixture: Fixture;
beforeAll(() => {
  fixture = createFixture();
});
afterAll(() => fixture.remove());

interface Started {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

function startCli(args: string[], env: Record<string, string>): Started {
  const child = spawn(process.execPath, [TSX, "server/start.ts", ...args], {
    cwd: REPO,
    env: { ...process.env, HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exit };
}

async function waitForUrl(started: Started): Promise<URL> {
  for (let i = 0; i < 200; i++) {
    const match = /at (http:\/\/\S+)/.exec(started.stdout());
    if (match) return new URL(match[1]!);
    if (started.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${started.stdout()}\n${started.stderr()}`);
}

test("logs one line with the URL and serves the root given by --root on PORT/HOST", async () => {
  const started = startCli(["--root", fixture.root], { PORT: "0" });
  try {
    const url = await waitForUrl(started);
    expect(url.hostname).toBe("127.0.0.1");
    expect(started.stdout().trim().split("\n")).toHaveLength(1);
    const res = await request(Number(url.port), "/guide");
    expect(res.status).toBe(200);
    expect(res.text).toBe(fixture.files["guide/index.html"]);
  } finally {
    started.child.kill("SIGTERM");
    expect(await started.exit).toBe(0);
  }
});

test("a port in use is a one-line error naming the port and PORT, exit 1", async () => {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
  const port = (blocker.address() as AddressInfo).port;
  try {
    const started = startCli(["--root", fixture.root], { PORT: String(port) });
    expect(await started.exit).toBe(1);
    const lines = started.stderr().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Port ${port}`);
    expect(lines[0]).toContain("already in use");
    expect(lines[0]).toContain("Set PORT");
  } finally {
    blocker.close();
  }
});

test("a missing build says to run npm run build first, exit 1", async () => {
  const empty = mkdtempSync(join(tmpdir(), "no-build-"));
  try {
    const started = startCli(["--root", join(empty, "client")], { PORT: "0" });
    expect(await started.exit).toBe(1);
    expect(started.stderr()).toContain("npm run build");
    expect(started.stderr().trim().split("\n")).toHaveLength(1);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});

test("an invalid PORT is refused, exit 1", async () => {
  const started = startCli(["--root", fixture.root], { PORT: "http" });
  expect(await started.exit).toBe(1);
  expect(started.stderr()).toContain("PORT must be a number");
});

test("BASE_PATH at start serves the build under that path, and the logged URL says so", async () => {
  const started = startCli(["--root", fixture.root], { PORT: "0", BASE_PATH: "docs" });
  try {
    const url = await waitForUrl(started);
    expect(url.pathname).toBe("/docs/");
    expect((await request(Number(url.port), "/docs/guide")).text).toBe(fixture.files["guide/index.html"]);
    expect((await request(Number(url.port), "/guide")).status).toBe(404);
  } finally {
    started.child.kill("SIGTERM");
    expect(await started.exit).toBe(0);
  }
});

test("an invalid BASE_PATH is refused, exit 1", async () => {
  const started = startCli(["--root", fixture.root], { PORT: "0", BASE_PATH: "https://x.example/" });
  expect(await started.exit).toBe(1);
  expect(started.stderr()).toContain("BASE_PATH must be a path such as /headless-tree/");
});

test("SIGTERM lets an in-flight download finish, then exits 0", async () => {
  const started = startCli(["--root", fixture.root], { PORT: "0" });
  const url = await waitForUrl(started);

  let received = 0;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get({ host: url.hostname, port: url.port, path: `/${BIG_FILE}`, agent: false }, resolve).on("error", reject);
  });
  response.pause(); // the server cannot finish while we do not read
  const ended = new Promise<void>((resolve) => response.on("end", () => resolve()));
  response.on("data", (chunk: Buffer) => (received += chunk.length));

  started.child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(started.child.exitCode).toBeNull(); // still draining
  expect(started.stdout()).toContain("SIGTERM received");

  response.resume();
  await ended;
  expect(received).toBe(BIG_FILE_SIZE);
  expect(await started.exit).toBe(0);
});

test("SIGINT with nothing in flight exits 0 at once", async () => {
  const started = startCli(["--root", fixture.root], { PORT: "0" });
  await waitForUrl(started);
  const sent = Date.now();
  started.child.kill("SIGINT");
  expect(await started.exit).toBe(0);
  expect(Date.now() - sent).toBeLessThan(3_000);
});
