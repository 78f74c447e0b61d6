// @ts-check
/** Playing time: when the page asks the kernel to pause the game clock (issue 35 item 3). */
import assert from "node:assert/strict";
import { test } from "node:test";
import { IDLE_MS, idleLimit, shouldPause } from "../src/pause.js";

test("the clock pauses while the board is hidden, a dialog is open, or after a minute without input", () => {
  const at = { hidden: false, dialog: false, idleMs: 0 };
  assert.equal(IDLE_MS, 60_000);
  assert.equal(shouldPause(at), false);
  assert.equal(shouldPause({ ...at, idleMs: IDLE_MS - 1 }), false);
  assert.equal(shouldPause({ ...at, idleMs: IDLE_MS }), true);
  assert.equal(shouldPause({ ...at, hidden: true }), true);
  assert.equal(shouldPause({ ...at, dialog: true }), true);
});

test("a test may shorten the idle delay on the view's root (data-idle-ms); nothing else changes it", () => {
  const at = { hidden: false, dialog: false, idleMs: 1500 };
  const root = /** @type {HTMLElement} */ (/** @type {unknown} */ ({ dataset: {} }));
  assert.equal(idleLimit(root), IDLE_MS);
  assert.equal(shouldPause(at, idleLimit(root)), false);
  root.dataset.idleMs = "1000";
  assert.equal(idleLimit(root), 1000);
  assert.equal(shouldPause(at, idleLimit(root)), true);
  for (const bad of ["", "0", "-5", "soon"]) {
    root.dataset.idleMs = bad;
    assert.equal(idleLimit(root), IDLE_MS, bad);
  }
});
