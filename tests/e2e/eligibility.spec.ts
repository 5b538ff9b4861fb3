import type { Page } from "@playwright/test";
import { plainText } from "#app/content/rich-text.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { LANGUAGES, pagePath, routeId, type Language } from "#app/site-manifest.ts";
import { testContent } from "#app/test/content.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import {
  AFTER_THE_LAST_WINDOW,
  EARLIER_INTAKES,
  INTAKE,
  LAST_INTAKE,
  asOfPattern,
  literal,
  MOMENTS,
  stateAt,
  statusAt,
} from "./support/intake.ts";
import { PHONE_ONLY } from "./support/widths.ts";
import { linkTextIn } from "./support/content.ts";
import { AGE_ACCEPTED } from "#app/features/eligibility/settings.ts";

const ANSWERS_KEY = "k-youth:eligibility-answers";

// Unless a test moves it, the clock stands after the last window of the data: every intake there
// has closed, so the result is about the last one, and every intake is a past programme.
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(AFTER_THE_LAST_WINDOW);
});

/** The reasons on a not-eligible result, as the list their lead names. */
function reasonList(page: Page, language: Language) {
  const { lead } = testContent("eligibility", language).result.notEligible;
  return page.getByRole("list", { name: lead }).getByRole("listitem");
}

function textsOf(language: Language) {
  const texts = testContent("eligibility", language);
  const { questions: q } = texts;
  const label = (question: { options: { id: string; label: string }[] }, id: string) =>
    question.options.find((option) => option.id === id)?.label ?? id;
  // In the first window the result is about the first intake. After the last window the check is
  // for the next one, not yet announced: never for an intake whose applications closed.
  const today = { name: texts.result.nextIntake };
  const headings = {
    canApply: formatMessage(texts.result.eligible.heading, { name: INTAKE.name }),
    meetsRequirements: formatMessage(texts.result.eligible.meetsRequirements, today),
    cannotApply: formatMessage(texts.result.notEligible.heading, today),
  };
  return { texts, q, label, headings };
}

/** The question's group or box, found by its question as a visitor hears it. */
function questionControl(page: Page, question: string) {
  return page
    .getByRole("group", { name: question })
    .or(page.getByRole("textbox", { name: question }));
}

async function continueFrom(page: Page, language: Language) {
  await page.getByRole("button", { name: textsOf(language).texts.continue }).click();
}

