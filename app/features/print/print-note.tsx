import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import type { ProgrammeContent } from "#app/content/schema.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { useSiteContent } from "#app/lib/site-content.tsx";
import { LANGUAGES } from "#app/site-manifest.ts";
import contentWidth from "#app/ui/content-width.module.css";
import styles from "./print-note.module.css";

interface PrintNoteProps {
  /** The page's public address. */
  address: string;
  content: ProgrammeContent["print"];
}

/**
 * The line that ends the printed page: where it came from and, once the browser says it is about
 * to print (`beforeprint`), the day. Prerendered without the date, so a print without JavaScript
 * still names the address. Hidden on screen (print.css shows `[data-print-only]`).
 */
export function PrintNote({ address, content }: PrintNoteProps) {
  const { language } = useSiteContent();
  const [date, setDate] = useState<string | null>(null);

  useEffect(() => {
    const stamp = () => {
      const today = new Intl.DateTimeFormat(LANGUAGES[language].tag, { dateStyle: "long" }).format(
        new Date(),
      );
      // The browser lays out the printout right after this event: render before returning.
      flushSync(() => setDate(today));
    };
    window.addEventListener("beforeprint", stamp);
    return () => window.removeEventListener("beforeprint", stamp);
  }, [language]);

  return (
    <p className={`${contentWidth.contentWidth} ${styles.note}`} hidden data-print-only="">
      {date
        ? formatMessage(content.printed, { address, date })
        : formatMessage(content.undated, { address })}
    </p>
  );
}
