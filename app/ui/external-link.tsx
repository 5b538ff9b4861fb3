import type { ComponentProps } from "react";
import { useSiteContent } from "#app/lib/site-content.tsx";
import { SampleNote } from "./sample-note.tsx";
import styles from "./external-link.module.css";

type ExternalLinkProps = Omit<ComponentProps<"a">, "target" | "rel" | "hrefLang"> & {
  href: string;
};

/**
 * A link that opens another site in a new tab, and says so to assistive technology. A page that
 * content marks `englishOnly` is announced as English (hreflang) and, on pages in another
 * language, says so in words; a placeholder address (`sample: true`) says "(sample)"; whichever
 * component links to the address.
 */
export function ExternalLink({ children, href, ...props }: ExternalLinkProps) {
  const { language, englishOnlyUrls, sampleUrls, ui } = useSiteContent();
  const englishOnly = englishOnlyUrls.includes(href);
  return (
    <a
      {...props}
      href={href}
      hrefLang={englishOnly ? "en" : undefined}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
      {/* The space before the note is outside it, so a line can break there. */}
      {englishOnly && language !== "en" && (
        <>
          {" "}
          <span className={styles.languageNote} data-language-note="">
            {ui.englishOnly}
          </span>
        </>
      )}
      <SampleNote sample={sampleUrls.includes(href)} />
      <span className="visually-hidden"> {ui.newTab}</span>
    </a>
  );
}
