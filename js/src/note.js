// @ts-check
/** A short-lived note over the board by the point where a move was refused (the aria-live line speaks it too). */
import { make } from "./dom.js";

const SHOW_MS = 2600;

export class BoardNote {
  /** @param {HTMLElement} board */
  constructor(board) {
    this.board = board;
    this.el = make("div", "rsol-note", board);
    this.el.setAttribute("aria-hidden", "true"); // the message line speaks it
    this.el.hidden = true;
    this.timer = 0;
  }

  /**
   * Show `text` near board point `p` (kept inside the board).
   * @param {string} text
   * @param {{x: number, y: number}} p
   */
  show(text, p) {
    this.el.textContent = text;
    this.el.hidden = false;
    const w = this.board.clientWidth;
    const width = Math.min(280, Math.max(160, w - 16));
    this.el.style.width = `${width}px`;
    this.el.style.left = `${Math.max(8, Math.min(p.x - width / 2, w - width - 8))}px`;
    this.el.style.top = `${Math.max(8, Math.min(p.y + 12, this.board.clientHeight - 60))}px`;
    clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.hide(), SHOW_MS);
  }

  hide() {
    clearTimeout(this.timer);
    this.el.hidden = true;
  }
}
