/**
 * The address table every server of the site must answer alike: the Node server, nginx with the
 * generated rules (one-answer-per-address.spec.ts) and Cloudflare's runtime with build/static-host
 * (cloudflare-pages.spec.ts). The answers are written out here rather than read from the rules,
 * so a change to the rules changes this table.
 */
import { readdirSync } from "node:fs";
import { rawRequest } from "../raw-http.ts";

const compressedScript = readdirSync("build/client/assets").find((name) => name.endsWith(".js.gz"));
const segment = (length: number) => `/${"a".repeat(length)}`;

export interface Probe {
  label: string;
  path: string;
  method?: string;
  header?: string;
  /** null leaves out the Host header. */
  host?: null;
  status: number;
  location?: string;
}

export const PROBES: Probe[] = [
  { label: "the root", path: "/", status: 301, location: "/k-youth" },
  { label: "the root's file", path: "/index.html", status: 301, location: "/" },
  {
    label: "the root with a query",
    path: "/?utm_source=a",
    status: 301,
    location: "/k-youth?utm_source=a",
  },
  { label: "a page", path: "/k-youth", status: 200 },
  { label: "a deeper page", path: "/k-youth/eligibility", status: 200 },
  { label: "the editor", path: "/admin", status: 200 },
  { label: "a page with markup in its query", path: "/k-youth?x=<script>", status: 200 },
  {
    label: "a page with encoded markup in its query",
    path: "/k-youth?x=%3Cscript%3E",
    status: 200,
  },
  { label: "a page with a slash", path: "/k-youth/", status: 301, location: "/k-youth" },
  { label: "a page's file", path: "/k-youth/index.html", status: 301, location: "/k-youth" },
  {
    label: "a page's file with a query",
    path: "/contact-us/index.html?a=1",
    status: 301,
    location: "/contact-us?a=1",
  },
  {
    label: "a deeper page with a slash",
    path: "/k-youth/eligibility/",
    status: 301,
    location: "/k-youth/eligibility",
  },
  { label: "the editor's file", path: "/admin/index.html", status: 301, location: "/admin" },
  { label: "a double slash before a page", path: "//k-youth", status: 200 },
  { label: "a double slash inside", path: "/ms//k-youth", status: 200 },
  { label: "a double slash before a host name", path: "//evil.example//", status: 404 },
  { label: "a dot segment", path: "/./k-youth", status: 200 },
  { label: "a parent segment that stays inside", path: "/a/../k-youth", status: 200 },
  { label: "a trailing dot segment", path: "/k-youth/.", status: 301, location: "/k-youth" },
  { label: "a parent segment above the root", path: "/../k-youth", status: 404 },
  { label: "the assets folder", path: "/assets/", status: 404 },
  { label: "the assets folder without its slash", path: "/assets", status: 404 },
  { label: "a file with a slash", path: "/favicon.svg/", status: 404 },
  { label: "an unknown path", path: "/no-such-page", status: 404 },
  { label: "an unknown path with a slash", path: "/no-such-page/", status: 404 },
  { label: "the not-found page's file", path: "/404.html", status: 404 },
  { label: "the Malay not-found page's file", path: "/ms/404.html", status: 404 },
  { label: "the not-found route", path: "/404", status: 404 },
  { label: "the Malay not-found route", path: "/ms/404", status: 404 },
  { label: "a page's compressed copy", path: "/k-youth/index.html.gz", status: 404 },
  { label: "a script's compressed copy", path: `/assets/${compressedScript}`, status: 404 },
  { label: "security.txt", path: "/.well-known/security.txt", status: 200 },
  { label: "the .well-known folder", path: "/.well-known/", status: 404 },
  { label: "another file under .well-known", path: "/.well-known/change-password", status: 404 },
  { label: "a dotfile", path: "/.env", status: 404 },
  { label: "a dot-folder", path: "/.git/config", status: 404 },
  { label: "a dotfile among the assets", path: "/assets/.hidden", status: 404 },
  { label: "Netlify's _headers", path: "/_headers", status: 404 },
  { label: "Netlify's _redirects", path: "/_redirects", status: 404 },
  { label: "a miscased page", path: "/K-Youth", status: 404 },
  { label: "a miscased page with a slash", path: "/K-YOUTH/", status: 404 },
  { label: "a miscased language", path: "/MS/k-youth", status: 404 },
  { label: "the Malay root", path: "/ms", status: 301, location: "/ms/k-youth" },
  { label: "the Malay root with a slash", path: "/ms/", status: 301, location: "/ms/k-youth" },
  { label: "the Malay root's file", path: "/ms/index.html", status: 404 },
  { label: "a Malay page", path: "/ms/k-youth", status: 200 },
  {
    label: "a Malay page with a slash",
    path: "/ms/k-youth/",
    status: 301,
    location: "/ms/k-youth",
  },
  {
    label: "a Malay page's file",
    path: "/ms/k-youth/index.html",
    status: 301,
    location: "/ms/k-youth",
  },
  { label: "an unknown Malay path", path: "/ms/no-such-page", status: 404 },
  { label: "an encoded slash", path: "/k-youth%2F", status: 301, location: "/k-youth" },
  { label: "an encoded letter", path: "/%6b-youth", status: 200 },
  { label: "malformed percent-encoding", path: "/%E0%A4%A", status: 404 },
  { label: "POST to a page", path: "/contact-us", method: "POST", status: 405 },
  { label: "DELETE to a dotfile", path: "/.env", method: "DELETE", status: 405 },
  { label: "OPTIONS to the root", path: "/", method: "OPTIONS", status: 405 },
  { label: "HEAD of a page", path: "/k-youth", method: "HEAD", status: 200 },
  {
    label: "HEAD of a page's file",
    path: "/k-youth/index.html",
    method: "HEAD",
    status: 301,
    location: "/k-youth",
  },
  { label: "a 3,000-character path", path: segment(3_000), status: 404 },
  { label: "a 10,000-character path", path: segment(10_000), status: 414 },
  { label: "a 20,000-character path", path: segment(20_000), status: 414 },
  {
    label: "POST with a 10,000-character path",
    path: segment(10_000),
    method: "POST",
    status: 414,
  },
  {
    label: "a 10,000-byte header",
    path: "/k-youth",
    header: `X-Padding: ${"a".repeat(10_000)}`,
    status: 400,
  },
];

