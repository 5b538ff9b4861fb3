import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devNotFoundPlugin } from "./vite-plugin-dev-not-found.ts";

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

let origin: string;
let close: () => void;

/** The plugin's middleware in front of a stand-in for the app, which answers everything with 200. */
beforeAll(async () => {
  let middleware: Middleware | undefined;
  const fakeServer = { middlewares: { use: (handler: Middleware) => (middleware = handler) } };
  const configureServer = devNotFoundPlugin(["/", "/k-youth", "/contact-us"])
    .configureServer as unknown as (server: ViteDevServer) => void;
  configureServer(fakeServer as unknown as ViteDevServer);
  const server = createServer((request, response) =>
    middleware?.(request, response, () => {
      response.writeHead(200, { "Content-Type": "text/html" });
      response.end("<h1>the app</h1>");
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const page = (path: string) => fetch(`${origin}${path}`, { headers: { Accept: "text/html" } });

describe("the development server's answer to page requests", () => {
  it("is 404 with the app (its not-found route) for a path that is no page", async () => {
    for (const path of ["/nope", "/ms/k-youth-x", "/k-youth/extra", "/404"]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe("<h1>the app</h1>");
    }
  });

  it("stays 200 for every page, with or without a trailing slash", async () => {
    for (const path of ["/", "/k-youth", "/k-youth/", "/contact-us", "/contact-us?x=1"]) {
      expect((await page(path)).status, path).toBe(200);
    }
  });

  it("leaves files and the dev server's own modules alone", async () => {
    for (const path of ["/favicon.svg", "/app/root.tsx", "/@vite/client"]) {
      expect((await page(path)).status, path).toBe(200);
    }
    expect((await fetch(`${origin}/nope`, { headers: { Accept: "*/*" } })).status).toBe(200);
  });
});
