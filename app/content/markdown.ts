import { Marked, type Tokens } from "marked";

/**
 * Build-time Markdown for long content fields. Editors may write paragraphs, lists, emphasis
 * and links; raw HTML is shown as text and only safe link schemes survive, so content can
 * never inject markup or script into the page.
 */
export interface MarkdownOptions {
  /** Visually hidden words appended to links that open a new tab, in the content's language. */
  newTabLabel: string;
  /**
   * Named links a Markdown link may use as its destination, written in braces:
   * `[apply online]({links.applicationForm})`. Keys are the names without braces.
   */
  linkTokens?: Readonly<Record<string, string>>;
}

/** Content that cannot be rendered, such as a link token no content file defines. */
export class MarkdownContentError extends Error {
  override name = "MarkdownContentError";
}

/** A link destination in braces is a token naming a link kept elsewhere, resolved at build time. */
const LINK_TOKEN = /^\{(.*)\}$/s;

function resolveLinkToken(href: string, tokens: Readonly<Record<string, string>>): string {
  const name = LINK_TOKEN.exec(href)?.[1];
  if (name === undefined) return href;
  const resolved = Object.hasOwn(tokens, name) ? tokens[name] : undefined;
  if (resolved !== undefined) return resolved;
  const known = Object.keys(tokens)
    .map((key) => `{${key}}`)
    .join(", ");
  throw new MarkdownContentError(
    `unknown link {${name}}; use one of: ${known || "(no named links are defined)"}`,
  );
}

const SAFE_HREF = /^(https?:|mailto:|tel:|\/|#)/i;

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

export function createMarkdownRenderer({ newTabLabel, linkTokens = {} }: MarkdownOptions) {
  const marked = new Marked({
    gfm: true,
    breaks: false,
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      image({ text }: Tokens.Image) {
        return escapeHtml(text);
      },
      link({ href: written, tokens }: Tokens.Link) {
        const label = this.parser.parseInline(tokens);
        const href = resolveLinkToken(written, linkTokens);
        if (!SAFE_HREF.test(href)) return label;
        const safeHref = escapeHtml(href);
        if (!isExternalHref(href)) return `<a href="${safeHref}">${label}</a>`;
        return `<a href="${safeHref}" target="_blank" rel="noopener noreferrer">${label}<span class="visually-hidden"> ${escapeHtml(newTabLabel)}</span></a>`;
      },
    },
  });

  return (source: string): string => marked.parse(source, { async: false }).trim();
}
