import { INTAKE_2026 } from "#app/test/test-intakes.ts";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { IntakesContent } from "#app/content/schema.ts";
import { INTAKE_MOMENT_ATTRIBUTE } from "#app/lib/intake-state-mark.ts";
import { SiteContentProvider } from "#app/lib/site-content.tsx";
import { SITE_STYLES_ATTRIBUTE } from "#app/layout/site-styles.tsx";
import { sharedTestContent, testContent } from "#app/test/content.ts";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { IntakeCallToAction } from "./intake-call-to-action.tsx";
import { IntakeProvider } from "./intake-context.tsx";
import { intakeSchedule } from "./schedule.ts";

/**
 * Fixture intakes: the content holds only 2025, so the state "closed, next intake known" is
 * tested here, with a 2026 intake the programme team might add.
 */
const content: IntakesContent = {
  earlierIntakes: [{ year: 2024, name: "K-Youth 2024" }],
  intakes: [
    {
      year: 2025,
      name: "K-Youth 2025",
      applicationsOpen: { date: "2025-04-01T09:00:00+08:00" },
      applicationsClose: { date: "2025-05-15T23:59:59+08:00" },
      trainingStart: { date: "2025-06-04" },
      onTheJobTrainingEnd: { date: "2025-10-03" },
      applicationForm: { url: "https://forms.example/k-youth-2025/apply" },
    },
    INTAKE_2026,
  ],
};
const { askAboutNext } = testContent("programme").applications;
const BETWEEN_INTAKES = new Date("2025-11-25T10:00:00+08:00");
const WHILE_2025_OPEN = new Date("2025-04-10T10:00:00+08:00");

function renderAt(
  now: Date,
  { builtAt = now, intakes = content, language = "en" as "en" | "ms", mainOnly = false } = {},
) {
  vi.useFakeTimers({ toFake: ["Date"], now });
  const texts = testContent("programme", language).applications;
  return renderWithSite(
    <IntakeProvider schedule={intakeSchedule(intakes, language, builtAt)} texts={texts}>
      <IntakeCallToAction mainOnly={mainOnly} />
    </IntakeProvider>,
    { path: language === "ms" ? "/ms/k-youth" : "/k-youth" },
  );
}

/** The call to action as the build prerenders it: no effects run. */
function prerendered(builtAt: Date) {
  return renderToString(
    <MemoryRouter>
      <SiteContentProvider content={sharedTestContent()}>
        <IntakeProvider
          schedule={intakeSchedule(content, "en", builtAt)}
          texts={testContent("programme").applications}
        >
          <IntakeCallToAction />
        </IntakeProvider>
      </SiteContentProvider>
    </MemoryRouter>,
  );
}

/**
 * A new visit: a document not yet marked with a moment, and the page's stylesheet, which takes
 * the rule that shows the visitor's moment alone.
 */
function newVisit() {
  document.head.querySelector(`style[${SITE_STYLES_ATTRIBUTE}]`)?.remove();
  document.documentElement.removeAttribute(INTAKE_MOMENT_ATTRIBUTE);
  const styles = document.createElement("style");
  styles.setAttribute(SITE_STYLES_ATTRIBUTE, "");
  document.head.append(styles);
}

beforeEach(newVisit);

afterEach(() => {
  vi.useRealTimers();
});

describe("the call to action, closed with the next intake known", () => {
  it("says when applications closed and when the next open, with no APPLY NOW", () => {
    renderAt(BETWEEN_INTAKES);
    expect(
      screen.getByText(
        "Applications for K-Youth 2025 closed on 15 May 2025. Applications for K-Youth 2026 open on 1 March 2026 at 9:00 am.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("link", { name: /APPLY NOW/ })).toBeNull();
  });

  it("offers the next opening date for a calendar and the contact form's next-intake request", () => {
    renderAt(BETWEEN_INTAKES);
    const calendar = screen.getByRole("link", { name: "Add to my calendar" });
    expect(calendar).toHaveAttribute("href", "/calendar/k-youth-2026-applications.ics");
    expect(calendar).toHaveAttribute("download");
    expect(calendar).toHaveAccessibleDescription(/K-Youth 2026 open on 1 March 2026/);
    expect(screen.getByRole("link", { name: askAboutNext })).toHaveAttribute(
      "href",
      "/contact-us?subject=next-intake#contact-form-heading",
    );
  });

  it("offers the interest form when the content names one", () => {
    renderAt(BETWEEN_INTAKES, {
      intakes: { ...content, interestForm: { url: "https://forms.example/interest" } },
    });
    const links = screen.getAllByRole("link").map((link) => link.textContent);
    expect(links).toEqual([
      "Add to my calendar",
      "Register your interest (opens in a new tab)",
      askAboutNext,
    ]);
  });

  it("says it in Malay on the Malay page, with Malay addresses", () => {
    renderAt(BETWEEN_INTAKES, { language: "ms" });
    expect(
      screen.getByText(
        "Permohonan K-Youth 2025 telah ditutup pada 15 Mei 2025. Permohonan K-Youth 2026 dibuka pada 1 Mac 2026, 9.00 pagi.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Tambah ke kalendar saya" })).toHaveAttribute(
      "href",
      "/ms/calendar/k-youth-2026-applications.ics",
    );
    const { askAboutNext } = testContent("programme", "ms").applications;
    expect(screen.getByRole("link", { name: askAboutNext })).toHaveAttribute(
      "href",
      "/ms/contact-us?subject=next-intake#contact-form-heading",
    );
  });

  it("keeps only the main action where the page offers the others elsewhere", () => {
    renderAt(BETWEEN_INTAKES, { mainOnly: true });
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Add to my calendar",
    ]);
  });
});

describe("the state on any day", () => {
  it("is in the prerendered HTML for every moment, the build day's marked for readers without scripts", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: WHILE_2025_OPEN });
    const html = prerendered(BETWEEN_INTAKES);
    expect(html).toContain("APPLY NOW");
    expect(html).toMatch(
      /<span data-intake-when="next-2026" data-intake-built="">[^<]*K-Youth 2026 open on 1 March 2026/,
    );
  });

  it("shows the visitor's moment, whatever day the page was built", async () => {
    renderAt(WHILE_2025_OPEN, { builtAt: BETWEEN_INTAKES });
    const apply = await screen.findByRole("link", { name: /^APPLY NOW/ });
    expect(apply).toHaveAttribute("href", "https://forms.example/k-youth-2025/apply");
    expect(apply).toHaveAccessibleDescription(
      "Applications for K-Youth 2025 are open until 15 May 2025 at 11:59 pm.",
    );
  });

  it("counts the days left near the deadline, and says so on the last one", async () => {
    renderAt(new Date("2025-05-12T10:00:00+08:00"));
    await waitFor(() =>
      expect(
        screen.getByText(
          "Only 4 days left to apply for K-Youth 2025. Applications close on 15 May 2025 at 11:59 pm.",
        ),
      ).toBeVisible(),
    );
    vi.useRealTimers();
    cleanup();
    newVisit();
    renderAt(new Date("2025-05-15T10:00:00+08:00"));
    expect(screen.getByText(/^Last day to apply for K-Youth 2025\./)).toBeVisible();
  });

  it("without scripts names the day the page shows", () => {
    expect(prerendered(BETWEEN_INTAKES)).toMatch(
      /<noscript><p[^>]*>As at 25 November 2025, when this page was published\.<\/p><\/noscript>/,
    );
  });
});
