// @ts-check
/**
 * The game review on the board: asked for from the win box, the "no legal move left" notice or the
 * Game menu (a `review_game` request); the engine computes it in the background and sends it in the
 * synced `review` trait (`game: true`, rsol_widget/_board_review.py). A box over the board says
 * "reviewing…", then the accuracy, the key moments and every move's class; a key moment shows the
 * position before it on the board, to look at only (no input reaches the game), with a way back to
 * the review and to the end, the move played there drawn as a solid arrow and the hint's, when it kept
 * more, as a dashed one (a legend says both in words), and the bar shows that position's moves and
 * score. It decides nothing: every class, figure, move and word is the engine's.
 */
import { chanceWords } from "./chance.js";
import { button, make } from "./dom.js";
import { slotOfDest } from "./table.js";

/** @typedef {import("./labels.js").Labels} Labels */
/** @typedef {import("./protocol.js").State} State */
/** @typedef {import("./board.js").Board} Board */
/** @typedef {import("./protocol.js").Chance} Chance */
/** @typedef {import("./board-view.js").BoardView} BoardView */

/**
 * The game review as the engine sends it (see rsol_widget/_board_review.py).
 * @typedef {{n: number, move: string, grade: string, mark: string, lost: number}} ReviewedMove
 * @typedef {{card: string, dest: number}} DrawnMove a move as its arrow is drawn (the hint's form)
 * @typedef {{n: number, move: string, grade: string, mark: string, luck: boolean, before: Chance, after: Chance, best: string, best_kept: Chance, played: DrawnMove, better: DrawnMove | null, board: Board & {moves: number, score: number}}} KeyMoment
 * @typedef {{seq?: number, status?: string, game?: boolean, accuracy?: number | null, counts?: Record<string, number>, moves?: ReviewedMove[], key?: KeyMoment[], complete?: boolean}} GameReview
 */

/**
 * A reviewed move's class as the move list says it: "? mistake, −12 points" (pure; unit-tested).
 * @param {{grade: string, mark: string, lost: number}} m
 * @param {Labels} labels
 */
export function gradeText(m, labels) {
  const grade = labels.text(`game_grade.${m.grade}`);
  return m.lost > 0 ? labels.format("game_grade_lost", { mark: m.mark, grade, lost: m.lost }) : `${m.mark} ${grade}`;
}

/**
 * The accuracy sentence (pure; unit-tested).
 * @param {GameReview} review
 * @param {Labels} labels
 */
export function summaryText(review, labels) {
  if (review.accuracy === null || review.accuracy === undefined) return labels.text("game_empty");
  const counts = review.counts || {};
  const moves = (review.moves || []).length;
  return labels.format("game_summary", { accuracy: review.accuracy, moves, ...counts });
}

/**
 * A key moment's sentence, its chances said as the hint's line says one (pure; unit-tested).
 * @param {KeyMoment} k
 * @param {Labels} labels
 */
export function momentText(k, labels) {
  const params = { n: k.n, move: k.move, before: chanceWords(k.before, labels), after: chanceWords(k.after, labels) };
  if (k.luck) return labels.format("game_key.luck", params);
  const best_kept = chanceWords(k.best_kept, labels);
  return labels.format("game_key.move", { ...params, grade: labels.text(`game_grade.${k.grade}`), best: k.best, best_kept });
}

/**
 * A key moment's legend, a line per arrow drawn (pure; unit-tested): the move played, and the hint's when it kept more.
 * @param {KeyMoment} k
 * @param {Labels} labels
 * @returns {string[]}
 */
export function legendLines(k, labels) {
  const played = labels.format("review_game_played", { move: k.move });
  return k.better ? [played, labels.format("review_game_better", { best: k.best })] : [played];
}

