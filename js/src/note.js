// @ts-check
/** A short-lived note over the board by the point where a move was refused (the aria-live line speaks it too). */
import { make } from "./dom.js";
import { ElsewhereNotice } from "./elsewhere.js";

const SHOW_MS = 6000; // a note stays until the next gesture on the board, or this long
const FADE_MS = 6000; // a message fades from sight after this (it stays in the live region)

export class BoardNote {
  /** @param {HTMLElement} board */
  constructor(board) {
    this.board = board;
    this.el = make("div", "rsol-note", board);
    this.el.setAttribute("aria-hidden", "true"); // the message line speaks it
    this.el.hidden = true;
    this.timer = 0;
    this.shownAt = 0;
    const gesture = () => {
      if (performance.now() - this.shownAt > 150) this.hide(); // not the press the note answers
    };
    board.addEventListener("pointerdown", gesture);
    board.addEventListener("keydown", gesture);
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
    const half = (parseFloat(getComputedStyle(this.board).getPropertyValue("--rsol-cw")) || 70) / 2 + 8;
    const right = p.x + half; // beside the card, not on it: right of it, else left of it
    const left = right + width <= w - 8 ? right : Math.max(8, p.x - half - width);
    this.el.style.left = `${left}px`;
    this.el.style.top = `${Math.max(8, Math.min(p.y - 12, this.board.clientHeight - 60))}px`;
    this.shownAt = performance.now();
    clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.hide(), SHOW_MS);
  }

  hide() {
    clearTimeout(this.timer);
    this.el.hidden = true;
  }
}

/**
 * Where the view speaks to the player, all in view over the board: the message line near the bar
 * (an aria-live region; it fades from sight after a while), the note by the point where a move was
 * refused, and on the free felt below the columns (never over the foundations or a note) the save
 * error (while the synced `save_error` says saving fails) or, in its place, the notice that the game
 * is being played on another board, with its choice.
 */
export class MessageLine {
  /**
   * @param {HTMLElement} root where the lines go (the feedback stack over the board)
   * @param {HTMLElement} board the board's element, for the note
   * @param {import("./labels.js").Labels} labels
   * @param {HTMLElement} below the free felt at the bottom of the board
   * @param {(choice: "here" | "apart" | "new") => void} choose the player's answer to the other board's game
   */
  constructor(root, board, labels, below, choose) {
    this.labels = labels;
    this.msg = make("div", "rsol-msg", root);
    this.msg.setAttribute("role", "status");
    this.msg.setAttribute("aria-live", "polite");
    this.elsewhere = new ElsewhereNotice(below, labels, choose);
    this.saveError = make("div", "rsol-save-error", below);
    this.saveError.setAttribute("role", "alert");
    this.saveError.hidden = true;
    this.note = new BoardNote(board);
    this.fadeTimer = 0;
  }

  /**
   * @param {string} text
   * @param {boolean} [isRefusal]
   */
  say(text, isRefusal = false) {
    this.msg.textContent = text;
    this.msg.classList.toggle("rsol-refusal", isRefusal);
    this.msg.classList.remove("rsol-faded");
    clearTimeout(this.fadeTimer);
    if (text) this.fadeTimer = window.setTimeout(() => this.msg.classList.add("rsol-faded"), FADE_MS);
  }

  /** Every message is about a position: a new position (or language) clears them. */
  clear() {
    this.say("");
    this.note.hide();
  }

  /**
   * A refusal: in the message line, and in a note by the point where it happened.
   * @param {string} text
   * @param {{x: number, y: number}} point
   */
  refused(text, point) {
    this.say(text, true);
    this.msg.classList.add("rsol-faded"); // in sight by the card; the live region still speaks it
    this.note.show(text, point);
  }

  /**
   * @param {string | null | undefined} error why the game could not be saved, until a save works again
   * @param {import("./protocol.js").Elsewhere | null | undefined} elsewhere the game is played on another board: said instead
   */
  drawSaveError(error, elsewhere) {
    this.elsewhere.draw(elsewhere);
    const shown = error && !(elsewhere && elsewhere.kind) ? error : "";
    this.saveError.hidden = !shown;
    this.saveError.textContent = shown ? this.labels.format("save_failed", { error: shown }) : "";
  }
}
