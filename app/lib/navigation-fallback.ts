/**
 * Client navigations that survive a release.
 *
 * During a client navigation React Router downloads the target page's code, and when that fails
 * (a release took the hashed file away) it reloads the page being left: the visitor's click is
 * lost. This router instrumentation downloads that code first, into React Router's own module
 * cache, and when the download fails sends the browser to the target address instead. Every page
 * is prerendered, so it reads completely, and it comes with the current release's code. Once per
 * address a minute (`chunk-load-recovery.ts`); past that, the navigation goes on and the target
 * shows the site's error page ("could not be loaded", with a reload button).
 *
 * Back and forward are not instrumented: the address changes before React Router loads anything,
 * so its own reload already lands on the page the visitor asked for.
 */
import {
  type ClientInstrumentation,
  type DataRouter,
  matchRoutes,
  type UNSAFE_AssetsManifest as AssetsManifest,
  type UNSAFE_RouteModules as RouteModules,
} from "react-router";
import { canLoadFreshDocument, loadFreshDocument, pageAddress } from "./chunk-load-recovery.ts";

declare global {
  /** What React Router's `HydratedRouter` keeps on `window` (react-router/dom). */
  interface Window {
    __reactRouterManifest?: AssetsManifest;
    __reactRouterRouteModules?: RouteModules;
    __reactRouterDataRouter?: DataRouter;
  }
}

type RouteModule = NonNullable<RouteModules[string]>;

/** React Router's route table, each route's code file, and its cache of the loaded ones. */
interface RouteCode {
  routes: DataRouter["routes"];
  manifest: AssetsManifest;
  modules: RouteModules;
}

/** What the instrumentation needs from the browser; the tests give their own. */
export interface NavigationFallbackEnvironment {
  /** React Router's, once it has hydrated the page. */
  routeCode: () => RouteCode | undefined;
  importModule: (url: string) => Promise<RouteModule>;
  /** The address navigation targets are relative to. */
  currentHref: () => string;
  /** A full page load, as after following a plain link. */
  loadDocument: (href: string) => void;
}

const browserEnvironment: NavigationFallbackEnvironment = {
  routeCode() {
    const router = window.__reactRouterDataRouter;
    const manifest = window.__reactRouterManifest;
    const modules = window.__reactRouterRouteModules;
    return router && manifest && modules ? { routes: router.routes, manifest, modules } : undefined;
  },
  importModule: (url) => import(/* @vite-ignore */ url) as Promise<RouteModule>,
  currentHref: () => window.location.href,
  loadDocument: (href) => window.location.assign(href),
};

/** React Router waits on it for ever, while the browser leaves the page or a later click wins. */
const neverSettles = () => new Promise<never>(() => {});

/**
 * Stands in for a route module that failed again: rendering it throws that failure, which the
 * root error boundary shows as the site's error page.
 */
function unavailableRouteModule(error: unknown): RouteModule {
  return {
    default: function UnavailableRoute(): never {
      throw error;
    },
  };
}

/** The instrumentation, for `<HydratedRouter instrumentations>`. */
export function navigationFallback(
  environment: NavigationFallbackEnvironment = browserEnvironment,
): ClientInstrumentation {
  let latestNavigation = 0;
  return {
    router(router) {
      router.instrument({
        async navigate(handler, { to }) {
          const navigation = ++latestNavigation;
          const code = environment.routeCode();
          // Left to React Router, which calls the handler itself: history steps, and a page
          // without its framework data on `window`.
          if (typeof to === "number" || !code) return;

          const target = new URL(to, environment.currentHref());
          const failures = new Map<string, unknown>();
          await Promise.all(
            (matchRoutes(code.routes, target.pathname) ?? []).map(async ({ route }) => {
              const url = code.manifest.routes[route.id]?.module;
              if (route.id in code.modules || !url) return;
              try {
                code.modules[route.id] = await environment.importModule(url);
              } catch (error) {
                failures.set(route.id, error);
              }
            }),
          );
          // The visitor clicked something else meanwhile; that navigation goes ahead instead.
          if (navigation !== latestNavigation) return neverSettles();

          if (failures.size > 0) {
            const address = pageAddress(target);
            if (canLoadFreshDocument(address)) {
              loadFreshDocument(address, () => environment.loadDocument(target.href));
              return neverSettles();
            }
            for (const [routeId, error] of failures) {
              code.modules[routeId] = unavailableRouteModule(error);
            }
          }
          await handler();
        },
      });
    },
  };
}