export class GameReviewPanel {
  /**
   * @param {BoardView} boardView the board (the box goes over it; a key moment's arrows are drawn on it)
   * @param {HTMLElement} felt the free felt at the bottom of the board (the strip of a key moment)
   * @param {Labels} labels
   * @param {{ask: () => void, redraw: () => void}} actions `ask` sends `review_game`; `redraw` draws the board again
   */
  constructor(boardView, felt, labels, actions) {
    this.labels = labels;
    this.actions = actions;
    this.boardView = boardView;
    this.backdrop = make("div", "rsol-backdrop rsol-game-review-backdrop", boardView.el);
    this.backdrop.hidden = true;
    this.el = make("div", "rsol-game-review-box", this.backdrop);
    this.el.setAttribute("role", "region");
    this.el.tabIndex = -1; // it takes the focus when it opens (Escape closes it)
    const head = make("div", "rsol-game-review-head", this.el); // the title, and Close always in view
    this.title = make("div", "rsol-game-review-title", head);
    this.closeBtn = button("rsol-game-review-close", head);
    this.status = make("div", "rsol-game-review-status", this.el);
    this.status.setAttribute("role", "status");
    this.status.setAttribute("aria-live", "polite");
    this.accuracy = make("p", "rsol-game-review-accuracy", this.el);
    this.keyTitle = make("p", "rsol-game-review-key-title", this.el);
    this.keyList = make("ul", "rsol-game-review-key", this.el);
    this.details = make("details", "rsol-game-review-moves", this.el);
    this.movesTitle = make("summary", "", this.details);
    this.moveList = make("ul", "", this.details);
    this.thresholds = make("small", "rsol-game-review-thresholds", this.el);
    this.closeBtn.addEventListener("click", () => this.close());
    this.backdrop.addEventListener("keydown", (e) => {
      if (e.key === "Escape") this.close();
      e.stopPropagation(); // the board's keys do not act under the box
    });
    this.strip = make("div", "rsol-game-review-strip", felt);
    this.strip.setAttribute("role", "status");
    this.strip.hidden = true;
    this.stripTitle = make("div", "rsol-stuck-title", this.strip);
    this.stripText = make("div", "rsol-game-review-strip-text", this.strip);
    this.legend = make("ul", "rsol-game-review-legend", this.strip); // the arrows in words
    const stripRow = make("div", "rsol-stuck-buttons", this.strip);
    this.backBtn = button("rsol-game-review-back", stripRow);
    this.endBtn = button("rsol-game-review-end", stripRow);
    this.backBtn.addEventListener("click", () => this.see(null));
    this.endBtn.addEventListener("click", () => this.close());
    /** @type {number | null} the position (seq) whose review the player asked for */
    this.asked = null;
    /** @type {number | null} the key moment shown on the board (its index) */
    this.viewing = null;
    /** @type {GameReview} */
    this.review = {};
    /** @type {string} what the key list and move list were drawn from */
    this.drawnFrom = "";
  }

  relabel() {
    const L = this.labels;
    this.title.textContent = L.text("game_title");
    this.el.setAttribute("aria-label", L.text("game_title"));
    this.keyTitle.textContent = L.text("game_key_title");
    this.movesTitle.textContent = L.text("review_game_moves");
    this.thresholds.textContent = L.text("game_thresholds");
    this.closeBtn.textContent = L.text("close");
    this.backBtn.textContent = L.text("review_game_back");
    this.endBtn.textContent = L.text("review_game_end");
    this.drawnFrom = ""; // the lists speak the new language at the next draw
  }

  /** The player asked for the review of the position `seq`. @param {number} seq */
  open(seq) {
    this.asked = seq;
    this.viewing = null;
    this.actions.ask();
    this.paint();
    this.el.focus({ preventScroll: true });
  }

  /** Close the review: back to the end, the game as it stands (and the win box, after a win). */
  close() {
    this.asked = null;
    this.viewing = null;
    this.paint();
    this.redraw();
  }

  /** Show key moment `i` on the board (`null`: back to the review). @param {number | null} i */
  see(i) {
    this.viewing = i;
    this.paint();
    this.redraw();
  }

  /** Draw the board again, with the arrows of the key moment shown (none when none is). */
  redraw() {
    const k = this.moment();
    const view = this.boardView;
    /** @param {DrawnMove | null | undefined} move */
    const spec = (move) => (k && move ? { card: move.card, slot: slotOfDest(view.table, move.card, move.dest) } : null);
    view.played.set(spec(k?.played), view, null); // drawn with the board, next
    view.better.set(spec(k?.better), view, null);
    view.el.closest(".rsol-root")?.classList.toggle("rsol-at-moment", !!k); // the bar hides the game's clock: no time of a moment is kept
    this.actions.redraw();
  }

