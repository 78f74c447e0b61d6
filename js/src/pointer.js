// @ts-check
/**
 * Pointer input (mouse, pen, touch): press, drag past a threshold, drop on a slot; a press that
 * never became a drag is a tap, and two quick taps at one place a double tap.
 */

/** @typedef {import("./layout.js").Point} Point */
/** @typedef {import("./board-view.js").BoardView} BoardView */

export const DRAG_THRESHOLD = 8; // px: less is a tap
export const DOUBLE_TAP_MS = 350;
export const DOUBLE_TAP_PX = 24;

/** Tells a tap from the second tap of a double tap (pure; unit-tested). */
export class TapTracker {
  constructor() {
    /** @type {{card: string, t: number, x: number, y: number} | null} */
    this.last = null;
  }

  /**
   * A tap on `card` at time `t` (ms) and point `p`: a double tap on the first tap's card when it
   * comes soon enough and near enough (and double taps are on), else a single tap.
   * @param {string} card
   * @param {number} t
   * @param {Point} p
   * @param {boolean} doubleOn
   * @returns {{kind: "tap" | "double_tap", card: string}}
   */
  tap(card, t, p, doubleOn) {
    const last = this.last;
    if (last && doubleOn && t - last.t < DOUBLE_TAP_MS && Math.hypot(p.x - last.x, p.y - last.y) < DOUBLE_TAP_PX) {
      this.last = null;
      return { kind: "double_tap", card: last.card };
    }
    this.last = { card, t, x: p.x, y: p.y };
    return { kind: "tap", card };
  }

  reset() {
    this.last = null;
  }
}

/**
 * What pointer input asks of the view.
 * @typedef {object} PointerHost
 * @property {() => boolean} canPlay no win on the board, a kernel behind it
 * @property {(card: string) => string[]} groupOf the cards that move with `card`
 * @property {(card: string, p: Point) => void} tap
 * @property {(key: string, p: Point) => void} stuck a press on a card that cannot be picked up (face down, or not listed)
 * @property {(card: string) => void} dragStarted
 * @property {(card: string, p: Point) => void} drop released over board point `p`
 * @property {() => void} dragEnded
 * @property {(animate: boolean) => void} redraw
 */

/**
 * @typedef {object} Press
 * @property {number} id pointer id
 * @property {string} card
 * @property {string[]} keys the cards that move
 * @property {{key: string, x: number, y: number}[]} start where they were drawn
 * @property {Point} p0
 * @property {boolean} dragging
 * @property {number} dx
 * @property {number} dy
 * @property {number} frame a pending animation frame (0: none)
 */

export class PointerInput {
  /**
   * @param {BoardView} view
   * @param {PointerHost} host
   */
  constructor(view, host) {
    this.view = view;
    this.host = host;
    /** @type {Press | null} */
    this.press = null;
    const el = view.el;
    /** @type {[string, (e: any) => void][]} */
    this.handlers = [
      ["pointerdown", (e) => this.down(e)],
      ["pointermove", (e) => this.move(e)],
      ["pointerup", (e) => this.up(e)],
      ["pointercancel", (e) => this.cancel(e)],
      ["lostpointercapture", (e) => this.cancel(e)],
      ["dragstart", (e) => e.preventDefault()],
    ];
    for (const [type, fn] of this.handlers) el.addEventListener(type, fn);
  }

  /** The cards being dragged (kept in place by a redraw), or none. */
  lifted() {
    return new Set(this.press?.dragging ? this.press.keys : []);
  }

  /** @param {PointerEvent} e */
  down(e) {
    if (this.press || (e.pointerType === "mouse" && e.button !== 0) || !this.host.canPlay()) return;
    const node = /** @type {HTMLElement} */ (e.target).closest(".rsol-card");
    if (!(node instanceof HTMLElement) || !node.dataset.key) return;
    const card = node.dataset.card;
    if (!card || !node.classList.contains("rsol-movable")) {
      this.host.stuck(node.dataset.key, this.view.point(e));
      return;
    }
    const keys = this.host.groupOf(card);
    if (!keys.length) return;
    const start = keys.map((key) => {
      const item = this.view.items.get(key);
      return { key, x: item?.x ?? 0, y: item?.y ?? 0 };
    });
    const p0 = this.view.point(e);
    this.press = { id: e.pointerId, card, keys, start, p0, dragging: false, dx: 0, dy: 0, frame: 0 };
    try {
      node.setPointerCapture(e.pointerId);
    } catch {
      // not an active pointer (a synthetic event): the drag still works without capture
    }
    e.preventDefault();
  }

  /** @param {PointerEvent} e */
  move(e) {
    const press = this.press;
    if (!press || e.pointerId !== press.id) return;
    const p = this.view.point(e);
    const dx = p.x - press.p0.x;
    const dy = p.y - press.p0.y;
    if (!press.dragging) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      press.dragging = true;
      this.view.lift(press.keys);
      this.host.dragStarted(press.card);
    }
    press.dx = dx;
    press.dy = dy;
    if (!press.frame) {
      press.frame = requestAnimationFrame(() => {
        press.frame = 0;
        if (this.press === press) this.view.follow(press.start, press.dx, press.dy);
      });
    }
  }

  /** @param {PointerEvent} e */
  up(e) {
    const press = this.release(e);
    if (!press) return;
    const p = this.view.point(e);
    if (!press.dragging) {
      this.host.tap(press.card, p);
      return;
    }
    this.endDrag(press);
    this.host.drop(press.card, p);
  }

  /** @param {PointerEvent} e */
  cancel(e) {
    const press = this.release(e);
    if (!press) return;
    if (press.dragging) this.endDrag(press);
    this.host.redraw(true);
  }

  /**
   * End the press of this pointer (and its pending frame); the press, or null if it was not ours.
   * @param {PointerEvent} e
   */
  release(e) {
    const press = this.press;
    if (!press || e.pointerId !== press.id) return null;
    this.press = null;
    if (press.frame) cancelAnimationFrame(press.frame);
    return press;
  }

  /** @param {Press} press */
  endDrag(press) {
    this.view.land(press.keys);
    this.host.dragEnded();
  }

  /** Stop listening, cancel any pending frame. */
  destroy() {
    if (this.press?.frame) cancelAnimationFrame(this.press.frame);
    this.press = null;
    for (const [type, fn] of this.handlers) this.view.el.removeEventListener(type, fn);
  }
}
