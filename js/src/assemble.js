// @ts-check
/**
 * Assembles one view's parts (bar, settings, board, win box, inputs, message line, dialogs, menu,
 * statistics) and wires each part's callbacks to the view: the composition root of the front end.
 */
import { Bar } from "./bar.js";
import { BoardView, keepRoomBelow } from "./board-view.js";
import { make } from "./dom.js";
import { GameReviewPanel } from "./game-review.js";
import { Gestures } from "./gestures.js";
import { Hints } from "./hints.js";
import { KeyboardInput } from "./keyboard.js";
import { ConfirmLeave, countsAsLost } from "./confirm.js";
import { GameActions } from "./game-actions.js";
import { GameMenu, PanelSwitch } from "./menu.js";
import { MessageLine } from "./note.js";
import { NewGameDialog, SettingsPanel, WinBox, choicesOf } from "./panels.js";
import { PointerInput } from "./pointer.js";
import { ReviewPanel } from "./review.js";
import { StatsPanel } from "./stats-panel.js";
import { StuckNotice } from "./stuck.js";

/** @typedef {import("./view.js").SolitaireView} SolitaireView */
/**
 * What the assembly use of the view, and nothing else (tsc refuses any other member): its typed host.
 * @typedef {Pick<SolitaireView, "actions" | "analysis" | "boardView" | "constants" | "groupOf" | "labels" | "model" | "movable" | "openNewGame" | "redo" | "redraw" | "replies" | "request" | "say" | "settings" | "shown" | "state" | "static" | "table" | "undo" | "viewId">} AssemblyHost
 */

/**
 * The view's parts, in page order: bar, settings, saved-picture note, board (with the win box),
 * message line, keys help, new-game dialog. Input goes to the pointer and keyboard parts.
 * @param {AssemblyHost} view
 * @param {HTMLElement} host
 */
export function assemble(view, host) {
  const root = make("div", "rsol-root", host);
  root.setAttribute("role", "group");
  const labels = view.labels;
  const bar = new Bar(root, labels, {
    hint: () => view.analysis.askHint(),
    undo: () => view.undo(),
    redo: () => view.redo(),
    newGame: () => view.openNewGame(),
    menu: () => panels.toggle(menu),
    settings: () => panels.toggle(settings),
  });
  const change = (/** @type {Record<string, unknown> | null} */ f) => view.request(f ? "settings" : "reset_settings", f || {});
  const languages = view.constants.languages.map((l) => /** @type {[string, string]} */ ([l.code, l.name]));
  const choices = choicesOf(view.constants);
  const settings = new SettingsPanel(root, labels, view.constants.settings, languages, change, bar.settingsBtn, choices);
  const staticNote = make("div", "rsol-static-note", root);
  staticNote.setAttribute("role", "note");
  staticNote.hidden = true;
  const boardView = new BoardView(root, view.table, labels);
  const confirm = new ConfirmLeave(boardView.el, labels);
  const leaving = (/** @type {() => void} */ go, again = false) => confirm.ask(view.state, countsAsLost(view.model.get("statistics")), go, again);
  const restart = () => leaving(() => view.actions.restart(), true);
  const reviewGame = () => view.state && felt.gameReview.open(view.state.seq);
  const win = new WinBox(boardView.el, labels, { newGame: () => view.openNewGame(), restart, review: reviewGame });
  const { gestures, pointer, keyboard } = assembleInput(view, root, boardView, () => felt.gameReview.active());
  const feedback = make("div", "rsol-feedback", boardView.el); // messages in view, near the bar
  feedback.append(bar.verdict); // the verdict sits on the felt too, so the bar keeps one line
  const felt = assembleFelt(view, boardView, { restart, reviewGame });
  const { offer, stuck, review } = felt;
  const line = new MessageLine(feedback, boardView.el, labels, offer, (choice) => view.request("elsewhere", { choice }));
  const keysHelp = make("div", "rsol-keys", root);
  keysHelp.dataset.part = "keys"; // a display setting may hide it (looks.js)
  const start = (/** @type {Record<string, unknown>} */ fields) => view.request("new_game", fields);
  const codes = { prefix: view.constants.code_prefix, letters: view.constants.rule_letters };
  const dialog = new NewGameDialog(root, labels, view.viewId, view.constants.rules, start, bar.newBtn, codes);
  const hints = new Hints(view.table, labels, bar, boardView, (text) => view.say(text));
  const menu = gameMenu(view, root, bar.menuBtn, { restart, leaving, reviewGame, statistics: () => panels.toggle(statsPanel, true) });
  const statsPanel = new StatsPanel(root, labels, view.constants.rules, () => view.actions.send("reset_stats"), bar.menuBtn);
  const panels = new PanelSwitch(() => view.static, [settings, menu, statsPanel], dialog, confirm, leaving);
  const parts = { root, bar, settings, staticNote, boardView, win, gestures, pointer, keyboard, line };
  return { ...parts, keysHelp, dialog, hints, menu, statsPanel, review, panels, stuck };
}

/**
 * The Game menu, its items wired to the view's actions.
 * @param {AssemblyHost} view
 * @param {HTMLElement} root
 * @param {HTMLElement} opener the bar's menu button
 * @param {{restart: () => void, leaving: (go: () => void) => void, reviewGame: () => void, statistics: () => void}} actions
 *   what the assembly already made: restart and leave (asking first), the game review, the statistics panel
 */
function gameMenu(view, root, opener, { restart, leaving, reviewGame, statistics }) {
  /** @type {import("./menu.js").MenuActions} */
  const actions = {
    restart,
    copyCode: () => view.actions.copyCode(),
    save: () => view.actions.send("get_record"),
    open: (file) => view.actions.openFile(file),
    beforeOpen: (pick) => leaving(pick),
    redo: () => view.redo(),
    statistics,
    review: () => view.analysis.askReview(),
    reviewGame,
  };
  return new GameMenu(root, view.labels, actions, opener);
}

