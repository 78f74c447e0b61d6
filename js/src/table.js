// @ts-check
/**
 * The fixed facts of the table, and the words used for places on it.
 *
 * - a **slot** is one of the 11 places cards lie in: 0..6 the columns (left to right), then 7..10
 *   the foundations in suit order (♠ ♥ ♦ ♣). Focus, layout and hit testing speak in slots.
 * - a **dest** is a destination in the protocol: 0..6 a column, or `foundation` (7) for "the
 *   card's own foundation". Requests and the engine's `dests` speak in dests.
 * - a **spot** is where one card lies: `{slot, index}`, index 0 at the bottom of the slot.
 */

/**
 * @typedef {object} Table
 * @property {number} columns how many columns (7)
 * @property {number} foundation the dest that means "its foundation" (7)
 * @property {string[]} suits the suit symbols in foundation order
 */

/**
 * The table as Python describes it (the `constants` trait).
 * @param {import("./protocol.js").Constants} constants
 * @returns {Table}
 */
export function tableFrom(constants) {
  return { columns: constants.columns, foundation: constants.foundation, suits: constants.suits };
}

/**
 * The foundation slot a card belongs to.
 * @param {Table} table
 * @param {string} card
 */
export function foundationSlot(table, card) {
  return table.columns + table.suits.indexOf(card.slice(-1));
}

/**
 * The slot a move to `dest` ends in.
 * @param {Table} table
 * @param {string} card
 * @param {number} dest
 */
export function slotOfDest(table, card, dest) {
  return dest === table.foundation ? foundationSlot(table, card) : dest;
}

/**
 * The dest a drop on `slot` asks for (any foundation slot asks for the card's own foundation).
 * @param {Table} table
 * @param {number} slot
 */
export function destOfSlot(table, slot) {
  return slot < table.columns ? slot : table.foundation;
}

/**
 * @param {Table} table
 * @param {number} slot
 */
export function isColumn(table, slot) {
  return slot < table.columns;
}

/** @param {Table} table */
export function slotCount(table) {
  return table.columns + table.suits.length;
}
