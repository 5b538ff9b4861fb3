import { type ReactNode, useEffect, useEffectEvent, useRef } from "react";
import { flushSync } from "react-dom";

interface ModalDialogProps {
  id?: string;
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its visible title). */
  labelledBy: string;
  className?: string;
  /**
   * Asked when the dialog closes: false leaves focus alone, for a dialog that closes because it
   * sent the visitor somewhere that takes focus itself (a search result). Returns focus by default.
   */
  shouldReturnFocus?: () => boolean;
  children: ReactNode;
}

/**
 * A native modal `<dialog>`: the browser traps focus, makes the page behind inert and closes on
 * Escape. This adds what the platform leaves to us: open/close from React state, closing on a
 * backdrop click, and returning focus to whatever opened it.
 */
export function ModalDialog({
  id,
  open,
  onClose,
  labelledBy,
  className,
  shouldReturnFocus,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const handleClosed = useEffectEvent(() => {
    if (shouldReturnFocus?.() ?? true) returnFocusTo.current?.focus({ preventScroll: true });
    returnFocusTo.current = null;
    onClose();
  });

  // The browser closes the dialog (Escape, close()) at once but fires its `close` event only in a
  // later task. A press in between, such as Enter on the opener right after Escape, found `open`
  // still true, so it changed nothing, and the late `close` event then set it false: the dialog
  // stayed shut. The `open` attribute goes in the same task as the closing, and a mutation
  // observer hears it before the next task; flushSync commits `open` = false before that task
  // too, so the next press opens the dialog again. (The late `close` event is not listened to:
  // it could arrive after such a reopening and would close the dialog again.)
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const observer = new MutationObserver((records) => {
      // A record with an old value is the attribute going (or changing) while it was there.
      const closed = !dialog.open && records.some((record) => record.oldValue !== null);
      if (closed) flushSync(handleClosed);
    });
    observer.observe(dialog, { attributeFilter: ["open"], attributeOldValue: true });
    return () => observer.disconnect();
  }, []);

  return (
    // Escape already closes a modal dialog; the click handler only adds closing on the backdrop.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      id={id}
      className={className}
      aria-labelledby={labelledBy}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {children}
    </dialog>
  );
}
