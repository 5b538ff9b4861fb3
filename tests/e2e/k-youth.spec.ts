import type { Locator } from "@playwright/test";
import { plainText } from "#app/content/rich-text.ts";
import { languages, pagePath } from "#app/site-manifest.ts";
import { testContent } from "#app/test/content.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { PROGRAMME_ANCHOR } from "./support/intake.ts";
import { DESKTOP_ONLY } from "./support/widths.ts";

const HOST_FORM = testContent("site").links.hostCompanyForm;
const programme = testContent("programme");

test.describe("the programme page", () => {
  test("tells the story in order, each section with its heading and id", async ({ page }) => {
    await page.goto("/k-youth");
    const sections = await page
      .locator("main section[id]")
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(sections).toEqual([
      "what-we-offer",
      "about",
      "program-framework",
      "2024-highlights",
      PROGRAMME_ANCHOR,
      "application-process",
      "host-companies",
      "strategic-partners",
      "courses",
      "testimonials",
      "faq",
    ]);
    for (const [id, heading] of [
      ["what-we-offer", programme.whatWeOffer.heading],
      ["about", programme.about.heading],
      ["testimonials", programme.testimonials.heading],
    ] as const) {
      await expect(page.locator(`[id="${id}"]`).getByRole("heading", { level: 2 })).toHaveText(
        heading,
      );
    }
    const offers = page.locator("#what-we-offer").getByRole("heading", { level: 3 });
    await expect(offers).toHaveText(programme.whatWeOffer.cards.map((card) => card.title));
  });

  // APPLY NOW follows the state of applications: intake.spec.ts.
  test("the programme section lists the requirements and the benefits", async ({ page }) => {
    await page.goto("/k-youth");
    const { requirements, benefits, heading } = programme.programme2025;
    const section = page.getByRole("region", { name: heading });
    for (const list of [requirements, benefits]) {
      await expect(section.getByRole("heading", { name: list.heading })).toBeVisible();
      for (const item of list.items) {
        await expect(section.getByText(plainText(item), { exact: true })).toBeVisible();
      }
    }
  });

  for (const language of languages) {
    const path = pagePath("programme", language);
    const check = pagePath("eligibility", language);
    const step = testContent("programme", language).applicationProcess.steps[0]?.title ?? "";
    test(`${path}: the first step of applying leads to the eligibility check`, async ({ page }) => {
      await page.goto(path);
      const process = page.locator("#application-process");
      const link = process.getByRole("link", { name: step });
      await expect(link).toHaveAttribute("href", check);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${check}$`));
    });
  }

  test("host companies can inquire through their own form", async ({ page }) => {
    await page.goto("/k-youth");
    const hosts = page.locator("#host-companies");
    await expect(hosts.getByText(programme.hostCompanies.notice)).toBeVisible();
    const { sample, newTab } = testContent("ui");
    // A form the programme has not confirmed says it is a sample.
    const name = [programme.hostCompanies.inquire, ...(HOST_FORM.sample ? [sample] : []), newTab];
    const inquire = hosts.getByRole("link", { name: name.join(" ") });
    await expect(inquire).toHaveAttribute("href", HOST_FORM.url);
    await expect(inquire).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("courses and learning modes list the certificates, soft skills and seven modes", async ({
    page,
  }) => {
    await page.goto("/k-youth");
    const courses = page.locator("#courses");
    for (const { title } of programme.courses.certificates.items) {
      await expect(courses.getByRole("heading", { name: plainText(title) })).toBeVisible();
    }
    await expect(courses.getByRole("list").nth(2).getByRole("listitem")).toHaveCount(
      programme.courses.modes.items.length,
    );
  });
});

test.describe("lightbox", () => {
  for (const [section, { openLabel: open, closeLabel: close }] of [
    ["#program-framework", programme.framework],
    ["#2024-highlights", programme.highlights2024],
    ["#application-process", programme.applicationProcess],
  ] as const) {
    test(`${section} opens large, closes with Escape or its button, and returns focus`, async ({
      page,
    }) => {
      await page.goto(`/k-youth${section}`);
      const trigger = page.getByRole("button", { name: open });
      const heading = await page
        .locator(`[id="${section.slice(1)}"] h2`)
        .first()
        .innerText();
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: heading });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading", { level: 3 }).first()).toBeVisible();
      await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
      await expect(dialog.getByRole("button", { name: close })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: close }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  }

  test("opens again when pressed before the browser has fired the close event", async ({
    page,
  }) => {
    await page.goto("/k-youth#program-framework");
    const dialog = page.getByRole("dialog");
    await page.getByRole("button", { name: programme.framework.openLabel }).click();
    await expect(dialog).toBeVisible();
    // As Escape does, the page closes the dialog at once and fires `close` in a later task; the
    // press on the button comes in between (after this task's microtasks, before that task).
    await page.evaluate(async (label) => {
      const open = document.querySelector("dialog[open]") as HTMLDialogElement;
      const closeEvent = new Promise((resolve) => open.addEventListener("close", resolve));
      open.close();
      await Promise.resolve();
      const trigger = [...document.querySelectorAll("button")].find((button) =>
        button.textContent?.includes(label),
      );
      trigger?.click();
      await closeEvent;
    }, programme.framework.openLabel);
    await expect(dialog).toBeVisible();
  });

  test("no axe violations with the lightbox open", async ({ page }) => {
    await page.goto("/k-youth#program-framework");
    await page.getByRole("button", { name: programme.framework.openLabel }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, "lightbox");
  });
});

/** The partners the content lists (the specification's 53 while they are samples). */
const PARTNER_LOGO_COUNT = testContent("programme").partners.logos.length;

test.describe("partner marquee", () => {
  test(`shows ${PARTNER_LOGO_COUNT} named logos once, moving until paused`, async ({ page }) => {
    await page.goto("/k-youth#strategic-partners");
    const partners = page.locator("#strategic-partners");
    const list = partners.getByRole("list", { name: programme.partners.logosLabel });
    await expect(list.getByRole("img")).toHaveCount(PARTNER_LOGO_COUNT);
    await expect(list.getByRole("img").first()).toHaveAccessibleName(
      testContent("programme").partners.logos[0]?.name ?? "",
    );
    // The copy that closes the loop is neither announced nor focusable.
    await expect(partners.getByRole("img")).toHaveCount(PARTNER_LOGO_COUNT);
    await expect(partners.locator("ul[aria-hidden=true][inert]")).toHaveCount(1);

    const track = list.locator("..");
    await expect(track).toHaveCSS("animation-play-state", "running");
    await expect(track).toHaveCSS("animation-duration", "40s");
    // Moving, every logo of both sets is drawn (none skipped as far from the screen): the
    // compositor brings them in, and the main thread, which decides what is near, would not.
    const logosDrawn = await track
      .locator("li > *")
      .evaluateAll((logos) =>
        logos.map((logo) => logo.checkVisibility({ contentVisibilityAuto: true })),
      );
    expect(logosDrawn).toEqual(Array(PARTNER_LOGO_COUNT * 2).fill(true));
    await partners.getByRole("button", { name: programme.partners.pause }).click();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await page.mouse.move(0, 0);
    await expect(partners.getByRole("button", { name: programme.partners.play })).toBeVisible();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await expectNoAxeViolations(page, "paused marquee");
    await partners.getByRole("button", { name: programme.partners.play }).click();
    await page.mouse.move(0, 0);
    // Focus leaves the marquee (it rests while focused) without moving it off screen, where it
    // rests too: Tab would focus the carousel below and scroll the marquee away, so "running"
    // passed only if read before that scroll.
    await partners.getByRole("button", { name: programme.partners.pause }).blur();
    await expect(track).toHaveCSS("animation-play-state", "running");
  });

  // Hover needs a mouse.
  test("pauses while hovered", DESKTOP_ONLY, async ({ page }) => {
    await page.goto("/k-youth#strategic-partners");
    const list = page.getByRole("list", { name: programme.partners.logosLabel });
    const viewport = list.locator("../..");
    await viewport.scrollIntoViewIfNeeded();
    const box = await viewport.boundingBox();
    if (!box) throw new Error("no marquee");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(list.locator("..")).toHaveCSS("animation-play-state", "paused");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("stands still as a row the keyboard can scroll", async ({ page }) => {
      await page.goto("/k-youth#strategic-partners");
      const row = page.getByRole("region", { name: programme.partners.logosLabel });
      await expect(row).toBeVisible();
      await expect(row.getByRole("img")).toHaveCount(PARTNER_LOGO_COUNT);
      await expect(page.getByRole("button", { name: programme.partners.pause })).toHaveCount(0);
      await row.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    });

    test("draws the logos in view at once, and the others as the row is scrolled to them", async ({
      page,
    }) => {
      await page.goto("/k-youth#strategic-partners");
      const row = page.getByRole("region", { name: programme.partners.logosLabel });
      const logos = row.getByRole("img");
      await expect(logos).toHaveCount(PARTNER_LOGO_COUNT);
      // Drawn: laid out and painted, not skipped by the browser as far from the screen.
      const drawnLogos = () =>
        logos.evaluateAll((all) =>
          all.map((logo) => ({
            drawn: logo.checkVisibility({ contentVisibilityAuto: true }),
            inRow: logo.getBoundingClientRect().left < innerWidth,
          })),
        );
      const atLoad = await drawnLogos();
      expect(atLoad.filter((logo) => logo.inRow).every((logo) => logo.drawn)).toBe(true);
      // A row of a few logos may fit near the screen whole; the specification's 53 do not.
      if (atLoad.every((logo) => logo.drawn)) {
        expect(await row.evaluate((element) => element.scrollWidth)).toBeLessThan(
          3 * (page.viewportSize()?.width ?? 0),
        );
      }

      await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect.poll(async () => (await drawnLogos()).at(-1)?.drawn).toBe(true);
      const lastBox = await logos.last().boundingBox();
      const firstBox = await logos.first().boundingBox();
      expect(lastBox?.width).toBe(firstBox?.width);
      expect(lastBox?.height).toBe(firstBox?.height);
    });
  });
});

test.describe("testimonial carousel", () => {
  const { testimonials } = programme;
  const carouselName = testimonials.carouselLabel;
  const total = testimonials.items.length;
  /** Slide n and the dot that shows it, by the names the content gives them. */
  const slideName = (n: number) => formatMessage(testimonials.slideLabel, { index: n, total });
  const dotName = (n: number) => formatMessage(testimonials.dotLabel, { index: n, total });
  /** The sliding engine loads after the page; once it runs, the slides not shown are hidden. */
  const expectEngineRunning = (carousel: Locator) =>
    expect(
      carousel.getByRole("group", { name: slideName(2), exact: true, includeHidden: true }),
    ).toHaveAttribute("aria-hidden", "true");

  test("moves one slide at a time, loops both ways, and tracks the current dot", async ({
    page,
  }) => {
    await page.goto("/k-youth#testimonials");
    const carousel = page.getByRole("region", { name: carouselName });
    await expect(carousel).toHaveAttribute("aria-roledescription", testimonials.carouselRole);
    const slide = (n: number) =>
      carousel.getByRole("group", { name: slideName(n), exact: true, includeHidden: true });
    const dot = (n: number) => carousel.getByRole("button", { name: dotName(n), exact: true });
    // Shown means lined up with the carousel (whatever the page's own scroll position).
    const expectShown = (n: number) =>
      expect
        .poll(async () => {
          const [slideBox, carouselBox] = await Promise.all([
            slide(n).boundingBox(),
            carousel.boundingBox(),
          ]);
          return Math.abs((slideBox?.x ?? Infinity) - (carouselBox?.x ?? 0));
        })
        .toBeLessThan(1);
    await expectShown(1);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");

    await carousel.getByRole("button", { name: programme.testimonials.next }).click();
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await expectShown(2);
    await expect(slide(1)).toHaveAttribute("aria-hidden", "true");

    await dot(total).click();
    await expect(dot(total)).toHaveAttribute("aria-current", "true");
    await carousel.getByRole("button", { name: programme.testimonials.next }).click();
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await carousel.getByRole("button", { name: programme.testimonials.previous }).click();
    await expect(dot(total)).toHaveAttribute("aria-current", "true");
    await expectShown(total);
    await expectNoAxeViolations(page, "carousel moved");
  });

  test("works by keyboard alone", async ({ page }) => {
    await page.goto("/k-youth#testimonials");
    const carousel = page.getByRole("region", { name: carouselName });
    await carousel.getByRole("button", { name: programme.testimonials.previous }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: dotName(2), exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(carousel.getByRole("button", { name: dotName(2), exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("a slide takes about 500 ms to move", async ({ page }) => {
    // Timed in page time, stepped by the test, not wall time: on a busy machine a frame can come
    // late and Embla (a fixed-step animation) catch up in one jump, so a stopwatch would measure
    // the machine. The installed clock drives Date, performance.now and requestAnimationFrame.
    await page.clock.install();
    await page.goto("/k-youth#testimonials");
    const carousel = page.getByRole("region", { name: carouselName });
    await expectEngineRunning(carousel);
    const slide = carousel.getByRole("group", {
      name: slideName(2),
      exact: true,
      includeHidden: true,
    });
    // How far the second slide is from its shown place (0 once shown).
    const distance = async () => {
      const [slideBox, carouselBox] = await Promise.all([
        slide.boundingBox(),
        carousel.boundingBox(),
      ]);
      return Math.abs((slideBox?.x ?? Infinity) - (carouselBox?.x ?? 0));
    };
    const before = await distance();
    expect(before).toBeGreaterThan(100);

    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await carousel.getByRole("button", { name: programme.testimonials.next }).click();
    await page.clock.runFor(300);
    const midway = await distance();
    expect(midway, "still moving after 300 ms").toBeGreaterThan(1);
    expect(midway, "moving after 300 ms").toBeLessThan(before - 1);
    await page.clock.runFor(600);
    expect(await distance(), "in place after 900 ms").toBeLessThan(1);
  });

  test("follows a swipe", async ({ page }) => {
    await page.goto("/k-youth#testimonials");
    const carousel = page.getByRole("region", { name: carouselName });
    // A swipe before the engine runs is only a drag over still slides.
    await expectEngineRunning(carousel);
    const first = carousel.getByRole("group", { name: slideName(1), exact: true });
    await first.scrollIntoViewIfNeeded();
    const box = await first.boundingBox();
    if (!box) throw new Error("no slide");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.1, y, { steps: 5 });
    await page.mouse.up();
    await expect(carousel.getByRole("button", { name: dotName(2), exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });
});

for (const language of languages) {
  test.describe(`what the programme page states as fact (${language})`, () => {
    const { about, highlights2024 } = testContent("programme", language);
    const { organisations } = testContent("site", language);
    const { sample } = testContent("ui", language);

    test("About says who runs K-Youth, sponsors it and trains, and marks names not yet confirmed", async ({
      page,
    }) => {
      await page.goto(pagePath("programme", language));
      const block = page.getByRole("region", { name: about.whoRunsIt });
      await expect(block).toBeVisible();
      await expect(block.getByRole("term")).toHaveText(
        organisations.map((entry) => (entry.sample ? `${entry.name} ${sample}` : entry.name)),
      );
      await expect(block.getByRole("definition")).toHaveText(
        organisations.map((entry) => entry.description),
      );
    });

    test("the 2024 highlights say they are samples where they are read", async ({ page }) => {
      await page.goto(pagePath("programme", language));
      const moments = page.locator(`[id="2024-highlights"]`).getByRole("heading", { level: 3 });
      await expect(moments).toHaveText(highlights2024.moments.map((moment) => moment.title));
      for (const moment of highlights2024.moments) {
        expect(moment.title).toContain(sample);
      }
    });
  });
}
