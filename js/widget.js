// src/analysis-part.js
var AnalysisPart = class {
  /** @param {AnalysisHost} view */
  constructor(view) {
    this.view = view;
    this.gameReview = /** @type {any} */
    null;
  }
  on() {
    return !!this.view.model.get("hints") && !this.view.static;
  }
  /** Whether a move is drawn that the engine has not yet published (the answer there is not in yet). */
  moving() {
    const view = this.view;
    return !!view.state && view.pending.unconfirmed(view.state.seq).length > 0;
  }
  askHint() {
    const view = this.view;
    view.hints.ask(view.state, view.model.get("analysis") || {}, this.moving());
    this.draw();
  }
  /** "Where did it go wrong?": ask the engine (the answer comes in the synced `review` trait). */
  askReview() {
    const view = this.view;
    if (view.static || !view.state || view.model.get("replaying")) return;
    if (!view.model.get("hints")) view.say(view.labels.text("review_hints_off"));
    else view.actions.send("analyse");
  }
  /** The "winnable from here?" indicator, the hint asked for and the review, when they are about the position shown. */
  draw() {
    const view = this.view;
    const moving = this.moving();
    const analysis = view.model.get("analysis") || {};
    const review = view.model.get("review") || {};
    view.review.draw({ on: this.on(), state: view.state, analysis, review: review.game ? {} : review });
    this.gameReview.draw({ state: view.state, review, live: !view.static });
    view.hints.draw({
      on: this.on() && !this.gameReview.board(),
      // a key moment shown: the chance and hint are the game's, not its
      state: view.state,
      shown: view.shown,
      analysis: moving ? {} : analysis,
      // never the previous position's answer on a move just drawn
      groupOf: (card) => view.groupOf(card),
      moving
    });
  }
};

// src/dom.js
function make(tag, className, parent) {
  const node = document.createElement(tag);
  node.setAttribute("data-lm-suppress-shortcuts", "true");
  if (className) node.className = className;
  if (parent) parent.append(node);
  return node;
}
function button(className, parent) {
  const node = make("button", `rsol-btn ${className}`.trim(), parent);
  node.type = "button";
  return node;
}
function formatTime(seconds) {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor(s % 3600 / 60)).padStart(h ? 2 : 1, "0");
  const ss = String(s % 60).padStart(2, "0");
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
function afterPaint(fn) {
  requestAnimationFrame(() => window.setTimeout(fn, 0));
}

// src/icons.js
var NS = "http://www.w3.org/2000/svg";
var ICONS = {
  hint: "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.8 10.6c.7.7 1 1.5 1 2.4h5.6c0-.9.3-1.7 1-2.4A6 6 0 0 0 12 3z",
  undo: "M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11",
  redo: "M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13",
  new_game: "M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM12 8v8M8 12h8",
  menu: "M4 6h16M4 12h16M4 18h16",
  settings: "M4 7h8M18 7h2M4 17h2M12 17h8M15 4.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM9 14.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z",
  time: "M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 7v5l3 2",
  moves: "M4 8h13l-3-3M20 16H7l3 3",
  score: "M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z",
  code: "M9 4 7 20M17 4l-2 16M4 9h16M3 15h16"
};
function icon(name, className = "rsol-icon") {
  const svg2 = document.createElementNS(NS, "svg");
  svg2.setAttribute("viewBox", "0 0 24 24");
  svg2.setAttribute("class", className);
  svg2.setAttribute("aria-hidden", "true");
  svg2.setAttribute("focusable", "false");
  const path = document.createElementNS(NS, "path");
  path.setAttribute("d", ICONS[name]);
  svg2.append(path);
  return svg2;
}
function spinner() {
  const svg2 = document.createElementNS(NS, "svg");
  svg2.setAttribute("viewBox", "0 0 24 24");
  svg2.setAttribute("class", "rsol-spinner");
  svg2.setAttribute("aria-hidden", "true");
  const ring = document.createElementNS(NS, "circle");
  ring.setAttribute("cx", "12");
  ring.setAttribute("cy", "12");
  ring.setAttribute("r", "9");
  ring.setAttribute("class", "rsol-spinner-ring");
  const arc = document.createElementNS(NS, "path");
  arc.setAttribute("d", "M12 3a9 9 0 0 1 9 9");
  arc.setAttribute("class", "rsol-spinner-arc");
  svg2.append(ring, arc);
  return svg2;
}

