// @ts-check
/**
 * The message protocol, as the page sees it: JSDoc mirrors of rsol_widget/_protocol.py.
 * tests/test_protocol.py fails when the lists here (state keys, request kinds, reply statuses)
 * and Python's differ, so change both sides together.
 */

/** @typedef {{elapsed: number, running: boolean}} Clock the game clock when the message left */

/** @typedef {{id: string, status: "done"}} Answer a request answered inside the state it produced */

/**
 * The synced `state` trait (Python writes it, the page only reads it).
 * @typedef {object} State
 * @property {string | null} code
 * @property {string} rule
 * @property {(string | null)[][]} columns each column bottom to top: a card, or null face down
 * @property {string[][]} foundations
 * @property {number} score
 * @property {number} moves
 * @property {boolean} won
 * @property {number} undo_left
 * @property {number} seq
 * @property {number} game
 * @property {Record<string, number[]>} dests the legal destinations of each card that has one
 * @property {string[]} movable the cards that can be picked up (none once won)
 * @property {Record<string, number>} tap where a tap would send a card (absent: nowhere)
 * @property {Record<string, number>} double_tap where a double tap (or automatic placement) would send a card
 * @property {boolean} can_undo
 * @property {boolean} can_redo
 * @property {boolean} stuck no legal move is left (not won): the page says so, the game stays playable
 * @property {Attempt | null} attempt a record's refused attempt to mark (a replay's board)
 * @property {Clock} time
 * @property {string | null} last
 * @property {Answer | null} answer
 */

/**
 * A record's refused attempt, marked on a replay's board.
 * @typedef {object} Attempt
 * @property {string | null} card the card tried (null: face down, see `place`)
 * @property {number[] | null} place `[column, index]` of a face-down card tried
 * @property {number} dest
 * @property {string} message the engine's refusal
 */

/**
 * @typedef {object} Look a display setting's effect on the page (rsol_widget/_settings.py's vocabulary, js/src/looks.js)
 * @property {string} setting the setting (a synced trait)
 * @property {"hides" | "class" | "data"} kind hides the parts marked `data-part="<target>"` while off; the class `<target>` on the
 *   view's root while on; its value as the root's `data-<target>`
 * @property {string} target
 */

/**
 * The synced `constants` trait: the fixed facts the page builds itself from (sent once).
 * @typedef {object} Constants
 * @property {number} columns
 * @property {number} foundation the dest that means "its foundation"
 * @property {string[]} suits in foundation order
 * @property {{code: string, name: string}[]} languages
 * @property {string[]} rules
 * @property {RequestKind[]} game_actions requests that carry a seq (one in flight at a time)
 * @property {RequestKind[]} requests every request kind
 * @property {string[]} settings the player's settings (synced boolean traits), in panel order
 * @property {string[]} themes the table's looks (the synced `theme` trait holds one)
 * @property {Choice[]} [choices] the choice settings, in panel order (absent in a board saved before it: panels.js's `choicesOf`)
 * @property {Look[]} [looks] what each display setting does on the page, declared in its row (absent in a board saved before it)
 * @property {ReplyStatus[]} reply_statuses
 * @property {string} code_prefix a game code's first part ("RU1")
 * @property {Record<string, string>} rule_letters the rule each code letter names ("C": "classic")
 * @property {number} max_record_bytes the largest record file the page sends
 */

/**
 * @typedef {"move" | "tap" | "double_tap" | "place" | "face_down" | "undo" | "redo" | "rewind" | "new_game" | "restart" | "settings" | "reset_settings" | "clock" | "ping" | "reset_stats" | "get_record" | "open_record" | "analyse" | "review_game" | "picture" | "elsewhere"} RequestKind
 */

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
 * @property {boolean | null} [winnable] a hunt for a winnable deal found one (false: the deal is random)
 * @property {string} [record] get_record: the game's record as JSON text
 * @property {string} [name] get_record: a file name for it
 * @property {Picture} [picture] picture: the position drawn for the notebook to keep
 */

/**
 * A picture of the position for a notebook opened without its kernel (see saved-picture.js).
 * @typedef {object} Picture
 * @property {string} model the widget's model id (the picture output is marked with it)
 * @property {string} html the picture output's HTML (an SVG, a note, and the CSS that places it)
 * @property {string} text its plain-text form
 */

/**
 * The synced `statistics` trait: each rule's summary and the last error (empty when statistics are off).
 * @typedef {{[rule: string]: any, error?: string | null}} Statistics
 */

