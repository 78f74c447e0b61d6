// @ts-check
/** The board's single tab stop: one element of the board at tabindex 0, the others at -1. */

import { afterPaint } from "./dom.js";

export class TabStop {
  /** @param {HTMLElement} el the board */
  constructor(el) {
    this.el = el;
    /** @type {HTMLElement | null} the element with the tab stop */
    this.stop = null;
  }

  /**
   * Give `target` the board's single tab stop; move the focus there if the board had it, once the frame
   * is drawn: a focus change inside a draw runs the notebook's focus handlers before the board is
   * painted (a move drawn 5 ms later). Keys reach the board meanwhile (they are heard on its root).
   * The focused element keeps its tabindex until then too: changing it makes the browser compute the
   * page's styles at once, inside the draw, to learn whether it can still hold the focus.
   * `focusing`: the caller focuses `target` at once (a key moved the focus), so no other element keeps
   * the stop, not even for a frame: the board has one tab stop at every moment.
   * @param {HTMLElement} target
   * @param {boolean} [focusing]
   */
  set(target, focusing = false) {
    const active = document.activeElement;
    const onBoard = !focusing && !!active && active !== this.el && this.el.contains(active) && !active.closest(".rsol-backdrop"); // a box over it keeps its focus
    this.stop = target;
    for (const node of this.el.querySelectorAll('[tabindex="0"]')) {
      if (node !== target && (focusing || node !== active)) /** @type {HTMLElement} */ (node).tabIndex = -1;
    }
    if (target.tabIndex !== 0) target.tabIndex = 0;
    if (onBoard && active !== target) afterPaint(() => this.focusStop(/** @type {HTMLElement} */ (active)));
  }

  /** The element holding the board's tab stop. */
  get() {
    return this.stop?.isConnected ? this.stop : /** @type {HTMLElement | null} */ (this.el.querySelector('[tabindex="0"]'));
  }

  /**
   * Focus the tab stop, unless the focus left what held it when the move was drawn (keys or a click
   * moved it); what held it gives the stop up.
   * @param {HTMLElement} was
   */
  focusStop(was) {
    const active = document.activeElement;
    const stop = this.get();
    if (active === was || (active === document.body && !was.isConnected)) stop?.focus({ preventScroll: true });
    if (was !== stop && was.getAttribute("tabindex") === "0") was.tabIndex = -1;
  }
}
