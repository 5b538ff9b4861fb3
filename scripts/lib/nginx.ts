import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildFiles, clientDir, projectRoot } from "./paths.ts";

const nginxSiteFile = buildFiles().nginxSite;

/** Debian's nginx, or the binary NGINX_PATH names. */
export const nginxPath =
  process.env.NGINX_PATH ??
  ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));

const tempPaths = (prefix: string) =>
  ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `${kind}_temp_path ${prefix}/${kind};`)
    .join("\n    ");

/** A client folder and the serving rules generated with it. */
type ServedSite = { root: string; rules: string };

/** A throwaway nginx.conf around the generated rules, as deploy/nginx/k-youth.conf wraps them. */
function nginxConf(prefix: string, port: number, site: ServedSite) {
  const isRoot = process.getuid?.() === 0;
  return `# Written by scripts/lib/nginx.ts for local tests; production uses deploy/nginx/k-youth.conf.
daemon off;
master_process on;
worker_processes 1;
${isRoot ? "# As root, workers would drop to nobody, who may not read the checkout.\nuser root;\n" : ""}pid ${prefix}/nginx.pid;
error_log stderr warn;

events {
    worker_connections 1024;
}

http {
    access_log off;
    log_not_found off;
    ${tempPaths(prefix)}
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;

    server {
        listen 127.0.0.1:${port} default_server;
        server_name _;
        root ${site.root};
        include ${site.rules};
    }
}
`;
}

function assertReady(rules: string) {
  if (!nginxPath) {
    throw new Error(`No nginx found. The end-to-end tests and the benchmark serve the build with Debian's nginx.
Install it with:   sudo apt-get update && sudo apt-get install -y nginx
or point NGINX_PATH at an nginx binary.`);
  }
  if (!existsSync(rules)) {
    throw new Error(`${rules} is missing: run \`npm run build\` first.`);
  }
  return nginxPath;
}

export interface RunningNginx {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts nginx and resolves once it answers; the deploy test gives it a release's site. */
export async function startNginx(
  port: number,
  site: ServedSite = { root: clientDir, rules: nginxSiteFile },
): Promise<RunningNginx> {
  const binary = assertReady(site.rules);
  const prefix = join(tmpdir(), `k-youth-nginx-${port}`);
  await rm(prefix, { recursive: true, force: true });
  await mkdir(prefix, { recursive: true });
  const confPath = join(prefix, "nginx.conf");
  await writeFile(confPath, nginxConf(prefix, port, site));

  const child = spawn(binary, ["-p", prefix, "-c", confPath, "-e", "stderr"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));

  const deadline = Date.now() + 10_000;
  for (;;) {
    const state = await Promise.race([
      exited.then(() => "exited" as const),
      fetch(`http://127.0.0.1:${port}/k-youth`, { method: "HEAD" })
        .then(() => "up" as const)
        .catch(() => "down" as const),
    ]);
    if (state === "up") break;
    if (state === "exited") throw new Error(`nginx exited with code ${await exited}`);
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`nginx did not answer on 127.0.0.1:${port} within 10 s`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }

  return {
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

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
