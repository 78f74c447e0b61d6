// @ts-check
/**
 * Card faces, drawn by the project: an index (rank and suit) in two corners, the pips of 2–10 in
 * their usual layouts, an ace's single large pip, and the project's own court figures for J, Q, K
 * (a crowned or capped bust, mirrored as on real cards). SVG built element by element; the suits are
 * drawn shapes, not font glyphs. Small cards show the index and one large pip (widget.css).
 */

const NS = "http://www.w3.org/2000/svg";
export const RED_SUITS = new Set(["♥", "♦"]);

/** Card geometry: a 100 × 140 grid. Pip columns and rows, in grid units. */
const X = { L: 33, C: 50, R: 67 };
const Y4 = [30, 56.7, 83.3, 110]; // four rows (9, 10)
const Y3 = [30, 70, 110]; // three rows (2 to 8)

/**
 * Where the pips of a rank 1..10 go: [x, y] on the 100 × 140 grid (pure; unit-tested).
 * @param {number} rank
 * @returns {[number, number][]}
 */
export function pipLayout(rank) {
  const { L, C, R } = X;
  const [t, m, b] = Y3;
  /** @type {Record<number, [number, number][]>} */
  const layouts = {
    1: [[C, 70]],
    2: [[C, t], [C, b]],
    3: [[C, t], [C, m], [C, b]],
    4: [[L, t], [R, t], [L, b], [R, b]],
    5: [[L, t], [R, t], [C, m], [L, b], [R, b]],
    6: [[L, t], [R, t], [L, m], [R, m], [L, b], [R, b]],
    7: [[L, t], [R, t], [C, 50], [L, m], [R, m], [L, b], [R, b]],
    8: [[L, t], [R, t], [C, 50], [L, m], [R, m], [C, 90], [L, b], [R, b]],
    9: [...Y4.flatMap((y) => /** @type {[number, number][]} */ ([[L, y], [R, y]])), [C, 70]],
    10: [...Y4.flatMap((y) => /** @type {[number, number][]} */ ([[L, y], [R, y]])), [C, 43.3], [C, 96.7]],
  };
  return layouts[rank] || [];
}

/**
 * @template {keyof SVGElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string | number>} attrs
 * @param {Element} [parent]
 * @returns {SVGElementTagNameMap[K]}
 */
function svg(tag, attrs, parent) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (parent) parent.append(node);
  return node;
}

/** Suit shapes on a 10 × 10 box. */
const SUIT_PATHS = {
  "♥": "M5 9.3C1.2 6.4-.2 4.3.9 2.3 2 .5 4.3.7 5 2.6 5.7.7 8 .5 9.1 2.3c1.1 2-.3 4.1-4.1 7z",
  "♦": "M5 .3 8.7 5 5 9.7 1.3 5z",
  "♠": "M5 .4C3.1 2.9.5 4.3.8 6.4c.3 1.8 2.4 2.1 3.6.9-.1 1-.5 1.8-1.2 2.4h3.6c-.7-.6-1.1-1.4-1.2-2.4 1.2 1.2 3.3.9 3.6-.9C9.5 4.3 6.9 2.9 5 .4z",
  "♣": "M5 .7a2 2 0 0 1 1.6 3.2 2 2 0 1 1 .5 3.8c-.8 0-1.4-.4-1.7-1 .1 1.2.5 2 1.3 2.8H3.3c.8-.8 1.2-1.6 1.3-2.8-.3.6-.9 1-1.7 1a2 2 0 1 1 .5-3.8A2 2 0 0 1 5 .7z",
};

/**
 * A suit shape `size` units wide centred on (x, y), upside down in the card's lower half.
 * @param {Element} parent
 * @param {string} suit
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {boolean} [flip]
 */
export function pip(parent, suit, x, y, size, flip = false) {
  const s = size / 10;
  const turn = flip ? ` rotate(180 ${x} ${y})` : "";
  const d = SUIT_PATHS[/** @type {keyof typeof SUIT_PATHS} */ (suit)] || SUIT_PATHS["♠"];
  return svg("path", { d, transform: `${turn} translate(${x - size / 2} ${y - size / 2}) scale(${s})`.trim() }, parent);
}

/**
 * The rank of a card's name ("10♦" → 10, "K♠" → 13).
 * @param {string} card
 */
export function rankOf(card) {
  const r = card.slice(0, -1);
  return { A: 1, J: 11, Q: 12, K: 13 }[r] ?? Number(r);
}

/**
 * Fill a card element with its face: two corner indices, then pips or a court figure.
 * @param {HTMLElement} node
 * @param {string} card e.g. "7♥"
 */
export function drawFace(node, card) {
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

/**
 * A court card: a framed, mirrored bust in the suit's colour with gold trim; the king crowned, the
 * queen with a rounded crown, the jack in a feathered cap.
 * @param {SVGSVGElement} face
 * @param {string} suit
 * @param {number} rank 11, 12 or 13
 */
function court(face, suit, rank) {
  svg("rect", { x: 19, y: 20, width: 62, height: 100, rx: 4, class: "rsol-court-frame" }, face);
  for (const flip of [false, true]) {
    const half = svg("g", flip ? { transform: "rotate(180 50 70)" } : {}, face);
    bust(half, rank);
    pip(half, suit, 68, 30, 10);
  }
  svg("line", { x1: 22, y1: 70, x2: 78, y2: 70, class: "rsol-court-line" }, face);
}

/**
 * One half of a court figure (the upper one; the other is this turned round).
 * @param {SVGGElement} g
 * @param {number} rank
 */
function bust(g, rank) {
  svg("path", { d: "M27 70l3-9q3-7 12-8h16q9 1 12 8l3 9z", class: "rsol-court-robe" }, g);
  svg("path", { d: "M33 70V63M67 70V63", class: "rsol-court-trim" }, g);
  svg("path", { d: "M42 53l8 17 8-17", class: "rsol-court-trim" }, g);
  svg("circle", { cx: 50, cy: 44, r: 8.5, class: "rsol-court-skin" }, g);
  svg("path", { d: "M45 45h1.5M53.5 45H55M47.5 49.5q2.5 1.5 5 0", class: "rsol-court-ink" }, g);
  const hats = {
    13: "M40 37l2-10 4 6 4-8 4 8 4-6 2 10z",
    12: "M41 37q0-7 3-9 2 3 3 0 3-4 6 0 1 3 3 0 3 2 3 9z",
    11: "M39 38q1-9 11-9 8 0 11 6l-4 3zM58 30q6-8 10-6-3 3-7 8z",
  };
  svg("path", { d: hats[/** @type {11 | 12 | 13} */ (rank)], class: rank === 11 ? "rsol-court-cap" : "rsol-court-gold" }, g);
  if (rank === 13) svg("path", { d: "M44 50q6 9 12 0q-2 6-6 6t-6-6z", class: "rsol-court-beard" }, g);
  if (rank === 12) svg("path", { d: "M41.5 44q-2 9 3 12M58.5 44q2 9-3 12", class: "rsol-court-hair" }, g);
}
