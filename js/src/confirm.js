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

/**
 * Leaving the game shown unwon would count as a loss: statistics are kept and this game counts in
 * them (an opened record never does) (pure).
 * @param {Record<string, unknown> | null | undefined} statistics
 */
export function countsAsLost(statistics) {
  return keepsStatistics(statistics) && statistics?.counting !== false;
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
   * @param {boolean} statistics leaving it unwon would count as lost (see countsAsLost)
   * @param {() => void} go
   * @param {boolean} [restart] the same deal again: "Start this deal again?"
   */
  ask(state, statistics, go, restart = false) {
    if (!needsConfirm(state)) return go();
    this.pending = go;
    const L = this.labels;
    const lost = statistics ? "restart_ask_lost" : "restart_ask"; // a restart is not leaving: the same deal again
    this.text.textContent = L.text(restart ? lost : statistics ? "leave_game_lost" : "leave_game_ask");
    this.yes.textContent = L.text(restart ? "restart" : "leave_game");
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
