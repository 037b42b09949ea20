// Sends one file from the startup index with `send` (pillarjs; the file sender under Express's
// serve-static). send does the HTTP work: ETag and Last-Modified, 304 and 412, single byte ranges
// (206, 416, If-Range), HEAD, and streaming that releases the file when the client hangs up.
// What stays ours: which file (the index, and the precompressed sibling picked from
// Accept-Encoding), the headers that describe it (type, encoding, caching), and the answer when
// send cannot send it, which the caller writes so that it carries our security headers.
import type { IncomingMessage, ServerResponse } from "node:http";
import send from "send";
import { pickEncoding } from "./content-encoding.ts";
import type { Encoding, StaticFile } from "#contract/hosting/static-files.ts";

export interface FileResponseOptions {
  /** The served folder (a real path). send joins the indexed file's relative path onto it. */
  root: string;
  /** For the original file, whichever sibling is sent. */
  contentType: string;
  cacheControl: string;
  /**
   * The not-found page, sent whole with the status already on `res`: no validators, no ranges, and
   * no preconditions (RFC 9110 §13.2.1: they are ignored when the answer would not be 2xx).
   */
  notFoundPage?: boolean;
  /**
   * send could not answer. Called at most once. If `res.headersSent` the transfer broke midway and
   * the caller can only destroy the response; otherwise the headers this module set are gone and
   * the caller writes the answer.
   */
  onFailure: (failure: SendFailure) => void;
}

export interface SendFailure {
  /**
   * 412 and 416 come from the request's own headers. 404: the file is gone (or is a folder now)
   * since the index was taken. Anything else (5xx) is unexpected.
   */
  status: number;
  /** Headers send asks for on that answer, e.g. `Content-Range: bytes *\/size` on a 416. */
  headers: Record<string, string>;
  error: unknown;
}

/** Headers that describe the file; an error answer must not keep them. */
const REPRESENTATION_HEADERS = [
  "Accept-Ranges",
  "Cache-Control",
  "Content-Encoding",
  "Content-Length",
  "Content-Range",
  "Content-Type",
  "ETag",
  "Last-Modified",
];

export function sendIndexedFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, options: FileResponseOptions): void {
  const { root, contentType, cacheControl, notFoundPage = false, onFailure } = options;
  const available = Object.keys(file.encoded) as Encoding[];
  // A range addresses the bytes of the representation it is answered from. We answer ranges from
  // the identity file only: with a Range header we pick identity, and only identity responses say
  // Accept-Ranges, so a client never resumes compressed bytes with uncompressed ones.
  const rangeRequested = !notFoundPage && req.headers.range !== undefined;
  const encoding = rangeRequested ? undefined : pickEncoding(req.headers["accept-encoding"], available);
  const body = (encoding && file.encoded[encoding]) || file;

  if (available.length > 0) res.setHeader("Vary", "Accept-Encoding");

  const stream = send(notFoundPage ? withoutConditions(req) : req, urlPath(body.relativePath), {
    root,
    // The index already holds only regular files with no dot segments; these make send agree
    // rather than fall back to its own guessing (index.html, extensions, folder redirects).
    dotfiles: "ignore",
    index: false,
    extensions: false,
    cacheControl: false,
    acceptRanges: !notFoundPage && encoding === undefined,
    etag: !notFoundPage,
    lastModified: !notFoundPage,
  });

  // send sets Content-Type only if none is set yet, guessing from the name of the file it opens
  // ("x.html.br" would be application/x-br or octet-stream). "headers" fires before that guess.
  stream.on("headers", (response: ServerResponse) => {
    response.setHeader("Content-Type", contentType);
    response.setHeader("Cache-Control", cacheControl);
    if (encoding) response.setHeader("Content-Encoding", encoding);
  });

  let failed = false;
  const fail = (status: number, headers: Record<string, string>, error: unknown) => {
    if (failed) return;
    failed = true;
    if (!res.headersSent) for (const name of REPRESENTATION_HEADERS) res.removeHeader(name);
    onFailure({ status, headers, error });
  };
  // With an "error" listener send reports instead of writing its own HTML error page (which would
  // drop our security headers). Its errors are http-errors objects: status, and headers for 416.
  stream.on("error", (error: { status?: number; headers?: Record<string, string> }) => {
    fail(error.status ?? 500, error.headers ?? {}, error);
  });
  // Without this listener send would answer a folder with its own 301 to "path/".
  stream.on("directory", () => fail(404, {}, new Error(`${body.relativePath} is a folder now`)));

  stream.pipe(res);
}

/** send decodes the path it is given; encode each segment so a name like "100%25.txt" stays as it is. */
function urlPath(relativePath: string): string {
  return "/" + relativePath.split("/").map(encodeURIComponent).join("/");
}

/**
 * The request as send sees it for the not-found page: same method, no headers, so neither
 * If-Match/If-Unmodified-Since (412) nor Range apply. send 1.2.1 reads nothing of the request but
 * `method` and `headers` (the version is pinned, and create-server.test.ts checks the result).
 */
function withoutConditions(req: IncomingMessage): IncomingMessage {
  return { method: req.method, headers: {} } as unknown as IncomingMessage;
}
