// The production static server for build/client. Request flow:
//   method gate → mountRequestTarget (the base path: 404 outside it) → parseRequestTarget
//   (400/414/404/redirect) → index lookup → sendIndexedFile (send) or the 404 page.
// Every response, including the ones Node's parser rejects before we see a request and the ones
// send declines to send (412, 416, a file gone since startup), carries the security headers.
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { realpathSync } from "node:fs";
import { cacheControlFor, REDIRECT_CACHE, REVALIDATE } from "#contract/hosting/cache-control.ts";
import { contentTypeFor } from "#contract/hosting/content-type.ts";
import { sendIndexedFile, type SendFailure } from "./file-response.ts";
import { hashInlineScriptsInFiles, readCspManifest } from "#contract/hosting/inline-script-hashes.ts";
import { withBase } from "#contract/site/base-path.ts";
import { mountRequestTarget } from "./mount-path.ts";
import { MAX_REQUEST_TARGET_LENGTH, parseRequestTarget } from "./request-path.ts";
import { pagePolicies } from "#contract/hosting/page-policies.ts";
import { SANDBOX_FRAME_FILE } from "#contract/demos/sandbox-protocol.ts";
import { SANDBOX_FRAME_HEADERS, SECURITY_HEADERS } from "#contract/hosting/security-headers.ts";
import { readBasePath, readSiteConfig, type SiteConfig } from "#contract/hosting/site-config.ts";
import { indexStaticFiles, type StaticFile } from "#contract/hosting/static-files.ts";

export interface StaticServerOptions {
  /** The folder to serve, normally build/client. Its contents are indexed once, now. */
  root: string;
  /** Defaults to the root's .site-config.json, else the DOCSEARCH_APP_ID environment variable. */
  siteConfig?: SiteConfig;
  /** Where the site answers ("/" or "/x/"). Defaults to the base path the build was made for (.site-config.json). */
  basePath?: string;
  /** Unexpected failures (a file unreadable mid-transfer…). Defaults to console.error. */
  onError?: (error: unknown) => void;
}

