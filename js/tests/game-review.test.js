// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";
import { gradeText, momentText, summaryText } from "../src/game-review.js";
import { Labels } from "../src/labels.js";
import { LABELS } from "./fixtures.js";

const labels = new Labels(LABELS);
const board = { columns: [], foundations: [] };

test("the game review on the board says the engine's classes, accuracy and key moments in the catalogue's words", () => {
  assert.equal(gradeText({ grade: "mistake", mark: "?", lost: 12 }, labels), "? mistake, −12 points");
  assert.equal(gradeText({ grade: "best", mark: "★", lost: 0 }, labels), "★ best");
  const counts = { best: 10, good: 0, inaccuracy: 1, mistake: 0, blunder: 0 };
  const moves = Array.from({ length: 11 }, (_, i) => ({ n: i + 1, move: "6♣ c4", grade: "best", mark: "★", lost: 0 }));
  assert.equal(summaryText({ accuracy: 98, counts, moves }, labels), "Accuracy 98% over 11 moves: 10 best, 0 good, 1 inaccuracy, 0 mistakes, 0 blunders.");
  assert.equal(summaryText({ accuracy: null, moves: [] }, labels), LABELS["game_empty"]);
  const luck = { n: 6, move: "4♠ c2", grade: "best", mark: "★", luck: true, before: 40, after: 20, best: "4♠ c2", best_kept: 40, board };
  assert.equal(momentText(luck, labels), "Move 6, 4♠ c2: 40% → 20%. Not a mistake: the cards turned against it.");
  const slip = { ...luck, n: 11, move: "3♠ c7", grade: "inaccuracy", mark: "?!", luck: false, best: "J♥ c2", best_kept: 25 };
  assert.equal(momentText(slip, labels), "Move 11, 3♠ c7 — inaccuracy: 40% → 20%; the hint's J♥ c2 kept 25%.");
});
