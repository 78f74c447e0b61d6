// Russian Solitaire front end: draws the engine's state, sends gestures, never decides legality.
// One plain ES module, no dependencies. Every string comes from the Python catalogue (model "labels")
// and is set with textContent, never as HTML.

const FOUNDATION = 7;
const SUITS = "♠♥♦♣";
const DRAG_THRESHOLD = 8; // px: less is a tap
const DOUBLE_TAP_MS = 350;
const GAME_ACTIONS = new Set(["move", "tap", "double_tap", "place", "undo"]);
const PROBE_MS = 4000; // no answer to the clock request by then: no kernel behind this view (a saved picture)
let viewCount = 0;

function make(tag, className, parent) {
  const node = document.createElement(tag);
  // Lumino tests its shortcut selectors on the focused element before looking for this
  // attribute on its ancestors, so every element of the widget carries it, not only the root.
  node.setAttribute("data-lm-suppress-shortcuts", "true");
  if (className) node.className = className;
  if (parent) parent.append(node);
  return node;
}

function suitOf(card) {
  return SUITS.indexOf(card.slice(-1));
}

function formatTime(seconds) {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, "0");
  const ss = String(s % 60).padStart(2, "0");
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** The board as drawn: the engine state, plus the optimistic moves not yet confirmed. */
function cloneBoard(state) {
  return {
    columns: state.columns.map((col) => col.map((e) => ({ card: e.card, up: e.up }))),
    foundations: state.foundations.map((pile) => pile.slice()),
  };
}

function findCard(board, card) {
  for (let c = 0; c < 7; c++) {
    const i = board.columns[c].findIndex((e) => e.card === card);
    if (i >= 0) return { pile: c, index: i };
  }
  const s = suitOf(card);
  const pile = board.foundations[s];
  if (pile && pile.length && pile[pile.length - 1] === card) return { pile: FOUNDATION, suit: s, index: pile.length - 1 };
  return null;
}

function applyMove(board, card, dest) {
  const from = findCard(board, card);
  if (!from) return;
  let group;
  if (from.pile === FOUNDATION) group = [{ card: board.foundations[from.suit].pop(), up: true }];
  else group = board.columns[from.pile].splice(from.index);
  if (dest === FOUNDATION) board.foundations[suitOf(card)].push(card);
  else board.columns[dest].push(...group);
}

class SolitaireView {
  constructor(model, host) {
    this.model = model;
    this.host = host;
    this.viewId = `v${++viewCount}-${Math.random().toString(36).slice(2, 8)}`;
    this.nextId = 0;
    this.pending = []; // optimistic game actions: {id, card, dest, confirmSeq}
    this.queue = []; // game actions waiting for the one in flight
    this.inflight = null;
    this.press = null; // pointer press / drag in progress
    this.lastTap = null;
    this.held = null; // keyboard pick-up: {card}
    this.focus = { pile: 0, index: -1 };
    this.els = new Map(); // card key -> element
    this.listeners = [];
    this.clock = { elapsed: 0, running: false, at: performance.now() };
    this.static = false; // true while no kernel answers: the view is a saved picture
    this.hintWanted = null; // the seq of the position the player asked a hint for
    this.build();
    this.on("change:state", () => this.onState());
    this.on("change:analysis", () => this.drawAnalysis());
    this.on("comm_live_update", () => this.probe()); // the kernel restarted or went away
    this.on("change:labels", () => this.relabel());
    this.on("msg:custom", (msg) => this.onMessage(msg));
    // Measuring hooks (tools/bench_widget.py): a bare round trip, front end -> kernel -> synced trait back.
    this.on("change:pong", () => this.emit("pong", { pong: this.model.get("pong") }));
    this.root.addEventListener("rsol:ping", () => this.request("ping"));
    for (const name of this.settingNames()) this.on(`change:${name}`, () => this.syncSettings());
    this.resizer = new ResizeObserver(() => this.redraw(false));
    this.resizer.observe(this.root);
    this.ticker = setInterval(() => this.drawTime(), 1000);
    this.relabel();
    this.onState();
    this.probe();
    this.emit("first-render");
  }

  on(event, fn) {
    this.model.on(event, fn);
    this.listeners.push([event, fn]);
  }

  destroy() {
    for (const [event, fn] of this.listeners) this.model.off(event, fn);
    clearInterval(this.ticker);
    clearTimeout(this.probeTimer);
    this.resizer.disconnect();
  }

  L(key) {
    const labels = this.model.get("labels") || {};
    return labels[key] ?? key;
  }

  cardName(card) {
    return (this.model.get("labels")?.cards || {})[card] ?? card;
  }

  /** The settings, as Python lists them (each a synced boolean trait with a label). */
  settingNames() {
    const names = this.model.get("labels")?.setting_names;
    return Array.isArray(names) ? names : ["double_click", "placement_help", "interactive_rules", "auto_place"];
  }

  emit(kind, detail = {}) {
    const event = new CustomEvent("rsol:drawn", { bubbles: true, detail: { kind, t: performance.now(), ...detail } });
    this.root.dispatchEvent(event);
  }

