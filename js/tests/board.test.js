// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";
import { applyMove, cloneBoard, groupOf, locate, shownBoard } from "../src/board.js";
import { TABLE } from "./fixtures.js";

/** @param {string} text a column written bottom to top, face-down cards as `##` */
function column(text) {
  return text ? text.split(" ").map((c) => (c === "##" ? null : c)) : [];
}

function board() {
  return {
    columns: ["8♣", "## 9♠ 2♣", "## ## 4♥ J♠ 7♠", "", "", "", "K♥"].map(column),
    foundations: [["A♠", "2♠"], [], [], ["A♣"]],
  };
}

/** @param {Record<string, number[]>} dests @param {number} seq */
function state(dests, seq = 1) {
  return { ...board(), code: null, rule: "classic", score: 0, moves: 0, won: false, undo_left: 0, seq, game: 1, dests, movable: [], tap: {}, double_tap: {}, can_undo: false, can_redo: false, stuck: false, attempt: null, time: { elapsed: 0, running: false }, last: null, answer: null };
}

test("locate finds column cards and foundation tops only", () => {
  const b = board();
  assert.deepEqual(locate(TABLE, b, "J♠"), { slot: 2, index: 3 });
  assert.deepEqual(locate(TABLE, b, "2♠"), { slot: 7, index: 1 });
  assert.deepEqual(locate(TABLE, b, "A♣"), { slot: 10, index: 0 });
  assert.equal(locate(TABLE, b, "A♠"), null, "under 2♠ on its foundation");
  assert.equal(locate(TABLE, b, "Q♦"), null);
});

test("groupOf takes the cards on top along; a foundation card moves alone", () => {
  const b = board();
  assert.deepEqual(groupOf(TABLE, b, "4♥"), ["4♥", "J♠", "7♠"]);
  assert.deepEqual(groupOf(TABLE, b, "7♠"), ["7♠"]);
  assert.deepEqual(groupOf(TABLE, b, "2♠"), ["2♠"]);
  assert.deepEqual(groupOf(TABLE, b, "Q♦"), []);
});

test("applyMove moves a group to a column and a card to its own foundation", () => {
  const b = board();
  applyMove(TABLE, b, "J♠", 3);
  assert.deepEqual(b.columns[2], [null, null, "4♥"]);
  assert.deepEqual(b.columns[3], ["J♠", "7♠"]);
  applyMove(TABLE, b, "7♠", TABLE.foundation); // its own foundation, whatever slot was aimed at
  assert.deepEqual(b.columns[3], ["J♠"]);
  assert.deepEqual(b.foundations[0], ["A♠", "2♠", "7♠"]);
  applyMove(TABLE, b, "A♣", 6); // a take-back from the ♣ foundation
  assert.deepEqual(b.foundations[3], []);
  assert.deepEqual(b.columns[6], ["K♥", "A♣"]);
  const before = JSON.stringify(b);
  applyMove(TABLE, b, "Q♦", 0); // not on the board: no change
  assert.equal(JSON.stringify(b), before);
});

test("cloneBoard copies deeply", () => {
  const b = board();
  const c = cloneBoard(b);
  c.columns[0][0] = null;
  c.foundations[0].pop();
  assert.equal(b.columns[0][0], "8♣");
  assert.equal(b.foundations[0].length, 2);
});

test("shownBoard draws only the pending moves the engine lists as legal", () => {
  const s = state({ "J♠": [3] });
  const shown = shownBoard(TABLE, s, [
    { id: "a", card: "J♠", dest: 3, confirmSeq: null },
    { id: "b", card: "8♣", dest: 5, confirmSeq: null }, // not in dests: not drawn
  ]);
  assert.deepEqual(shown.columns[3], ["J♠", "7♠"]);
  assert.deepEqual(shown.columns[0], ["8♣"]);
  assert.deepEqual(s.columns[3], [], "the state itself is untouched");
});
