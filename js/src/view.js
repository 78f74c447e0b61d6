// @ts-check
/**
 * SolitaireView: one view of the widget. It wires the parts together (connection, board view,
 * pointer and keyboard input, bar and panels), keeps the view's client-only state, and turns
 * gestures into requests. It never decides legality: the engine's state says what may move where.
 *
 * Measuring hooks (used by tools/bench_widget.py, harmless otherwise): the root element dispatches
 * `rsol:drawn` events (`detail.kind`: first-render, sent, optimistic, state, reply, pong, static;
 * `detail.t`: performance.now()), and a `rsol:ping` event dispatched on it sends a `ping` request,
 * whose answer (the synced `pong` trait) comes back as a `pong` event: a bare round trip.
 */
import { AnalysisPart } from "./analysis-part.js";
import { assemble, gameActions, listen } from "./assemble.js";
import { cloneBoard, groupOf, shownBoard } from "./board.js";
import { Celebration } from "./cascade.js";
import { Connection, newViewId, PendingMoves } from "./connection.js";
import { GameClock } from "./clock.js";
import { Labels } from "./labels.js";
import { applyLooks } from "./looks.js";
import { BoardRoom } from "./fit.js";
import { notebookOf, SavedPicture } from "./saved-picture.js";
import { metrics } from "./layout.js";
import { KernelPresence } from "./presence.js";
import { PlayTime } from "./pause.js";
import { Replies } from "./replies.js";
import { tableFrom } from "./table.js";

/** @typedef {import("./protocol.js").State} State */
/** @typedef {import("./protocol.js").RequestKind} RequestKind */

/** @typedef {import("./protocol.js").Model} Model the model, typed by the traits it holds */

export class SolitaireView {
  /** @type {(() => void) | null} the benchmark's bare round trip (a `rsol:ping` event), set by `listen` */
  onPing = null;
  /** @type {number | undefined} the clock's tick, set by `listen` */
  ticker = undefined;
  // Client-only state (never synced): the last engine state, the board as drawn, the clock.
  /** @type {State | null} */
  state = null;
  /** @type {import("./board.js").Board | null} */
  shown = null;
  /** @type {Set<string>} the cards the engine says can be picked up */
  movable = new Set();
  pending = new PendingMoves();
  clock = new GameClock(performance.now());
  static = false; // true while no kernel answers: the view is a saved picture
  /** @type {[string, (...args: any[]) => void][]} the model's listeners, released by `destroy` */
  listeners = [];

  /**
   * @param {Model} model
   * @param {HTMLElement} host
   */
  constructor(model, host) {
    this.model = model;
    /** @type {import("./protocol.js").Constants} the fixed facts, from Python */
    this.constants = model.get("constants");
    this.table = tableFrom(this.constants);
    this.labels = new Labels(model.get("labels"));
    this.viewId = newViewId();
    this.conn = new Connection((msg) => this.send(msg), this.viewId, this.constants.game_actions);
    this.replies = new Replies(this);
    this.presence = new KernelPresence(this);
    this.analysis = new AnalysisPart(this);
    this.actions = gameActions(this);
    this.savedPicture = new SavedPicture(notebookOf(model.widget_manager), () => this.request("picture"), model.widget_manager);
    this.resizer = new ResizeObserver(() => this.resized());
    const p = assemble(this, host);
    this.root = p.root;
    this.bar = p.bar;
    this.settings = p.settings;
    this.staticNote = p.staticNote;
    this.boardView = p.boardView;
    this.win = p.win;
    this.gestures = p.gestures;
    this.hints = p.hints;
    this.pointer = p.pointer;
    this.keyboard = p.keyboard;
    this.line = p.line;
    this.keysHelp = p.keysHelp;
    this.dialog = p.dialog;
    this.menu = p.menu;
    this.statsPanel = p.statsPanel;
    this.review = p.review;
    this.panels = p.panels;
    this.stuck = p.stuck;
    this.room = new BoardRoom(this.root, this.resizer, [this.bar.el, this.keysHelp]);
    this.celebration = new Celebration(this);
    const clockHooks = { running: () => this.clock.running && !this.static, pause: (/** @type {boolean} */ on) => this.request("clock", { pause: on }) };
    this.playTime = new PlayTime(this.root, model, clockHooks);
    listen(this);
    this.relabel();
    this.onState();
    this.presence.probe();
    this.emit("first-render");
  }

