// @ts-check
/**
 * Keyboard input on the board: arrows move one tab stop between slots and along a column, Enter or
 * Space picks a card up and drops it, Escape puts it back, U undoes (anywhere in the widget).
 */
import { cardAtFocus, focusTarget, moveFocus } from "./focus.js";
import { destOfSlot, isColumn } from "./table.js";

/** @typedef {import("./table.js").Table} Table */
/** @typedef {import("./board.js").Board} Board */
/** @typedef {import("./focus.js").Focus} Focus */
/** @typedef {import("./board-view.js").BoardView} BoardView */
/** @typedef {import("./labels.js").Labels} Labels */

/**
 * What keyboard input asks of the view.
 * @typedef {object} KeyboardHost
 * @property {() => boolean} isStatic a saved picture: no input
 * @property {() => Board | null} shown the board as drawn
 * @property {() => void} undo
 * @property {() => void} redo
 * @property {() => void} hint
 * @property {() => void} review
 * @property {() => void} newGame
 * @property {(card: string, dest: number, announce: string) => void} drop
 * @property {(card: string) => string[]} groupOf
 * @property {(card: string) => boolean} canPick the engine lists the card as one that can be picked up
 * @property {(card: string) => void} pickedUp shows the targets when placement help is on
 * @property {() => void} clearTargets
 * @property {(text: string) => void} say
 */

/**
 * The action a key press asks for anywhere in the widget: U undo; R, Shift+U or Ctrl+Y redo; H hint;
 * W "where did it go wrong?"; N new game; `null` for any other key (pure; unit-tested).
 * @param {{key: string, ctrlKey: boolean, metaKey: boolean, altKey: boolean, shiftKey: boolean}} e
 * @returns {"undo" | "redo" | "hint" | "review" | "newGame" | null}
 */
export function shortcut(e) {
  const key = e.key.toLowerCase();
  if (e.altKey) return null;
  if (e.ctrlKey || e.metaKey) return key === "y" ? "redo" : null;
  if (key === "u") return e.shiftKey ? "redo" : "undo";
  if (key === "r") return "redo";
  if (key === "h") return "hint";
  if (key === "w") return "review";
  if (key === "n") return "newGame";
  return null;
}

const FOCUS_GUARD_MS = 600; // how long after a press on the board the notebook may not take its focus

export class KeyboardInput {
  /**
   * @param {HTMLElement} root where keys are listened to
   * @param {BoardView} view
   * @param {Table} table
   * @param {Labels} labels
   * @param {KeyboardHost} host
   */
  constructor(root, view, table, labels, host) {
    this.root = root;
    this.view = view;
    this.table = table;
    this.labels = labels;
    this.host = host;
    /** @type {Focus} */
    this.focus = { slot: 0, index: -1 };
    /** @type {string | null} the card picked up with Enter */
    this.held = null;
    this.onKey = (/** @type {KeyboardEvent} */ e) => this.key(e);
    root.addEventListener("keydown", this.onKey);
    this.onPress = (/** @type {PointerEvent} */ e) => this.takeFocus(e);
    root.addEventListener("pointerdown", this.onPress);
  }

  /**
   * A press anywhere on the board (the felt, a pile, a card) gives the board the focus, so the keys
   * work next: after the browser's and the notebook's own handling of the press, and back from the
   * notebook (an ancestor) if it takes the focus a moment later, as JupyterLab does now and then.
   * @param {PointerEvent} e
   */
  takeFocus(e) {
    const target = /** @type {HTMLElement} */ (e.target);
    if (!this.view.el.contains(target) || target.closest("button, input, select, textarea, a, .rsol-panel")) return;
    const focusBoard = () => {
      const active = document.activeElement;
      if (active && active !== this.root && this.root.contains(active)) return;
      this.view.tabs.get()?.focus({ preventScroll: true });
    };
    const back = (/** @type {FocusEvent} */ f) => {
      const to = /** @type {Node} */ (f.target);
      if (to instanceof Node && !this.root.contains(to) && to.contains(this.root)) focusBoard();
    };
    window.setTimeout(focusBoard, 0);
    document.addEventListener("focusin", back);
    window.setTimeout(() => document.removeEventListener("focusin", back), FOCUS_GUARD_MS);
  }

  /** @param {KeyboardEvent} e */
  key(e) {
    const target = /** @type {HTMLElement} */ (e.target);
    if (target.closest(".rsol-panel") || this.host.isStatic()) return; // panels handle their own keys
    const key = e.key;
    const action = shortcut(e);
    if (action) {
      e.preventDefault();
      this.host[action]();
      return;
    }
    const board = this.host.shown();
    if (!board || !this.view.el.contains(target)) return;
    const next = moveFocus(this.table, board, this.focus, key);
    if (next) this.moveTo(board, next);
    else if (key === "Enter" || key === " ") this.pickOrDrop(board);
    else if (key === "Escape" && this.held) this.putBack();
    else return;
    e.preventDefault();
    e.stopPropagation();
  }

  /**
   * @param {Board} board
   * @param {Focus} focus
   */
  moveTo(board, focus) {
    this.focus = focus;
    const target = this.view.nodeAt(board, focusTarget(this.table, board, focus));
    this.view.tabs.set(target, true);
    target.focus({ preventScroll: true });
  }

  /** Give the focused element the tab stop (after every draw). @param {Board} board */
  drawFocus(board) {
    this.view.tabs.set(this.view.nodeAt(board, focusTarget(this.table, board, this.focus)));
  }

  /** @param {Board} board */
  pickOrDrop(board) {
    const L = this.labels;
    if (this.held) {
      const card = this.held;
      this.drop();
      const slot = this.focus.slot;
      const said = L.toPlace("moved_to", card, isColumn(this.table, slot), slot + 1);
      this.host.drop(card, destOfSlot(this.table, slot), said);
      return;
    }
    const card = cardAtFocus(this.table, board, this.focus);
    if (!card || !this.host.canPick(card)) return;
    this.held = card;
    this.drawHeld();
    this.host.pickedUp(card);
    this.host.say(L.format("picked_up", { card: L.cardName(card) }));
  }

  putBack() {
    if (!this.held) return;
    this.host.say(this.labels.format("dropped_back", { card: this.labels.cardName(this.held) }));
    this.drop();
  }

  /** Let go of the held card without moving it. */
  drop() {
    this.held = null;
    this.host.clearTargets();
    this.drawHeld();
  }

  /** Mark the held card and the cards on it; forget it if it is no longer on the board. */
  drawHeld() {
    this.view.unmark("rsol-held");
    if (!this.held) return;
    const group = this.host.groupOf(this.held);
    if (!group.length) this.held = null;
    else this.view.mark("rsol-held", group);
  }

  destroy() {
    this.root.removeEventListener("keydown", this.onKey);
    this.root.removeEventListener("pointerdown", this.onPress);
  }
}
