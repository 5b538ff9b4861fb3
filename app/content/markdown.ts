import { Marked, type TokenizerAndRendererExtension, type Tokens } from "marked";
import { LANGUAGE_MARK, markedLanguage, rejectStrayMark } from "./rich-text.ts";

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
  /**
   * Addresses of pages that exist in English only, and the words a link to one of them gets on a
   * page in another language, such as "(dalam bahasa Inggeris)". Not given for English content.
   */
  englishOnly?: { urls: readonly string[]; note: string };
  /** Placeholder addresses (`sample: true`), and the words a link to one gets: "(sample)". */
  sample?: { urls: readonly string[]; note: string };
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

const LANGUAGE_MARK_FIRST = new RegExp(`^${LANGUAGE_MARK.source}`);

/** `[Generative AI]{lang=en}` becomes `<span lang="en">Generative AI</span>` (rich-text.ts). */
const languageSpan: TokenizerAndRendererExtension = {
  name: "languageSpan",
  level: "inline",
  start: (source) => source.indexOf("["),
  tokenizer(source) {
    const match = LANGUAGE_MARK_FIRST.exec(source);
    if (!match) return undefined;
    const [raw, words = "", lang = ""] = match;
    return {
      type: "languageSpan",
      raw,
      lang: markedLanguage(lang),
      tokens: this.lexer.inlineTokens(words),
    };
  },
  renderer(token) {
    return `<span lang="${escapeHtml(String(token.lang))}">${this.parser.parseInline(token.tokens ?? [])}</span>`;
  },
};

export function createMarkdownRenderer({
  newTabLabel,
  linkTokens = {},
  englishOnly,
  sample,
}: MarkdownOptions) {
  const marked = new Marked({
    gfm: true,
    breaks: false,
    extensions: [languageSpan],
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      image({ text }: Tokens.Image) {
        return escapeHtml(text);
      },
      link({ href: written, tokens }: Tokens.Link) {
        const href = resolveLinkToken(written, linkTokens);
        const words = this.parser.parseInline(tokens);
        if (!SAFE_HREF.test(href)) return words;
        const safeHref = escapeHtml(href);
        if (!isExternalHref(href)) return `<a href="${safeHref}">${words}</a>`;
        // A page in English only says so before it is opened, in the linking page's words.
        const [inLanguage, hreflang] = englishOnly?.urls.includes(href)
          ? [`${words} ${escapeHtml(englishOnly.note)}`, ' hreflang="en"']
          : [words, ""];
        // A placeholder never passes for the real page.
        const label = sample?.urls.includes(href)
          ? `${inLanguage} ${escapeHtml(sample.note)}`
          : inLanguage;
        return `<a href="${safeHref}"${hreflang} target="_blank" rel="noopener noreferrer">${label}<span class="visually-hidden"> ${escapeHtml(newTabLabel)}</span></a>`;
      },
    },
  });

  return (source: string): string => {
    rejectStrayMark(source.replaceAll(LANGUAGE_MARK, ""));
    return marked.parse(source, { async: false }).trim();
  };
}
