// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";
import { cardAtFocus, focusedIndex, focusTarget, moveFocus } from "../src/focus.js";
import { TABLE } from "./fixtures.js";

const up = (/** @type {string} */ card) => card;
const down = null;
const board = {
  columns: [[up("8♣")], [down, up("9♠"), up("2♣")], [], [], [], [], [up("K♥")]],
  foundations: [["A♠"], [], [], []],
};

test("focusedIndex: -1 or past the end means the last card", () => {
  assert.equal(focusedIndex(3, -1), 2);
  assert.equal(focusedIndex(3, 7), 2);
  assert.equal(focusedIndex(3, 1), 1);
  assert.equal(focusedIndex(0, -1), -1);
});

test("left and right go round all 11 slots", () => {
  assert.deepEqual(moveFocus(TABLE, board, { slot: 10, index: -1 }, "ArrowRight"), { slot: 0, index: -1 });
  assert.deepEqual(moveFocus(TABLE, board, { slot: 0, index: 2 }, "ArrowLeft"), { slot: 10, index: -1 });
  assert.deepEqual(moveFocus(TABLE, board, { slot: 6, index: -1 }, "ArrowRight"), { slot: 7, index: -1 });
});

test("up and down stay on the face-up cards of a column", () => {
  assert.deepEqual(moveFocus(TABLE, board, { slot: 1, index: -1 }, "ArrowUp"), { slot: 1, index: 1 });
  assert.equal(moveFocus(TABLE, board, { slot: 1, index: 1 }, "ArrowUp"), null, "9♠ is the first face-up card");
  assert.deepEqual(moveFocus(TABLE, board, { slot: 1, index: 1 }, "ArrowDown"), { slot: 1, index: 2 });
  assert.equal(moveFocus(TABLE, board, { slot: 1, index: 2 }, "ArrowDown"), null);
  assert.equal(moveFocus(TABLE, board, { slot: 7, index: -1 }, "ArrowUp"), null, "not on a foundation");
  assert.equal(moveFocus(TABLE, board, { slot: 2, index: -1 }, "ArrowDown"), null, "an empty column");
  assert.equal(moveFocus(TABLE, board, { slot: 0, index: -1 }, "Enter"), null);
});

test("focusTarget: a card, the empty slot itself, never a face-down card", () => {
  assert.deepEqual(focusTarget(TABLE, board, { slot: 1, index: 0 }), { slot: 1, index: 1 });
  assert.deepEqual(focusTarget(TABLE, board, { slot: 2, index: -1 }), { slot: 2, index: -1 });
  assert.deepEqual(focusTarget(TABLE, board, { slot: 7, index: -1 }), { slot: 7, index: 0 });
  assert.deepEqual(focusTarget(TABLE, board, { slot: 8, index: -1 }), { slot: 8, index: -1 });
});

test("cardAtFocus: a face-up column card or a foundation's top", () => {
  assert.equal(cardAtFocus(TABLE, board, { slot: 1, index: 1 }), "9♠");
  assert.equal(cardAtFocus(TABLE, board, { slot: 1, index: 0 }), null, "face down");
  assert.equal(cardAtFocus(TABLE, board, { slot: 2, index: -1 }), null, "empty");
  assert.equal(cardAtFocus(TABLE, board, { slot: 7, index: -1 }), "A♠");
  assert.equal(cardAtFocus(TABLE, board, { slot: 9, index: -1 }), null);
});
