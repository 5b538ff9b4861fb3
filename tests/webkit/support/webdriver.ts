/**
 * The few W3C WebDriver commands the WebKit suite uses, sent with fetch: WebKitGTK's
 * WebKitWebDriver speaks classic WebDriver over HTTP only (no BiDi), and these commands are all a
 * visitor's actions need. Errors carry WebDriver's own error code and message.
 */

/** The key under which WebDriver names an element (W3C WebDriver, "web element identifier"). */
const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";

/** An element of the current page, as WebDriver passes it to and from scripts. */
export interface ElementRef {
  [ELEMENT_KEY]: string;
}

/** The key codes of W3C WebDriver's "keyboard actions" for the keys the suite presses. */
export const KEYS = {
  Enter: "\uE007",
  Escape: "\uE00C",
  ArrowLeft: "\uE012",
  ArrowRight: "\uE014",
} as const;

/** A script run in the page: a function whose parameters are the arguments passed with it. */
type PageFunction<Args extends unknown[], Result> = (...args: Args) => Result;

interface Answer {
  value: unknown;
}

function isErrorAnswer(value: unknown): value is { error: string; message: string } {
  return typeof value === "object" && value !== null && "error" in value;
}

/** A command WebKit has not answered by then is stuck: fail it rather than wait for the test's end. */
const COMMAND_TIMEOUT_MS = 60_000;

/** WebKitWebDriver gave no answer at all to a command: the driver is stuck, whatever the page does. */
export class DriverStuck extends Error {}

/**
 * Sends one command; `ended` (the test's signal) abandons it at once when the test is over, so a
 * test that ran out of time sends nothing more to the browser of the next.
 */
async function send(
  url: string,
  method: string,
  body?: unknown,
  ended?: AbortSignal,
): Promise<unknown> {
  const response = await fetch(url, {
    method,
    signal: AbortSignal.any([AbortSignal.timeout(COMMAND_TIMEOUT_MS), ...(ended ? [ended] : [])]),
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === "TimeoutError") {
      throw new DriverStuck(
        `WebDriver ${method} ${new URL(url).pathname}: no answer within ${COMMAND_TIMEOUT_MS} ms`,
      );
    }
    throw error;
  });
  const { value } = (await response.json()) as Answer;
  if (!response.ok || isErrorAnswer(value)) {
    const { error, message } = isErrorAnswer(value)
      ? value
      : { error: `HTTP ${response.status}`, message: "" };
    throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${error}: ${message}`);
  }
  return value;
}

/** One browser, from `start` until `end`. */
export class Session {
  private readonly base: string;
  /** What the browser says it is: its name and its engine's version. */
  readonly browser: { name: string; version: string };
  private readonly ended: AbortSignal | undefined;

  private constructor(
    base: string,
    browser: { name: string; version: string },
    ended: AbortSignal | undefined,
  ) {
    this.base = base;
    this.browser = browser;
    this.ended = ended;
  }

  /** Starts a browser whose commands are abandoned once `ended` aborts. */
  static async start(
    driverOrigin: string,
    capabilities: object,
    ended?: AbortSignal,
  ): Promise<Session> {
    const answer = (await send(
      `${driverOrigin}/session`,
      "POST",
      { capabilities: { alwaysMatch: capabilities } },
      ended,
    )) as {
      sessionId: string;
      capabilities: { browserName: string; browserVersion: string };
    };
    return new Session(
      `${driverOrigin}/session/${answer.sessionId}`,
      { name: answer.capabilities.browserName, version: answer.capabilities.browserVersion },
      ended,
    );
  }

  private command(method: string, path: string, body?: unknown): Promise<unknown> {
    return send(`${this.base}${path}`, method, body, this.ended);
  }

  end(): Promise<unknown> {
    return this.command("DELETE", "");
  }

  /** Asks for a window of this size; the browser may keep a larger one, so callers read it back. */
  setWindowSize(width: number, height: number): Promise<unknown> {
    return this.command("POST", "/window/rect", { width, height });
  }

  /** Opens `url` and returns once its document has loaded. */
  navigate(url: string): Promise<unknown> {
    return this.command("POST", "/url", { url });
  }

  async currentUrl(): Promise<URL> {
    return new URL((await this.command("GET", "/url")) as string);
  }

  /** Runs `fn` in the page with `args` (elements included) and returns what it returns. */
  async run<Args extends unknown[], Result>(
    fn: PageFunction<Args, Result>,
    ...args: Args
  ): Promise<Awaited<Result>> {
    const script = `return (${fn.toString()}).apply(null, arguments);`;
    return (await this.command("POST", "/execute/sync", { script, args })) as Awaited<Result>;
  }

  /**
   * Runs a script's body in the page, with `args` as its first `arguments` and, last, the function
   * it calls with its result.
   */
  runAsyncSource(source: string, ...args: unknown[]): Promise<unknown> {
    return this.command("POST", "/execute/async", { script: source, args });
  }

  /** Runs a script's body in the page, with `args` as its `arguments`. */
  runSource(source: string, ...args: unknown[]): Promise<unknown> {
    return this.command("POST", "/execute/sync", { script: source, args });
  }

  /** The element's role in WebKit's accessibility tree. */
  async computedRole(element: ElementRef): Promise<string> {
    return (await this.command("GET", `/element/${element[ELEMENT_KEY]}/computedrole`)) as string;
  }

  /** The element's accessible name in WebKit's accessibility tree. */
  async computedLabel(element: ElementRef): Promise<string> {
    return (await this.command("GET", `/element/${element[ELEMENT_KEY]}/computedlabel`)) as string;
  }

  /** Scrolls the element into view and clicks its middle, failing if something covers it. */
  click(element: ElementRef): Promise<unknown> {
    return this.command("POST", `/element/${element[ELEMENT_KEY]}/click`, {});
  }

  /** Focuses the element and types `text` into it, key by key. */
  type(element: ElementRef, text: string): Promise<unknown> {
    return this.command("POST", `/element/${element[ELEMENT_KEY]}/value`, { text });
  }

  /** Presses and releases one key where the focus is. */
  press(key: (typeof KEYS)[keyof typeof KEYS]): Promise<unknown> {
    return this.command("POST", "/actions", {
      actions: [
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value: key },
            { type: "keyUp", value: key },
          ],
        },
      ],
    });
  }
}
