// @ts-check
/**
 * The board as drawn: the engine's position plus the optimistic moves not yet confirmed.
 * Pure functions over plain data (unit-tested in js/tests/board.test.js).
 */
import { foundationSlot, isColumn, slotOfDest } from "./table.js";

/** @typedef {import("./table.js").Table} Table */
/** @typedef {import("./protocol.js").State} State */

/**
 * @typedef {object} Board
 * @property {(string | null)[][]} columns bottom to top; null is a face-down card
 * @property {string[][]} foundations one list of cards per suit, bottom to top
 */

/** @typedef {{slot: number, index: number}} Spot */

/**
 * A move drawn before the engine confirms it.
 * @typedef {object} Optimistic
 * @property {string} id the request that asked for it
 * @property {string} card
 * @property {number} dest
 * @property {string | null} [announce] what to say once it is played (keyboard moves)
 * @property {number | null} confirmSeq the state that contains it, once the engine said so
 */

/**
 * A copy of the engine's position that optimistic moves may change.
 * @param {Board} state
 * @returns {Board}
 */
export function cloneBoard(state) {
  return {
    columns: state.columns.map((col) => col.slice()),
    foundations: state.foundations.map((cards) => cards.slice()),
  };
}

/**
 * Where a face-up card lies: in a column, or on top of its foundation; `null` elsewhere.
 * @param {Table} table
 * @param {Board} board
 * @param {string} card
 * @returns {Spot | null}
 */
export function locate(table, board, card) {
  for (let c = 0; c < board.columns.length; c++) {
    const i = board.columns[c].indexOf(card);
    if (i >= 0) return { slot: c, index: i };
  }
  const slot = foundationSlot(table, card);
  const cards = board.foundations[slot - table.columns];
  if (cards && cards.length && cards[cards.length - 1] === card) return { slot, index: cards.length - 1 };
  return null;
}

/**
 * The cards that move together with `card`: it and every card on top of it in its column, or a
 * foundation's top card alone. Empty if the card is not on the board.
 * @param {Table} table
 * @param {Board} board
 * @param {string} card
 * @returns {string[]}
 */
export function groupOf(table, board, card) {
  const spot = locate(table, board, card);
  if (!spot) return [];
  if (!isColumn(table, spot.slot)) return [card];
  return /** @type {string[]} */ (board.columns[spot.slot].slice(spot.index));
}

/**
 * Play a move on a drawn board (no rule is checked here: the engine already listed it as legal).
 * @param {Table} table
 * @param {Board} board
 * @param {string} card
 * @param {number} dest
 */
export function applyMove(table, board, card, dest) {
  const from = locate(table, board, card);
  if (!from) return;
  /** @type {(string | null)[]} */
  let group;
  if (isColumn(table, from.slot)) group = board.columns[from.slot].splice(from.index);
  else group = [/** @type {string} */ (board.foundations[from.slot - table.columns].pop())];
  const to = slotOfDest(table, card, dest);
  if (isColumn(table, to)) board.columns[to].push(...group);
  else board.foundations[to - table.columns].push(card);
}

/**
 * The board to draw: the engine's state with the optimistic moves it does not hold yet on top.
 * A move is drawn only while the engine lists it among the legal ones (`state.dests`).
 * @param {Table} table
 * @param {State} state
 * @param {Optimistic[]} pending
 * @returns {Board}
 */
export function shownBoard(table, state, pending) {
  const board = cloneBoard(state);
  for (const p of pending) {
    if ((state.dests[p.card] || []).includes(p.dest)) applyMove(table, board, p.card, p.dest);
  }
  return board;
}