  // ------------------------------------------------------------------ building the DOM
  build() {
    const root = make("div", "rsol-root", this.host);
    this.root = root;
    root.setAttribute("role", "group");

    const bar = make("div", "rsol-bar", root);
    this.bar = bar;
    bar.setAttribute("role", "toolbar");
    const stats = make("div", "rsol-stats", bar);
    this.stat = {};
    for (const key of ["time", "moves", "score", "code"]) {
      const box = make("span", `rsol-stat rsol-stat-${key}`, stats);
      const name = make("span", "rsol-stat-name", box);
      const value = make("span", "rsol-stat-value", box);
      this.stat[key] = { name, value };
    }
    this.stat.code.value.classList.add("rsol-code");
    this.verdict = make("span", "rsol-verdict", bar);
    this.verdict.setAttribute("role", "status");
    this.verdict.hidden = true;
    const buttons = make("div", "rsol-buttons", bar);
    this.hintBtn = make("button", "rsol-btn rsol-hint-btn", buttons);
    this.hintBtn.hidden = true;
    this.undoBtn = make("button", "rsol-btn rsol-undo", buttons);
    this.newBtn = make("button", "rsol-btn rsol-new", buttons);
    this.settingsBtn = make("button", "rsol-btn rsol-settings-btn", buttons);
    for (const b of [this.hintBtn, this.undoBtn, this.newBtn, this.settingsBtn]) b.type = "button";
    this.hintBtn.addEventListener("click", () => this.askHint());
    this.undoBtn.addEventListener("click", () => this.undo());
    this.newBtn.addEventListener("click", () => this.openNewGame());
    this.settingsBtn.addEventListener("click", () => this.toggleSettings());
    this.settingsBtn.setAttribute("aria-expanded", "false");

    this.buildSettings();

    this.staticNote = make("div", "rsol-static-note", root);
    this.staticNote.setAttribute("role", "note");
    this.staticNote.hidden = true;

    const board = make("div", "rsol-board rsol-anim", root);
    this.board = board;
    this.ruleTag = make("div", "rsol-rule-tag", board);
    this.colSlots = [];
    this.foundSlots = [];
    for (let c = 0; c < 7; c++) {
      const slot = make("div", "rsol-slot rsol-col-slot", board);
      slot.dataset.pile = String(c);
      this.colSlots.push(slot);
    }
    for (let s = 0; s < 4; s++) {
      const slot = make("div", "rsol-slot rsol-found-slot", board);
      slot.dataset.pile = String(FOUNDATION);
      slot.dataset.suit = String(s);
      const mark = make("span", `rsol-slot-suit ${s === 1 || s === 2 ? "rsol-red" : ""}`, slot);
      mark.textContent = SUITS[s];
      this.foundSlots.push(slot);
    }
    board.addEventListener("pointerdown", (e) => this.onPointerDown(e));
    board.addEventListener("pointermove", (e) => this.onPointerMove(e));
    board.addEventListener("pointerup", (e) => this.onPointerUp(e));
    board.addEventListener("pointercancel", (e) => this.onPointerCancel(e));
    board.addEventListener("lostpointercapture", (e) => this.onPointerCancel(e));
    board.addEventListener("dragstart", (e) => e.preventDefault());
    root.addEventListener("keydown", (e) => this.onKey(e));

    this.win = make("div", "rsol-win", board);
    this.win.hidden = true;
    this.win.setAttribute("role", "status");
    this.winTitle = make("div", "rsol-win-title", this.win);
    this.winText = make("div", "rsol-win-text", this.win);
    this.winNew = make("button", "rsol-btn rsol-win-new", this.win);
    this.winNew.type = "button";
    this.winNew.addEventListener("click", () => this.openNewGame());

    this.msg = make("div", "rsol-msg", root);
    this.msg.setAttribute("role", "status");
    this.msg.setAttribute("aria-live", "polite");
    this.keysHelp = make("div", "rsol-keys", root);

    this.buildNewGame();
  }

  buildSettings() {
    const panel = make("div", "rsol-panel rsol-settings", this.root);
    panel.hidden = true;
    panel.setAttribute("role", "group");
    this.settingsPanel = panel;
    this.settingsTitle = make("div", "rsol-panel-title", panel);
    this.settingBoxes = {};
    for (const name of this.settingNames()) {
      const row = make("label", "rsol-setting", panel);
      const box = make("input", `rsol-setting-${name}`, row);
      box.type = "checkbox";
      const text = make("span", "", row);
      box.addEventListener("change", () => this.request("settings", { [name]: box.checked }));
      this.settingBoxes[name] = { box, text };
    }
    const langRow = make("label", "rsol-setting", panel);
    this.langText = make("span", "", langRow);
    this.langSelect = make("select", "rsol-lang", langRow);
    for (const [value, text] of [["en", "English"], ["ro", "Română"]]) {
      const opt = make("option", "", this.langSelect);
      opt.value = value;
      opt.textContent = text;
    }
    this.langSelect.addEventListener("change", () => this.request("settings", { lang: this.langSelect.value }));
    this.settingsClose = make("button", "rsol-btn", panel);
    this.settingsClose.type = "button";
    this.settingsClose.addEventListener("click", () => this.toggleSettings(false));
  }

