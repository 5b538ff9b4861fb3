import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { SiteContentProvider } from "#app/lib/site-content.tsx";
import { languageOfPath } from "#app/site-manifest.ts";
import { sharedTestContent } from "./content.ts";

/** Renders a component as the site would: inside a router at `path`, in that path's language. */
export function renderWithSite(element: ReactElement, { path = "/k-youth" } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteContentProvider content={sharedTestContent(languageOfPath(path))}>
        {element}
      </SiteContentProvider>
    </MemoryRouter>,
  );
}

/** Moves the window's scroll position and lets the rAF-throttled listeners catch up. */
export async function scrollWindowTo(y: number, { pageHeight = 4000 } = {}) {
  Object.defineProperty(document.documentElement, "scrollHeight", {
    configurable: true,
    value: pageHeight,
  });
  window.scrollY = y;
  window.dispatchEvent(new Event("scroll"));
  await new Promise((resolve) => requestAnimationFrame(resolve));
}
