// @ts-check
/**
 * The gestures remember where the last one happened (a refusal nudges that card and is noted there:
 * replies.js reads `gestures.last`), whatever part of the page the gesture came from.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { Gestures } from "../src/gestures.js";
import { Labels } from "../src/labels.js";
import { LABELS, TABLE } from "./fixtures.js";

Object.assign(globalThis, { window: globalThis }); // a release's glide back sets a timer

function gestures() {
  const columns = [["8♣"], [null, "9♠", "2♣"], [null, "4♥", "J♠"], [], [], [], ["K♥"]];
  const s = { columns, foundations: [["A♠"], [], [], ["A♣"]], dests: { "J♠": [3] }, tap: {}, double_tap: {}, seq: 1 };
  /** @type {Array<[string, Record<string, unknown> | undefined]>} */
  const requests = [];
  /** @type {(string | null)[]} */
  const nudged = [];
  const host = {
    state: () => s,
    shown: () => ({ columns: s.columns, foundations: s.foundations }),
    setting: () => false,
    request: (/** @type {string} */ kind, /** @type {Record<string, unknown> | undefined} */ fields) => requests.push([kind, fields]) && "1",
    say: () => {},
    redraw: () => {},
  };
  const items = new Map([["J♠", { x: 100, y: 40 }]]);
  const boardView = /** @type {any} */ ({ m: { cw: 20 }, items, els: new Map(), nudge: (/** @type {string | null} */ k) => nudged.push(k) });
  const g = new Gestures(TABLE, new Labels(LABELS), boardView, /** @type {any} */ (host));
  return { g, requests, nudged };
}

test("gestures: a tap, a release and a key drop are each noted where they happened", () => {
  const { g } = gestures();
  assert.deepEqual(g.last, { card: null, point: null });
  g.tap("8♣", { x: 5, y: 6 });
  assert.deepEqual(g.last, { card: "8♣", point: { x: 5, y: 6 } });
  g.release("J♠", { x: 7, y: 8 });
  assert.deepEqual(g.last, { card: "J♠", point: { x: 7, y: 8 } });
  g.keyDrop("J♠", 4, "");
  assert.deepEqual(g.last, { card: "J♠", point: { x: 110, y: 40 } }, "the keyboard's card: the middle of its top");
});

test("gestures: a press on a stuck card nudges it and asks the engine why, a face-down one by its place", () => {
  const { g, requests, nudged } = gestures();
  g.pressStuck("down-1-0", { x: 1, y: 2 });
  g.pressStuck("9♠", { x: 3, y: 4 });
  assert.deepEqual(nudged, ["down-1-0", "9♠"]);
  assert.deepEqual(requests, [["face_down", { column: 1, index: 0 }], ["tap", { card: "9♠" }]]);
  assert.deepEqual(g.last, { card: "9♠", point: { x: 3, y: 4 } });
});
