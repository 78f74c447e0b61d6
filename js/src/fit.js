// @ts-check
/**
 * How tall the board may be: the visible height of the notebook area it scrolls in (its outermost
 * scrolling ancestor, and never more than the window), less the bar, the keys line and a margin, so the whole
 * widget shows at once.
 */

import { inFullWindow, scrollToShow } from "./full-window.js";

/** Space kept above and below the widget when it is scrolled into view (px). */
export const MARGIN = 20;

/**
 * The notebook's scroller: the outermost ancestor of `el` that scrolls vertically (inner ones, like
 * JupyterLab's output area, are as tall as their content), or null (then the window scrolls).
 * @param {HTMLElement} el
 * @returns {HTMLElement | null}
 */
export function scrollerOf(el) {
  let found = null;
  for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if ((overflow === "auto" || overflow === "scroll") && node.clientHeight > 0) found = node;
  }
  return found;
}

/**
 * The board's room in a visible area `visible` px tall with a bar `bar` px tall (pure).
 * @param {number} visible
 * @param {number} bar
 */
export function roomIn(visible, bar) {
  return Math.max(0, visible - bar - MARGIN);
}

export class BoardRoom {
  /**
   * @param {HTMLElement} root the widget's root element
   * @param {ResizeObserver} resizer told to watch the scroller too (its height changes the room)
   * @param {HTMLElement[]} around what shows with the board, above or below it: the bar, the keys line
   */
  constructor(root, resizer, around) {
    this.root = root;
    this.resizer = resizer;
    this.around = around;
    /** @type {HTMLElement | null} */
    this.scroller = null;
    /** @type {number | null} the last height measured (a resize or a relabel measures again) */
    this.known = null;
    this.wide = 0; // the board's width last measured (0: measure at the next draw)
    this.shown = false; // brought into view once already
  }

  /** Once, after the first draw in a notebook: scroll the board's lower part into view if its top shows. */
  bringIntoView() {
    this.shown = true;
    requestAnimationFrame(() => {
      const scroller = this.scroller;
      if (!scroller) return;
      const view = scroller.getBoundingClientRect();
      const box = this.root.getBoundingClientRect();
      const top = Math.max(view.top, 0);
      const by = scrollToShow({ top, bottom: Math.min(view.bottom, window.innerHeight) }, box, MARGIN);
      if (by > 0) scroller.scrollBy({ top: by });
    });
  }

  /** The height of what shows with the board (px). */
  aroundHeight() {
    return this.around.reduce((sum, el) => sum + el.offsetHeight, 0);
  }

  /** Measure again at the next draw (the window, the scroller or the bar changed). */
  invalidate() {
    this.known = null;
    this.wide = 0;
  }

  /**
   * The board's width (px), measured once per change of size like the height: read in every draw, it
   * made the browser lay the page out at once, inside the move's draw.
   * @param {HTMLElement} board
   */
  width(board) {
    if (!this.wide) this.wide = board.clientWidth || this.root.clientWidth;
    return this.wide;
  }

  /** The height the board should fit now (px); measured once per change of size, not per move. */
  height() {
    if (inFullWindow(this.root)) return roomIn(window.innerHeight - MARGIN, this.aroundHeight()); // its padding: 2 MARGIN
    if (this.known !== null && this.scroller?.isConnected) return this.known;
    if (!this.scroller || !this.scroller.isConnected) {
      this.scroller = this.root.isConnected ? scrollerOf(this.root) : null;
      if (this.scroller) this.resizer.observe(this.scroller);
      if (this.scroller && !this.shown) this.bringIntoView();
    }
    const visible = Math.min(window.innerHeight, this.scroller ? this.scroller.clientHeight : Infinity);
    const room = roomIn(visible, this.aroundHeight());
    if (this.scroller) this.known = room;
    return room;
  }
}
