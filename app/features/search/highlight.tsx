import type { TextSegment } from "./run-search.ts";

/** Text with its matched words in `<mark>`: React text nodes only, so no markup can get in. */
export function Highlight({ segments }: { segments: readonly TextSegment[] }) {
  return segments.map((segment, index) =>
    segment.match ? <mark key={index}>{segment.text}</mark> : segment.text,
  );
}
