// @ts-check
/**
 * What each of the player's settings the page applies does to a gesture (tests/test_setting_behaviours.py
 * checks that every setting has a behaviour test: these, or Python's, or a browser's).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { Gestures } from "../src/gestures.js";
import { Labels } from "../src/labels.js";
import { LABELS, TABLE } from "./fixtures.js";

/** @param {string} text a column written bottom to top, face-down cards as `##` */
function column(text) {
  return text ? text.split(" ").map((c) => (c === "##" ? null : c)) : [];
}

function state() {
  const board = { columns: ["8♣", "## 9♠ 2♣", "## 4♥ J♠", "", "", "", "K♥"].map(column), foundations: [["A♠"], [], [], ["A♣"]] };
  // the engine's answers, made up for the gestures: J♠ may go to dest 3, 2♣ home
  const dests = { "J♠": [3], "2♣": [TABLE.foundation] };
  return { ...board, code: null, rule: "classic", score: 0, moves: 0, won: false, undo_left: 0, seq: 1, game: 1, dests, movable: ["8♣", "2♣", "J♠", "K♥"], tap: { "J♠": 3 }, double_tap: { "J♠": 3 }, can_undo: false, can_redo: false, stuck: false, attempt: null, time: { elapsed: 0, running: false }, last: null, answer: null };
}

/**
 * Gestures on `state()` with the settings `on`, and what they asked and lit.
 * @param {Record<string, boolean>} on
 */
function gestures(on) {
  const s = /** @type {any} */ (state());
  /** @type {Array<[string, Record<string, unknown> | undefined]>} */
  const requests = [];
  /** @type {number[]} */
  const lit = [];
  const host = {
    state: () => s,
    shown: () => ({ columns: s.columns, foundations: s.foundations }),
    setting: (/** @type {string} */ name) => !!on[name],
    request: (/** @type {string} */ kind, /** @type {Record<string, unknown> | undefined} */ fields) => {
      requests.push([kind, fields]);
      return "1";
    },
    say: () => {},
    redraw: () => {},
  };
  const boardView = /** @type {any} */ ({
    m: null,
    destNode: (/** @type {any} */ _shown, /** @type {number} */ slot) => ({ classList: { add: () => lit.push(slot) } }),
    unmark: () => lit.splice(0),
  });
  const g = new Gestures(TABLE, new Labels(LABELS), boardView, /** @type {any} */ (host));
  return { g, requests, lit };
}

test("double_click: two quick taps are a double tap only with the setting on", () => {
  for (const on of [true, false]) {
    const { g, requests } = gestures({ double_click: on });
    g.tap("J♠", { x: 5, y: 5 });
    g.tap("J♠", { x: 6, y: 5 });
    assert.deepEqual(requests.map(([kind]) => kind), on ? ["tap", "double_tap"] : ["tap", "tap"]);
  }
});

test("placement_help: a card picked up lights its destinations only with the setting on", () => {
  for (const on of [true, false]) {
    const { g, lit } = gestures({ placement_help: on });
    g.showTargets("J♠");
    assert.deepEqual(lit, on ? [3] : []);
  }
});

test("auto_place: a card released where it cannot go is placed only with the setting on", () => {
  for (const on of [true, false]) {
    const { g, requests } = gestures({ auto_place: on });
    g.drop("J♠", 4); // not a legal destination
    assert.deepEqual(requests, on ? [["place", { card: "J♠" }]] : [["move", { card: "J♠", dest: 4 }]]);
  }
});
