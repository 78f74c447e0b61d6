// @ts-check
/**
 * An arrow over the board from a card to a place: the hint's (hints.js), and on a key moment of the game
 * review the move played and the hint's (game-review.js). Each is one SVG over the cards, styled by its
 * class (widget.css); it follows the board through redraws until cleared. It decides nothing.
 */
import { cornerFont, slotX, slotY } from "./layout.js";

/** @typedef {import("./board.js").Board} Board */
/** @typedef {import("./board-view.js").BoardView} BoardView */

const SVG_NS = "http://www.w3.org/2000/svg";

export class MoveArrow {
  /**
   * @param {HTMLElement} board
   * @param {string} className the SVG's classes (its look)
   */
  constructor(board, className) {
    this.svg = document.createElementNS(SVG_NS, "svg");
    this.svg.setAttribute("class", className);
    this.svg.setAttribute("aria-hidden", "true");
    const defs = document.createElementNS(SVG_NS, "defs");
    const marker = document.createElementNS(SVG_NS, "marker");
    const id = `rsol-arrowhead-${Math.random().toString(36).slice(2, 8)}`;
    for (const [k, v] of Object.entries({ id, viewBox: "0 0 10 10", refX: "6", refY: "5", markerWidth: "4", markerHeight: "4", orient: "auto" })) marker.setAttribute(k, v);
    const head = document.createElementNS(SVG_NS, "path");
    head.setAttribute("d", "M0 0L10 5L0 10z");
    marker.append(head);
    defs.append(marker);
    this.path = document.createElementNS(SVG_NS, "path");
    this.path.setAttribute("marker-end", `url(#${id})`);
    this.svg.append(defs, this.path);
    this.svg.style.display = "none";
    board.append(this.svg);
    /** @type {{card: string, slot: number} | null} */
    this.spec = null;
  }

  /**
   * Point from `card` to `slot` (drawn at once and after every redraw), or clear with null.
   * @param {{card: string, slot: number} | null} spec
   * @param {BoardView} view
   * @param {Board | null} board
   */
  set(spec, view, board) {
    this.spec = spec;
    if (board) this.draw(view, board);
    else this.svg.style.display = "none";
  }

  /**
   * @param {BoardView} view
   * @param {Board} board
   */
  draw(view, board) {
    const m = view.m;
    const from = this.spec && view.items.get(this.spec.card);
    if (!this.spec || !m || !from) {
      this.svg.style.display = "none";
      return;
    }
    const to = view.destNode(board, this.spec.slot);
    const target = to.dataset.key ? view.items.get(to.dataset.key) : null;
    const tx = (target ? target.x : slotX(view.table, m, this.spec.slot)) + m.cw / 2;
    const ty = (target ? target.y : slotY(view.table, m, this.spec.slot)) + m.ch * 0.45;
    const fx = from.x + m.cw / 2;
    const fy = from.y + Math.min(m.ch / 2, cornerFont(m.cw) * 1.6);
    const [cx, cy] = bend(fx, fy, tx, ty);
    this.path.setAttribute("d", `M${fx} ${fy}Q${cx} ${cy} ${tx} ${ty}`);
    this.path.style.strokeWidth = `${Math.max(3, m.cw * 0.06)}px`;
    this.svg.style.display = "";
  }
}

/**
 * The control point of a gentle curve from (fx, fy) to (tx, ty): a fifth of the way off the line.
 * @param {number} fx
 * @param {number} fy
 * @param {number} tx
 * @param {number} ty
 * @returns {[number, number]}
 */
export function bend(fx, fy, tx, ty) {
  const mx = (fx + tx) / 2;
  const my = (fy + ty) / 2;
  const side = tx >= fx ? -1 : 1;
  return [mx + side * (ty - fy) * 0.2, my - side * (tx - fx) * 0.2];
}
