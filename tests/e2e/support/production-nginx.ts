import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertReady, tempPaths } from "../../../deploy/lib/nginx.ts";
import { buildFiles, clientDir, projectRoot } from "../../../scripts/lib/paths.ts";

const nginxSiteFile = buildFiles().nginxSite;

/**
 * Runs `nginx -t` on deploy/nginx/k-youth.conf as a production server would load it, with its
 * certificate and release paths pointed at a throwaway self-signed certificate and this build.
 */
export async function testProductionConfig(): Promise<{ ok: boolean; output: string }> {
  const binary = assertReady(nginxSiteFile);
  const prefix = await mkdtemp(join(tmpdir(), "k-youth-nginx-test-"));
  try {
    const certificate = "req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=k-youth.example";
    const openssl = spawnSync(
      "openssl",
      [
        ...certificate.split(" "),
        "-keyout",
        join(prefix, "key.pem"),
        "-out",
        join(prefix, "cert.pem"),
      ],
      { encoding: "utf8" },
    );
    if (openssl.status !== 0) throw new Error(`openssl failed: ${openssl.stderr}`);
    const server = (await readFile(join(projectRoot, "deploy/nginx/k-youth.conf"), "utf8"))
      .replaceAll("/etc/letsencrypt/live/k-youth.example/fullchain.pem", join(prefix, "cert.pem"))
      .replaceAll("/etc/letsencrypt/live/k-youth.example/privkey.pem", join(prefix, "key.pem"))
      .replaceAll("/var/www/k-youth/current/client", clientDir)
      .replaceAll("/var/www/k-youth/current/nginx-site.conf", nginxSiteFile);
    await writeFile(join(prefix, "k-youth.conf"), server);
    await writeFile(
      join(prefix, "nginx.conf"),
      `pid ${prefix}/nginx.pid;
error_log stderr;
events {}
http {
    ${tempPaths(prefix)}
    include ${prefix}/k-youth.conf;
}
`,
    );
    const check = spawnSync(
      binary,
      ["-t", "-p", prefix, "-c", join(prefix, "nginx.conf"), "-e", "stderr"],
      { encoding: "utf8" },
    );
    return { ok: check.status === 0, output: `${check.stdout}${check.stderr}` };
  } finally {
    await rm(prefix, { recursive: true, force: true });
  }
}
