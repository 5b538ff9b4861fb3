import fontUrl from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import site from "~/content/en/site.yaml";
import ui from "~/content/en/ui.yaml";
import { BackToTop, PAGE_TOP_ID } from "~/layout/back-to-top.tsx";
import { SiteErrorPage } from "~/layout/site-error-page.tsx";
import { useFieldMetrics } from "~/hooks/use-field-metrics.ts";
import { SiteFooter } from "~/layout/site-footer.tsx";
import { SiteHeader } from "~/layout/site-header.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "~/layout/skip-link.tsx";
import { SiteContentProvider } from "~/lib/site-content.tsx";
import type { Route } from "./+types/root";
import "~/styles/global.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/**
 * Controls that only work with JavaScript are hidden when it is off; content that scripts hide
 * until asked for (such as inactive FAQ tabs) is shown instead.
 */
const NO_SCRIPT_CSS =
  "[data-requires-js]{display:none!important}[data-shown-without-js]{display:block!important}";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={site.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <noscript>
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
      </head>
      <body>
        <div id={PAGE_TOP_ID} tabIndex={-1} />
        <SiteContentProvider site={site} ui={ui}>
          {children}
        </SiteContentProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useFieldMetrics();
  return (
    <>
      <SkipLink label={ui.skipLink} />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <BackToTop />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SiteErrorPage error={error} />;
}