for (const language of ["en", "ms"] as const) {
  const path = pagePath("eligibility", language);
  const { texts, q, headings } = textsOf(language);
  const applications = testContent("programme", language).applications;
  const tooYoung = String(q.age.min - 1);
  /** A programme of the content's own list, not a K-Youth intake. */
  const otherProgramme = q.pastProgrammes.programmes[0]?.label ?? "";

  // The check's logic and words are the same at every width: once, on a phone (the page layout is
  // checked at both widths by accessibility.spec.ts and the screenshots).
  test.describe(`eligibility check (${language})`, PHONE_ONLY, () => {
    test("an eligible graduate learns so in six steps, with nothing sent and no answer in the address", async ({
      page,
    }) => {
      // Seven pages with an accessibility scan on each, and history moves between them.
      test.slow();
      const sent: string[] = [];
      // While applications are open, the result invites them to apply.
      await page.clock.setFixedTime(MOMENTS.inWindow);
      await page.goto(path);
      page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.breadcrumbTitle);
      await expectNoAxeViolations(page, `${path} introduction`);

      const questions = [
        q.citizenship.question,
        q.age.question,
        q.work.question,
        q.qualification.question,
        q.pastProgrammes.question,
        q.commitment.question,
      ];
      await page.getByRole("button", { name: texts.intro.start }).click();
      for (const [index, question] of questions.entries()) {
        await expect(page).toHaveURL(`${path}?step=${index + 1}`);
        await expect(
          page.getByText(formatMessage(texts.progress, { current: index + 1, total: 6 })),
        ).toBeVisible();
        await expect(page.getByRole("heading", { level: 2, name: question })).toBeFocused();
        await expect(questionControl(page, question)).toBeVisible();
        await expectNoAxeViolations(page, `${path} question ${index + 1}`);
        await page.goBack();
        await page.goForward();
        await expect(page).toHaveURL(`${path}?step=${index + 1}`);
        const { label } = textsOf(language);
        if (index === 0)
          await page.getByRole("radio", { name: label(q.citizenship, "yes") }).check();
        if (index === 1)
          await page.getByRole("textbox", { name: q.age.question }).fill(String(q.age.min));
        if (index === 2)
          await page.getByRole("radio", { name: label(q.work, "unemployed-over-a-month") }).check();
        if (index === 3)
          await page.getByRole("radio", { name: label(q.qualification, "diploma") }).check();
        if (index === 4) await page.getByRole("checkbox", { name: q.pastProgrammes.none }).check();
        if (index === 5)
          await page.getByRole("radio", { name: label(q.commitment, "yes") }).check();
        await continueFrom(page, language);
      }

      await expect(page).toHaveURL(`${path}?step=result`);
      const result = page.getByRole("main");
      await expect(
        result.getByRole("heading", { level: 2, name: headings.canApply }),
      ).toBeFocused();
      await expect(result).toContainText(
        `RM${testContent("site", language).programme.facts.allowance.maxPerMonth.toLocaleString(LANGUAGES[language].tag)}`,
      );
      await expect(result).toContainText(texts.result.finalDecision);
      await expect(result).toContainText(texts.result.preference);
      const apply = result.getByRole("link", {
        name: new RegExp(`^${literal(applications.apply)}`),
      });
      await expect(apply).toHaveAttribute("href", INTAKE.applicationForm.url);
      await expect(apply).toHaveAttribute("target", "_blank");
      await expect(
        result.getByRole("heading", { name: texts.result.eligible.nextHeading }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `${path} eligible result`);

      // No answer left the page, in an address or in a request's body.
      expect(
        sent.filter((request) => /diploma|unemployed|citizenship|"age"/.test(request)),
      ).toEqual([]);
    });

    test("a graduate who meets no rule sees every reason, can change answers and ask the team", async ({
      page,
    }) => {
      const { label } = textsOf(language);
      await page.goto(path);
      await page.getByRole("button", { name: texts.intro.start }).click();
      await page.getByRole("radio", { name: label(q.citizenship, "no") }).check();
      await continueFrom(page, language);
      await page.getByRole("textbox", { name: q.age.question }).fill(tooYoung);
      await continueFrom(page, language);
      await page.getByRole("radio", { name: label(q.work, "working"), exact: true }).check();
      await continueFrom(page, language);
      await page.getByRole("radio", { name: label(q.qualification, "spm") }).check();
      await continueFrom(page, language);
      await page.getByRole("checkbox", { name: otherProgramme }).check();
      await page.getByRole("checkbox", { name: INTAKE.name }).check();
      await continueFrom(page, language);
      await page.getByRole("radio", { name: label(q.commitment, "no") }).check();
      await continueFrom(page, language);

      await expect(
        page.getByRole("heading", { level: 2, name: headings.cannotApply }),
      ).toBeFocused();
      const reasons = reasonList(page, language);
      await expect(reasons).toHaveCount(6);
      await expect(reasons.nth(1)).toContainText(tooYoung);
      await expect(reasons.nth(4)).toContainText(otherProgramme);
      await expect(reasons.nth(4)).toContainText(INTAKE.name);
      await expect(page.getByRole("main")).toContainText(texts.result.finalDecision);
      await expect(page.getByRole("main")).toContainText(texts.result.preference);
      await expect(
        page
          .getByRole("main")
          .getByRole("link", { name: linkTextIn(texts.result.notEligible.askTeam) }),
      ).toHaveAttribute("href", pagePath("contact", language));
      await expectNoAxeViolations(page, `${path} not-eligible result`);

      // Reload keeps the result; Change your answers goes to the first answer that ruled them out,
      // with the answer still chosen.
      await page.reload();
      await expect(reasonList(page, language)).toHaveCount(6);
      await page.getByRole("link", { name: texts.result.notEligible.changeAnswers }).click();
      await expect(page).toHaveURL(`${path}?step=1`);
      await expect(page.getByRole("radio", { name: label(q.citizenship, "no") })).toBeChecked();
      await page.getByRole("radio", { name: label(q.citizenship, "yes") }).check();
      await continueFrom(page, language);
      await expect(page.getByRole("textbox", { name: q.age.question })).toHaveValue(tooYoung);
      // Back keeps the answers too.
      await page.getByRole("link", { name: texts.back }).click();
      await expect(page.getByRole("radio", { name: label(q.citizenship, "yes") })).toBeChecked();
      await page.getByRole("link", { name: texts.back }).click();
      await expect(page.getByRole("button", { name: texts.intro.start })).toBeVisible();

      // Start again forgets everything.
      await page.goto(`${path}?step=result`);
      await page.getByRole("button", { name: texts.result.startAgain }).click();
      await expect(page).toHaveURL(`${path}?step=1`);
      await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), ANSWERS_KEY)).toBeNull();
    });

    test("after the last window: meeting the requirements is not an invitation to apply", async ({
      page,
    }) => {
      const eligible = {
        citizenship: "yes",
        age: 24,
        work: "unemployed-over-a-month",
        qualification: "diploma",
        pastProgrammes: "none",
        commitment: "yes",
      };
      await page.goto(path);
      await page.evaluate(
        ([key, answers]) => sessionStorage.setItem(key, JSON.stringify(answers)),
        [ANSWERS_KEY, eligible] as const,
      );
      await page.goto(`${path}?step=result`);
      const result = page.getByRole("main");
      await expect(result.getByRole("heading", { name: headings.meetsRequirements })).toBeVisible();
      await expect(result).toContainText(statusAt(AFTER_THE_LAST_WINDOW, language));
      await expect(
        result.getByRole("link", { name: new RegExp(`^${literal(applications.apply)}`) }),
      ).toHaveCount(0);
      await expect(result.getByRole("link", { name: applications.askAboutNext })).toBeVisible();
      await expectNoAxeViolations(page, `${path} result after the last window`);
    });

    test("a participant of the last intake is told they cannot apply again", async ({ page }) => {
      const { label } = textsOf(language);
      await page.goto(`${path}?step=1`);
      await page.getByRole("radio", { name: label(q.citizenship, "yes") }).check();
      await continueFrom(page, language);
      await page.getByRole("textbox", { name: q.age.question }).fill("24");
      await continueFrom(page, language);
      await page.getByRole("radio", { name: label(q.work, "unemployed-over-a-month") }).check();
      await continueFrom(page, language);
      await page.getByRole("radio", { name: label(q.qualification, "diploma") }).check();
      await continueFrom(page, language);
      await page.getByRole("checkbox", { name: LAST_INTAKE.name }).check();
      await continueFrom(page, language);
      await page.getByRole("radio", { name: label(q.commitment, "yes") }).check();
      await continueFrom(page, language);
      await expect(page.getByRole("heading", { name: headings.cannotApply })).toBeFocused();
      await expect(reasonList(page, language)).toHaveText([
        formatMessage(q.pastProgrammes.reason, { programmes: LAST_INTAKE.name }),
      ]);
    });

    test("while an intake is open, it is not yet a past programme", async ({ page }) => {
      await page.clock.setFixedTime(MOMENTS.inWindow);
      await page.goto(`${path}?step=1`);
      await page.evaluate(
        ([key]) =>
          sessionStorage.setItem(
            key,
            JSON.stringify({
              citizenship: "yes",
              age: 24,
              work: "unemployed-over-a-month",
              qualification: "diploma",
            }),
          ),
        [ANSWERS_KEY] as const,
      );
      await page.goto(`${path}?step=5`);
      await expect(page.getByRole("group", { name: q.pastProgrammes.question })).toBeVisible();
      await expect(page.getByRole("checkbox", { name: INTAKE.name })).toHaveCount(0);
      for (const { name } of EARLIER_INTAKES) {
        await expect(page.getByRole("checkbox", { name })).toBeVisible();
      }
    });
  });
}

