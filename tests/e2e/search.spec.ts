import type { Page } from "@playwright/test";
import { testContent } from "#app/test/content.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { expect, test, waitForPageSettled } from "./fixtures.ts";
import { literal } from "./support/intake.ts";
import { DESKTOP_ONLY, PHONE_ONLY } from "./support/widths.ts";

const texts = testContent("search");
const faq = testContent("faq");
const contact = testContent("contact");
const faqSection = (page: Page) => page.getByRole("region", { name: faq.heading });
/** The FAQ tab with this slug, and the tab that holds the question with this id. */
const faqTab = (slug: string) => faq.tabs.find((tab) => tab.slug === slug);
const faqTabOf = (questionId: string) =>
  faq.tabs.find((tab) => tab.items.some((item) => item.id === questionId));
const faqQuestion = (id: string) =>
  faq.tabs.flatMap((tab) => tab.items).find((item) => item.id === id)?.title ?? "";
/** The number of results the dialog announces, any number, in the content's words. */
const resultCount = new RegExp(
  [texts.resultCount, texts.resultCountOne]
    .map((template) => literal(template).replace(literal("{count}"), "\\d+"))
    .join("|"),
);

const INDEX_CHUNK = /search-index-[\w-]+\.js/;

function searchButton(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: texts.button, exact: true });
}

function dialog(page: Page) {
  return page.getByRole("dialog", { name: texts.title });
}

function field(page: Page) {
  return dialog(page).getByRole("combobox", { name: texts.inputLabel });
}

async function openByButton(page: Page) {
  await searchButton(page).click();
  await expect(field(page)).toBeFocused();
  // The index has loaded once the suggestions show.
  await expect(dialog(page).getByRole("option").first()).toBeVisible();
}

async function search(page: Page, query: string) {
  await field(page).fill(query);
}

