// @vitest-environment node
// The release pipeline's summary of a refused build (deploy/lib/pipeline.ts), fed with the
// messages the build's own checks write.
import { describe, expect, it } from "vitest";
import { buildStopMessages, refusalSummary } from "#deploy/lib/pipeline.ts";
import { contactFormReleaseProblem } from "./release-contact-form.ts";
import { findPlaceholders, releaseGuardMessage } from "./release-guard.ts";

/** A build's output as Vite prints a thrown message: twice, each with a stack trace. */
const asVitePrintsIt = (message: string) =>
  [
    "vite v8 building for production...",
    `Error: ${message}`,
    "    at PluginContext._formatLog (file:///node_modules/vite/dist/node/chunks/node.js:8865:39)",
    "",
    `[plugin k-youth-content] Error: ${message}`,
    "    at PluginContext.error (file:///node_modules/vite/dist/node/chunks/node.js:8862:14)",
  ].join("\n");

describe("a refused release's summary", () => {
  it("gives each message of the build once, in its words, without stack traces", () => {
    const guard = releaseGuardMessage(findPlaceholders());
    expect(buildStopMessages(asVitePrintsIt(guard))).toEqual([guard]);
    const contact = contactFormReleaseProblem(false, { RELEASE: "production" }) ?? "";
    expect(buildStopMessages(`${asVitePrintsIt(contact)}\n${asVitePrintsIt(guard)}`)).toEqual([
      contact,
      guard,
    ]);
  });

  it("tells the programme team the live site did not change, and names each file and field", () => {
    const placeholders = findPlaceholders();
    const summary = refusalSummary(asVitePrintsIt(releaseGuardMessage(placeholders)));
    expect(summary).toMatch(/^## The site was not updated\n/);
    expect(summary).toContain("The live site still shows the last release.");
    for (const { file, field } of placeholders) expect(summary).toContain(`${file} ${field}:`);
    expect(summary).not.toMatch(/^\s+at /m);
  });

  it("keeps the end of an output it does not recognise", () => {
    expect(buildStopMessages("step one\nsomething broke\n    at x (y.js:1:1)\n")).toEqual([
      "step one\nsomething broke",
    ]);
  });
});