test.describe("eligibility check: each rule on its own", PHONE_ONLY, () => {
  const eligible = {
    citizenship: "yes",
    age: 24,
    work: "unemployed-over-a-month",
    qualification: "diploma",
    pastProgrammes: "none",
    commitment: "yes",
  };
  const { q, headings } = textsOf("en");
  const [pastProgramme] = q.pastProgrammes.programmes;
  const reasonOf = (question: { options: { id: string; reason?: string }[] }, id: string) =>
    question.options.find((option) => option.id === id)?.reason ?? "";
  const cases: [string, Record<string, unknown>, string][] = [
    ["not a citizen", { citizenship: "no" }, reasonOf(q.citizenship, "no")],
    [
      `aged ${q.age.min - 1}`,
      { age: q.age.min - 1 },
      formatMessage(q.age.tooYoung, { age: q.age.min - 1, min: q.age.min, max: q.age.max }),
    ],
    [
      `aged ${q.age.max + 1}`,
      { age: q.age.max + 1 },
      formatMessage(q.age.tooOld, { age: q.age.max + 1, min: q.age.min, max: q.age.max }),
    ],
    ["working", { work: "working" }, reasonOf(q.work, "working")],
    [
      "out of work a month or less",
      { work: "unemployed-a-month-or-less" },
      reasonOf(q.work, "unemployed-a-month-or-less"),
    ],
    [
      "holding a certificate",
      { qualification: "certificate" },
      reasonOf(q.qualification, "certificate"),
    ],
    [
      "a past participant",
      { pastProgrammes: [pastProgramme?.id] },
      formatMessage(q.pastProgrammes.reason, { programmes: pastProgramme?.label ?? "" }),
    ],
    ["not free full-time", { commitment: "no" }, reasonOf(q.commitment, "no")],
  ];
  for (const [who, change, reason] of cases) {
    test(`someone ${who} is told exactly why`, async ({ page }) => {
      await page.goto(pagePath("eligibility", "en"));
      await page.evaluate(
        ([key, answers]) => sessionStorage.setItem(key, JSON.stringify(answers)),
        [ANSWERS_KEY, { ...eligible, ...change }] as const,
      );
      await page.goto(`${pagePath("eligibility", "en")}?step=result`);
      await expect(page.getByRole("heading", { name: headings.cannotApply })).toBeVisible();
      const reasons = reasonList(page, "en");
      await expect(reasons).toHaveCount(1);
      await expect(reasons).toContainText(reason);
    });
  }
});

