// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";
import { shortcut } from "../src/keyboard.js";
import { reviewText } from "../src/review.js";

const WORDS = {
  review_lost: "Move {n} ({move}) lost the game",
  review_alt: "{move} would have kept it winnable",
  review_never: "never",
  review_fine: "fine",
  review_unknown: "unknown",
  review_undecided: "undecided",
  review_failed: "failed",
  reviewing: "searching",
};
const text = (/** @type {string} */ k) => /** @type {Record<string, string>} */ (WORDS)[k] ?? k;

test("a review names the losing move and the alternative", () => {
  const review = { status: /** @type {const} */ ("done"), start: /** @type {const} */ ("won"), verdicts: ["won", "unwinnable"], first_losing: 2, losing_move: "7♥ c3", alternative: "9♠ c5" };
  assert.equal(reviewText(review, text), "Move 2 (7♥ c3) lost the game; 9♠ c5 would have kept it winnable.");
  assert.equal(reviewText({ ...review, alternative: null }, text), "Move 2 (7♥ c3) lost the game.");
});

test("a review never guesses: undecided, never winnable, still fine, failed, searching", () => {
  const done = /** @type {const} */ ("done");
  assert.equal(reviewText({ status: done, start: "unwinnable", verdicts: ["unwinnable"], first_losing: null }, text), "never");
  assert.equal(reviewText({ status: done, start: "won", verdicts: ["won", "won"], first_losing: null }, text), "fine");
  assert.equal(reviewText({ status: done, start: "won", verdicts: ["unknown", "unwinnable"], first_losing: null }, text), "unknown");
  assert.equal(reviewText({ status: done, start: "won", verdicts: ["won", "unknown"], first_losing: null }, text), "undecided");
  assert.equal(reviewText({ status: "failed" }, text), "failed");
  assert.equal(reviewText({ status: "searching" }, text), "searching");
});

test("W asks where the game went wrong; Ctrl+W and Alt+W do not", () => {
  const key = { key: "w", ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
  assert.equal(shortcut(key), "review");
  assert.equal(shortcut({ ...key, key: "W", shiftKey: true }), "review");
  assert.equal(shortcut({ ...key, ctrlKey: true }), null);
  assert.equal(shortcut({ ...key, altKey: true }), null);
});
