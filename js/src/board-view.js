// @ts-check
/**
 * The board's DOM: the slots, one element per card, moved with CSS transforms; marks for drop
 * targets, held cards and hints (the roving tab stop is `tab-stop.js`). It draws what it is given and
 * decides nothing.
 */
import { groupOf } from "./board.js";
import { MoveArrow } from "./arrow.js";
import { make } from "./dom.js";
import { drawFace } from "./faces.js";
import { deal, flip } from "./motion.js";
import { cornerFont, layoutBoard, slotX, slotY } from "./layout.js";
import { TabStop } from "./tab-stop.js";
import { foundationSlot, isColumn } from "./table.js";

/** @typedef {import("./table.js").Table} Table */
/** @typedef {import("./board.js").Board} Board */
/** @typedef {import("./layout.js").Metrics} Metrics */
/** @typedef {import("./layout.js").Item} Item */
/** @typedef {import("./layout.js").Point} Point */
/** @typedef {import("./labels.js").Labels} Labels */

export class BoardView {
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
    /** @type {HTMLElement[]} the 11 slots: columns, then foundations */
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
    /** @type {Map<string, HTMLElement>} card key -> element */
    this.els = new Map();
    /** @type {Map<string, Item>} card key -> where it was last drawn */
    this.items = new Map();
    /** @type {Metrics | null} */
    this.m = null;
    /** the board's single tab stop (the keyboard moves it; a draw gives it to the focused card) */
    this.tabs = new TabStop(this.el);
    /** @type {object | null} the labels the cards were last named in */
    this.labelled = null;
    this.arrow = new MoveArrow(this.el, "rsol-hint-arrow");
    /** the game review's arrows on a key moment: the move played (solid) and the hint's (dashed) */
    this.played = new MoveArrow(this.el, "rsol-move-arrow rsol-played-arrow");
    this.better = new MoveArrow(this.el, "rsol-move-arrow rsol-better-arrow");
    /** the room the notices on the felt need below the cards (keepRoomBelow); the last layout's height and lowest card's bottom */
    this.room = { below: 0, height: 0, bottom: 0 };
  }

  /** @param {Point & {clientX?: number}} e a pointer event */
  point(e) {
    const r = this.el.getBoundingClientRect();
    return { x: /** @type {any} */ (e).clientX - r.left, y: /** @type {any} */ (e).clientY - r.top };
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
    el.style.setProperty("--rsol-top", `${m.top}px`); // the rule tag's top: the feedback goes below it
    el.style.setProperty("--rsol-free", `${slotX(this.table, m, this.table.columns) - m.left - m.gap}px`); // left of the foundations
    el.classList.toggle("rsol-small", m.cw < 52);
    this.slots.forEach((slot, s) => position(slot, slotX(this.table, m, s), slotY(this.table, m, s)));
    this.ruleTag.style.left = `${m.left}px`;
    this.ruleTag.style.top = `${m.top}px`;
    this.ruleTag.textContent = how.rule;
    const seen = new Set();
    const first = this.els.size === 0;
    /** @type {HTMLElement[]} */
    const made = [];
    this.items = new Map();
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
      const name = !isColumn(this.table, s)
        ? L.format("foundation_name", { suit: this.table.suits[s - this.table.columns] })
        : L.format(board.columns[s].length ? "column_name" : "column_empty", { n: s + 1 });
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
      const key = isColumn(this.table, at.slot)
        ? board.columns[at.slot][at.index]
        : board.foundations[at.slot - this.table.columns][at.index];
      const node = key ? this.els.get(key) : undefined;
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
    return (last && this.els.get(last)) || this.slots[slot];
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
    if (key) this.mark("rsol-attempt", attempt.card ? groupOf(this.table, shown, attempt.card) : [key]); // the group tried
    const card = attempt.card;
    if (attempt.dest !== this.table.foundation) this.destNode(shown, attempt.dest).classList.add("rsol-attempt-dest");
    else if (card) this.destNode(shown, foundationSlot(this.table, card)).classList.add("rsol-attempt-dest"); // a face-down card's suit is not known here
  }

  /**
   * A short shake of a card (by key) that a gesture could not move; CSS skips it under reduced motion.
   * @param {string | null} key
   */
  nudge(key) {
    const node = key ? this.els.get(key) : undefined;
    if (!node || node.classList.contains("rsol-nudge")) return; // already shaking (a press nudges before the refusal)
    node.classList.remove("rsol-nudge");
    void node.offsetWidth; // restart the animation
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
      node.style.zIndex = String(1000 + i);
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
}

/**
 * @param {HTMLElement} node
 * @param {number} x
 * @param {number} y
 */
function position(node, x, y) {
  node.style.transform = `translate(${x}px, ${y}px)`;
}

/**
 * The board's height: its layout's, or more while the notices on the felt need room below the cards.
 * @param {HTMLElement} el
 * @param {{below: number, height: number, bottom: number}} room
 */
function fitHeight(el, room) {
  el.style.height = `${room.below ? Math.max(room.height, room.bottom + room.below) : room.height}px`;
}

/**
 * Keep room below the lowest card for `stack`, the notices on the free felt at the board's bottom
 * (no legal move, a key moment, the review, a save error, the game elsewhere): the board grows while
 * one is shown, so none covers a card. Its size is watched, not read in a move's draw.
 * @param {BoardView} view
 * @param {HTMLElement} stack
 */
export function keepRoomBelow(view, stack) {
  if (typeof ResizeObserver === "undefined") return;
  new ResizeObserver(() => {
    const shown = stack.offsetHeight; // 0 while every notice is hidden
    const below = shown ? shown + 24 : 0; // the stack's own 8 px from the bottom, and a gap above it
    if (below === view.room.below) return;
    view.room.below = below;
    fitHeight(view.el, view.room);
  }).observe(stack);
}