/**
 * Requests a server's HTTP parser may refuse before the site's rules are reached: the Node server
 * answers them as nginx does, with the security headers. Cloudflare's runtime has a parser of its
 * own, so they are not in the table it answers.
 */
export const MALFORMED_PROBES: Probe[] = [
  { label: "an unknown method", path: "/k-youth", method: "FOO", status: 405 },
  { label: "a method in lower case", path: "/k-youth", method: "get", status: 404 },
  { label: "no Host header", path: "/k-youth", host: null, status: 404 },
  {
    label: "an absolute-form address",
    path: "http://evil.example/k-youth/",
    status: 301,
    location: "/k-youth",
  },
  { label: "CONNECT", path: "127.0.0.1:80", method: "CONNECT", status: 404 },
  {
    label: "40 KB of headers",
    path: "/k-youth",
    header: Array.from({ length: 40 }, (_, n) => `X-Padding-${n}: ${"a".repeat(1000)}`).join(
      "\r\n",
    ),
    status: 400,
  },
];

/** Sends a probe byte for byte, with `Connection: close`. */
export function sendProbe(origin: string, { path, method = "GET", header, host }: Probe) {
  const lines = [`${method} ${path} HTTP/1.1`, "Connection: close"];
  if (host !== null) lines.push(`Host: ${new URL(origin).host}`);
  if (header) lines.push(header);
  if (method === "POST") lines.push("Content-Length: 0");
  return rawRequest(origin, lines.join("\r\n"));
}
