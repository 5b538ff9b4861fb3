/** Marks the `<style>` that the build fills with the site's one stylesheet. */
export const SITE_STYLES_ATTRIBUTE = "data-site-styles";

const LEFT_AS_PRERENDERED = { __html: "" };

/**
 * The site's styles, in the page itself: the build (scripts/lib/finalize-build.ts) writes the whole
 * stylesheet into this element of every prerendered page, so the first paint needs no request and
 * a page reached in the browser finds its styles already there. React renders it empty on both
 * sides and, in production, never compares or rewrites the inner HTML of an element it hydrates,
 * so the head the server rendered and the one the browser renders are the same elements.
 */
export function SiteStyles() {
  return (
    <style
      {...{ [SITE_STYLES_ATTRIBUTE]: "" }}
      dangerouslySetInnerHTML={LEFT_AS_PRERENDERED}
      suppressHydrationWarning
    />
  );
}
