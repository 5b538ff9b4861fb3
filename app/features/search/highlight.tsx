import type { TextSegment } from "./run-search.ts";

/**
 * Text with its matched words in `<mark>`: React text nodes only, never HTML strings, so nothing
 * from the content or the query can get in as markup. Words match with the index's own term
 * processing, and queries are cut to 100 characters by code point, so an emoji is never split.
 */
export function Highlight({ segments }: { segments: readonly TextSegment[] }) {
  return segments.map((segment, index) =>
    segment.match ? <mark key={index}>{segment.text}</mark> : segment.text,
  );
}