  buildNewGame() {
    const dlg = make("div", "rsol-panel rsol-dialog", this.root);
    dlg.hidden = true;
    dlg.setAttribute("role", "dialog");
    dlg.setAttribute("aria-modal", "true");
    this.dialog = dlg;
    this.dialogTitle = make("div", "rsol-panel-title", dlg);
    this.dialogTitle.id = `${this.viewId}-ng`;
    dlg.setAttribute("aria-labelledby", this.dialogTitle.id);
    this.ruleRadios = {};
    const group = make("div", "rsol-rules", dlg);
    group.setAttribute("role", "radiogroup");
    for (const rule of ["classic", "relaxed"]) {
      const row = make("label", "rsol-setting", group);
      const radio = make("input", `rsol-rule-${rule}`, row);
      radio.type = "radio";
      radio.name = `${this.viewId}-rule`;
      radio.value = rule;
      const text = make("span", "", row);
      this.ruleRadios[rule] = { radio, text };
    }
    const codeRow = make("label", "rsol-setting rsol-code-row", dlg);
    this.codeText = make("span", "", codeRow);
    this.codeInput = make("input", "rsol-code-input", codeRow);
    this.codeInput.type = "text";
    this.codeInput.spellcheck = false;
    this.codeInput.placeholder = "RU1-C-AAAAABB";
    this.dialogError = make("div", "rsol-dialog-error", dlg);
    this.dialogError.setAttribute("role", "alert");
    const row = make("div", "rsol-dialog-buttons", dlg);
    this.startBtn = make("button", "rsol-btn rsol-start", row);
    this.cancelBtn = make("button", "rsol-btn rsol-cancel", row);
    this.startBtn.type = this.cancelBtn.type = "button";
    this.startBtn.addEventListener("click", () => this.startNewGame());
    this.cancelBtn.addEventListener("click", () => this.closeNewGame());
    this.codeInput.addEventListener("keydown", (e) => {
      if (e.key === "Enter") this.startNewGame();
    });
  }

  relabel() {
    const L = (k) => this.L(k);
    this.root.setAttribute("aria-label", L("board"));
    this.root.lang = this.model.get("lang") || "en";
    this.bar.setAttribute("aria-label", L("bar"));
    this.stat.time.name.textContent = L("time");
    this.stat.moves.name.textContent = L("moves");
    this.stat.score.name.textContent = L("score");
    this.stat.code.name.textContent = L("code");
    this.undoBtn.textContent = L("undo");
    this.hintBtn.textContent = L("hint");
    this.staticNote.textContent = L("static_view");
    this.newBtn.textContent = L("new_game");
    this.settingsBtn.textContent = L("settings");
    this.settingsTitle.textContent = L("settings");
    this.settingsPanel.setAttribute("aria-label", L("settings"));
    for (const [name, { text }] of Object.entries(this.settingBoxes)) text.textContent = L(name);
    this.langText.textContent = L("language");
    this.settingsClose.textContent = L("close");
    this.dialogTitle.textContent = L("new_game");
    this.ruleRadios.classic.text.textContent = L("classic");
    this.ruleRadios.relaxed.text.textContent = `${L("relaxed")} (${L("mixed_suits")})`;
    this.codeText.textContent = L("code_optional");
    this.startBtn.textContent = L("start");
    this.cancelBtn.textContent = L("cancel");
    this.winNew.textContent = L("new_game");
    this.winTitle.textContent = L("won");
    this.keysHelp.textContent = L("keys_help");
    this.syncSettings();
    this.redraw(false);
  }

  syncSettings() {
    for (const [name, { box }] of Object.entries(this.settingBoxes)) box.checked = !!this.model.get(name);
    this.langSelect.value = this.model.get("lang") || "en";
    this.drawAnalysis();
  }

  // ------------------------------------------------------------------ state and drawing
  onState() {
    const arrived = performance.now();
    const state = this.model.get("state");
    if (!state || !state.columns) return;
    const newGame = this.state && this.state.game !== state.game;
    this.state = state;
    this.setClock(state.time);
    if (newGame) {
      this.pending = [];
      this.held = null;
      this.lastTap = null;
      this.clearTargets();
      this.say("");
    }
    // A request that changed the game is answered inside the state it produced.
    const answer = state.answer;
    const mine = answer && typeof answer.id === "string" && answer.id.startsWith(`${this.viewId}:`);
    if (mine && answer.id !== this.lastStateAnswer) {
      this.lastStateAnswer = answer.id;
      this.settle({ kind: "reply", id: answer.id, status: answer.status, seq: state.seq, move: state.last });
    }
    this.redraw(true);
    this.drawAnalysis();
    this.root.dataset.seq = String(state.seq);
    this.emit("state", { seq: state.seq, arrived });
    if (mine) this.emit("reply", { id: answer.id, status: answer.status });
  }

