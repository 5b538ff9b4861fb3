import { serializeJsonLd } from "#app/lib/json-ld.ts";

/**
 * Structured data as a JSON-LD data block. The CSP does not govern data blocks (they never run),
 * so it needs no hash; deploy/lib/inline-hashes.ts leaves it out on purpose.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // Escaped for HTML by serializeJsonLd: no `<`, `>` or `&` reaches the parser.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
