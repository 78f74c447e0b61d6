// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";
import { shortcut } from "../src/keyboard.js";
import { Labels } from "../src/labels.js";
import { reviewText } from "../src/review.js";
import { LABELS } from "./fixtures.js";

const labels = new Labels(LABELS);
/** A chance line as the engine sends it (rsol_widget/_chance_words.chance_line). */
const M = (/** @type {number} */ percent, /** @type {number} */ margin, form = "margin", high = 100) => ({ percent, margin, undecided: 0, samples: 48, exact: false, low: 0, high, form });
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

test("a fair review names the costliest move against the best visible one, or the bad luck", () => {
  const done = /** @type {const} */ ("done");
  const mistake = { status: done, fair: true, kind: /** @type {const} */ ("mistake"), first_losing: 3, losing_move: "7♥ c3", alternative: "9♠ c5", after: M(10, 8), best_after: M(40, 13, "about") };
  assert.equal(reviewText(mistake, labels), "Move 3, 7♥ c3, cost the most: 10% (±8) to win after it, where 9♠ c5 kept about 40%.");
  const luck = { status: done, fair: true, kind: /** @type {const} */ ("luck"), n: 2, move: "J♥ c4", before: M(50, 14, "about"), after: M(3, 2, "dead", 7) };
  assert.match(reviewText(luck, labels), /^No move cost anything: .* after move 2, J♥ c4: about 50% before the card was seen, under 7% after\.$/);
  assert.equal(reviewText({ status: done, fair: true, kind: "none" }, labels), LABELS.review_fair_none);
  assert.equal(reviewText({ status: "searching", fair: true }, labels), LABELS.reviewing_fair);
  assert.notEqual(LABELS.reviewing_fair, LABELS.reviewing, "the fair review says it is fair while it works");
});
