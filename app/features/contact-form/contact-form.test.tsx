import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DRAFT_STORAGE_KEY, MINIMUM_TIME_ON_PAGE_MS } from "./settings.ts";
import { maxLengthTexts } from "./validation.ts";
import type { EmailJsSettings } from "./emailjs-settings.ts";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { ContactForm } from "./contact-form.tsx";
import { testContent } from "#app/test/content.ts";

const page = testContent("contact");

const emailJs: EmailJsSettings = {
  serviceId: "service_test",
  templateId: "template_test",
  publicKey: "pk_test",
  origin: "https://api.emailjs.test",
};
const fetchMock = vi.fn<typeof fetch>();

function renderForm(
  settings: EmailJsSettings | null = emailJs,
  limits = maxLengthTexts("en-MY"),
  path = "/contact-us",
) {
  return renderWithSite(<ContactForm texts={page.form} limits={limits} emailJs={settings} />, {
    path,
  });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * The form's timers and clock under the test's control; they also run on with real time, so
 * waitFor still polls. React's own scheduling (setImmediate) stays real.
 */
function controlTime() {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ["setTimeout", "clearTimeout", "performance"],
  });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

describe("ContactForm", () => {
  it("labels every field, marks the optional ones and keeps the HTML constraints", () => {
    renderForm();
    expect(screen.getByLabelText("Full name")).toHaveAttribute("autocomplete", "name");
    expect(screen.getByLabelText("Email address")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Phone number (optional)")).toHaveAttribute("inputmode", "tel");
    expect(screen.getByLabelText("Subject (optional)")).toHaveAttribute("maxlength", "150");
    expect(screen.getByLabelText("Your message (optional)")).toHaveAccessibleDescription(
      "Up to 10,000 characters.",
    );
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
    expect(screen.queryByText(page.form.emailApp.notice)).toBeNull();
  });

  it("writes the limits as the route gives them, formatting no number in the browser", () => {
    renderForm(emailJs, { ...maxLengthTexts("en-MY"), message: "10 000" });
    expect(screen.getByLabelText("Your message (optional)")).toHaveAccessibleDescription(
      "Up to 10 000 characters.",
    );
  });

  it("moves focus to an error summary and sends nothing when required fields are empty", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const summary = screen.getByRole("alert");
    expect(summary.parentElement).toHaveFocus();
    expect(screen.getByRole("link", { name: "Enter your full name" })).toHaveAttribute(
      "href",
      "#contact-fullname",
    );
    expect(screen.getByLabelText("Full name")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  // The exact 5 s clearing is checked end to end with Playwright's clock (contact-form.spec.ts).
  it("on success resets the form and forgets the draft", async () => {
    fetchMock.mockResolvedValue(new Response("OK", { status: 200 }));
    const user = controlTime();
    renderForm();
    await user.type(screen.getByLabelText("Full name"), "Siti");
    await user.type(screen.getByLabelText("Email address"), "siti@example.com");
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toContain("Siti");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await vi.advanceTimersByTimeAsync(MINIMUM_TIME_ON_PAGE_MS);

    const status = screen.getByRole("status");
    await waitFor(() => expect(status).toHaveTextContent(page.form.success));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(screen.getByLabelText("Full name")).toHaveValue("");
    expect(screen.getByLabelText("Email address")).toHaveValue("");
    // Forgotten by the effect that runs once the thanks is shown.
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull());
  });

  it("keeps the thanks when a second click lands after the send worked", async () => {
    fetchMock.mockResolvedValue(new Response("OK", { status: 200 }));
    const user = controlTime();
    renderForm();
    await user.type(screen.getByLabelText("Full name"), "Siti");
    await user.type(screen.getByLabelText("Email address"), "siti@example.com");
    const send = screen.getByRole("button", { name: "Send message" });
    await user.click(send);
    await vi.advanceTimersByTimeAsync(MINIMUM_TIME_ON_PAGE_MS);
    const status = screen.getByRole("status");
    await waitFor(() => expect(status).toHaveTextContent(page.form.success));

    await user.click(send);
    expect(status).toHaveTextContent(page.form.success);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("sends no sooner than 3 s after the form appeared, and never drops the message", async () => {
    fetchMock.mockResolvedValue(new Response("OK", { status: 200 }));
    const user = controlTime();
    renderForm();
    await user.type(screen.getByLabelText("Full name"), "Siti");
    await user.type(screen.getByLabelText("Email address"), "siti@example.com");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByRole("button", { name: page.form.sending })).toBeVisible();
    // Typing took a little time already; the send leaves when 3 s have passed since the form appeared.
    await vi.advanceTimersByTimeAsync(MINIMUM_TIME_ON_PAGE_MS - 1_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(page.form.success));
  });

  it("drops a bot that fills the hidden field: success shown, no request", async () => {
    const user = userEvent.setup();
    const { container } = renderForm();
    await user.type(screen.getByLabelText("Full name"), "Bot");
    await user.type(screen.getByLabelText("Email address"), "bot@example.com");
    // Named and labelled like a field a bot expects, hidden from people and assistive technology.
    const trap = container.querySelector<HTMLInputElement>("input[name='website']");
    expect(trap?.closest("[aria-hidden='true']")).not.toBeNull();
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(screen.queryByRole("textbox", { name: page.form.honeypot })).toBeNull();
    if (trap) trap.value = "https://spam.example";
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByRole("status")).toHaveTextContent(page.form.success);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("restores a valid draft and ignores a malformed one", () => {
    sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        values: { fullname: "Aiman", email: "", phone: "", subject: "", message: "Hi" },
      }),
    );
    const first = renderForm();
    expect(screen.getByLabelText("Full name")).toHaveValue("Aiman");
    expect(screen.getByLabelText("Your message (optional)")).toHaveValue("Hi");
    first.unmount();

    sessionStorage.setItem(DRAFT_STORAGE_KEY, '{"version":1,"values":"<script>"}');
    renderForm();
    expect(screen.getByLabelText("Full name")).toHaveValue("");
  });

  it("sets the subject a link asks for, in the content's words, and ignores unknown ones", async () => {
    const nextIntake = page.form.presetSubjects.find(({ id }) => id === "next-intake")?.text;
    const asked = renderForm(emailJs, maxLengthTexts("en-MY"), "/contact-us?subject=next-intake");
    await waitFor(() =>
      expect(screen.getByLabelText("Subject (optional)")).toHaveValue(nextIntake ?? "missing"),
    );
    asked.unmount();

    renderForm(emailJs, maxLengthTexts("en-MY"), "/contact-us?subject=%3Cscript%3E");
    await waitFor(() => expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled());
    expect(screen.getByLabelText("Subject (optional)")).toHaveValue("");
  });

  it("without a provider says it opens the email app, then hands over a prefilled message", async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    document.addEventListener("click", (event) => {
      const link = (event.target as Element).closest("a[href^='mailto:']");
      if (link) {
        event.preventDefault();
        opened.push(link.getAttribute("href") ?? "");
      }
    });
    renderForm(null);
    expect(screen.getByText(page.form.emailApp.notice)).toBeVisible();
    await user.type(screen.getByLabelText("Full name"), "Siti");
    await user.type(screen.getByLabelText("Email address"), "siti@example.com");
    await user.click(screen.getByRole("button", { name: "Continue in your email app" }));
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/^mailto:hello@k-youth\.example\?subject=Question%20from/);
    expect(screen.getByRole("status")).toHaveTextContent(page.form.emailApp.opened);
    expect(screen.getByLabelText("Full name")).toHaveValue("Siti");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("without a provider, a message too long for a link is copied, never cut", async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    document.addEventListener("click", (event) => {
      const link = (event.target as Element).closest("a[href^='mailto:']");
      if (link) {
        event.preventDefault();
        opened.push(link.getAttribute("href") ?? "");
      }
    });
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue();
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderForm(null);
    const message = "Salam 🎓 ".repeat(500);
    await user.type(screen.getByLabelText("Full name"), "Siti");
    await user.type(screen.getByLabelText("Email address"), "siti@example.com");
    await user.click(screen.getByLabelText("Your message (optional)"));
    await user.paste(message);
    await user.click(screen.getByRole("button", { name: "Continue in your email app" }));

    const texts = page.form.copyToEmail;
    expect(opened).toEqual([]);
    expect(screen.getByRole("heading", { name: texts.heading })).toHaveFocus();
    expect(screen.getByText(texts.status)).toHaveRole("status");
    const whole = `Name: Siti\nEmail: siti@example.com\n\n${message}`;
    expect(screen.getByLabelText(texts.textLabel)).toHaveValue(whole);

    await user.click(screen.getByRole("button", { name: texts.copy }));
    expect(writeText).toHaveBeenCalledWith(whole);
    expect(screen.getByText(texts.copied)).toBeVisible();
    const open = screen.getByRole("link", { name: texts.open });
    expect(open.getAttribute("href")).toMatch(/^mailto:hello@k-youth\.example\?subject=[^&]+$/);
  });
});
