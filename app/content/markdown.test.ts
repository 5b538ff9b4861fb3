import { describe, expect, it } from "vitest";
import { createMarkdownRenderer, MarkdownContentError } from "./markdown.ts";
import { htmlToPlainText } from "./plain-text.ts";
import { LanguageMarkError } from "./rich-text.ts";

const render = createMarkdownRenderer({ newTabLabel: "(opens in a new tab)" });

describe("content Markdown", () => {
  it("renders paragraphs, emphasis and lists", () => {
    expect(render("Free to **join**.\n\n- one\n- two")).toBe(
      "<p>Free to <strong>join</strong>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>",
    );
  });

  it("shows raw HTML as text instead of injecting it", () => {
    const html = render('Hello <script>alert(1)</script> <img src=x onerror="alert(2)">');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;");
  });

  it("drops links with unsafe schemes but keeps their words", () => {
    expect(render("[click](javascript:alert(1))")).toBe("<p>click</p>");
  });

  it("opens external links in a new tab and says so", () => {
    expect(render("[Apply](https://forms.example/apply)")).toBe(
      '<p><a href="https://forms.example/apply" target="_blank" rel="noopener noreferrer">Apply<span class="visually-hidden"> (opens in a new tab)</span></a></p>',
    );
  });

  it("keeps site links in the same tab", () => {
    expect(render("[FAQ](/k-youth#faq)")).toBe('<p><a href="/k-youth#faq">FAQ</a></p>');
  });

  it("reduces rendered HTML to plain text without the hidden link hints", () => {
    const html = render("Read the [form](https://x.example) & **apply**.\n\n- a\n- b");
    expect(htmlToPlainText(html)).toBe("Read the form & apply. a b");
  });

  describe("link tokens", () => {
    const withLinks = createMarkdownRenderer({
      newTabLabel: "(opens in a new tab)",
      linkTokens: {
        "links.applicationForm": "https://forms.example/apply",
        "links.home": "/k-youth",
      },
    });

    it("replace a link destination in braces with the named address", () => {
      expect(withLinks("[Apply]({links.applicationForm})")).toBe(
        '<p><a href="https://forms.example/apply" target="_blank" rel="noopener noreferrer">Apply<span class="visually-hidden"> (opens in a new tab)</span></a></p>',
      );
      expect(withLinks("[Home](<{links.home}>)")).toBe('<p><a href="/k-youth">Home</a></p>');
    });

    it("leave braces in ordinary text alone", () => {
      expect(withLinks("Write {links.applicationForm} as text")).toBe(
        "<p>Write {links.applicationForm} as text</p>",
      );
    });

    it("fail on an unknown name, listing the known ones", () => {
      expect(() => withLinks("[Apply]({links.aplicationForm})")).toThrow(MarkdownContentError);
      expect(() => withLinks("[Apply]({links.aplicationForm})")).toThrow(
        "unknown link {links.aplicationForm}; use one of: {links.applicationForm}, {links.home}",
      );
      expect(() => withLinks("[Apply]({})")).toThrow(MarkdownContentError);
      expect(() => withLinks("[Apply]({toString})")).toThrow(MarkdownContentError);
    });

    it("fail when no links are defined at all", () => {
      expect(() => render("[Apply]({links.applicationForm})")).toThrow(
        "use one of: (no named links are defined)",
      );
    });
  });

  describe("language marks", () => {
    it("put words of another language in an element that says which", () => {
      expect(render("Latihan **[Future of Skills]{lang=en}** bermula.")).toBe(
        '<p>Latihan <strong><span lang="en">Future of Skills</span></strong> bermula.</p>',
      );
      expect(render("- [Generative AI]{lang=en}")).toBe(
        '<ul>\n<li><span lang="en">Generative AI</span></li>\n</ul>',
      );
    });

    it("keep the words' own Markdown and escape anything else", () => {
      expect(render("[**Train** <b>& Learn</b>]{lang=en}")).toBe(
        '<p><span lang="en"><strong>Train</strong> &lt;b&gt;&amp; Learn&lt;/b&gt;</span></p>',
      );
    });

    it("leave links alone", () => {
      expect(render("[FAQ](/k-youth#faq)")).toBe('<p><a href="/k-youth#faq">FAQ</a></p>');
    });

    it("refuse a language the site does not have, or a broken mark", () => {
      expect(() => render("[Bonjour]{lang=fr}")).toThrow(LanguageMarkError);
      expect(() => render('[Bonjour]{lang="><script>}')).toThrow(LanguageMarkError);
      expect(() => render("Words ]{lang=en}")).toThrow(LanguageMarkError);
    });

    it("are left out of the plain text", () => {
      expect(htmlToPlainText(render("Latihan [Future of Skills]{lang=en}."))).toBe(
        "Latihan Future of Skills.",
      );
    });
  });

  describe("links to pages in English only", () => {
    const malay = createMarkdownRenderer({
      newTabLabel: "(dibuka dalam tab baharu)",
      linkTokens: { "links.applicationForm": "https://forms.example/apply" },
      englishOnly: { urls: ["https://forms.example/apply"], note: "(dalam bahasa Inggeris)" },
    });

    it("say so, in the words of the page's language, and name the page's language", () => {
      expect(malay("[borang permohonan]({links.applicationForm})")).toBe(
        '<p><a href="https://forms.example/apply" hreflang="en" target="_blank" rel="noopener noreferrer">borang permohonan (dalam bahasa Inggeris)<span class="visually-hidden"> (dibuka dalam tab baharu)</span></a></p>',
      );
    });

    it("and no other link does", () => {
      expect(malay("[laman lain](https://other.example)")).not.toMatch(/Inggeris|hreflang/);
    });
  });
  describe("links to placeholder addresses", () => {
    const render = createMarkdownRenderer({
      newTabLabel: "(opens in a new tab)",
      linkTokens: { "links.hostCompanyForm": "https://forms.example/host" },
      sample: { urls: ["https://forms.example/host"], note: "(sample)" },
    });

    it("say they are samples, in the link's own words", () => {
      expect(render("[host company inquiry form]({links.hostCompanyForm})")).toBe(
        '<p><a href="https://forms.example/host" target="_blank" rel="noopener noreferrer">host company inquiry form (sample)<span class="visually-hidden"> (opens in a new tab)</span></a></p>',
      );
    });

    it("and no other link does", () => {
      expect(render("[another site](https://other.example)")).not.toMatch(/sample/);
    });
  });
});
