/**
 * JSON for a `<script type="application/ld+json">` block. `JSON.stringify` alone is not enough
 * inside HTML: a string holding `</script>` would end the element, and `<!--` changes how the
 * parser reads the rest. Escaping `<`, `>` and `&` as JSON unicode escapes keeps the text inert
 * for the HTML parser and still parses to the same data; U+2028/U+2029 are escaped too, so the
 * text is also safe wherever it is read as JavaScript.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
