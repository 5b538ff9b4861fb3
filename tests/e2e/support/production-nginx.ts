import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { connect } from "node:net";
import { join } from "node:path";
import { assertReady, stopNginx, tempPaths } from "#deploy/lib/nginx.ts";
import { buildFiles, clientDir, projectRoot } from "#deploy/lib/paths.ts";
import { expectPortFree } from "./port.ts";

const nginxSiteFile = buildFiles().nginxSite;
const deployNginx = join(projectRoot, "deploy/nginx");

/** Ports for the production config's plain-HTTP and TLS servers, instead of 80 and 443. */
export interface ProductionPorts {
  http: number;
  https: number;
}

/**
 * Writes deploy/nginx/k-youth.conf into `prefix` as a production server would load it, with its
 * certificate, TLS settings and release paths pointed at a throwaway self-signed certificate,
 * deploy/nginx/ and this build; with `ports`, listening there on 127.0.0.1 instead of 80 and 443,
 * and logging only critical errors (the tests provoke the limits, which nginx logs as errors).
 * Returns the nginx.conf around it.
 */
async function writeProductionConfig(prefix: string, ports?: ProductionPorts): Promise<string> {
  const certificate =
    "req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=k-youth.example -addext subjectAltName=DNS:k-youth.example,DNS:www.k-youth.example";
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
  const tls = (await readFile(join(deployNginx, "k-youth-tls.conf"), "utf8")).replaceAll(
    "/etc/nginx/k-youth-ffdhe2048.pem",
    join(deployNginx, "ffdhe2048.pem"),
  );
  await writeFile(join(prefix, "k-youth-tls.conf"), tls);
  const timeouts = join(deployNginx, "k-youth-timeouts.conf");
  let server = (await readFile(join(deployNginx, "k-youth.conf"), "utf8"))
    .replaceAll("/etc/letsencrypt/live/k-youth.example/fullchain.pem", join(prefix, "cert.pem"))
    .replaceAll("/etc/letsencrypt/live/k-youth.example/privkey.pem", join(prefix, "key.pem"))
    .replaceAll("/etc/nginx/snippets/k-youth-tls.conf", join(prefix, "k-youth-tls.conf"))
    .replaceAll("/etc/nginx/snippets/k-youth-timeouts.conf", timeouts)
    .replaceAll("/var/www/k-youth/current/client", clientDir)
    .replaceAll("/var/www/k-youth/current/nginx-site.conf", nginxSiteFile);
  if (ports) {
    server = server
      .replace(/^\s*listen \[::\]:.*\n/gm, "")
      .replace(/listen 80\b/g, `listen 127.0.0.1:${ports.http}`)
      .replace(/listen 443\b/g, `listen 127.0.0.1:${ports.https}`);
  }
  await writeFile(join(prefix, "k-youth.conf"), server);
  const isRoot = process.getuid?.() === 0;
  const conf = join(prefix, "nginx.conf");
  await writeFile(
    conf,
    `pid ${prefix}/nginx.pid;
error_log stderr${ports ? " crit" : ""};
${isRoot ? "user root;\n" : ""}events {}
http {
    access_log off;
    ${tempPaths(prefix)}
    include ${prefix}/k-youth.conf;
}
`,
  );
  return conf;
}

/** Runs `nginx -t` on the production config. */
export async function testProductionConfig(): Promise<{ ok: boolean; output: string }> {
  const binary = assertReady(nginxSiteFile);
  const prefix = await mkdtemp(join(tmpdir(), "k-youth-nginx-test-"));
  try {
    const conf = await writeProductionConfig(prefix);
    const check = spawnSync(binary, ["-t", "-p", prefix, "-c", conf, "-e", "stderr"], {
      encoding: "utf8",
    });
    return { ok: check.status === 0, output: `${check.stdout}${check.stderr}` };
  } finally {
    await rm(prefix, { recursive: true, force: true });
  }
}

/** Runs the production config on `ports` of 127.0.0.1, TLS and limits included, until stopped. */
export async function startProductionServer(ports: ProductionPorts) {
  const binary = assertReady(nginxSiteFile);
  await Promise.all([expectPortFree(ports.http), expectPortFree(ports.https)]);
  const prefix = await mkdtemp(join(tmpdir(), "k-youth-nginx-production-"));
  const conf = await writeProductionConfig(prefix, ports);
  const child = spawn(binary, ["-p", prefix, "-c", conf, "-e", "stderr", "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  // Anything but the site's names is refused without an answer (444), so readiness is a connection.
  const listening = () =>
    new Promise<boolean>((done) => {
      const socket = connect(ports.https, "127.0.0.1");
      socket.once("connect", () => done(true)).once("error", () => done(false));
      socket.once("close", () => socket.destroy());
      setTimeout(() => socket.end(), 100);
    });
  const deadline = Date.now() + 10_000;
  while (!(await listening())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`the production config did not start on 127.0.0.1:${ports.https}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    async stop() {
      await stopNginx(child, exited);
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
