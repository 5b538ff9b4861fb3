/**
 * The Nu HTML Checker (vnu-jar, on the system's Java) over every HTML file of the build: fails on
 * errors, lists warnings, not info messages.
 *
 *   npm run check:html [-- --dir build/client]     (default: both end-to-end builds)
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { projectRoot as root } from "#deploy/lib/paths.ts";

const { values } = parseArgs({ options: { dir: { type: "string", multiple: true } } });
const dirs = (values.dir ?? ["build/client", "build/no-provider/client"])
  .map((dir) => resolve(root, dir))
  .filter((dir) => existsSync(dir));

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const files = dirs.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html"))
    .map((name) => join(dir, name))
    .sort(),
);
if (files.length === 0) {
  console.error("No HTML to check: run `npm run build` (or `npm run build:e2e`) first.");
  process.exit(1);
}

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

const java = process.env.JAVA_PATH ?? "java";
const result = spawnSync(
  java,
  ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files],
  {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  },
);
if (result.error) {
  console.error(`No Java found (${java}). The Nu HTML Checker (vnu.jar) runs on Java 11 or newer.
Install it with:   sudo apt-get update && sudo apt-get install -y default-jre-headless
or point JAVA_PATH at a java binary:   JAVA_PATH=/path/to/java npm run check:html`);
  process.exit(1);
}
if (result.status !== 0) {
  console.error(result.stderr || "vnu.jar failed to run");
  process.exit(1);
}
// vnu writes its JSON report to stderr. Its CSS checks are left out: they know neither container
// queries nor `interpolate-size`, and the CSS (inlined into each page by the build) is the
// stylesheets' own, not markup. It allows `blocking` on stylesheet links only, while the HTML
// standard also gives it to `rel="expect"` (the header's, decision 155).
const isExpectLinkBlocking = (m: VnuMessage) =>
  m.message.startsWith("A “link” element with a “blocking” attribute") &&
  /<link rel="expect"/.test(m.extract ?? "");
const messages = (JSON.parse(result.stderr) as { messages: VnuMessage[] }).messages.filter(
  (m) => !m.message.startsWith("CSS: ") && !isExpectLinkBlocking(m),
);
const errors = messages.filter((m) => m.type === "error" || m.type === "non-document-error");
const warnings = messages.filter((m) => m.type === "info" && m.subType === "warning");

const where = (m: VnuMessage) =>
  `${m.url ? relative(root, new URL(m.url).pathname) : "?"}:${m.lastLine ?? "?"}:${m.firstColumn ?? "?"}`;
for (const m of warnings) console.warn(`warning ${where(m)} ${m.message}`);
for (const m of errors) {
  console.error(
    `error   ${where(m)} ${m.message}${m.extract ? `\n        ${m.extract.trim()}` : ""}`,
  );
}
console.log(
  `Nu HTML Checker: ${files.length} files, ${errors.length} errors, ${warnings.length} warnings.`,
);
process.exit(errors.length > 0 ? 1 : 0);