test.describe("eligibility check: mistakes and odd visits", PHONE_ONLY, () => {
  const path = pagePath("eligibility", "en");
  const { texts, q, headings } = textsOf("en");

  test("Continue without an answer shows the error summary, which leads to the question", async ({
    page,
  }) => {
    await page.goto(path);
    await page.getByRole("button", { name: texts.intro.start }).click();
    await continueFrom(page, "en");
    const summary = page.getByRole("alert");
    await expect(summary).toContainText(texts.errorSummaryTitle);
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.querySelector("[role=alert]") != null),
      )
      .toBe(true);
    await expect(
      page.getByRole("group", { name: q.citizenship.question }),
    ).toHaveAccessibleDescription(`${texts.errorPrefix} ${q.citizenship.required}`);
    await expectNoAxeViolations(page, "a question with its error");
    await summary.getByRole("link", { name: q.citizenship.required }).click();
    await expect(page.getByRole("radio").first()).toBeFocused();
    await expect(page).toHaveURL(`${path}?step=1`);
  });

  test("the age box says what is wrong with anything but a whole number of years", async ({
    page,
  }) => {
    await page.goto(path);
    await page.evaluate(
      (key) => sessionStorage.setItem(key, JSON.stringify({ citizenship: "yes" })),
      ANSWERS_KEY,
    );
    await page.goto(`${path}?step=2`);
    const age = page.getByRole("textbox", { name: q.age.question });
    const outOfRange = formatMessage(q.age.errors.outOfRange, AGE_ACCEPTED);
    const cases: [string, string][] = [
      ["", q.age.errors.required],
      ["twenty", q.age.errors.notNumber],
      ["24.5", q.age.errors.notWhole],
      ["-5", outOfRange],
      ["0", outOfRange],
      ["9".repeat(500), outOfRange],
      ["<img src=x onerror=alert(1)>", q.age.errors.notNumber],
    ];
    for (const [typed, message] of cases) {
      await age.fill(typed);
      await continueFrom(page, "en");
      await expect(page.getByRole("alert")).toContainText(message);
      await expect(age).toHaveAccessibleDescription(new RegExp(literal(message)));
      await expect(page).toHaveURL(`${path}?step=2`);
    }
    await expect(page.locator("img")).toHaveCount(0);
    await expectNoAxeViolations(page, "the age question with its error");
    await age.fill("30");
    await continueFrom(page, "en");
    await expect(page).toHaveURL(`${path}?step=3`);
  });

  test("None of these and a programme never stay ticked together", async ({ page }) => {
    await page.goto(path);
    await page.evaluate(
      (key) =>
        sessionStorage.setItem(
          key,
          JSON.stringify({ citizenship: "yes", age: 20, work: "working", qualification: "spm" }),
        ),
      ANSWERS_KEY,
    );
    await page.goto(`${path}?step=5`);
    const none = page.getByRole("checkbox", { name: q.pastProgrammes.none });
    const mystep = page.getByRole("checkbox", {
      name: q.pastProgrammes.programmes.find((programme) => programme.id === "mystep")?.label,
    });
    await mystep.check();
    await none.check();
    await expect(mystep).not.toBeChecked();
    await mystep.check();
    await expect(none).not.toBeChecked();
  });

  test("a step the answers do not reach, or a made-up one, lands on a real step", async ({
    page,
  }) => {
    await page.goto(`${path}?step=result`);
    await expect(page).toHaveURL(`${path}?step=1`);
    await expect(page.getByRole("heading", { name: q.citizenship.question })).toBeVisible();
    await page.goto(`${path}?step=4`);
    await expect(page).toHaveURL(`${path}?step=1`);
    await page.goto(`${path}?step=%3Cscript%3E`);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("button", { name: texts.intro.start })).toBeVisible();
  });

  test("a keyboard alone completes the check", async ({ page }) => {
    await page.goto(path);
    await page.getByRole("button", { name: texts.intro.start }).focus();
    await page.keyboard.press("Enter");
    /** Presses Tab until `role` named `name` has focus (a few presses at most). */
    const tabTo = async (role: "radio" | "checkbox" | "textbox" | "button", name: string) => {
      const target = page.getByRole(role, { name, exact: true });
      for (let presses = 0; presses < 10; presses++) {
        if (await target.evaluate((element) => element === document.activeElement)) break;
        await page.keyboard.press("Tab");
      }
      await expect(target).toBeFocused();
    };
    const pressContinue = async () => {
      await tabTo("button", texts.continue);
      await page.keyboard.press("Enter");
    };
    const { label } = textsOf("en");
    await tabTo("radio", label(q.citizenship, "yes"));
    await page.keyboard.press("Space");
    await pressContinue();
    await tabTo("textbox", q.age.question);
    await page.keyboard.type("25");
    // Enter in the box sends the answer, as in any form.
    await page.keyboard.press("Enter");
    await tabTo("radio", label(q.work, "working"));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(
      page.getByRole("radio", { name: label(q.work, "unemployed-over-a-month") }),
    ).toBeChecked();
    await pressContinue();
    await tabTo("radio", label(q.qualification, "spm"));
    for (let presses = 0; presses < 3; presses++) await page.keyboard.press("ArrowDown");
    await expect(
      page.getByRole("radio", { name: label(q.qualification, "diploma") }),
    ).toBeChecked();
    await pressContinue();
    await tabTo("checkbox", q.pastProgrammes.none);
    await page.keyboard.press("Space");
    await pressContinue();
    await tabTo("radio", label(q.commitment, "yes"));
    await page.keyboard.press("Space");
    await pressContinue();
    await expect(page.getByRole("heading", { name: headings.meetsRequirements })).toBeFocused();
  });

  test("its JavaScript loads on its own page only", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(pagePath("programme", "en"));
    await page.waitForLoadState("networkidle");
    const onProgrammePage = [...scripts];
    await page.goto(path);
    // The check's code is its route module's (route modules are all named route-<hash>.js).
    const own = await page.evaluate(
      (id) => window.__reactRouterManifest?.routes[id]?.module,
      routeId("en", "eligibility"),
    );
    expect(own).toBeTruthy();
    expect(scripts).toContain(own);
    expect(onProgrammePage).not.toContain(own);
  });
});

