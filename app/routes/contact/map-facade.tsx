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
    const frame = frameRef.current;
    if (!interactive || !frame) return;
    // The button that asked for the map is gone; continue from the map itself.
    frame.focus();
    // Chromium can drop focus from a frame as its document arrives, during the load or frames
    // after it (rarely, and more often on a busy machine). Until the visitor acts, focus that
    // falls back to the page is taken back; once they click or press a key, it is theirs.
    const visitorActed = new AbortController();
    const options = { signal: visitorActed.signal, capture: true };
    const takeBack = () => {
      if (document.activeElement === document.body) frame.focus();
    };
    const takeBackNowAndNextFrame = () => {
      takeBack();
      requestAnimationFrame(takeBack);
    };
    frame.addEventListener("load", takeBackNowAndNextFrame, options);
    frame.addEventListener("blur", takeBackNowAndNextFrame, options);
    for (const type of ["pointerdown", "keydown"]) {
      document.addEventListener(type, () => visitorActed.abort(), options);
    }
    return () => visitorActed.abort();
  }, [interactive]);

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
