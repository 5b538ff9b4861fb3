import { type ReactNode, useEffect, useRef } from "react";

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

  const handleClose = () => {
    if (shouldReturnFocus?.() ?? true) returnFocusTo.current?.focus({ preventScroll: true });
    returnFocusTo.current = null;
    onClose();
  };

  return (
    // Escape already closes a modal dialog; the click handler only adds closing on the backdrop.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      id={id}
      className={className}
      aria-labelledby={labelledBy}
      onClose={handleClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {children}
    </dialog>
  );
}
