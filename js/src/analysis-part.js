// @ts-check
/**
 * The hints setting's part of a view: the hint asked for, "Where did it go wrong?", the game review on
 * the board (its panel: game-review.js), and drawing the solver's answers (the synced `analysis` and
 * `review` traits) when they are about the position shown.
 */

/** @typedef {import("./view.js").SolitaireView} SolitaireView */
/**
 * What the hints setting's part use of the view, and nothing else (tsc refuses any other member): its typed host.
 * @typedef {Pick<SolitaireView, "actions" | "groupOf" | "hints" | "labels" | "model" | "pending" | "review" | "say" | "shown" | "state" | "static">} AnalysisHost
 */

export class AnalysisPart {
  /** @param {AnalysisHost} view */
  constructor(view) {
    this.view = view;
    /** @type {import("./game-review.js").GameReviewPanel} the game review on the board (assemble.js makes it) */
    this.gameReview = /** @type {any} */ (null);
  }

  on() {
    return !!this.view.model.get("hints") && !this.view.static;
  }

  /** Whether a move is drawn that the engine has not yet published (the answer there is not in yet). */
  moving() {
    const view = this.view;
    return !!view.state && view.pending.unconfirmed(view.state.seq).length > 0;
  }

  askHint() {
    const view = this.view;
    view.hints.ask(view.state, view.model.get("analysis") || {}, this.moving());
    this.draw();
  }

  /** "Where did it go wrong?": ask the engine (the answer comes in the synced `review` trait). */
  askReview() {
    const view = this.view;
    if (view.static || !view.state || view.model.get("replaying")) return;
    if (!view.model.get("hints")) view.say(view.labels.text("review_hints_off"));
    else view.actions.send("analyse");
  }

  /** The "winnable from here?" indicator, the hint asked for and the review, when they are about the position shown. */
  draw() {
    const view = this.view;
    const moving = this.moving();
    const analysis = view.model.get("analysis") || {};
    const review = view.model.get("review") || {};
    view.review.draw({ on: this.on(), state: view.state, analysis, review: review.game ? {} : review });
    this.gameReview.draw({ state: view.state, review, live: !view.static });
    view.hints.draw({
      on: this.on() && !this.gameReview.board(), // a key moment shown: the chance and hint are the game's, not its
      state: view.state,
      shown: view.shown,
      analysis: moving ? {} : analysis, // never the previous position's answer on a move just drawn
      groupOf: (card) => view.groupOf(card),
      moving,
    });
  }
}
