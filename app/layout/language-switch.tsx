import { useLocation, useMatches } from "react-router";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useSiteContent } from "#app/lib/site-content.tsx";
import styles from "./language-switch.module.css";
import {
  homePath,
  type Language,
  LANGUAGES,
  languages,
  routeId,
  translatePath,
} from "#app/site-manifest.ts";

/**
 * Links to this page in each other language, named in that language, keeping the place: section
 * and FAQ anchors have the same ids in every language. From the not-found page, to the other
 * language's home page. A full page load, so the new language's words arrive with its page,
 * never mixed with this one's. Where space is short it shows the short form (BM, EN); its name
 * holds both, so what is seen is always part of what is announced.
 */
export function LanguageSwitch({
  className,
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const { language } = useSiteContent();
  const { pathname, search, hash } = useLocation();
  const notFound = useMatches().some((match) => match.id === routeId(language, "notFound"));
  // The prerendered page knows no query or hash; adding them only once hydrated avoids a mismatch.
  const place = useHydrated() ? `${search}${hash}` : "";
  const target = (other: Language) =>
    notFound ? homePath(other) : `${translatePath(pathname, other)}${place}`;
  return languages
    .filter((other) => other !== language)
    .map((other) => (
      <a
        key={other}
        href={target(other)}
        hrefLang={LANGUAGES[other].tag}
        lang={LANGUAGES[other].tag}
        className={className}
        aria-label={`${LANGUAGES[other].name}, ${LANGUAGES[other].short}`}
        data-compact={compact ? "" : undefined}
      >
        <span className={styles.name}>{LANGUAGES[other].name}</span>
        <span className={styles.short}>{LANGUAGES[other].short}</span>
      </a>
    ));
}
