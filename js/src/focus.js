// @ts-check
/**
 * Keyboard focus on the board: one tab stop that moves between slots and up and down a column.
 * Pure functions (unit-tested in js/tests/focus.test.js).
 */
import { isColumn, slotCount } from "./table.js";

/** @typedef {import("./table.js").Table} Table */
/** @typedef {import("./board.js").Board} Board */

/**
 * The focused place: a slot, and in a column the card's index (-1: the column's last card).
 * @typedef {{slot: number, index: number}} Focus
 */

/**
 * The index of the focused card in a column of `length` cards (-1 for an empty column).
 * @param {number} length
 * @param {number} index
 */
export function focusedIndex(length, index) {
  return index < 0 || index >= length ? length - 1 : index;
}

/**
 * What holds the focus: `{slot, index}` with `index` the card (-1: the empty slot itself).
 * In a column, never a face-down card when a face-up one is above it; on a foundation, its top card.
 * @param {Table} table
 * @param {Board} board
 * @param {Focus} focus
 * @returns {{slot: number, index: number}}
 */
export function focusTarget(table, board, focus) {
  const { slot, index } = focus;
  if (isColumn(table, slot)) {
    const col = board.columns[slot];
    if (!col.length) return { slot, index: -1 };
    const firstUp = col.findIndex((c) => c !== null);
    return { slot, index: Math.max(firstUp, focusedIndex(col.length, index)) };
  }
  return { slot, index: board.foundations[slot - table.columns].length - 1 };
}

/**
 * Where an arrow key takes the focus, or `null` when the key does not move it.
 * Left and right go round the 11 slots (columns, then foundations); up and down stay on face-up cards.
 * @param {Table} table
 * @param {Board} board
 * @param {Focus} focus
 * @param {string} key
 * @returns {Focus | null}
 */
export function moveFocus(table, board, focus, key) {
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

/**
 * The card Enter picks up at the focus: a face-up column card or a foundation's top card.
 * @param {Table} table
 * @param {Board} board
 * @param {Focus} focus
 * @returns {string | null}
 */
export function cardAtFocus(table, board, focus) {
  if (isColumn(table, focus.slot)) {
    const col = board.columns[focus.slot];
    return col[focusedIndex(col.length, focus.index)] ?? null;
  }
  return board.foundations[focus.slot - table.columns].at(-1) || null;
}
