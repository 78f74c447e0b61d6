// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";
import { cornerFont, hitTest, layoutBoard, metrics, MIN_CW, MIN_WIDTH, minFanStep, neededHeight, ROOM_FOR, slotX } from "../src/layout.js";
import { TABLE } from "./fixtures.js";

const up = (/** @type {string} */ card) => card;
const down = null;

test("metrics fit seven columns in any width from the narrowest board up", () => {
  for (const width of [MIN_WIDTH, 204, 274, 320, 600, 848, 1200]) {
    const m = metrics(width);
    assert.ok(m.left + 6 * m.step + m.cw <= width, `width ${width}`);
    assert.ok(m.cw >= MIN_CW, `width ${width}: cards at least ${MIN_CW} px wide (issue 35: a phone's were 35)`);
    assert.ok(m.step >= 2.2 * cornerFont(m.cw), `width ${width}: an overlap never hides the corner index`);
    if (width >= 7 * MIN_CW + 8 * 3) assert.equal(m.step, m.cw + m.gap, `width ${width}: room enough, no overlap`);
    assert.ok(m.cw <= 100 && m.ch === Math.round(m.cw * 1.4));
    assert.ok(m.tableauTop > m.top + m.ch);
  }
  assert.deepEqual(metrics(100), metrics(MIN_WIDTH));
  assert.deepEqual(metrics(0), metrics(600), "no width yet: 600");
  assert.ok(metrics(274).cw >= MIN_CW, "a phone's cell (390 px window): cards at least 44 px wide");
});

test("metrics fit the height too: the foundations and an 18-card column, down to a readable floor", () => {
  for (const [width, height] of [[850, 520], [850, 430], [1000, 600], [600, 380]]) {
    const m = metrics(width, height);
    const wide = metrics(width);
    assert.ok(m.cw <= wide.cw && m.cw >= MIN_CW, `${width}x${height}`);
    const board = { columns: [Array.from({ length: ROOM_FOR }, (_, i) => up(`c${i}`)), [], [], [], [], [], []], foundations: [[], [], [], []] };
    const { height: drawn } = layoutBoard(TABLE, board, m, new Set());
    if (m.cw > MIN_CW) assert.ok(drawn <= height, `${width}x${height}: ${drawn}`);
    assert.equal(drawn, neededHeight(m.cw, m.gap), "the board's height is the height it keeps from the start");
  }
  assert.equal(metrics(850, 100).cw, MIN_CW, "never below the floor");
  assert.deepEqual(metrics(850, 5000), metrics(850), "a tall window: the width decides");
  assert.deepEqual(metrics(850, Infinity), metrics(850));
});

test("foundations sit above columns 4 to 7", () => {
  const m = metrics(700);
  for (let s = 0; s < 4; s++) assert.equal(slotX(TABLE, m, 7 + s), slotX(TABLE, m, 3 + s));
});

test("layout: face-down keys hide identities, foundations show their top two, the engine says what moves", () => {
  const m = metrics(700);
  const board = { columns: [[down, up("9♠"), up("2♣")], [], [], [], [], [], []], foundations: [["A♠", "2♠", "3♠"], [], [], []] };
  const { items, height } = layoutBoard(TABLE, board, m, new Set(["9♠", "2♣", "2♠", "3♠"]));
  assert.deepEqual(items.map((i) => i.key), ["down-0-0", "9♠", "2♣", "2♠", "3♠"]);
  assert.equal(items[0].card, null);
  assert.deepEqual(items.map((i) => i.movable), [false, true, true, false, true], "2♠ is listed but not a top");
  const won = layoutBoard(TABLE, board, m, new Set()).items;
  assert.ok(won.every((i) => !i.movable), "nothing listed (a won game): nothing moves");
  assert.deepEqual(items.slice(3).map((i) => [i.slot, i.index]), [[7, 1], [7, 2]]);
  assert.ok(items[1].y > items[0].y && items[2].y > items[1].y);
  assert.ok(height >= items[2].y + m.ch);
});

test("a 26-card column keeps every corner readable, the board growing past the room kept", () => {
  const m = metrics(848);
  const col = Array.from({ length: 26 }, (_, i) => up(`c${i}`));
  const board = { columns: [col, [], [], [], [], [], []], foundations: [[], [], [], []] };
  const { items } = layoutBoard(TABLE, board, m, new Set());
  const steps = items.slice(1).map((it, i) => it.y - items[i].y);
  assert.ok(Math.min(...steps) >= minFanStep(m) - 1e-9);
  assert.ok(items[25].y + m.ch - m.tableauTop <= Math.max(m.fan, m.ch + 25 * minFanStep(m)) + 1e-9);
});

test("hitTest finds the column lane, any foundation slot, and nothing between", () => {
  const m = metrics(700);
  const mid = (/** @type {number} */ slot) => slotX(TABLE, m, slot) + m.cw / 2;
  for (let c = 0; c < 7; c++) {
    assert.equal(hitTest(TABLE, m, { x: mid(c), y: m.tableauTop + 5 }), c);
    assert.equal(hitTest(TABLE, m, { x: mid(c), y: m.tableauTop + 2000 }), c, "the whole lane below");
  }
  for (let s = 0; s < 4; s++) assert.equal(hitTest(TABLE, m, { x: mid(7 + s), y: m.top + 5 }), 7 + s);
  assert.equal(hitTest(TABLE, m, { x: mid(0), y: m.top + 5 }), null, "no slot above column 1");
  assert.equal(hitTest(TABLE, m, { x: mid(5), y: m.top + m.ch + m.gap * 0.9 }), null, "the strip between rows");
  assert.equal(hitTest(TABLE, m, { x: 1, y: m.tableauTop + 5 }), null, "left of column 1");
});

test("the board's room: the visible height less the bar and a margin, never negative", async () => {
  const { roomIn, MARGIN } = await import("../src/fit.js");
  assert.equal(roomIn(600, 38), 600 - 38 - MARGIN);
  assert.equal(roomIn(10, 38), 0);
});

test("the deal fills the columns a row at a time, left to right, each card once", async () => {
  const { dealDelays, DEAL_STEP_MS } = await import("../src/motion.js");
  const m = metrics(700);
  const board = { columns: [[up("A♠")], [down, up("2♠")], [down, down, up("3♠")], [], [], [], []], foundations: [[], [], [], []] };
  const { items } = layoutBoard(TABLE, board, m, new Set());
  const delays = dealDelays(items);
  assert.equal(delays.size, items.length);
  const order = [...delays.entries()].sort((a, b) => a[1] - b[1]).map(([key]) => key);
  assert.deepEqual(order, ["A♠", "down-1-0", "down-2-0", "2♠", "down-2-1", "3♠"]);
  assert.equal(Math.max(...delays.values()), (items.length - 1) * DEAL_STEP_MS);
});

test("the hint's arrow bends gently off the straight line, to one side", async () => {
  const { bend } = await import("../src/arrow.js");
  const [cx, cy] = bend(0, 0, 100, 0);
  assert.equal(cx, 50);
  assert.ok(Math.abs(cy) === 20, "a fifth of the distance off the line");
  assert.deepEqual(bend(0, 0, 0, 0), [0, 0]);
});
