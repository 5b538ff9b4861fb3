import { RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import {
  canLoadFreshDocument,
  isChunkLoadError,
  loadFreshDocument,
  pageAddress,
} from "#app/lib/chunk-load-recovery.ts";
import { usePagePath, useSiteContent } from "#app/lib/site-content.tsx";
import styles from "./site-error-page.module.css";
import { MAIN_CONTENT_ID } from "./skip-link.tsx";
import { buttonClass } from "#app/ui/button.ts";

/**
 * Shown instead of a blank page when rendering fails. A failed code download (usually a tab left
 * open across a deploy) first reloads once by itself, unless this address was just loaded afresh
 * for that reason; anything else offers a reload button.
 */
export function SiteErrorPage({ error }: { error: unknown }) {
  const { ui } = useSiteContent();
  const homePath = usePagePath("programme");
  const chunkError = isChunkLoadError(error);
  // Decided once per error page (this page only renders in the browser).
  const [reloading] = useState(
    () => chunkError && canLoadFreshDocument(pageAddress(window.location)),
  );

  useEffect(() => {
    console.error(error);
    if (reloading) loadFreshDocument(pageAddress(window.location), () => window.location.reload());
  }, [error, reloading]);

  return (
    <main id={MAIN_CONTENT_ID} className={styles.page}>
      <h1 className={styles.title}>{ui.errors.title}</h1>
      {reloading ? (
        <p role="status">{ui.errors.updating}</p>
      ) : (
        <>
          <p>{chunkError ? ui.errors.updateFailed : ui.errors.text}</p>
          <button
            type="button"
            className={buttonClass("primary")}
            onClick={() => window.location.reload()}
          >
            <RotateCw aria-hidden="true" size={18} />
            {ui.errors.reload}
          </button>
          <a href={homePath}>{ui.home}</a>
        </>
      )}
    </main>
  );
}
