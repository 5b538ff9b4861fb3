import { createServer } from "node:net";

/**
 * Fails unless nothing listens on 127.0.0.1:port, so a test never talks to a server it did not
 * start (a server answering there first would be tested in place of its own).
 */
export function expectPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `127.0.0.1:${port} is already taken (${error.code}), by a server these tests did not start: stop it, or move the tests' ports with E2E_PORT (they use it and the six after it).`,
        ),
      ),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}
