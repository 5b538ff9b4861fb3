/**
 * /.well-known/security.txt (RFC 9116): where to report a security problem with the site. Written
 * by every build, so its Expires date is always half a year after the build that serves it.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { SiteContent } from "#app/content/schema.ts";
import { DEFAULT_LANGUAGE, languages } from "#app/site-manifest.ts";
import { loadContent } from "#app/content/content-files.ts";
import { buildDate } from "#app/content/build-date.server.ts";
import { SECURITY_TXT_PATH } from "./hosting-rules.ts";

/**
 * RFC 9116 asks for less than a year. The daily release renews it; should releases stop, it
 * expires well within the RFC's year, telling researchers the file may be stale.
 */
export const SECURITY_TXT_VALID_DAYS = 180;

export function securityTxt(site: Pick<SiteContent, "origin" | "contact">, built: Date): string {
  const expires = new Date(built.getTime() + SECURITY_TXT_VALID_DAYS * 24 * 60 * 60 * 1000);
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
