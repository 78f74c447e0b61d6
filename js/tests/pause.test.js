// @ts-check
/** Playing time: when the page asks the kernel to pause the game clock (issue 35 item 3). */
import assert from "node:assert/strict";
import { test } from "node:test";
import { IDLE_MS, shouldPause } from "../src/pause.js";

test("the clock pauses while the board is hidden, a dialog is open, or after a minute without input", () => {
  const at = { hidden: false, dialog: false, idleMs: 0 };
  assert.equal(IDLE_MS, 60_000);
  assert.equal(shouldPause(at), false);
  assert.equal(shouldPause({ ...at, idleMs: IDLE_MS - 1 }), false);
  assert.equal(shouldPause({ ...at, idleMs: IDLE_MS }), true);
  assert.equal(shouldPause({ ...at, hidden: true }), true);
  assert.equal(shouldPause({ ...at, dialog: true }), true);
});
