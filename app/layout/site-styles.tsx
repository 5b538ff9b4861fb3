/** Marks the `<style>` that the build fills with the site's one stylesheet. */
export const SITE_STYLES_ATTRIBUTE = "data-site-styles";

/**
 * In the prerender the element is empty: the build (scripts/lib/finalize-build.ts) writes the whole
 * stylesheet into it afterwards. In the browser it takes the text the page arrived with, read once
 * before React renders anything, so hydration finds the same element with the same text, and a
 * document React has to draw anew (the error page after a failed start) keeps the site's styles,
 * which the Content-Security-Policy allows by their hash.
 */
const SITE_STYLES = {
  __html:
    typeof document === "undefined"
      ? ""
      : (document.querySelector(`style[${SITE_STYLES_ATTRIBUTE}]`)?.textContent ?? ""),
};

/**
 * The site's styles, in the page itself, so the first paint needs no request and a page reached in
 * the browser finds its styles already there. No page links a stylesheet (decision 118).
 */
export function SiteStyles() {
  return (
    <style
      {...{ [SITE_STYLES_ATTRIBUTE]: "" }}
      dangerouslySetInnerHTML={SITE_STYLES}
      suppressHydrationWarning
    />
  );
}
