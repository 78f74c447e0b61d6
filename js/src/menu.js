// @ts-check
/**
 * The Game menu of the bar: Redo (also a bar button where the bar has room), Restart this deal, Copy game code, Save game, Open game, Statistics,
 * "Where did it go wrong?" (only with the hints setting) and Full window (Escape gives the window back).
 */
import { button, make } from "./dom.js";
import { toggleFullWindow } from "./full-window.js";

/** @typedef {import("./labels.js").Labels} Labels */

/**
 * @typedef {object} MenuActions
 * @property {() => void} restart
 * @property {() => void} redo
 * @property {() => void} copyCode
 * @property {() => void} save
 * @property {(file: File) => void} open
 * @property {(pick: () => void) => void} beforeOpen asks first when a game in progress would be replaced
 * @property {() => void} statistics
 * @property {() => void} review
 * @property {() => void} reviewGame the game review on the board
 */

export const ITEMS = /** @type {const} */ ([
  "redo",
  "restart",
  "copy_code",
  "save_game",
  "open_game",
  "statistics",
  "review",
  "review_game",
  "full_window",
]);

export class GameMenu {
  /**
   * @param {HTMLElement} root
   * @param {Labels} labels
   * @param {MenuActions} actions
   * @param {HTMLElement} opener the bar's menu button
   */
  constructor(root, labels, actions, opener) {
    this.labels = labels;
    this.opener = opener;
    this.el = make("div", "rsol-panel rsol-menu", root);
    this.el.hidden = true;
    this.el.setAttribute("role", "menu");
    /** @type {Record<string, HTMLButtonElement>} */
    this.items = {};
    for (const key of ITEMS) {
      const item = button(`rsol-menu-item rsol-menu-${key.replace("_", "-")}`, this.el);
      item.setAttribute("role", "menuitem");
      this.items[key] = item;
    }
    this.file = make("input", "rsol-open-file", this.el);
    this.file.type = "file";
    this.file.accept = ".json,application/json";
    this.file.hidden = true;
    this.file.tabIndex = -1;
    const run = (/** @type {() => void} */ fn) => () => {
      this.toggle(false);
      fn();
    };
    this.items.redo.addEventListener("click", run(actions.redo));
    this.items.restart.addEventListener("click", run(actions.restart));
    this.items.copy_code.addEventListener("click", run(actions.copyCode));
    this.items.save_game.addEventListener("click", run(actions.save));
    this.items.statistics.addEventListener("click", run(actions.statistics));
    this.items.review.addEventListener("click", run(actions.review));
    this.items.review_game.addEventListener("click", run(actions.reviewGame));
    this.items.full_window.addEventListener("click", run(() => toggleFullWindow(root)));
    this.items.open_game.addEventListener("click", () => {
      this.file.value = "";
      this.toggle(false);
      actions.beforeOpen(() => this.file.click());
    });
    this.file.addEventListener("change", () => {
      const chosen = this.file.files && this.file.files[0];
      this.toggle(false);
      if (chosen) actions.open(chosen);
    });
    this.el.addEventListener("keydown", (e) => {
      if (e.key === "Escape") this.toggle(false);
      else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        const list = Object.values(this.items).filter((b) => !b.disabled && !b.hidden);
        const at = list.indexOf(/** @type {any} */ (document.activeElement));
        const step = e.key === "ArrowDown" ? 1 : -1;
        list[(at + step + list.length) % list.length]?.focus();
        e.preventDefault();
      }
    });
  }

  relabel() {
    for (const key of ITEMS) this.items[key].textContent = this.labels.text(key);
    this.items.restart.title = this.labels.text("restart_tip");
    this.items.redo.title = this.labels.text("redo_tip");
    this.items.review.title = this.labels.text("review_tip");
    this.items.review_game.title = this.labels.text("review_game_tip");
    this.items.full_window.title = this.labels.text("full_window_tip");
    this.el.setAttribute("aria-label", this.labels.text("game_menu"));
  }

  /**
   * @param {{hasCode: boolean, review?: boolean, canRedo?: boolean, replaying?: boolean}} now `review`: the hints setting is on
   */
  sync({ hasCode, review = false, canRedo = false, replaying = false }) {
    this.items.redo.disabled = !canRedo;
    this.items.review.hidden = !review || !hasCode;
    this.items.review_game.hidden = replaying || !hasCode;
    this.items.restart.disabled = !hasCode;
    this.items.copy_code.disabled = !hasCode;
    this.items.save_game.disabled = !hasCode;
  }

  /** @param {boolean} [open] */
  toggle(open) {
    const show = open ?? this.el.hidden;
    const hadFocus = this.el.contains(document.activeElement);
    this.el.hidden = !show;
    this.opener.setAttribute("aria-expanded", String(show));
    if (show) Object.values(this.items).find((b) => !b.disabled && !b.hidden)?.focus();
    else if (hadFocus) this.opener.focus();
  }
}

/**
 * The view's panels (settings, menu, statistics) and the new-game dialog: one open at a time, none
 * on a saved picture.
 */
export class PanelSwitch {
  /**
   * @param {() => boolean} isStatic
   * @param {{toggle: (open?: boolean) => void}[]} panels
   * @param {{open: () => void}} dialog
   * @param {import("./confirm.js").ConfirmLeave} confirm asks before a game in progress is replaced
   * @param {(go: () => void) => void} leaving runs `go`, asking first when needed
   */
  constructor(isStatic, panels, dialog, confirm, leaving) {
    this.isStatic = isStatic;
    this.panels = panels;
    this.dialog = dialog;
    this.confirm = confirm;
    this.leaving = leaving;
  }

  /**
   * Open one panel (closing the others), or close it.
   * @param {{toggle: (open?: boolean) => void}} panel
   * @param {boolean} [open]
   */
  toggle(panel, open) {
    if (this.isStatic()) return;
    for (const other of this.panels) if (other !== panel) other.toggle(false);
    panel.toggle(open);
  }

  closeAll() {
    for (const panel of this.panels) panel.toggle(false);
  }

  openNewGame() {
    if (this.isStatic()) return;
    this.closeAll();
    this.leaving(() => this.dialog.open());
  }
}