  /** The board to draw: the engine state with the unconfirmed optimistic moves on top. */
  shownBoard() {
    const state = this.state;
    this.pending = this.pending.filter((p) => p.confirmSeq == null || state.seq < p.confirmSeq);
    const board = cloneBoard(state);
    for (const p of this.pending) {
      if ((state.dests[p.card] || []).includes(p.dest)) applyMove(board, p.card, p.dest);
    }
    return board;
  }

  metrics() {
    const width = Math.max(280, this.board.clientWidth || this.root.clientWidth || 600);
    const gap = Math.max(4, Math.round(width * 0.012));
    const cw = Math.min(100, Math.floor((width - 8 * gap) / 7));
    const ch = Math.round(cw * 1.4);
    const left = Math.max(gap, Math.floor((width - 7 * cw - 6 * gap) / 2));
    const top = gap;
    const tableauTop = top + ch + 2 * gap;
    return { width, gap, cw, ch, left, top, tableauTop, down: Math.max(5, Math.round(ch * 0.09)) };
  }

  colX(m, c) {
    return m.left + c * (m.cw + m.gap);
  }

  /** Card positions: fanned columns that fit a fixed height while every face-up card stays readable. */
  layout(board, m) {
    const items = [];
    const maxHeight = m.ch * 4.6;
    // The smallest step that still shows a card's corner label (see .rsol-corner in widget.css).
    const minUp = Math.ceil(m.ch * 0.01 + 1.15 * Math.max(11, m.cw * 0.2) + 2);
    let bottom = m.tableauTop + m.ch;
    board.columns.forEach((col, c) => {
      const downs = col.filter((e) => !e.up).length;
      const ups = col.length - downs;
      let up = Math.round(m.ch * 0.27);
      if (ups > 1) up = Math.max(minUp, Math.min(up, (maxHeight - m.ch - downs * m.down) / (ups - 1)));
      let y = m.tableauTop;
      col.forEach((e, i) => {
        const key = e.up ? e.card : `down-${c}-${i}`;
        items.push({ key, card: e.up ? e.card : null, x: this.colX(m, c), y, z: 10 + i, pile: c, index: i });
        if (i === col.length - 1) bottom = Math.max(bottom, y + m.ch);
        y += e.up ? up : m.down;
      });
    });
    board.foundations.forEach((pile, s) => {
      const x = this.colX(m, 3 + s);
      pile.slice(-2).forEach((card, j, arr) => {
        const index = pile.length - arr.length + j;
        items.push({ key: card, card, x, y: m.top, z: 2 + j, pile: FOUNDATION, suit: s, index, top: index === pile.length - 1 });
      });
    });
    return { items, height: bottom + m.gap };
  }

  redraw(animate) {
    if (!this.state) return;
    const m = this.metrics();
    this.m = m;
    this.shown = this.shownBoard();
    const { items, height } = this.layout(this.shown, m);
    const board = this.board;
    board.classList.toggle("rsol-anim", animate);
    board.style.height = `${height}px`;
    board.style.setProperty("--rsol-cw", `${m.cw}px`);
    board.style.setProperty("--rsol-ch", `${m.ch}px`);
    for (let c = 0; c < 7; c++) this.place(this.colSlots[c], this.colX(m, c), m.tableauTop, 0);
    for (let s = 0; s < 4; s++) this.place(this.foundSlots[s], this.colX(m, 3 + s), m.top, 0);
    this.ruleTag.style.left = `${m.left}px`;
    this.ruleTag.style.top = `${m.top}px`;
    this.ruleTag.textContent = this.L(this.state.rule === "relaxed" ? "relaxed" : "classic");

    const lifted = this.press?.dragging ? new Set(this.press.keys) : new Set();
    const seen = new Set();
    this.itemByKey = new Map();
    for (const item of items) {
      seen.add(item.key);
      this.itemByKey.set(item.key, item);
      let node = this.els.get(item.key);
      if (!node) {
        node = this.makeCard(item);
        this.els.set(item.key, node);
        board.append(node);
        node.style.transform = `translate(${item.x}px, ${item.y}px)`;
      }
      node.dataset.pile = String(item.pile);
      node.dataset.index = String(item.index);
      node.classList.toggle("rsol-movable", !!item.card && (item.pile !== FOUNDATION || item.top));
      if (!lifted.has(item.key)) {
        node.style.zIndex = String(item.z);
        node.style.transform = `translate(${item.x}px, ${item.y}px)`;
      }
    }
    for (const [key, node] of this.els) {
      if (!seen.has(key)) {
        node.remove();
        this.els.delete(key);
      }
    }
    this.labelSlots();
    this.drawBar();
    this.markHeld();
    this.updateFocus();
  }

  place(node, x, y, z) {
    node.style.transform = `translate(${x}px, ${y}px)`;
    if (z) node.style.zIndex = String(z);
  }

  makeCard(item) {
    const node = make("div", "rsol-card");
    node.dataset.key = item.key;
    node.tabIndex = -1;
    if (item.card) {
      const red = item.card.endsWith("♥") || item.card.endsWith("♦");
      node.classList.add(red ? "rsol-red" : "rsol-black");
      node.dataset.card = item.card;
      node.setAttribute("role", "button");
      node.setAttribute("aria-label", this.cardName(item.card));
      make("span", "rsol-corner", node).textContent = item.card;
      make("span", "rsol-pip", node).textContent = item.card.slice(-1);
    } else {
      node.classList.add("rsol-back");
      node.setAttribute("role", "img");
      node.setAttribute("aria-label", this.L("face_down"));
    }
    return node;
  }