/**
 * The synced `analysis` trait: the solver's answer about the position `seq`.
 * @typedef {{seq?: number, status?: string, hint?: {card: string, dest: number, winning: boolean} | null, fair?: boolean, chance?: Chance}} Analysis
 */

/**
 * A fair answer's chance to win: `percent` of the decided samples won (`null`: none decided), the
 * ± of its 95% interval in points, the undecided samples among `samples`, `exact` when every
 * placement of the unseen cards was solved, the interval's ends `low` and `high` in points and the
 * `form` to say it in (`margin`, `about`: a ± over 10 said "about", in tens; `over`: every sample
 * won; `dead`: every sample lost, said as under the interval's upper end; `exact`; `none`).
 * @typedef {{percent: number | null, margin: number, undecided: number, samples: number, exact: boolean, low?: number, high?: number, form?: string}} Chance
 */

/**
 * The synced `review` trait: "Where did it go wrong?" for the line shown at `seq` (empty when none).
 * @typedef {object} Review
 * @property {number} [seq]
 * @property {"searching" | "done" | "failed"} [status]
 * @property {"won" | "unwinnable" | "unknown"} [start] the deal's verdict
 * @property {string[]} [verdicts] per move: the position after it
 * @property {string[]} [marks] one mark per move (tick, cross or question mark)
 * @property {number | null} [first_losing] 1-based
 * @property {string | null} [losing_move]
 * @property {string | null} [alternative] a move there that keeps the game winnable
 * @property {"undo" | "replay" | null} [back] how `rewind` would go back there
 * @property {boolean} [fair] a fair analysis (knows only the cards seen): `kind`, its chances (said by chance.js)
 * @property {"mistake" | "luck" | "none"} [kind] what the fair analysis found
 * @property {Chance} [after] (mistake) the chance after the costliest move; (luck) after the card was seen
 * @property {Chance} [best_after] (mistake) the chance after the best visible move
 * @property {Chance} [before] (luck) the chance before the card was seen
 * @property {number} [n] (luck) the move after which the card turned up hurt most
 * @property {string} [move] (luck) that move
 * @property {boolean} [game] the game review on the board instead (its fields: game-review.js, rsol_widget/_board_review.py)
 */

/**
 * The widget's synced traits as its model holds them (SolitaireWidget in rsol_widget/widget.py; Python
 * writes them all but the settings, which the page asks to change with a `settings` request). The
 * player's settings are not listed: one row each in rsol_widget/_settings.py, the page knows them from
 * `constants.settings` and `constants.choices`, and `model.get(name)` reads one as `unknown` (a
 * {@link Setting} once checked), so a new setting needs no line here.
 * @typedef {object} Traits
 * @property {Constants} constants
 * @property {State} state
 * @property {Record<string, any>} labels
 * @property {string} lang
 * @property {Analysis} analysis
 * @property {Review} review
 * @property {number} pong
 * @property {string | null} save_error
 * @property {Elsewhere} elsewhere the saved game was played on another board since (empty: it is here)
 * @property {boolean} replaying
 * @property {Statistics} statistics
 */

/** A player's setting's value: on/off, or a choice (one of its `constants.choices` values). @typedef {boolean | string} Setting */

/**
 * A choice setting's list in the settings panel, from its row (rsol_widget/_settings.py): its words are
 * the page's label `label`, each value's `label_value`.
 * @typedef {{setting: string, label: string, values: string[]}} Choice
 */


/**
 * The saved game was played on another board since this one claimed it (rsol_widget/_elsewhere.py):
 * `moved` (nothing here would be lost by following it) or `held` (this board has moves it lacks);
 * `back`: this board had saved it before ("Take it back"). Empty while the game is here.
 * @typedef {{kind?: "moved" | "held", back?: boolean}} Elsewhere
 */

/**
 * anywidget's model over traits `T` (the shape of its `AnyModel<T>`): traits read by name, events,
 * custom messages.
 * @template {object} T
 * @typedef {object} AnyModel
 * @property {{<K extends keyof T & string>(name: K): T[K], (name: string): unknown}} get a trait by name
 *   (typed when the name is a literal; a setting named at run time is `unknown`)
 * @property {(event: string, fn: (...args: any[]) => void) => void} on
 * @property {(event: string, fn: (...args: any[]) => void) => void} off
 * @property {(msg: any) => void} send
 * @property {any} [widget_manager]
 */

/** @typedef {AnyModel<Traits>} Model the model a view is given */

export {};
