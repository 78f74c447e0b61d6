// @ts-check
/**
 * The bar above the board: time, moves, score, game code, and compact icon buttons (their names for
 * screen readers, their tips as tooltips). It keeps one line at every width: where it is tight the
 * stats' names give way to icons and the code to its tooltip (widget.css), and Redo goes to the menu.
 */
import { button, make } from "./dom.js";
import { icon } from "./icons.js";

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

const STATS = /** @type {const} */ (["time", "moves", "score", "code"]);

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
      box.dataset.part = key; // a display setting may hide it (looks.js)
      box.append(icon(/** @type {import("./icons.js").IconName} */ (key), "rsol-icon rsol-stat-icon"));
      this.stat[key] = { name: make("span", "rsol-stat-name", box), value: make("span", "rsol-stat-value", box) };
    }
    this.stat.code.value.classList.add("rsol-code");
    this.verdict = make("span", "rsol-verdict", bar);
    this.verdict.setAttribute("role", "status");
    this.verdict.hidden = true;
    const buttons = make("div", "rsol-buttons", bar);
    const iconButton = (/** @type {string} */ className, /** @type {import("./icons.js").IconName} */ name) => {
      const b = button(`rsol-icon-btn ${className}`, buttons);
      b.append(icon(name));
      return b;
    };
    this.hintBtn = iconButton("rsol-hint-btn", "hint");
    this.hintBtn.hidden = true;
    this.undoBtn = iconButton("rsol-undo", "undo");
    this.redoBtn = iconButton("rsol-redo", "redo");
    this.newBtn = iconButton("rsol-new", "new_game");
    this.menuBtn = iconButton("rsol-menu-btn", "menu");
    this.menuBtn.setAttribute("aria-haspopup", "menu");
    this.menuBtn.setAttribute("aria-expanded", "false");
    this.settingsBtn = iconButton("rsol-settings-btn", "settings");
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
    for (const key of STATS) {
      this.stat[key].name.textContent = L(key);
      this.stat[key].value.parentElement?.setAttribute("title", L(key)); // its name may be out of sight in a tight bar
    }
    const named = /** @type {[HTMLButtonElement, string][]} */ ([
      [this.undoBtn, "undo"],
      [this.redoBtn, "redo"],
      [this.hintBtn, "hint"],
      [this.newBtn, "new_game"],
      [this.menuBtn, "game_menu"],
      [this.settingsBtn, "settings"],
    ]);
    for (const [b, key] of named) b.setAttribute("aria-label", L(key));
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
   * @param {boolean} [replaying] the board of a replay: no New game or Settings
   */
  draw(state, canUndo, time, replaying = false) {
    this.newBtn.hidden = replaying;
    this.settingsBtn.hidden = replaying;
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
