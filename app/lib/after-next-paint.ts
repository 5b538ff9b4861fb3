/**
 * Runs `callback` in a task after the next frame has been drawn: work that would otherwise delay
 * the frame answering a tap (or showing the page again) waits until that frame is on the screen.
 */
export function afterNextPaint(callback: () => void) {
  requestAnimationFrame(() => setTimeout(callback));
}
