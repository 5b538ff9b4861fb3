import { Maximize2, X } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { ModalDialog } from "#app/ui/modal-dialog.tsx";
import { replaysEarlyTap } from "#app/lib/before-hydration.ts";
import iconButton from "#app/ui/icon-button.module.css";
import styles from "./lightbox.module.css";
import { buttonClass } from "#app/ui/button.ts";

interface LightboxProps {
  /** Names the dialog, e.g. the section heading. */
  title: string;
  openLabel: string;
  closeLabel: string;
  /** The graphic as it sits in the page. */
  children: ReactNode;
  /**
   * The same graphic laid out large for the dialog; rendered only while it is open, so the page's
   * HTML holds each of its texts once (for search engines, screen readers and the HTML budget).
   */
  enlarged: ReactNode;
}

/**
 * A graphic with a button that shows it large in a modal dialog: Escape or the close button
 * close it and focus returns to the button; on phones the large view pans and pinch-zooms. A press
 * before the page has hydrated opens it once it has.
 */
export function Lightbox({ title, openLabel, closeLabel, children, enlarged }: LightboxProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <div className={styles.frame}>
      {children}
      <button
        type="button"
        className={buttonClass("quiet")}
        data-requires-js=""
        {...replaysEarlyTap}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Maximize2 aria-hidden="true" size={18} />
        {openLabel}
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        className={styles.dialog}
      >
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={`${iconButton.onDark} ${styles.close}`}
            onClick={() => setOpen(false)}
          >
            <X aria-hidden="true" size={24} />
            <span className="visually-hidden">{closeLabel}</span>
          </button>
        </div>
        {/* The large view scrolls on small screens, so keyboard users must be able to focus it.
            A group, not a region: a landmark here would repeat the name of the section landmark
            the graphic sits in. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className={styles.canvas} role="group" aria-labelledby={titleId} tabIndex={0}>
          {open && enlarged}
        </div>
      </ModalDialog>
    </div>
  );
}
