// @ts-check
/**
 * Where everything goes on the board: sizes from the width and height, card positions, and the slot under a
 * point. Pure functions (unit-tested in js/tests/layout.test.js).
 */
import { isColumn } from "./table.js";

/** @typedef {import("./table.js").Table} Table */
/** @typedef {import("./board.js").Board} Board */

/**
 * Sizes in px for a board of a given width and height.
 * @typedef {object} Metrics
 * @property {number} width
 * @property {number} gap between columns
 * @property {number} cw card width
 * @property {number} ch card height
 * @property {number} step from one lane (column) to the next: cw + gap, or less on a board too narrow
 *   for seven MIN_CW cards side by side (each card then covers its left neighbour's right edge, never its index)
 * @property {number} left x of column 1
 * @property {number} top y of the foundations
 * @property {number} tableauTop y of the columns
 * @property {number} down the step of a face-down card in a fan
 * @property {number} fan the height kept for a fanned column (from tableauTop), so the board keeps its height
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

export const CARD_RATIO = 1.4;
/** The largest card width (px). */
export const MAX_CW = 100;
/** Fitting the height never makes cards narrower than this (their corners stay readable); the width may. */
export const MIN_CW = 44;
/** The longest column the board keeps room for without growing (all face up, every corner showing): the
 * example game reaches 21. */
export const ROOM_FOR = 21;
/** Below this board width (a phone), the gaps are at their smallest, so the cards stay MIN_CW wide. */
export const NARROW = 400;
/** The narrowest board drawn (a narrower one is drawn at this width). */
export const MIN_WIDTH = 196;

/**
 * The height a board with cards `cw` wide needs to show the foundations and a column of ROOM_FOR
 * face-up cards at the smallest step (pure).
 * @param {number} cw
 * @param {number} gap
 */
export function neededHeight(cw, gap) {
  const ch = Math.round(cw * CARD_RATIO);
  return gap + ch + 2 * gap + fanRoom(cw, ch) + gap;
}

/**
 * The column room: four card heights, or more where a ROOM_FOR-card column needs it.
 * @param {number} cw
 * @param {number} ch
 */
function fanRoom(cw, ch) {
  return Math.max(ch * 4, ch + (ROOM_FOR - 1) * minStep(cw, ch));
}

/**
 * Sizes for a board `width` wide that should fit `height` (the visible notebook area left under
 * the bar): cards as wide as the seven columns allow, narrower where the height asks for it, never
 * below MIN_CW (a board narrower than seven such cards, a phone's, overlaps its lanes a little).
 * Without a height (or an unknown one) the width decides.
 * @param {number} width the board's width in px
 * @param {number} [height] the height the board should fit in px
 * @returns {Metrics}
 */
export function metrics(width, height = Infinity) {
  width = Math.max(MIN_WIDTH, width || 600);
  const gap = width < NARROW ? 3 : Math.max(3, Math.round(width * 0.012)); // a phone: the cards get the room
  let cw = Math.max(MIN_CW, Math.min(MAX_CW, Math.floor((width - 8 * gap) / 7)));
  if (Number.isFinite(height) && height > 0) {
    while (cw > MIN_CW && neededHeight(cw, gap) > height) cw--;
  }
  const ch = Math.round(cw * CARD_RATIO);
  const step = Math.min(cw + gap, Math.floor((width - 2 * gap - cw) / 6)); // a phone: the lanes overlap a little
  const left = Math.max(gap, Math.floor((width - 6 * step - cw) / 2));
  const top = gap;
  const tableauTop = top + ch + 2 * gap;
  const down = Math.max(4, Math.round(ch * 0.09));
  return { width, gap, cw, ch, step, left, top, tableauTop, down, fan: fanRoom(cw, ch) };
}

/**
 * The x of a slot: columns from the left, foundations above columns 4..7.
 * @param {Table} table
 * @param {Metrics} m
 * @param {number} slot
 */
export function slotX(table, m, slot) {
  const lane = isColumn(table, slot) ? slot : slot - table.columns + 3;
  return m.left + lane * m.step;
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
  return minStep(m.cw, m.ch);
}

/**
 * @param {number} cw
 * @param {number} ch
 */
function minStep(cw, ch) {
  return Math.ceil(ch * 0.01 + 1.15 * cornerFont(cw) + 2);
}

/**
 * The corner index's font size (px) on a card `cw` wide (as .rsol-corner in widget.css sets it).
 * @param {number} cw
 */
export function cornerFont(cw) {
  return Math.max(10, Math.min(cw * 0.2, 20));
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
    for (let s = table.suits.length - 1; s >= 0; s--) if (within(table.columns + s)) return table.columns + s;
    return null;
  }
  for (let c = table.columns - 1; c >= 0; c--) if (within(c)) return c; // overlapping lanes: the one on top
  return null;
}
