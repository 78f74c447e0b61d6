// @ts-check
/**
 * Replacing a game in progress asks first: New game, Restart and Open, once a move is made and the
 * game is not won, show an in-page dialog over the board (saying the game counts as lost when
 * statistics are on); a fresh or won game goes ahead at once. The words come from the catalogue.
 */
import { button, make } from "./dom.js";

/** @typedef {import("./labels.js").Labels} Labels */

/**
 * Whether leaving this game needs the player's yes (pure; unit-tested): a move made, not won.
 * @param {{moves: number, won: boolean} | null} state
 */
export function needsConfirm(state) {
  return !!state && state.moves > 0 && !state.won;
}

/**
 * Statistics are kept: the synced `statistics` holds a rule's summary (pure).
 * @param {Record<string, unknown> | null | undefined} statistics
 */
export function keepsStatistics(statistics) {
  return Object.keys(statistics || {}).some((key) => key !== "error");
}

export class ConfirmLeave {
  /**
   * @param {HTMLElement} board where the dialog shows
   * @param {Labels} labels
   */
  constructor(board, labels) {
    this.labels = labels;
    this.el = make("div", "rsol-backdrop rsol-confirm-leave", board);
    this.el.hidden = true;
    const box = make("div", "rsol-confirm-box", this.el);
    box.setAttribute("role", "alertdialog");
    box.setAttribute("aria-modal", "true");
    this.text = make("p", "rsol-confirm-text", box);
    this.text.id = `rsol-confirm-${Math.random().toString(36).slice(2, 8)}`;
    box.setAttribute("aria-describedby", this.text.id);
    const row = make("div", "rsol-dialog-buttons rsol-win-buttons", box);
    this.yes = button("rsol-confirm-yes", row);
    this.no = button("rsol-confirm-no", row);
    /** @type {(() => void) | null} */
    this.pending = null;
    this.yes.addEventListener("click", () => this.answer(true));
    this.no.addEventListener("click", () => this.answer(false));
    box.addEventListener("keydown", (e) => {
      if (e.key === "Escape") this.answer(false);
    });
  }

  relabel() {
    this.yes.textContent = this.labels.text("leave_game");
    this.no.textContent = this.labels.text("cancel");
  }

  /**
   * Run `go` now, or once the player says yes when the game in progress would be lost.
   * @param {{moves: number, won: boolean} | null} state
   * @param {boolean} statistics statistics are kept (the game would count as lost)
   * @param {() => void} go
   */
  ask(state, statistics, go) {
    if (!needsConfirm(state)) return go();
    this.pending = go;
    this.text.textContent = this.labels.text(statistics ? "leave_game_lost" : "leave_game_ask");
    this.el.hidden = false;
    this.no.focus({ preventScroll: true });
  }

  /** @param {boolean} yes */
  answer(yes) {
    const go = this.pending;
    this.pending = null;
    this.el.hidden = true;
    if (yes && go) go();
  }
}
