/**
 * The end-to-end tests' two builds, `react-router build` with explicit settings (so no .env leaks
 * in): build/ sends the form, field metrics and CSP violation reports to the local stub;
 * build/no-provider/ has none of them, as a fresh clone builds (the deploy test releases one after
 * the other). `--stub-only` makes build/ alone, for a run of specs that need no other
 * (scripts/check-content-edits.ts).
 */
import { spawnSync } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { EMAILJS_ENV_NAMES } from "#app/features/contact-form/emailjs-settings.ts";
import { FIELD_METRICS_ENV_NAME } from "#app/features/field-metrics/settings.ts";
import {
  CSP_REPORTS_PATH,
  FIELD_METRICS_PATH,
  STUB_ACCOUNT,
  STUB_ORIGIN,
} from "./emailjs-stub-config.ts";
import { CSP_REPORT_ENV_NAME } from "#deploy/lib/hosting-build.ts";
import { projectRoot as root } from "#deploy/lib/paths.ts";

const reactRouterCli = join(root, "node_modules/@react-router/dev/bin.cjs");
const NO_PROVIDER_DIR = join(root, "build/no-provider");

interface BuildSettings {
  emailJs: Record<keyof typeof EMAILJS_ENV_NAMES, string>;
  fieldMetricsUrl: string;
  cspReportUrl: string;
}

function build(label: string, { emailJs, fieldMetricsUrl, cspReportUrl }: BuildSettings) {
  console.log(`\n== Build: ${label}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    [FIELD_METRICS_ENV_NAME]: fieldMetricsUrl,
    [CSP_REPORT_ENV_NAME]: cspReportUrl,
  };
  for (const key of Object.keys(EMAILJS_ENV_NAMES) as (keyof typeof EMAILJS_ENV_NAMES)[]) {
    env[EMAILJS_ENV_NAMES[key]] = emailJs[key];
  }
  const result = spawnSync(process.execPath, [reactRouterCli, "build"], {
    cwd: root,
    env,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { values } = parseArgs({ options: { "stub-only": { type: "boolean", default: false } } });
const stub = () =>
  build(`EmailJS, field metrics and CSP reports via the test stub at ${STUB_ORIGIN}`, {
    emailJs: { ...STUB_ACCOUNT, origin: STUB_ORIGIN },
    fieldMetricsUrl: `${STUB_ORIGIN}${FIELD_METRICS_PATH}`,
    cspReportUrl: `${STUB_ORIGIN}${CSP_REPORTS_PATH}`,
  });

if (values["stub-only"]) {
  stub();
  console.log(`\nEnd-to-end build ready: build/ (EmailJS stub)`);
} else {
  // React Router empties build/ on every run, so the first build waits outside it.
  build("no email provider", {
    emailJs: { serviceId: "", templateId: "", publicKey: "", origin: "" },
    fieldMetricsUrl: "",
    cspReportUrl: "",
  });
  const parked = await mkdtemp(join(tmpdir(), "k-youth-no-provider-"));
  for (const folder of ["client", "hosting"]) {
    await cp(join(root, "build", folder), join(parked, folder), { recursive: true });
  }
  stub();
  await cp(parked, NO_PROVIDER_DIR, { recursive: true });
  await rm(parked, { recursive: true, force: true });
  console.log(`\nEnd-to-end builds ready: build/ (EmailJS stub), build/no-provider/ (no provider)`);
}
