// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";
import { flightEnd } from "../src/cascade.js";
import { ruleOfCode } from "../src/codes.js";
import { downloadName, fileTooLarge } from "../src/files.js";
import { shortcut } from "../src/keyboard.js";
import { layoutBoard, metrics } from "../src/layout.js";
import { statText } from "../src/stats-panel.js";
import { CONSTANTS, TABLE } from "./fixtures.js";

const rule = (/** @type {string} */ code) => ruleOfCode(code, CONSTANTS.code_prefix, CONSTANTS.rule_letters);

test("a typed code names its rule with the letters Python sends", () => {
  assert.equal(rule("RU1-C-AAAAABB"), "classic");
  assert.equal(rule(" ru1-r-aaaabb "), "relaxed");
  assert.equal(rule("RU1-R"), "relaxed", "while typing");
  for (const code of ["", "RU1", "RU2-C-AAAA", "RU1-X-AAAA", "C-RU1"]) assert.equal(rule(code), null, code);
});

test("a record file larger than the cap is not sent; download names are safe", () => {
  assert.equal(fileTooLarge({ size: 10 }, 10), false);
  assert.equal(fileTooLarge({ size: 11 }, 10), true);
  assert.equal(downloadName("RU1-C-AAAAAAA-12.json"), "RU1-C-AAAAAAA-12.json");
  assert.equal(downloadName("../x y"), ".._x_y.json");
  assert.equal(downloadName(undefined), "game.json");
});

test("keys: U undo, R / Shift+U / Ctrl+Y redo, H hint, N new game, nothing else", () => {
  const k = (/** @type {string} */ key, mods = {}) =>
    shortcut({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });
  assert.equal(k("u"), "undo");
  assert.equal(k("U", { shiftKey: true }), "redo");
  assert.equal(k("r"), "redo");
  assert.equal(k("y", { ctrlKey: true }), "redo");
  assert.equal(k("y", { metaKey: true }), "redo");
  assert.equal(k("h"), "hint");
  assert.equal(k("n"), "newGame");
  assert.equal(k("u", { ctrlKey: true }), null, "Ctrl+U is the browser's");
  assert.equal(k("r", { altKey: true }), null);
  for (const key of ["a", "Enter", "ArrowLeft", "y"]) assert.equal(k(key), null, key);
});

test("statistics cells: counts, a rate, a time, and a dash before any win", () => {
  const s = { played: 4, won: 1, current_streak: 0, best_streak: 1, best_time: 301.5, best_score: 625, fewest_moves: 98 };
  assert.equal(statText("played", s), "4");
  assert.equal(statText("won_count", s), "1");
  assert.equal(statText("win_rate", s), "25%");
  assert.equal(statText("best_time", s), "5:01");
  assert.equal(statText("fewest_moves", s), "98");
  const none = { played: 0, won: 0, current_streak: 0, best_streak: 0, best_time: null, best_score: null, fewest_moves: null };
  assert.equal(statText("win_rate", none), "—");
  assert.equal(statText("best_time", none), "—");
  assert.equal(statText("played", undefined), "—");
});

test("the board's height stays the same while the columns grow", () => {
  const m = metrics(848);
  const deal = { columns: [["A♠"], [null, "2♠"], [null, null, "3♠"], [], [], [], []], foundations: [[], [], [], []] };
  const grown = {
    columns: [["K♠", "Q♠", "J♠", "10♠", "9♠", "8♠", "7♠", "6♠"], [], [], [], [], [], []],
    foundations: [[], [], [], []],
  };
  const h0 = layoutBoard(TABLE, deal, m, new Set()).height;
  assert.equal(layoutBoard(TABLE, grown, m, new Set()).height, h0);
  assert.equal(layoutBoard(TABLE, { columns: [[], [], [], [], [], [], []], foundations: [[], [], [], []] }, m, new Set()).height, h0);
});

test("flying cards leave the board on alternating sides", () => {
  for (let k = 0; k < 52; k++) {
    const end = flightEnd(k, 800, 600, 400, 65);
    if (k % 2 === 0) assert.ok(400 + end.dx >= 800, `right ${k}`);
    else assert.ok(400 + end.dx <= -100, `left ${k}`);
    assert.ok(end.dy > 0);
  }
});

test("flying cards fall from the start, faster than their corners turn up past the board's top edge", () => {
  for (const cardWidth of [44, 65, 100]) {
    for (let k = 0; k < 52; k++) {
      const end = flightEnd(k, 800, 300, 400, cardWidth);
      // by 40% of the flight a card turns at most 180°: at a progress p of it, a corner up by at most w/2 · π · p
      assert.ok(end.drop >= (cardWidth / 2) * Math.PI, `k ${k}, card ${cardWidth}: drop ${end.drop}`);
    }
  }
});

test("card faces: the usual pip layouts, symmetric, inside the card, one pip per rank unit", async () => {
  const { pipLayout, rankOf } = await import("../src/faces.js");
  for (let rank = 1; rank <= 10; rank++) {
    const pips = pipLayout(rank);
    assert.equal(pips.length, rank, `rank ${rank}`);
    for (const [x, y] of pips) assert.ok(x >= 20 && x <= 80 && y >= 20 && y <= 120, `rank ${rank}: ${x},${y}`);
    const key = (/** @type {[number, number]} */ [x, y]) => `${Math.round(x)},${Math.round(y)}`;
    const mirrored = new Set(pips.map(([x, y]) => key([100 - x, 140 - y])));
    if (rank !== 7) assert.deepEqual(new Set(pips.map(key)), mirrored, `rank ${rank} turns round onto itself`);
    assert.equal(new Set(pips.map(key)).size, rank, "no two pips at one place");
  }
  assert.deepEqual([rankOf("A♠"), rankOf("10♦"), rankOf("J♥"), rankOf("Q♣"), rankOf("K♠")], [1, 10, 11, 12, 13]);
});

test("the win's cascade throws all 52 cards once, kings first, a suit at a time", async () => {
  const { flightOrder } = await import("../src/cascade.js");
  const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
  const foundations = ["♠", "♥", "♦", "♣"].map((s) => ranks.map((r) => r + s));
  const order = flightOrder(foundations);
  assert.equal(order.length, 52);
  assert.equal(new Set(order.map((o) => o.card)).size, 52);
  assert.deepEqual(order.slice(0, 5).map((o) => o.card), ["K♠", "K♥", "K♦", "K♣", "Q♠"]);
  assert.deepEqual(order.at(-1), { card: "A♣", pile: 3 });
  assert.deepEqual(flightOrder([[], ["A♥"], [], []]), [{ card: "A♥", pile: 1 }]);
});

test("leaving a game asks first only once a move is made and the game is not won", async () => {
  const { needsConfirm, keepsStatistics } = await import("../src/confirm.js");
  assert.equal(needsConfirm(null), false);
  assert.equal(needsConfirm({ moves: 0, won: false }), false, "a fresh game goes at once");
  assert.equal(needsConfirm({ moves: 3, won: false }), true);
  assert.equal(needsConfirm({ moves: 90, won: true }), false, "a won game goes at once");
  assert.equal(keepsStatistics({}), false);
  assert.equal(keepsStatistics({ error: null }), false);
  assert.equal(keepsStatistics({ classic: { played: 1 } }), true);
  const { countsAsLost } = await import("../src/confirm.js");
  assert.equal(countsAsLost({ classic: { played: 1 }, counting: true }), true, "a dealt game counts");
  assert.equal(countsAsLost({ classic: { played: 1 }, counting: false }), false, "an opened record never counts");
  assert.equal(countsAsLost({}), false, "no statistics: nothing counts");
});
