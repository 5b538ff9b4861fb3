import { z } from "zod";
import { type MarkdownField, pageMeta, text } from "./primitives.ts";

export function contactSchema(markdown: MarkdownField) {
  return z.object({
    meta: pageMeta,
    breadcrumbTitle: text,
    heading: text,
    intro: markdown,
  });
}