  /** The key moment shown on the board, if one is. @returns {KeyMoment | null} */
  moment() {
    return (this.viewing === null ? null : (this.review.key || [])[this.viewing]) || null;
  }

  /** Whether the review is open (the box, or a key moment on the board). */
  active() {
    return this.asked !== null;
  }

  /** The board of the key moment shown, if one is. @returns {Board | null} */
  board() {
    return this.moment()?.board || null;
  }

  /**
   * The position the bar speaks of: a key moment's moves and score while one is shown, else the game's.
   * @param {State} state
   * @returns {State}
   */
  barState(state) {
    const k = this.moment();
    return k ? { ...state, moves: k.board.moves, score: k.board.score } : state;
  }

  /**
   * @param {{state: State | null, review: GameReview, live: boolean}} now `live`: a kernel answers
   */
  draw({ state, review, live }) {
    const wasViewing = this.viewing !== null;
    if (!state || !live || this.asked !== state.seq) {
      this.asked = null; // the game moved on (or the kernel went): the review is about another position
      this.viewing = null;
    }
    this.review = review.game && state && review.seq === state.seq ? review : {};
    if (this.viewing !== null && !(this.review.key || [])[this.viewing]) this.viewing = null;
    this.paint();
    if (wasViewing !== (this.viewing !== null)) this.redraw();
  }

  paint() {
    const L = this.labels;
    const r = this.review;
    const open = this.asked !== null;
    this.backdrop.hidden = !open || this.viewing !== null;
    this.strip.hidden = !open || this.viewing === null;
    if (!open) return;
    const done = r.status === "done";
    this.el.dataset.status = String(r.status || "searching");
    this.status.textContent = r.status === "failed" ? L.text("review_game_failed") : done ? (r.complete === false ? L.text("review_game_partial") : "") : L.text("reviewing_game");
    this.status.hidden = !this.status.textContent;
    for (const part of [this.accuracy, this.keyTitle, this.keyList, this.details, this.thresholds]) part.hidden = !done;
    const active = document.activeElement; // the board takes the focus back when it draws: not from the box
    if (this.viewing === null && active && !this.el.contains(active) && this.backdrop.parentElement?.contains(active)) {
      this.el.focus({ preventScroll: true });
    }
    if (done) this.fill(r);
    const k = this.moment();
    if (!k) return;
    this.stripTitle.textContent = L.format("review_game_seeing", { n: k.n, move: k.move });
    this.stripText.textContent = momentText(k, L);
    this.legend.replaceChildren();
    legendLines(k, L).forEach((line, i) => {
      const item = make("li", i ? "rsol-legend-better" : "rsol-legend-played", this.legend);
      make("span", "rsol-legend-swatch", item).setAttribute("aria-hidden", "true"); // the arrow's line: solid or dashed
      make("span", "", item).textContent = line;
    });
  }

  /** @param {GameReview} r */
  fill(r) {
    const L = this.labels;
    this.accuracy.textContent = summaryText(r, L);
    const from = JSON.stringify([r.seq, r.moves?.length, r.key?.map((k) => k.n)]);
    if (from === this.drawnFrom) return;
    this.drawnFrom = from;
    this.keyList.replaceChildren();
    const key = r.key || [];
    key.forEach((k, i) => {
      const item = make("li", "", this.keyList);
      const b = button("rsol-game-review-moment", item);
      b.textContent = momentText(k, L);
      b.title = L.text("review_game_moment_tip");
      b.dataset.grade = k.grade;
      b.addEventListener("click", () => this.see(i));
    });
    if (!key.length) make("li", "", this.keyList).textContent = L.text("game_key.none");
    this.moveList.replaceChildren();
    for (const m of r.moves || []) {
      const item = make("li", "", this.moveList);
      item.dataset.grade = m.grade;
      item.textContent = L.format("move_graded", { n: m.n, move: m.move, grade: gradeText(m, L) });
    }
  }
}
