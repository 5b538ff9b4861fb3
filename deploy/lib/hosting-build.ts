import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";
import { loadEnv } from "vite";
import { emailJsConnectOrigin } from "#app/features/contact-form/emailjs-settings.ts";
import { fieldMetricsConnectOrigin } from "#app/features/field-metrics/settings.ts";
import {
  extensionOf,
  type HostingManifest,
  MIME_TYPES,
  renderNginxSite,
  renderStaticHostHeaders,
  renderStaticHostRedirects,
  securityHeaders,
  siteRedirects,
  TEXT_TYPES,
} from "./hosting-rules.ts";
import { mergeHashes, scanPage } from "./inline-hashes.ts";
import { buildFiles, filesUnder, projectRoot } from "./paths.ts";
import { writeSecurityTxt } from "./security-txt.ts";

/**
 * Zopfli writes standard gzip about 5% smaller than zlib's best level (the Malay programme page:
 * 41.7 to 39.6 KB), which keeps the largest page within two simulated round trips; a host
 * compresses once, so its extra seconds at build time are worth it. More passes gain under 0.1%.
 */
const ZOPFLI_ITERATIONS = 5;

/** The EmailJS API and field-metrics origins the bundle was built with (Vite's `.env` loading). */
export function connectOriginsFromEnv(projectRoot: string, mode = "production"): string[] {
  const env = loadEnv(mode, projectRoot, "VITE_");
  const origins = [emailJsConnectOrigin(env), fieldMetricsConnectOrigin(env)];
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

export const CSP_REPORT_ENV_NAME = "CSP_REPORT_URL";

/**
 * Where browsers report what the Content-Security-Policy blocked: `CSP_REPORT_URL` at build time
 * (the environment or `.env`), an https URL (http only on this machine, for a local collector).
 * Unset, which is the default, the policy asks for no reports. A malformed value stops the build.
 */
function cspReportUrlFromEnv(root = projectRoot, mode = "production"): string | null {
  const value = loadEnv(mode, root, CSP_REPORT_ENV_NAME)[CSP_REPORT_ENV_NAME]?.trim() ?? "";
  if (value === "") return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // Reported below.
  }
  const local = url?.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname);
  // A comma or semicolon would end the header's value or the policy's directive.
  if (!url || !(url.protocol === "https:" || local) || url.username || /[,;\s]/.test(url.href)) {
    throw new Error(
      `${CSP_REPORT_ENV_NAME} must be an https URL such as https://reports.example/csp (got "${value}")`,
    );
  }
  return url.href;
}

/** `.gz` copies of text files, where that saves space, for nginx's gzip_static (Zopfli). */
async function precompress(clientDir: string, files: string[]): Promise<number> {
  let written = 0;
  for (const file of files) {
    const type = MIME_TYPES[extensionOf(file)] ?? "";
    if (!TEXT_TYPES.includes(type)) continue;
    const path = join(clientDir, file);
    const source = await readFile(path);
    if (source.length < 1024) continue;
    const compressed = await zopfliGzip(source, { numiterations: ZOPFLI_ITERATIONS });
    if (compressed.length >= source.length * 0.9) continue;
    await writeFile(`${path}.gz`, compressed);
    written += 1;
  }
  return written;
}

/**
 * Hashes every inline script and style, then writes each host's files from `hosting-rules.ts`:
 * _headers and _redirects (Netlify, Cloudflare), nginx-site.conf, headers.json (deploy/serve.ts).
 */
export async function writeHostingFiles(
  clientDir: string,
  connectOrigins: readonly string[],
  reportUrl = cspReportUrlFromEnv(),
) {
  await writeSecurityTxt(clientDir);
  const files = (await filesUnder(clientDir)).map((file) => `/${file}`);

  const unknown = files.filter((file) => !(extensionOf(file) in MIME_TYPES));
  if (unknown.length > 0) {
    throw new Error(
      `No MIME type for ${unknown.join(", ")}: add the extension to MIME_TYPES in deploy/lib/hosting-rules.ts`,
    );
  }

  const scans = await Promise.all(
    files
      .filter((file) => file.endsWith(".html"))
      .map(async (file) => ({
        file,
        scan: scanPage(await readFile(join(clientDir, file), "utf8")),
      })),
  );
  const blocked = scans.flatMap(({ file, scan }) => scan.blocked.map((what) => `${file}: ${what}`));
  if (blocked.length > 0) {
    throw new Error(
      `The Content-Security-Policy would block these inline handlers or javascript: URLs; use event listeners in code instead:\n${blocked.join("\n")}`,
    );
  }
  const hashes = mergeHashes(scans.map(({ scan }) => scan));
  const security = securityHeaders({ hashes, connectOrigins, reportUrl });

  const { nginxSite, headers } = buildFiles(clientDir);
  await mkdir(dirname(nginxSite), { recursive: true });
  const manifest: HostingManifest = { securityHeaders: security, redirects: siteRedirects(files) };
  await Promise.all([
    writeFile(headers, `${JSON.stringify(manifest, null, 2)}\n`),
    writeFile(nginxSite, renderNginxSite(security, files)),
    writeFile(join(clientDir, "_headers"), renderStaticHostHeaders(security, files)),
    writeFile(join(clientDir, "_redirects"), renderStaticHostRedirects(files)),
  ]);
  const compressed = await precompress(clientDir, files);

  const size = (await stat(nginxSite)).size;
  console.info(
    `Hosting: CSP with ${hashes.scripts.length} script and ${hashes.styles.length + hashes.styleAttributes.length} style hashes, connect-src ${["'self'", ...connectOrigins].join(" ")}, ${reportUrl ? `reports to ${reportUrl}` : `no reports (${CSP_REPORT_ENV_NAME} unset)`}; ` +
      `wrote ${relative(join(clientDir, "../.."), nginxSite)} (${size} B), _headers, _redirects, security.txt, ${compressed} .gz files`,
  );
  return { hashes, securityHeaders: security };
}
