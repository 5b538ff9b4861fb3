/// <reference types="vite/client" />

// Build-time settings read by app/features/contact-form/emailjs-settings.ts; see .env.example.
interface ImportMetaEnv {
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_ORIGIN?: string;
  /** app/features/field-metrics/settings.ts */
  readonly VITE_FIELD_METRICS_URL?: string;
}

/** The brand colour of app/styles/tokens.css, given by scripts/lib/brand-colours.ts. */
declare const __THEME_COLOUR__: string;

/* eslint-disable @typescript-eslint/consistent-type-imports -- ambient module declarations cannot use import statements */
// The site search's index of each language, built from its content by
// scripts/lib/vite-plugin-search-index.ts: each a chunk of its own, imported on first search.
declare module "virtual:search-index" {
  const indexModules: Record<
    import("#app/site-manifest.ts").Language,
    () => Promise<{ default: import("#app/features/search/settings.ts").SearchIndexFile }>
  >;
  export default indexModules;
}
