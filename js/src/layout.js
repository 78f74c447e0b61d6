// @ts-check
/**
 * Where everything goes on the board: sizes from the width, card positions, and the slot under a
 * point. Pure functions (unit-tested in js/tests/layout.test.js).
 */
import { isColumn } from "./table.js";

/** @typedef {import("./table.js").Table} Table */
/** @typedef {import("./board.js").Board} Board */

/**
 * Sizes in px for a board of a given width.
 * @typedef {object} Metrics
 * @property {number} width
 * @property {number} gap between columns
 * @property {number} cw card width
 * @property {number} ch card height
 * @property {number} left x of column 1
 * @property {number} top y of the foundations
 * @property {number} tableauTop y of the columns
 * @property {number} down the step of a face-down card in a fan
 */

/**
 * One card as placed on the board.
 * @typedef {object} Item
 * @property {string} key the card, or `down-<column>-<index>` for a face-down card
 * @property {string | null} card null when face down
 * @property {number} x
 * @property {number} y
 * @property {number} z
 * @property {number} slot
 * @property {number} index
 * @property {boolean} movable the engine lists it as one that can be picked up
 */

/** @typedef {{x: number, y: number}} Point */

/**
 * @param {number} width the board's width in px (at least 280 is used)
 * @returns {Metrics}
 */
export function metrics(width) {
  width = Math.max(280, width || 600);
  const gap = Math.max(4, Math.round(width * 0.012));
  const cw = Math.min(100, Math.floor((width - 8 * gap) / 7));
  const ch = Math.round(cw * 1.4);
  const left = Math.max(gap, Math.floor((width - 7 * cw - 6 * gap) / 2));
  const top = gap;
  const tableauTop = top + ch + 2 * gap;
  return { width, gap, cw, ch, left, top, tableauTop, down: Math.max(5, Math.round(ch * 0.09)) };
}

/**
 * The x of a slot: columns from the left, foundations above columns 4..7.
 * @param {Table} table
 * @param {Metrics} m
 * @param {number} slot
 */
export function slotX(table, m, slot) {
  const lane = isColumn(table, slot) ? slot : slot - table.columns + 3;
  return m.left + lane * (m.cw + m.gap);
}

/**
 * The y of a slot's first card.
 * @param {Table} table
 * @param {Metrics} m
 * @param {number} slot
 */
export function slotY(table, m, slot) {
  return isColumn(table, slot) ? m.tableauTop : m.top;
}

/**
 * The smallest step between fanned face-up cards that still shows each card's corner label
 * (see .rsol-corner in widget.css).
 * @param {Metrics} m
 */
export function minFanStep(m) {
  return Math.ceil(m.ch * 0.01 + 1.15 * Math.max(11, m.cw * 0.2) + 2);
}

/**
 * Card positions: fanned columns that fit a fixed height while every face-up card stays readable;
 * a foundation shows its top two cards.
 * @param {Table} table
 * @param {Board} board
 * @param {Metrics} m
 * @param {Set<string>} movable the cards the engine says can be picked up
 * @returns {{items: Item[], height: number}}
 */
export function layoutBoard(table, board, m, movable) {
  /** @type {Item[]} */
  const items = [];
  const maxHeight = m.ch * 4;
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
  // The height a fanned column may take is reserved from the start, so the board keeps its height
  // while the columns grow (only a column past that, with every corner at its smallest step, adds more).
  return { items, height: Math.max(bottom, m.tableauTop + maxHeight) + m.gap };
}

/**
 * The slot under a board point: a column (the whole lane below the foundations) or a foundation,
 * with half a gap of slack on each side; `null` elsewhere.
 * @param {Table} table
 * @param {Metrics} m
 * @param {Point} p
 * @returns {number | null}
 */
export function hitTest(table, m, p) {
  const half = m.gap / 2;
  const within = (/** @type {number} */ slot) => {
    const x = slotX(table, m, slot);
    return p.x >= x - half && p.x <= x + m.cw + half;
  };
  if (p.y < m.tableauTop - m.gap) {
    if (p.y > m.top + m.ch + half) return null;
    for (let s = 0; s < table.suits.length; s++) if (within(table.columns + s)) return table.columns + s;
    return null;
  }
  for (let c = 0; c < table.columns; c++) if (within(c)) return c;
  return null;
}
