// Sends one file from the index: picks the precompressed variant, answers conditional and range
// requests, and streams the bytes with stream.pipeline so a client that hangs up mid-transfer
// releases the file descriptor (a bare .pipe() leaks it; sirv 3.0.2 does exactly that).
import { close, createReadStream, fstat, open } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream";
import { promisify } from "node:util";
import { parseByteRange, type ByteRange } from "./byte-range.ts";
import { pickEncoding } from "./content-encoding.ts";
import { weakEtag, type Encoding, type StaticFile } from "./static-files.ts";

// Callback fs, not FileHandle: the promise-based handle API cost a third of the main thread under
// load (profiled), the callback one about half of that.
const openFile = promisify(open);
const statFile = promisify(fstat);
const closeFile = promisify(close);

export interface SendFileOptions {
  contentType: string;
  cacheControl: string;
  /** 200 for a normal file; the not-found page is sent with 404 and is neither conditional nor ranged. */
  status?: 200 | 404;
  onError: (error: unknown) => void;
}

export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  { contentType, cacheControl, status = 200, onError }: SendFileOptions,
): Promise<void> {
  const available = Object.keys(file.encoded) as Encoding[];
  const cacheable = status === 200;
  // Ranges address the identity bytes; a compressed body would make them mean something else.
  const wantsRange = cacheable && req.headers.range !== undefined;
  const encoding = wantsRange ? undefined : pickEncoding(req.headers["accept-encoding"], available);
  const body = (encoding && file.encoded[encoding]) || file;

  // Sizes and dates come from the open file, not the startup index, so a file rewritten while the
  // server runs is still described correctly (restart after a rebuild to pick up new files).
  const fd = await openFile(body.absolutePath, "r");
  let handedOver = false;
  try {
    const stats = await statFile(fd);
    const current = { size: stats.size, mtimeMs: stats.mtimeMs };
    const etag = weakEtag(current);
    const lastModified = new Date(current.mtimeMs).toUTCString();

    if (available.length > 0) res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", cacheControl);
    if (cacheable) {
      res.setHeader("ETag", etag);
      res.setHeader("Last-Modified", lastModified);
      if (!encoding) res.setHeader("Accept-Ranges", "bytes");
      if (isNotModified(req, etag, current.mtimeMs)) {
        res.writeHead(304).end();
        return;
      }
    }
    res.setHeader("Content-Type", contentType);
    if (encoding) res.setHeader("Content-Encoding", encoding);

    const range: ByteRange = wantsRange && ifRangeAllows(req, lastModified)
      ? parseByteRange(req.headers.range, current.size)
      : { kind: "full" };
    if (range.kind === "unsatisfiable") {
      res.writeHead(416, { "Content-Range": `bytes */${current.size}`, "Content-Length": 0 }).end();
      return;
    }
    const start = range.kind === "partial" ? range.start : 0;
    const end = range.kind === "partial" ? range.end : current.size - 1;
    if (range.kind === "partial") res.setHeader("Content-Range", `bytes ${start}-${end}/${current.size}`);
    res.writeHead(range.kind === "partial" ? 206 : status, { "Content-Length": end - start + 1 });
    if (req.method === "HEAD" || current.size === 0) {
      res.end();
      return;
    }
    handedOver = true;
    // The stream owns the descriptor from here (autoClose) and pipeline destroys it on any early end.
    pipeline(createReadStream("", { fd, start, end, autoClose: true }), res, (error) => {
      if (error && (error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") onError(error);
    });
  } finally {
    if (!handedOver) await closeFile(fd);
  }
}

/** RFC 9110 §13.1.2 (weak comparison, lists, "*"); If-Modified-Since only when there is no ETag condition. */
function isNotModified(req: IncomingMessage, etag: string, mtimeMs: number): boolean {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === "*") return true;
    const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
    return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
  }
  const ifModifiedSince = req.headers["if-modified-since"];
  if (ifModifiedSince !== undefined) {
    const since = Date.parse(ifModifiedSince);
    // HTTP dates have whole seconds; the file's mtime has milliseconds.
    return Number.isFinite(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
  }
  return false;
}

/**
 * If-Range needs a strong validator match (RFC 9110 §13.1.5). Our ETags are weak, so only an exact
 * Last-Modified date can keep the range; anything else means "send the whole thing".
 */
function ifRangeAllows(req: IncomingMessage, lastModified: string): boolean {
  const ifRange = req.headers["if-range"];
  if (ifRange === undefined) return true;
  return typeof ifRange === "string" && ifRange.trim() === lastModified;
}
