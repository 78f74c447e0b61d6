// @ts-check
/**
 * The game in view: the board given the whole window (the Fullscreen API; Escape, the browser's own
 * key, gives it back), and a board whose cell just ran brought into view once, whole.
 */

/**
 * Whether `root` has the whole window now.
 * @param {HTMLElement} root
 */
export function inFullWindow(root) {
  return typeof document !== "undefined" && document.fullscreenElement === root;
}

/**
 * Give `root` the whole window, or give the window back; the focus goes to the board, so the keys work.
 * @param {HTMLElement} root
 */
export function toggleFullWindow(root) {
  if (inFullWindow(root)) {
    document.exitFullscreen?.().catch(() => undefined);
    return;
  }
  const focusBoard = () => {
    const stop = /** @type {HTMLElement | null} */ (root.querySelector('.rsol-board [tabindex="0"]'));
    stop?.focus({ preventScroll: true });
  };
  root.requestFullscreen?.().then(focusBoard, (e) => root.dispatchEvent(new CustomEvent("rsol:full-window-refused", { detail: String(e) })));
  if (!root.dataset.fullWindowKeys) {
    root.dataset.fullWindowKeys = "1"; // Escape gives the window back (where the browser leaves that key to the page)
    root.addEventListener("keydown", (e) => {
      if (e.key === "Escape" && inFullWindow(root) && !e.defaultPrevented) document.exitFullscreen?.().catch(() => undefined);
    });
  }
}

/**
 * How far to scroll a scroller showing `view` (its visible top and bottom) so that a box from `top` to
 * `bottom` shows whole, `margin` px inside (pure): 0 when it shows already, or when its top is not in
 * view at all (the player is looking elsewhere); never so far that the top leaves.
 * @param {{top: number, bottom: number}} view
 * @param {{top: number, bottom: number}} box
 * @param {number} margin
 */
export function scrollToShow(view, box, margin) {
  if (box.top < view.top || box.top > view.bottom - margin) return 0;
  const short = box.bottom + margin - view.bottom;
  return short > 0 ? Math.max(0, Math.min(short, box.top - view.top - margin)) : 0;
}