  /** The view's box changed size: measure the room again and draw the board to fit. */
  resized() {
    this.room?.invalidate();
    this.redraw(false);
  }

  /**
   * @param {string} event
   * @param {(...args: any[]) => void} fn
   */
  on(event, fn) {
    this.model.on(event, fn);
    this.listeners.push([event, fn]);
  }

  /** Release every listener, timer, observer and pending animation frame. */
  destroy() {
    for (const [event, fn] of this.listeners) this.model.off(event, fn);
    this.listeners = [];
    clearInterval(this.ticker);
    this.playTime.destroy();
    this.presence.destroy();
    this.savedPicture.destroy();
    this.resizer.disconnect();
    this.pointer.destroy();
    this.keyboard.destroy();
    if (this.onPing) this.root.removeEventListener("rsol:ping", this.onPing);
    this.root.remove(); // and with it every listener on the view's own elements
  }

  /** Tell the page (and the benchmark) what just happened. @param {string} kind @param {Record<string, unknown>} [detail] */
  emit(kind, detail = {}) {
    const event = new CustomEvent("rsol:drawn", { bubbles: true, detail: { kind, t: performance.now(), ...detail } });
    this.root.dispatchEvent(event);
  }

  relabel() {
    const L = this.labels;
    this.root.setAttribute("aria-label", L.text("board"));
    this.root.lang = this.model.get("lang") || "en";
    for (const part of [this.bar, this.settings, this.dialog, this.win, this.menu, this.statsPanel, this.review, this.stuck, this.analysis.gameReview]) part.relabel();
    this.panels.confirm.relabel();
    this.staticNote.textContent = L.text("static_view");
    this.keysHelp.textContent = L.text("keys_help");
    this.line.clear(); // a message in the old language would stay behind
    if (this.state && !this.static) this.savedPicture.changed(); // the picture's note speaks the new language
    this.syncSettings();
    this.drawSaveError();
    this.statsPanel.draw(this.model.get("statistics") || {}); // a fresh view shows the numbers at once
    this.room.invalidate(); // the bar's words changed
    this.redraw(false);
  }

  syncSettings() {
    this.settings.sync((name) => this.model.get(name));
    if (applyLooks(this.root, this.constants.looks || [], (name) => this.model.get(name))) this.resized();
    this.analysis.draw();
  }

  // ------------------------------------------------------------------ state and drawing
  onState() {
    const arrived = performance.now();
    /** @type {State | null} */
    const state = this.model.get("state");
    if (!state || !state.columns) return;
    const newGame = this.state && this.state.game !== state.game;
    const changed = !this.state || this.state.seq !== state.seq;
    const justWon = !!this.state && !newGame && !this.state.won && state.won;
    this.state = state;
    this.movable = new Set(state.movable);
    this.setClock(state.time);
    if (newGame) {
      this.pending.clear();
      this.keyboard.held = null;
      this.gestures.taps.reset();
      this.gestures.clearTargets();
    }
    if (changed) {
      this.line.clear(); // a new position: the messages about the old one go (a reply below may speak again)
      this.replies.drawn(state, !!newGame);
      if (state.attempt) this.say(state.attempt.message, true); // a replay at a refused attempt: the engine's reason
      if (!this.static) this.savedPicture.changed();
    }
    if (justWon) this.celebration.start(state.game);
    const reply = this.conn.answerIn(state); // a request that changed the game is answered inside its state
    if (reply) this.replies.settle(reply);
    this.redraw(true, !!newGame || !this.shown);
    this.analysis.draw();
    this.root.dataset.seq = String(state.seq);
    this.emit("state", { seq: state.seq, arrived });
    if (reply) this.emit("reply", { id: reply.id, status: reply.status });
  }