  labelSlots() {
    const cards = this.model.get("labels")?.cards || {};
    for (const node of this.els.values()) {
      if (node.dataset.card) node.setAttribute("aria-label", cards[node.dataset.card] ?? node.dataset.card);
      else node.setAttribute("aria-label", this.L("face_down"));
    }
    this.colSlots.forEach((slot, c) => {
      const n = this.shown.columns[c].length;
      slot.setAttribute("aria-label", `${this.L("column")} ${c + 1}${n ? "" : `, ${this.L("empty")}`}`);
      slot.setAttribute("role", "button");
      slot.tabIndex = -1;
    });
    this.foundSlots.forEach((slot, s) => {
      slot.setAttribute("aria-label", `${this.L("foundation")} ${SUITS[s]}`);
      slot.setAttribute("role", "button");
      slot.tabIndex = -1;
    });
  }

  drawBar() {
    const st = this.state;
    this.stat.moves.value.textContent = String(st.moves);
    this.stat.score.value.textContent = String(st.score);
    this.stat.code.value.textContent = st.code || "—";
    this.undoBtn.disabled = !st.undo_left || st.won;
    this.drawTime();
    this.win.hidden = !st.won;
    this.root.classList.toggle("rsol-won", !!st.won);
    if (st.won) this.winText.textContent = `${this.L("final_score")} ${st.score} · ${this.L("final_time")} ${this.timeText()}`;
  }

  /** The game clock at ``performance.now() == at`` (from a state or a clock reply); it runs on by itself. */
  setClock(time) {
    if (time && typeof time.elapsed === "number") this.clock = { elapsed: time.elapsed, running: !!time.running, at: performance.now() };
  }

  timeText() {
    const c = this.clock;
    const extra = c.running && !this.static ? (performance.now() - c.at) / 1000 : 0;
    return formatTime(c.elapsed + extra);
  }

  // ------------------------------------------------------------------ kernel or saved picture
  /** Ask the kernel for the clock: the answer sets the timer, and no answer at all means a saved picture. */
  probe() {
    const wm = this.model.widget_manager;
    if (wm && "kernel" in wm && !wm.kernel) this.setStatic(true);
    this.heard = false;
    this.request("clock");
    clearTimeout(this.probeTimer);
    this.probeTimer = setTimeout(() => {
      if (!this.heard) this.setStatic(true);
    }, PROBE_MS);
  }

  setStatic(on) {
    if (this.static === on) return;
    this.static = on;
    this.root.classList.toggle("rsol-static", on);
    this.staticNote.hidden = !on;
    for (const b of [this.hintBtn, this.undoBtn, this.newBtn, this.settingsBtn, this.winNew]) b.inert = on;
    if (on) {
      this.toggleSettings(false);
      this.closeNewGame();
    }
    if (this.state) this.drawBar();
    this.drawAnalysis();
    this.emit("static", { on });
  }

  // ------------------------------------------------------------------ hints
  askHint() {
    if (!this.state || this.state.won) return;
    this.hintWanted = this.state.seq;
    const a = this.model.get("analysis") || {};
    if (a.seq !== this.state.seq || a.status === "searching") this.say(this.L("searching"));
    this.drawAnalysis();
  }

  /** The "winnable from here?" indicator, and the hint asked for, when they are about the position shown. */
  drawAnalysis() {
    if (!this.verdict) return;
    const on = !!this.model.get("hints") && !!this.state && !this.static;
    this.hintBtn.hidden = !on;
    this.verdict.hidden = !on;
    this.clearHint();
    if (!on) return;
    const a = this.model.get("analysis") || {};
    const current = a.seq === this.state.seq;
    const status = current && typeof a.status === "string" ? a.status : "searching";
    this.verdict.textContent = this.L(status === "won" ? "winnable" : status);
    this.verdict.dataset.status = status;
    this.hintBtn.disabled = !!this.state.won;
    if (this.hintWanted === this.state.seq && current && status !== "searching") this.showHint(a.hint);
  }

  showHint(hint) {
    if (!hint || typeof hint.card !== "string") {
      this.say(this.L("hint_none"));
      return;
    }
    const node = this.els.get(hint.card);
    if (!node) return;
    const from = this.sourceOf(hint.card);
    const keys = from && from.pile !== FOUNDATION ? this.shown.columns[from.pile].slice(from.index).map((x) => x.card) : [hint.card];
    for (const k of keys) this.els.get(k)?.classList.add("rsol-hint");
    let target;
    if (hint.dest === FOUNDATION) target = this.foundSlots[suitOf(hint.card)];
    else {
      const col = this.shown.columns[hint.dest] || [];
      target = (col.length && this.els.get(col[col.length - 1].card)) || this.colSlots[hint.dest];
    }
    target?.classList.add("rsol-hint-dest");
    const place = hint.dest === FOUNDATION ? this.L("foundation") : `${this.L("column")} ${hint.dest + 1}`;
    this.say(this.L("hint_to").replace("{card}", this.cardName(hint.card)).replace("{place}", place));
  }

