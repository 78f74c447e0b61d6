// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";
import { GameClock } from "../src/clock.js";
import { formatTime } from "../src/dom.js";
import { wrapFocus } from "../src/panels.js";
import { DOUBLE_TAP_MS, TapTracker } from "../src/pointer.js";

test("a second quick tap nearby is a double tap on the first card", () => {
  const t = new TapTracker();
  assert.deepEqual(t.tap("7♣", 0, { x: 10, y: 10 }, true), { kind: "tap", card: "7♣" });
  assert.deepEqual(t.tap("7♣", 100, { x: 15, y: 12 }, true), { kind: "double_tap", card: "7♣" });
  assert.deepEqual(t.tap("7♣", 150, { x: 15, y: 12 }, true), { kind: "tap", card: "7♣" }, "a third tap starts again");
});

test("too slow, too far, or double taps off: two single taps", () => {
  const t = new TapTracker();
  t.tap("7♣", 0, { x: 0, y: 0 }, true);
  assert.equal(t.tap("7♣", DOUBLE_TAP_MS + 1, { x: 0, y: 0 }, true).kind, "tap");
  assert.equal(t.tap("7♣", DOUBLE_TAP_MS + 2, { x: 30, y: 0 }, true).kind, "tap");
  assert.equal(t.tap("7♣", DOUBLE_TAP_MS + 3, { x: 30, y: 0 }, false).kind, "tap");
  t.reset();
  assert.equal(t.tap("7♣", DOUBLE_TAP_MS + 4, { x: 30, y: 0 }, true).kind, "tap", "reset forgets the first tap");
});

test("Tab wraps inside a modal panel", () => {
  const stops = ["radio", "code", "start", "cancel"];
  assert.equal(wrapFocus(stops, "cancel", false), "radio");
  assert.equal(wrapFocus(stops, "radio", true), "cancel");
  assert.equal(wrapFocus(stops, "code", false), null, "the browser's own order");
  assert.equal(wrapFocus([], "code", false), null);
});

test("the clock runs on from the kernel's time and stops in a saved picture", () => {
  const c = new GameClock(0);
  assert.equal(c.text(5000, false), "0:00", "not running");
  c.set({ elapsed: 4000, running: true }, 1000);
  assert.equal(c.text(3500, false), "1:06:42");
  assert.equal(c.text(3500, true), "1:06:40");
  c.set(undefined, 9999);
  assert.equal(c.elapsed, 4000, "no time: unchanged");
  assert.equal(formatTime(59.9), "0:59");
  assert.equal(formatTime(600), "10:00");
});
