import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import site from "#app/content/en/site.yaml";
import ui from "#app/content/en/ui.yaml";
import { SiteContentProvider } from "#app/lib/site-content.tsx";

/** Renders a component as the site would: inside a router at `path`, with the English content. */
export function renderWithSite(element: ReactElement, { path = "/k-youth" } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteContentProvider site={site} ui={ui}>
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
