import { Check } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import type { FaqContent } from "#app/content/schema.ts";
import { invisibleUntilHydrated } from "#app/lib/before-hydration.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { useSiteContent } from "#app/lib/site-content.tsx";
import { faqItemHref } from "#app/lib/faq-location.ts";
import styles from "./faq-section.module.css";

/** How long "Link copied" stays on screen. */
const COPIED_FEEDBACK_MS = 4000;

interface CopyLinkButtonProps {
  itemId: string;
  question: string;
  labels: Pick<FaqContent, "copyLink" | "copyLinkLabel" | "linkCopied" | "copyFailed">;
  /** Called when the clipboard refuses, to show the address some other way. */
  onCopyFailed: (itemId: string) => void;
  /** Shown beside the button: the question's Share action. */
  children?: ReactNode;
}

type CopyState = { result: "idle" } | { result: "copied" | "failed"; attempt: number };

/**
 * Copies the address of one question (`/k-youth#faq-<id>`) to the clipboard and says so in a
 * polite live region beside it. Needs JavaScript, so it is hidden without, and not shown until
 * the page has hydrated: the clipboard takes a copy only from the tap itself. It sits under the
 * answer, not in `<summary>`, where interactive content is invalid and confusing; its name starts
 * with the visible label (checked by the build), and if the clipboard refuses, the address goes
 * into the address bar instead. Its link icon is drawn by the styles (faq-section.module.css).
 */
export function CopyLinkButton({
  itemId,
  question,
  labels,
  onCopyFailed,
  children,
}: CopyLinkButtonProps) {
  const { language } = useSiteContent();
  const [state, setState] = useState<CopyState>({ result: "idle" });

  useEffect(() => {
    if (state.result !== "copied") return;
    const timer = window.setTimeout(() => setState({ result: "idle" }), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    const attempt = state.result === "idle" ? 1 : state.attempt + 1;
    const address = new URL(faqItemHref(itemId, language), window.location.href).href;
    try {
      await navigator.clipboard.writeText(address);
      setState({ result: "copied", attempt });
    } catch {
      setState({ result: "failed", attempt });
      onCopyFailed(itemId);
    }
  };

  return (
    <div className={styles.share} data-requires-js="" {...invisibleUntilHydrated}>
      <button
        type="button"
        className={styles.copyButton}
        aria-label={formatMessage(labels.copyLinkLabel, { question })}
        onClick={() => void copy()}
      >
        {labels.copyLink}
      </button>
      {children}
      <span role="status" className={styles.copyStatus} data-result={state.result}>
        {state.result === "copied" && (
          <>
            <Check aria-hidden="true" size={16} focusable="false" />
            {labels.linkCopied}
          </>
        )}
        {state.result === "failed" && labels.copyFailed}
      </span>
    </div>
  );
}
