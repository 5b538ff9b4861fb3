import { useState } from "react";
import { useLocation, useMatches } from "react-router";
import { JsonLd } from "#app/ui/json-ld.tsx";
import type { SharedContent } from "#app/lib/site-content.tsx";
import { type Packed, unpack } from "#app/lib/packed-data.ts";
import {
  organization,
  type StructuredDataHandle,
  structuredDataGraph,
  webSite,
} from "#app/lib/structured-data.ts";

/**
 * The page's JSON-LD: the organisation and the website, then what the matched routes add.
 * Hydration keeps the prerendered block: building the graph again (every FAQ answer as plain
 * text) would hold up the main thread for data the page already has. After a navigation in the
 * browser it is built for the new page.
 */
export function PageStructuredData({ shared }: { shared: SharedContent }) {
  const matches = useMatches();
  const { key } = useLocation();
  const [hydratedKey] = useState(key);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && key !== hydratedKey) setNavigated(true);
  const isHydrating = typeof document !== "undefined" && !navigated && key === hydratedKey;
  if (isHydrating) return <JsonLd data={null} />;

  const routeNodes = matches.flatMap((match) => {
    const handle = match.handle as StructuredDataHandle<unknown> | undefined;
    const data = match.loaderData as Packed<unknown> | undefined;
    return handle?.structuredData?.(data && unpack(data), shared) ?? [];
  });
  return (
    <JsonLd
      data={structuredDataGraph([organization(shared.site), webSite(shared.site), ...routeNodes])}
    />
  );
}
