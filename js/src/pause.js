// @ts-check
/**
 * Playing time: the game clock pauses while the board cannot be played (the page or the notebook tab
 * hidden, a dialog open) and after IDLE_MS without input on the board; the next gesture on the board
 * resumes it. The kernel keeps the clock (the saved game holds the playing time); this part only asks
 * it to pause or resume, with a `clock` request carrying `pause`. Of several views of one game, the
 * one that had the last input decides (a view left in a hidden tab does not pause the one in use).
 *
 * Testing hook (harmless otherwise): `data-idle-ms` on the view's root shortens the idle delay, so a
 * browser test sees the idle pause without waiting a minute.
 */

export const IDLE_MS = 60_000;
const CHECK_MS = 1000;
const INPUTS = ["pointerdown", "keydown", "wheel"];

/** @type {WeakMap<object, PlayTime>} each game's (model's) view in use: the last one with input */
const inUse = new WeakMap();

/**
 * Whether the clock should pause now (pure; unit-tested).
 * @param {{hidden: boolean, dialog: boolean, idleMs: number}} now
 * @param {number} [limit] the idle delay
 */
export function shouldPause({ hidden, dialog, idleMs }, limit = IDLE_MS) {
  return hidden || dialog || idleMs >= limit;
}

/**
 * The idle delay of the view whose root is `root`: IDLE_MS, unless a test set `data-idle-ms`.
 * @param {HTMLElement} root
 */
export function idleLimit(root) {
  const set = Number(root.dataset.idleMs);
  return set > 0 ? set : IDLE_MS;
}

/**
 * Whether an element can be seen at all: not in a hidden page, tab or panel (not: scrolled away).
 * @param {HTMLElement} el
 */
export function shownOnPage(el) {
  if (typeof document !== "undefined" && document.hidden) return false;
  return typeof el.checkVisibility === "function" ? el.checkVisibility() : el.getClientRects().length > 0;
}

/**
 * Whether a dialog is open on the board: the new-game dialog, a question, a panel shown as a dialog.
 * @param {HTMLElement} root
 */
export function dialogOpen(root) {
  const dialogs = root.querySelectorAll('[role="dialog"], [role="alertdialog"]');
  return [...dialogs].some((d) => d instanceof HTMLElement && !d.closest("[hidden]") && shownOnPage(d));
}

export class PlayTime {
  /**
   * @param {HTMLElement} root the view's root
   * @param {object} game the model the views share
   * @param {{running: () => boolean, pause: (on: boolean) => void}} hooks the kernel clock runs; ask it
   */
  constructor(root, game, hooks) {
    this.root = root;
    this.game = game;
    this.hooks = hooks;
    this.paused = false; // this view asked for a pause and no gesture came since
    this.lastInput = performance.now();
    this.onInput = () => this.input();
    for (const type of INPUTS) root.addEventListener(type, this.onInput, true);
    this.onVisibility = () => this.check();
    document.addEventListener("visibilitychange", this.onVisibility);
    this.timer = window.setInterval(() => this.check(), CHECK_MS);
  }

  /** Pause the clock if the board cannot be played now. */
  check() {
    const owner = inUse.get(this.game);
    if ((owner && owner !== this) || !this.hooks.running()) return; // not running: paused, won or not started
    const idleMs = performance.now() - this.lastInput;
    const now = { hidden: !shownOnPage(this.root), dialog: dialogOpen(this.root), idleMs };
    if (!shouldPause(now, idleLimit(this.root))) return;
    this.paused = true;
    this.hooks.pause(true);
  }

  /** A gesture on the board: it resumes a paused clock once its own handlers ran (unless it opened a dialog). */
  input() {
    this.lastInput = performance.now();
    inUse.set(this.game, this);
    if (!this.paused) return;
    window.setTimeout(() => {
      if (!this.paused || dialogOpen(this.root) || !shownOnPage(this.root)) return;
      this.paused = false;
      this.hooks.pause(false);
    }, 0);
  }

  destroy() {
    clearInterval(this.timer);
    for (const type of INPUTS) this.root.removeEventListener(type, this.onInput, true);
    document.removeEventListener("visibilitychange", this.onVisibility);
    if (inUse.get(this.game) === this) inUse.delete(this.game);
  }
}