  clearHint() {
    for (const node of this.board.querySelectorAll(".rsol-hint, .rsol-hint-dest")) {
      node.classList.remove("rsol-hint", "rsol-hint-dest");
    }
  }

  drawTime() {
    if (this.state) this.stat.time.value.textContent = this.timeText();
  }

  // ------------------------------------------------------------------ requests and replies
  request(kind, fields = {}, optimistic = null) {
    const msg = { kind, id: `${this.viewId}:${++this.nextId}`, ...fields };
    let send = true;
    if (GAME_ACTIONS.has(kind)) {
      if (this.inflight) {
        this.queue.push(msg); // sent with a fresh seq once the request in flight is answered
        send = false;
      } else {
        this.inflight = msg.id;
        msg.seq = this.state.seq;
      }
    }
    // Send before drawing: the message leaves before the browser starts repainting the board.
    if (send) {
      this.model.send(msg);
      this.emit("sent", { id: msg.id });
    }
    if (optimistic) {
      this.pending.push({ id: msg.id, ...optimistic, confirmSeq: null });
      this.redraw(true);
      this.emit("optimistic", { id: msg.id });
    }
    return msg.id;
  }

  onMessage(msg) {
    if (!msg || msg.kind !== "reply" || typeof msg.id !== "string" || !msg.id.startsWith(`${this.viewId}:`)) return;
    this.settle(msg);
    this.redraw(true);
    this.emit("reply", { id: msg.id, status: msg.status });
  }

  /** Take an answer into account: confirm or drop its optimistic move, send the next queued request, tell the player. */
  settle(msg) {
    this.heard = true;
    this.setStatic(false);
    if (msg.time) this.setClock(msg.time);
    const p = this.pending.find((x) => x.id === msg.id);
    if (p) {
      if (msg.status === "done" && msg.move) p.confirmSeq = msg.seq;
      else this.pending = this.pending.filter((x) => x !== p);
    }
    if (msg.id === this.inflight) {
      this.inflight = null;
      const next = this.queue.shift();
      if (next) {
        next.seq = Math.max(msg.seq, this.state.seq);
        this.inflight = next.id;
        this.model.send(next);
      }
    }
    if (msg.id === this.dialogRequest) this.onNewGameReply(msg);
    if (msg.status === "refused" && msg.id !== this.dialogRequest) this.refused(msg);
    else if (msg.status === "stale") this.say(this.L("stale"));
    else if (msg.status === "done" && p && p.announce) this.say(p.announce);
  }

  refused(msg) {
    if (this.model.get("interactive_rules")) this.say(msg.message || "", true);
    else this.say("");
  }

  say(text, isRefusal = false) {
    this.msg.textContent = text;
    this.msg.classList.toggle("rsol-refusal", isRefusal);
  }

  // ------------------------------------------------------------------ gestures
  sourceOf(card) {
    return findCard(this.shown, card);
  }

  drop(card, dest, announce = null) {
    const from = this.sourceOf(card);
    if (!from) return this.redraw(true);
    const legal = dest !== null && (this.state.dests[card] || []).includes(dest);
    if (dest !== null && dest === from.pile) {
      this.redraw(true);
      if (announce) this.say(`${this.cardName(card)}: ${this.L("dropped_back")}`);
      return;
    }
    if (legal) {
      this.say("");
      this.request("move", { card, dest }, { card, dest, announce });
    } else if (this.model.get("auto_place") && from.pile !== FOUNDATION) {
      const place = this.state.place[card];
      this.request("place", { card }, place === undefined ? null : { card, dest: place, announce });
      if (place === undefined) this.redraw(true);
    } else {
      this.redraw(true); // back at once; the engine's refusal follows
      if (dest !== null) this.request("move", { card, dest });
    }
  }

  tap(card, at) {
    const now = performance.now();
    const last = this.lastTap;
    if (
      last &&
      this.model.get("double_click") &&
      now - last.t < DOUBLE_TAP_MS &&
      Math.hypot(at.x - last.x, at.y - last.y) < 24
    ) {
      this.lastTap = null;
      const place = this.state.place[last.card];
      const stillThere = this.sourceOf(last.card)?.pile !== FOUNDATION;
      this.request("double_tap", { card: last.card }, place !== undefined && stillThere ? { card: last.card, dest: place } : null);
      return;
    }
    this.lastTap = { card, t: now, x: at.x, y: at.y };
    const toFoundation = (this.state.dests[card] || []).includes(FOUNDATION) && this.sourceOf(card)?.pile !== FOUNDATION;
    this.request("tap", { card }, toFoundation ? { card, dest: FOUNDATION } : null);
  }

  undo() {
    if (!this.state || !this.state.undo_left || this.static) return;
    this.request("undo");
  }

