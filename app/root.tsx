import { type ReactNode, useEffect } from "react";
import { HydrationUnit } from "#app/ui/hydration-unit.tsx";
import { whenPageHydrated } from "#app/lib/hydration-units.ts";
import {
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import { ICONS, manifestPath } from "#app/config/seo.ts";
import { loadContent, loadIntakes } from "#app/content/content.server.ts";
import { englishOnlyUrls } from "#app/content/english-only.ts";
import { sampleUrls } from "#app/content/sample-urls.ts";
import { BackToTop, PAGE_TOP_ID } from "#app/layout/back-to-top.tsx";
import { HeadScripts } from "#app/layout/head-scripts.tsx";
import { InstantNavigationScroll } from "#app/layout/instant-navigation-scroll.tsx";
import { SiteErrorPage } from "#app/layout/site-error-page.tsx";
import { useFieldMetrics } from "#app/features/field-metrics/use-field-metrics.ts";
import { SiteFooter } from "#app/layout/site-footer.tsx";
import { SiteHeader } from "#app/layout/site-header.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "#app/layout/skip-link.tsx";
import { type SharedContent, SiteContentProvider, useSiteContent } from "#app/lib/site-content.tsx";
import { pack, type Packed, unpack } from "#app/lib/packed-data.ts";
import { LANGUAGES, languageOfPath } from "#app/site-manifest.ts";
import { PageStructuredData } from "#app/layout/page-structured-data.tsx";
import { SiteStyles } from "#app/layout/site-styles.tsx";
import type { Route } from "./+types/root";
import "#app/styles/global.css";
// Its own module, not an @import of global.css, so the build can cut the font to the content.
import "#app/styles/fonts.css";

/** The words and settings every page of the address's language shares. */
export async function loader({ request }: Route.LoaderArgs): Promise<Packed<SharedContent>> {
  const language = languageOfPath(new URL(request.url).pathname);
  const [site, ui, search, intakes] = await Promise.all([
    loadContent(language, "site"),
    loadContent(language, "ui"),
    loadContent(language, "search"),
    loadIntakes(),
  ]);
  return pack({
    language,
    site,
    ui,
    search,
    englishOnlyUrls: englishOnlyUrls(site, intakes),
    sampleUrls: sampleUrls(site, intakes),
  });
}

/**
 * The shared words change only with the language, so navigating within one never refetches them,
 * and a failed page load can never leave the header and the error page without their words.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);
}

/**
 * Controls that only work with JavaScript are hidden when it is off; content that scripts hide
 * until asked for (such as inactive FAQ tabs) is shown instead.
 */
const NO_SCRIPT_CSS =
  "[data-requires-js]{display:none!important}[data-shown-without-js]{display:block!important}";

/**
 * Marks `<html data-hydrated>` once React has hydrated the whole document: this effect runs after
 * the first commit (the outermost component's comes after all the others), and the mark waits
 * for every hydration unit, which hydrate one by one after it. base.css turns on smooth scrolling
 * with it, held taps are replayed on it (early-taps.ts), and it is the signal the end-to-end tests
 * wait for before acting as a visitor. React's own marks appear when hydration starts, not when it
 * is done.
 */
function useHydratedMark() {
  useEffect(() => {
    whenPageHydrated(() => {
      document.documentElement.dataset.hydrated = "";
    });
  }, []);
}

export function Layout({ children }: { children: ReactNode }) {
  // Prerendering always has the root's data; its absence is a build defect, not a visitor's.
  const packedShared = useRouteLoaderData<typeof loader>("root");
  if (!packedShared) throw new Error("The root route's data is missing");
  const shared = unpack(packedShared);
  useHydratedMark();
  return (
    <html lang={LANGUAGES[shared.language].tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={__THEME_COLOUR__} />
        <Meta />
        {/*
          Written out rather than through React Router's <Links />, which would also link the
          stylesheet that <SiteStyles /> already carries in the page.
        */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href={ICONS.png32.path} type="image/png" sizes="32x32" />
        <link rel="apple-touch-icon" href={ICONS.appleTouch.path} />
        <link rel="manifest" href={manifestPath(shared.language)} />
        <SiteStyles />
        <HeadScripts />
        <noscript>
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
      </head>
      <body>
        <div id={PAGE_TOP_ID} tabIndex={-1} />
        <SiteContentProvider content={shared}>{children}</SiteContentProvider>
        {/*
          At the end of the body, after the page it describes: its FAQ answers repeat the page's
          words, which gzip then sends once (1.2 KiB less on /k-youth, which keeps its HTML within
          two round trips on a slow connection). Search engines read JSON-LD anywhere.
        */}
        <PageStructuredData shared={shared} />
        <InstantNavigationScroll />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useFieldMetrics();
  const { ui } = useSiteContent();
  return (
    <>
      <SkipLink label={ui.skipLink} />
      <HydrationUnit>
        <SiteHeader />
      </HydrationUnit>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <HydrationUnit>
          <Outlet />
        </HydrationUnit>
      </main>
      <HydrationUnit>
        <SiteFooter />
      </HydrationUnit>
      <BackToTop />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SiteErrorPage error={error} />;
}