export const ALLOWED_METHODS = "GET, HEAD";
const NOT_FOUND_PAGES = ["404.html", "404/index.html"];
const REQUEST_LINE = /^[A-Za-z][A-Za-z0-9!#$%&'*+.^_`|~-]* \S+ HTTP\/1\.[01]\r\n/;

export function createStaticServer(options: StaticServerOptions): Server {
  const root = realpathSync(options.root);
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  const siteConfig = options.siteConfig ?? readSiteConfig(root);
  const basePath = options.basePath ?? readBasePath(root);
  const index = indexStaticFiles(root);

  // One policy per HTML document (its own inline-script hashes), one without hashes for the rest.
  const htmlFiles = [...index.files.keys()].filter((path) => path.endsWith(".html"));
  const storedHashes = readCspManifest(root) ?? {};
  const missing = htmlFiles.filter((path) => storedHashes[path] === undefined);
  const policies = pagePolicies({ ...storedHashes, ...hashInlineScriptsInFiles(root, missing) }, siteConfig.docsearchAppId);
  const defaultCsp = policies.fallback;
  const cspByFile = policies.byFile;

  const notFoundPage = NOT_FOUND_PAGES.map((path) => index.files.get(path)).find((file) => file !== undefined);

  const server = createServer(
    {
      // Slow-loris bounds; a static file request has no body to wait for.
      headersTimeout: 20_000,
      requestTimeout: 30_000,
    },
    (req, res) => {
      try {
        handle(req, res);
      } catch (error) {
        onError(error);
        if (res.headersSent) res.destroy();
        else sendStatus(res, 500);
      }
    },
  );

  function handle(req: IncomingMessage, res: ServerResponse): void {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", defaultCsp);
    // Once shutdown has begun, finish this response but do not keep the connection for another.
    if (!server.listening) res.setHeader("Connection", "close");

    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", ALLOWED_METHODS);
      // Do not read whatever body came with it; close instead.
      res.setHeader("Connection", "close");
      return sendStatus(res, 405);
    }

    const mounted = mountRequestTarget(req.url ?? "", basePath);
    if (mounted.kind === "outside") return sendNotFound(req, res);
    if (mounted.kind === "redirect") return sendRedirect(res, mounted.location);

    const target = parseRequestTarget(mounted.target);
    switch (target.kind) {
      case "bad-request":
        return sendStatus(res, 400);
      case "uri-too-long":
        return sendStatus(res, 414);
      case "not-found":
        return sendNotFound(req, res);
      case "redirect":
        return sendRedirect(res, withBase(basePath, target.location));
      case "path":
        break;
    }

    const file = index.resolve(target.path);
    if (!file || NOT_FOUND_PAGES.includes(file.relativePath)) return sendNotFound(req, res);
    return sendFile(req, res, file, 200);
  }

  function sendRedirect(res: ServerResponse, location: string): void {
    res.setHeader("Location", location);
    res.setHeader("Cache-Control", REDIRECT_CACHE);
    return sendStatus(res, 308);
  }

  function sendNotFound(req: IncomingMessage, res: ServerResponse): void {
    if (!notFoundPage) return sendStatus(res, 404);
    return sendFile(req, res, notFoundPage, 404);
  }

  function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, status: 200 | 404): void {
    const csp = cspByFile.get(file.relativePath);
    if (csp) res.setHeader("Content-Security-Policy", csp);
    if (file.relativePath === SANDBOX_FRAME_FILE) for (const [name, value] of Object.entries(SANDBOX_FRAME_HEADERS)) res.setHeader(name, value);
    res.statusCode = status;
    sendIndexedFile(req, res, file, {
      root,
      contentType: contentTypeFor(file.relativePath),
      cacheControl: status === 200 ? cacheControlFor(file.relativePath) : REVALIDATE,
      notFoundPage: status === 404,
      onFailure: (failure) => answerSendFailure(req, res, failure, status),
    });
  }

  function answerSendFailure(req: IncomingMessage, res: ServerResponse, failure: SendFailure, status: 200 | 404): void {
    if (res.headersSent) {
      // The file broke mid-transfer (e.g. rewritten during a deploy); the client sees a cut response.
      onError(failure.error);
      res.destroy();
      return;
    }
    res.setHeader("Content-Security-Policy", defaultCsp);
    if (failure.status === 404) {
      // Indexed at startup but gone now: the build changed under a running server (restart it).
      onError(failure.error);
      return status === 404 ? sendStatus(res, 404) : sendNotFound(req, res);
    }
    if (failure.status >= 500) {
      onError(failure.error);
      return sendStatus(res, 500);
    }
    for (const [name, value] of Object.entries(failure.headers)) res.setHeader(name, value);
    return sendStatus(res, failure.status);
  }

  // Requests Node's parser refuses never reach the handler; answer them ourselves so they get the
  // same headers, and a URL over Node's 16 KB head limit gets 414 rather than 431.
  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    let status = 400;
    if (error.code === "HPE_HEADER_OVERFLOW") {
      const requestLineEnd = error.rawPacket?.indexOf("\r\n") ?? -1;
      status = requestLineEnd === -1 || requestLineEnd > MAX_REQUEST_TARGET_LENGTH ? 414 : 431;
    } else if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
      status = 408;
    } else if (error.code === "HPE_INVALID_METHOD" && REQUEST_LINE.test(error.rawPacket?.toString("latin1") ?? "")) {
      // A well-formed request with a method Node's parser does not know (e.g. "BREW /").
      socket.end(rawResponse(405, defaultCsp, { Allow: ALLOWED_METHODS }));
      return;
    }
    socket.end(rawResponse(status, defaultCsp));
  });

  // CONNECT is routed around the request handler; without a listener Node just drops the socket.
  server.on("connect", (_req: IncomingMessage, socket: Socket) => {
    socket.end(rawResponse(405, defaultCsp, { Allow: ALLOWED_METHODS }));
  });

  return server;
}

function sendStatus(res: ServerResponse, status: number): void {
  const body = status === 308 ? "" : `${STATUS_CODES[status] ?? "Error"}\n`;
  if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}

function rawResponse(status: number, csp: string, extra: Record<string, string> = {}): string {
  const headers = { ...SECURITY_HEADERS, "Content-Security-Policy": csp, ...extra, Connection: "close", "Content-Length": "0" };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n${lines.join("")}\r\n`;
}
