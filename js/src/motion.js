// @ts-check
/**
 * The board's own motion: the deal (every card flies from the deck's corner to its place, one after
 * another) and the flip of a card that turns face up. Both are Web Animations on top of the card's
 * own position, so the board's state and the input are never waiting for them; skipped under
 * reduced motion.
 */
import { reducedMotion } from "./cascade.js";

export const DEAL_STEP_MS = 14;
export const DEAL_FLIGHT_MS = 280;
export const FLIP_MS = 220;

/** @typedef {import("./layout.js").Item} Item */

/**
 * When the k-th of n dealt cards leaves, so that columns fill left to right a row at a time, as a
 * deal is made (pure; unit-tested): cards ordered by index in their column, then by column.
 * @param {Item[]} items
 * @returns {Map<string, number>} card key -> delay in ms
 */
export function dealDelays(items) {
  const order = [...items].sort((a, b) => a.index - b.index || a.slot - b.slot);
  return new Map(order.map((item, k) => [item.key, k * DEAL_STEP_MS]));
}

/**
 * Deal `items` (their nodes already at their places) from (x0, y0); resolves when the last lands.
 * @param {Map<string, HTMLElement>} els
 * @param {Item[]} items
 * @param {number} x0
 * @param {number} y0
 * @returns {Promise<void>}
 */
export function deal(els, items, x0, y0) {
  if (reducedMotion(els.values().next().value)) return Promise.resolve();
  const delays = dealDelays(items);
  const flights = items.map((item) => {
    const node = els.get(item.key);
    if (!node || typeof node.animate !== "function") return Promise.resolve();
    const anim = node.animate(
      [{ transform: `translate(${x0}px, ${y0}px)` }, { transform: `translate(${item.x}px, ${item.y}px)` }],
      { duration: DEAL_FLIGHT_MS, delay: delays.get(item.key) || 0, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)", fill: "backwards" },
    );
    return anim.finished.then(
      () => undefined,
      () => undefined,
    );
  });
  return Promise.all(flights).then(() => undefined);
}

/**
 * Turn a card that was just uncovered: it shows its back's edge, then its face.
 * @param {HTMLElement} node
 * @param {number} x
 * @param {number} y
 */
export function flip(node, x, y) {
  if (reducedMotion(node) || typeof node.animate !== "function") return;
  const at = `translate(${x}px, ${y}px)`;
  node.animate([{ transform: `${at} scaleX(0.05)` }, { transform: `${at} scaleX(1)` }], { duration: FLIP_MS, easing: "ease-out" });
}
