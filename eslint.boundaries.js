import { readdirSync } from "node:fs";

/**
 * Who may import whom, kept by `no-restricted-imports` in `npm run lint`.
 *
 * The app (`app/`): a page's code lives in its route folder and may use features, ui, layout, lib,
 * config and content; a route never imports another route; a feature never imports another
 * feature (what two share moves to lib/ or ui/); ui imports no feature, route or layout; lib,
 * config and content import none of those either, and content imports no lib: the content and
 * what reading it needs (the intakes' state, written dates, the build date) sit below all other
 * code. Other app folders are imported as `#app/…`, never `../`, so the rules below see every
 * import.
 *
 * Tooling imports the app only as `#app/…` and points one way: tests → scripts → deploy →
 * content-editor → app, each through its alias (`#scripts/…`, `#deploy/…`, `#content-editor/…`).
 * Nothing in the app imports tooling.
 */

const TOOLING = ["scripts", "deploy", "content-editor"];
const TOP_FOLDERS = ["app", ...TOOLING, "tests"];

const forbid = (regex, message) => ({ regex, message });

const viaAlias = forbid(
  `^(\\.\\./)+(${TOP_FOLDERS.join("|")})/`,
  "Import another top-level folder through its alias: #app/…, #scripts/…, #deploy/… or #content-editor/….",
);
const noParentInApp = forbid(
  "^\\.\\./",
  "Inside the app, import another folder as #app/…; `./` is for files of the same folder.",
);
const noTooling = forbid(
  `^#(${TOOLING.join("|")})/`,
  "The app never imports tooling: move what both need into the app.",
);
const noPages = forbid("^#app/routes/", "Only a page's own folder imports its code.");
const noFeatures = forbid(
  "^#app/features/",
  "Shared code imports no feature: move what both need into lib/ or ui/.",
);
const noLayout = forbid("^#app/layout/", "Shared code imports no part of the page shell.");
const noLib = forbid(
  "^#app/lib/",
  "Content imports no lib (lib imports content): move what reading the content needs into content/.",
);

const subfolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** One config object per zone: ESLint replaces a rule's options per file, it never merges them. */
function zone(files, patterns) {
  return { files, rules: { "no-restricted-imports": ["error", { patterns }] } };
}

const app = [noParentInApp, noTooling];

export const boundaries = [
  zone(["app/**"], app),
  ...subfolders("./app/routes/").map((page) =>
    zone(
      [`app/routes/${page}/**`],
      [
        ...app,
        forbid(
          `^#app/routes/(?!${page}/)`,
          "A page never imports another page's code: share it through lib/, ui/ or a feature.",
        ),
      ],
    ),
  ),
  ...subfolders("./app/features/").map((feature) =>
    zone(
      [`app/features/${feature}/**`],
      [
        ...app,
        noPages,
        forbid(
          `^#app/features/(?!${feature}/)`,
          "A feature never imports another feature: move what both need into lib/ or ui/, or let the page compose them.",
        ),
      ],
    ),
  ),
  zone(["app/ui/**", "app/lib/**", "app/config/**"], [...app, noPages, noFeatures, noLayout]),
  zone(["app/content/**"], [...app, noPages, noFeatures, noLayout, noLib]),
  zone(["app/layout/**"], [...app, noPages]),
  zone(
    ["content-editor/**"],
    [viaAlias, forbid("^#(scripts|deploy)/", "The content editor imports only the app.")],
  ),
  zone(["deploy/**"], [viaAlias, forbid("^#scripts/", "Hosting never imports the build scripts.")]),
  zone(["scripts/**", "tests/**", "*.{ts,js}"], [viaAlias]),
];
