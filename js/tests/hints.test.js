// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";
import { chanceWords } from "../src/chance.js";
import { verdictText } from "../src/hints.js";
import { Labels } from "../src/labels.js";
import { LABELS } from "./fixtures.js";

const labels = new Labels(LABELS);
const chance = { percent: 34, margin: 6, undecided: 0, samples: 48, exact: false };

test("a fair answer says the chance to win with its margin", () => {
  assert.equal(verdictText({ fair: true, status: "chance", chance }, "chance", labels), "Chance to win: 34% (±6)");
  assert.equal(verdictText({ fair: true, status: "chance", chance: { ...chance, margin: 0, exact: true } }, "chance", labels), "Chance to win: 34%");
});

test("undecided samples are named, and a chance with none decided is not guessed", () => {
  const some = { ...chance, undecided: 5 };
  assert.equal(verdictText({ fair: true, chance: some }, "chance", labels), "Chance to win: 34% (±6; 5 undecided)");
  const none = { ...chance, percent: null, undecided: 48 };
  assert.equal(verdictText({ fair: true, chance: none }, "chance", labels), LABELS.chance_none);
});

test("with nothing face down, or with peeking hints, the verdict is the solver's words", () => {
  assert.equal(verdictText({ fair: true, status: "won", chance }, "won", labels), LABELS.winnable);
  assert.equal(verdictText({ fair: true, status: "unwinnable", chance }, "unwinnable", labels), LABELS.unwinnable);
  assert.equal(verdictText({ status: "won" }, "won", labels), LABELS.winnable);
  assert.equal(verdictText({ status: "unknown" }, "unknown", labels), LABELS.unknown);
});

test("the search under way says which search it is", () => {
  assert.equal(verdictText({ fair: true }, "searching", labels), LABELS.estimating);
  assert.equal(verdictText({}, "searching", labels), LABELS.searching);
  assert.notEqual(LABELS.estimating, LABELS.searching);
});

test("a chance a player can read: about when the margin is wide, over when every sample won, under when none was", () => {
  const wide = { ...chance, percent: 30, margin: 14, form: "about" };
  assert.equal(verdictText({ fair: true, chance: wide }, "chance", labels), "Chance to win: about 30%");
  const all = { ...chance, percent: 100, margin: 7, low: 86, high: 100, form: "over" };
  assert.equal(verdictText({ fair: true, chance: all }, "chance", labels), "Chance to win: over 86%");
  const dead = { ...chance, percent: 0, margin: 4, low: 0, high: 8, form: "dead" };
  assert.equal(verdictText({ fair: true, chance: dead }, "chance", labels), LABELS.chance_dead.replace("{chance}", "under 8%"));
  assert.ok(verdictText({ fair: true, chance: dead }, "chance", labels).startsWith("Chance to win: under 8%"));
  // the same words as a sentence's part (the reviews' chances), and nothing guessed without a chance
  assert.deepEqual([wide, all, dead].map((c) => chanceWords(c, labels)), ["about 30%", "over 86%", "under 8%"]);
  assert.equal(chanceWords({ ...chance, undecided: 5 }, labels), "34% (±6; 5 undecided)");
  assert.equal(chanceWords(undefined, labels), LABELS.odds_none);
});
