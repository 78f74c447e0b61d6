// @ts-check
/**
 * The notice that the saved game is being played on another board (another notebook or tab): on
 * the free felt below the columns (never over the foundations or a refusal note), with the choice
 * the engine offers. It shows while the synced `elsewhere` says so, and goes as soon as it does not.
 */
import { button, make } from "./dom.js";

/** @typedef {import("./labels.js").Labels} Labels */
/** @typedef {import("./protocol.js").Elsewhere} Elsewhere */

export class ElsewhereNotice {
  /**
   * @param {HTMLElement} parent where it goes (the free felt at the bottom of the board)
   * @param {Labels} labels
   * @param {(choice: "here" | "apart" | "new") => void} choose
   */
  constructor(parent, labels, choose) {
    this.labels = labels;
    this.el = make("div", "rsol-elsewhere", parent);
    this.el.setAttribute("role", "alert");
    this.el.hidden = true;
    this.text = make("div", "rsol-elsewhere-text", this.el);
    const row = make("div", "rsol-stuck-buttons", this.el);
    this.hereBtn = button("rsol-elsewhere-here", row);
    this.otherBtn = button("rsol-elsewhere-other", row);
    /** @type {Elsewhere} */
    this.shown = {};
    this.hereBtn.addEventListener("click", () => choose("here"));
    this.otherBtn.addEventListener("click", () => choose(this.shown.kind === "held" ? "apart" : "new"));
  }

  /** @param {Elsewhere | null | undefined} elsewhere what the engine says (words in the labels' language) */
  draw(elsewhere) {
    const L = this.labels;
    this.shown = elsewhere || {};
    const kind = this.shown.kind;
    this.el.hidden = !kind;
    if (!kind) return;
    this.text.textContent = L.text(`elsewhere_${kind}`);
    this.hereBtn.textContent = L.text(this.shown.back ? "take_back" : "play_here");
    this.otherBtn.textContent = L.text(kind === "held" ? "keep_apart" : "start_another");
  }
}
