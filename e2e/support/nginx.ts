// Debian's nginx serving a build with the configuration the build generated (<build>/nginx.conf),
// started and stopped by the test run: no root, no daemon, everything it writes in a temp folder.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { HANG_MS } from "../../tests/support/hang-bound.ts";

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface RunningNginx {
  baseUrl: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The generated config with `listen` moved to a loopback port, inside a minimal http { }. */
function testConfig(generated: string, port: number, temp: string): string {
  const listens = generated.match(/^\s*listen [^;]+;$/gm) ?? [];
  if (listens.length !== 1) throw new Error(`the generated nginx.conf should have one listen line, found ${listens.length}`);
  const server = generated.replace(/^(\s*)listen [^;]+;$/m, `$1listen 127.0.0.1:${port};`);
  const temps = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `    ${kind}_temp_path ${temp}/${kind};`);
  // Started by root (CI containers), nginx would run its worker as "nobody", which may not read the
  // checkout or the temp folder; the test's own user is enough.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  return `${user}worker_processes 1;\nerror_log ${temp}/error.log warn;\nevents { worker_connections 256; }\nhttp {\n    access_log off;\n${temps.join("\n")}\n${server}\n}\n`;
}

async function waitUntilServing(baseUrl: string, child: ChildProcess, errorLog: string): Promise<void> {
  const deadline = Date.now() + HANG_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await fetch(baseUrl, { method: "HEAD" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const log = existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "(no error log)";
  throw new Error(`nginx did not start serving ${baseUrl} (exit code ${child.exitCode}):\n${log}`);
}

export async function startNginx(clientDir: string): Promise<RunningNginx> {
  if (!existsSync(NGINX_PATH)) {
    throw new Error(`${NGINX_PATH} is missing: install Debian's nginx (apt-get install -y nginx; .ci/run and the deploy workflow do) or set NGINX_PATH.`);
  }
  const generatedPath = path.join(path.dirname(clientDir), "nginx.conf");
  if (!existsSync(generatedPath)) throw new Error(`${generatedPath} is missing: the build writes it next to ${clientDir}; rebuild.`);
  const temp = mkdtempSync(path.join(tmpdir(), "docs-nginx-"));
  const port = await freePort();
  const configPath = path.join(temp, "nginx.conf");
  writeFileSync(configPath, testConfig(readFileSync(generatedPath, "utf8"), port, temp));
  const errorLog = path.join(temp, "error.log");
  const child = spawn(NGINX_PATH, ["-p", temp, "-e", errorLog, "-c", configPath, "-g", `daemon off; pid ${temp}/nginx.pid;`], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(baseUrl, child, errorLog);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {
    baseUrl,
    async stop() {
      // SIGQUIT: nginx's graceful shutdown (finish requests in flight, then exit).
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(temp, { recursive: true, force: true });
    },
  };
}
