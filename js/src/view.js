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
import { assemble } from "./assemble.js";
import { groupOf, shownBoard } from "./board.js";
import { cascade, reducedMotion } from "./cascade.js";
import { Connection, newViewId, PendingMoves } from "./connection.js";
import { GameActions } from "./game-actions.js";
import { GameClock } from "./clock.js";
import { Labels } from "./labels.js";
import { notebookOf, SavedPicture } from "./saved-picture.js";
import { metrics } from "./layout.js";
import { tableFrom } from "./table.js";

/** @typedef {import("./protocol.js").State} State */
/** @typedef {import("./protocol.js").Reply} Reply */
/** @typedef {import("./protocol.js").RequestKind} RequestKind */

/**
 * The part of anywidget's model the view uses.
 * @typedef {object} Model
 * @property {(name: string) => any} get
 * @property {(event: string, fn: (...args: any[]) => void) => void} on
 * @property {(event: string, fn: (...args: any[]) => void) => void} off
 * @property {(msg: any) => void} send
 * @property {any} [widget_manager]
 */

const PROBE_MS = 4000; // no answer to the clock request by then: no kernel behind this view (a saved picture)

export class SolitaireView {
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
    this.pending = new PendingMoves();
    // Client-only state (never synced): the last engine state, the board as drawn, the clock.
    /** @type {State | null} */
    this.state = null;
    /** @type {import("./board.js").Board | null} */
    this.shown = null;
    /** @type {Set<string>} the cards the engine says can be picked up */
    this.movable = new Set();
    this.clock = new GameClock(performance.now());
    this.static = false; // true while no kernel answers: the view is a saved picture
    this.heard = false; // an answer came since the last probe
    /** @type {[string, (...args: any[]) => void][]} */
    this.listeners = [];
    this.probeTimer = 0;
    /** @type {{x: number, y: number} | null} where the last gesture happened (a refusal is noted there) */
    this.lastPoint = null;
    /** @type {number | null} the game whose win is being celebrated (the box waits for the cascade) */
    this.celebrating = null;
    /** @type {{code: string, text: string} | null} what to say once this deal is drawn */
    this.noteForDeal = null;
    /** @type {{id: string, note: string} | null} the rewind asked for by "Where did it go wrong?", and what to say once done */
    this.rewinding = null;
    this.actions = new GameActions(this.labels, this.constants.max_record_bytes, {
      isStatic: () => this.static,
      code: () => this.state?.code || null,
      request: (kind, fields) => this.request(kind, fields),
      say: (text, isRefusal) => this.say(text, isRefusal),
      closePanels: () => this.settings.toggle(false),
    });

    const wm = model.widget_manager;
    this.savedPicture = new SavedPicture(notebookOf(wm), () => this.request("picture"), wm);

