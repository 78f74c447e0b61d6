// @ts-check
/**
 * From gesture to request: a drop, a tap, a double tap. What may move where comes from the
 * engine's state (`dests`, `tap`, `double_tap`); a move the engine lists is drawn at once (optimistically),
 * anything else goes back at once and is still sent, so that the engine names the rule.
 */
import { groupOf, locate } from "./board.js";
import { glideBack } from "./cascade.js";
import { hitTest } from "./layout.js";
import { TapTracker } from "./pointer.js";
import { destOfSlot, foundationSlot, isColumn } from "./table.js";

/** @typedef {import("./protocol.js").State} State */
/** @typedef {import("./protocol.js").RequestKind} RequestKind */
/** @typedef {import("./board.js").Board} Board */
/** @typedef {import("./layout.js").Point} Point */
/** @typedef {import("./table.js").Table} Table */
/** @typedef {import("./labels.js").Labels} Labels */
/** @typedef {import("./board-view.js").BoardView} BoardView */

/**
 * What gestures ask of the view.
 * @typedef {object} GestureHost
 * @property {() => State | null} state the engine's last state
 * @property {() => Board | null} shown the board as drawn
 * @property {(name: string) => boolean} setting a player's setting (synced trait)
 * @property {(kind: RequestKind, fields?: Record<string, unknown>, optimistic?: {card: string, dest: number, announce?: string | null} | null) => string} request
 * @property {(text: string) => void} say
 * @property {(animate: boolean) => void} redraw
 */

export class Gestures {
  /** @type {{card: string | null, point: Point | null}} the last gesture's card and board point: a refusal nudges that card and is noted there */
  last = { card: null, point: null };

  /**
   * @param {Table} table
   * @param {Labels} labels
   * @param {BoardView} boardView
   * @param {GestureHost} host
   */
  constructor(table, labels, boardView, host) {
    this.table = table;
    this.labels = labels;
    this.boardView = boardView;
    this.host = host;
    this.taps = new TapTracker();
  }

  /** @param {string} card */
  onFoundation(card) {
    const shown = this.host.shown();
    const spot = shown && locate(this.table, shown, card);
    return !!spot && !isColumn(this.table, spot.slot);
  }

  /**
   * A drag of `card` began: the taps so far are forgotten, and its targets light up.
   * @param {string} card
   */
  lift(card) {
    this.taps.reset();
    this.showTargets(card);
  }

  /**
   * A drag released over board point `p`: the cards glide back from there until the engine answers.
   * @param {string} card
   * @param {Point} p
   */
  release(card, p) {
    this.last = { card, point: p };
    const shown = this.host.shown();
    glideBack((shown ? groupOf(this.table, shown, card) : []).map((c) => this.boardView.els.get(c)));
    this.dropAt(card, p);
  }

  /**
   * A press at `p` on a card that cannot be picked up (key `down-<column>-<index>` for a face-down
   * one): it nudges, and the engine says why (a face-down card is asked by its place, never named).
   * @param {string} key
   * @param {Point} p
   */
  pressStuck(key, p) {
    this.last = { card: key, point: p };
    this.boardView.nudge(key);
    if (key.startsWith("down-")) this.faceDown(key);
    else this.tap(key, p); // a face-up card the engine lists as stuck
  }

  /**
   * The keyboard moves `card` to `dest` (its refusal is noted by the card's top).
   * @param {string} card
   * @param {number} dest
   * @param {string} announce what to say once it is played
   */
  keyDrop(card, dest, announce) {
    const item = this.boardView.items.get(card);
    const m = this.boardView.m;
    this.last = { card, point: item && m ? { x: item.x + m.cw / 2, y: item.y } : null };
    this.drop(card, dest, announce);
  }

  /**
   * A drag released over board point `p`.
   * @param {string} card
   * @param {Point} p
   */
  dropAt(card, p) {
    const m = this.boardView.m;
    const slot = m ? hitTest(this.table, m, p) : null;
    this.drop(card, slot === null ? null : destOfSlot(this.table, slot));
  }

  /**
   * Move `card` to `dest` (null: dropped nowhere).
   * @param {string} card
   * @param {number | null} dest
   * @param {string | null} [announce] what to say once it is played (keyboard moves)
   */
  drop(card, dest, announce = null) {
    const host = this.host;
    const state = host.state();
    const shown = host.shown();
    const from = state && shown && locate(this.table, shown, card);
    if (!state || !from) return host.redraw(true);
    if (dest !== null && dest === destOfSlot(this.table, from.slot)) {
      host.redraw(true);
      if (announce) host.say(this.labels.format("dropped_back", { card: this.labels.cardName(card) }));
      return;
    }
    const legal = dest !== null && (state.dests[card] || []).includes(dest);
    if (legal) {
      host.say("");
      host.request("move", { card, dest }, { card, dest, announce });
    } else if (host.setting("auto_place") && isColumn(this.table, from.slot)) {
      const target = state.double_tap[card]; // automatic placement goes where a double tap would
      host.request("place", { card }, target === undefined ? null : { card, dest: target, announce });
      if (target === undefined) host.redraw(true);
    } else {
      host.redraw(true); // back at once; the engine's refusal follows
      if (dest !== null) host.request("move", { card, dest });
    }
  }

  /**
   * A tap (a press that did not become a drag); the second of two quick taps is a double tap.
   * @param {string} card
   * @param {Point} at
   */
  tap(card, at) {
    this.last = { card, point: at };
    const host = this.host;
    const state = host.state();
    if (!state) return;
    const gesture = this.taps.tap(card, performance.now(), at, host.setting("double_click"));
    const c = gesture.card;
    if (gesture.kind === "double_tap") {
      const target = state.double_tap[c];
      host.request("double_tap", { card: c }, target !== undefined && !this.onFoundation(c) ? { card: c, dest: target } : null);
      return;
    }
    const target = state.tap[c];
    host.request("tap", { card: c }, target !== undefined && !this.onFoundation(c) ? { card: c, dest: target } : null);
  }

  /**
   * A press on a face-down card (key `down-<column>-<index>`): the engine is asked by the card's
   * place, since the page does not know the card, and its refusal says why it cannot move.
   * @param {string} key
   */
  faceDown(key) {
    const [column, index] = key.slice("down-".length).split("-").map(Number);
    if (this.host.state() && Number.isInteger(column) && Number.isInteger(index)) this.host.request("face_down", { column, index });
  }

  /** Light up where `card` may go (the placement help setting). @param {string} card */
  showTargets(card) {
    this.clearTargets();
    const state = this.host.state();
    const shown = this.host.shown();
    if (!state || !shown || !this.host.setting("placement_help")) return;
    for (const dest of state.dests[card] || []) {
      const slot = dest === this.table.foundation ? foundationSlot(this.table, card) : dest;
      this.boardView.destNode(shown, slot).classList.add("rsol-target");
    }
  }

  clearTargets() {
    this.boardView.unmark("rsol-target");
  }
}
