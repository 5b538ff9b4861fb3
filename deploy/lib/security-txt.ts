/**
 * /.well-known/security.txt (RFC 9116): where to report a security problem with the site. Written
 * by every build, so its Expires date is always a year after the build that serves it.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { SiteContent } from "#app/content/schema.ts";
import { DEFAULT_LANGUAGE, languages } from "#app/site-manifest.ts";
import { loadContent } from "#app/content/content-files.ts";
import { buildDate } from "#app/lib/build-date.server.ts";
import { SECURITY_TXT_PATH } from "./hosting-rules.ts";

/** RFC 9116 asks for less than a year; a release at least every year keeps it current. */
const VALID_DAYS = 365;

export function securityTxt(site: Pick<SiteContent, "origin" | "contact">, built: Date): string {
  const expires = new Date(built.getTime() + VALID_DAYS * 24 * 60 * 60 * 1000);
  return [
    `Contact: mailto:${site.contact.email.address}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    `Preferred-Languages: ${languages.join(", ")}`,
    `Canonical: ${site.origin}${SECURITY_TXT_PATH}`,
    "",
  ].join("\n");
}

/** Writes the file into the build; the team's contact address comes from site.yaml. */
export async function writeSecurityTxt(clientDir: string): Promise<void> {
  const file = join(clientDir, SECURITY_TXT_PATH);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, securityTxt(loadContent(DEFAULT_LANGUAGE, "site"), buildDate()));
}
