import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable, Writable } from "node:stream";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import { XVFB_INSTALL_COMMAND, xvfbRunPath } from "./webkit.ts";

/**
 * Chromium driven over its DevTools protocol with only the domains a benchmark asks for, for the
 * benchmarks that time the page's own tasks. Playwright enables the Runtime domain on every page,
 * and with it on, V8 records a stack trace with line and column for every Error the page creates:
 * Chromium 156 then spent 50-70 ms (at 4x) of the app's entry module re-parsing React DOM for
 * source positions, a long task no visitor's browser runs (none with only Emulation, Network, Log
 * or Page on). `Runtime.evaluate` alone does not turn that on.
 *
 * And Chromium with a window, on a virtual display (`xvfb-run`), not in headless mode: headless
 * Chromium 156 stops presenting the frames that answer input about half a second after a page
 * has loaded, until something else is drawn. On a page holding nothing but a button whose click
 * toggles an outline, taps 250 ms apart after that moment all got their Event Timing
 * presentation at one later moment, up to 3.3 s after the tap; with a window the same taps took
 * 16-32 ms. A visitor's browser has a window.
 */
export interface BareBrowser {
  newPage(emulation: PageEmulation): Promise<BarePage>;
  /** Records a trace of the whole browser until the returned function is called. */
  startTracing(categories: string[]): Promise<() => Promise<TraceEvent[]>>;
  close(): Promise<void>;
}

export interface BarePage {
  /** A protocol command in this page's session. */
  send<Result = unknown>(method: string, params?: object): Promise<Result>;
  /** Runs before any script of every document the page opens. */
  addInitScript(source: string): Promise<void>;
  /** Starts a navigation and resolves once the new document is the page's. */
  goto(url: string): Promise<void>;
  /** An expression's value (awaited when a promise) in the page's current document. */
  evaluate<Value>(expression: string): Promise<Value>;
  close(): Promise<void>;
}

interface PageEmulation {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
}

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event: what the machine's other work does not inflate. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    /** The input event an input router sent on, such as "TouchStart". */
    type?: string;
    data?: {
      url?: string;
      startTime?: number;
      cpuProfile?: {
        nodes?: { id: number; parent?: number; callFrame: { functionName: string; url: string } }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

interface Message {
  id?: number;
  method?: string;
  sessionId?: string;
  params?: Record<string, unknown>;
  result?: unknown;
  error?: { message: string };
}

/** Commands and events over `--remote-debugging-pipe`: JSON messages ended by a NUL byte. */
function connection(child: ChildProcess) {
  const input = child.stdio[3] as Writable;
  const output = child.stdio[4] as Readable;
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  const listeners = new Set<(message: Message) => void>();
  let nextId = 1;
  let buffered = "";
  output.setEncoding("utf8");
  output.on("data", (chunk: string) => {
    const parts = (buffered + chunk).split("\0");
    buffered = parts.pop() ?? "";
    for (const part of parts) {
      const message = JSON.parse(part) as Message;
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (waiting && message.id !== undefined) {
        pending.delete(message.id);
        if (message.error) waiting.reject(new Error(message.error.message));
        else waiting.resolve(message.result);
      } else for (const listener of listeners) listener(message);
    }
  });
  return {
    send<Result>(method: string, params: object = {}, sessionId?: string) {
      const id = nextId++;
      input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
      return new Promise<Result>((resolve, reject) =>
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject }),
      );
    },
    listen(listener: (message: Message) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export async function launchBareChromium(): Promise<BareBrowser> {
  if (!xvfbRunPath) {
    throw new Error(`The timing benchmarks run Chromium on a virtual display, and xvfb-run is missing.
Install it with:   ${XVFB_INSTALL_COMMAND}`);
  }
  const profile = await mkdtemp(join(tmpdir(), "bare-chromium-"));
  const child = spawn(
    xvfbRunPath,
    [
      "--auto-servernum",
      chromiumPath,
      ...chromiumArgs,
      // No window but the benchmark's pages: a start page would paint, and be traced, too.
      "--no-startup-window",
      "--remote-debugging-pipe",
      `--user-data-dir=${profile}`,
    ],
    { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
  );
  const protocol = connection(child);
  await protocol.send("Browser.getVersion");

  async function newPage(emulation: PageEmulation): Promise<BarePage> {
    const { browserContextId } = await protocol.send<{ browserContextId: string }>(
      "Target.createBrowserContext",
    );
    const { targetId } = await protocol.send<{ targetId: string }>("Target.createTarget", {
      url: "about:blank",
      browserContextId,
    });
    const { sessionId } = await protocol.send<{ sessionId: string }>("Target.attachToTarget", {
      targetId,
      flatten: true,
    });
    const send = <Result>(method: string, params?: object) =>
      protocol.send<Result>(method, params, sessionId);
    await send("Page.enable");
    // As Playwright emulates a device, so that both kinds of benchmark load the same phone.
    await send("Emulation.setDeviceMetricsOverride", {
      ...emulation.viewport,
      screenWidth: emulation.viewport.width,
      screenHeight: emulation.viewport.height,
      screenOrientation: { angle: 0, type: "portraitPrimary" },
      deviceScaleFactor: emulation.deviceScaleFactor,
      mobile: emulation.isMobile,
    });
    await send("Emulation.setTouchEmulationEnabled", { enabled: emulation.hasTouch });
    await send("Emulation.setFocusEmulationEnabled", { enabled: true });

    const evaluate = async <Value>(expression: string) => {
      const { result, exceptionDetails } = await send<{
        result: { value: Value };
        exceptionDetails?: { text: string; exception?: { description?: string } };
      }>("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true });
      if (exceptionDetails) {
        throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
      }
      return result.value;
    };

    return {
      send,
      evaluate,
      async addInitScript(source) {
        await send("Page.addScriptToEvaluateOnNewDocument", { source });
      },
      async goto(url) {
        const committed = new Promise<void>((resolve) => {
          const stop = protocol.listen((message) => {
            if (message.sessionId !== sessionId || message.method !== "Page.frameNavigated") return;
            const frame = (message.params as { frame: { parentId?: string; url: string } }).frame;
            if (frame.parentId || !frame.url.startsWith(new URL(url).origin)) return;
            stop();
            resolve();
          });
        });
        const { errorText } = await send<{ errorText?: string }>("Page.navigate", { url });
        if (errorText) throw new Error(`${url}: ${errorText}`);
        await committed;
      },
      async close() {
        await protocol.send("Target.disposeBrowserContext", { browserContextId });
      },
    };
  }

  async function startTracing(categories: string[]) {
    const events: TraceEvent[] = [];
    const stopListening = protocol.listen((message) => {
      if (message.method === "Tracing.dataCollected") {
        events.push(...((message.params?.value as TraceEvent[] | undefined) ?? []));
      }
    });
    await protocol.send("Tracing.start", {
      traceConfig: { includedCategories: categories },
      transferMode: "ReportEvents",
    });
    return async () => {
      const complete = new Promise<void>((resolve) => {
        const stop = protocol.listen((message) => {
          if (message.method !== "Tracing.tracingComplete") return;
          stop();
          resolve();
        });
      });
      await protocol.send("Tracing.end");
      await complete;
      stopListening();
      return events;
    };
  }

  return {
    newPage,
    startTracing,
    async close() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      await protocol.send("Browser.close").catch(() => undefined);
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}
