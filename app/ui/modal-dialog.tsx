import { type ReactNode, useEffect, useEffectEvent, useRef } from "react";
import { flushSync } from "react-dom";
import { afterNextPaint } from "#app/lib/after-next-paint.ts";
import { drawPartsAfterModal, skipFarPartsBehindModal } from "#app/lib/skip-behind-modal.ts";

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
  /**
   * Given for a dialog that opens before the page's scripts run: it is also a popover, which a
   * `popovertarget` button outside it opens as plain HTML. Such a dialog always opens as a popover
   * and becomes modal where it stands once that frame is drawn; found open as a popover (before
   * hydration, say), this tells the owner it is open.
   */
  onOpenedAsPopover?: () => void;
  children: ReactNode;
}

function isPopoverOpen(dialog: HTMLDialogElement) {
  // A browser without popovers never opened it, and has no `:popover-open` to ask about.
  return "hidePopover" in dialog && dialog.matches(":popover-open");
}

/** A dialog open as a popover, made modal without a visible change. */
function showModalInPlace(dialog: HTMLDialogElement) {
  // Showing it modally focuses its first control; the visitor may already be further in.
  const focused = dialog.contains(document.activeElement) ? document.activeElement : null;
  // Shown again, its entrance animation starts over; it goes on from where it was instead, or, if
  // it had ended, is ended at once.
  const playedFor = dialog.getAnimations().map((animation) => animation.currentTime);
  dialog.hidePopover();
  openModal(dialog);
  dialog.getAnimations().forEach((animation, index) => {
    const currentTime = playedFor[index];
    if (currentTime === undefined || currentTime === null) animation.finish();
    else animation.currentTime = currentTime;
  });
  if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
}

/**
 * Made modal once the frame that shows it as a popover is drawn. Making the page behind inert
 * restyles all of it; in the frame that answers the tap, that doubled the time to the answer on a
 * slow phone. Until then it is a popover: focus is already in it, Escape or a tap beside it closes
 * it, and it is made modal only if it is still open.
 */
function showModalAfterPaint(dialog: HTMLDialogElement) {
  afterNextPaint(() => {
    if (isPopoverOpen(dialog)) showModalInPlace(dialog);
  });
}

/** Shown modally, the page behind it drawn only near the screen meanwhile. */
function openModal(dialog: HTMLDialogElement) {
  skipFarPartsBehindModal();
  dialog.showModal();
}

/** The button outside the dialog that opens it as a popover. */
function popoverOpener(dialog: HTMLDialogElement): HTMLElement | null {
  const openers = document.querySelectorAll<HTMLElement>(`[popovertarget="${dialog.id}"]`);
  return [...openers].find((opener) => !dialog.contains(opener)) ?? null;
}

/**
 * A native modal `<dialog>`: the browser traps focus, makes the page behind inert and closes on
 * Escape. This adds what the platform leaves to us: open/close from React state, closing on a
 * backdrop click, returning focus to whatever opened it, and taking over a dialog the visitor
 * opened as a popover before the page's scripts ran.
 */
export function ModalDialog({
  id,
  open,
  onClose,
  labelledBy,
  className,
  shouldReturnFocus,
  onOpenedAsPopover,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const popover = onOpenedAsPopover !== undefined;

  const wasOpen = useRef(false);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Opened as a popover already (by the browser, before hydration, say): it is on its way to
    // modal and is adopted below.
    if (open && !dialog.open && !isPopoverOpen(dialog)) {
      returnFocusTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (popover && "showPopover" in dialog) {
        dialog.showPopover();
        showModalAfterPaint(dialog);
      } else {
        openModal(dialog);
      }
    } else if (!open && dialog.open) {
      dialog.close();
    } else if (!open && wasOpen.current && isPopoverOpen(dialog)) {
      // Closed by its owner in the frame before it was made modal.
      dialog.hidePopover();
    }
    wasOpen.current = open;
  }, [open, popover]);

  const handleClosed = useEffectEvent(() => {
    drawPartsAfterModal();
    if (shouldReturnFocus?.() ?? true) returnFocusTo.current?.focus({ preventScroll: true });
    returnFocusTo.current = null;
    onClose();
  });

  // Opened before hydration, or by a tap that hydration took in before its handler was there: the
  // visitor's menu stays open and is managed from here on.
  const adoptOpenPopover = useEffectEvent(() => {
    const dialog = dialogRef.current;
    if (!dialog || !isPopoverOpen(dialog)) return;
    returnFocusTo.current ??= popoverOpener(dialog);
    showModalAfterPaint(dialog);
    onOpenedAsPopover?.();
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !popover) return;
    adoptOpenPopover();
    const onToggle = (event: ToggleEvent) => {
      if (event.newState === "open") adoptOpenPopover();
      // Closed (Escape, a tap beside it) while still a popover. One made modal is closed below.
      else if (!dialog.open && !isPopoverOpen(dialog)) handleClosed();
    };
    dialog.addEventListener("toggle", onToggle);
    return () => dialog.removeEventListener("toggle", onToggle);
  }, [popover]);

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
      popover={popover ? "auto" : undefined}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {children}
    </dialog>
  );
}
