// @ts-check
/** The bar above the board: time, moves, score, game code, the winnable verdict and the buttons. */
import { button, make } from "./dom.js";

/** @typedef {import("./labels.js").Labels} Labels */
/** @typedef {import("./protocol.js").State} State */

/**
 * @typedef {object} BarActions
 * @property {() => void} hint
 * @property {() => void} undo
 * @property {() => void} redo
 * @property {() => void} newGame
 * @property {() => void} menu
 * @property {() => void} settings
 */

const STATS = ["time", "moves", "score", "code"];

export class Bar {
  /**
   * @param {HTMLElement} root
   * @param {Labels} labels
   * @param {BarActions} actions
   */
  constructor(root, labels, actions) {
    this.labels = labels;
    const bar = make("div", "rsol-bar", root);
    this.el = bar;
    bar.setAttribute("role", "toolbar");
    const stats = make("div", "rsol-stats", bar);
    /** @type {Record<string, {name: HTMLElement, value: HTMLElement}>} */
    this.stat = {};
    for (const key of STATS) {
      const box = make("span", `rsol-stat rsol-stat-${key}`, stats);
      this.stat[key] = { name: make("span", "rsol-stat-name", box), value: make("span", "rsol-stat-value", box) };
    }
    this.stat.code.value.classList.add("rsol-code");
    this.verdict = make("span", "rsol-verdict", bar);
    this.verdict.setAttribute("role", "status");
    this.verdict.hidden = true;
    const buttons = make("div", "rsol-buttons", bar);
    this.hintBtn = button("rsol-hint-btn", buttons);
    this.hintBtn.hidden = true;
    this.undoBtn = button("rsol-undo", buttons);
    this.redoBtn = button("rsol-redo", buttons);
    this.newBtn = button("rsol-new", buttons);
    this.menuBtn = button("rsol-menu-btn", buttons);
    this.menuBtn.setAttribute("aria-haspopup", "menu");
    this.menuBtn.setAttribute("aria-expanded", "false");
    this.settingsBtn = button("rsol-settings-btn", buttons);
    this.hintBtn.addEventListener("click", () => actions.hint());
    this.undoBtn.addEventListener("click", () => actions.undo());
    this.redoBtn.addEventListener("click", () => actions.redo());
    this.newBtn.addEventListener("click", () => actions.newGame());
    this.menuBtn.addEventListener("click", () => actions.menu());
    this.settingsBtn.addEventListener("click", () => actions.settings());
    this.settingsBtn.setAttribute("aria-expanded", "false");
  }

  relabel() {
    const L = (/** @type {string} */ k) => this.labels.text(k);
    this.el.setAttribute("aria-label", L("bar"));
    for (const key of STATS) this.stat[key].name.textContent = L(key);
    this.stat.code.value.title = L("code"); // its name may be out of sight in a tight bar
    this.undoBtn.textContent = L("undo");
    this.redoBtn.textContent = L("redo");
    this.hintBtn.textContent = L("hint");
    this.newBtn.textContent = L("new_game");
    this.menuBtn.textContent = `${L("game_menu")} ▾`;
    this.settingsBtn.textContent = L("settings");
    this.undoBtn.title = L("undo_tip");
    this.redoBtn.title = L("redo_tip");
    this.hintBtn.title = L("hint_tip");
    this.newBtn.title = L("new_tip");
    this.menuBtn.title = L("menu_tip");
    this.settingsBtn.title = L("settings_tip");
  }

  /**
   * @param {State} state
   * @param {boolean} canUndo
   * @param {string} time
   */
  draw(state, canUndo, time) {
    this.redoBtn.disabled = !state.can_redo;
    this.stat.moves.value.textContent = String(state.moves);
    this.stat.score.value.textContent = String(state.score);
    this.stat.code.value.textContent = state.code || "—";
    this.undoBtn.disabled = !canUndo;
    this.drawTime(time);
  }

  /** @param {string} time */
  drawTime(time) {
    this.stat.time.value.textContent = time;
  }

  /**
   * The "winnable from here?" verdict and the Hint button (shown only with the hints setting).
   * @param {boolean} on
   * @param {string} status
   * @param {string} text
   * @param {boolean} hintDisabled
   */
  drawVerdict(on, status, text, hintDisabled) {
    this.hintBtn.hidden = !on;
    this.verdict.hidden = !on;
    this.el.classList.toggle("rsol-with-hints", on);
    if (!on) return;
    this.verdict.textContent = text;
    this.verdict.dataset.status = status;
    this.hintBtn.disabled = hintDisabled;
  }

  /** The buttons of a saved picture do nothing. @param {boolean} on */
  setInert(on) {
    for (const b of [this.hintBtn, this.undoBtn, this.redoBtn, this.newBtn, this.menuBtn, this.settingsBtn]) b.inert = on;
  }
}
