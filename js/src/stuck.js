// @ts-check
/**
 * The notice that no legal move is left (the engine's `stuck`): on the board, with Undo, Restart and
 * New game at hand. Information, not a defeat: the game stays open and playable, and the notice goes
 * as soon as a move is possible again (after an undo).
 */
import { button, make } from "./dom.js";

/** @typedef {import("./labels.js").Labels} Labels */

export class StuckNotice {
  /**
   * @param {HTMLElement} parent where it goes (the free felt at the bottom of the board)
   * @param {Labels} labels
   * @param {{undo: () => void, restart: () => void, newGame: () => void, review: () => void}} actions
   */
  constructor(parent, labels, actions) {
    this.labels = labels;
    this.el = make("div", "rsol-stuck", parent);
    this.el.setAttribute("role", "status");
    this.el.hidden = true;
    this.title = make("div", "rsol-stuck-title", this.el);
    this.text = make("div", "rsol-stuck-text", this.el);
    const row = make("div", "rsol-stuck-buttons", this.el);
    this.undoBtn = button("rsol-stuck-undo", row);
    this.restartBtn = button("rsol-stuck-restart", row);
    this.newBtn = button("rsol-stuck-new", row);
    this.reviewBtn = button("rsol-stuck-review", row); // the game review on the board (game-review.js)
    this.reviewBtn.addEventListener("click", () => actions.review());
    this.undoBtn.addEventListener("click", () => actions.undo());
    this.restartBtn.addEventListener("click", () => actions.restart());
    this.newBtn.addEventListener("click", () => actions.newGame());
  }

  relabel() {
    const L = this.labels;
    this.el.setAttribute("aria-label", L.text("stuck_title"));
    this.title.textContent = L.text("stuck_title");
    this.text.textContent = L.text("stuck");
    this.undoBtn.textContent = L.text("undo");
    this.restartBtn.textContent = L.text("restart");
    this.restartBtn.title = L.text("restart_tip");
    this.newBtn.textContent = L.text("new_game");
    this.reviewBtn.textContent = L.text("review_game");
    this.reviewBtn.title = L.text("review_game_tip");
  }

  /**
   * @param {boolean} show no legal move is left (and a kernel answers)
   * @param {{canUndo: boolean, replaying: boolean, reviewable?: boolean}} can what the buttons may do now
   */
  draw(show, { canUndo, replaying, reviewable = false }) {
    if (this.el.hidden === !show && !show) return;
    this.el.hidden = !show;
    this.reviewBtn.hidden = !reviewable;
    this.undoBtn.disabled = !canUndo;
    this.newBtn.hidden = replaying; // a replay's board offers no New game
  }
}
