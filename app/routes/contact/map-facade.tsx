import { ExternalLink as ExternalIcon, Map as MapIcon, MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ExternalLink } from "#app/ui/external-link.tsx";
import type { ContactContent } from "#app/content/schema.ts";
import { useSiteContent } from "#app/lib/site-content.tsx";
import { MapIllustration } from "./map-illustration.tsx";
import styles from "./map-facade.module.css";
import { buttonClass } from "#app/ui/button.ts";
import type { Language } from "#app/site-manifest.ts";
import { replaysEarlyTap } from "#app/lib/before-hydration.ts";

/** The embed in the page's language: Google reads `hl` (the same codes as the site's languages). */
function mapEmbedInLanguage(embedUrl: string, language: Language): string {
  const url = new URL(embedUrl);
  url.searchParams.set("hl", language);
  return url.href;
}

/**
 * Where to find the team, without a third party on page load: an original drawn map, the address
 * and a link to Google Maps, since most visitors need only the address and the iframe is heavy
 * third-party content. The interactive map loads only when the visitor asks (once the page has
 * hydrated, when they asked before) and takes focus; the content schema keeps its URL under
 * `https://www.google.com/maps`, so the CSP needs one `frame-src`.
 */
export function MapFacade({ texts }: { texts: ContactContent["map"] }) {
  const { language, site } = useSiteContent();
  const { address } = site.contact;
  const [interactive, setInteractive] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // The button that asked for the map is gone; continue from the map itself.
    if (interactive) frameRef.current?.focus();
  }, [interactive]);

  // Chromium can drop focus from a frame when its document arrives, as it loads or in the frame
  // after (about 1 load in 20 here); take it back only if the visitor has not moved on meanwhile.
  const keepFocusOnLoad = () => {
    const takeBack = () => {
      const active = document.activeElement;
      if (active === document.body || active === frameRef.current) frameRef.current?.focus();
    };
    takeBack();
    requestAnimationFrame(takeBack);
  };

  return (
    <section id="contact-map" className={styles.map} aria-labelledby="contact-map-heading">
      <div className={styles.frame}>
        {interactive ? (
          <iframe
            ref={frameRef}
            className={styles.embed}
            title={texts.iframeTitle}
            src={mapEmbedInLanguage(address.mapEmbedUrl, language)}
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            onLoad={keepFocusOnLoad}
          />
        ) : (
          <MapIllustration className={styles.illustration} />
        )}
      </div>
      <div className={styles.details}>
        <h2 id="contact-map-heading" className={styles.heading}>
          {texts.heading}
        </h2>
        <address className={styles.address}>
          <MapPin aria-hidden="true" size={20} className={styles.pin} />
          <span>
            {address.lines.map((line) => (
              <span key={line} className={styles.line}>
                {line}
              </span>
            ))}
          </span>
        </address>
        <div className={styles.actions}>
          <ExternalLink href={address.mapUrl} className={buttonClass("primary", { small: true })}>
            <ExternalIcon aria-hidden="true" size={18} />
            {texts.openInMaps}
          </ExternalLink>
          {!interactive && (
            <button
              type="button"
              className={buttonClass("secondary", { small: true })}
              onClick={() => setInteractive(true)}
              data-requires-js=""
              {...replaysEarlyTap}
            >
              <MapIcon aria-hidden="true" size={18} />
              {texts.show}
            </button>
          )}
        </div>
        {!interactive && (
          <p className={styles.notice} data-requires-js="">
            {texts.notice}
          </p>
        )}
      </div>
    </section>
  );
}
