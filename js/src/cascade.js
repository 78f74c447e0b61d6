// @ts-check
/**
 * Card motion the board view does not do by itself: a refused drop gliding back, and the win, when the
 * foundations' cards fly off the board one after another (both skipped under reduced motion).
 */

const STEP_MS = 28;
const FLIGHT_MS = 900;

/** True when the player asked the system for less motion. */
export function reducedMotion() {
  return typeof window !== "undefined" && !!window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Where the k-th flying card ends (relative to its start): out of the board, left or right, falling.
 * Pure (unit-tested).
 * @param {number} k
 * @param {number} width board width
 * @param {number} height board height
 * @param {number} fromX the card's x
 * @returns {{dx: number, dy: number, turn: number}}
 */
export function flightEnd(k, width, height, fromX) {
  const right = k % 2 === 0;
  const spread = 0.35 + ((k * 37) % 50) / 100;
  const dx = right ? width - fromX + spread * width * 0.3 : -fromX - spread * width * 0.3 - 100;
  return { dx, dy: height * (0.6 + spread), turn: (right ? 1 : -1) * (180 + ((k * 53) % 180)) };
}

/**
 * Fly copies of the foundation cards off the board; resolves when the last has gone (at once under
 * reduced motion or without the Web Animations API).
 * @param {HTMLElement} board
 * @param {HTMLElement[]} tops the top card of each foundation
 * @param {number} perPile how many copies each pile throws (13 for a won game)
 * @returns {Promise<void>}
 */
export function cascade(board, tops, perPile = 13) {
  if (reducedMotion() || !tops.length || typeof board.animate !== "function") return Promise.resolve();
  const width = board.clientWidth;
  const height = board.clientHeight;
  /** @type {Promise<unknown>[]} */
  const flights = [];
  let k = 0;
  for (let i = 0; i < perPile; i++) {
    for (const top of tops) {
      const start = top.style.transform;
      const x = Number(/translate\(([-\d.]+)px/.exec(start)?.[1] || 0);
      const copy = /** @type {HTMLElement} */ (top.cloneNode(true));
      copy.classList.add("rsol-flying");
      copy.removeAttribute("tabindex");
      copy.setAttribute("aria-hidden", "true");
      copy.style.zIndex = String(1200 + k);
      board.append(copy);
      const end = flightEnd(k, width, height, x);
      const anim = copy.animate(
        [
          { transform: `${start} rotate(0deg)` },
          { transform: `${start} translate(${end.dx * 0.5}px, ${-height * 0.15}px) rotate(${end.turn / 2}deg)`, offset: 0.4 },
          { transform: `${start} translate(${end.dx}px, ${end.dy}px) rotate(${end.turn}deg)` },
        ],
        { duration: FLIGHT_MS, delay: k * STEP_MS, easing: "ease-in", fill: "backwards" },
      );
      flights.push(anim.finished.catch(() => undefined).finally(() => copy.remove()));
      k++;
    }
  }
  return Promise.all(flights).then(() => undefined);
}

/**
 * The cards of a drop glide back slowly if it is refused (the next draw moves them; CSS does the rest).
 * @param {(HTMLElement | undefined)[]} nodes
 */
export function glideBack(nodes) {
  const cards = nodes.filter((n) => !!n);
  for (const n of cards) n?.classList.add("rsol-returning");
  window.setTimeout(() => {
    for (const n of cards) n?.classList.remove("rsol-returning");
  }, 450);
}
