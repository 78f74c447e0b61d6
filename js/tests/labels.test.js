// @ts-check
/**
 * The page's words: every key the sources ask for is one Python sends, and every sentence the page
 * shows is a catalogue template. Run with RSOL_LABELS=<a pseudo-locale's labels.json> (as
 * tests/test_i18n_pseudo.py does), each sentence must be made of marked ⟦…⟧ text only.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { fill, Labels } from "../src/labels.js";
import { ITEMS } from "../src/menu.js";
import { reviewText } from "../src/review.js";
import { ROWS } from "../src/stats-panel.js";
import { CONSTANTS, LABELS } from "./fixtures.js";

const PSEUDO = !!process.env.RSOL_LABELS;
const labels = new Labels(LABELS);
const ODDS = { percent: 9, margin: 4, undecided: 0, samples: 48, exact: false, low: 5, high: 14, form: "margin" };
const SRC = new URL("../src/", import.meta.url);

/** Every label key the sources name literally, and the stems of `toPlace` ("hint_to" → hint_to_column, …). */
function keysInSources() {
  const keys = new Set();
  for (const name of readdirSync(SRC).filter((f) => f.endsWith(".js"))) {
    const source = readFileSync(new URL(name, SRC), "utf8");
    for (const m of source.matchAll(/(?:\.text|\.format|\bL)\(\s*"(\w+)"/g)) keys.add(m[1]);
    for (const m of source.matchAll(/toPlace\(\s*"(\w+)"/g)) keys.add(`${m[1]}_column`).add(`${m[1]}_foundation`);
    for (const m of source.matchAll(/"(review_back_(?:undo|replay))"/g)) keys.add(m[1]);
  }
  return keys;
}

/**
 * Text with every marked part taken out: what a pseudo-locale's sentence must reduce to (no letters).
 * @param {string} text
 */
function unmarked(text) {
  let rest = text;
  for (let before = ""; before !== rest; ) [before, rest] = [rest, rest.replace(/⟦[^⟦⟧]*⟧/g, "")];
  return rest;
}

/** @param {string} text */
function assertSpoken(text) {
  assert.ok(text.length > 0);
  if (PSEUDO) assert.doesNotMatch(unmarked(text), /\p{L}{2,}/u, `unmarked words in ${JSON.stringify(text)}`);
}

test("every label the page's sources ask for is one Python sends", () => {
  const wanted = [...keysInSources(), ...ITEMS, ...ROWS, ...CONSTANTS.settings, ...CONSTANTS.rules, "restart_tip", "review_tip"];
  const missing = wanted.filter((key) => typeof LABELS[key] !== "string");
  assert.deepEqual(missing, []);
  assert.ok(wanted.length > 60, `only ${wanted.length} keys found: the scan is broken`);
});

test("a plural field takes the form of its count's category in the template's language", () => {
  const ro = "{n:plural:one=# eșantion|few=# eșantioane|other=# de eșantioane}";
  const said = [0, 1, 2, 19, 20, 48, 100, 101, 119, 120].map((n) => fill(ro, { n }, "ro"));
  assert.deepEqual(said, [
    "0 eșantioane", "1 eșantion", "2 eșantioane", "19 eșantioane", "20 de eșantioane",
    "48 de eșantioane", "100 de eșantioane", "101 eșantioane", "119 eșantioane", "120 de eșantioane",
  ]);
  const en = "{n:plural:one=# sample|other=# samples}";
  assert.deepEqual([1, 2, 21].map((n) => fill(en, { n })), ["1 sample", "2 samples", "21 samples"]);
  assert.equal(fill(en, { n: "many" }), "many samples", "a value that is not a count takes the other form");
  assert.equal(fill(en, { n: 1 }, "qps"), "1 sample", "a language the browser does not know");
  assert.equal(labels.format("chance_tip", { samples: 48 }).includes("48 samples"), true);
});

test("the page fills placeholders and builds no sentence: each template comes whole from Python", () => {
  assert.equal(fill("{a} and {b}", { a: 1, b: "x" }), "1 and x");
  assert.equal(fill("{a} {c}", { a: 1 }), "1 {c}", "an unknown placeholder stays visible");
  const card = "7♥";
  const sentences = [
    labels.format("picked_up", { card: labels.cardName(card) }),
    labels.format("dropped_back", { card: labels.cardName(card) }),
    labels.toPlace("moved_to", card, true, 3),
    labels.toPlace("moved_to", card, false, 8),
    labels.toPlace("hint_to", card, true, 3),
    labels.toPlace("hint_to", card, false, 8),
    labels.format("column_name", { n: 2 }),
    labels.format("column_empty", { n: 2 }),
    labels.format("foundation_name", { suit: "♠" }),
    labels.format("save_failed", { error: labels.text("file_unreadable") }),
    labels.format("open_failed", { error: labels.format("file_too_large", { limit: 10, size: 11 }) }),
    labels.format("copied", { code: "RU1-C-AAAAAAA" }),
    labels.format("win_summary", { score: 625, time: "3:07", moves: 90 }),
    labels.format("win_stats", { played: 3, won: 2, rate: 67, current: 1, best: 2 }),
    labels.format("code_rule_mismatch", { rule: labels.text("relaxed") }),
    labels.format("review_back_done_alt", { n: 4, alt: "9♠ c5" }),
    labels.format("review_fair_back_done", { n: 4, alt: "9♠ c5" }),
    labels.format("chance", { chance: labels.format("odds_margin", { percent: 34, margin: 6 }) }),
    labels.format("chance_dead", { chance: labels.format("odds_under", { high: 8 }) }),
    labels.format("odds_exact", { percent: 50 }),
    labels.format("odds_about", { percent: 30 }),
    labels.format("odds_over", { low: 86 }),
    labels.format("odds_undecided", { percent: 34, margin: 6, undecided: 5, samples: 48 }),
    labels.format("chance_tip", { samples: 48 }),
    labels.format("review_back_undo", { n: 4 }),
    labels.text("keys_help"),
    ...CONSTANTS.rules.map((rule) => labels.ruleChoice(rule)),
    ...CONSTANTS.suits.map((suit) => labels.cardName(`K${suit}`)),
  ];
  for (const text of sentences) {
    assertSpoken(text);
    assert.doesNotMatch(text, /\{\w+\}/, `a placeholder left in ${JSON.stringify(text)}`);
  }
});

test("a review's sentences speak the labels' language", () => {
  const done = /** @type {const} */ ("done");
  const line = { status: done, start: /** @type {const} */ ("won"), verdicts: ["won", "unwinnable"], first_losing: 2, losing_move: "7♥ c3" };
  for (const review of [
    { ...line, alternative: "9♠ c5" },
    { ...line, alternative: null },
    { status: done, start: "unwinnable", verdicts: ["unwinnable"], first_losing: null },
    { status: done, start: "won", verdicts: ["won"], first_losing: null },
    { status: "failed" },
    { status: done, fair: true, kind: "mistake", first_losing: 2, losing_move: "7♥ c3", alternative: "9♠ c5", after: ODDS, best_after: ODDS },
    { status: done, fair: true, kind: "luck", n: 2, move: "7♥ c3", before: ODDS, after: { ...ODDS, form: "about" } },
    { status: done, fair: true, kind: "none" },
  ]) {
    assertSpoken(reviewText(/** @type {any} */ (review), labels));
  }
});

test("every label Python sends speaks the language (each word marked under a pseudo-locale)", () => {
  for (const [key, value] of Object.entries(LABELS)) {
    if (typeof value === "string" && key !== "lang") assertSpoken(value);
  }
});

test("the page reads its labels once per change of the trait, not once per lookup", () => {
  const reads = readdirSync(SRC)
    .filter((f) => f.endsWith(".js"))
    .flatMap((name) => [...readFileSync(new URL(name, SRC), "utf8").matchAll(/get\("labels"\)/g)].map(() => name));
  assert.deepEqual(reads, ["assemble.js", "view.js"], "one read when the view starts (view.js), one per change:labels (its listener, assemble.js)");
  const mine = new Labels({ a: "A {x}" });
  assert.equal(mine.format("a", { x: 1 }), "A 1");
  mine.set({ a: "B" });
  assert.equal(mine.text("a"), "B", "set() takes the new labels");
  assert.equal(mine.text("missing"), "missing", "a key Python did not send shows as itself (and fails the checks above)");
});
