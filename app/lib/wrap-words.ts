/**
 * Breaks a short text into at most `maxLines` lines of about `lineLength` characters, for SVG
 * text (which does not wrap by itself). Words are never split; the last line takes the rest.
 */
export function wrapWords(text: string, lineLength: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    const current = lines.at(-1);
    if (
      current !== undefined &&
      (current.length + 1 + word.length <= lineLength || lines.length === maxLines)
    ) {
      lines[lines.length - 1] = `${current} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}
