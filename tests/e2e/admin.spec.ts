import { readFileSync, writeFileSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { parse } from "yaml";
import { loadIntakes } from "#app/content/content-files.ts";
import { createContentSchemas } from "#app/content/schema.ts";
import { contentJsonSchemas } from "#content-editor/config.ts";
import { canonicalYaml, inSchemaOrder } from "#content-editor/yaml.ts";
import {
  contentFiles,
  readRepository,
  seedRepository,
  useRepositoryAsPickedFolder,
} from "./support/admin-repository.ts";
import { DESKTOP_ONLY } from "./support/widths.ts";
import { collectPageErrors } from "./support/page-errors.ts";

/**
 * The content editor at /admin/ (Sveltia CMS, docs/editing.md) against the production build: it
 * edits the content files of a clone through "Work with Local Repository", and saving writes files
 * the build accepts, changed only where the editor changed them. Its own headers, and the public
 * pages' unchanged. These use @playwright/test directly: the editor is no React Router page.
 */

// The editor's own check for a newer version asks unpkg.com, which its policy does not allow: we
// upgrade by pinning (decision 115). Nothing else may fail.
const ALLOWED_CONSOLE_ERRORS = [/unpkg\.com\/@sveltia\/cms\/package\.json/];

function watchConsole(page: Page): string[] {
  const errors = collectPageErrors(page, ALLOWED_CONSOLE_ERRORS);
  page.on("requestfailed", (request) => {
    // A reload cancels what the page was still loading (the favicon); that is no failure.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    errors.push(`failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${response.status()}: ${response.url()}`);
  });
  return errors;
}

/** A field's group: Sveltia CMS names it “<label>” Field, the label wrapped in isolation marks. */
function field(pane: Locator, label: string): Locator {
  return pane.getByRole("group", { name: new RegExp(`^“\u2068?${label}\u2069?” Field$`) });
}

/** Scrolls a pane until `target` is rendered: the editor renders list items as they come into view. */
async function scrollUntil(pane: Locator, target: Locator) {
  const box = await pane.boundingBox();
  for (let step = 0; step < 30 && (await target.count()) === 0; step += 1) {
    await pane.page().mouse.move((box?.x ?? 0) + 100, (box?.y ?? 0) + 300);
    await pane.page().mouse.wheel(0, 300);
    await pane.page().waitForTimeout(100);
  }
  await target.scrollIntoViewIfNeeded();
}

/**
 * The first FAQ question's answer in a pane, after opening the tabs and the first tab's questions
 * (once open, they are open in both languages).
 */
async function firstAnswer(pane: Locator): Promise<Locator> {
  const lists = [field(pane, "Tabs"), field(pane, "Questions").first()];
  for (const list of lists) {
    await scrollUntil(pane, list);
    const button = list.getByRole("button", { name: "Expand All" }).first();
    if (await button.isEnabled()) await button.click();
  }
  const answer = field(pane, "Answer").first().getByRole("textbox");
  await scrollUntil(pane, answer);
  return answer;
}

const schemas = createContentSchemas((source) => source);
const jsonSchemas = contentJsonSchemas();

/** Seeds a clone with the content files, opens the editor on it and opens one file's entry. */
async function openInEditor(page: Page, collection: string, entry: string) {
  await useRepositoryAsPickedFolder(page);
  // GitHub's status, which the editor asks for: up (this machine has no internet).
  await page.route("https://www.githubstatus.com/api/v2/status.json", (route) =>
    route.fulfill({
      json: { status: { indicator: "none", description: "All Systems Operational" } },
      headers: { "Access-Control-Allow-Origin": "*" },
    }),
  );
  await page.goto("/admin/");
  await seedRepository(page, contentFiles());
  await page.reload();
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await page.getByRole("treeitem", { name: collection }).click();
  await page.getByText(entry).click();
}

async function saveEntry(page: Page, collection: string) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // Once saved, the editor returns to the collection.
  await expect(
    page.getByRole("main", { name: new RegExp(`${collection}.*Collection`) }),
  ).toBeVisible({
    timeout: 15_000,
  });
}