/**
 * The parts on the free felt below the cards: the no-moves notice, "Where did it go wrong?" and the
 * game review (its box over the board, a key moment's strip on the felt; the view reaches it as
 * `view.analysis.gameReview`).
 * @param {AssemblyHost} view
 * @param {BoardView} boardView
 * @param {{restart: () => void, reviewGame: () => void}} actions
 */
function assembleFelt(view, boardView, { restart, reviewGame }) {
  const labels = view.labels;
  const offer = make("div", "rsol-feedback rsol-feedback-end", boardView.el); // the review, on the free felt below
  keepRoomBelow(boardView, offer); // the board grows below its cards while a notice there is shown
  const stuck = new StuckNotice(offer, labels, { undo: () => view.undo(), restart, newGame: () => view.openNewGame(), review: reviewGame });
  const gameReview = new GameReviewPanel(boardView, offer, labels, {
    ask: () => view.actions.send("review_game"),
    redraw: () => {
      view.redraw(false);
      view.analysis.draw(); // the chance and the hint hide while a key moment is shown, and come back
    },
  });
  view.analysis.gameReview = gameReview;
  const review = new ReviewPanel(offer, labels, {
    ask: () => view.analysis.askReview(),
    rewind: (to, note) => view.replies.rewind(to, note),
  });
  return { offer, stuck, review, gameReview };
}

/**
 * The input parts: gestures (a gesture becomes a request), the pointer and the keyboard.
 * @param {AssemblyHost} view
 * @param {HTMLElement} root
 * @param {BoardView} boardView
 * @param {() => boolean} looking the game review is open (its box, or a key moment looked at): no input reaches the game
 */
function assembleInput(view, root, boardView, looking) {
  const labels = view.labels;
  const gestures = new Gestures(view.table, labels, boardView, {
    state: () => view.state,
    shown: () => view.shown,
    setting: (name) => !!view.model.get(name),
    request: (kind, fields, optimistic) => view.request(kind, fields, optimistic),
    say: (text) => view.say(text),
    redraw: (animate) => view.redraw(animate),
  });
  const pointer = new PointerInput(boardView, {
    canPlay: () => !view.static && !looking(), // a key moment of the review is only looked at
    groupOf: (card) => view.groupOf(card),
    tap: (card, p) => gestures.tap(card, p),
    stuck: (key, p) => gestures.pressStuck(key, p),
    dragStarted: (card) => gestures.lift(card),
    drop: (card, p) => gestures.release(card, p),
    dragEnded: () => gestures.clearTargets(),
    redraw: (animate) => view.redraw(animate),
  });
  const keyboard = new KeyboardInput(root, boardView, view.table, labels, {
    isStatic: () => view.static || looking(),
    shown: () => view.shown,
    undo: () => view.undo(),
    redo: () => view.redo(),
    hint: () => view.analysis.askHint(),
    review: () => view.analysis.askReview(),
    newGame: () => view.openNewGame(),
    drop: (card, dest, announce) => gestures.keyDrop(card, dest, announce),
    groupOf: (card) => view.groupOf(card),
    canPick: (card) => view.movable.has(card),
    pickedUp: (card) => gestures.showTargets(card),
    clearTargets: () => gestures.clearTargets(),
    say: (text) => view.say(text),
  });
  return { gestures, pointer, keyboard };
}

/**
 * Listen to the model (its traits, the kernel's messages), the view's size, the benchmark's ping and
 * the clock's tick: each goes to the part of the view that draws it.
 * @param {Pick<SolitaireView, "on" | "onState" | "analysis" | "presence" | "labels" | "model" | "relabel" | "replies" | "emit" | "constants" | "syncSettings" | "drawSaveError" | "drawStats" | "drawBar" | "resizer" | "root" | "onPing" | "request" | "ticker" | "drawTime">} view
 */
export function listen(view) {
  view.on("change:state", () => view.onState());
  view.on("change:analysis", () => view.analysis.draw());
  view.on("change:review", () => view.analysis.draw());
  view.on("comm_live_update", () => view.presence.probe()); // the kernel restarted or went away
  view.on("change:labels", () => {
    view.labels.set(view.model.get("labels"));
    view.relabel();
  });
  view.on("msg:custom", (msg) => view.replies.onMessage(msg));
  view.on("change:pong", () => view.emit("pong", { pong: view.model.get("pong") }));
  for (const name of [...view.constants.settings, ...choicesOf(view.constants).map((c) => c.setting)]) view.on(`change:${name}`, () => view.syncSettings());
  for (const name of ["save_error", "elsewhere"]) view.on(`change:${name}`, () => view.drawSaveError());
  view.on("change:statistics", () => view.drawStats());
  view.on("change:replaying", () => view.drawBar());
  view.resizer.observe(view.root);
  view.onPing = () => view.request("ping");
  view.root.addEventListener("rsol:ping", view.onPing);
  view.ticker = window.setInterval(() => view.drawTime(), 1000);
}

/**
 * The Game menu's actions, answered through the message line.
 * @param {Pick<SolitaireView, "constants" | "labels" | "request" | "say" | "settings" | "state" | "static">} view
 */
export function gameActions(view) {
  return new GameActions(view.labels, view.constants.max_record_bytes, {
    isStatic: () => view.static,
    code: () => view.state?.code || null,
    request: (kind, fields) => view.request(kind, fields),
    say: (text, isRefusal) => view.say(text, isRefusal),
    closePanels: () => view.settings.toggle(false),
  });
}
