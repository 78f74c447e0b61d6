// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";
import { gradeText, legendLines, momentText, summaryText } from "../src/game-review.js";
import { Labels } from "../src/labels.js";
import { LABELS } from "./fixtures.js";

const labels = new Labels(LABELS);
const board = { columns: [], foundations: [], moves: 5, score: 30 };

test("the game review on the board says the engine's classes, accuracy and key moments in the catalogue's words", () => {
  assert.equal(gradeText({ grade: "mistake", mark: "?", lost: 12 }, labels), "? mistake, −12 points");
  assert.equal(gradeText({ grade: "best", mark: "★", lost: 0 }, labels), "★ best");
  const counts = { best: 10, good: 0, inaccuracy: 1, mistake: 0, blunder: 0 };
  const moves = Array.from({ length: 11 }, (_, i) => ({ n: i + 1, move: "6♣ c4", grade: "best", mark: "★", lost: 0 }));
  assert.equal(summaryText({ accuracy: 98, counts, moves }, labels), "Accuracy 98% over 11 moves: 10 best, 0 good, 1 inaccuracy, 0 mistakes, 0 blunders.");
  assert.equal(summaryText({ accuracy: null, moves: [] }, labels), LABELS["game_empty"]);
  const about = (/** @type {number} */ percent) => ({ percent, margin: 18, undecided: 0, samples: 24, exact: false, low: percent - 16, high: percent + 20, form: "about" });
  const luck = { n: 6, move: "4♠ c2", grade: "best", mark: "★", luck: true, before: about(60), after: about(40), best: "4♠ c2", best_kept: about(60), played: { card: "4♠", dest: 1 }, better: null, board };
  assert.equal(momentText(luck, labels), "Move 6, 4♠ c2: chance to win about 60% → about 40%. Not a mistake: the cards turned against it.");
  const margin = { percent: 58, margin: 9, undecided: 0, samples: 96, exact: false, low: 49, high: 67, form: "margin" };
  const slip = { ...luck, n: 11, move: "3♠ c7", grade: "inaccuracy", mark: "?!", luck: false, before: margin, best: "J♥ c2", best_kept: about(30), better: { card: "J♥", dest: 1 } };
  assert.equal(momentText(slip, labels), "Move 11, 3♠ c7 — inaccuracy: chance to win 58% (±9) → about 40%; the hint's J♥ c2 kept about 30%.");
  assert.deepEqual(legendLines(luck, labels), ["Solid arrow: your move, 4♠ c2."]); // the hint's own move: one arrow
  assert.deepEqual(legendLines(slip, labels), ["Solid arrow: your move, 3♠ c7.", "Dashed arrow: the hint's move, J♥ c2."]);
});
