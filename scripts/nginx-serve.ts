/**
 * Serves the production build with real nginx and the project's generated server config, in the
 * foreground, on 127.0.0.1. The end-to-end tests use it when E2E_SERVER=nginx (as CI does).
 *
 *   node scripts/nginx-serve.ts [--port 4176]     (or PORT=4176, which wins)
 */
import { parseArgs } from "node:util";
import { startNginx } from "./lib/nginx.ts";
import { ensurePortFree } from "./lib/port.ts";

const { values } = parseArgs({ options: { port: { type: "string", default: "4176" } } });
const port = Number(process.env.PORT ?? values.port);

await ensurePortFree(port, "npm run serve:nginx");
try {
  const nginx = await startNginx(port);
  console.log(`K-Youth site behind nginx at http://127.0.0.1:${port}/k-youth`);
  let stopping = false;
  const stop = () => {
    stopping = true;
    void nginx.stop().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  // nginx ending on its own is a failure; ending because we stop it is not.
  nginx.process.once("exit", (code) => {
    if (!stopping) process.exit(code ?? 1);
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
