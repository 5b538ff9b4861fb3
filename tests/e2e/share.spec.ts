import type { Page } from "@playwright/test";
import { type Language, pagePath } from "#app/site-manifest.ts";
import { testContent } from "#app/test/content.ts";
import { expect, test } from "./fixtures.ts";
import { DESKTOP_ONLY, PHONE_ONLY } from "./support/widths.ts";

/** What the stub of `navigator.share` was given, in order. */
declare global {
  interface Window {
    __shared?: ShareData[];
  }
}

async function stubWebShare(page: Page) {
  await page.addInitScript(() => {
    window.__shared = [];
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: (data: ShareData) => {
        window.__shared?.push(data);
        return Promise.resolve();
      },
    });
  });
}

for (const language of ["en", "ms"] as const satisfies Language[]) {
  const path = pagePath("programme", language);
  const programme = testContent("programme", language);
  const faq = testContent("faq", language);
  const ui = testContent("ui", language);
  const { share } = programme;
  const address = `https://k-youth.example${path}`;
  const [firstTab] = faq.tabs;
  const question = firstTab?.items[0];
  if (!question) throw new Error("faq.yaml needs a question");

  /** The banner's Share button (the first on the page) and the one after Programme 2025. */
  const shareButtons = (page: Page) => page.getByRole("button", { name: share.pageLabel });
  const programmeSection = (page: Page) =>
    page.getByRole("region", { name: programme.programme2025.heading });

  test.describe(`sharing ${path}`, () => {
    test("without Web Share, the button discloses links to each service", async ({ page }) => {
      await page.goto(path);
      await expect(shareButtons(page)).toHaveCount(2);
      const button = shareButtons(page).first();
      await expect(button).toHaveText(share.label);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByRole("list", { name: share.listLabel })).toHaveCount(0);

      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const list = page.getByRole("list", { name: share.listLabel });
      await expect(list).toBeVisible();
      await expect(button).toHaveAttribute("aria-controls", /.+/);
      const controlled = await button.getAttribute("aria-controls");
      await expect(page.locator(`[id="${controlled}"]`)).toContainText(share.channels.whatsapp);

      const link = (name: string) => list.getByRole("link", { name: new RegExp(`^${name}`) });
      const hrefOf = async (name: string) => new URL((await link(name).getAttribute("href")) ?? "");

      const whatsapp = await hrefOf(share.channels.whatsapp);
      expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/");
      expect(whatsapp.searchParams.get("text")).toBe(
        `${share.message} ${address}?utm_source=whatsapp`,
      );
      const telegram = await hrefOf(share.channels.telegram);
      expect(telegram.origin + telegram.pathname).toBe("https://t.me/share/url");
      expect(telegram.searchParams.get("url")).toBe(`${address}?utm_source=telegram`);
      expect(telegram.searchParams.get("text")).toBe(share.message);
      const linkedin = await hrefOf(share.channels.linkedin);
      expect(linkedin.origin + linkedin.pathname).toBe(
        "https://www.linkedin.com/sharing/share-offsite/",
      );
      expect(linkedin.searchParams.get("url")).toBe(`${address}?utm_source=linkedin`);
      const email = (await link(share.channels.email).getAttribute("href")) ?? "";
      expect(email).toMatch(/^mailto:\?subject=/);
      const mail = new URLSearchParams(email.slice("mailto:?".length));
      expect(mail.get("subject")).toBe(programme.meta.title);
      expect(mail.get("body")).toBe(`${share.message}\n\n${address}?utm_source=email`);

      for (const name of [
        share.channels.whatsapp,
        share.channels.telegram,
        share.channels.linkedin,
      ]) {
        await expect(link(name)).toHaveAttribute("target", "_blank");
        await expect(link(name)).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link(name)).toHaveAccessibleName(`${name} ${ui.newTab}`);
      }
      await expect(link(share.channels.email)).not.toHaveAttribute("target", /./);

      // Targets of at least 24 x 24 px.
      for (const target of [button, ...(await list.getByRole("link").all())]) {
        const box = await target.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(24);
        expect(box?.height).toBeGreaterThanOrEqual(24);
      }

      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(list).toHaveCount(0);
    });

    // The disclosure's keyboard logic: once, at desktop width, where keyboards are.
    test(
      "works by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus",
      DESKTOP_ONLY,
      async ({ page }) => {
        await page.goto(path);
        const button = programmeSection(page).getByRole("button", { name: share.pageLabel });
        await button.focus();
        await page.keyboard.press("Enter");
        await expect(button).toHaveAttribute("aria-expanded", "true");
        await page.keyboard.press("Tab");
        const whatsapp = programmeSection(page).getByRole("link", {
          name: new RegExp(`^${share.channels.whatsapp}`),
        });
        await expect(whatsapp).toBeFocused();
        await page.keyboard.press("Tab");
        await page.keyboard.press("Escape");
        await expect(button).toBeFocused();
        await expect(button).toHaveAttribute("aria-expanded", "false");
        await expect(page.getByRole("list", { name: share.listLabel })).toHaveCount(0);
        await page.keyboard.press("Space");
        await expect(button).toHaveAttribute("aria-expanded", "true");
      },
    );

    // The logic of Copy link and of the share sheets: once, on a phone, where share sheets are.
    test("Copy link copies the address and says so", PHONE_ONLY, async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(path);
      const section = programmeSection(page);
      await section.getByRole("button", { name: share.pageLabel }).click();
      await section.getByRole("button", { name: share.copyLink }).click();
      await expect(section.getByRole("status")).toHaveText(share.linkCopied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    });

    test(
      "uses the browser's share sheet, with the page's title and address, where there is one",
      PHONE_ONLY,
      async ({ page }) => {
        await stubWebShare(page);
        await page.goto(path);
        const button = shareButtons(page).first();
        await expect(button).not.toHaveAttribute("aria-expanded", /./);
        await button.click();
        await expect
          .poll(() => page.evaluate(() => window.__shared))
          .toEqual([{ title: programme.meta.title, url: address }]);
        await expect(page.getByRole("list", { name: share.listLabel })).toHaveCount(0);
      },
    );

    test("each FAQ question shares its own address", PHONE_ONLY, async ({ page }) => {
      await page.goto(path);
      const details = page.locator(`#faq-${question.id}`);
      // Each question's Share joins as the FAQ nears the screen.
      await details.scrollIntoViewIfNeeded();
      const button = details.getByRole("button", {
        name: faq.shareItemLabel.replace("{question}", question.title),
      });
      await expect(button).toHaveText(faq.shareItem);
      await button.click();
      const list = details.getByRole("list", { name: share.listLabel });
      const whatsapp = new URL(
        (await list
          .getByRole("link", { name: new RegExp(`^${share.channels.whatsapp}`) })
          .getAttribute("href")) ?? "",
      );
      expect(whatsapp.searchParams.get("text")).toBe(
        `${question.title} ${address}?utm_source=whatsapp#faq-${question.id}`,
      );
      // The question's own Copy link stays beside it; the list does not repeat it.
      await expect(list.getByRole("button", { name: share.copyLink })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(button).toBeFocused();
    });

    test(
      "a FAQ question's share sheet gets the question and its address",
      PHONE_ONLY,
      async ({ page }) => {
        await stubWebShare(page);
        await page.goto(path);
        const details = page.locator(`#faq-${question.id}`);
        await details.scrollIntoViewIfNeeded();
        await details
          .getByRole("button", { name: faq.shareItemLabel.replace("{question}", question.title) })
          .click();
        await expect
          .poll(() => page.evaluate(() => window.__shared))
          .toEqual([{ title: question.title, url: `${address}#faq-${question.id}` }]);
      },
    );
  });
}
