// Turns the raw request target (exactly as it came off the wire) into a decoded, canonical site
// path, or says why it cannot be one. Everything downstream trusts its output, so the rules are
// strict: a request that only a hostile or broken client would send gets a 400, never a guess.

/** Longer request targets answer 414. Node itself rejects request heads over 16 KB (see create-server). */
export const MAX_REQUEST_TARGET_LENGTH = 8192;

export type RequestTarget =
  /** A canonical path: "/" or "/a/b" without a trailing slash, percent-decoded. */
  | { kind: "path"; path: string }
  /** The same resource under its canonical URL (clean URL, no trailing slash), query kept. */
  | { kind: "redirect"; location: string }
  | { kind: "bad-request"; reason: string }
  | { kind: "uri-too-long" }
  /** Well-formed but never servable, e.g. a dotfile. */
  | { kind: "not-found" };

/** "http://host" before the path of an absolute-form request target. */
export const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;
// C0 controls and DEL: no file we publish has them, and they are a favourite of log injection.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export function parseRequestTarget(rawTarget: string): RequestTarget {
  if (rawTarget.length > MAX_REQUEST_TARGET_LENGTH) return { kind: "uri-too-long" };

  // RFC 9112 says servers must accept the absolute form ("GET http://host/x"); only the path matters.
  let target = rawTarget;
  const absolute = ABSOLUTE_FORM.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || "/";
  if (!target.startsWith("/")) return { kind: "bad-request", reason: "request target is not a path" };
  // A fragment is never part of a request target; a raw "#" means a confused or crafted client.
  if (target.includes("#")) return { kind: "bad-request", reason: "fragment in request target" };

  const queryStart = target.indexOf("?");
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const rawQuery = queryStart === -1 ? "" : target.slice(queryStart + 1);

  // Backslashes are path separators on Windows and in some URL parsers: refuse them raw or encoded.
  if (rawPath.includes("\\")) return { kind: "bad-request", reason: "backslash in path" };

  const rawSegments = rawPath.split("/").slice(1);
  const segments: string[] = [];
  let changed = false;
  for (const [index, rawSegment] of rawSegments.entries()) {
    if (rawSegment === "") {
      // "//" anywhere, or a trailing slash (not the root's own "/").
      if (index > 0 || rawSegments.length > 1) changed = true;
      continue;
    }
    let segment: string;
    try {
      segment = decodeURIComponent(rawSegment);
    } catch {
      return { kind: "bad-request", reason: "malformed percent-encoding" };
    }
    if (segment.includes("\u0000")) return { kind: "bad-request", reason: "NUL byte in path" };
    if (CONTROL_CHARACTER.test(segment)) return { kind: "bad-request", reason: "control character in path" };
    // Encoded separators would let one segment smuggle another ("..%2f", "%5c").
    if (segment.includes("/") || segment.includes("\\")) {
      return { kind: "bad-request", reason: "encoded path separator" };
    }
    // Browsers resolve dot segments before sending; only a crafted request still has them.
    if (segment === "." || segment === "..") return { kind: "bad-request", reason: "dot segment in path" };
    segments.push(segment);
  }

  if (segments.some((segment) => segment.startsWith("."))) return { kind: "not-found" };

  // Clean URLs: "/x/index.html" and "/x.html" are the page "/x". Repeat so "/a.html/index.html" is one hop.
  for (;;) {
    const last = segments.at(-1);
    if (last === "index.html") {
      segments.pop();
    } else if (last !== undefined && last.endsWith(".html")) {
      segments[segments.length - 1] = last.slice(0, -".html".length);
    } else {
      break;
    }
    changed = true;
  }

  if (changed) {
    // Built from re-encoded segments, so the location always starts with exactly one "/":
    // "//evil.example/x.html" becomes "/evil.example/x", never a protocol-relative URL.
    const path = "/" + segments.map(encodeURIComponent).join("/");
    return { kind: "redirect", location: rawQuery === "" ? path : `${path}?${escapeQuery(rawQuery)}` };
  }
  return { kind: "path", path: "/" + segments.join("/") };
}

/** Keeps the query as sent, but escapes anything that is not printable ASCII so it is a safe header value. */
export function escapeQuery(rawQuery: string): string {
  return rawQuery.replace(/[^\x21-\x7e]/g, (char) => {
    const code = char.charCodeAt(0);
    // Node hands us the request line as latin1, so each char is one byte of the original request.
    return code <= 0xff ? `%${code.toString(16).toUpperCase().padStart(2, "0")}` : encodeURIComponent(char);
  });
}
