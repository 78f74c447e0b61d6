// @ts-check
/**
 * The hints setting: the verdict in the bar (by default the chance to win for a player who knows
 * only the cards seen; with `hints_peek`, the solver's "winnable from here?"), and the hint the player asks
 * for (outline the card, ring its destination, draw an arrow between them, say the move). A hint
 * never plays a card; both are shown only while the solver's answer is about the position drawn (`analysis.seq == state.seq`).
 */
import { chanceWords } from "./chance.js";
import { foundationSlot } from "./table.js";

/** @typedef {import("./protocol.js").Analysis} Analysis */
/** @typedef {import("./protocol.js").State} State */
/** @typedef {import("./board.js").Board} Board */
/** @typedef {import("./table.js").Table} Table */
/** @typedef {import("./labels.js").Labels} Labels */
/** @typedef {import("./bar.js").Bar} Bar */
/** @typedef {import("./board-view.js").BoardView} BoardView */

/**
 * The verdict line for an answer (pure; unit-tested): a fair answer's chance ("Chance to win: 34%
 * (±6)", with the undecided samples named when there are any), else the solver's verdict in words.
 * @param {Analysis} analysis
 * @param {string} status the answer's status (`searching` while none is there)
 * @param {Labels} labels
 * @returns {string}
 */
export function verdictText(analysis, status, labels) {
  if (status === "searching") return labels.text(analysis.fair ? "estimating" : "searching");
  const chance = analysis.chance;
  if (status !== "chance" || !chance) return labels.text(status === "won" ? "winnable" : status);
  if (chance.percent === null) return labels.text("chance_none");
  return labels.format(chance.form === "dead" ? "chance_dead" : "chance", { chance: chanceWords(chance, labels) });
}

export class Hints {
  /**
   * @param {Table} table
   * @param {Labels} labels
   * @param {Bar} bar
   * @param {BoardView} boardView
   * @param {(text: string) => void} say
   */
  constructor(table, labels, bar, boardView, say) {
    this.table = table;
    this.labels = labels;
    this.bar = bar;
    this.boardView = boardView;
    this.say = say;
    /** @type {number | null} the seq of the position the player asked a hint for (-1: the next one drawn) */
    this.wanted = null;
  }

  /**
   * The player pressed Hint.
   * @param {State | null} state
   * @param {Analysis} analysis
   * @param {boolean} [moving] a move is drawn that the engine has not published yet: the hint of
   *   the position it makes, not of the one before
   */
  ask(state, analysis, moving = false) {
    if (!state || state.won) return;
    this.wanted = moving ? -1 : state.seq;
    if (moving || analysis.seq !== state.seq || analysis.status === "searching") {
      this.say(this.labels.text("searching"));
    }
  }

  /**
   * Draw the verdict, and the hint asked for once its answer is there.
   * @param {{on: boolean, state: State | null, shown: Board | null, analysis: Analysis, groupOf: (card: string) => string[], moving?: boolean}} now
   */
  draw({ on, state, shown, analysis, groupOf, moving = false }) {
    this.boardView.unmark("rsol-hint", "rsol-hint-dest");
    this.boardView.arrow.set(null, this.boardView, null);
    if (!on || !state || !shown || state.won) {
      this.bar.drawVerdict(false, "", "", true);
      return;
    }
    if (this.wanted === -1 && !moving) this.wanted = state.seq;
    const current = analysis.seq === state.seq;
    const status = current && typeof analysis.status === "string" ? analysis.status : "searching";
    this.bar.drawVerdict(true, status, verdictText(current ? analysis : {}, status, this.labels), !!state.won);
    const chance = current && status === "chance" ? analysis.chance : null;
    this.bar.verdict.title = chance ? this.labels.format("chance_tip", { samples: chance.samples }) : "";
    if (this.wanted === state.seq && current && status !== "searching") this.show(shown, analysis.hint, groupOf);
  }

  /**
   * @param {Board} shown
   * @param {Analysis["hint"]} hint
   * @param {(card: string) => string[]} groupOf
   */
  show(shown, hint, groupOf) {
    const L = this.labels;
    if (!hint || typeof hint.card !== "string") {
      this.say(L.text("hint_none"));
      return;
    }
    if (!this.boardView.els.get(hint.card)) return;
    this.boardView.mark("rsol-hint", groupOf(hint.card));
    const toFoundation = hint.dest === this.table.foundation;
    const slot = toFoundation ? foundationSlot(this.table, hint.card) : hint.dest;
    this.boardView.destNode(shown, slot).classList.add("rsol-hint-dest");
    this.boardView.arrow.set({ card: hint.card, slot }, this.boardView, shown);
    this.say(L.toPlace("hint_to", hint.card, !toFoundation, hint.dest + 1));
  }
}
