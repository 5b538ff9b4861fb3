/*
 * Kept apart from markdown.ts so code that runs in the browser (structured data) can use it
 * without pulling the Markdown parser into the bundle.
 */

/**
 * The text of a content field's HTML (Markdown as markdown.ts renders it) as a reader sees it:
 * tags removed, entities decoded, whitespace collapsed, and the visually hidden "opens in a new
 * tab" words left out. For search snippets and structured data.
 */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<span class="visually-hidden">[^<]*<\/span>/g, "")
    .replace(/<\/(p|li|h\d)>/g, "$& ")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ")
    .trim();
}