  // ------------------------------------------------------------------ pointer input
  boardPoint(e) {
    const r = this.board.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  onPointerDown(e) {
    if (this.press || (e.pointerType === "mouse" && e.button !== 0) || this.state?.won || this.static) return;
    const node = e.target.closest(".rsol-card");
    if (!node || !node.dataset.card || !node.classList.contains("rsol-movable")) return;
    const card = node.dataset.card;
    const from = this.sourceOf(card);
    if (!from) return;
    const keys =
      from.pile === FOUNDATION ? [card] : this.shown.columns[from.pile].slice(from.index).map((x) => x.card);
    const start = keys.map((k) => {
      const item = this.itemByKey.get(k);
      return { key: k, x: item.x, y: item.y };
    });
    this.press = { id: e.pointerId, card, from, keys, start, p0: this.boardPoint(e), dragging: false };
    try {
      node.setPointerCapture(e.pointerId);
    } catch {
      // not an active pointer (a synthetic event): the drag still works without capture
    }
    e.preventDefault();
  }

  onPointerMove(e) {
    const press = this.press;
    if (!press || e.pointerId !== press.id) return;
    const p = this.boardPoint(e);
    const dx = p.x - press.p0.x;
    const dy = p.y - press.p0.y;
    if (!press.dragging) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      press.dragging = true;
      this.lastTap = null;
      this.board.classList.add("rsol-dragging");
      press.keys.forEach((k, i) => {
        const node = this.els.get(k);
        node.classList.add("rsol-lifted");
        node.style.zIndex = String(1000 + i);
      });
      if (this.model.get("placement_help")) this.showTargets(press.card);
    }
    press.dx = dx;
    press.dy = dy;
    if (!press.frame) {
      press.frame = requestAnimationFrame(() => {
        press.frame = 0;
        if (this.press !== press) return;
        for (const s of press.start) {
          const node = this.els.get(s.key);
          if (node) node.style.transform = `translate(${s.x + press.dx}px, ${s.y + press.dy}px)`;
        }
      });
    }
  }

  onPointerUp(e) {
    const press = this.press;
    if (!press || e.pointerId !== press.id) return;
    this.press = null;
    if (press.frame) cancelAnimationFrame(press.frame);
    const p = this.boardPoint(e);
    if (!press.dragging) {
      this.tap(press.card, p);
      return;
    }
    this.endDrag(press);
    this.drop(press.card, this.hitTest(p));
  }

  onPointerCancel(e) {
    const press = this.press;
    if (!press || e.pointerId !== press.id) return;
    this.press = null;
    if (press.frame) cancelAnimationFrame(press.frame);
    if (press.dragging) this.endDrag(press);
    this.redraw(true);
  }

  endDrag(press) {
    this.board.classList.remove("rsol-dragging");
    for (const k of press.keys) this.els.get(k)?.classList.remove("rsol-lifted");
    this.clearTargets();
  }

  /** The pile under a board point: a column (0..6), any foundation slot (7), or null. */
  hitTest(p) {
    const m = this.m;
    const half = m.gap / 2;
    if (p.y < m.tableauTop - m.gap) {
      if (p.y > m.top + m.ch + half) return null;
      for (let s = 0; s < 4; s++) {
        const x = this.colX(m, 3 + s);
        if (p.x >= x - half && p.x <= x + m.cw + half) return FOUNDATION;
      }
      return null;
    }
    for (let c = 0; c < 7; c++) {
      const x = this.colX(m, c);
      if (p.x >= x - half && p.x <= x + m.cw + half) return c;
    }
    return null;
  }

  showTargets(card) {
    this.clearTargets();
    for (const dest of this.state.dests[card] || []) {
      if (dest === FOUNDATION) this.foundSlots[suitOf(card)].classList.add("rsol-target");
      else {
        const col = this.shown.columns[dest];
        const last = col.length ? this.els.get(col[col.length - 1].card) : null;
        (last || this.colSlots[dest]).classList.add("rsol-target");
      }
    }
  }

  clearTargets() {
    for (const node of this.board.querySelectorAll(".rsol-target")) node.classList.remove("rsol-target");
  }

  // ------------------------------------------------------------------ keyboard input
  focusTarget() {
    const { pile, index } = this.focus;
    if (pile < 7) {
      const col = this.shown.columns[pile];
      if (!col.length) return this.colSlots[pile];
      const first = col.findIndex((e) => e.up);
      const i = index < 0 || index >= col.length ? col.length - 1 : Math.max(first, index);
      return this.els.get(col[i].card) || this.colSlots[pile];
    }
    const s = pile - 7;
    const top = this.shown.foundations[s].at(-1);
    return (top && this.els.get(top)) || this.foundSlots[s];
  }

  updateFocus() {
    const target = this.focusTarget();
    const hadFocus = this.root.contains(document.activeElement) && document.activeElement !== this.root;
    const onBoard = hadFocus && this.board.contains(document.activeElement);
    for (const node of this.board.querySelectorAll('[tabindex="0"]')) if (node !== target) node.tabIndex = -1;
    target.tabIndex = 0;
    if (onBoard && document.activeElement !== target) target.focus({ preventScroll: true });
  }

  moveFocus(pile, index) {
    this.focus = { pile: (pile + 11) % 11, index };
    this.updateFocus();
    this.focusTarget().focus({ preventScroll: true });
  }

