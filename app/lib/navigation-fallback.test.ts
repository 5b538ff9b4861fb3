// @vitest-environment jsdom
import type {
  InstrumentationClientRouterResult,
  UNSAFE_AssetsManifest as AssetsManifest,
  UNSAFE_RouteModules as RouteModules,
} from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type NavigationFallbackEnvironment, navigationFallback } from "./navigation-fallback.ts";

const chunkError = new TypeError(
  "Failed to fetch dynamically imported module: https://k-youth.example/assets/k-youth-old.js",
);

const programmeModule = { default: () => null };

/** The site's shape: a root layout with a page per path; the visitor is on the contact page. */
function siteOnContactPage(importModule: NavigationFallbackEnvironment["importModule"]) {
  const modules: RouteModules = { root: { default: () => null }, contact: { default: () => null } };
  const manifest = {
    routes: {
      root: { module: "/assets/root-1.js" },
      programme: { module: "/assets/k-youth-old.js" },
      contact: { module: "/assets/contact-us-1.js" },
    },
  } as unknown as AssetsManifest;
  const routes = [
    {
      id: "root",
      path: "",
      children: [
        { id: "programme", path: "k-youth" },
        { id: "contact", path: "contact-us" },
      ],
    },
  ];
  const environment = {
    routeCode: () => ({ routes, manifest, modules }),
    importModule: vi.fn(importModule),
    currentHref: () => "https://k-youth.example/contact-us",
    loadDocument: vi.fn(),
  };
  let navigate:
    | ((handler: () => Promise<InstrumentationClientRouterResult>, to: string | number) => unknown)
    | undefined;
  navigationFallback(environment).router?.({
    instrument({ navigate: instrument }) {
      navigate = (handler, to) => instrument?.(handler, { to, currentUrl: "/contact-us" });
    },
  });
  return {
    environment,
    modules,
    /** Navigates as a click on a link to `to` does; resolves once React Router would go on. */
    follow(to: string | number) {
      const handler = vi.fn(async () => ({}) as InstrumentationClientRouterResult);
      const settled = vi.fn();
      const done = Promise.resolve(navigate?.(handler, to)).then(settled);
      return { handler, settled, done };
    },
  };
}

/** Lets every pending promise callback run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("navigationFallback", () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it("loads the target page's code into React Router's cache before the navigation starts", async () => {
    const site = siteOnContactPage(async () => programmeModule);
    const { handler, done } = site.follow("/k-youth#faq");
    await done;
    expect(site.environment.importModule).toHaveBeenCalledExactlyOnceWith("/assets/k-youth-old.js");
    expect(site.modules.programme).toBe(programmeModule);
    expect(handler).toHaveBeenCalledOnce();
    expect(site.environment.loadDocument).not.toHaveBeenCalled();
  });

  it("loads nothing for a page whose code is already there", async () => {
    const site = siteOnContactPage(async () => programmeModule);
    const { handler, done } = site.follow("?subject=x#form");
    await done;
    expect(site.environment.importModule).not.toHaveBeenCalled();
    expect(handler).toHaveBeenCalledOnce();
  });

  it("sends the browser to the target address when its code cannot be downloaded", async () => {
    const site = siteOnContactPage(async () => Promise.reject(chunkError));
    const { handler, settled } = site.follow("/k-youth#faq");
    await flush();
    expect(site.environment.loadDocument).toHaveBeenCalledExactlyOnceWith(
      "https://k-youth.example/k-youth#faq",
    );
    // React Router never gets to its own reload of the page being left.
    expect(handler).not.toHaveBeenCalled();
    expect(settled).not.toHaveBeenCalled();
  });

  it("does that once a minute per address; then the target shows the error page", async () => {
    siteOnContactPage(async () => Promise.reject(chunkError)).follow("/k-youth");
    await flush();

    const site = siteOnContactPage(async () => Promise.reject(chunkError));
    const { handler, done } = site.follow("/k-youth");
    await done;
    expect(site.environment.loadDocument).not.toHaveBeenCalled();
    expect(handler).toHaveBeenCalledOnce();
    const Programme = site.modules.programme?.default as () => unknown;
    expect(() => Programme()).toThrow(chunkError);
  });

  it("lets a later click win over a navigation still loading its code", async () => {
    let finishDownload: (module: typeof programmeModule) => void = () => {};
    const site = siteOnContactPage(() => new Promise((resolve) => (finishDownload = resolve)));
    const toProgramme = site.follow("/k-youth");
    const toForm = site.follow("/contact-us#form");
    await toForm.done;
    finishDownload(programmeModule);
    await flush();
    expect(toForm.handler).toHaveBeenCalledOnce();
    expect(toProgramme.handler).not.toHaveBeenCalled();
  });

  it("leaves history steps to React Router", async () => {
    const site = siteOnContactPage(async () => programmeModule);
    const { handler, done } = site.follow(-1);
    await done;
    expect(site.environment.importModule).not.toHaveBeenCalled();
    // React Router calls the handler itself when the instrumentation did not.
    expect(handler).not.toHaveBeenCalled();
  });
});
