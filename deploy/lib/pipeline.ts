/**
 * The steps of the release pipeline (.github/workflows/), kept here so the workflow files only
 * call `node deploy/pipeline.ts <step>` and each step is tested on this machine.
 */
import { MALAYSIA_TIME_ZONE, MALAYSIA_UTC_OFFSET } from "#app/config/malaysia-time.ts";
import { readBuildId } from "./build-id.ts";

/**
 * SOURCE_DATE_EPOCH for a release: the commit's time, or the start of today in Malaysia when
 * that is later. Two builds of one commit on one day are byte for byte the same (the same CSP
 * hashes); the daily release moves the build's date on, so the pages' dated states follow.
 */
export function releaseSourceDate(commitEpoch: number, now: Date): number {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: MALAYSIA_TIME_ZONE }).format(now);
  const dayStart = Date.parse(`${day}T00:00:00${MALAYSIA_UTC_OFFSET}`) / 1000;
  return Math.max(commitEpoch, dayStart);
}

/** Where a thrown message starts, after any of Vite's `[plugin name]` prefixes. */
const MESSAGE_START = /^(\[[^\]]+\] )*error: /i;
/** Where it stops: its stack trace. */
const STACK_LINE = /^\s+at /;
/** How much of the output's end stands for a message in a form this does not know. */
const TAIL_LINES = 30;

/**
 * What stopped the build, as the build said it: each message once (Vite may print a plugin's
 * error twice), without stack traces or tool prefixes; failing those, the output's last lines.
 */
export function buildStopMessages(output: string): string[] {
  const lines = output.split(/\r?\n/);
  const messages: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    if (!MESSAGE_START.test(lines[index] ?? "")) continue;
    const message = [(lines[index] ?? "").replace(MESSAGE_START, "")];
    while (index + 1 < lines.length) {
      const next = lines[index + 1] ?? "";
      if (STACK_LINE.test(next) || next.trim() === "") break;
      message.push(next);
      index += 1;
    }
    const text = message.join("\n");
    if (!messages.includes(text)) messages.push(text);
  }
  if (messages.length > 0) return messages;
  const tail = lines.filter((line) => line.trim() !== "" && !STACK_LINE.test(line));
  return tail.length > 0 ? [tail.slice(-TAIL_LINES).join("\n")] : [];
}

/**
 * The job summary of a refused release, for the programme team: that the live site did not
 * change, what stopped it (file, field and what to do, as the build says), and what happens next.
 */
export function refusalSummary(output: string): string {
  const messages = buildStopMessages(output);
  const body = messages.length
    ? messages.map((message) => `\`\`\`text\n${message}\n\`\`\``).join("\n\n")
    : "The build stopped without a message: a developer should look at the step's log.";
  return `## The site was not updated

The live site still shows the last release. This release was stopped because of the problems
below. Each one names the file and the field to change, and what to do.

${body}

Change them in the content editor (\`/admin\`) or in the file named, and save: the release runs
again by itself.
`;
}

export interface LiveCheckOptions {
  origin: string;
  /** The build id that was just deployed. */
  expected: string;
  paths: readonly string[];
  attempts: number;
  waitMs: number;
  fetchPage?: (url: string) => Promise<string>;
}

const fetchText = async (url: string) => {
  const response = await fetch(url, { headers: { "Cache-Control": "no-cache" } });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return response.text();
};

/**
 * Fetches each page from the live site until it names the expected build (a host may take a
 * moment to switch); resolves with the problems left after the last attempt, none when all match.
 */
export async function checkLiveBuild(options: LiveCheckOptions): Promise<string[]> {
  const { origin, expected, paths, attempts, waitMs, fetchPage = fetchText } = options;
  let problems: string[] = [];
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    problems = [];
    for (const path of paths) {
      const url = new URL(path, origin).href;
      try {
        const found = readBuildId(await fetchPage(url));
        if (found !== expected) {
          problems.push(`${url} serves build "${found ?? "none"}", not "${expected}"`);
        }
      } catch (error) {
        problems.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (problems.length === 0 || attempt === attempts) break;
    await new Promise((wait) => setTimeout(wait, waitMs));
  }
  return problems;
}
