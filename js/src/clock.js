// @ts-check
/** The game clock: set from the kernel (a state or a clock reply), then running on by itself. */
import { formatTime } from "./dom.js";

/** @typedef {import("./protocol.js").Clock} Clock */

export class GameClock {
  /** @param {number} now performance.now() */
  constructor(now) {
    this.elapsed = 0;
    this.running = false;
    this.at = now;
  }

  /**
   * The kernel's clock, as of `now`.
   * @param {Clock | undefined} time
   * @param {number} now
   */
  set(time, now) {
    if (!time || typeof time.elapsed !== "number") return;
    this.elapsed = time.elapsed;
    this.running = !!time.running;
    this.at = now;
  }

  /**
   * The time to show at `now`; a frozen clock (a saved picture) shows the last time sent.
   * @param {number} now
   * @param {boolean} frozen
   */
  text(now, frozen) {
    const extra = this.running && !frozen ? (now - this.at) / 1000 : 0;
    return formatTime(this.elapsed + extra);
  }
}
