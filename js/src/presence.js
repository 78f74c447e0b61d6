// @ts-check
/**
 * Is a kernel behind this view? A probe (the clock request) that gets no answer in time means the
 * view is a saved picture: its controls go inert until an answer comes.
 */

/** @typedef {import("./view.js").SolitaireView} SolitaireView */

const PROBE_MS = 4000; // no answer to the clock request by then: no kernel behind this view (a saved picture)

export class KernelPresence {
  /** @param {SolitaireView} view */
  constructor(view) {
    this.view = view;
    this.heard = false; // an answer came since the last probe
    this.timer = 0;
  }

  /** Ask the kernel for the clock: the answer sets the timer, and no answer at all means a saved picture. */
  probe() {
    const view = this.view;
    const wm = view.model.widget_manager;
    if (wm && "kernel" in wm && !wm.kernel) this.setStatic(true);
    this.heard = false;
    view.request("clock");
    clearTimeout(this.timer);
    this.timer = window.setTimeout(() => {
      if (!this.heard) this.setStatic(true);
    }, PROBE_MS);
  }

  /** @param {boolean} on */
  setStatic(on) {
    const view = this.view;
    if (view.static === on) return;
    view.static = on;
    view.root.classList.toggle("rsol-static", on);
    view.staticNote.hidden = !on;
    view.bar.setInert(on);
    view.win.newBtn.inert = on;
    view.win.restartBtn.inert = on;
    if (on) {
      view.panels.closeAll();
      view.dialog.close();
    }
    view.drawBar();
    view.analysis.draw();
    view.emit("static", { on });
  }

  destroy() {
    clearTimeout(this.timer);
  }
}
