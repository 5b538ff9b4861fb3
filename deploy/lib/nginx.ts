import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildFiles, clientDir } from "./paths.ts";

const nginxSiteFile = buildFiles().nginxSite;

/** Debian's nginx, or the binary NGINX_PATH names. */
export const nginxPath =
  process.env.NGINX_PATH ??
  ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));

/** nginx.conf lines that keep nginx's temporary files under `prefix`. */
export const tempPaths = (prefix: string) =>
  ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `${kind}_temp_path ${prefix}/${kind};`)
    .join("\n    ");

/** A client folder and the serving rules generated with it. */
type ServedSite = { root: string; rules: string };

/** A throwaway nginx.conf around the generated rules, as deploy/nginx/k-youth.conf wraps them. */
function nginxConf(prefix: string, port: number, site: ServedSite) {
  const isRoot = process.getuid?.() === 0;
  return `# Written by deploy/lib/nginx.ts for local tests; production uses deploy/nginx/k-youth.conf.
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

/** The nginx binary, once it and the generated `rules` are there; explains what is missing. */
export function assertReady(rules: string) {
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

/**
 * How long nginx may take to stop gracefully before it is stopped at once. A graceful stop
 * (SIGQUIT) lets answers in flight finish, but it also waits out every connection that has sent no
 * request yet, such as a browser's spare socket, for client_header_timeout: a minute (nginx
 * 1.22.1, checked). Answers on this machine's loopback finish in milliseconds.
 */
export const GRACEFUL_STOP_MS = 2_000;

/** Stops the nginx `child` gracefully, and at once if it still runs after GRACEFUL_STOP_MS. */
export async function stopNginx(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  const running = child.exitCode === null && child.signalCode === null;
  if (running) child.kill("SIGQUIT");
  const atOnce = running ? setTimeout(() => child.kill("SIGTERM"), GRACEFUL_STOP_MS) : undefined;
  await exited;
  clearTimeout(atOnce);
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
      await stopNginx(child, exited);
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
