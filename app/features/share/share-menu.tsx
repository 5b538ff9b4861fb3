import { Check, Share2 } from "lucide-react";
import { type MouseEvent, useEffect, useId, useRef, useState } from "react";
import type { ProgrammeContent } from "#app/content/schema.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { invisibleUntilHydrated } from "#app/lib/before-hydration.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { ExternalLink } from "#app/ui/external-link.tsx";
import { COPIED_FEEDBACK_MS, SHARE_CHANNELS } from "./settings.ts";
import { shareHref, type ShareTarget } from "./share-links.ts";
import { usePopoverOpen } from "./use-popover-open.ts";
import styles from "./share-menu.module.css";

export type ShareLabels = Pick<
  ProgrammeContent["share"],
  "listLabel" | "channels" | "copyLink" | "linkCopied" | "copyFailed"
>;

interface ShareMenuProps {
  target: ShareTarget;
  /** The button's visible word, and its full accessible name (which starts with it). */
  label: string;
  accessibleName: string;
  labels: ShareLabels;
  /** Offer Copy link in the list (the FAQ has its own Copy link button beside). */
  offerCopy?: boolean;
  /** `dark` on the page banner; `small` beside the FAQ's Copy link. */
  tone?: "light" | "dark" | "small";
  align?: "start" | "center";
}

type CopyState = "idle" | "copied" | "failed";

/**
 * Share: the browser's own share sheet where there is one; otherwise a disclosure (WAI-ARIA
 * disclosure pattern) over plain links to WhatsApp, Telegram, LinkedIn and email, and Copy link.
 * The list is a popover, so the links work from the first paint, before the page's scripts run:
 * the browser opens it from the button, closes it on Escape (focus back on the button) or a tap
 * elsewhere, and tells assistive technology whether it is expanded until the app says so itself.
 * Copy link and the share sheet need the app, so they join once it has hydrated. Hidden without
 * JavaScript; why is in docs/decisions/113-printable-factsheet-and-share.md.
 */
export function ShareMenu({
  target,
  label,
  accessibleName,
  labels,
  offerCopy = true,
  tone = "light",
  align = "start",
}: ShareMenuProps) {
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const open = usePopoverOpen(listRef);
  // Whether the browser has a share sheet (phones mostly); never in the prerendered HTML. Read once
  // hydrated, so the switch to it is a transition: a store whose browser value differs from the
  // prerendered one would force a blocking re-render right after hydration, on every phone.
  const hasWebShare = hydrated && typeof navigator.share === "function";
  const [webShareFailed, setWebShareFailed] = useState(false);
  const [copy, setCopy] = useState<CopyState>("idle");
  const sheet = hasWebShare && !webShareFailed;

  useEffect(() => {
    if (copy !== "copied") return;
    const timer = window.setTimeout(() => setCopy("idle"), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const share = async (event: MouseEvent) => {
    // Without a sheet, the button opens the list itself (popovertarget).
    if (!sheet) return;
    event.preventDefault();
    try {
      await navigator.share({ title: target.title, url: target.url });
    } catch (error) {
      // The visitor closed the sheet: nothing to do. Any other refusal: offer the links instead.
      if (error instanceof DOMException && error.name === "AbortError") return;
      setWebShareFailed(true);
      const list = listRef.current;
      if (list && "showPopover" in list)
        list.showPopover({ source: buttonRef.current ?? undefined });
    }
  };

  const copyLink = async () => {
    setCopy("idle");
    try {
      await navigator.clipboard.writeText(target.url);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };

  return (
    <div className={`${styles.share} ${styles[tone]} ${styles[align]}`} data-requires-js="">
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={accessibleName}
        popoverTarget={sheet ? undefined : listId}
        aria-expanded={hydrated && !sheet ? open : undefined}
        aria-controls={sheet ? undefined : listId}
        onClick={(event) => void share(event)}
      >
        <Share2 aria-hidden="true" size={tone === "small" ? 16 : 18} focusable="false" />
        {label}
      </button>
      <div id={listId} ref={listRef} popover="auto" className={styles.panel}>
        <ul className={styles.list} aria-label={labels.listLabel}>
          {SHARE_CHANNELS.map((channel) => {
            const href = shareHref(channel, target);
            return (
              <li key={channel}>
                {channel === "email" ? (
                  <a href={href} className={styles.link}>
                    {labels.channels[channel]}
                  </a>
                ) : (
                  <ExternalLink href={href} className={styles.link}>
                    {labels.channels[channel]}
                  </ExternalLink>
                )}
              </li>
            );
          })}
          {offerCopy && (
            <li {...invisibleUntilHydrated}>
              <button type="button" className={styles.link} onClick={() => void copyLink()}>
                {labels.copyLink}
              </button>
            </li>
          )}
        </ul>
      </div>
      {offerCopy && (
        <p role="status" className={styles.status}>
          {copy === "copied" && (
            <>
              <Check aria-hidden="true" size={16} focusable="false" />
              {labels.linkCopied}
            </>
          )}
          {copy === "failed" && formatMessage(labels.copyFailed, { address: target.url })}
        </p>
      )}
    </div>
  );
}