// src/bar.js
var STATS = (
  /** @type {const} */
  ["time", "moves", "score", "code"]
);
var Bar = class {
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
    this.stat = {};
    for (const key of STATS) {
      const box = make("span", `rsol-stat rsol-stat-${key}`, stats);
      box.dataset.part = key;
      box.append(icon(
        /** @type {import("./icons.js").IconName} */
        key,
        "rsol-icon rsol-stat-icon"
      ));
      this.stat[key] = { name: make("span", "rsol-stat-name", box), value: make("span", "rsol-stat-value", box) };
    }
    this.stat.code.value.classList.add("rsol-code");
    this.verdict = make("span", "rsol-verdict", bar);
    this.verdict.setAttribute("role", "status");
    this.verdict.hidden = true;
    const buttons = make("div", "rsol-buttons", bar);
    const iconButton = (className, name) => {
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
    const L = (k) => this.labels.text(k);
    this.el.setAttribute("aria-label", L("bar"));
    for (const key of STATS) {
      this.stat[key].name.textContent = L(key);
      this.stat[key].value.parentElement?.setAttribute("title", L(key));
    }
    const named = (
      /** @type {[HTMLButtonElement, string][]} */
      [
        [this.undoBtn, "undo"],
        [this.redoBtn, "redo"],
        [this.hintBtn, "hint"],
        [this.newBtn, "new_game"],
        [this.menuBtn, "game_menu"],
        [this.settingsBtn, "settings"]
      ]
    );
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
  drawVerdict(on, status, text2, hintDisabled) {
    this.hintBtn.hidden = !on;
    this.verdict.hidden = !on;
    this.el.classList.toggle("rsol-with-hints", on);
    if (!on) return;
    this.verdict.textContent = text2;
    this.verdict.dataset.status = status;
    this.hintBtn.disabled = hintDisabled;
  }
  /** The buttons of a saved picture do nothing. @param {boolean} on */
  setInert(on) {
    for (const b of [this.hintBtn, this.undoBtn, this.redoBtn, this.newBtn, this.menuBtn, this.settingsBtn]) b.inert = on;
  }
};

// src/table.js
function tableFrom(constants) {
  return { columns: constants.columns, foundation: constants.foundation, suits: constants.suits };
}
function foundationSlot(table, card) {
  return table.columns + table.suits.indexOf(card.slice(-1));
}
function slotOfDest(table, card, dest) {
  return dest === table.foundation ? foundationSlot(table, card) : dest;
}
function destOfSlot(table, slot) {
  return slot < table.columns ? slot : table.foundation;
}
function isColumn(table, slot) {
  return slot < table.columns;
}
function slotCount(table) {
  return table.columns + table.suits.length;
}

// src/board.js
function cloneBoard(state) {
  return {
    columns: state.columns.map((col) => col.slice()),
    foundations: state.foundations.map((cards) => cards.slice())
  };
}
function locate(table, board, card) {
  for (let c = 0; c < board.columns.length; c++) {
    const i = board.columns[c].indexOf(card);
    if (i >= 0) return { slot: c, index: i };
  }
  const slot = foundationSlot(table, card);
  const cards = board.foundations[slot - table.columns];
  if (cards && cards.length && cards[cards.length - 1] === card) return { slot, index: cards.length - 1 };
  return null;
}
function groupOf(table, board, card) {
  const spot = locate(table, board, card);
  if (!spot) return [];
  if (!isColumn(table, spot.slot)) return [card];
  return (
    /** @type {string[]} */
    board.columns[spot.slot].slice(spot.index)
  );
}
function applyMove(table, board, card, dest) {
  const from = locate(table, board, card);
  if (!from) return;
  let group;
  if (isColumn(table, from.slot)) group = board.columns[from.slot].splice(from.index);
  else group = [
    /** @type {string} */
    board.foundations[from.slot - table.columns].pop()
  ];
  const to = slotOfDest(table, card, dest);
  if (isColumn(table, to)) board.columns[to].push(...group);
  else board.foundations[to - table.columns].push(card);
}
function shownBoard(table, state, pending) {
  const board = cloneBoard(state);
  for (const p of pending) {
    if ((state.dests[p.card] || []).includes(p.dest)) applyMove(table, board, p.card, p.dest);
  }
  return board;
}

// src/layout.js
var CARD_RATIO = 1.4;
var MAX_CW = 100;
var MIN_CW = 44;
var ROOM_FOR = 21;
var NARROW = 400;
var MIN_WIDTH = 196;
function neededHeight(cw, gap) {
  const ch = Math.round(cw * CARD_RATIO);
  return gap + ch + 2 * gap + fanRoom(cw, ch) + gap;
}
function fanRoom(cw, ch) {
  return Math.max(ch * 4, ch + (ROOM_FOR - 1) * minStep(cw, ch));
}
function metrics(width, height = Infinity) {
  width = Math.max(MIN_WIDTH, width || 600);
  const gap = width < NARROW ? 3 : Math.max(3, Math.round(width * 0.012));
  let cw = Math.max(MIN_CW, Math.min(MAX_CW, Math.floor((width - 8 * gap) / 7)));
  if (Number.isFinite(height) && height > 0) {
    while (cw > MIN_CW && neededHeight(cw, gap) > height) cw--;
  }
  const ch = Math.round(cw * CARD_RATIO);
  const step = Math.min(cw + gap, Math.floor((width - 2 * gap - cw) / 6));
  const left = Math.max(gap, Math.floor((width - 6 * step - cw) / 2));
  const top = gap;
  const tableauTop = top + ch + 2 * gap;
  const down = Math.max(4, Math.round(ch * 0.09));
  return { width, gap, cw, ch, step, left, top, tableauTop, down, fan: fanRoom(cw, ch) };
}
function slotX(table, m, slot) {
  const lane = isColumn(table, slot) ? slot : slot - table.columns + 3;
  return m.left + lane * m.step;
}
function slotY(table, m, slot) {
  return isColumn(table, slot) ? m.tableauTop : m.top;
}
function minFanStep(m) {
  return minStep(m.cw, m.ch);
}
function minStep(cw, ch) {
  return Math.ceil(ch * 0.01 + 1.15 * cornerFont(cw) + 2);
}
function cornerFont(cw) {
  return Math.max(10, Math.min(cw * 0.2, 20));
}
function layoutBoard(table, board, m, movable) {
  const items = [];
  const maxHeight = m.fan;
  const minUp = minFanStep(m);
  let bottom = m.tableauTop + m.ch;
  board.columns.forEach((col, c) => {
    const downs = col.filter((card) => card === null).length;
    const ups = col.length - downs;
    let up = Math.round(m.ch * 0.27);
    if (ups > 1) up = Math.max(minUp, Math.min(up, (maxHeight - m.ch - downs * m.down) / (ups - 1)));
    let y = m.tableauTop;
    const x = slotX(table, m, c);
    col.forEach((card, i) => {
      const key = card ?? `down-${c}-${i}`;
      items.push({ key, card, x, y, z: 10 + i, slot: c, index: i, movable: !!card && movable.has(card) });
      if (i === col.length - 1) bottom = Math.max(bottom, y + m.ch);
      y += card ? up : m.down;
    });
  });
  board.foundations.forEach((cards, s) => {
    const slot = table.columns + s;
    const x = slotX(table, m, slot);
    cards.slice(-2).forEach((card, j, shown) => {
      const index = cards.length - shown.length + j;
      const top = index === cards.length - 1;
      items.push({ key: card, card, x, y: m.top, z: 2 + j, slot, index, movable: top && movable.has(card) });
    });
  });
  return { items, height: Math.max(bottom, m.tableauTop + maxHeight) + m.gap };
}
function hitTest(table, m, p) {
  const half = m.gap / 2;
  const within = (slot) => {
    const x = slotX(table, m, slot);
    return p.x >= x - half && p.x <= x + m.cw + half;
  };
  if (p.y < m.tableauTop - m.gap) {
    if (p.y > m.top + m.ch + half) return null;
    for (let s = table.suits.length - 1; s >= 0; s--) if (within(table.columns + s)) return table.columns + s;
    return null;
  }
  for (let c = table.columns - 1; c >= 0; c--) if (within(c)) return c;
  return null;
}

// src/arrow.js
var SVG_NS = "http://www.w3.org/2000/svg";
var MoveArrow = class {
  /**
   * @param {HTMLElement} board
   * @param {string} className the SVG's classes (its look)
   */
  constructor(board, className) {
    this.svg = document.createElementNS(SVG_NS, "svg");
    this.svg.setAttribute("class", className);
    this.svg.setAttribute("aria-hidden", "true");
    const defs = document.createElementNS(SVG_NS, "defs");
    const marker = document.createElementNS(SVG_NS, "marker");
    const id = `rsol-arrowhead-${Math.random().toString(36).slice(2, 8)}`;
    for (const [k, v] of Object.entries({ id, viewBox: "0 0 10 10", refX: "6", refY: "5", markerWidth: "4", markerHeight: "4", orient: "auto" })) marker.setAttribute(k, v);
    const head = document.createElementNS(SVG_NS, "path");
    head.setAttribute("d", "M0 0L10 5L0 10z");
    marker.append(head);
    defs.append(marker);
    this.path = document.createElementNS(SVG_NS, "path");
    this.path.setAttribute("marker-end", `url(#${id})`);
    this.svg.append(defs, this.path);
    this.svg.style.display = "none";
    board.append(this.svg);
    this.spec = null;
  }
  /**
   * Point from `card` to `slot` (drawn at once and after every redraw), or clear with null.
   * @param {{card: string, slot: number} | null} spec
   * @param {BoardView} view
   * @param {Board | null} board
   */
  set(spec, view, board) {
    this.spec = spec;
    if (board) this.draw(view, board);
    else this.svg.style.display = "none";
  }
  /**
   * @param {BoardView} view
   * @param {Board} board
   */
  draw(view, board) {
    const m = view.m;
    const from = this.spec && view.items.get(this.spec.card);
    if (!this.spec || !m || !from) {
      this.svg.style.display = "none";
      return;
    }
    const to = view.destNode(board, this.spec.slot);
    const target = to.dataset.key ? view.items.get(to.dataset.key) : null;
    const tx = (target ? target.x : slotX(view.table, m, this.spec.slot)) + m.cw / 2;
    const ty = (target ? target.y : slotY(view.table, m, this.spec.slot)) + m.ch * 0.45;
    const fx = from.x + m.cw / 2;
    const fy = from.y + Math.min(m.ch / 2, cornerFont(m.cw) * 1.6);
    const [cx, cy] = bend(fx, fy, tx, ty);
    this.path.setAttribute("d", `M${fx} ${fy}Q${cx} ${cy} ${tx} ${ty}`);
    this.path.style.strokeWidth = `${Math.max(3, m.cw * 0.06)}px`;
    this.svg.style.display = "";
  }
};
function bend(fx, fy, tx, ty) {
  const mx = (fx + tx) / 2;
  const my = (fy + ty) / 2;
  const side = tx >= fx ? -1 : 1;
  return [mx + side * (ty - fy) * 0.2, my - side * (tx - fx) * 0.2];
}

// src/faces.js
var NS2 = "http://www.w3.org/2000/svg";
var RED_SUITS = /* @__PURE__ */ new Set(["♥", "♦"]);
var X = { L: 33, C: 50, R: 67 };
var Y4 = [30, 56.7, 83.3, 110];
var Y3 = [30, 70, 110];
function pipLayout(rank) {
  const { L, C, R } = X;
  const [t, m, b] = Y3;
  const layouts = {
    1: [[C, 70]],
    2: [[C, t], [C, b]],
    3: [[C, t], [C, m], [C, b]],
    4: [[L, t], [R, t], [L, b], [R, b]],
    5: [[L, t], [R, t], [C, m], [L, b], [R, b]],
    6: [[L, t], [R, t], [L, m], [R, m], [L, b], [R, b]],
    7: [[L, t], [R, t], [C, 50], [L, m], [R, m], [L, b], [R, b]],
    8: [[L, t], [R, t], [C, 50], [L, m], [R, m], [C, 90], [L, b], [R, b]],
    9: [...Y4.flatMap((y) => (
      /** @type {[number, number][]} */
      [[L, y], [R, y]]
    )), [C, 70]],
    10: [...Y4.flatMap((y) => (
      /** @type {[number, number][]} */
      [[L, y], [R, y]]
    )), [C, 43.3], [C, 96.7]]
  };
  return layouts[rank] || [];
}
function svg(tag, attrs, parent) {
  const node = document.createElementNS(NS2, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (parent) parent.append(node);
  return node;
}
var SUIT_PATHS = {
  "♥": "M5 9.3C1.2 6.4-.2 4.3.9 2.3 2 .5 4.3.7 5 2.6 5.7.7 8 .5 9.1 2.3c1.1 2-.3 4.1-4.1 7z",
  "♦": "M5 .3 8.7 5 5 9.7 1.3 5z",
  "♠": "M5 .4C3.1 2.9.5 4.3.8 6.4c.3 1.8 2.4 2.1 3.6.9-.1 1-.5 1.8-1.2 2.4h3.6c-.7-.6-1.1-1.4-1.2-2.4 1.2 1.2 3.3.9 3.6-.9C9.5 4.3 6.9 2.9 5 .4z",
  "♣": "M5 .7a2 2 0 0 1 1.6 3.2 2 2 0 1 1 .5 3.8c-.8 0-1.4-.4-1.7-1 .1 1.2.5 2 1.3 2.8H3.3c.8-.8 1.2-1.6 1.3-2.8-.3.6-.9 1-1.7 1a2 2 0 1 1 .5-3.8A2 2 0 0 1 5 .7z"
};
function pip(parent, suit, x, y, size, flip2 = false) {
  const s = size / 10;
  const turn = flip2 ? ` rotate(180 ${x} ${y})` : "";
  const d = SUIT_PATHS[
    /** @type {keyof typeof SUIT_PATHS} */
    suit
  ] || SUIT_PATHS["♠"];
  return svg("path", { d, transform: `${turn} translate(${x - size / 2} ${y - size / 2}) scale(${s})`.trim() }, parent);
}
function rankOf(card) {
  const r = card.slice(0, -1);
  return { A: 1, J: 11, Q: 12, K: 13 }[r] ?? Number(r);
}
function drawFace(node, card) {
  const suit = card.slice(-1);
  const rank = rankOf(card);
  node.classList.add(RED_SUITS.has(suit) ? "rsol-red" : "rsol-black");
  for (const where of ["rsol-corner", "rsol-corner rsol-corner-end"]) {
    const corner = document.createElement("span");
    corner.className = where;
    corner.setAttribute("aria-hidden", "true");
    corner.textContent = card;
    node.append(corner);
  }
  const face = svg("svg", { viewBox: "0 0 100 140", class: "rsol-face", "aria-hidden": "true" });
  if (rank > 10) court(face, suit, rank);
  else {
    const size = rank === 1 ? 36 : 16;
    for (const [x, y] of pipLayout(rank)) pip(face, suit, x, y, size, rank > 1 && y > 72);
  }
  node.append(face);
  const big = svg("svg", { viewBox: "0 0 10 10", class: "rsol-big-pip", "aria-hidden": "true" });
  pip(big, suit, 5, 5, 10);
  node.append(big);
}
function court(face, suit, rank) {
  svg("rect", { x: 19, y: 20, width: 62, height: 100, rx: 4, class: "rsol-court-frame" }, face);
  for (const flip2 of [false, true]) {
    const half = svg("g", flip2 ? { transform: "rotate(180 50 70)" } : {}, face);
    bust(half, rank);
    pip(half, suit, 68, 30, 10);
  }
  svg("line", { x1: 22, y1: 70, x2: 78, y2: 70, class: "rsol-court-line" }, face);
}
function bust(g, rank) {
  svg("path", { d: "M27 70l3-9q3-7 12-8h16q9 1 12 8l3 9z", class: "rsol-court-robe" }, g);
  svg("path", { d: "M33 70V63M67 70V63", class: "rsol-court-trim" }, g);
  svg("path", { d: "M42 53l8 17 8-17", class: "rsol-court-trim" }, g);
  svg("circle", { cx: 50, cy: 44, r: 8.5, class: "rsol-court-skin" }, g);
  svg("path", { d: "M45 45h1.5M53.5 45H55M47.5 49.5q2.5 1.5 5 0", class: "rsol-court-ink" }, g);
  const hats = {
    13: "M40 37l2-10 4 6 4-8 4 8 4-6 2 10z",
    12: "M41 37q0-7 3-9 2 3 3 0 3-4 6 0 1 3 3 0 3 2 3 9z",
    11: "M39 38q1-9 11-9 8 0 11 6l-4 3zM58 30q6-8 10-6-3 3-7 8z"
  };
  svg("path", { d: hats[
    /** @type {11 | 12 | 13} */
    rank
  ], class: rank === 11 ? "rsol-court-cap" : "rsol-court-gold" }, g);
  if (rank === 13) svg("path", { d: "M44 50q6 9 12 0q-2 6-6 6t-6-6z", class: "rsol-court-beard" }, g);
  if (rank === 12) svg("path", { d: "M41.5 44q-2 9 3 12M58.5 44q2 9-3 12", class: "rsol-court-hair" }, g);
}

// src/cascade.js
var STEP_MS = 28;
var FLIGHT_MS = 900;
var STILL = "rsol-still";
function reducedMotion(el = null) {
  if (el && el.closest(`.${STILL}`)) return true;
  return typeof window !== "undefined" && !!window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}
function flightEnd(k, width, height, fromX, cardWidth) {
  const right = k % 2 === 0;
  const spread = 0.35 + k * 37 % 50 / 100;
  const dx = right ? width - fromX + spread * width * 0.3 : -fromX - spread * width * 0.3 - 100;
  const drop = Math.max(height * 0.2, cardWidth * 2);
  return { dx, dy: height * (0.6 + spread), turn: (right ? 1 : -1) * (180 + k * 53 % 180), drop };
}
function flightOrder(foundations) {
  const order = [];
  const height = Math.max(0, ...foundations.map((p) => p.length));
  for (let i = height - 1; i >= 0; i--) {
    foundations.forEach((pile, s) => {
      if (i < pile.length) order.push({ card: pile[i], pile: s });
    });
  }
  return order;
}
function cascade(board, foundations, at) {
  if (reducedMotion(board) || typeof board.animate !== "function") return Promise.resolve();
  const width = board.clientWidth;
  const height = board.clientHeight;
  const cardWidth = board.querySelector(".rsol-card")?.getBoundingClientRect().width || 60;
  const flights = flightOrder(foundations).map(({ card, pile }, k) => {
    const { x, y } = at(pile);
    const start = `translate(${x}px, ${y}px)`;
    const copy = document.createElement("div");
    copy.className = "rsol-card rsol-flying";
    copy.setAttribute("aria-hidden", "true");
    drawFace(copy, card);
    copy.style.transform = start;
    copy.style.zIndex = String(1200 + k);
    board.append(copy);
    const end = flightEnd(k, width, height, x, cardWidth);
    const anim = copy.animate(
      [
        { transform: `${start} rotate(0deg)`, opacity: 1 },
        { transform: `${start} translate(${end.dx * 0.5}px, ${end.drop}px) rotate(${end.turn / 2}deg)`, offset: 0.4 },
        { transform: `${start} translate(${end.dx}px, ${end.dy}px) rotate(${end.turn}deg)` }
      ],
      { duration: FLIGHT_MS, delay: k * STEP_MS, easing: "ease-in", fill: "backwards" }
    );
    return anim.finished.catch(() => void 0).finally(() => copy.remove());
  });
  return Promise.all(flights).then(() => void 0);
}
var Celebration = class {
  /** @param {import("./view.js").SolitaireView} view */
  constructor(view) {
    this.view = view;
    this.game = null;
  }
  /** @param {number} game */
  running(game) {
    return this.game === game;
  }
  /** @param {number} game */
  start(game) {
    const view = this.view;
    if (reducedMotion(view.root) || !view.state) return;
    this.game = game;
    const foundations = view.state.foundations;
    const board = view.boardView;
    window.setTimeout(() => {
      const m = board.m;
      const at = (pile) => {
        const slot = board.slots[view.table.columns + pile];
        const x = Number(/translate\(([-\d.]+)px/.exec(slot.style.transform)?.[1] || 0);
        return { x, y: m ? m.top : 0 };
      };
      for (const node of board.els.values()) if (node.dataset.slot && +node.dataset.slot >= view.table.columns) node.style.visibility = "hidden";
      cascade(board.el, foundations, at).then(() => {
        for (const node of board.els.values()) node.style.visibility = "";
        if (this.game === game) this.game = null;
        view.drawBar();
        view.emit("celebrated", { game });
      });
    }, 160);
  }
};
function glideBack(nodes) {
  const cards = nodes.filter((n) => !!n);
  for (const n of cards) n?.classList.add("rsol-returning");
  window.setTimeout(() => {
    for (const n of cards) n?.classList.remove("rsol-returning");
  }, 450);
}

// src/motion.js
var DEAL_STEP_MS = 14;
var DEAL_FLIGHT_MS = 280;
var FLIP_MS = 220;
function dealDelays(items) {
  const order = [...items].sort((a, b) => a.index - b.index || a.slot - b.slot);
  return new Map(order.map((item, k) => [item.key, k * DEAL_STEP_MS]));
}
function deal(els, items, x0, y0) {
  if (reducedMotion(els.values().next().value)) return Promise.resolve();
  const delays = dealDelays(items);
  const flights = items.map((item) => {
    const node = els.get(item.key);
    if (!node || typeof node.animate !== "function") return Promise.resolve();
    const anim = node.animate(
      [{ transform: `translate(${x0}px, ${y0}px)` }, { transform: `translate(${item.x}px, ${item.y}px)` }],
      { duration: DEAL_FLIGHT_MS, delay: delays.get(item.key) || 0, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)", fill: "backwards" }
    );
    return anim.finished.then(
      () => void 0,
      () => void 0
    );
  });
  return Promise.all(flights).then(() => void 0);
}
function flip(node, x, y) {
  if (reducedMotion(node) || typeof node.animate !== "function") return;
  const at = `translate(${x}px, ${y}px)`;
  node.animate([{ transform: `${at} scaleX(0.05)` }, { transform: `${at} scaleX(1)` }], { duration: FLIP_MS, easing: "ease-out" });
}

// src/tab-stop.js
var TabStop = class {
  /** @param {HTMLElement} el the board */
  constructor(el) {
    this.el = el;
    this.stop = null;
  }
  /**
   * Give `target` the board's single tab stop; move the focus there if the board had it, once the frame
   * is drawn: a focus change inside a draw runs the notebook's focus handlers before the board is
   * painted (a move drawn 5 ms later). Keys reach the board meanwhile (they are heard on its root).
   * The focused element keeps its tabindex until then too: changing it makes the browser compute the
   * page's styles at once, inside the draw, to learn whether it can still hold the focus.
   * `focusing`: the caller focuses `target` at once (a key moved the focus), so no other element keeps
   * the stop, not even for a frame: the board has one tab stop at every moment.
   * @param {HTMLElement} target
   * @param {boolean} [focusing]
   */
  set(target, focusing = false) {
    const active = document.activeElement;
    const onBoard = !focusing && !!active && active !== this.el && this.el.contains(active) && !active.closest(".rsol-backdrop");
    this.stop = target;
    for (const node of this.el.querySelectorAll('[tabindex="0"]')) {
      if (node !== target && (focusing || node !== active)) node.tabIndex = -1;
    }
    if (target.tabIndex !== 0) target.tabIndex = 0;
    if (onBoard && active !== target) afterPaint(() => this.focusStop(
      /** @type {HTMLElement} */
      active
    ));
  }
  /** The element holding the board's tab stop. */
  get() {
    return this.stop?.isConnected ? this.stop : (
      /** @type {HTMLElement | null} */
      this.el.querySelector('[tabindex="0"]')
    );
  }
  /**
   * Focus the tab stop, unless the focus left what held it when the move was drawn (keys or a click
   * moved it); what held it gives the stop up.
   * @param {HTMLElement} was
   */
  focusStop(was) {
    const active = document.activeElement;
    const stop = this.get();
    if (active === was || active === document.body && !was.isConnected) stop?.focus({ preventScroll: true });
    if (was !== stop && was.getAttribute("tabindex") === "0") was.tabIndex = -1;
  }
};

// src/board-view.js
var BoardView = class {
  /**
   * @param {HTMLElement} parent
   * @param {Table} table
   * @param {Labels} labels
   */
  constructor(parent, table, labels) {
    this.table = table;
    this.labels = labels;
    this.el = make("div", "rsol-board rsol-anim", parent);
    this.ruleTag = make("div", "rsol-rule-tag", this.el);
    this.slots = [];
    for (let c = 0; c < table.columns; c++) {
      const slot = make("div", "rsol-slot rsol-col-slot", this.el);
      slot.dataset.slot = String(c);
      this.slots.push(slot);
    }
    table.suits.forEach((suit, s) => {
      const slot = make("div", "rsol-slot rsol-found-slot", this.el);
      slot.dataset.slot = String(table.columns + s);
      const mark = make("span", `rsol-slot-suit ${suit === "♥" || suit === "♦" ? "rsol-red" : ""}`, slot);
      mark.textContent = suit;
      this.slots.push(slot);
    });
    for (const slot of this.slots) {
      slot.setAttribute("role", "button");
      slot.tabIndex = -1;
    }
    this.els = /* @__PURE__ */ new Map();
    this.items = /* @__PURE__ */ new Map();
    this.m = null;
    this.tabs = new TabStop(this.el);
    this.labelled = null;
    this.arrow = new MoveArrow(this.el, "rsol-hint-arrow");
    this.played = new MoveArrow(this.el, "rsol-move-arrow rsol-played-arrow");
    this.better = new MoveArrow(this.el, "rsol-move-arrow rsol-better-arrow");
    this.room = { below: 0, height: 0, bottom: 0 };
  }
  /** @param {Point & {clientX?: number}} e a pointer event */
  point(e) {
    const r = this.el.getBoundingClientRect();
    return { x: (
      /** @type {any} */
      e.clientX - r.left
    ), y: (
      /** @type {any} */
      e.clientY - r.top
    ) };
  }
  /**
   * Draw `board` with metrics `m`; cards being dragged (`lifted`) keep their place under the pointer.
   * @param {Board} board
   * @param {Metrics} m
   * @param {{animate: boolean, lifted: Set<string>, movable: Set<string>, rule: string, deal?: boolean}} how
   *   `deal`: a new deal, the cards fly to their places
   */
  draw(board, m, how) {
    this.m = m;
    const { items, height } = layoutBoard(this.table, board, m, how.movable);
    const el = this.el;
    el.classList.toggle("rsol-anim", how.animate);
    this.room.height = height;
    this.room.bottom = Math.max(0, ...items.map((i) => i.y + m.ch));
    fitHeight(el, this.room);
    el.style.setProperty("--rsol-cw", `${m.cw}px`);
    el.style.setProperty("--rsol-ch", `${m.ch}px`);
    el.style.setProperty("--rsol-corner", `${cornerFont(m.cw)}px`);
    el.style.setProperty("--rsol-left", `${m.left}px`);
    el.style.setProperty("--rsol-top", `${m.top}px`);
    el.style.setProperty("--rsol-free", `${slotX(this.table, m, this.table.columns) - m.left - m.gap}px`);
    el.classList.toggle("rsol-small", m.cw < 52);
    this.slots.forEach((slot, s) => position(slot, slotX(this.table, m, s), slotY(this.table, m, s)));
    this.ruleTag.style.left = `${m.left}px`;
    this.ruleTag.style.top = `${m.top}px`;
    this.ruleTag.textContent = how.rule;
    const seen = /* @__PURE__ */ new Set();
    const first = this.els.size === 0;
    const made = [];
    this.items = /* @__PURE__ */ new Map();
    for (const item of items) {
      seen.add(item.key);
      this.items.set(item.key, item);
      let node = this.els.get(item.key);
      if (!node) {
        node = this.makeCard(item);
        made.push(node);
        this.els.set(item.key, node);
        el.append(node);
        position(node, item.x, item.y);
        if (!first && !how.deal && item.card && isColumn(this.table, item.slot)) flip(node, item.x, item.y);
      }
      node.dataset.slot = String(item.slot);
      node.dataset.index = String(item.index);
      node.classList.toggle("rsol-movable", item.movable);
      if (!how.lifted.has(item.key)) {
        node.style.zIndex = String(item.z);
        position(node, item.x, item.y);
      }
    }
    for (const [key, node] of this.els) {
      if (!seen.has(key)) {
        node.remove();
        this.els.delete(key);
      }
    }
    this.label(board, made);
    for (const arrow of [this.arrow, this.played, this.better]) arrow.draw(this, board);
    if (how.deal) this.dealt = deal(this.els, items, m.left, m.top);
  }
  /** @param {Item} item */
  makeCard(item) {
    const node = make("div", "rsol-card");
    node.dataset.key = item.key;
    node.tabIndex = -1;
    if (item.card) {
      node.dataset.card = item.card;
      node.setAttribute("role", "button");
      drawFace(node, item.card);
    } else {
      node.classList.add("rsol-back");
      node.setAttribute("role", "img");
    }
    return node;
  }
  /**
   * Spoken names of the cards and slots, in the current language: every card's after a change of
   * language, else only the cards just made; a slot's only when it changes (each attribute written
   * costs the browser's style work in every move's draw).
   * @param {Board} board
   * @param {Iterable<HTMLElement>} made
   */
  label(board, made) {
    const L = this.labels;
    const every = this.labelled !== L.current;
    this.labelled = L.current;
    for (const node of every ? this.els.values() : made) {
      const card = node.dataset.card;
      node.setAttribute("aria-label", card ? L.cardName(card) : L.text("face_down"));
    }
    this.slots.forEach((slot, s) => {
      const name = !isColumn(this.table, s) ? L.format("foundation_name", { suit: this.table.suits[s - this.table.columns] }) : L.format(board.columns[s].length ? "column_name" : "column_empty", { n: s + 1 });
      if (slot.getAttribute("aria-label") !== name) slot.setAttribute("aria-label", name);
    });
  }
  /**
   * The element of a card, or of the slot when `index` is -1 or the card is not drawn.
   * @param {Board} board
   * @param {{slot: number, index: number}} at
   */
  nodeAt(board, at) {
    if (at.index >= 0) {
      const key = isColumn(this.table, at.slot) ? board.columns[at.slot][at.index] : board.foundations[at.slot - this.table.columns][at.index];
      const node = key ? this.els.get(key) : void 0;
      if (node) return node;
    }
    return this.slots[at.slot];
  }
  /**
   * The element that marks a slot as a destination: a column's last card, else the slot itself.
   * @param {Board} board
   * @param {number} slot
   */
  destNode(board, slot) {
    if (!isColumn(this.table, slot)) return this.slots[slot];
    const col = board.columns[slot] || [];
    const last = col.length ? col[col.length - 1] : null;
    return last && this.els.get(last) || this.slots[slot];
  }
  /**
   * Put `className` on these cards' elements.
   * @param {string} className
   * @param {Iterable<string>} cards
   */
  mark(className, cards) {
    for (const card of cards) this.els.get(card)?.classList.add(className);
  }
  /** @param {...string} classNames remove these marks from every element of the board */
  unmark(...classNames) {
    const selector = classNames.map((c) => `.${c}`).join(", ");
    for (const node of this.el.querySelectorAll(selector)) node.classList.remove(...classNames);
  }
  /**
   * Mark a record's refused attempt (a replay's board): the card tried and the place it was tried on.
   * @param {import("./board.js").Board} shown
   * @param {import("./protocol.js").Attempt | null | undefined} attempt
   */
  markAttempt(shown, attempt) {
    this.unmark("rsol-attempt", "rsol-attempt-dest");
    if (!attempt) return;
    const key = attempt.card ?? (attempt.place ? `down-${attempt.place[0]}-${attempt.place[1]}` : null);
    if (key) this.mark("rsol-attempt", attempt.card ? groupOf(this.table, shown, attempt.card) : [key]);
    const card = attempt.card;
    if (attempt.dest !== this.table.foundation) this.destNode(shown, attempt.dest).classList.add("rsol-attempt-dest");
    else if (card) this.destNode(shown, foundationSlot(this.table, card)).classList.add("rsol-attempt-dest");
  }
  /**
   * A short shake of a card (by key) that a gesture could not move; CSS skips it under reduced motion.
   * @param {string | null} key
   */
  nudge(key) {
    const node = key ? this.els.get(key) : void 0;
    if (!node || node.classList.contains("rsol-nudge")) return;
    node.classList.remove("rsol-nudge");
    void node.offsetWidth;
    node.classList.add("rsol-nudge");
    window.setTimeout(() => node.classList.remove("rsol-nudge"), 400);
  }
  /**
   * Lift cards for a drag: above everything, in order.
   * @param {string[]} cards
   */
  lift(cards) {
    this.el.classList.add("rsol-dragging");
    cards.forEach((card, i) => {
      const node = this.els.get(card);
      if (!node) return;
      node.classList.add("rsol-lifted");
      node.style.zIndex = String(1e3 + i);
    });
  }
  /** @param {string[]} cards put lifted cards down (the next draw places them) */
  land(cards) {
    this.el.classList.remove("rsol-dragging");
    for (const card of cards) this.els.get(card)?.classList.remove("rsol-lifted");
  }
  /**
   * Move dragged cards by (dx, dy) from where they were drawn.
   * @param {{key: string, x: number, y: number}[]} start
   * @param {number} dx
   * @param {number} dy
   */
  follow(start, dx, dy) {
    for (const s of start) {
      const node = this.els.get(s.key);
      if (node) position(node, s.x + dx, s.y + dy);
    }
  }
};
function position(node, x, y) {
  node.style.transform = `translate(${x}px, ${y}px)`;
}
function fitHeight(el, room) {
  el.style.height = `${room.below ? Math.max(room.height, room.bottom + room.below) : room.height}px`;
}
function keepRoomBelow(view, stack) {
  if (typeof ResizeObserver === "undefined") return;
  new ResizeObserver(() => {
    const shown = stack.offsetHeight;
    const below = shown ? shown + 24 : 0;
    if (below === view.room.below) return;
    view.room.below = below;
    fitHeight(view.el, view.room);
  }).observe(stack);
}

// src/chance.js
function chanceWords(chance, labels) {
  if (!chance || chance.percent === null || chance.percent === void 0) return labels.text("odds_none");
  let form = chance.form || (chance.exact ? "exact" : "margin");
  if ((form === "margin" || form === "exact") && chance.undecided > 0) form = "undecided";
  const params = {
    percent: chance.percent,
    margin: chance.margin,
    undecided: chance.undecided,
    samples: chance.samples,
    low: chance.low ?? 0,
    high: chance.high ?? 100
  };
  return labels.format(`odds_${form === "dead" ? "under" : form}`, params);
}

// src/game-review.js
function gradeText(m, labels) {
  const grade = labels.text(`game_grade.${m.grade}`);
  return m.lost > 0 ? labels.format("game_grade_lost", { mark: m.mark, grade, lost: m.lost }) : `${m.mark} ${grade}`;
}
function summaryText(review, labels) {
  if (review.accuracy === null || review.accuracy === void 0) return labels.text("game_empty");
  const counts = review.counts || {};
  const moves = (review.moves || []).length;
  return labels.format("game_summary", { accuracy: review.accuracy, moves, ...counts });
}
function momentText(k, labels) {
  const params = { n: k.n, move: k.move, before: chanceWords(k.before, labels), after: chanceWords(k.after, labels) };
  if (k.luck) return labels.format("game_key.luck", params);
  const best_kept = chanceWords(k.best_kept, labels);
  return labels.format("game_key.move", { ...params, grade: labels.text(`game_grade.${k.grade}`), best: k.best, best_kept });
}
function legendLines(k, labels) {
  const played = labels.format("review_game_played", { move: k.move });
  return k.better ? [played, labels.format("review_game_better", { best: k.best })] : [played];
}
var GameReviewPanel = class {
  /**
   * @param {BoardView} boardView the board (the box goes over it; a key moment's arrows are drawn on it)
   * @param {HTMLElement} felt the free felt at the bottom of the board (the strip of a key moment)
   * @param {Labels} labels
   * @param {{ask: () => void, redraw: () => void}} actions `ask` sends `review_game`; `redraw` draws the board again
   */
  constructor(boardView, felt, labels, actions) {
    this.labels = labels;
    this.actions = actions;
    this.boardView = boardView;
    this.backdrop = make("div", "rsol-backdrop rsol-game-review-backdrop", boardView.el);
    this.backdrop.hidden = true;
    this.el = make("div", "rsol-game-review-box", this.backdrop);
    this.el.setAttribute("role", "region");
    this.el.tabIndex = -1;
    const head = make("div", "rsol-game-review-head", this.el);
    this.title = make("div", "rsol-game-review-title", head);
    this.closeBtn = button("rsol-game-review-close", head);
    this.status = make("div", "rsol-game-review-status", this.el);
    this.status.setAttribute("role", "status");
    this.status.setAttribute("aria-live", "polite");
    this.accuracy = make("p", "rsol-game-review-accuracy", this.el);
    this.keyTitle = make("p", "rsol-game-review-key-title", this.el);
    this.keyList = make("ul", "rsol-game-review-key", this.el);
    this.details = make("details", "rsol-game-review-moves", this.el);
    this.movesTitle = make("summary", "", this.details);
    this.moveList = make("ul", "", this.details);
    this.thresholds = make("small", "rsol-game-review-thresholds", this.el);
    this.closeBtn.addEventListener("click", () => this.close());
    this.backdrop.addEventListener("keydown", (e) => {
      if (e.key === "Escape") this.close();
      e.stopPropagation();
    });
    this.strip = make("div", "rsol-game-review-strip", felt);
    this.strip.setAttribute("role", "status");
    this.strip.hidden = true;
    this.stripTitle = make("div", "rsol-stuck-title", this.strip);
    this.stripText = make("div", "rsol-game-review-strip-text", this.strip);
    this.legend = make("ul", "rsol-game-review-legend", this.strip);
    const stripRow = make("div", "rsol-stuck-buttons", this.strip);
    this.backBtn = button("rsol-game-review-back", stripRow);
    this.endBtn = button("rsol-game-review-end", stripRow);
    this.backBtn.addEventListener("click", () => this.see(null));
    this.endBtn.addEventListener("click", () => this.close());
    this.asked = null;
    this.viewing = null;
    this.review = {};
    this.drawnFrom = "";
  }
  relabel() {
    const L = this.labels;
    this.title.textContent = L.text("game_title");
    this.el.setAttribute("aria-label", L.text("game_title"));
    this.keyTitle.textContent = L.text("game_key_title");
    this.movesTitle.textContent = L.text("review_game_moves");
    this.thresholds.textContent = L.text("game_thresholds");
    this.closeBtn.textContent = L.text("close");
    this.backBtn.textContent = L.text("review_game_back");
    this.endBtn.textContent = L.text("review_game_end");
    this.drawnFrom = "";
  }
  /** The player asked for the review of the position `seq`. @param {number} seq */
  open(seq) {
    this.asked = seq;
    this.viewing = null;
    this.actions.ask();
    this.paint();
    this.el.focus({ preventScroll: true });
  }
  /** Close the review: back to the end, the game as it stands (and the win box, after a win). */
  close() {
    this.asked = null;
    this.viewing = null;
    this.paint();
    this.redraw();
  }
  /** Show key moment `i` on the board (`null`: back to the review). @param {number | null} i */
  see(i) {
    this.viewing = i;
    this.paint();
    this.redraw();
  }
  /** Draw the board again, with the arrows of the key moment shown (none when none is). */
  redraw() {
    const k = this.moment();
    const view = this.boardView;
    const spec = (move) => k && move ? { card: move.card, slot: slotOfDest(view.table, move.card, move.dest) } : null;
    view.played.set(spec(k?.played), view, null);
    view.better.set(spec(k?.better), view, null);
    view.el.closest(".rsol-root")?.classList.toggle("rsol-at-moment", !!k);
    this.actions.redraw();
  }
  /** The key moment shown on the board, if one is. @returns {KeyMoment | null} */
  moment() {
    return (this.viewing === null ? null : (this.review.key || [])[this.viewing]) || null;
  }
  /** Whether the review is open (the box, or a key moment on the board). */
  active() {
    return this.asked !== null;
  }
  /** The board of the key moment shown, if one is. @returns {Board | null} */
  board() {
    return this.moment()?.board || null;
  }
  /**
   * The position the bar speaks of: a key moment's moves and score while one is shown, else the game's.
   * @param {State} state
   * @returns {State}
   */
  barState(state) {
    const k = this.moment();
    return k ? { ...state, moves: k.board.moves, score: k.board.score } : state;
  }
  /**
   * @param {{state: State | null, review: GameReview, live: boolean}} now `live`: a kernel answers
   */
  draw({ state, review, live }) {
    const wasViewing = this.viewing !== null;
    if (!state || !live || this.asked !== state.seq) {
      this.asked = null;
      this.viewing = null;
    }
    this.review = review.game && state && review.seq === state.seq ? review : {};
    if (this.viewing !== null && !(this.review.key || [])[this.viewing]) this.viewing = null;
    this.paint();
    if (wasViewing !== (this.viewing !== null)) this.redraw();
  }
  paint() {
    const L = this.labels;
    const r = this.review;
    const open = this.asked !== null;
    this.backdrop.hidden = !open || this.viewing !== null;
    this.strip.hidden = !open || this.viewing === null;
    if (!open) return;
    const done = r.status === "done";
    this.el.dataset.status = String(r.status || "searching");
    this.status.textContent = r.status === "failed" ? L.text("review_game_failed") : done ? r.complete === false ? L.text("review_game_partial") : "" : L.text("reviewing_game");
    this.status.hidden = !this.status.textContent;
    for (const part of [this.accuracy, this.keyTitle, this.keyList, this.details, this.thresholds]) part.hidden = !done;
    const active = document.activeElement;
    if (this.viewing === null && active && !this.el.contains(active) && this.backdrop.parentElement?.contains(active)) {
      this.el.focus({ preventScroll: true });
    }
    if (done) this.fill(r);
    const k = this.moment();
    if (!k) return;
    this.stripTitle.textContent = L.format("review_game_seeing", { n: k.n, move: k.move });
    this.stripText.textContent = momentText(k, L);
    this.legend.replaceChildren();
    legendLines(k, L).forEach((line, i) => {
      const item = make("li", i ? "rsol-legend-better" : "rsol-legend-played", this.legend);
      make("span", "rsol-legend-swatch", item).setAttribute("aria-hidden", "true");
      make("span", "", item).textContent = line;
    });
  }
  /** @param {GameReview} r */
  fill(r) {
    const L = this.labels;
    this.accuracy.textContent = summaryText(r, L);
    const from = JSON.stringify([r.seq, r.moves?.length, r.key?.map((k) => k.n)]);
    if (from === this.drawnFrom) return;
    this.drawnFrom = from;
    this.keyList.replaceChildren();
    const key = r.key || [];
    key.forEach((k, i) => {
      const item = make("li", "", this.keyList);
      const b = button("rsol-game-review-moment", item);
      b.textContent = momentText(k, L);
      b.title = L.text("review_game_moment_tip");
      b.dataset.grade = k.grade;
      b.addEventListener("click", () => this.see(i));
    });
    if (!key.length) make("li", "", this.keyList).textContent = L.text("game_key.none");
    this.moveList.replaceChildren();
    for (const m of r.moves || []) {
      const item = make("li", "", this.moveList);
      item.dataset.grade = m.grade;
      item.textContent = L.format("move_graded", { n: m.n, move: m.move, grade: gradeText(m, L) });
    }
  }
};

// src/pointer.js
var DRAG_THRESHOLD = 8;
var DOUBLE_TAP_MS = 350;
var DOUBLE_TAP_PX = 24;
var TapTracker = class {
  constructor() {
    this.last = null;
  }
  /**
   * A tap on `card` at time `t` (ms) and point `p`: a double tap on the first tap's card when it
   * comes soon enough and near enough (and double taps are on), else a single tap.
   * @param {string} card
   * @param {number} t
   * @param {Point} p
   * @param {boolean} doubleOn
   * @returns {{kind: "tap" | "double_tap", card: string}}
   */
  tap(card, t, p, doubleOn) {
    const last = this.last;
    if (last && doubleOn && t - last.t < DOUBLE_TAP_MS && Math.hypot(p.x - last.x, p.y - last.y) < DOUBLE_TAP_PX) {
      this.last = null;
      return { kind: "double_tap", card: last.card };
    }
    this.last = { card, t, x: p.x, y: p.y };
    return { kind: "tap", card };
  }
  reset() {
    this.last = null;
  }
};
var PointerInput = class {
  /**
   * @param {BoardView} view
   * @param {PointerHost} host
   */
  constructor(view, host) {
    this.view = view;
    this.host = host;
    this.press = null;
    const el = view.el;
    this.handlers = [
      ["pointerdown", (e) => this.down(e)],
      ["pointermove", (e) => this.move(e)],
      ["pointerup", (e) => this.up(e)],
      ["pointercancel", (e) => this.cancel(e)],
      ["lostpointercapture", (e) => this.cancel(e)],
      ["dragstart", (e) => e.preventDefault()]
    ];
    for (const [type, fn] of this.handlers) el.addEventListener(type, fn);
  }
  /** The cards being dragged (kept in place by a redraw), or none. */
  lifted() {
    return new Set(this.press?.dragging ? this.press.keys : []);
  }
  /** @param {PointerEvent} e */
  down(e) {
    if (this.press || e.pointerType === "mouse" && e.button !== 0 || !this.host.canPlay()) return;
    const node = (
      /** @type {HTMLElement} */
      e.target.closest(".rsol-card")
    );
    if (!(node instanceof HTMLElement) || !node.dataset.key) return;
    const card = node.dataset.card;
    if (!card || !node.classList.contains("rsol-movable")) {
      this.host.stuck(node.dataset.key, this.view.point(e));
      return;
    }
    const keys = this.host.groupOf(card);
    if (!keys.length) return;
    const start = keys.map((key) => {
      const item = this.view.items.get(key);
      return { key, x: item?.x ?? 0, y: item?.y ?? 0 };
    });
    const p0 = this.view.point(e);
    this.press = { id: e.pointerId, card, keys, start, p0, dragging: false, dx: 0, dy: 0, frame: 0 };
    try {
      node.setPointerCapture(e.pointerId);
    } catch {
    }
    e.preventDefault();
  }
  /** @param {PointerEvent} e */
  move(e) {
    const press = this.press;
    if (!press || e.pointerId !== press.id) return;
    const p = this.view.point(e);
    const dx = p.x - press.p0.x;
    const dy = p.y - press.p0.y;
    if (!press.dragging) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      press.dragging = true;
      this.view.lift(press.keys);
      this.host.dragStarted(press.card);
    }
    press.dx = dx;
    press.dy = dy;
    if (!press.frame) {
      press.frame = requestAnimationFrame(() => {
        press.frame = 0;
        if (this.press === press) this.view.follow(press.start, press.dx, press.dy);
      });
    }
  }
  /** @param {PointerEvent} e */
  up(e) {
    const press = this.release(e);
    if (!press) return;
    const p = this.view.point(e);
    if (!press.dragging) {
      this.host.tap(press.card, p);
      return;
    }
    this.endDrag(press);
    this.host.drop(press.card, p);
  }
  /** @param {PointerEvent} e */
  cancel(e) {
    const press = this.release(e);
    if (!press) return;
    if (press.dragging) this.endDrag(press);
    this.host.redraw(true);
  }
  /**
   * End the press of this pointer (and its pending frame); the press, or null if it was not ours.
   * @param {PointerEvent} e
   */
  release(e) {
    const press = this.press;
    if (!press || e.pointerId !== press.id) return null;
    this.press = null;
    if (press.frame) cancelAnimationFrame(press.frame);
    return press;
  }
  /** @param {Press} press */
  endDrag(press) {
    this.view.land(press.keys);
    this.host.dragEnded();
  }
  /** Stop listening, cancel any pending frame. */
  destroy() {
    if (this.press?.frame) cancelAnimationFrame(this.press.frame);
    this.press = null;
    for (const [type, fn] of this.handlers) this.view.el.removeEventListener(type, fn);
  }
};

// src/gestures.js
var Gestures = class {
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
    else this.tap(key, p);
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
      const target = state.double_tap[card];
      host.request("place", { card }, target === void 0 ? null : { card, dest: target, announce });
      if (target === void 0) host.redraw(true);
    } else {
      host.redraw(true);
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
      const target2 = state.double_tap[c];
      host.request("double_tap", { card: c }, target2 !== void 0 && !this.onFoundation(c) ? { card: c, dest: target2 } : null);
      return;
    }
    const target = state.tap[c];
    host.request("tap", { card: c }, target !== void 0 && !this.onFoundation(c) ? { card: c, dest: target } : null);
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
};

// src/hints.js
function verdictText(analysis, status, labels) {
  if (status === "searching") return labels.text(analysis.fair ? "estimating" : "searching");
  const chance = analysis.chance;
  if (status !== "chance" || !chance) return labels.text(status === "won" ? "winnable" : status);
  if (chance.percent === null) return labels.text("chance_none");
  return labels.format(chance.form === "dead" ? "chance_dead" : "chance", { chance: chanceWords(chance, labels) });
}
var Hints = class {
  /**
   * @param {Table} table
   * @param {Labels} labels
   * @param {Bar} bar
   * @param {BoardView} boardView
   * @param {(text: string) => void} say
   */
  constructor(table, labels, bar, boardView, say) {
    this.table = table;
    this.labels = labels;
    this.bar = bar;
    this.boardView = boardView;
    this.say = say;
    this.wanted = null;
  }
  /**
   * The player pressed Hint.
   * @param {State | null} state
   * @param {Analysis} analysis
   * @param {boolean} [moving] a move is drawn that the engine has not published yet: the hint of
   *   the position it makes, not of the one before
   */
  ask(state, analysis, moving = false) {
    if (!state || state.won) return;
    this.wanted = moving ? -1 : state.seq;
    if (moving || analysis.seq !== state.seq || analysis.status === "searching") {
      this.say(this.labels.text("searching"));
    }
  }
  /**
   * Draw the verdict, and the hint asked for once its answer is there.
   * @param {{on: boolean, state: State | null, shown: Board | null, analysis: Analysis, groupOf: (card: string) => string[], moving?: boolean}} now
   */
  draw({ on, state, shown, analysis, groupOf: groupOf2, moving = false }) {
    this.boardView.unmark("rsol-hint", "rsol-hint-dest");
    this.boardView.arrow.set(null, this.boardView, null);
    if (!on || !state || !shown || state.won) {
      this.bar.drawVerdict(false, "", "", true);
      return;
    }
    if (this.wanted === -1 && !moving) this.wanted = state.seq;
    const current = analysis.seq === state.seq;
    const status = current && typeof analysis.status === "string" ? analysis.status : "searching";
    this.bar.drawVerdict(true, status, verdictText(current ? analysis : {}, status, this.labels), !!state.won);
    const chance = current && status === "chance" ? analysis.chance : null;
    this.bar.verdict.title = chance ? this.labels.format("chance_tip", { samples: chance.samples }) : "";
    if (this.wanted === state.seq && current && status !== "searching") this.show(shown, analysis.hint, groupOf2);
  }
  /**
   * @param {Board} shown
   * @param {Analysis["hint"]} hint
   * @param {(card: string) => string[]} groupOf
   */
  show(shown, hint, groupOf2) {
    const L = this.labels;
    if (!hint || typeof hint.card !== "string") {
      this.say(L.text("hint_none"));
      return;
    }
    if (!this.boardView.els.get(hint.card)) return;
    this.boardView.mark("rsol-hint", groupOf2(hint.card));
    const toFoundation = hint.dest === this.table.foundation;
    const slot = toFoundation ? foundationSlot(this.table, hint.card) : hint.dest;
    this.boardView.destNode(shown, slot).classList.add("rsol-hint-dest");
    this.boardView.arrow.set({ card: hint.card, slot }, this.boardView, shown);
    this.say(L.toPlace("hint_to", hint.card, !toFoundation, hint.dest + 1));
  }
};

// src/focus.js
function focusedIndex(length, index) {
  return index < 0 || index >= length ? length - 1 : index;
}
function focusTarget(table, board, focus) {
  const { slot, index } = focus;
  if (isColumn(table, slot)) {
    const col = board.columns[slot];
    if (!col.length) return { slot, index: -1 };
    const firstUp = col.findIndex((c) => c !== null);
    return { slot, index: Math.max(firstUp, focusedIndex(col.length, index)) };
  }
  return { slot, index: board.foundations[slot - table.columns].length - 1 };
}
function moveFocus(table, board, focus, key) {
  const n = slotCount(table);
  const { slot, index } = focus;
  if (key === "ArrowRight") return { slot: (slot + 1) % n, index: -1 };
  if (key === "ArrowLeft") return { slot: (slot - 1 + n) % n, index: -1 };
  if (!isColumn(table, slot)) return null;
  const col = board.columns[slot];
  const cur = focusedIndex(col.length, index);
  const firstUp = col.findIndex((c) => c !== null);
  if (key === "ArrowUp" && cur > firstUp) return { slot, index: cur - 1 };
  if (key === "ArrowDown" && cur >= 0 && cur < col.length - 1) return { slot, index: cur + 1 };
  return null;
}
function cardAtFocus(table, board, focus) {
  if (isColumn(table, focus.slot)) {
    const col = board.columns[focus.slot];
    return col[focusedIndex(col.length, focus.index)] ?? null;
  }
  return board.foundations[focus.slot - table.columns].at(-1) || null;
}

// src/keyboard.js
function shortcut(e) {
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
var FOCUS_GUARD_MS = 600;
var KeyboardInput = class {
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
    this.focus = { slot: 0, index: -1 };
    this.held = null;
    this.onKey = (e) => this.key(e);
    root.addEventListener("keydown", this.onKey);
    this.onPress = (e) => this.takeFocus(e);
    root.addEventListener("pointerdown", this.onPress);
  }
  /**
   * A press anywhere on the board (the felt, a pile, a card) gives the board the focus, so the keys
   * work next: after the browser's and the notebook's own handling of the press, and back from the
   * notebook (an ancestor) if it takes the focus a moment later, as JupyterLab does now and then.
   * @param {PointerEvent} e
   */
  takeFocus(e) {
    const target = (
      /** @type {HTMLElement} */
      e.target
    );
    if (!this.view.el.contains(target) || target.closest("button, input, select, textarea, a, .rsol-panel")) return;
    const focusBoard = () => {
      const active = document.activeElement;
      if (active && active !== this.root && this.root.contains(active)) return;
      this.view.tabs.get()?.focus({ preventScroll: true });
    };
    const back = (f) => {
      const to = (
        /** @type {Node} */
        f.target
      );
      if (to instanceof Node && !this.root.contains(to) && to.contains(this.root)) focusBoard();
    };
    window.setTimeout(focusBoard, 0);
    document.addEventListener("focusin", back);
    window.setTimeout(() => document.removeEventListener("focusin", back), FOCUS_GUARD_MS);
  }
  /** @param {KeyboardEvent} e */
  key(e) {
    const target = (
      /** @type {HTMLElement} */
      e.target
    );
    if (target.closest(".rsol-panel") || this.host.isStatic()) return;
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
      const card2 = this.held;
      this.drop();
      const slot = this.focus.slot;
      const said = L.toPlace("moved_to", card2, isColumn(this.table, slot), slot + 1);
      this.host.drop(card2, destOfSlot(this.table, slot), said);
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
};

// src/confirm.js
function needsConfirm(state) {
  return !!state && state.moves > 0 && !state.won;
}
function keepsStatistics(statistics) {
  return Object.keys(statistics || {}).some((key) => key !== "error");
}
function countsAsLost(statistics) {
  return keepsStatistics(statistics) && statistics?.counting !== false;
}
var ConfirmLeave = class {
  /**
   * @param {HTMLElement} board where the dialog shows
   * @param {Labels} labels
   */
  constructor(board, labels) {
    this.labels = labels;
    this.el = make("div", "rsol-backdrop rsol-confirm-leave", board);
    this.el.hidden = true;
    const box = make("div", "rsol-confirm-box", this.el);
    box.setAttribute("role", "alertdialog");
    box.setAttribute("aria-modal", "true");
    this.text = make("p", "rsol-confirm-text", box);
    this.text.id = `rsol-confirm-${Math.random().toString(36).slice(2, 8)}`;
    box.setAttribute("aria-describedby", this.text.id);
    const row = make("div", "rsol-dialog-buttons rsol-win-buttons", box);
    this.yes = button("rsol-confirm-yes", row);
    this.no = button("rsol-confirm-no", row);
    this.pending = null;
    this.yes.addEventListener("click", () => this.answer(true));
    this.no.addEventListener("click", () => this.answer(false));
    box.addEventListener("keydown", (e) => {
      if (e.key === "Escape") this.answer(false);
    });
  }
  relabel() {
    this.yes.textContent = this.labels.text("leave_game");
    this.no.textContent = this.labels.text("cancel");
  }
  /**
   * Run `go` now, or once the player says yes when the game in progress would be lost.
   * @param {{moves: number, won: boolean} | null} state
   * @param {boolean} statistics leaving it unwon would count as lost (see countsAsLost)
   * @param {() => void} go
   * @param {boolean} [restart] the same deal again: "Start this deal again?"
   */
  ask(state, statistics, go, restart = false) {
    if (!needsConfirm(state)) return go();
    this.pending = go;
    const L = this.labels;
    const lost = statistics ? "restart_ask_lost" : "restart_ask";
    this.text.textContent = L.text(restart ? lost : statistics ? "leave_game_lost" : "leave_game_ask");
    this.yes.textContent = L.text(restart ? "restart" : "leave_game");
    this.el.hidden = false;
    this.no.focus({ preventScroll: true });
  }
  /** @param {boolean} yes */
  answer(yes) {
    const go = this.pending;
    this.pending = null;
    this.el.hidden = true;
    if (yes && go) go();
  }
};

// src/files.js
function fileTooLarge(file, maxBytes) {
  return file.size > maxBytes;
}
function downloadName(name) {
  const clean = (name || "game.json").replace(/[^A-Za-z0-9._-]+/g, "_");
  return clean.endsWith(".json") ? clean : `${clean}.json`;
}
function download(name, text2) {
  const url = URL.createObjectURL(new Blob([text2], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = downloadName(name);
  a.style.display = "none";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1e3);
}

// src/game-actions.js
var GameActions = class {
  /**
   * @param {import("./labels.js").Labels} labels
   * @param {number} maxRecordBytes the largest record file the page sends
   * @param {ActionHost} host
   */
  constructor(labels, maxRecordBytes, host) {
    this.labels = labels;
    this.maxRecordBytes = maxRecordBytes;
    this.host = host;
    this.waiting = /* @__PURE__ */ new Map();
  }
  /**
   * @param {RequestKind} kind
   * @param {Record<string, unknown>} [fields]
   */
  send(kind, fields = {}) {
    if (this.host.isStatic()) return;
    this.waiting.set(this.host.request(kind, fields), kind);
  }
  /**
   * Tell the player how one of these requests went; ``false`` if the reply is not for an action.
   * @param {Reply} msg
   */
  answered(msg) {
    const kind = this.waiting.get(msg.id);
    if (!kind) return false;
    this.waiting.delete(msg.id);
    const L = this.labels;
    if (msg.status !== "done") this.host.say(msg.message || msg.reason || msg.status, true);
    else if (kind === "get_record" && typeof msg.record === "string") {
      const name = msg.name || "game.json";
      download(name, msg.record);
      this.host.say(L.format("saved_as", { name }));
    } else if (kind === "open_record") this.host.say(L.text("opened"));
    return true;
  }
  /** @param {File} file a record file the player chose */
  openFile(file) {
    const L = this.labels;
    const failed = (error) => this.host.say(L.format("open_failed", { error }), true);
    if (fileTooLarge(file, this.maxRecordBytes)) {
      failed(L.format("file_too_large", { limit: this.maxRecordBytes, size: file.size }));
      return;
    }
    file.text().then(
      (text2) => this.send("open_record", { text: text2 }),
      () => failed(L.text("file_unreadable"))
    );
  }
  restart() {
    if (this.host.isStatic() || !this.host.code()) return;
    this.host.closePanels();
    this.send("restart");
  }
  copyCode() {
    const code = this.host.code();
    if (!code) return;
    const L = this.labels;
    const fallback = () => this.host.say(L.text("copy_failed"));
    try {
      navigator.clipboard.writeText(code).then(() => this.host.say(L.format("copied", { code })), fallback);
    } catch {
      fallback();
    }
  }
};

// src/full-window.js
function inFullWindow(root) {
  return typeof document !== "undefined" && document.fullscreenElement === root;
}
function toggleFullWindow(root) {
  if (inFullWindow(root)) {
    document.exitFullscreen?.().catch(() => void 0);
    return;
  }
  const focusBoard = () => {
    const stop = (
      /** @type {HTMLElement | null} */
      root.querySelector('.rsol-board [tabindex="0"]')
    );
    stop?.focus({ preventScroll: true });
  };
  root.requestFullscreen?.().then(focusBoard, (e) => root.dispatchEvent(new CustomEvent("rsol:full-window-refused", { detail: String(e) })));
  if (!root.dataset.fullWindowKeys) {
    root.dataset.fullWindowKeys = "1";
    root.addEventListener("keydown", (e) => {
      if (e.key === "Escape" && inFullWindow(root) && !e.defaultPrevented) document.exitFullscreen?.().catch(() => void 0);
    });
  }
}
function scrollToShow(view, box, margin) {
  if (box.top < view.top || box.top > view.bottom - margin) return 0;
  const short = box.bottom + margin - view.bottom;
  return short > 0 ? Math.max(0, Math.min(short, box.top - view.top - margin)) : 0;
}

// src/menu.js
var ITEMS = (
  /** @type {const} */
  [
    "redo",
    "restart",
    "copy_code",
    "save_game",
    "open_game",
    "statistics",
    "review",
    "review_game",
    "full_window"
  ]
);
var GameMenu = class {
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
    const run = (fn) => () => {
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
        const at = list.indexOf(
          /** @type {any} */
          document.activeElement
        );
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
};
var PanelSwitch = class {
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
  toggle(panel2, open) {
    if (this.isStatic()) return;
    for (const other of this.panels) if (other !== panel2) other.toggle(false);
    panel2.toggle(open);
  }
  closeAll() {
    for (const panel2 of this.panels) panel2.toggle(false);
  }
  openNewGame() {
    if (this.isStatic()) return;
    this.closeAll();
    this.leaving(() => this.dialog.open());
  }
};

// src/elsewhere.js
var ElsewhereNotice = class {
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
};

// src/note.js
var SHOW_MS = 6e3;
var FADE_MS = 6e3;
var BoardNote = class {
  /** @param {HTMLElement} board */
  constructor(board) {
    this.board = board;
    this.el = make("div", "rsol-note", board);
    this.el.setAttribute("aria-hidden", "true");
    this.el.hidden = true;
    this.timer = 0;
    this.shownAt = 0;
    const gesture = () => {
      if (performance.now() - this.shownAt > 150) this.hide();
    };
    board.addEventListener("pointerdown", gesture);
    board.addEventListener("keydown", gesture);
  }
  /**
   * Show `text` near board point `p` (kept inside the board).
   * @param {string} text
   * @param {{x: number, y: number}} p
   */
  show(text2, p) {
    this.el.textContent = text2;
    this.el.hidden = false;
    const w = this.board.clientWidth;
    const width = Math.min(280, Math.max(160, w - 16));
    this.el.style.width = `${width}px`;
    const half = (parseFloat(getComputedStyle(this.board).getPropertyValue("--rsol-cw")) || 70) / 2 + 8;
    const right = p.x + half;
    const left = right + width <= w - 8 ? right : Math.max(8, p.x - half - width);
    this.el.style.left = `${left}px`;
    this.el.style.top = `${Math.max(8, Math.min(p.y - 12, this.board.clientHeight - 60))}px`;
    this.shownAt = performance.now();
    clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.hide(), SHOW_MS);
  }
  hide() {
    clearTimeout(this.timer);
    this.el.hidden = true;
  }
};
var MessageLine = class {
  /**
   * @param {HTMLElement} root where the lines go (the feedback stack over the board)
   * @param {HTMLElement} board the board's element, for the note
   * @param {import("./labels.js").Labels} labels
   * @param {HTMLElement} below the free felt at the bottom of the board
   * @param {(choice: "here" | "apart" | "new") => void} choose the player's answer to the other board's game
   */
  constructor(root, board, labels, below, choose) {
    this.labels = labels;
    this.msg = make("div", "rsol-msg", root);
    this.msg.setAttribute("role", "status");
    this.msg.setAttribute("aria-live", "polite");
    this.elsewhere = new ElsewhereNotice(below, labels, choose);
    this.saveError = make("div", "rsol-save-error", below);
    this.saveError.setAttribute("role", "alert");
    this.saveError.hidden = true;
    this.note = new BoardNote(board);
    this.fadeTimer = 0;
  }
  /**
   * @param {string} text
   * @param {boolean} [isRefusal]
   */
  say(text2, isRefusal = false) {
    this.msg.textContent = text2;
    this.msg.classList.toggle("rsol-refusal", isRefusal);
    this.msg.classList.remove("rsol-faded");
    clearTimeout(this.fadeTimer);
    if (text2) this.fadeTimer = window.setTimeout(() => this.msg.classList.add("rsol-faded"), FADE_MS);
  }
  /** Every message is about a position: a new position (or language) clears them. */
  clear() {
    this.say("");
    this.note.hide();
  }
  /**
   * A refusal: in the message line, and in a note by the point where it happened.
   * @param {string} text
   * @param {{x: number, y: number}} point
   */
  refused(text2, point) {
    this.say(text2, true);
    this.msg.classList.add("rsol-faded");
    this.note.show(text2, point);
  }
  /**
   * @param {string | null | undefined} error why the game could not be saved, until a save works again
   * @param {import("./protocol.js").Elsewhere | null | undefined} elsewhere the game is played on another board: said instead
   */
  drawSaveError(error, elsewhere) {
    this.elsewhere.draw(elsewhere);
    const shown = error && !(elsewhere && elsewhere.kind) ? error : "";
    this.saveError.hidden = !shown;
    this.saveError.textContent = shown ? this.labels.format("save_failed", { error: shown }) : "";
  }
};

// src/codes.js
function ruleOfCode(code, prefix, letters) {
  const parts = code.trim().toUpperCase().split("-");
  if (parts.length < 2 || parts[0] !== prefix.toUpperCase()) return null;
  return letters[parts[1]] ?? null;
}

// src/panels.js
function wrapFocus(stops, active, backwards) {
  if (!stops.length) return null;
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (backwards && active === first) return last;
  if (!backwards && active === last) return first;
  return null;
}
function keepFocusIn(panel2, e) {
  const all = [...panel2.querySelectorAll("input, button, select")].map((n) => (
    /** @type {any} */
    n
  ));
  const stops = all.filter((n) => !n.disabled && n.getClientRects().length && (n.type !== "radio" || n.checked));
  const next = wrapFocus(
    stops,
    /** @type {any} */
    document.activeElement,
    e.shiftKey
  );
  if (!next) return;
  next.focus();
  e.preventDefault();
}
function panel(root, className) {
  const el = make("div", `rsol-panel ${className}`, root);
  el.hidden = true;
  return el;
}
function choicesOf(constants) {
  return constants.choices || [{ setting: "theme", label: "theme", values: constants.themes || ["classic"] }];
}
var SettingsPanel = class {
  /**
   * @param {HTMLElement} root
   * @param {Labels} labels
   * @param {string[]} names the settings (synced boolean traits), in order
   * @param {[string, string][]} languages code and name of each language
   * @param {(fields: Record<string, unknown> | null) => void} change asks the kernel to change settings
   *   (`null`: every setting back to its default)
   * @param {HTMLElement} opener the button that opens it (it gets the focus back)
   * @param {Choice[]} choices the choice settings (a list each), from their rows
   */
  constructor(root, labels, names, languages, change, opener, choices) {
    this.labels = labels;
    this.opener = opener;
    this.el = panel(root, "rsol-settings");
    this.el.setAttribute("role", "group");
    this.title = make("div", "rsol-panel-title", this.el);
    this.boxes = {};
    for (const name of names) {
      const row = make("label", "rsol-setting", this.el);
      const box = make("input", `rsol-setting-${name}`, row);
      box.type = "checkbox";
      const text2 = make("span", "", row);
      box.addEventListener("change", () => change({ [name]: box.checked }));
      this.boxes[name] = { box, text: text2 };
    }
    const langRow = make("label", "rsol-setting", this.el);
    this.langText = make("span", "", langRow);
    this.langSelect = make("select", "rsol-lang", langRow);
    for (const [value, text2] of languages) {
      const opt = make("option", "", this.langSelect);
      opt.value = value;
      opt.textContent = text2;
    }
    this.langSelect.addEventListener("change", () => change({ lang: this.langSelect.value }));
    this.resetBtn = button("rsol-reset-settings", this.el);
    this.resetBtn.addEventListener("click", () => change(null));
    this.closeBtn = button("", this.el);
    this.closeBtn.addEventListener("click", () => this.toggle(false));
    this.choices = choices.map((c) => ({ choice: c, ...this.choice(`rsol-${c.setting}`, c.values, (v) => change({ [c.setting]: v })) }));
    this.el.addEventListener("keydown", (e) => {
      if (e.key === "Escape") this.toggle(false);
    });
  }
  relabel() {
    const L = this.labels;
    this.title.textContent = L.text("settings");
    this.el.setAttribute("aria-label", L.text("settings"));
    for (const [name, { text: text2 }] of Object.entries(this.boxes)) text2.textContent = L.text(name);
    this.langText.textContent = L.text("language");
    for (const { choice, text: text2, select } of this.choices) {
      text2.textContent = L.text(choice.label);
      for (const opt of select.options) opt.textContent = L.text(`${choice.label}_${opt.value}`);
    }
    this.closeBtn.textContent = L.text("close");
    this.resetBtn.textContent = L.text("reset_settings");
  }
  /**
   * Show the synced values.
   * @param {(name: string) => unknown} value
   */
  sync(value) {
    for (const [name, { box }] of Object.entries(this.boxes)) box.checked = !!value(name);
    this.langSelect.value = String(value("lang") || "en");
    for (const { choice, select } of this.choices) select.value = String(value(choice.setting) || choice.values[0]);
  }
  /**
   * A row with a labelled choice among `values`.
   * @param {string} className
   * @param {string[]} values
   * @param {(value: string) => void} chosen
   */
  choice(className, values, chosen) {
    const row = make("label", "rsol-setting", this.el);
    const text2 = make("span", "", row);
    const select = make("select", className, row);
    for (const value of values) make("option", "", select).value = value;
    select.addEventListener("change", () => chosen(select.value));
    row.after(this.resetBtn, this.closeBtn);
    return { text: text2, select };
  }
  /** @param {boolean} [open] open, close, or (no argument) the other way round */
  toggle(open) {
    const show = open ?? this.el.hidden;
    const hadFocus = this.el.contains(document.activeElement);
    this.el.hidden = !show;
    this.opener.setAttribute("aria-expanded", String(show));
    if (show) Object.values(this.boxes)[0]?.box.focus();
    else if (hadFocus) this.opener.focus();
  }
};
function ruleRadios(dlg, viewId, rules) {
  const radios = {};
  const group = make("div", "rsol-rules", dlg);
  group.setAttribute("role", "radiogroup");
  for (const rule of rules) {
    const row = make("label", "rsol-setting", group);
    const radio = make("input", `rsol-rule-${rule}`, row);
    radio.type = "radio";
    radio.name = `${viewId}-rule`;
    radio.value = rule;
    radios[rule] = { radio, text: make("span", "", row) };
  }
  return radios;
}
var NewGameDialog = class {
  /**
   * @param {HTMLElement} root
   * @param {Labels} labels
   * @param {string} viewId makes the element ids unique on the page
   * @param {string[]} rules
   * @param {(fields: Record<string, unknown>) => string} start sends the new_game request; its id
   * @param {HTMLElement} opener the button that opens it (it gets the focus back)
   * @param {{prefix: string, letters: Record<string, string>}} codes how a code names its rule
   */
  constructor(root, labels, viewId, rules, start, opener, codes) {
    this.codes = codes;
    this.labels = labels;
    this.send = start;
    this.opener = opener;
    this.requestId = null;
    const dlg = panel(root, "rsol-dialog");
    this.el = dlg;
    dlg.setAttribute("role", "dialog");
    dlg.setAttribute("aria-modal", "true");
    this.title = make("div", "rsol-panel-title", dlg);
    this.title.id = `${viewId}-ng`;
    dlg.setAttribute("aria-labelledby", this.title.id);
    this.radios = ruleRadios(dlg, viewId, rules);
    this.rules = rules;
    this.wantsWinnable = false;
    const codeRow = make("label", "rsol-setting rsol-code-row", dlg);
    this.codeText = make("span", "", codeRow);
    this.codeInput = make("input", "rsol-code-input", codeRow);
    Object.assign(this.codeInput, { type: "text", spellcheck: false, placeholder: "RU1-C-AAAAABB" });
    this.codeInput.addEventListener("input", () => {
      this.error.textContent = "";
      this.followCode();
    });
    this.codeNote = make("div", "rsol-code-note", dlg);
    this.codeNote.setAttribute("role", "status");
    const winRow = make("label", "rsol-setting rsol-winnable-row", dlg);
    this.winnable = make("input", "rsol-winnable", winRow);
    this.winnable.type = "checkbox";
    this.winnableText = make("span", "", winRow);
    const lines = this.statusLines(dlg);
    this.status = lines.status;
    this.error = lines.error;
    this.lastRule = /** @type {string | null} the rule of the last game started here (offered again) */
    null;
    const row = make("div", "rsol-dialog-buttons", dlg);
    this.startBtn = button("rsol-start", row);
    this.cancelBtn = button("rsol-cancel", row);
    this.startBtn.addEventListener("click", () => this.start());
    this.cancelBtn.addEventListener("click", () => this.close());
    this.codeInput.addEventListener("keydown", (e) => {
      if (e.key === "Enter") this.start();
    });
    dlg.addEventListener("keydown", (e) => {
      if (e.key === "Escape") this.close();
      else if (e.key === "Tab") keepFocusIn(dlg, e);
    });
  }
  /**
   * The hunt's status (with a drawn spinner: no emoji font needed) and the error line.
   * @param {HTMLElement} dlg
   */
  statusLines(dlg) {
    const row = make("div", "rsol-dialog-status", dlg);
    row.append(spinner());
    const status = make("span", "rsol-dialog-status-text", row);
    status.setAttribute("role", "status");
    const error = make("div", "rsol-dialog-error", dlg);
    error.setAttribute("role", "alert");
    return { status, error };
  }
  relabel() {
    const L = this.labels;
    this.title.textContent = L.text("new_game");
    for (const rule of this.rules) this.radios[rule].text.textContent = L.ruleChoice(rule);
    this.codeText.textContent = L.text("code_optional");
    this.winnableText.textContent = L.text("winnable_only");
    if (this.requestId && this.wantsWinnable) this.status.textContent = L.text("finding_winnable");
    this.followCode();
    this.startBtn.textContent = L.text("start");
    this.cancelBtn.textContent = L.text("cancel");
  }
  open() {
    this.el.hidden = false;
    this.error.textContent = "";
    this.status.textContent = "";
    this.codeNote.textContent = "";
    this.busy(false);
    const first = this.radios[this.lastRule && this.radios[this.lastRule] ? this.lastRule : this.rules[0]].radio;
    first.checked = true;
    this.codeInput.value = "";
    this.followCode();
    first.focus();
  }
  close() {
    const hadFocus = this.el.contains(document.activeElement);
    this.el.hidden = true;
    this.requestId = null;
    this.busy(false);
    if (hadFocus) this.opener.focus();
  }
  /** A typed code selects its rule; the note says so when another rule was chosen. */
  followCode() {
    const code = this.codeInput.value.trim();
    const rule = ruleOfCode(code, this.codes.prefix, this.codes.letters);
    this.winnable.disabled = !!code;
    if (!rule || !this.radios[rule]) {
      this.codeNote.textContent = "";
      return;
    }
    const chosen = this.chosenRule();
    if (chosen !== rule) {
      this.radios[rule].radio.checked = true;
      this.codeNote.textContent = this.labels.format("code_rule_mismatch", { rule: this.labels.text(rule) });
    } else if (!this.codeNote.textContent) this.codeNote.textContent = "";
  }
  chosenRule() {
    return this.rules.find((r) => this.radios[r].radio.checked) || this.rules[0];
  }
  /** @param {boolean} on a hunt for a winnable deal is under way */
  busy(on) {
    this.startBtn.disabled = on;
    this.el.classList.toggle("rsol-busy", on);
    if (!on) this.status.textContent = "";
  }
  start() {
    const rule = this.chosenRule();
    const code = this.codeInput.value.trim();
    this.error.textContent = "";
    this.wantsWinnable = !code && this.winnable.checked;
    const fields = code ? { rule, code } : { rule };
    if (this.wantsWinnable) {
      fields.winnable = true;
      this.busy(true);
      this.status.textContent = this.labels.text("finding_winnable");
    }
    this.requestId = this.send(fields);
  }
  /**
   * The answer to this dialog's request: close on success, else show why (as text).
   * @param {Reply} reply
   * @returns {boolean} true if the game changed
   */
  answered(reply) {
    this.busy(false);
    if (reply.status === "refused" && reply.reason === "cancelled") return false;
    if (reply.status === "done") {
      this.lastRule = this.chosenRule();
      this.close();
      this.opener.focus();
      return true;
    }
    this.error.textContent = reply.message || reply.reason || "";
    return false;
  }
};
var WinBox = class {
  /**
   * The box that says the game is won, on a backdrop over the board: score, time, moves, the
   * updated statistics of the rule, New game and Restart.
   * @param {HTMLElement} board
   * @param {Labels} labels
   * @param {{newGame: () => void, restart: () => void, review: () => void}} actions
   */
  constructor(board, labels, actions) {
    this.labels = labels;
    this.backdrop = make("div", "rsol-backdrop rsol-win-backdrop", board);
    this.backdrop.hidden = true;
    this.el = make("div", "rsol-win", this.backdrop);
    this.el.setAttribute("role", "status");
    this.title = make("div", "rsol-win-title", this.el);
    this.text = make("div", "rsol-win-text", this.el);
    this.stats = make("div", "rsol-win-stats", this.el);
    this.note = make("div", "rsol-win-note", this.el);
    this.note.setAttribute("role", "alert");
    const row = make("div", "rsol-dialog-buttons rsol-win-buttons", this.el);
    this.newBtn = button("rsol-win-new", row);
    this.restartBtn = button("rsol-win-restart", row);
    this.reviewBtn = button("rsol-win-review", row);
    this.reviewBtn.addEventListener("click", () => actions.review());
    this.newBtn.addEventListener("click", () => actions.newGame());
    this.restartBtn.addEventListener("click", () => actions.restart());
  }
  relabel() {
    this.newBtn.textContent = this.labels.text("new_game");
    this.restartBtn.textContent = this.labels.text("restart");
    this.restartBtn.title = this.labels.text("restart_tip");
    this.reviewBtn.textContent = this.labels.text("review_game");
    this.reviewBtn.title = this.labels.text("review_game_tip");
    this.title.textContent = this.labels.text("won");
  }
  /**
   * @param {boolean} show
   * @param {{score: number, moves: number, time: string, summary?: Record<string, any> | null, title?: string, note?: string | null, reviewable?: boolean}} game
   */
  draw(show, { score, moves, time, summary, title, note, reviewable = false }) {
    this.backdrop.hidden = !show;
    if (!show) return;
    this.reviewBtn.hidden = !reviewable;
    this.note.hidden = !note;
    this.note.textContent = note || "";
    const L = this.labels;
    this.title.textContent = title || L.text("won");
    this.text.textContent = L.format("win_summary", { score, time, moves });
    this.stats.hidden = !summary;
    if (summary) {
      const rate = summary.played ? Math.round(100 * summary.won / summary.played) : 0;
      const { played, won, current_streak: current, best_streak: best } = summary;
      this.stats.textContent = L.format("win_stats", { played, won, rate, current, best });
    }
  }
};

// src/review.js
function reviewText(review, labels) {
  const text2 = (key) => labels.text(key);
  if (review.status === "failed") return text2("review_failed");
  if (review.status !== "done") return text2(review.fair ? "reviewing_fair" : "reviewing");
  if (review.fair) return fairText(review, labels);
  const verdicts = review.verdicts || [];
  if (review.start === "unwinnable") return text2("review_never");
  if (review.first_losing && review.losing_move) {
    const [n, move, alt] = [review.first_losing, review.losing_move, review.alternative];
    return alt ? labels.format("review_lost_alt", { n, move, alt }) : labels.format("review_lost", { n, move });
  }
  if (review.start === "won" && verdicts.every((v) => v === "won")) return text2("review_fine");
  if (verdicts.includes("unwinnable")) return text2("review_unknown");
  return text2("review_undecided");
}
function fairText(review, labels) {
  const s = (v) => v ?? "?";
  const say = (c) => chanceWords(c, labels);
  if (review.kind === "mistake" && review.first_losing) {
    const { first_losing: n, losing_move: move, alternative: best, after, best_after } = review;
    return labels.format("review_fair_mistake", { n, move: s(move), best: s(best), after: say(after), best_after: say(best_after) });
  }
  if (review.kind === "luck" && review.n) {
    return labels.format("review_fair_luck", { n: review.n, move: s(review.move), before: say(review.before), after: say(review.after) });
  }
  return labels.text("review_fair_none");
}
var ReviewPanel = class {
  /**
   * @param {HTMLElement} root
   * @param {Labels} labels
   * @param {ReviewActions} actions
   */
  constructor(root, labels, actions) {
    this.labels = labels;
    this.el = make("div", "rsol-review", root);
    this.el.setAttribute("role", "status");
    this.el.setAttribute("aria-live", "polite");
    this.el.hidden = true;
    this.text = make("span", "rsol-review-text", this.el);
    this.askBtn = button("rsol-review-ask", this.el);
    this.backBtn = button("rsol-review-back", this.el);
    this.note = make("div", "rsol-review-note", this.el);
    this.review = {};
    this.askBtn.addEventListener("click", () => actions.ask());
    this.backBtn.addEventListener("click", () => {
      const r = this.review;
      if (!r.first_losing) return;
      const [n, alt] = [r.first_losing, r.alternative];
      const key = r.fair ? "review_fair_back_done" : "review_back_done_alt";
      const said = alt ? this.labels.format(key, { n, alt }) : this.labels.format("review_back_done", { n });
      actions.rewind(r.first_losing - 1, said);
    });
  }
  relabel() {
    this.askBtn.textContent = this.labels.text("review");
    this.askBtn.title = this.labels.text("review_tip");
    this.note.textContent = this.labels.text(this.review.fair ? "review_note_fair" : "review_note");
  }
  /**
   * @param {{on: boolean, state: State | null, analysis: Analysis, review: Review}} now
   */
  draw({ on, state, analysis, review }) {
    const L = this.labels;
    this.review = review;
    const current = !!state && review.seq === state.seq && !!review.status;
    const lost = !!state && !state.won && analysis.seq === state.seq && analysis.status === "unwinnable";
    if (!on || !state || !current && !lost) {
      this.el.hidden = true;
      return;
    }
    this.el.hidden = false;
    this.el.dataset.status = current ? String(review.status) : "offer";
    this.text.textContent = current ? reviewText(review, L) : L.text("review_offer");
    this.note.textContent = L.text((current ? review.fair : analysis.fair) ? "review_note_fair" : "review_note");
    this.askBtn.hidden = current;
    const back = current && review.status === "done" && !!review.first_losing && !!review.back;
    this.backBtn.hidden = !back;
    if (back && review.first_losing) {
      const key = review.back === "undo" ? "review_back_undo" : "review_back_replay";
      this.backBtn.textContent = L.format(key, { n: review.first_losing });
    }
  }
};

// src/stats-panel.js
var ROWS = ["played", "won_count", "win_rate", "current_streak", "best_streak", "best_time", "best_score", "fewest_moves"];
function statText(row, s) {
  if (!s) return "—";
  if (row === "won_count") return String(s.won ?? 0);
  if (row === "win_rate") return s.played ? `${Math.round(100 * (s.won ?? 0) / s.played)}%` : "—";
  const value = s[row];
  if (value === null || value === void 0) return "—";
  return row === "best_time" ? formatTime(value) : String(value);
}
var StatsPanel = class {
  /**
   * @param {HTMLElement} root
   * @param {Labels} labels
   * @param {string[]} rules
   * @param {() => void} reset sends the reset_stats request
   * @param {HTMLElement} opener
   */
  constructor(root, labels, rules, reset, opener) {
    this.labels = labels;
    this.rules = rules;
    this.opener = opener;
    this.el = make("div", "rsol-panel rsol-stats-panel", root);
    this.el.hidden = true;
    this.el.setAttribute("role", "dialog");
    this.title = make("div", "rsol-panel-title", this.el);
    this.table = make("table", "rsol-stats-table", this.el);
    this.off = make("div", "rsol-stats-off", this.el);
    this.error = make("div", "rsol-dialog-error", this.el);
    this.error.setAttribute("role", "alert");
    this.confirm = make("div", "rsol-confirm", this.el);
    this.confirm.hidden = true;
    this.confirmText = make("div", "", this.confirm);
    const yesNo = make("div", "rsol-dialog-buttons", this.confirm);
    this.yesBtn = button("rsol-reset-yes", yesNo);
    this.noBtn = button("rsol-reset-no", yesNo);
    const row = make("div", "rsol-dialog-buttons", this.el);
    this.resetBtn = button("rsol-reset-stats", row);
    this.closeBtn = button("rsol-stats-close", row);
    this.resetBtn.addEventListener("click", () => this.ask(true));
    this.noBtn.addEventListener("click", () => this.ask(false));
    this.yesBtn.addEventListener("click", () => {
      reset();
      this.ask(false);
    });
    this.closeBtn.addEventListener("click", () => this.toggle(false));
    this.el.addEventListener("keydown", (e) => {
      if (e.key === "Escape") this.toggle(false);
    });
    this.stats = {};
  }
  /** @param {boolean} on show the "are you sure?" question */
  ask(on) {
    this.confirm.hidden = !on;
    this.resetBtn.hidden = on;
    (on ? this.noBtn : this.resetBtn).focus();
  }
  relabel() {
    const L = this.labels;
    this.title.textContent = L.text("statistics");
    this.el.setAttribute("aria-label", L.text("statistics"));
    this.resetBtn.textContent = L.text("reset_stats");
    this.closeBtn.textContent = L.text("close");
    this.confirmText.textContent = L.text("reset_confirm");
    this.yesBtn.textContent = L.text("reset_yes");
    this.noBtn.textContent = L.text("cancel");
    this.off.textContent = L.text("stats_off");
    this.draw(this.stats);
  }
  /** @param {Statistics} stats */
  draw(stats) {
    this.stats = stats || {};
    const on = Object.keys(this.stats).length > 0;
    this.off.hidden = on;
    this.table.hidden = !on;
    this.resetBtn.disabled = !on;
    this.error.textContent = this.stats.error || "";
    this.table.replaceChildren();
    if (!on) return;
    const L = this.labels;
    const head = make("tr", "", make("thead", "", this.table));
    make("th", "", head);
    for (const rule of this.rules) make("th", "", head).textContent = L.text(rule);
    const body = make("tbody", "", this.table);
    for (const row of ROWS) {
      const tr = make("tr", `rsol-stat-row-${row}`, body);
      make("th", "", tr).textContent = L.text(row);
      for (const rule of this.rules) {
        const td = make("td", "", tr);
        td.dataset.rule = rule;
        td.textContent = statText(row, this.stats[rule]);
      }
    }
  }
  /** @param {boolean} [open] */
  toggle(open) {
    const show = open ?? this.el.hidden;
    const hadFocus = this.el.contains(document.activeElement);
    this.el.hidden = !show;
    this.confirm.hidden = true;
    this.resetBtn.hidden = false;
    if (show) this.closeBtn.focus();
    else if (hadFocus) this.opener.focus();
  }
};

// src/stuck.js
var StuckNotice = class {
  /**
   * @param {HTMLElement} parent where it goes (the free felt at the bottom of the board)
   * @param {Labels} labels
   * @param {{undo: () => void, restart: () => void, newGame: () => void, review: () => void}} actions
   */
  constructor(parent, labels, actions) {
    this.labels = labels;
    this.el = make("div", "rsol-stuck", parent);
    this.el.setAttribute("role", "status");
    this.el.hidden = true;
    this.title = make("div", "rsol-stuck-title", this.el);
    this.text = make("div", "rsol-stuck-text", this.el);
    const row = make("div", "rsol-stuck-buttons", this.el);
    this.undoBtn = button("rsol-stuck-undo", row);
    this.restartBtn = button("rsol-stuck-restart", row);
    this.newBtn = button("rsol-stuck-new", row);
    this.reviewBtn = button("rsol-stuck-review", row);
    this.reviewBtn.addEventListener("click", () => actions.review());
    this.undoBtn.addEventListener("click", () => actions.undo());
    this.restartBtn.addEventListener("click", () => actions.restart());
    this.newBtn.addEventListener("click", () => actions.newGame());
  }
  relabel() {
    const L = this.labels;
    this.el.setAttribute("aria-label", L.text("stuck_title"));
    this.title.textContent = L.text("stuck_title");
    this.text.textContent = L.text("stuck");
    this.undoBtn.textContent = L.text("undo");
    this.restartBtn.textContent = L.text("restart");
    this.restartBtn.title = L.text("restart_tip");
    this.newBtn.textContent = L.text("new_game");
    this.reviewBtn.textContent = L.text("review_game");
    this.reviewBtn.title = L.text("review_game_tip");
  }
  /**
   * @param {boolean} show no legal move is left (and a kernel answers)
   * @param {{canUndo: boolean, replaying: boolean, reviewable?: boolean}} can what the buttons may do now
   */
  draw(show, { canUndo, replaying, reviewable = false }) {
    if (this.el.hidden === !show && !show) return;
    this.el.hidden = !show;
    this.reviewBtn.hidden = !reviewable;
    this.undoBtn.disabled = !canUndo;
    this.newBtn.hidden = replaying;
  }
};

// src/assemble.js
function assemble(view, host) {
  const root = make("div", "rsol-root", host);
  root.setAttribute("role", "group");
  const labels = view.labels;
  const bar = new Bar(root, labels, {
    hint: () => view.analysis.askHint(),
    undo: () => view.undo(),
    redo: () => view.redo(),
    newGame: () => view.openNewGame(),
    menu: () => panels.toggle(menu),
    settings: () => panels.toggle(settings)
  });
  const change = (f) => view.request(f ? "settings" : "reset_settings", f || {});
  const languages = view.constants.languages.map((l) => (
    /** @type {[string, string]} */
    [l.code, l.name]
  ));
  const choices = choicesOf(view.constants);
  const settings = new SettingsPanel(root, labels, view.constants.settings, languages, change, bar.settingsBtn, choices);
  const staticNote = make("div", "rsol-static-note", root);
  staticNote.setAttribute("role", "note");
  staticNote.hidden = true;
  const boardView = new BoardView(root, view.table, labels);
  const confirm = new ConfirmLeave(boardView.el, labels);
  const leaving = (go, again = false) => confirm.ask(view.state, countsAsLost(view.model.get("statistics")), go, again);
  const restart = () => leaving(() => view.actions.restart(), true);
  const reviewGame = () => view.state && felt.gameReview.open(view.state.seq);
  const win = new WinBox(boardView.el, labels, { newGame: () => view.openNewGame(), restart, review: reviewGame });
  const { gestures, pointer, keyboard } = assembleInput(view, root, boardView, () => felt.gameReview.active());
  const feedback = make("div", "rsol-feedback", boardView.el);
  feedback.append(bar.verdict);
  const felt = assembleFelt(view, boardView, { restart, reviewGame });
  const { offer, stuck, review } = felt;
  const line = new MessageLine(feedback, boardView.el, labels, offer, (choice) => view.request("elsewhere", { choice }));
  const keysHelp = make("div", "rsol-keys", root);
  keysHelp.dataset.part = "keys";
  const start = (fields) => view.request("new_game", fields);
  const codes = { prefix: view.constants.code_prefix, letters: view.constants.rule_letters };
  const dialog = new NewGameDialog(root, labels, view.viewId, view.constants.rules, start, bar.newBtn, codes);
  const hints = new Hints(view.table, labels, bar, boardView, (text2) => view.say(text2));
  const menu = gameMenu(view, root, bar.menuBtn, { restart, leaving, reviewGame, statistics: () => panels.toggle(statsPanel, true) });
  const statsPanel = new StatsPanel(root, labels, view.constants.rules, () => view.actions.send("reset_stats"), bar.menuBtn);
  const panels = new PanelSwitch(() => view.static, [settings, menu, statsPanel], dialog, confirm, leaving);
  const parts = { root, bar, settings, staticNote, boardView, win, gestures, pointer, keyboard, line };
  return { ...parts, keysHelp, dialog, hints, menu, statsPanel, review, panels, stuck };
}
function gameMenu(view, root, opener, { restart, leaving, reviewGame, statistics }) {
  const actions = {
    restart,
    copyCode: () => view.actions.copyCode(),
    save: () => view.actions.send("get_record"),
    open: (file) => view.actions.openFile(file),
    beforeOpen: (pick) => leaving(pick),
    redo: () => view.redo(),
    statistics,
    review: () => view.analysis.askReview(),
    reviewGame
  };
  return new GameMenu(root, view.labels, actions, opener);
}
function assembleFelt(view, boardView, { restart, reviewGame }) {
  const labels = view.labels;
  const offer = make("div", "rsol-feedback rsol-feedback-end", boardView.el);
  keepRoomBelow(boardView, offer);
  const stuck = new StuckNotice(offer, labels, { undo: () => view.undo(), restart, newGame: () => view.openNewGame(), review: reviewGame });
  const gameReview = new GameReviewPanel(boardView, offer, labels, {
    ask: () => view.actions.send("review_game"),
    redraw: () => {
      view.redraw(false);
      view.analysis.draw();
    }
  });
  view.analysis.gameReview = gameReview;
  const review = new ReviewPanel(offer, labels, {
    ask: () => view.analysis.askReview(),
    rewind: (to, note) => view.replies.rewind(to, note)
  });
  return { offer, stuck, review, gameReview };
}
function assembleInput(view, root, boardView, looking) {
  const labels = view.labels;
  const gestures = new Gestures(view.table, labels, boardView, {
    state: () => view.state,
    shown: () => view.shown,
    setting: (name) => !!view.model.get(name),
    request: (kind, fields, optimistic) => view.request(kind, fields, optimistic),
    say: (text2) => view.say(text2),
    redraw: (animate) => view.redraw(animate)
  });
  const pointer = new PointerInput(boardView, {
    canPlay: () => !view.static && !looking(),
    // a key moment of the review is only looked at
    groupOf: (card) => view.groupOf(card),
    tap: (card, p) => gestures.tap(card, p),
    stuck: (key, p) => gestures.pressStuck(key, p),
    dragStarted: (card) => gestures.lift(card),
    drop: (card, p) => gestures.release(card, p),
    dragEnded: () => gestures.clearTargets(),
    redraw: (animate) => view.redraw(animate)
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
    say: (text2) => view.say(text2)
  });
  return { gestures, pointer, keyboard };
}
function listen(view) {
  view.on("change:state", () => view.onState());
  view.on("change:analysis", () => view.analysis.draw());
  view.on("change:review", () => view.analysis.draw());
  view.on("comm_live_update", () => view.presence.probe());
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
  view.ticker = window.setInterval(() => view.drawTime(), 1e3);
}
function gameActions(view) {
  return new GameActions(view.labels, view.constants.max_record_bytes, {
    isStatic: () => view.static,
    code: () => view.state?.code || null,
    request: (kind, fields) => view.request(kind, fields),
    say: (text2, isRefusal) => view.say(text2, isRefusal),
    closePanels: () => view.settings.toggle(false)
  });
}

// src/connection.js
var viewCount = 0;
function newViewId() {
  return `v${++viewCount}-${Math.random().toString(36).slice(2, 8)}`;
}
var Connection = class {
  /**
   * @param {(msg: Request) => void} send puts a message on the wire
   * @param {string} viewId
   * @param {Iterable<string>} gameActions request kinds checked against `seq` (one in flight at a time)
   */
  constructor(send, viewId, gameActions2) {
    this.send = send;
    this.viewId = viewId;
    this.gameActions = new Set(gameActions2);
    this.nextId = 0;
    this.inflight = null;
    this.queue = [];
    this.lastStateAnswer = null;
  }
  /**
   * Send a request now, or queue it behind the game action in flight.
   * @param {RequestKind} kind
   * @param {Record<string, unknown>} fields
   * @param {number} seq the state the request was made on
   * @returns {{id: string, sent: boolean}}
   */
  request(kind, fields, seq) {
    const msg = { kind, id: `${this.viewId}:${++this.nextId}`, ...fields };
    if (this.gameActions.has(kind)) {
      if (this.inflight) {
        this.queue.push(msg);
        return { id: msg.id, sent: false };
      }
      this.inflight = msg.id;
      msg.seq = seq;
    }
    this.send(msg);
    return { id: msg.id, sent: true };
  }
  /**
   * @param {unknown} id
   * @returns {id is string}
   */
  isMine(id) {
    return typeof id === "string" && id.startsWith(`${this.viewId}:`);
  }
  /**
   * The answer a new state carries for this view's request, once (the same state may come again).
   * @param {State} state
   * @returns {Reply | null}
   */
  answerIn(state) {
    const answer = state.answer;
    if (!answer || !this.isMine(answer.id) || answer.id === this.lastStateAnswer) return null;
    this.lastStateAnswer = answer.id;
    return { kind: "reply", id: answer.id, status: answer.status, seq: state.seq, move: state.last };
  }
  /**
   * A request was answered: if it was the game action in flight, send the next one in the queue.
   * @param {string} id
   * @param {number} seq the newest state known (the next request is made on it)
   */
  answered(id, seq) {
    if (id !== this.inflight) return;
    this.inflight = null;
    const next = this.queue.shift();
    if (next) {
      next.seq = seq;
      this.inflight = next.id;
      this.send(next);
    }
  }
};
var PendingMoves = class {
  constructor() {
    this.moves = [];
  }
  /**
   * @param {string} id
   * @param {string} card
   * @param {number} dest
   * @param {string | null} [announce]
   */
  add(id, card, dest, announce = null) {
    this.moves.push({ id, card, dest, announce, confirmSeq: null });
  }
  /**
   * The answer to a request arrived: a move played is kept until state `seq` is drawn, anything
   * else is dropped. Returns the optimistic move of that request, if any.
   * @param {Reply} reply
   * @returns {Optimistic | undefined}
   */
  settle(reply) {
    const p = this.moves.find((x) => x.id === reply.id);
    if (!p) return void 0;
    if (reply.status === "done" && reply.move) p.confirmSeq = reply.seq;
    else this.moves = this.moves.filter((x) => x !== p);
    return p;
  }
  /**
   * Forget the moves the state `seq` already holds; return those still to draw on top of it.
   * @param {number} seq
   */
  unconfirmed(seq) {
    this.moves = this.moves.filter((p) => p.confirmSeq == null || seq < p.confirmSeq);
    return this.moves;
  }
  clear() {
    this.moves = [];
  }
};

// src/clock.js
var GameClock = class {
  /** @param {number} now performance.now() */
  constructor(now) {
    this.elapsed = 0;
    this.running = false;
    this.at = now;
  }
  /**
   * The kernel's clock, as of `now`.
   * @param {Clock | undefined} time
   * @param {number} now
   */
  set(time, now) {
    if (!time || typeof time.elapsed !== "number") return;
    this.elapsed = time.elapsed;
    this.running = !!time.running;
    this.at = now;
  }
  /**
   * The time to show at `now`; a frozen clock (a saved picture) shows the last time sent.
   * @param {number} now
   * @param {boolean} frozen
   */
  text(now, frozen) {
    const extra = this.running && !frozen ? (now - this.at) / 1e3 : 0;
    return formatTime(this.elapsed + extra);
  }
};

// src/labels.js
function fill(template, params, lang = "en") {
  return template.replace(/\{(\w+)(?::plural:([^{}]*))?\}/g, (whole, name, forms) => {
    if (!(name in params)) return whole;
    const value = params[name];
    return forms === void 0 ? String(value) : pluralForm(forms, value, lang);
  });
}
function pluralForm(forms, value, lang) {
  const table = {};
  for (const form of forms.split("|")) {
    const at = form.indexOf("=");
    table[form.slice(0, at)] = form.slice(at + 1);
  }
  let category = "other";
  if (typeof value === "number" && Number.isInteger(value)) {
    try {
      category = new Intl.PluralRules(lang).select(value);
    } catch {
      category = value === 1 ? "one" : "other";
    }
  }
  return (table[category] ?? table.other ?? "").replaceAll("#", String(value));
}
var Labels = class {
  /** @param {Record<string, any> | null | undefined} labels the synced labels */
  constructor(labels) {
    this.current = {};
    this.set(labels);
  }
  /**
   * Take the labels Python sent (call on every change of the trait).
   * @param {Record<string, any> | null | undefined} labels
   */
  set(labels) {
    this.current = labels || {};
  }
  /**
   * The label `key` in the current language (the key itself if Python did not send it).
   * @param {string} key
   * @returns {string}
   */
  text(key) {
    return this.current[key] ?? key;
  }
  /**
   * The template `key` with its placeholders filled.
   * @param {string} key
   * @param {Record<string, string | number>} params
   * @returns {string}
   */
  format(key, params) {
    return fill(this.text(key), params, this.current.lang || "en");
  }
  /**
   * A card's spoken name ("7 of hearts", «7 de cupă»).
   * @param {string} card
   * @returns {string}
   */
  cardName(card) {
    return (this.current.cards || {})[card] ?? card;
  }
  /**
   * A rule as the new-game dialog offers it ("Relaxed (Mixed suits)").
   * @param {string} rule
   * @returns {string}
   */
  ruleChoice(rule) {
    return (this.current.rule_choices || {})[rule] ?? this.text(rule);
  }
  /**
   * A sentence about `card` and a place: `key_column` ("… to column 3") or `key_foundation`.
   * @param {string} key the template's stem: "moved_to", "hint_to"
   * @param {string} card
   * @param {boolean} column
   * @param {number} number 1-based column number
   */
  toPlace(key, card, column, number) {
    return this.format(`${key}_${column ? "column" : "foundation"}`, { card: this.cardName(card), n: number });
  }
};

// src/looks.js
var PART_OFF = "rsol-part-off";
function applyLooks(root, looks, get) {
  let moved = false;
  for (const { setting, kind, target } of looks) {
    const value = get(setting);
    if (kind === "data") root.setAttribute(`data-${target}`, String(value));
    else if (kind === "class") root.classList.toggle(target, !!value);
    else if (kind === "hides") {
      for (const el of root.querySelectorAll(`[data-part="${target}"]`)) {
        moved = el.classList.contains(PART_OFF) === !!value || moved;
        el.classList.toggle(PART_OFF, !value);
      }
    }
  }
  return moved;
}

// src/fit.js
var MARGIN = 20;
function scrollerOf(el) {
  let found = null;
  for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if ((overflow === "auto" || overflow === "scroll") && node.clientHeight > 0) found = node;
  }
  return found;
}
function roomIn(visible, bar) {
  return Math.max(0, visible - bar - MARGIN);
}
var BoardRoom = class {
  /**
   * @param {HTMLElement} root the widget's root element
   * @param {ResizeObserver} resizer told to watch the scroller too (its height changes the room)
   * @param {HTMLElement[]} around what shows with the board, above or below it: the bar, the keys line
   */
  constructor(root, resizer, around) {
    this.root = root;
    this.resizer = resizer;
    this.around = around;
    this.scroller = null;
    this.known = null;
    this.wide = 0;
    this.shown = false;
  }
  /** Once, after the first draw in a notebook: scroll the board's lower part into view if its top shows. */
  bringIntoView() {
    this.shown = true;
    requestAnimationFrame(() => {
      const scroller = this.scroller;
      if (!scroller) return;
      const view = scroller.getBoundingClientRect();
      const box = this.root.getBoundingClientRect();
      const top = Math.max(view.top, 0);
      const by = scrollToShow({ top, bottom: Math.min(view.bottom, window.innerHeight) }, box, MARGIN);
      if (by > 0) scroller.scrollBy({ top: by });
    });
  }
  /** The height of what shows with the board (px). */
  aroundHeight() {
    return this.around.reduce((sum, el) => sum + el.offsetHeight, 0);
  }
  /** Measure again at the next draw (the window, the scroller or the bar changed). */
  invalidate() {
    this.known = null;
    this.wide = 0;
  }
  /**
   * The board's width (px), measured once per change of size like the height: read in every draw, it
   * made the browser lay the page out at once, inside the move's draw.
   * @param {HTMLElement} board
   */
  width(board) {
    if (!this.wide) this.wide = board.clientWidth || this.root.clientWidth;
    return this.wide;
  }
  /** The height the board should fit now (px); measured once per change of size, not per move. */
  height() {
    if (inFullWindow(this.root)) return roomIn(window.innerHeight - MARGIN, this.aroundHeight());
    if (this.known !== null && this.scroller?.isConnected) return this.known;
    if (!this.scroller || !this.scroller.isConnected) {
      this.scroller = this.root.isConnected ? scrollerOf(this.root) : null;
      if (this.scroller) this.resizer.observe(this.scroller);
      if (this.scroller && !this.shown) this.bringIntoView();
    }
    const visible = Math.min(window.innerHeight, this.scroller ? this.scroller.clientHeight : Infinity);
    const room = roomIn(visible, this.aroundHeight());
    if (this.scroller) this.known = room;
    return room;
  }
};

// src/saved-picture.js
var WIDGET_MIME = "application/vnd.jupyter.widget-view+json";
var DELAY_MS = 1e3;
function notebookOf(widgetManager) {
  try {
    const model = widgetManager?.context?.model;
    return model && model.cells && typeof model.cells.get === "function" ? model : null;
  } catch {
    return null;
  }
}
function text(value) {
  return Array.isArray(value) ? value.join("") : typeof value === "string" ? value : "";
}
function shownModel(data) {
  const view = (
    /** @type {{model_id?: unknown} | undefined} */
    data[WIDGET_MIME]
  );
  return view && typeof view.model_id === "string" && view.model_id ? view.model_id : null;
}
function outputModels(notebook) {
  const ids = /* @__PURE__ */ new Set();
  for (let c = 0; c < notebook.cells.length; c++) {
    const outputs = notebook.cells.get(c).outputs;
    for (let i = 0; outputs && i < outputs.length; i++) {
      const model = shownModel(outputs.get(i).data || {});
      if (model) ids.add(model);
    }
  }
  return ids;
}
function holds(model, id, depth = 0) {
  const children = model && typeof model.get === "function" ? model.get("children") : null;
  if (!Array.isArray(children) || depth > 16) return false;
  return children.some((child) => child && (child.model_id === id || holds(child, id, depth + 1)));
}
async function hostsOf(widgetManager, notebook, id) {
  const hosts = /* @__PURE__ */ new Set([id]);
  if (!widgetManager || typeof widgetManager.has_model !== "function") return hosts;
  for (const other of outputModels(notebook)) {
    if (other === id || !widgetManager.has_model(other)) continue;
    try {
      if (holds(await widgetManager.get_model(other), id)) hosts.add(other);
    } catch {
    }
  }
  return hosts;
}
function keepPicture(notebook, picture, hosts = /* @__PURE__ */ new Set([picture.model])) {
  const mark = `data-rsol-model="${picture.model}"`;
  const output = { output_type: "display_data", data: { "text/html": picture.html, "text/plain": picture.text }, metadata: {} };
  let written = 0;
  for (let c = 0; c < notebook.cells.length; c++) {
    const outputs = notebook.cells.get(c).outputs;
    if (!outputs) continue;
    let shows = false;
    let at = -1;
    for (let i = 0; i < outputs.length; i++) {
      const data = outputs.get(i).data || {};
      const model = shownModel(data);
      if (model && hosts.has(model)) shows = true;
      else if (text(data["text/html"]).includes(mark)) at = i;
    }
    if (!shows) continue;
    if (at < 0) outputs.add(output);
    else if (text(outputs.get(at).data["text/html"]) !== picture.html) outputs.set(at, output);
    else continue;
    written++;
  }
  return written;
}
var SavedPicture = class {
  /**
   * @param {NotebookModel | null} notebook where to keep the picture (null: nowhere, do nothing)
   * @param {() => string} ask sends the `picture` request, returns its id
   * @param {any} [widgetManager] finds the boxes that hold the widget
   * @param {number} [delay] ms of quiet before asking
   */
  constructor(notebook, ask, widgetManager = null, delay = DELAY_MS) {
    this.notebook = notebook;
    this.widgetManager = widgetManager;
    this.ask = ask;
    this.delay = delay;
    this.timer = 0;
    this.asked = null;
    this.current = true;
    this.version = 0;
    this.askedAt = 0;
    this.resave = false;
    this.inSave = false;
    this.context = notebook ? widgetManager?.context || null : null;
    this.onSave = (_sender, state) => this.saving(state);
    this.context?.saveState?.connect?.(this.onSave);
  }
  /** The position changed (or the view started): ask for a picture once things are quiet. */
  changed() {
    if (!this.notebook) return;
    this.current = false;
    this.version++;
    clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.askNow(), this.delay);
  }
  askNow() {
    clearTimeout(this.timer);
    this.askedAt = this.version;
    this.asked = this.ask();
  }
  /** A save of the notebook started or ended: a picture behind the position is asked for now, and saved after. @param {string} state */
  saving(state) {
    this.inSave = state === "started";
    if (!this.notebook) return;
    if (!this.current) {
      this.resave = true;
      if (state === "started" && this.asked === null) this.askNow();
    } else if (!this.inSave && this.resave) this.saveAgain();
  }
  /**
   * Take the answer to a `picture` request; false for any other reply.
   * @param {import("./protocol.js").Reply} msg
   */
  answered(msg) {
    if (this.asked === null || msg.id !== this.asked) return false;
    this.asked = null;
    const notebook = this.notebook;
    const picture = msg.picture;
    const shows = this.askedAt;
    if (msg.status === "done" && picture && notebook) {
      hostsOf(this.widgetManager, notebook, picture.model).then((hosts) => {
        if (this.notebook !== notebook) return;
        keepPicture(notebook, picture, hosts);
        if (shows === this.version) this.kept();
      }).catch((err) => console.warn("rsol_widget: could not keep the saved picture in the notebook", err));
    }
    return true;
  }
  /** The picture of the position shown is in the notebook: save again if a save went out before it. */
  kept() {
    if (this.asked !== null) return;
    this.current = true;
    if (this.resave && !this.inSave) this.saveAgain();
  }
  saveAgain() {
    this.resave = false;
    Promise.resolve(this.context?.save?.()).catch(() => void 0);
  }
  destroy() {
    clearTimeout(this.timer);
    this.context?.saveState?.disconnect?.(this.onSave);
    this.notebook = null;
  }
};

// src/presence.js
var PROBE_MS = 4e3;
var KernelPresence = class {
  /** @param {SolitaireView} view */
  constructor(view) {
    this.view = view;
    this.heard = false;
    this.timer = 0;
  }
  /** Ask the kernel for the clock: the answer sets the timer, and no answer at all means a saved picture. */
  probe() {
    const view = this.view;
    const wm = view.model.widget_manager;
    if (wm && "kernel" in wm && !wm.kernel) this.setStatic(true);
    this.heard = false;
    view.request("clock");
    clearTimeout(this.timer);
    this.timer = window.setTimeout(() => {
      if (!this.heard) this.setStatic(true);
    }, PROBE_MS);
  }
  /** @param {boolean} on */
  setStatic(on) {
    const view = this.view;
    if (view.static === on) return;
    view.static = on;
    view.root.classList.toggle("rsol-static", on);
    view.staticNote.hidden = !on;
    view.bar.setInert(on);
    view.win.newBtn.inert = on;
    view.win.restartBtn.inert = on;
    if (on) {
      view.panels.closeAll();
      view.dialog.close();
    }
    view.drawBar();
    view.analysis.draw();
    view.emit("static", { on });
  }
  destroy() {
    clearTimeout(this.timer);
  }
};

// src/pause.js
var IDLE_MS = 6e4;
var CHECK_MS = 1e3;
var INPUTS = ["pointerdown", "keydown", "wheel"];
var inUse = /* @__PURE__ */ new WeakMap();
function shouldPause({ hidden, dialog, idleMs }, limit = IDLE_MS) {
  return hidden || dialog || idleMs >= limit;
}
function idleLimit(root) {
  const set = Number(root.dataset.idleMs);
  return set > 0 ? set : IDLE_MS;
}
function shownOnPage(el) {
  if (typeof document !== "undefined" && document.hidden) return false;
  return typeof el.checkVisibility === "function" ? el.checkVisibility() : el.getClientRects().length > 0;
}
function dialogOpen(root) {
  const dialogs = root.querySelectorAll('[role="dialog"], [role="alertdialog"]');
  return [...dialogs].some((d) => d instanceof HTMLElement && !d.closest("[hidden]") && shownOnPage(d));
}
var PlayTime = class {
  /**
   * @param {HTMLElement} root the view's root
   * @param {object} game the model the views share
   * @param {{running: () => boolean, pause: (on: boolean) => void}} hooks the kernel clock runs; ask it
   */
  constructor(root, game, hooks) {
    this.root = root;
    this.game = game;
    this.hooks = hooks;
    this.paused = false;
    this.lastInput = performance.now();
    this.onInput = () => this.input();
    for (const type of INPUTS) root.addEventListener(type, this.onInput, true);
    this.onVisibility = () => this.check();
    document.addEventListener("visibilitychange", this.onVisibility);
    this.timer = window.setInterval(() => this.check(), CHECK_MS);
  }
  /** Pause the clock if the board cannot be played now. */
  check() {
    const owner = inUse.get(this.game);
    if (owner && owner !== this || !this.hooks.running()) return;
    const idleMs = performance.now() - this.lastInput;
    const now = { hidden: !shownOnPage(this.root), dialog: dialogOpen(this.root), idleMs };
    if (!shouldPause(now, idleLimit(this.root))) return;
    this.paused = true;
    this.hooks.pause(true);
  }
  /** A gesture on the board: it resumes a paused clock once its own handlers ran (unless it opened a dialog). */
  input() {
    this.lastInput = performance.now();
    inUse.set(this.game, this);
    if (!this.paused) return;
    window.setTimeout(() => {
      if (!this.paused || dialogOpen(this.root) || !shownOnPage(this.root)) return;
      this.paused = false;
      this.hooks.pause(false);
    }, 0);
  }
  destroy() {
    clearInterval(this.timer);
    for (const type of INPUTS) this.root.removeEventListener(type, this.onInput, true);
    document.removeEventListener("visibilitychange", this.onVisibility);
    if (inUse.get(this.game) === this) inUse.delete(this.game);
  }
};

// src/replies.js
var Replies = class {
  /** @param {ReplyHost} view */
  constructor(view) {
    this.view = view;
    this.noteForDeal = null;
    this.rewinding = null;
  }
  /** A reply message for one of this view's requests. @param {any} msg */
  onMessage(msg) {
    const view = this.view;
    if (!msg || msg.kind !== "reply" || !view.conn.isMine(msg.id)) return;
    this.settle(msg);
    view.redraw(true);
    view.emit("reply", { id: msg.id, status: msg.status });
  }
  /** @param {Reply} msg */
  settle(msg) {
    const view = this.view;
    view.presence.heard = true;
    view.presence.setStatic(false);
    if (msg.time) view.setClock(msg.time);
    const p = view.pending.settle(msg);
    view.conn.answered(msg.id, Math.max(msg.seq, view.state ? view.state.seq : 0));
    const forDialog = msg.id === view.dialog.requestId;
    if (forDialog && view.dialog.answered(msg)) this.dealNote(msg);
    if (view.actions.answered(msg) || view.savedPicture.answered(msg)) return;
    if (this.rewinding && msg.id === this.rewinding.id) return this.rewound(msg);
    if (msg.status === "refused" && !forDialog) this.refused(msg);
    else if (msg.status === "stale") view.say(view.labels.text("stale"));
    else if (msg.status === "done" && p && p.announce) view.say(p.announce);
  }
  /** The new-game dialog's deal came: a note if the hunt for a winnable one gave up. @param {Reply} msg */
  dealNote(msg) {
    const view = this.view;
    const note = msg.winnable === false ? view.labels.text("hunt_timeout") : "";
    if (note && msg.code && view.state && view.state.code !== msg.code) this.noteForDeal = { code: msg.code, text: note };
    else view.say(note);
  }
  /** A new position was drawn: say what was waiting for it. @param {{code: string | null}} state @param {boolean} newGame */
  drawn(state, newGame) {
    if (this.noteForDeal && state.code === this.noteForDeal.code) this.view.say(this.noteForDeal.text);
    if (newGame) this.noteForDeal = null;
  }
  /**
   * Go back to the position after `to` moves (the engine undoes, or restarts and replays), then say `note`.
   * @param {number} to
   * @param {string} note
   */
  rewind(to, note) {
    const view = this.view;
    if (view.static || !view.state) return;
    this.rewinding = { id: view.request("rewind", { to }), note };
  }
  /** @param {Reply} msg */
  rewound(msg) {
    const view = this.view;
    if (!this.rewinding) return;
    if (msg.status === "done") view.say(this.rewinding.note);
    else if (msg.status === "stale") view.say(view.labels.text("stale"));
    else view.say(msg.message || msg.status, true);
    this.rewinding = null;
  }
  /** A refused move: the card nudges; with «Reguli interactive» the engine's reason is noted by it. @param {Reply} msg */
  refused(msg) {
    const view = this.view;
    const last = view.gestures.last;
    view.boardView.nudge(last.card);
    if (view.model.get("interactive_rules") && msg.message) {
      const m = view.boardView.m;
      view.line.refused(msg.message, last.point || { x: (m?.width || 300) / 2, y: m ? m.tableauTop : 100 });
    } else view.say("");
  }
};

// src/view.js
var SolitaireView = class {
  /** @type {(() => void) | null} the benchmark's bare round trip (a `rsol:ping` event), set by `listen` */
  onPing = null;
  /** @type {number | undefined} the clock's tick, set by `listen` */
  ticker = void 0;
  // Client-only state (never synced): the last engine state, the board as drawn, the clock.
  /** @type {State | null} */
  state = null;
  /** @type {import("./board.js").Board | null} */
  shown = null;
  /** @type {Set<string>} the cards the engine says can be picked up */
  movable = /* @__PURE__ */ new Set();
  pending = new PendingMoves();
  clock = new GameClock(performance.now());
  static = false;
  // true while no kernel answers: the view is a saved picture
  /** @type {[string, (...args: any[]) => void][]} the model's listeners, released by `destroy` */
  listeners = [];
  /**
   * @param {Model} model
   * @param {HTMLElement} host
   */
  constructor(model, host) {
    this.model = model;
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
    const clockHooks = { running: () => this.clock.running && !this.static, pause: (on) => this.request("clock", { pause: on }) };
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
    this.root.remove();
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
    this.line.clear();
    if (this.state && !this.static) this.savedPicture.changed();
    this.syncSettings();
    this.drawSaveError();
    this.statsPanel.draw(this.model.get("statistics") || {});
    this.room.invalidate();
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
      this.line.clear();
      this.replies.drawn(state, !!newGame);
      if (state.attempt) this.say(state.attempt.message, true);
      if (!this.static) this.savedPicture.changed();
    }
    if (justWon) this.celebration.start(state.game);
    const reply = this.conn.answerIn(state);
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
    const moment = this.analysis.gameReview.board();
    const shown = moment ? cloneBoard(moment) : shownBoard(this.table, state, this.pending.unconfirmed(state.seq));
    this.shown = shown;
    const rule = this.labels.text(state.rule);
    this.boardView.draw(shown, m, { animate, lifted: this.pointer.lifted(), movable: moment ? /* @__PURE__ */ new Set() : this.movable, rule, deal: dealing });
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
    const replaying = !!this.model.get("replaying");
    this.bar.draw(this.analysis.gameReview.barState(state), state.can_undo && !this.static, time, replaying);
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
  say(text2, isRefusal = false) {
    this.line.say(text2, isRefusal);
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
};

// src/index.js
function render({ model, el }) {
  const view = new SolitaireView(model, el);
  return () => view.destroy();
}
var index_default = { render };
export {
  index_default as default
};
