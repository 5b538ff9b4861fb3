/**
 * Finding what a visitor finds, by role and accessible name as WebKit's own accessibility tree
 * gives them (WebDriver's computed role and label), and waiting for what they would see.
 */
import { setTimeout as delay } from "node:timers/promises";
import type { ElementRef, Session } from "./webdriver.ts";

const TIMEOUT_MS = 10_000;
const POLL_MS = 100;

/** Resolves with `check`'s first truthy answer; fails saying what was expected after `timeout`. */
export async function waitFor<T>(
  check: () => Promise<T | false | null | undefined>,
  expectation: string,
  timeout = TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const answer = await check();
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`Expected ${expectation} within ${timeout} ms`);
    await delay(POLL_MS);
  }
}

/**
 * The elements that may have each role: those with it in their `role` attribute and those HTML
 * gives it (HTML-AAM). Only a shortlist to ask WebKit about, which decides.
 */
const ELEMENTS_OF_ROLE: Record<string, string[]> = {
  banner: ["header"],
  button: ["button", "input[type=button]", "input[type=submit]"],
  checkbox: ["input[type=checkbox]"],
  combobox: ["select", "input[list]"],
  dialog: ["dialog"],
  form: ["form"],
  heading: ["h1", "h2", "h3", "h4", "h5", "h6"],
  link: ["a[href]", "area[href]"],
  list: ["ul", "ol"],
  main: ["main"],
  radio: ["input[type=radio]"],
  region: ["section"],
  textbox: [
    "input:not([type])",
    "input[type=text]",
    "input[type=email]",
    "input[type=tel]",
    "input[type=url]",
    "input[type=search]",
    "textarea",
  ],
};

function selectorOf(role: string): string {
  return [`[role~="${role}"]`, ...(ELEMENTS_OF_ROLE[role] ?? [])].join(", ");
}

/** Runs in the page: the shown elements inside `scope` (or the document) matching `selector`. */
function shownElements(scope: Element | null, selector: string): Element[] {
  return [...(scope ?? document).querySelectorAll(selector)].filter((element) =>
    element.checkVisibility(),
  );
}

const normalized = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Whether WebKit's name is the expected one. WebKit leaves out the space between a text and a
 * block-level child ("Tentang Kami(dalam bahasa Inggeris)") where Chromium and Firefox keep it, so
 * names are compared without their spaces.
 */
const sameName = (computed: string, expected: string) =>
  computed.replace(/\s+/g, "") === expected.replace(/\s+/g, "");

/** Runs in the page: brings the element to the middle of the window at once, as a visitor scrolls. */
function scrollToMiddle(element: Element) {
  element.scrollIntoView({ block: "center", behavior: "instant" });
}

/** An open page in WebKit, and what a visitor does on it. */
export class Page {
  readonly session: Session;

  constructor(session: Session) {
    this.session = session;
  }

  /**
   * The first shown element inside `scope` matching `selector` with this role (or, for `null`,
   * none) and name, with the names of the others it found. An element the page replaced while
   * it was asked about counts as not found.
   */
  private async shownWith(
    scope: ElementRef | null,
    selector: string,
    role: string | null,
    name: string | undefined,
  ) {
    const found: string[] = [];
    try {
      const candidates = await this.session.run(shownElements, scope as Element | null, selector);
      for (const candidate of candidates as unknown as ElementRef[]) {
        if ((await this.session.computedRole(candidate)) !== (role ?? "")) continue;
        const label = normalized(await this.session.computedLabel(candidate));
        if (name === undefined || sameName(label, name)) return { element: candidate, found };
        found.push(label);
      }
    } catch (error) {
      if (!String(error).includes("stale element reference")) throw error;
    }
    return { element: undefined, found };
  }

  private async find(
    scope: ElementRef | null,
    selector: string,
    role: string | null,
    name: string | undefined,
  ): Promise<ElementRef> {
    const what = role ?? selector;
    let found: string[] = [];
    try {
      return await waitFor(
        async () => {
          const answer = await this.shownWith(scope, selector, role, name);
          found = answer.found;
          return answer.element;
        },
        `a shown ${what}${name === undefined ? "" : ` named “${name}”`}`,
      );
    } catch (error) {
      const names = found.map((label) => `  “${label}”`).join("\n");
      throw new Error(`${(error as Error).message}; shown ${what}s:\n${names}`, { cause: error });
    }
  }

  /** Waits for the first shown element inside `scope` with this role (and this name). */
  findByRole(scope: ElementRef | null, role: string, name?: string): Promise<ElementRef> {
    return this.find(scope, selectorOf(role), role, name);
  }

  /** Waits for the `<summary>` named `name` inside `scope`: WebKit gives it no ARIA role. */
  findSummary(scope: ElementRef | null, name: string): Promise<ElementRef> {
    return this.find(scope, "summary", null, name);
  }

  /**
   * Clicks the element's middle, failing if something covers it. The page scrolls smoothly, which
   * WebDriver's own scrolling does not wait for, so the element is first brought into view at once.
   */
  async click(element: ElementRef): Promise<void> {
    await this.scrollTo(element);
    await this.session.click(element);
  }

  /** Brings the element to the middle of the window at once, as a visitor scrolls to it. */
  async scrollTo(element: ElementRef): Promise<void> {
    await this.session.run(scrollToMiddle, element as unknown as Element);
  }

  /**
   * Waits until `holds(element, text)` is true in the page; fails saying what was expected.
   * `holds` runs in the page: it sees only its parameters, so a text it looks for is passed as `text`.
   */
  async waitUntil(
    element: ElementRef,
    expectation: string,
    holds: (element: Element, text: string) => boolean,
    text = "",
  ): Promise<void> {
    const fn = `return (${holds.toString()})(arguments[0], arguments[1]);`;
    await waitFor(
      async () => (await this.session.runSource(fn, element, text)) === true,
      expectation,
    );
  }

  /** Resolves once React has hydrated the document (app/root.tsx marks `<html data-hydrated>`). */
  async waitForHydration(timeout = TIMEOUT_MS): Promise<void> {
    await waitFor(
      () => this.session.run(() => document.documentElement.hasAttribute("data-hydrated")),
      "the page to hydrate",
      timeout,
    );
  }

  /** Follows a link the way a visitor does and waits until the document it leads to is live. */
  async followLink(click: () => Promise<unknown>): Promise<void> {
    const documentStart = () => this.session.run(() => performance.timeOrigin);
    const left = await documentStart();
    await click();
    // While the next document loads, a script may find no page to run in: ask again.
    await waitFor(
      () =>
        documentStart().then(
          (start) => start !== left,
          () => false,
        ),
      "the link to open another document",
    );
    await this.waitForHydration();
  }

  /** The address's path. */
  async pathname(): Promise<string> {
    return (await this.session.currentUrl()).pathname;
  }
}
