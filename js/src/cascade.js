// @ts-check
/**
 * Card motion the board view does not do by itself: a refused drop gliding back, and the win, when all
 * 52 cards fly off the foundations one after another, kings first (both skipped under reduced motion).
 */
import { drawFace } from "./faces.js";

const STEP_MS = 28;
const FLIGHT_MS = 900;

/** The class of a board whose player chose less motion in its Settings (the `reduced_motion` setting). */
export const STILL = "rsol-still";

/**
 * True when the player asked for less motion: the system's choice, or the setting of the board `el` is on.
 * @param {Element | null} [el] an element of the board
 */
export function reducedMotion(el = null) {
  if (el && el.closest(`.${STILL}`)) return true;
  return typeof window !== "undefined" && !!window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Where the k-th flying card ends (relative to its start): out of the board, left or right, falling;
 * `drop`, how far down it is at 40% of its flight: it falls from the start, faster than its corners
 * turn up, so the board's top edge (which clips) never cuts it. Pure (unit-tested).
 * @param {number} k
 * @param {number} width board width
 * @param {number} height board height
 * @param {number} fromX the card's x
 * @param {number} cardWidth
 * @returns {{dx: number, dy: number, turn: number, drop: number}}
 */
export function flightEnd(k, width, height, fromX, cardWidth) {
  const right = k % 2 === 0;
  const spread = 0.35 + ((k * 37) % 50) / 100;
  const dx = right ? width - fromX + spread * width * 0.3 : -fromX - spread * width * 0.3 - 100;
  const drop = Math.max(height * 0.2, cardWidth * 2);
  return { dx, dy: height * (0.6 + spread), turn: (right ? 1 : -1) * (180 + ((k * 53) % 180)), drop };
}

/**
 * The order the won game's cards fly in: from the top of each foundation down, a card of each suit
 * in turn (K♠ K♥ K♦ K♣ Q♠ …), each of the 52 once (pure; unit-tested).
 * @param {string[][]} foundations
 * @returns {{card: string, pile: number}[]}
 */
export function flightOrder(foundations) {
  /** @type {{card: string, pile: number}[]} */
  const order = [];
  const height = Math.max(0, ...foundations.map((p) => p.length));
  for (let i = height - 1; i >= 0; i--) {
    foundations.forEach((pile, s) => {
      if (i < pile.length) order.push({ card: pile[i], pile: s });
    });
  }
  return order;
}

/**
 * Fly each foundation card off the board (faces drawn afresh, from where its pile lies); resolves
 * when the last has gone (at once under reduced motion or without the Web Animations API).
 * @param {HTMLElement} board
 * @param {string[][]} foundations
 * @param {(pile: number) => {x: number, y: number}} at where each pile lies on the board
 * @returns {Promise<void>}
 */
export function cascade(board, foundations, at) {
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
        { transform: `${start} translate(${end.dx}px, ${end.dy}px) rotate(${end.turn}deg)` },
      ],
      { duration: FLIGHT_MS, delay: k * STEP_MS, easing: "ease-in", fill: "backwards" },
    );
    return anim.finished.catch(() => undefined).finally(() => copy.remove());
  });
  return Promise.all(flights).then(() => undefined);
}

/**
 * The win's cascade for a view: it starts after the last card's own move; the win box waits for it.
 */
export class Celebration {
  /** @param {import("./view.js").SolitaireView} view */
  constructor(view) {
    this.view = view;
    /** @type {number | null} the game whose win is being celebrated */
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
      const at = (/** @type {number} */ pile) => {
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
    }, 160); // after the last card's own move
  }
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
