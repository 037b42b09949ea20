// Highlighting and snippets for search hits. Everything here works on plain text; HTML exists only
// in `segmentsToHtml`, which escapes every character it did not write itself.

export interface TextSegment {
  text: string;
  marked: boolean;
}

const WORD = /[\p{L}\p{N}_$]+/gu;
const CAMEL_PART = /[A-Z]?[a-z0-9$_]+|[A-Z]+(?![a-z])|[\p{L}\p{N}]+/gu;

/**
 * Splits `text` into marked and unmarked runs. `terms` are lower-case document terms as reported
 * by MiniSearch: a word is marked when it is one of them, or else those of its camelCase parts
 * that are ("item" marks "Item" in "rootItemId").
 */
export function markTerms(text: string, terms: ReadonlySet<string>): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  const push = (from: number, to: number, marked: boolean) => {
    if (to <= from) return;
    const previous = segments[segments.length - 1];
    if (previous && previous.marked === marked) previous.text += text.slice(from, to);
    else segments.push({ text: text.slice(from, to), marked });
  };
  if (terms.size > 0) {
    for (const word of text.matchAll(WORD)) {
      const start = word.index;
      const end = start + word[0].length;
      if (terms.has(word[0].toLowerCase())) {
        push(last, start, false);
        push(start, end, true);
        last = end;
        continue;
      }
      for (const part of word[0].matchAll(CAMEL_PART)) {
        if (part[0].length === word[0].length || !terms.has(part[0].toLowerCase())) continue;
        const partStart = start + part.index;
        push(last, partStart, false);
        push(partStart, partStart + part[0].length, true);
        last = partStart + part[0].length;
      }
    }
  }
  push(last, text.length, false);
  return segments;
}

export function hasMarks(segments: readonly TextSegment[]): boolean {
  return segments.some((segment) => segment.marked);
}

/**
 * A window of about `maxLength` characters of `text` around its first marked word, cut at word
 * boundaries, with "…" where text was left out. Text without marks yields its beginning.
 */
export function snippetSegments(text: string, terms: ReadonlySet<string>, maxLength = 160): TextSegment[] {
  const all = markTerms(text, terms);
  if (text.length <= maxLength) return all;

  let firstMark = 0;
  let offset = 0;
  for (const segment of all) {
    if (segment.marked) {
      firstMark = offset;
      break;
    }
    offset += segment.text.length;
  }
  // Show some context before the first match, but never start mid-word.
  let start = Math.max(0, firstMark - Math.floor(maxLength / 4));
  if (start > 0) {
    const space = text.lastIndexOf(" ", start);
    start = space === -1 ? 0 : space + 1;
  }
  let end = Math.min(text.length, start + maxLength);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  return sliceSegments(all, start, end, start > 0, end < text.length);
}

function sliceSegments(segments: TextSegment[], start: number, end: number, before: boolean, after: boolean): TextSegment[] {
  const result: TextSegment[] = [];
  let offset = 0;
  for (const segment of segments) {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + segment.text.length);
    if (to > from) result.push({ text: segment.text.slice(from - offset, to - offset), marked: segment.marked });
    offset += segment.text.length;
  }
  if (before) prependText(result, "…");
  if (after) appendText(result, "…");
  return result;
}

function prependText(segments: TextSegment[], text: string) {
  const first = segments[0];
  if (first && !first.marked) first.text = text + first.text.trimStart();
  else segments.unshift({ text, marked: false });
}

function appendText(segments: TextSegment[], text: string) {
  const last = segments[segments.length - 1];
  if (last && !last.marked) last.text = last.text.trimEnd() + text;
  else segments.push({ text, marked: false });
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** HTML in the form DocSearch expects (`<mark>` around matches), with all text escaped. */
export function segmentsToHtml(segments: readonly TextSegment[]): string {
  return segments.map((s) => (s.marked ? `<mark>${escapeHtml(s.text)}</mark>` : escapeHtml(s.text))).join("");
}

const HTML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/**
 * Reads `<mark>`-highlighted HTML from the hosted service back into segments of plain text, so
 * that the search page renders it as text and never as markup. Any other tag stays literal text.
 */
export function segmentsFromHighlightedHtml(html: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const parts = html.split(/(<mark>|<\/mark>)/);
  let marked = false;
  for (const part of parts) {
    if (part === "<mark>") marked = true;
    else if (part === "</mark>") marked = false;
    else if (part) segments.push({ text: part.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => HTML_ENTITIES[name] ?? _), marked });
  }
  return segments;
}
