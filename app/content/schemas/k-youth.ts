import { z } from "zod";
import { type MarkdownField, pageMeta, text } from "./primitives.ts";

export function kYouthSchema(_markdown: MarkdownField) {
  return z.object({
    meta: pageMeta,
    breadcrumbTitle: text,
  });
}