  onKey(e) {
    const panel = e.target.closest(".rsol-panel");
    if (panel) {
      if (e.key === "Escape") {
        this.toggleSettings(false);
        this.closeNewGame();
      } else if (e.key === "Tab" && panel === this.dialog) this.keepFocusIn(panel, e);
      return;
    }
    if (this.static) return;
    const onBoard = this.board.contains(e.target);
    const key = e.key;
    if ((key === "u" || key === "U") && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      this.undo();
      return;
    }
    if (!onBoard) return;
    const { pile, index } = this.focus;
    const col = pile < 7 ? this.shown.columns[pile] : null;
    const cur = col ? (index < 0 || index >= col.length ? col.length - 1 : index) : -1;
    const firstUp = col ? col.findIndex((x) => x.up) : -1;
    if (key === "ArrowRight") this.moveFocus(pile + 1, -1);
    else if (key === "ArrowLeft") this.moveFocus(pile - 1, -1);
    else if (key === "ArrowUp" && col && cur > firstUp) this.moveFocus(pile, cur - 1);
    else if (key === "ArrowDown" && col && cur >= 0 && cur < col.length - 1) this.moveFocus(pile, cur + 1);
    else if (key === "Enter" || key === " ") this.keyPickOrDrop(pile, cur);
    else if (key === "Escape" && this.held) {
      this.say(`${this.cardName(this.held.card)}: ${this.L("dropped_back")}`);
      this.held = null;
      this.clearTargets();
      this.markHeld();
    } else return;
    e.preventDefault();
    e.stopPropagation();
  }

  keyPickOrDrop(pile, index) {
    const dest = pile < 7 ? pile : FOUNDATION;
    if (this.held) {
      const card = this.held.card;
      this.held = null;
      this.clearTargets();
      this.markHeld();
      const name = pile < 7 ? `${this.L("column")} ${pile + 1}` : this.L("foundation");
      this.drop(card, dest, `${this.cardName(card)}: ${this.L("moved_to")} ${name}`);
      return;
    }
    let card = null;
    if (pile < 7) card = this.shown.columns[pile][index]?.up ? this.shown.columns[pile][index].card : null;
    else card = this.shown.foundations[pile - 7].at(-1) || null;
    if (!card) return;
    this.held = { card };
    this.markHeld();
    if (this.model.get("placement_help")) this.showTargets(card);
    this.say(`${this.cardName(card)}: ${this.L("picked_up")}`);
  }

  markHeld() {
    for (const node of this.board.querySelectorAll(".rsol-held")) node.classList.remove("rsol-held");
    if (!this.held) return;
    const from = this.sourceOf(this.held.card);
    if (!from) {
      this.held = null;
      return;
    }
    const keys =
      from.pile === FOUNDATION ? [this.held.card] : this.shown.columns[from.pile].slice(from.index).map((x) => x.card);
    for (const k of keys) this.els.get(k)?.classList.add("rsol-held");
  }

  /** Tab and Shift+Tab cycle inside a modal panel instead of leaving it. */
  keepFocusIn(panel, e) {
    const stops = [...panel.querySelectorAll("input, button, select")].filter(
      (n) => !n.disabled && n.getClientRects().length && (n.type !== "radio" || n.checked),
    );
    if (!stops.length) return;
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (e.shiftKey && document.activeElement === first) last.focus();
    else if (!e.shiftKey && document.activeElement === last) first.focus();
    else return;
    e.preventDefault();
  }

  // ------------------------------------------------------------------ settings and new game
  toggleSettings(open) {
    const show = open ?? this.settingsPanel.hidden;
    const hadFocus = this.settingsPanel.contains(document.activeElement);
    this.settingsPanel.hidden = !show;
    this.settingsBtn.setAttribute("aria-expanded", String(show));
    if (show) this.settingBoxes.double_click.box.focus();
    else if (hadFocus) this.settingsBtn.focus();
  }

  openNewGame() {
    if (this.static) return;
    this.toggleSettings(false);
    this.dialog.hidden = false;
    this.dialogError.textContent = "";
    this.ruleRadios.classic.radio.checked = true;
    this.codeInput.value = "";
    this.ruleRadios.classic.radio.focus();
  }

  closeNewGame() {
    const hadFocus = this.dialog.contains(document.activeElement);
    this.dialog.hidden = true;
    this.dialogRequest = null;
    if (hadFocus) this.newBtn.focus();
  }

  startNewGame() {
    const rule = this.ruleRadios.relaxed.radio.checked ? "relaxed" : "classic";
    const code = this.codeInput.value.trim();
    this.dialogError.textContent = "";
    this.dialogRequest = this.request("new_game", code ? { rule, code } : { rule });
  }

  onNewGameReply(msg) {
    if (msg.status === "done") {
      this.closeNewGame();
      this.say("");
      this.newBtn.focus();
    } else this.dialogError.textContent = msg.message || msg.reason || "";
  }
}

function render({ model, el }) {
  const view = new SolitaireView(model, el);
  return () => view.destroy();
}

export default { render };
