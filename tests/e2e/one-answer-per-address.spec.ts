/**
 * One answer per address, the same from both servers: the Node server behind `npm start` and the
 * tests (deploy/serve.ts), and nginx with the generated production rules. Both are started here
 * on ports of their own, whichever server runs the rest of the suite, and every probe is sent
 * byte for byte (a browser or fetch would tidy `//`, `..` and long lines first), from the table in
 * support/address-probes.ts.
 */
import { spawn } from "node:child_process";
import { nginxPath, startNginx } from "#deploy/lib/nginx.ts";
import { expect, test } from "./fixtures.ts";
import { expectPortFree } from "./support/port.ts";
import { MALFORMED_PROBES, PROBES, sendProbe } from "./support/address-probes.ts";
import { DESKTOP_ONLY } from "./support/widths.ts";

const basePort = Number(process.env.E2E_PORT ?? 4173);

interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/** Whether anything answers there; a server left running would otherwise be tested instead. */
const answers = (origin: string) =>
  fetch(`${origin}/k-youth`, { method: "HEAD" }).then(
    () => true,
    () => false,
  );

async function startNodeServer(port: number): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  await expectPortFree(port);
  // PORT would win over --port.
  const child = spawn(process.execPath, ["deploy/serve.ts", "--port", String(port)], {
    env: { ...process.env, PORT: undefined },
    stdio: "ignore",
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  // A loaded machine may take seconds to start it; one that never answers is stopped here.
  await expect
    .poll(async () => (await answers(origin)) || child.exitCode !== null, { timeout: 15_000 })
    .toBe(true)
    .catch((error: unknown) => {
      child.kill("SIGTERM");
      throw error;
    });
  if (child.exitCode !== null) throw new Error(`deploy/serve.ts exited on port ${port}`);
  return {
    origin,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function startNginxServer(port: number): Promise<RunningServer> {
  await expectPortFree(port);
  const nginx = await startNginx(port);
  return { origin: `http://127.0.0.1:${port}`, stop: () => nginx.stop() };
}

const SERVERS = [
  { name: "the Node server", port: basePort + 2, start: startNodeServer, available: true },
  { name: "nginx", port: basePort + 3, start: startNginxServer, available: Boolean(nginxPath) },
];

// HTTP-level checks: once.
test.describe("one answer per address", DESKTOP_ONLY, () => {
  for (const server of SERVERS) {
    test(`${server.name} gives every probe its status and Location, with the security headers`, async () => {
      test.skip(!server.available, "needs nginx: sudo apt-get install -y nginx");
      expect(await answers(`http://127.0.0.1:${server.port}`), `port ${server.port} is free`).toBe(
        false,
      );
      const running = await server.start(server.port);
      try {
        for (const probe of [...PROBES, ...MALFORMED_PROBES]) {
          const { status, headers } = await sendProbe(running.origin, probe);
          expect
            .soft(
              { status, location: headers.location },
              `${probe.label} (${probe.method ?? "GET"} ${probe.path.slice(0, 40)})`,
            )
            .toEqual({ status: probe.status, location: probe.location });
          expect
            .soft(headers["content-security-policy"], `${probe.label}: CSP`)
            .toMatch(/^default-src 'none'/);
          expect.soft(headers["strict-transport-security"], `${probe.label}: HSTS`).toBeTruthy();
        }
      } finally {
        await running.stop();
      }
    });
  }
});
