// Debian's nginx as a host for navigation under latency, started and stopped by the bench the way
// e2e/support/nginx.ts does it: no root needed, no daemon, everything it writes in a temp folder.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:tls";
import path from "node:path";
import { NGINX_PATH } from "../e2e/support/nginx.ts";
import { closedPort } from "./browser.ts";
import { projectNginxConfig, stockNginxConfig, parseNginxVersion, type NginxServerOptions } from "./nginx-configs.ts";
import type { TlsCertificate } from "./tls-certificate.ts";

export { NGINX_PATH };

export interface RunningNginx {
  baseUrl: string;
  /** The ALPN protocol nginx agreed to when asked for h2 (a check that HTTP/2 is on). */
  alpn: string | null;
  configFile: string;
  stop(): Promise<void>;
}

/** `nginx -v`'s version ("1.22.1"), or null when nginx is missing or says something else. */
export function nginxVersion(): string | null {
  if (!existsSync(NGINX_PATH)) return null;
  // nginx -v prints on stderr.
  const result = spawnSync(NGINX_PATH, ["-v"], { encoding: "utf8", timeout: 10_000 });
  return parseNginxVersion(`${result.stdout ?? ""}${result.stderr ?? ""}`);
}

/** Asks for h2 over TLS, trusting only the bench's certificate; resolves with what was agreed. */
function negotiatedProtocol(port: number, certPem: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, ca: certPem, ALPNProtocols: ["h2", "http/1.1"], timeout: 5_000 }, () => {
      const protocol = socket.alpnProtocol || null;
      socket.end();
      resolve(protocol);
    });
    socket.once("timeout", () => socket.destroy(new Error("TLS handshake timed out")));
    socket.once("error", reject);
  });
}

async function waitUntilServing(port: number, certPem: string, child: ChildProcess, errorLog: string): Promise<string | null> {
  const deadline = Date.now() + 10_000;
  let lastError = "";
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      return await negotiatedProtocol(port, certPem);
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const log = existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "(no error log)";
  throw new Error(`nginx did not start serving https://127.0.0.1:${port} (exit code ${child.exitCode}, last error: ${lastError}):\n${log}`);
}

/**
 * Starts nginx on a free loopback port with the project's generated config (`generatedConfig`, the
 * text of build/nginx.conf) or, when it is null, the stock config.
 */
export async function startNginx(options: { root: string; generatedConfig: string | null; tls: TlsCertificate; temp: string; version: string }): Promise<RunningNginx> {
  mkdirSync(options.temp, { recursive: true });
  const port = await closedPort();
  const serverOptions: NginxServerOptions = { port, root: options.root, tls: options.tls, temp: options.temp, nginxVersion: options.version, runAsRoot: process.getuid?.() === 0 };
  const configFile = path.join(options.temp, "nginx.conf");
  writeFileSync(configFile, options.generatedConfig === null ? stockNginxConfig(serverOptions) : projectNginxConfig(options.generatedConfig, serverOptions));
  const errorLog = path.join(options.temp, "error.log");
  const child = spawn(NGINX_PATH, ["-p", options.temp, "-e", errorLog, "-c", configFile, "-g", `daemon off; pid ${options.temp}/nginx.pid;`], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Not a daemon, but not tied to this process either: if the bench ends early (its time limit,
  // an uncaught error), nginx must not outlive it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  let alpn: string | null;
  try {
    alpn = await waitUntilServing(port, readFileSync(options.tls.certFile, "utf8"), child, errorLog);
  } catch (error) {
    child.kill("SIGKILL");
    process.off("exit", killOnExit);
    throw new Error(`${(error as Error).message}\n${stderr}`.trim());
  }
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    alpn,
    configFile,
    async stop() {
      // SIGQUIT: nginx's graceful shutdown; SIGKILL if it has not gone after 5 s.
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
      process.off("exit", killOnExit);
    },
  };
}
