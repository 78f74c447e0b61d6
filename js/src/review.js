// @ts-check
/**
 * "Where did it go wrong?" (hints setting on): offered by itself once the solver says the position
 * shown can no longer be won, and on request (Game menu, W key). The engine's answer (the synced
 * `review` trait, about the position `review.seq`) is said in words: the move that lost the game,
 * a move that would have kept it winnable, and a way back there. The solver sees the face-down
 * cards; the page learns only moves already played and the alternative.
 */
import { chanceWords } from "./chance.js";
import { button, make } from "./dom.js";

/** @typedef {import("./protocol.js").Analysis} Analysis */
/** @typedef {import("./protocol.js").Review} Review */
/** @typedef {import("./protocol.js").State} State */
/** @typedef {import("./labels.js").Labels} Labels */

/**
 * @typedef {object} ReviewActions
 * @property {() => void} ask send the `analyse` request
 * @property {(to: number, note: string) => void} rewind go back to the position after `to` moves, then say `note`
 */

/**
 * The sentence a finished review says (pure; unit-tested).
 * @param {Review} review
 * @param {Labels} labels
 * @returns {string}
 */
export function reviewText(review, labels) {
  const text = (/** @type {string} */ key) => labels.text(key);
  if (review.status === "failed") return text("review_failed");
  if (review.status !== "done") return text(review.fair ? "reviewing_fair" : "reviewing");
  if (review.fair) return fairText(review, labels);
  const verdicts = review.verdicts || [];
  if (review.start === "unwinnable") return text("review_never");
  if (review.first_losing && review.losing_move) {
    const [n, move, alt] = [review.first_losing, review.losing_move, review.alternative];
    return alt ? labels.format("review_lost_alt", { n, move, alt }) : labels.format("review_lost", { n, move });
  }
  if (review.start === "won" && verdicts.every((v) => v === "won")) return text("review_fine");
  if (verdicts.includes("unwinnable")) return text("review_unknown");
  return text("review_undecided");
}

/**
 * A finished fair review's sentence: the costliest move against the best visible one, or the bad luck.
 * @param {Review} review
 * @param {Labels} labels
 * @returns {string}
 */
function fairText(review, labels) {
  const s = (/** @type {string | null | undefined} */ v) => v ?? "?";
  const say = (/** @type {import("./protocol.js").Chance | undefined} */ c) => chanceWords(c, labels);
  if (review.kind === "mistake" && review.first_losing) {
    const { first_losing: n, losing_move: move, alternative: best, after, best_after } = review;
    return labels.format("review_fair_mistake", { n, move: s(move), best: s(best), after: say(after), best_after: say(best_after) });
  }
  if (review.kind === "luck" && review.n) {
    return labels.format("review_fair_luck", { n: review.n, move: s(review.move), before: say(review.before), after: say(review.after) });
  }
  return labels.text("review_fair_none");
}

export class ReviewPanel {
  /**
   * @param {HTMLElement} root
   * @param {Labels} labels
   * @param {ReviewActions} actions
   */
  constructor(root, labels, actions) {
    this.labels = labels;
    this.el = make("div", "rsol-review", root);
    this.el.setAttribute("role", "status");
    this.el.setAttribute("aria-live", "polite");
    this.el.hidden = true;
    this.text = make("span", "rsol-review-text", this.el);
    this.askBtn = button("rsol-review-ask", this.el);
    this.backBtn = button("rsol-review-back", this.el);
    this.note = make("div", "rsol-review-note", this.el);
    /** @type {Review} */
    this.review = {};
    this.askBtn.addEventListener("click", () => actions.ask());
    this.backBtn.addEventListener("click", () => {
      const r = this.review;
      if (!r.first_losing) return;
      const [n, alt] = [r.first_losing, r.alternative];
      const key = r.fair ? "review_fair_back_done" : "review_back_done_alt";
      const said = alt ? this.labels.format(key, { n, alt }) : this.labels.format("review_back_done", { n });
      actions.rewind(r.first_losing - 1, said);
    });
  }

  relabel() {
    this.askBtn.textContent = this.labels.text("review");
    this.askBtn.title = this.labels.text("review_tip");
    this.note.textContent = this.labels.text(this.review.fair ? "review_note_fair" : "review_note");
  }

  /**
   * @param {{on: boolean, state: State | null, analysis: Analysis, review: Review}} now
   */
  draw({ on, state, analysis, review }) {
    const L = this.labels;
    this.review = review;
    const current = !!state && review.seq === state.seq && !!review.status;
    const lost = !!state && !state.won && analysis.seq === state.seq && analysis.status === "unwinnable";
    if (!on || !state || (!current && !lost)) {
      this.el.hidden = true;
      return;
    }
    this.el.hidden = false;
    this.el.dataset.status = current ? String(review.status) : "offer";
    this.text.textContent = current ? reviewText(review, L) : L.text("review_offer");
    this.note.textContent = L.text((current ? review.fair : analysis.fair) ? "review_note_fair" : "review_note");
    this.askBtn.hidden = current;
    const back = current && review.status === "done" && !!review.first_losing && !!review.back;
    this.backBtn.hidden = !back;
    if (back && review.first_losing) {
      const key = review.back === "undo" ? "review_back_undo" : "review_back_replay";
      this.backBtn.textContent = L.format(key, { n: review.first_losing });
    }
  }
}
