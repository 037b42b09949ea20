import { describe, expect, it } from "vitest";
import {
  escapeHtml,
  markTerms,
  segmentsFromHighlightedHtml,
  segmentsToHtml,
  snippetSegments,
  type TextSegment,
} from "./search-snippet";

const marked = (segments: TextSegment[]) => segments.filter((s) => s.marked).map((s) => s.text);
const plain = (segments: TextSegment[]) => segments.map((s) => s.text).join("");

describe("markTerms", () => {
  it("marks whole words case-insensitively and keeps the text intact", () => {
    const text = "Call createTree, then createTree again. Not createTreeLater.";
    const segments = markTerms(text, new Set(["createtree"]));
    expect(marked(segments)).toEqual(["createTree", "createTree"]);
    expect(plain(segments)).toBe(text);
  });

  it("marks only the matching camelCase parts of an identifier", () => {
    const segments = markTerms("set rootItemId first", new Set(["item"]));
    expect(segments).toEqual([
      { text: "set root", marked: false },
      { text: "Item", marked: true },
      { text: "Id first", marked: false },
    ]);
  });

  it("returns one unmarked segment without terms", () => {
    expect(markTerms("a <b> c", new Set())).toEqual([{ text: "a <b> c", marked: false }]);
  });
});

describe("snippetSegments", () => {
  const long = `${"lorem ipsum ".repeat(30)}the selection state lives here ${"dolor sit ".repeat(30)}`;

  it("cuts a window around the first match, at word boundaries, with ellipses", () => {
    const snippet = snippetSegments(long, new Set(["selection"]), 80);
    const text = plain(snippet);
    expect(marked(snippet)).toEqual(["selection"]);
    expect(text.startsWith("…")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(82);
    expect(text).not.toMatch(/…\S*rem\b|…[a-z]{1,3} /); // starts at a word, not mid-word
    expect(text.slice(1).split(" ")[0]).toMatch(/^(lorem|ipsum)$/);
  });

  it("starts at the beginning when nothing matches", () => {
    const text = plain(snippetSegments(long, new Set(["absent"]), 40));
    expect(text.startsWith("lorem ipsum")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
  });

  it("keeps short text whole", () => {
    expect(plain(snippetSegments("short text", new Set(["text"])))).toBe("short text");
  });
});

describe("HTML", () => {
  it("escapes text and wraps only marks in <mark>", () => {
    const segments = markTerms(`<img src=x onerror="alert(1)"> & tree's`, new Set(["img"]));
    expect(segmentsToHtml(segments)).toBe("&lt;<mark>img</mark> src=x onerror=&quot;alert(1)&quot;&gt; &amp; tree&#39;s");
    expect(escapeHtml("<script>")).toBe("&lt;script&gt;");
  });

  it("reads hosted highlights back as text, leaving any other tag literal", () => {
    expect(segmentsFromHighlightedHtml("a <mark>tree</mark> &lt;b&gt; <script>x</script>")).toEqual([
      { text: "a ", marked: false },
      { text: "tree", marked: true },
      { text: " <b> <script>x</script>", marked: false },
    ]);
  });
});
