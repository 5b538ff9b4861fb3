import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "~/content/schema.ts";

interface PageMetaOptions {
  origin: string;
  /** Path of the canonical URL; omit for pages that should not be indexed. */
  canonicalPath?: string;
}

/** The title, description and canonical link every page carries. */
export function pageMeta(
  meta: PageMeta,
  { origin, canonicalPath }: PageMetaOptions,
): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: meta.title },
    { name: "description", content: meta.description },
  ];
  if (canonicalPath) {
    tags.push({ tagName: "link", rel: "canonical", href: `${origin}${canonicalPath}` });
  } else {
    tags.push({ name: "robots", content: "noindex" });
  }
  return tags;
}