// The editor is a desktop tool: once, at desktop width.
test.describe("content editor", DESKTOP_ONLY, () => {
  test("edits a FAQ answer in English and Malay in a local clone and saves files the build accepts", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const errors = watchConsole(page);
    const originals = contentFiles();
    await openInEditor(page, "Pages", "FAQ: tabs, questions and answers");

    const english = page.getByRole("group", { name: /Edit .English. Content/ });
    const englishAnswer = "K-Youth 2025 is a **free, 4-month programme** (edited in the editor).\n";
    await (await firstAnswer(english)).fill(englishAnswer);

    await page
      .getByRole("group", { name: /Preview/ })
      .getByRole("radio", { name: "Malay" })
      .click();
    const malay = page.getByRole("group", { name: /Edit .Malay. Content/ });
    const malayAnswer = "K-Youth 2025 ialah **program percuma selama 4 bulan** (disunting).\n";
    await (await firstAnswer(malay)).fill(malayAnswer);

    await saveEntry(page, "Pages");

    const paths = ["app/content/en/faq.yaml", "app/content/ms/faq.yaml"];
    const saved = await readRepository(page, paths);
    for (const path of paths) {
      await testInfo.attach(path, { body: saved[path] ?? "", contentType: "text/yaml" });
      writeFileSync(testInfo.outputPath(path.replaceAll("/", "-")), saved[path] ?? "");
    }
    const answers: Record<string, string> = {
      "app/content/en/faq.yaml": englishAnswer,
      "app/content/ms/faq.yaml": malayAnswer,
    };
    for (const path of paths) {
      const text = saved[path] ?? "";
      const data = parse(text);
      expect(
        schemas.faq.safeParse(data).error,
        `${path} passes the content schema`,
      ).toBeUndefined();
      // The same file with only the first answer changed, written the way every content file is.
      const expected = parse(originals[path] ?? "");
      expected.tabs[0].items[0].body = answers[path];
      expect(text, `${path} differs only in the edited answer`).toBe(
        canonicalYaml(inSchemaOrder(expected, jsonSchemas.faq)),
      );
    }
    expect(errors).toEqual([]);
  });

  test("formatted text pasted from Word or Google Docs into a Markdown field keeps its words, and nothing is loaded from a CDN", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const errors = watchConsole(page);
    await openInEditor(page, "Pages", "FAQ: tabs, questions and answers");
    const english = page.getByRole("group", { name: /Edit .English. Content/ });
    const answer = await firstAnswer(english);
    // What a word processor puts on the clipboard: the formatted copy and a plain one.
    await page.evaluate(async () => {
      const html =
        '<p><b>Apply</b> before the <i>closing date</i>, see <a href="https://k-youth.example/">our site</a>.</p><ul><li>Diploma</li><li>Degree</li></ul>';
      const plain = "Apply before the closing date, see our site.\nDiploma\nDegree";
      await navigator.clipboard.write([
        new ClipboardItem({
          "text/html": new Blob([html], { type: "text/html" }),
          "text/plain": new Blob([plain], { type: "text/plain" }),
        }),
      ]);
    });
    await answer.fill("");
    await answer.press("ControlOrMeta+V");
    // The Markdown fields are plain text (raw mode): the words arrive, the formatting does not,
    // and the editor asks for no add-on (a blocked one would be a console error).
    await expect(answer).toHaveValue(
      "Apply before the closing date, see our site.\nDiploma\nDegree",
    );
    expect(errors).toEqual([]);
  });

  test("saving site settings after one change rewrites nothing else, in either language", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = watchConsole(page);
    const originals = contentFiles();
    await openInEditor(
      page,
      "Site settings",
      "Site settings: organisations, contact details, links, menu",
    );
    const english = page.getByRole("group", { name: /Edit .English. Content/ });
    const phone = field(english, "Phone");
    await scrollUntil(english, phone);
    await phone.getByRole("button", { name: "Expand" }).click();
    const display = field(phone, "Phone number as shown").getByRole("textbox");
    await display.fill("+60 3-1234 5678");
    await saveEntry(page, "Site settings");

    const paths = ["app/content/en/site.yaml", "app/content/ms/site.yaml"];
    const saved = await readRepository(page, paths);
    const expected = parse(originals["app/content/en/site.yaml"] ?? "");
    expected.contact.phone.display = "+60 3-1234 5678";
    expect(saved["app/content/en/site.yaml"]).toBe(canonicalYaml(expected));
    expect(saved["app/content/ms/site.yaml"], "the Malay file is untouched").toBe(
      originals["app/content/ms/site.yaml"],
    );
    expect(errors).toEqual([]);
  });

  test("adds an intake: its form on https only, its deadline to the minute's last second, English only ticked", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    // The intake after every one in the data, as the team would add it.
    const year = Math.max(...loadIntakes().intakes.map((intake) => intake.year)) + 1;
    await openInEditor(page, "Intakes", "Intakes: application dates and forms (both languages)");
    const list = field(page.locator("body"), "Intakes with their dates");
    await scrollUntil(page.locator("body"), list);
    await list.getByRole("button", { name: /^Add \u2068?intake\u2069?$/ }).click();
    const added = (label: string) => field(list, label).last();
    await added("Year").getByRole("spinbutton").fill(String(year));
    await added("Name").getByRole("textbox").fill(`K-Youth ${year}`);
    const moment = (label: string) =>
      field(added(label), "Date and time \\(Malaysia time\\)").locator("input").first();
    await moment("Applications open").fill(`${year}-02-01T09:00`);
    await moment("Applications close").fill(`${year}-03-15T23:59`);
    // Playwright's fill and click do not settle on this part of the editor (its fields below the
    // date pickers): set values and press buttons as the browser's own events do.
    const setValue = async (input: Locator, value: string) => {
      await scrollUntil(page.locator("body"), input);
      await input.evaluate((element: HTMLInputElement, text) => {
        element.value = text;
        element.dispatchEvent(new Event("input", { bubbles: true }));
        element.dispatchEvent(new Event("change", { bubbles: true }));
      }, value);
    };
    const dayInput = (label: string) => field(added(label), "Date").locator("input").first();
    await setValue(dayInput("Training starts"), `${year}-05-03`);
    await setValue(dayInput("On-the-job training ends"), `${year}-09-03`);
    await added("Application form").getByRole("button", { name: "Expand" }).dispatchEvent("click");
    await expect(added("In English only").getByRole("switch")).toBeChecked();
    const address = added("Web address").getByRole("textbox");
    const save = page.getByRole("button", { name: "Save", exact: true });
    await setValue(address, `http://apply.k-youth.my/${year}`);
    await save.dispatchEvent("click");
    await expect(page.getByText("Must be a full web address starting with https://")).toBeVisible();

    await setValue(address, `https://apply.k-youth.my/${year}`);
    await save.dispatchEvent("click");
    await expect(page.getByRole("main", { name: /Intakes.*Collection/ })).toBeVisible({
      timeout: 15_000,
    });
    const path = "app/content/intakes.yaml";
    const saved = parse((await readRepository(page, [path]))[path] ?? "");
    const intake = saved.intakes.at(-1);
    expect(intake).toMatchObject({
      year,
      applicationsOpen: { date: `${year}-02-01T09:00:00+08:00` },
      applicationsClose: { date: `${year}-03-15T23:59:59+08:00` },
      applicationForm: { url: `https://apply.k-youth.my/${year}`, englishOnly: true },
    });
    expect(errors).toEqual([]);
  });

  test("/admin/ has its own policy and noindex; the public pages keep theirs", async ({
    request,
  }) => {
    const admin = await request.get("/admin/");
    expect(admin.status()).toBe(200);
    expect(admin.url()).toMatch(/\/admin\/?$/);
    const headers = admin.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("connect-src 'self' blob: data: https://api.github.com");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    const html = await admin.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    const script = /src="(\/admin\/sveltia-cms\.[0-9a-f]{10}\.js)"/.exec(html)?.[1];
    expect(script, "the editor is served from this site").toBeDefined();
    const bundle = await request.get(script ?? "");
    expect(bundle.status()).toBe(200);
    expect(bundle.headers()["content-security-policy"]).toBe(csp);

    for (const path of ["/k-youth", "/ms/contact-us", "/assets/"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const publicCsp = response.headers()["content-security-policy"] ?? "";
      expect(publicCsp, `${path} keeps the public policy`).toMatch(
        /^default-src 'none'; script-src 'self' 'sha256-/,
      );
      expect(publicCsp).not.toContain("api.github.com");
      expect(response.headers()["cross-origin-opener-policy"]).toBe("same-origin");
      expect(response.headers()["x-robots-tag"]).toBeUndefined();
    }

    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("admin");
    for (const file of ["k-youth/index.html", "ms/k-youth/index.html", "contact-us/index.html"]) {
      const page = readFileSync(`build/client/${file}`, "utf8");
      expect(page, `${file} does not link or load the editor`).not.toMatch(/\/admin|sveltia/i);
    }
  });
});
