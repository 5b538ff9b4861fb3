import { serializeJsonLd } from "#app/lib/json-ld.ts";

/**
 * Structured data as a JSON-LD data block. The CSP does not govern data blocks (they never run),
 * so it needs no hash; deploy/lib/inline-hashes.ts leaves it out on purpose. With `data` null the
 * block keeps what the prerendered HTML holds: React leaves inner HTML alone when it hydrates.
 */
export function JsonLd({ data }: { data: object | null }) {
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      // Escaped for HTML by serializeJsonLd: no `<`, `>` or `&` reaches the parser.
      dangerouslySetInnerHTML={{ __html: data === null ? "" : serializeJsonLd(data) }}
    />
  );
}
