// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";
import { Connection, PendingMoves } from "../src/connection.js";

/** @returns {[Connection, any[]]} */
function connection() {
  const sent = /** @type {any[]} */ ([]);
  return [new Connection((msg) => sent.push(msg), "v1-abc", ["move", "undo"]), sent];
}

test("ids are unique and carry the view id", () => {
  const [conn, sent] = connection();
  const a = conn.request("clock", {}, 0);
  const b = conn.request("ping", {}, 0);
  assert.notEqual(a.id, b.id);
  assert.ok(conn.isMine(a.id) && conn.isMine(b.id));
  assert.ok(!conn.isMine("v2-xyz:1") && !conn.isMine(7) && !conn.isMine(null));
  assert.deepEqual(sent.map((m) => m.kind), ["clock", "ping"]);
  assert.equal(sent[0].seq, undefined, "only game actions carry a seq");
});

test("one game action in flight; the next leaves with the newest seq once it is answered", () => {
  const [conn, sent] = connection();
  const first = conn.request("move", { card: "7♣", dest: 0 }, 5);
  const second = conn.request("undo", {}, 5);
  const other = conn.request("clock", {}, 5);
  assert.ok(first.sent && !second.sent && other.sent, "a non-game request is never queued");
  assert.deepEqual(sent.map((m) => [m.kind, m.seq]), [["move", 5], ["clock", undefined]]);
  conn.answered(other.id, 6); // not the one in flight: nothing leaves
  assert.equal(sent.length, 2);
  conn.answered(first.id, 6);
  assert.deepEqual(sent.map((m) => [m.kind, m.seq]), [["move", 5], ["clock", undefined], ["undo", 6]]);
  assert.equal(conn.inflight, second.id);
  conn.answered(second.id, 7);
  assert.equal(conn.inflight, null);
});

test("an answer inside a state is taken once, and only this view's", () => {
  const [conn] = connection();
  const { id } = conn.request("move", {}, 1);
  const state = /** @type {any} */ ({ seq: 2, last: "7♣ c1", answer: { id, status: "done" } });
  assert.deepEqual(conn.answerIn(state), { kind: "reply", id, status: "done", seq: 2, move: "7♣ c1" });
  assert.equal(conn.answerIn(state), null, "the same state again");
  assert.equal(conn.answerIn(/** @type {any} */ ({ seq: 3, last: null, answer: { id: "v9-zzz:1", status: "done" } })), null);
  assert.equal(conn.answerIn(/** @type {any} */ ({ seq: 3, last: null, answer: null })), null);
});

test("pending moves: kept until their state is drawn, dropped when refused", () => {
  const p = new PendingMoves();
  p.add("a", "7♣", 0);
  p.add("b", "9♦", 6, "9 of diamonds: moved");
  p.add("c", "J♠", 4);
  /** @param {string} id @param {any} status @param {string | null} [move] */
  const reply = (id, status, move = null) => ({ kind: /** @type {"reply"} */ ("reply"), id, status, seq: 4, move });
  assert.equal(p.settle(reply("a", "done", "7♣ c1"))?.confirmSeq, 4);
  assert.equal(p.settle(reply("b", "refused"))?.announce, "9 of diamonds: moved");
  assert.equal(p.settle(reply("zzz", "done")), undefined);
  p.settle(reply("c", "done", null)); // done, but nothing moved: dropped
  assert.deepEqual(p.unconfirmed(3).map((x) => x.id), ["a"], "state 3 does not hold move a yet");
  assert.deepEqual(p.unconfirmed(4).map((x) => x.id), [], "state 4 does");
  p.add("d", "8♣", 5);
  p.clear();
  assert.deepEqual(p.unconfirmed(0), []);
});
