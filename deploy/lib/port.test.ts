import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";

const portModule = new URL("./port.ts", import.meta.url).href;

/** Runs ensurePortFree in a Node of its own, since it ends the process when the port is taken. */
function ensurePortFreeIn(port: number) {
  const script = `const { ensurePortFree } = await import(${JSON.stringify(portModule)});
    await ensurePortFree(${port}, "npm start");
    console.log("free");`;
  return spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
}

describe("a server's port", () => {
  it("when taken, says which port and how to pick another, and exits with 1", async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const { port } = holder.address() as AddressInfo;
    const run = ensurePortFreeIn(port);
    holder.close();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Port ${port} is taken, perhaps by another npm start.`);
    expect(run.stderr).toContain(`PORT=${port + 1} npm start`);
    expect(run.stderr).not.toContain("EADDRINUSE");
  });

  it("when free, lets the server start", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const run = ensurePortFreeIn(port);
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe("free");
  });
});
