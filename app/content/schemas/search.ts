import { z } from "zod";
import { slug, text } from "./primitives.ts";

/** A text that must keep a placeholder such as `{count}`, which the site fills in. */
const withPlaceholder = (name: string) =>
  text.refine((value) => value.includes(`{${name}}`), {
    error: `keep {${name}} where the ${name} goes`,
  });

/** Every word of the site search: the header button, the dialog, its results and messages. */
export const searchSchema = z.object({
  /** The header button's name (the button shows a magnifier icon). */
  button: text,
  title: text,
  close: text,
  inputLabel: text,
  placeholder: text,
  /** Shown under the field: how to use the keyboard. */
  keyboardHint: text,
  loading: text,
  loadFailed: text,
  retry: text,
  resultsLabel: text,
  resultCount: withPlaceholder("count"),
  resultCountOne: text,
  suggestions: z.object({
    heading: text,
    /** FAQ question ids shown while the field is empty; the build checks that each exists. */
    ids: z.array(slug).min(1, "suggest at least one question").max(8, "suggest 8 at most"),
  }),
  noResults: z.object({
    text: withPlaceholder("query"),
    hint: text,
    faq: text,
    contact: text,
  }),
  /** "Where it lives" under each result's title. */
  locations: z.object({
    faq: withPlaceholder("tab"),
    programme: withPlaceholder("section"),
    contact: withPlaceholder("card"),
    eligibility: text,
  }),
});