test.describe("site search", () => {
  test("opens from the header button; the index loads only then", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/k-youth");
    await waitForPageSettled(page);
    await searchButton(page).hover();
    expect(requested.filter((url) => INDEX_CHUNK.test(url))).toEqual([]);

    await openByButton(page);
    expect(requested.filter((url) => INDEX_CHUNK.test(url))).toHaveLength(1);
    await expect(
      dialog(page).getByRole("listbox", { name: texts.suggestions.heading }),
    ).toBeVisible();
    await expect(dialog(page).getByRole("option")).toHaveCount(texts.suggestions.ids.length);
  });

  // Keyboard shortcuts: once, at desktop width, where keyboards are.
  test(
    "opens with / and with Ctrl+K, and Escape gives focus back",
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto("/k-youth");
      await page.locator("body").press("/");
      await expect(field(page)).toBeFocused();
      await expect(field(page)).toHaveValue("");
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toBeHidden();

      await searchButton(page).focus();
      await page.keyboard.press("Control+k");
      await expect(field(page)).toBeFocused();
      await search(page, "allowance");
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toBeHidden();
      await expect(searchButton(page)).toBeFocused();
    },
  );

  test("/ typed into a form field stays in the field", DESKTOP_ONLY, async ({ page }) => {
    await page.goto("/contact-us");
    const name = page.getByRole("textbox", { name: contact.form.fields.fullname.label });
    await name.fill("a/b");
    await name.press("/");
    await expect(name).toHaveValue("a/b/");
    await expect(dialog(page)).toHaveCount(0);
  });

  test(
    "arrow keys move through the results and Enter opens the FAQ answer",
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto("/k-youth");
      await openByButton(page);
      await search(page, "OJT");
      const ojtTab = faqTab("about-the-on-the-job-training")?.label ?? "";
      const options = dialog(page).getByRole("option");
      await expect(options.first()).toHaveAttribute("aria-selected", "true");
      await expect(options.first()).toContainText(
        formatMessage(texts.locations.faq, { tab: ojtTab }),
      );
      await expect(options.first().locator("mark").first()).toHaveText(/^OJT$/i);
      await expect(dialog(page).getByRole("status")).toHaveText(resultCount);

      await page.keyboard.press("ArrowDown");
      await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
      const id = await options.nth(1).getAttribute("id");
      await expect(field(page)).toHaveAttribute("aria-activedescendant", id ?? "");
      const title = (await options.nth(1).locator("span").first().textContent()) ?? "";
      await page.keyboard.press("Enter");

      await expect(dialog(page)).toBeHidden();
      await expect(page).toHaveURL(/\/k-youth#faq-/);
      const tab = faqSection(page).getByRole("tab", { name: ojtTab });
      await expect(tab).toHaveAttribute("aria-selected", "true");
      const summary = faqSection(page).locator("summary", { hasText: title });
      await expect(summary).toBeFocused();
      await expect(summary).toBeInViewport();
      await expect(summary.locator("xpath=..")).toHaveJSProperty("open", true);
    },
  );

  test("a FAQ result followed from the contact page opens the answer", async ({ page }) => {
    await page.goto("/contact-us");
    await openByButton(page);
    await search(page, "penalty");
    const question = faqQuestion("quitting-penalty");
    const first = dialog(page).getByRole("option").first();
    // Found by its keywords, which are never shown.
    await expect(first).toContainText(question);
    await first.click();

    await expect(page).toHaveURL(/\/k-youth#faq-quitting-penalty$/);
    await expect(
      faqSection(page).getByRole("tab", { name: faqTabOf("quitting-penalty")?.label ?? "" }),
    ).toHaveAttribute("aria-selected", "true");
    const summary = faqSection(page).locator("summary", { hasText: question });
    await expect(summary.locator("xpath=..")).toHaveJSProperty("open", true);
    await expect(summary).toBeInViewport();
    await expect(summary).toBeFocused();
  });

  test("a section result scrolls to the section and focuses its heading", async ({ page }) => {
    await page.goto("/contact-us");
    await openByButton(page);
    await search(page, "strategic partners");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/k-youth#strategic-partners$/);
    const heading = page.getByRole("heading", { name: testContent("programme").partners.heading });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });

  test("a contact card result goes to the card", async ({ page }) => {
    await page.goto("/k-youth");
    await openByButton(page);
    await search(page, "Kuala Lumpur");
    await dialog(page).getByRole("option", { name: contact.cards.location }).click();
    await expect(page).toHaveURL(/\/contact-us#contact-card-location$/);
    await expect(page.getByRole("heading", { name: contact.cards.location })).toBeFocused();
  });

  // The search's logic: once, on a phone.
  test(
    "no results says so and offers the FAQ and the contact page",
    PHONE_ONLY,
    async ({ page }) => {
      await page.goto("/k-youth");
      await openByButton(page);
      await search(page, "zzqqxxyy");
      await expect(dialog(page).getByRole("option")).toHaveCount(0);
      await expect(field(page)).toHaveAttribute("aria-expanded", "false");
      await expect(dialog(page)).toContainText(
        formatMessage(texts.noResults.text, { query: "zzqqxxyy" }),
      );
      await dialog(page).getByRole("link", { name: texts.noResults.contact }).click();
      await expect(page).toHaveURL(/\/contact-us$/);
      await expect(dialog(page)).toBeHidden();
    },
  );

  test(
    "bad input: no crash, no console error, nothing injected, long input cut",
    PHONE_ONLY,
    async ({ page }) => {
      await page.goto("/k-youth");
      await openByButton(page);
      const inputs = [
        "a",
        "x".repeat(500),
        "!!!???...",
        ".*+?^${}()|[]\\",
        "<img src=x onerror=alert(1)>",
        "<script>window.__pwned=1</script>",
        "🎓👩‍🎓",
        "Berapakah elaun bulanan?",
        "",
      ];
      for (const input of inputs) {
        await search(page, input);
        await expect(field(page)).toBeVisible();
      }
      await search(page, "y".repeat(500));
      expect((await field(page).inputValue()).length).toBeLessThanOrEqual(100);
      expect(await dialog(page).locator("img, script").count()).toBe(0);
      expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
    },
  );

  test.describe("when its code cannot be downloaded", PHONE_ONLY, () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource|dynamically imported module/] });

    test("the dialog says so and its retry works", async ({ page }) => {
      await page.goto("/k-youth");
      let offline = true;
      await page.route(/search-panel-[\w-]+\.js/, (route) =>
        offline ? route.abort("internetdisconnected") : route.continue(),
      );
      await searchButton(page).click();
      await expect(dialog(page).getByRole("alert")).toContainText(texts.loadFailed);
      offline = false;
      await dialog(page).getByRole("button", { name: texts.retry }).click();
      await expect(field(page)).toBeFocused();
      await search(page, "allowance");
      await expect(dialog(page).getByRole("option").first()).toContainText("allowance");
    });
  });
});
