// @ts-check
/** The Statistics panel (the synced `statistics` trait, per rule) with a reset that asks first. */
import { button, formatTime, make } from "./dom.js";

/** @typedef {import("./labels.js").Labels} Labels */
/** @typedef {import("./protocol.js").Statistics} Statistics */

export const ROWS = ["played", "won_count", "win_rate", "current_streak", "best_streak", "best_time", "best_score", "fewest_moves"];

/**
 * The text of one cell of the table: a count, a percentage, a time, or "—" before any win.
 * @param {string} row
 * @param {Record<string, any> | undefined} s a rule's summary
 * @returns {string}
 */
export function statText(row, s) {
  if (!s) return "—";
  if (row === "won_count") return String(s.won ?? 0);
  if (row === "win_rate") return s.played ? `${Math.round((100 * (s.won ?? 0)) / s.played)}%` : "—";
  const value = s[row];
  if (value === null || value === undefined) return "—";
  return row === "best_time" ? formatTime(value) : String(value);
}

export class StatsPanel {
  /**
   * @param {HTMLElement} root
   * @param {Labels} labels
   * @param {string[]} rules
   * @param {() => void} reset sends the reset_stats request
   * @param {HTMLElement} opener
   */
  constructor(root, labels, rules, reset, opener) {
    this.labels = labels;
    this.rules = rules;
    this.opener = opener;
    this.el = make("div", "rsol-panel rsol-stats-panel", root);
    this.el.hidden = true;
    this.el.setAttribute("role", "dialog");
    this.title = make("div", "rsol-panel-title", this.el);
    this.table = make("table", "rsol-stats-table", this.el);
    this.off = make("div", "rsol-stats-off", this.el);
    this.error = make("div", "rsol-dialog-error", this.el);
    this.error.setAttribute("role", "alert");
    this.confirm = make("div", "rsol-confirm", this.el);
    this.confirm.hidden = true;
    this.confirmText = make("div", "", this.confirm);
    const yesNo = make("div", "rsol-dialog-buttons", this.confirm);
    this.yesBtn = button("rsol-reset-yes", yesNo);
    this.noBtn = button("rsol-reset-no", yesNo);
    const row = make("div", "rsol-dialog-buttons", this.el);
    this.resetBtn = button("rsol-reset-stats", row);
    this.closeBtn = button("rsol-stats-close", row);
    this.resetBtn.addEventListener("click", () => this.ask(true));
    this.noBtn.addEventListener("click", () => this.ask(false));
    this.yesBtn.addEventListener("click", () => {
      reset();
      this.ask(false);
    });
    this.closeBtn.addEventListener("click", () => this.toggle(false));
    this.el.addEventListener("keydown", (e) => {
      if (e.key === "Escape") this.toggle(false);
    });
    /** @type {Statistics} */
    this.stats = {};
  }

  /** @param {boolean} on show the "are you sure?" question */
  ask(on) {
    this.confirm.hidden = !on;
    this.resetBtn.hidden = on;
    (on ? this.noBtn : this.resetBtn).focus();
  }

  relabel() {
    const L = this.labels;
    this.title.textContent = L.text("statistics");
    this.el.setAttribute("aria-label", L.text("statistics"));
    this.resetBtn.textContent = L.text("reset_stats");
    this.closeBtn.textContent = L.text("close");
    this.confirmText.textContent = L.text("reset_confirm");
    this.yesBtn.textContent = L.text("reset_yes");
    this.noBtn.textContent = L.text("cancel");
    this.off.textContent = L.text("stats_off");
    this.draw(this.stats);
  }

  /** @param {Statistics} stats */
  draw(stats) {
    this.stats = stats || {};
    const on = Object.keys(this.stats).length > 0;
    this.off.hidden = on;
    this.table.hidden = !on;
    this.resetBtn.disabled = !on;
    this.error.textContent = this.stats.error || "";
    this.table.replaceChildren();
    if (!on) return;
    const L = this.labels;
    const head = make("tr", "", make("thead", "", this.table));
    make("th", "", head);
    for (const rule of this.rules) make("th", "", head).textContent = L.text(rule);
    const body = make("tbody", "", this.table);
    for (const row of ROWS) {
      const tr = make("tr", `rsol-stat-row-${row}`, body);
      make("th", "", tr).textContent = L.text(row);
      for (const rule of this.rules) {
        const td = make("td", "", tr);
        td.dataset.rule = rule;
        td.textContent = statText(row, this.stats[rule]);
      }
    }
  }

  /** @param {boolean} [open] */
  toggle(open) {
    const show = open ?? this.el.hidden;
    const hadFocus = this.el.contains(document.activeElement);
    this.el.hidden = !show;
    this.confirm.hidden = true;
    this.resetBtn.hidden = false;
    if (show) this.closeBtn.focus();
    else if (hadFocus) this.opener.focus();
  }
}
