// @ts-check
/**
 * The message protocol, as the page sees it: JSDoc mirrors of rsol_widget/protocol.py.
 * tests/test_protocol.py fails when the lists here (state keys, request kinds, reply statuses)
 * and Python's differ, so change both sides together.
 */

/** @typedef {{card: string | null, up: boolean}} Entry a card in a column; `card` is null face down */

/** @typedef {{elapsed: number, running: boolean}} Clock the game clock when the message left */

/** @typedef {{id: string, status: "done"}} Answer a request answered inside the state it produced */

/**
 * The synced `state` trait (Python writes it, the page only reads it).
 * @typedef {object} State
 * @property {string | null} code
 * @property {string} rule
 * @property {Entry[][]} columns
 * @property {string[][]} foundations
 * @property {number} score
 * @property {number} moves
 * @property {boolean} won
 * @property {number} undo_left
 * @property {number} seq
 * @property {number} game
 * @property {Record<string, number[]>} dests
 * @property {Record<string, number>} place
 * @property {Clock} time
 * @property {string | null} last
 * @property {Answer | null} answer
 */

/** @typedef {"move" | "tap" | "double_tap" | "place" | "undo" | "new_game" | "settings" | "clock" | "ping"} RequestKind */

/**
 * A request from the page: `{kind, id, seq, ...}`; game actions carry the `seq` they were made on.
 * @typedef {{kind: RequestKind, id: string, seq?: number, [field: string]: unknown}} Request
 */

/** @typedef {"done" | "refused" | "stale" | "invalid"} ReplyStatus */

/**
 * A reply (custom message) to one request.
 * @typedef {object} Reply
 * @property {"reply"} kind
 * @property {string} id
 * @property {ReplyStatus} status
 * @property {number} seq
 * @property {string | null} [move]
 * @property {string} [reason]
 * @property {string} [message]
 * @property {string} [rule]
 * @property {Clock} [time]
 * @property {number} [pong]
 * @property {string | null} [code]
 */

/**
 * The synced `analysis` trait: the solver's answer about the position `seq`.
 * @typedef {{seq?: number, status?: string, hint?: {card: string, dest: number, winning: boolean} | null}} Analysis
 */

export {};
