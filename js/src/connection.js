// @ts-check
/**
 * Talking to the kernel: request ids, one game action in flight at a time (the others wait and
 * leave with a fresh `seq`), which answers are this view's, and the optimistic moves drawn before
 * the engine confirms them. No DOM here (unit-tested in js/tests/connection.test.js).
 */

/** @typedef {import("./protocol.js").Request} Request */
/** @typedef {import("./protocol.js").RequestKind} RequestKind */
/** @typedef {import("./protocol.js").Reply} Reply */
/** @typedef {import("./protocol.js").State} State */
/** @typedef {import("./board.js").Optimistic} Optimistic */

let viewCount = 0;

/** A new id for a view: requests carry it, so each view knows its own answers. */
export function newViewId() {
  return `v${++viewCount}-${Math.random().toString(36).slice(2, 8)}`;
}

export class Connection {
  /**
   * @param {(msg: Request) => void} send puts a message on the wire
   * @param {string} viewId
   * @param {Iterable<string>} gameActions request kinds checked against `seq` (one in flight at a time)
   */
  constructor(send, viewId, gameActions) {
    this.send = send;
    this.viewId = viewId;
    this.gameActions = new Set(gameActions);
    this.nextId = 0;
    /** @type {string | null} the game action sent and not answered yet */
    this.inflight = null;
    /** @type {Request[]} game actions waiting for the one in flight */
    this.queue = [];
    /** @type {string | null} the last answer taken from a state (each is taken once) */
    this.lastStateAnswer = null;
  }

  /**
   * Send a request now, or queue it behind the game action in flight.
   * @param {RequestKind} kind
   * @param {Record<string, unknown>} fields
   * @param {number} seq the state the request was made on
   * @returns {{id: string, sent: boolean}}
   */
  request(kind, fields, seq) {
    /** @type {Request} */
    const msg = { kind, id: `${this.viewId}:${++this.nextId}`, ...fields };
    if (this.gameActions.has(kind)) {
      if (this.inflight) {
        this.queue.push(msg); // sent with a fresh seq once the request in flight is answered
        return { id: msg.id, sent: false };
      }
      this.inflight = msg.id;
      msg.seq = seq;
    }
    this.send(msg);
    return { id: msg.id, sent: true };
  }

  /**
   * @param {unknown} id
   * @returns {id is string}
   */
  isMine(id) {
    return typeof id === "string" && id.startsWith(`${this.viewId}:`);
  }

  /**
   * The answer a new state carries for this view's request, once (the same state may come again).
   * @param {State} state
   * @returns {Reply | null}
   */
  answerIn(state) {
    const answer = state.answer;
    if (!answer || !this.isMine(answer.id) || answer.id === this.lastStateAnswer) return null;
    this.lastStateAnswer = answer.id;
    return { kind: "reply", id: answer.id, status: answer.status, seq: state.seq, move: state.last };
  }

  /**
   * A request was answered: if it was the game action in flight, send the next one in the queue.
   * @param {string} id
   * @param {number} seq the newest state known (the next request is made on it)
   */
  answered(id, seq) {
    if (id !== this.inflight) return;
    this.inflight = null;
    const next = this.queue.shift();
    if (next) {
      next.seq = seq;
      this.inflight = next.id;
      this.send(next);
    }
  }
}

/** The optimistic moves: drawn at once, dropped when refused, kept until the state holds them. */
export class PendingMoves {
  constructor() {
    /** @type {Optimistic[]} */
    this.moves = [];
  }

  /**
   * @param {string} id
   * @param {string} card
   * @param {number} dest
   * @param {string | null} [announce]
   */
  add(id, card, dest, announce = null) {
    this.moves.push({ id, card, dest, announce, confirmSeq: null });
  }

  /**
   * The answer to a request arrived: a move played is kept until state `seq` is drawn, anything
   * else is dropped. Returns the optimistic move of that request, if any.
   * @param {Reply} reply
   * @returns {Optimistic | undefined}
   */
  settle(reply) {
    const p = this.moves.find((x) => x.id === reply.id);
    if (!p) return undefined;
    if (reply.status === "done" && reply.move) p.confirmSeq = reply.seq;
    else this.moves = this.moves.filter((x) => x !== p);
    return p;
  }

  /**
   * Forget the moves the state `seq` already holds; return those still to draw on top of it.
   * @param {number} seq
   */
  unconfirmed(seq) {
    this.moves = this.moves.filter((p) => p.confirmSeq == null || seq < p.confirmSeq);
    return this.moves;
  }

  clear() {
    this.moves = [];
  }
}
