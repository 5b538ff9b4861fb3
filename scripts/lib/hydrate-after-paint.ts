import { attribute, type Element, textOf } from "#deploy/lib/html.ts";

// React Router's bootstrap module: static imports of its manifest, the root and page route
// modules, then the route table and a dynamic import of the client entry.
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("\/assets\/[^"]+");$/gm;

/**
 * Waits for the first contentful paint, or a second without one (a tab in the background); then,
 * if the web font is still loading, for it or the end of its block period (`font-display:
 * optional` hides text for at most 100 ms, CSS Fonts 4), whichever comes first; then for the page
 * to be painted whole. The first paint can be the logo alone while the text waits for the font, or
 * the header alone (decision 155) while the rest is read. This script comes last in the page, so
 * the next frame draws everything; by the third, that one has been painted, and on a phone shown
 * (Chromium 156 showed a frame up to 10 ms after the next one had begun; drawing in software on a
 * busy machine, up to 124 ms after its paint). Scripts that started before would count towards the
 * largest paint, in Lighthouse's simulation up to 3 round trips later. The downloads then start in a
 * task of their own, after that third frame: started in its callback, they were part of the frame,
 * on a page opened at the FAQ the one that draws it (0.7 of its 9 ms here).
 */
const AFTER_FIRST_PAINT = `await new Promise((start) => {
  if (performance.getEntriesByName("first-contentful-paint").length > 0) return start();
  new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length > 0) start();
  }).observe({ type: "paint" });
  setTimeout(start, 1000);
});
if (document.fonts.status === "loading") {
  await Promise.race([document.fonts.ready, new Promise((end) => setTimeout(end, 100))]);
}
await new Promise((painted) => {
  requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(painted))));
  setTimeout(painted, 1000);
});`;

export const isBootstrap = (element: Element) =>
  element.tagName === "script" &&
  attribute(element, "type") === "module" &&
  textOf(element).includes("__reactRouterRouteModules");

/**
 * The bootstrap rewritten so its downloads start after the first paint: as React Router writes it,
 * the page's scripts are requested the moment the parser reaches it, and compete with the text and
 * the font for the first paint on a slow connection. The modules are the same, and the client
 * entry still starts only once the manifest and both route modules have run (none of them reads
 * another when it runs); only their start moves.
 */
export function hydrateAfterFirstPaint(element: Element): string {
  const source = textOf(element);
  const imports = [...source.matchAll(STATIC_IMPORT)];
  const rest = source.replace(STATIC_IMPORT, "").trim();
  if (imports.length === 0 || rest.includes("import ")) {
    throw new Error(
      `React Router's bootstrap script has a form this build does not know:\n${source}`,
    );
  }
  const bindings = imports.map(([, name]) => name ?? "").join(", ");
  const loads = imports.map(([, , url]) => `import(${url})`).join(", ");
  // A module that cannot be fetched (a tab opened before a release asks for a removed file)
  // leaves the page as prerendered and raises no uncaught error, as static imports did.
  return `<script type="module" async="">${AFTER_FIRST_PAINT}
const modules = await Promise.all([${loads}]).catch(() => null);
if (modules) {
const [${bindings}] = modules;
${rest}
}</script>`;
}