test.describe("eligibility check: the way in", PHONE_ONLY, () => {
  for (const language of ["en", "ms"] as const) {
    test(`the banner, the requirements and the FAQ lead to it (${language})`, async ({ page }) => {
      const programme = testContent("programme", language);
      const path = pagePath("eligibility", language);
      await page.goto(pagePath("programme", language));
      await expect(
        page.getByRole("link", { name: programme.banner.checkEligibility }).first(),
      ).toHaveAttribute("href", path);
      const requirements = page.getByRole("heading", {
        name: programme.programme2025.requirements.heading,
      });
      await expect(requirements).toBeVisible();
      await expect(
        page.locator("div", { has: requirements }).last().getByRole("link", {
          name: programme.programme2025.checkEligibility,
        }),
      ).toHaveAttribute("href", path);
      await page.goto(`${pagePath("programme", language)}#faq-requirements`);
      await expect(
        page.locator("#faq-requirements").getByRole("link", { name: /./ }).last(),
      ).toHaveAttribute("href", path);
      await page.getByRole("link", { name: programme.banner.checkEligibility }).first().click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        testContent("eligibility", language).breadcrumbTitle,
      );
    });
  }
});

test.describe("eligibility check with JavaScript off", PHONE_ONLY, () => {
  test.use({ javaScriptEnabled: false });

  test("shows the requirements and where applications stood when it was built, not a dead form", async ({
    page,
  }) => {
    const { texts } = textsOf("en");
    const applications = testContent("programme").applications;
    await page.goto(pagePath("eligibility", "en"));
    await expect(page.getByRole("button", { name: texts.intro.start })).toBeHidden();
    await expect(page.getByText(texts.intro.withoutScript)).toBeVisible();
    const requirements = testContent("programme").programme2025.requirements.items;
    for (const requirement of requirements) {
      await expect(page.getByRole("main").getByText(plainText(requirement))).toBeVisible();
    }
    // Where applications stood on the build's day (the tests run on a build of today), dated.
    const built = new Date();
    await expect(page.getByRole("main")).toContainText(statusAt(built, "en"));
    if (!["open", "closingSoon"].includes(stateAt(built).kind)) {
      const apply = new RegExp(`^${literal(applications.apply)}`);
      await expect(page.getByRole("main").getByRole("link", { name: apply })).toHaveCount(0);
    }
    await expect(
      page.getByRole("main").getByText(asOfPattern(applications.status.asOf)),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("group")).toHaveCount(0);
  });
});
