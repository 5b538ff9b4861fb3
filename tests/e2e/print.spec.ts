import { writeFile } from "node:fs/promises";
import { extractText, getDocumentProxy } from "unpdf";
import { formatMessage } from "#app/lib/format-message.ts";
import { type Language, pagePath } from "#app/site-manifest.ts";
import { testContent } from "#app/test/content.ts";
import { expect, scrollTo, test } from "./fixtures.ts";
import { DESKTOP_ONLY } from "./support/widths.ts";

/**
 * Text as a PDF gives it back: ligatures unfolded, no spaces (line breaks move them), and the
 * font's minus sign between figures ("4-month" is drawn with one) read as the hyphen it was.
 */
function squeeze(value: string): string {
  return value.normalize("NFKC").replace(/\s+/g, "").replaceAll("\u2212", "-");
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  nbsp: " ",
};

function decode(html: string): string {
  return html
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&(\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity);
}

/**
 * The runs of an answer's text a reader sees on paper, from its rendered Markdown: split where a
 * link starts or ends, because the printout writes a link's address after it, and at every
 * paragraph and list item, because a numbered list's figures come between them.
 */
function textRuns(html: string): string[] {
  return html
    .replace(/<span class="visually-hidden">.*?<\/span>/g, "")
    .split(/<a\b[^>]*>|<\/a>|<\/?(?:p|li|ol|ul)\b[^>]*>/)
    .map((part) => squeeze(decode(part.replace(/<[^>]+>/g, " "))))
    .filter((run) => run.length > 0);
}

for (const language of ["en", "ms"] as const satisfies Language[]) {
  const path = pagePath("programme", language);
  const faq = testContent("faq", language);
  const programme = testContent("programme", language);
  const ui = testContent("ui", language);
  const site = testContent("site", language);
  const search = testContent("search", language);
  const address = `${site.origin}${path}`;

  test.describe(`${path} printed`, () => {
    test("leaves out the controls and shows every tab's answers", async ({ page }) => {
      await page.goto(path);
      // Far enough down for back-to-top to show on screen.
      await scrollTo(page, 400);
      await page.emulateMedia({ media: "print" });

      const banner = page.getByRole("banner");
      await expect(banner.getByRole("navigation")).toBeHidden();
      await expect(banner.getByRole("button", { name: search.button, exact: true })).toBeHidden();
      await expect(banner.getByRole("button", { name: ui.header.openMenu })).toBeHidden();
      await expect(page.getByRole("button", { name: ui.backToTop })).toBeHidden();
      await expect(page.getByRole("button", { name: programme.testimonials.next })).toBeHidden();
      await expect(
        page.getByRole("button", { name: programme.testimonials.previous }),
      ).toBeHidden();
      await expect(page.getByRole("button", { name: programme.partners.pause })).toBeHidden();
      await expect(page.getByRole("tablist", { name: faq.tabsLabel })).toBeHidden();
      const visibleControls = (name: string) =>
        page.getByRole("button", { name }).filter({ visible: true });
      await expect(visibleControls(faq.copyLink)).toHaveCount(0);
      await expect(visibleControls(programme.share.label)).toHaveCount(0);
      // The map lives on the contact page; no page prints one.
      await expect(page.locator("iframe").filter({ visible: true })).toHaveCount(0);

      // Back on screen, the same controls are there (so the assertions above can fail).
      await page.emulateMedia({ media: "screen" });
      await expect(banner.getByRole("button", { name: search.button, exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: ui.backToTop })).toBeVisible();
      await expect(visibleControls(programme.share.label).first()).toBeVisible();
      await page.emulateMedia({ media: "print" });

      const section = page.getByRole("region", { name: faq.heading });
      for (const tab of faq.tabs) {
        await expect(section.getByRole("heading", { level: 3, name: tab.label })).toBeVisible();
        for (const item of tab.items) {
          const details = section.locator(`#faq-${item.id}`);
          await expect(details.locator("summary")).toBeVisible();
          const firstRun = textRuns(item.body)[0] ?? "";
          // The answer itself; words for the state of applications may follow it.
          const answer = details.locator(".prose").first();
          await expect(answer).toBeVisible();
          expect(squeeze((await answer.innerText()) ?? "")).toContain(firstRun);
        }
      }
      await expect(
        page.getByText(formatMessage(programme.print.undated, { address })),
      ).toBeVisible();
    });

    test("dates the printout when the browser is about to print", async ({ page }) => {
      await page.goto(path);
      const undated = page.getByText(formatMessage(programme.print.undated, { address }));
      await expect(undated).toBeHidden();
      await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
      const today = await page.evaluate(
        (tag) => new Intl.DateTimeFormat(tag, { dateStyle: "long" }).format(new Date()),
        language === "en" ? "en-MY" : "ms-MY",
      );
      await page.emulateMedia({ media: "print" });
      await expect(
        page.getByText(formatMessage(programme.print.printed, { address, date: today })),
      ).toBeVisible();
    });

    // The printout does not depend on the window's width.
    test(
      "as an A4 PDF holds every FAQ answer, every testimonial and the address",
      DESKTOP_ONLY,
      async ({ page }, testInfo) => {
        await page.goto(path);
        const pdf = await page.pdf({ format: "A4" });
        await writeFile(testInfo.outputPath(`factsheet-${language}.pdf`), pdf);
        const document = await getDocumentProxy(new Uint8Array(pdf));
        const { totalPages, text } = await extractText(document, { mergePages: true });
        testInfo.annotations.push({ type: "pages", description: `${path}: ${totalPages}` });
        console.log(`${path} prints on ${totalPages} A4 pages`);
        const printed = squeeze(text);

        // What is missing, listed, rather than the whole printout once per miss.
        const expected = [
          ...faq.tabs.flatMap((tab) => [
            tab.label,
            ...tab.items.flatMap((item) => [item.title, ...textRuns(item.body)]),
          ]),
          ...programme.testimonials.items.map((testimonial) => testimonial.quote),
        ];
        expect(expected.filter((run) => !printed.includes(squeeze(run)))).toEqual([]);
        expect(expected.length).toBeGreaterThan(faq.tabs.length * 3);
        expect(printed).toContain(squeeze(address));
        // An external link's address follows it: the host company form's, after INQUIRE NOW.
        expect(printed).toContain(squeeze(`(${site.links.hostCompanyForm.url})`));
        // No control's words made it to paper.
        expect(printed).not.toContain(squeeze(faq.copyLink));
        expect(printed).not.toContain(squeeze(ui.backToTop));
        expect(totalPages).toBeGreaterThan(1);
      },
    );
  });
}
