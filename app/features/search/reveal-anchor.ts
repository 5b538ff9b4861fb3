/** Frames to wait for a target that a just-started navigation has still to render (~1 s). */
const MAX_FRAMES = 60;

/** FAQ addresses (`#faq-<id>`) are revealed and focused by the FAQ itself (use-faq-location.ts). */
const FAQ_ANCHOR = /^#faq-/;

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * After following a search result to a page section or contact card: scroll it in and move
 * keyboard focus to its heading, so the visitor is not left on the Search button. The heading
 * becomes focusable by script only (`tabindex="-1"`), so it never joins the Tab order.
 */
export async function revealAnchor(url: string): Promise<void> {
  const hash = new URL(url, window.location.origin).hash;
  if (hash.length < 2 || FAQ_ANCHOR.test(hash)) return;
  const id = decodeURIComponent(hash.slice(1));
  let target = document.getElementById(id);
  for (let frame = 0; !target && frame < MAX_FRAMES; frame += 1) {
    await nextFrame();
    target = document.getElementById(id);
  }
  if (!target) return;
  const heading = target.matches("h1, h2, h3") ? target : target.querySelector("h2, h3");
  const focusable = heading instanceof HTMLElement ? heading : target;
  if (!focusable.hasAttribute("tabindex")) focusable.tabIndex = -1;
  target.scrollIntoView({ block: "start" });
  focusable.focus({ preventScroll: true });
}