  /**
   * @param {boolean} animate
   * @param {boolean} [dealing] a new deal: the cards fly to their places (then a `dealt` event)
   */
  redraw(animate, dealing = false) {
    const state = this.state;
    if (!state) return;
    const m = metrics(this.room.width(this.boardView.el), this.room.height());
    const moment = this.analysis.gameReview.board(); // a key moment of the game review: looked at, not played
    const shown = moment ? cloneBoard(moment) : shownBoard(this.table, state, this.pending.unconfirmed(state.seq));
    this.shown = shown;
    const rule = this.labels.text(state.rule);
    this.boardView.draw(shown, m, { animate, lifted: this.pointer.lifted(), movable: moment ? new Set() : this.movable, rule, deal: dealing });
    this.boardView.markAttempt(shown, moment ? null : state.attempt);
    if (dealing) this.boardView.dealt?.then(() => this.emit("dealt"));
    this.drawBar();
    this.keyboard.drawHeld();
    this.keyboard.drawFocus(shown);
  }

  drawBar() {
    const state = this.state;
    if (!state) return;
    const time = this.timeText();
    const replaying = !!this.model.get("replaying"); // a replay's board: no New game, Settings, review
    this.bar.draw(this.analysis.gameReview.barState(state), state.can_undo && !this.static, time, replaying); // a key moment: its moves and score
    const hasCode = !!state.code && !this.static;
    this.menu.sync({ hasCode, review: !!this.model.get("hints") && !replaying, canRedo: !!state.can_redo, replaying });
    const stats = this.model.get("statistics") || {};
    const [reviewable, reviewing] = [hasCode && !replaying, this.analysis.gameReview.active()];
    const showWin = !!state.won && !this.celebration.running(state.game) && !replaying && !reviewing;
    this.win.draw(showWin, { score: state.score, moves: state.moves, time, summary: stats[state.rule] || null, note: stats.error, reviewable });
    this.root.classList.toggle("rsol-won", !!state.won);
    this.stuck.draw(!!state.stuck && !this.static && !reviewing, { canUndo: state.can_undo, replaying, reviewable });
  }

  drawTime() {
    if (this.state) this.bar.drawTime(this.timeText());
  }

  /** @param {import("./protocol.js").Clock | undefined} time */
  setClock(time) {
    this.clock.set(time, performance.now());
  }

  timeText() {
    return this.clock.text(performance.now(), this.static);
  }

  /**
   * @param {string} text
   * @param {boolean} [isRefusal]
   */
  say(text, isRefusal = false) {
    this.line.say(text, isRefusal);
  }

  /** Why the game could not be saved (the synced `save_error`), or that it is played on another board. */
  drawSaveError() {
    this.line.drawSaveError(this.model.get("save_error"), this.model.get("elsewhere"));
  }

  // ------------------------------------------------------------------ requests
  /**
   * Send a request; an optimistic move is drawn at once, before the engine answers.
   * @param {RequestKind} kind
   * @param {Record<string, unknown>} [fields]
   * @param {{card: string, dest: number, announce?: string | null} | null} [optimistic]
   */
  request(kind, fields = {}, optimistic = null) {
    // Send before drawing: the message leaves before the browser starts repainting the board.
    const { id, sent } = this.conn.request(kind, fields, this.state ? this.state.seq : 0);
    if (sent) this.emit("sent", { id });
    if (optimistic) {
      this.pending.add(id, optimistic.card, optimistic.dest, optimistic.announce);
      this.redraw(true);
      this.emit("optimistic", { id });
    }
    return id;
  }

  /**
   * Put a request on the wire. The widget's comm refuses once its kernel is gone (a restart): the view
   * becomes a picture of the position at once, and nothing is thrown at the page.
   * @param {import("./protocol.js").Request} msg
   */
  send(msg) {
    try {
      this.model.send(msg);
    } catch {
      if (this.root) this.presence.setStatic(true);
    }
  }

  drawStats() {
    this.statsPanel.draw(this.model.get("statistics") || {});
    this.drawBar();
  }

  /** @param {string} card the cards that move with it */
  groupOf(card) {
    return this.shown ? groupOf(this.table, this.shown, card) : [];
  }

  undo() {
    if (!this.state || !this.state.can_undo || this.static) return;
    this.request("undo");
  }

  redo() {
    if (!this.state || !this.state.can_redo || this.static) return;
    this.request("redo");
  }

  openNewGame() {
    if (!this.model.get("replaying")) this.panels.openNewGame();
  }
}