    const parts = assemble(this, host);
    this.root = parts.root;
    this.bar = parts.bar;
    this.settings = parts.settings;
    this.staticNote = parts.staticNote;
    this.boardView = parts.boardView;
    this.win = parts.win;
    this.gestures = parts.gestures;
    this.hints = parts.hints;
    this.pointer = parts.pointer;
    this.keyboard = parts.keyboard;
    this.line = parts.line;
    this.keysHelp = parts.keysHelp;
    this.dialog = parts.dialog;
    this.menu = parts.menu;
    this.statsPanel = parts.statsPanel;
    this.review = parts.review;
    this.on("change:state", () => this.onState());
    this.on("change:analysis", () => this.drawAnalysis());
    this.on("change:review", () => this.drawAnalysis());
    this.on("comm_live_update", () => this.probe()); // the kernel restarted or went away
    this.on("change:labels", () => {
      this.labels.set(this.model.get("labels"));
      this.relabel();
    });
    this.on("msg:custom", (msg) => this.onMessage(msg));
    this.on("change:pong", () => this.emit("pong", { pong: this.model.get("pong") }));
    this.onPing = () => this.request("ping");
    this.root.addEventListener("rsol:ping", this.onPing);
    for (const name of this.constants.settings) this.on(`change:${name}`, () => this.syncSettings());
    this.on("change:save_error", () => this.drawSaveError());
    this.on("change:statistics", () => this.drawStats());
    this.on("change:replaying", () => this.drawBar());
    this.resizer = new ResizeObserver(() => this.redraw(false));
    this.resizer.observe(this.root);
    this.ticker = window.setInterval(() => this.drawTime(), 1000);
    this.relabel();
    this.onState();
    this.probe();
    this.emit("first-render");
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
    clearTimeout(this.probeTimer);
    this.savedPicture.destroy();
    this.resizer.disconnect();
    this.pointer.destroy();
    this.keyboard.destroy();
    this.root.removeEventListener("rsol:ping", this.onPing);
    this.root.remove(); // and with it every listener on the view's own elements
  }

  /**
   * Tell the page (and the benchmark) what just happened.
   * @param {string} kind
   * @param {Record<string, unknown>} [detail]
   */
  emit(kind, detail = {}) {
    const event = new CustomEvent("rsol:drawn", { bubbles: true, detail: { kind, t: performance.now(), ...detail } });
    this.root.dispatchEvent(event);
  }

  relabel() {
    const L = this.labels;
    this.root.setAttribute("aria-label", L.text("board"));
    this.root.lang = this.model.get("lang") || "en";
    this.bar.relabel();
    this.staticNote.textContent = L.text("static_view");
    this.settings.relabel();
    this.dialog.relabel();
    this.win.relabel();
    this.menu.relabel();
    this.statsPanel.relabel();
    this.review.relabel();
    this.keysHelp.textContent = L.text("keys_help");
    this.line.clear(); // a message in the old language would stay behind
    if (this.state && !this.static) this.savedPicture.changed(); // the picture's note speaks the new language
    this.syncSettings();
    this.drawSaveError();
    this.redraw(false);
  }

  syncSettings() {
    this.settings.sync((name) => this.model.get(name));
    this.drawAnalysis();
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
      if (this.noteForDeal && state.code === this.noteForDeal.code) this.say(this.noteForDeal.text);
      if (newGame) this.noteForDeal = null;
      if (!this.static) this.savedPicture.changed();
    }
    if (justWon) this.celebrate(state.game);
    const reply = this.conn.answerIn(state); // a request that changed the game is answered inside its state
    if (reply) this.settle(reply);
    this.redraw(true);
    this.drawAnalysis();
    this.root.dataset.seq = String(state.seq);
    this.emit("state", { seq: state.seq, arrived });
    if (reply) this.emit("reply", { id: reply.id, status: reply.status });
  }

  /** @param {boolean} animate */
  redraw(animate) {
    const state = this.state;
    if (!state) return;
    const m = metrics(this.boardView.el.clientWidth || this.root.clientWidth);
    const shown = shownBoard(this.table, state, this.pending.unconfirmed(state.seq));
    this.shown = shown;
    const rule = this.labels.text(state.rule);
    this.boardView.draw(shown, m, { animate, lifted: this.pointer.lifted(), movable: this.movable, rule });
    this.drawBar();
    this.keyboard.drawHeld();
    this.keyboard.drawFocus(shown);
  }

  drawBar() {
    const state = this.state;
    if (!state) return;
    const time = this.timeText();
    this.bar.draw(state, state.can_undo && !this.static, time);
    this.menu.sync({ hasCode: !!state.code && !this.static, review: !!this.model.get("hints") });
    const stats = this.model.get("statistics") || {};
    const showWin = !!state.won && this.celebrating !== state.game && !this.model.get("replaying");
    this.win.draw(showWin, { score: state.score, moves: state.moves, time, summary: stats[state.rule] || null });
    this.root.classList.toggle("rsol-won", !!state.won);
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

  /** Why the game could not be saved (the synced `save_error`), until a save works again. */
  drawSaveError() {
    this.line.drawSaveError(this.model.get("save_error"));
  }

  // ------------------------------------------------------------------ requests and replies
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
      if (this.root) this.setStatic(true);
    }
  }

  /** @param {any} msg */
  onMessage(msg) {
    if (!msg || msg.kind !== "reply" || !this.conn.isMine(msg.id)) return;
    this.settle(msg);
    this.redraw(true);
    this.emit("reply", { id: msg.id, status: msg.status });
  }

  /**
   * Take an answer into account: confirm or drop its optimistic move, send the next queued request, tell the player.
   * @param {Reply} msg
   */
  settle(msg) {
    this.heard = true;
    this.setStatic(false);
    if (msg.time) this.setClock(msg.time);
    const p = this.pending.settle(msg);
    this.conn.answered(msg.id, Math.max(msg.seq, this.state ? this.state.seq : 0));
    const forDialog = msg.id === this.dialog.requestId;
    if (forDialog && this.dialog.answered(msg)) {
      const note = msg.winnable === false ? this.labels.text("hunt_timeout") : "";
      // a reply can overtake the state it announces: then the note waits for that deal to be drawn
      if (note && msg.code && this.state && this.state.code !== msg.code) this.noteForDeal = { code: msg.code, text: note };
      else this.say(note);
    }
    if (this.actions.answered(msg) || this.savedPicture.answered(msg)) return;
    if (this.rewinding && msg.id === this.rewinding.id) {
      if (msg.status === "done") this.say(this.rewinding.note);
      else if (msg.status === "stale") this.say(this.labels.text("stale"));
      else this.say(msg.message || msg.status, true);
      this.rewinding = null;
      return;
    }
    if (msg.status === "refused" && !forDialog) this.refused(msg);
    else if (msg.status === "stale") this.say(this.labels.text("stale"));
    else if (msg.status === "done" && p && p.announce) this.say(p.announce);
  }

  /** @param {Reply} msg */
  refused(msg) {
    if (this.model.get("interactive_rules") && msg.message) {
      const m = this.boardView.m;
      this.line.refused(msg.message, this.lastPoint || { x: (m?.width || 300) / 2, y: m ? m.tableauTop : 100 });
    } else this.say("");
  }

  /**
   * Open one panel (closing the others), or close it.
   * @param {{toggle: (open?: boolean) => void, el: HTMLElement}} panel
   * @param {boolean} [open]
   */
  togglePanel(panel, open) {
    if (this.static) return;
    for (const other of [this.settings, this.menu, this.statsPanel]) if (other !== panel) other.toggle(false);
    panel.toggle(open);
  }

  drawStats() {
    this.statsPanel.draw(this.model.get("statistics") || {});
    this.drawBar();
  }

  /**
   * The game was just won: the cards fly off, then the box shows the result.
   * @param {number} game
   */
  celebrate(game) {
    if (reducedMotion()) return;
    this.celebrating = game;
    const tops = this.table.suits
      .map((_, s) => {
        const pile = this.state?.foundations[s] || [];
        return pile.length ? this.boardView.els.get(pile[pile.length - 1]) : undefined;
      })
      .filter((n) => !!n);
    window.setTimeout(() => {
      cascade(this.boardView.el, /** @type {HTMLElement[]} */ (tops)).then(() => {
        if (this.celebrating === game) this.celebrating = null;
        this.drawBar();
        this.emit("celebrated", { game });
      });
    }, 160); // after the last card's own move
  }

  // ------------------------------------------------------------------ gestures
  /** @param {string} card */
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

  // ------------------------------------------------------------------ panels
  openNewGame() {
    if (this.static) return;
    for (const panel of [this.settings, this.menu, this.statsPanel]) panel.toggle(false);
    this.dialog.open();
  }

  // ------------------------------------------------------------------ kernel or saved picture
  /** Ask the kernel for the clock: the answer sets the timer, and no answer at all means a saved picture. */
  probe() {
    const wm = this.model.widget_manager;
    if (wm && "kernel" in wm && !wm.kernel) this.setStatic(true);
    this.heard = false;
    this.request("clock");
    clearTimeout(this.probeTimer);
    this.probeTimer = window.setTimeout(() => {
      if (!this.heard) this.setStatic(true);
    }, PROBE_MS);
  }

  /** @param {boolean} on */
  setStatic(on) {
    if (this.static === on) return;
    this.static = on;
    this.root.classList.toggle("rsol-static", on);
    this.staticNote.hidden = !on;
    this.bar.setInert(on);
    this.win.newBtn.inert = on;
    this.win.restartBtn.inert = on;
    if (on) {
      for (const panel of [this.settings, this.menu, this.statsPanel]) panel.toggle(false);
      this.dialog.close();
    }
    this.drawBar();
    this.drawAnalysis();
    this.emit("static", { on });
  }

  // ------------------------------------------------------------------ hints
  askHint() {
    this.hints.ask(this.state, this.model.get("analysis") || {});
    this.drawAnalysis();
  }

  /** "Where did it go wrong?": ask the engine (the answer comes in the synced `review` trait). */
  askReview() {
    if (this.static || !this.state) return;
    if (!this.model.get("hints")) this.say(this.labels.text("review_hints_off"));
    else this.actions.send("analyse");
  }

  /**
   * Go back to the position after `to` moves (the engine undoes, or restarts and replays), then say `note`.
   * @param {number} to
   * @param {string} note
   */
  rewind(to, note) {
    if (this.static || !this.state) return;
    this.rewinding = { id: this.request("rewind", { to }), note };
  }

  /** The "winnable from here?" indicator, the hint asked for and the review, when they are about the position shown. */
  drawAnalysis() {
    this.review.draw({
      on: !!this.model.get("hints") && !this.static,
      state: this.state,
      analysis: this.model.get("analysis") || {},
      review: this.model.get("review") || {},
    });
    this.hints.draw({
      on: !!this.model.get("hints") && !this.static,
      state: this.state,
      shown: this.shown,
      analysis: this.model.get("analysis") || {},
      groupOf: (card) => this.groupOf(card),
    });
  }
}
