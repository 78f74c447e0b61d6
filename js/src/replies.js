// @ts-check
/**
 * The answers to the view's requests (reply messages, or answers inside a state): confirm or drop
 * an optimistic move, release the next queued request, and tell the player how it went.
 */

/** @typedef {import("./protocol.js").Reply} Reply */
/** @typedef {import("./view.js").SolitaireView} SolitaireView */
/**
 * What the replies use of the view, and nothing else (tsc refuses any other member): its typed host.
 * @typedef {Pick<SolitaireView, "actions" | "boardView" | "conn" | "dialog" | "emit" | "gestures" | "labels" | "line" | "model" | "pending" | "presence" | "redraw" | "request" | "savedPicture" | "say" | "setClock" | "state" | "static">} ReplyHost
 */

export class Replies {
  /** @param {ReplyHost} view */
  constructor(view) {
    this.view = view;
    /** @type {{code: string, text: string} | null} what to say once this deal is drawn */
    this.noteForDeal = null;
    /** @type {{id: string, note: string} | null} the rewind asked for by "Where did it go wrong?", and what to say once done */
    this.rewinding = null;
  }

  /** A reply message for one of this view's requests. @param {any} msg */
  onMessage(msg) {
    const view = this.view;
    if (!msg || msg.kind !== "reply" || !view.conn.isMine(msg.id)) return;
    this.settle(msg);
    view.redraw(true);
    view.emit("reply", { id: msg.id, status: msg.status });
  }

  /** @param {Reply} msg */
  settle(msg) {
    const view = this.view;
    view.presence.heard = true;
    view.presence.setStatic(false);
    if (msg.time) view.setClock(msg.time);
    const p = view.pending.settle(msg);
    view.conn.answered(msg.id, Math.max(msg.seq, view.state ? view.state.seq : 0));
    const forDialog = msg.id === view.dialog.requestId;
    if (forDialog && view.dialog.answered(msg)) this.dealNote(msg);
    if (view.actions.answered(msg) || view.savedPicture.answered(msg)) return;
    if (this.rewinding && msg.id === this.rewinding.id) return this.rewound(msg);
    if (msg.status === "refused" && !forDialog) this.refused(msg);
    else if (msg.status === "stale") view.say(view.labels.text("stale"));
    else if (msg.status === "done" && p && p.announce) view.say(p.announce);
  }

  /** The new-game dialog's deal came: a note if the hunt for a winnable one gave up. @param {Reply} msg */
  dealNote(msg) {
    const view = this.view;
    const note = msg.winnable === false ? view.labels.text("hunt_timeout") : "";
    // a reply can overtake the state it announces: then the note waits for that deal to be drawn
    if (note && msg.code && view.state && view.state.code !== msg.code) this.noteForDeal = { code: msg.code, text: note };
    else view.say(note);
  }

  /** A new position was drawn: say what was waiting for it. @param {{code: string | null}} state @param {boolean} newGame */
  drawn(state, newGame) {
    if (this.noteForDeal && state.code === this.noteForDeal.code) this.view.say(this.noteForDeal.text);
    if (newGame) this.noteForDeal = null;
  }

  /**
   * Go back to the position after `to` moves (the engine undoes, or restarts and replays), then say `note`.
   * @param {number} to
   * @param {string} note
   */
  rewind(to, note) {
    const view = this.view;
    if (view.static || !view.state) return;
    this.rewinding = { id: view.request("rewind", { to }), note };
  }

  /** @param {Reply} msg */
  rewound(msg) {
    const view = this.view;
    if (!this.rewinding) return;
    if (msg.status === "done") view.say(this.rewinding.note);
    else if (msg.status === "stale") view.say(view.labels.text("stale"));
    else view.say(msg.message || msg.status, true);
    this.rewinding = null;
  }

  /** A refused move: the card nudges; with «Reguli interactive» the engine's reason is noted by it. @param {Reply} msg */
  refused(msg) {
    const view = this.view;
    const last = view.gestures.last;
    view.boardView.nudge(last.card);
    if (view.model.get("interactive_rules") && msg.message) {
      const m = view.boardView.m;
      view.line.refused(msg.message, last.point || { x: (m?.width || 300) / 2, y: m ? m.tableauTop : 100 });
    } else view.say("");
  }
}
