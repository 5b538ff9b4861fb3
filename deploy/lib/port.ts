import { createServer, type Server } from "node:net";

/** Listens on 127.0.0.1:port; when the port is taken, says how to pick another and exits. */
export function listenOrExplain(
  server: Server,
  port: number,
  command: string,
  onListening: () => void,
) {
  server.once("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EADDRINUSE" && error.code !== "EACCES") throw error;
    console.error(
      [
        `Port ${port} is ${error.code === "EACCES" ? "not open to this user" : `taken, perhaps by another ${command}`}.`,
        `Pick another with PORT, for example:   PORT=${port + 1} ${command}`,
      ].join("\n"),
    );
    process.exit(1);
  });
  server.listen(port, "127.0.0.1", onListening);
}

/** Resolves when the port can be listened on, for servers of others (nginx); explains otherwise. */
export function ensurePortFree(port: number, command: string) {
  return new Promise<void>((resolve) => {
    const probe = createServer();
    listenOrExplain(probe, port, command, () => probe.close(() => resolve()));
  });
}
