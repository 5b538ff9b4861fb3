import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect, createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GRACEFUL_STOP_MS, nginxPath, startNginx } from "./nginx.ts";

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.skipIf(!nginxPath)("a local nginx", () => {
  let site = "";

  beforeEach(async () => {
    site = await mkdtemp(join(tmpdir(), "k-youth-nginx-unit-"));
    await writeFile(join(site, "rules.conf"), "");
  });

  afterEach(async () => {
    await rm(site, { recursive: true, force: true });
  });

  it("stops within its graceful limit while a browser holds a connection with no request on it", async () => {
    const port = await freePort();
    const nginx = await startNginx(port, { root: site, rules: join(site, "rules.conf") });
    // A browser opens spare connections ahead of its requests; nginx's graceful stop waits for a
    // request on them for a minute.
    const spare = connect(port, "127.0.0.1");
    await new Promise((resolve) => spare.once("connect", resolve));

    const started = performance.now();
    await nginx.stop();
    const took = performance.now() - started;
    spare.destroy();

    expect(nginx.process.exitCode ?? nginx.process.signalCode).not.toBeNull();
    expect(took).toBeLessThan(GRACEFUL_STOP_MS + 1_000);
  });
});
