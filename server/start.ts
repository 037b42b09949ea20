// `npm start`: serve the prerendered site the way production would.
//   PORT (default 3000), HOST (default 127.0.0.1), --root <dir> (default build/client),
//   BASE_PATH (default: the base path the build was made for).
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { normalizeBasePath } from "#contract/site/base-path.ts";
import { createStaticServer } from "./create-server.ts";
import { readBasePath } from "#contract/hosting/site-config.ts";
import { closeGracefully, DEFAULT_SHUTDOWN_TIMEOUT_MS } from "./graceful-shutdown.ts";

const DEFAULT_ROOT = fileURLToPath(new URL("../build/client", import.meta.url));

function main(): void {
  const root = resolve(readRootFlag(process.argv.slice(2)) ?? DEFAULT_ROOT);
  const fromCwd = relative(process.cwd(), root);
  const shownRoot = fromCwd === "" ? "." : fromCwd.startsWith("..") ? root : fromCwd;
  const host = process.env.HOST || "127.0.0.1";
  const port = parsePort(process.env.PORT);

  if (!existsSync(join(root, "index.html"))) {
    fail(`No built site in ${shownRoot} (index.html is missing). Run \`npm run build\` first.`);
  }

  let server: Server;
  let basePath: string;
  try {
    // BASE_PATH at start overrides the build's own base path (.site-config.json).
    basePath = parseBasePath(process.env.BASE_PATH) ?? readBasePath(root);
    server = createStaticServer({ root, basePath });
  } catch (error) {
    fail(`Cannot serve ${shownRoot}: ${error instanceof Error ? error.message : String(error)}`);
  }

  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") fail(`Port ${port} on ${host} is already in use. Set PORT to another port, e.g. PORT=${port + 1} npm start.`);
    if (error.code === "EACCES") fail(`No permission to listen on port ${port} on ${host}. Set PORT to a port above 1023.`);
    if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND") fail(`Cannot listen on HOST=${host}: no such local address.`);
    fail(`Server error: ${error.message}`);
  });

  server.listen(port, host, () => {
    const address = server.address();
    const actualPort = typeof address === "object" && address ? address.port : port;
    console.log(`Serving ${shownRoot} at http://${host.includes(":") ? `[${host}]` : host}:${actualPort}${basePath}`);
  });

  let shuttingDown = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      // A second signal means "now": cut open connections, close() then completes at once.
      server.closeAllConnections();
      return;
    }
    shuttingDown = true;
    console.log(`${signal} received, finishing requests in flight…`);
    void closeGracefully(server).then(({ forced }) => {
      if (forced) console.log(`Connections still open after ${DEFAULT_SHUTDOWN_TIMEOUT_MS / 1000} s were closed.`);
      process.exit(0);
    });
  };
  process.on("SIGTERM", shutDown);
  process.on("SIGINT", shutDown);
}

function readRootFlag(args: string[]): string | undefined {
  const index = args.indexOf("--root");
  if (index === -1) return args.find((arg) => arg.startsWith("--root="))?.slice("--root=".length);
  const value = args[index + 1];
  if (value === undefined) fail("--root needs a folder, e.g. --root build/client");
  return value;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === "") return 3000;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) fail(`PORT must be a number from 0 to 65535, got ${JSON.stringify(value)}.`);
  return port;
}

/** Unset: the build's own base path is used. Set: the site answers there, even if built for another. */
function parseBasePath(value: string | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  try {
    return normalizeBasePath(value);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main();
