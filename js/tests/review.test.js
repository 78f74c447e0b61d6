// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";
import { shortcut } from "../src/keyboard.js";
import { Labels } from "../src/labels.js";
import { reviewText } from "../src/review.js";
import { LABELS } from "./fixtures.js";

const labels = new Labels(LABELS);
test("a review names the losing move and the alternative", () => {
  const review = { status: /** @type {const} */ ("done"), start: /** @type {const} */ ("won"), verdicts: ["won", "unwinnable"], first_losing: 2, losing_move: "7♥ c3", alternative: "9♠ c5" };
  assert.equal(reviewText(review, labels), "Move 2 (7♥ c3) lost the game; 9♠ c5 would have kept it winnable.");
  assert.equal(reviewText({ ...review, alternative: null }, labels), "Move 2 (7♥ c3) lost the game.");
});

test("a review never guesses: undecided, never winnable, still fine, failed, searching", () => {
  const done = /** @type {const} */ ("done");
  assert.equal(reviewText({ status: done, start: "unwinnable", verdicts: ["unwinnable"], first_losing: null }, labels), LABELS.review_never);
  assert.equal(reviewText({ status: done, start: "won", verdicts: ["won", "won"], first_losing: null }, labels), LABELS.review_fine);
  assert.equal(reviewText({ status: done, start: "won", verdicts: ["unknown", "unwinnable"], first_losing: null }, labels), LABELS.review_unknown);
  assert.equal(reviewText({ status: done, start: "won", verdicts: ["won", "unknown"], first_losing: null }, labels), LABELS.review_undecided);
  assert.equal(reviewText({ status: "failed" }, labels), LABELS.review_failed);
  assert.equal(reviewText({ status: "searching" }, labels), LABELS.reviewing);
});

test("W asks where the game went wrong; Ctrl+W and Alt+W do not", () => {
  const key = { key: "w", ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
  assert.equal(shortcut(key), "review");
  assert.equal(shortcut({ ...key, key: "W", shiftKey: true }), "review");
  assert.equal(shortcut({ ...key, ctrlKey: true }), null);
  assert.equal(shortcut({ ...key, altKey: true }), null);
});
