import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { navigationFallback } from "./lib/navigation-fallback.ts";
import { miscasedPagePath } from "./site-manifest.ts";

const { pathname, search, hash } = window.location;
const page = miscasedPagePath(pathname);
if (page !== null) {
  // The host served the not-found page for a miscased address; go to the page it means.
  window.location.replace(`${page}${search}${hash}`);
} else {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter instrumentations={[navigationFallback()]} />
      </StrictMode>,
    );
  });
}
