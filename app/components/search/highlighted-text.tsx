import type { TextSegment } from "~/lib/search/search-snippet";

/** Text with its matches in <mark>; rendered as text nodes, so no query can inject markup. */
export function HighlightedText({ segments }: { segments: readonly TextSegment[] }) {
  return (
    <>
      {segments.map((segment, i) => (segment.marked ? <mark key={i}>{segment.text}</mark> : segment.text))}
    </>
  );
}
