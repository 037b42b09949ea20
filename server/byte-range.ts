// Range requests (RFC 9110 §14), parsed strictly because this is where static servers break: sirv 3.0.2
// throws on "bytes=5-2" (an uncaught exception that takes the process down), reads "bytes=-5" as
// "bytes=0-5" and "bytes=0-0" as the whole file.

export type ByteRange =
  /** Serve the whole representation with 200: no Range header, or one we may ignore (RFC allows it). */
  | { kind: "full" }
  | { kind: "unsatisfiable" }
  /** Inclusive byte offsets. */
  | { kind: "partial"; start: number; end: number };

/**
 * Only single ranges are honoured; a multi-range request gets the full body, which is valid and
 * avoids multipart/byteranges for a site whose files are small.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return { kind: "full" };
  const match = /^bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { kind: "full" };
  const [, first = "", last = ""] = match;

  if (first === "") {
    // Suffix range: the last N bytes.
    if (last === "") return { kind: "full" };
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - length), end: size - 1 };
  }

  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return { kind: "full" }; // invalid syntax: ignore the header
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end };
}
