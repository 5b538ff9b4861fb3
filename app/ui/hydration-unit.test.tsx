import { act, type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { whenPageHydrated } from "#app/lib/hydration-units.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { HydrationUnit } from "./hydration-unit.tsx";

/** Notes when React has hydrated the part of the page it sits in, and what it shows. */
function Part({ name, log, children }: { name: string; log: string[]; children?: ReactNode }) {
  const hydrated = useHydrated();
  useEffect(() => {
    log.push(`${name} hydrated`);
  }, [name, log]);
  return (
    <section aria-label={name}>
      {hydrated ? `${name}, enhanced` : `${name}, as prerendered`}
      {children}
    </section>
  );
}

function Page({ log }: { log: string[] }) {
  useEffect(() => whenPageHydrated(() => log.push("whole page")), [log]);
  return (
    <main>
      <Part name="header" log={log} />
      <HydrationUnit>
        <Part name="section" log={log}>
          <HydrationUnit>
            <Part name="nested" log={log} />
          </HydrationUnit>
        </Part>
      </HydrationUnit>
      <HydrationUnit>
        <Part name="footer" log={log} />
      </HydrationUnit>
    </main>
  );
}

describe("hydration units", () => {
  it("hydrate after the page around them, and the page is whole only once every unit is", async () => {
    const log: string[] = [];
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page log={[]} />);
    document.body.append(container);
    const prerendered = container.querySelector("section[aria-label=section]");

    await act(async () => {
      hydrateRoot(container, <Page log={log} />);
    });

    // The part outside every unit commits first; nested units come after the unit around them.
    expect(log.indexOf("header hydrated")).toBe(0);
    expect(log.indexOf("nested hydrated")).toBeGreaterThan(log.indexOf("section hydrated"));
    expect(log.at(-1)).toBe("whole page");
    expect(log.filter((entry) => entry === "whole page")).toHaveLength(1);
    // Hydrated, not drawn again: the prerendered elements are the ones on screen.
    expect(container.querySelector("section[aria-label=section]")).toBe(prerendered);
    for (const name of ["header", "section", "nested", "footer"]) {
      expect(container.querySelector(`section[aria-label=${name}]`)?.firstChild?.textContent).toBe(
        `${name}, enhanced`,
      );
    }
    container.remove();
  });
});
