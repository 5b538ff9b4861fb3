import type { RichText } from "#app/content/rich-text.ts";

/** A content text, its words in another language in an element that says which (WCAG 3.1.2). */
export function Text({ value }: { value: RichText }) {
  return value.map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      // The parts of one text never move, so their position is who they are.
      <span key={index} lang={part.lang}>
        {part.text}
      </span>
    ),
  );
}
