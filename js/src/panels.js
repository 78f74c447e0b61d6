// @ts-check
/** The panels over the board: Settings, the New game dialog, and the box that says the game is won. */
import { ruleOfCode } from "./codes.js";
import { button, make } from "./dom.js";
import { spinner } from "./icons.js";

/** @typedef {import("./labels.js").Labels} Labels */
/** @typedef {import("./protocol.js").Reply} Reply */
/** @typedef {import("./protocol.js").Choice} Choice */

/**
 * Where Tab goes from the last stop of a modal panel (to the first) and Shift+Tab from the first
 * (to the last); `null` when the browser's own order stays inside.
 * @template T
 * @param {T[]} stops
 * @param {T | null} active
 * @param {boolean} backwards
 * @returns {T | null}
 */
export function wrapFocus(stops, active, backwards) {
  if (!stops.length) return null;
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (backwards && active === first) return last;
  if (!backwards && active === last) return first;
  return null;
}

/**
 * Tab and Shift+Tab cycle inside a modal panel instead of leaving it.
 * @param {HTMLElement} panel
 * @param {KeyboardEvent} e
 */
function keepFocusIn(panel, e) {
  /** @type {HTMLInputElement[]} */
  const all = [...panel.querySelectorAll("input, button, select")].map((n) => /** @type {any} */ (n));
  const stops = all.filter((n) => !n.disabled && n.getClientRects().length && (n.type !== "radio" || n.checked));
  const next = wrapFocus(stops, /** @type {any} */ (document.activeElement), e.shiftKey);
  if (!next) return;
  next.focus();
  e.preventDefault();
}

/**
 * @param {HTMLElement} root
 * @param {string} className
 */
function panel(root, className) {
  const el = make("div", `rsol-panel ${className}`, root);
  el.hidden = true;
  return el;
}

/**
 * The choice settings the page offers: `constants.choices`, or in a board saved before it the table's looks.
 * @param {import("./protocol.js").Constants} constants
 * @returns {Choice[]}
 */
export function choicesOf(constants) {
  return constants.choices || [{ setting: "theme", label: "theme", values: constants.themes || ["classic"] }];
}

export class SettingsPanel {
  /**
   * @param {HTMLElement} root
   * @param {Labels} labels
   * @param {string[]} names the settings (synced boolean traits), in order
   * @param {[string, string][]} languages code and name of each language
   * @param {(fields: Record<string, unknown> | null) => void} change asks the kernel to change settings
   *   (`null`: every setting back to its default)
   * @param {HTMLElement} opener the button that opens it (it gets the focus back)
   * @param {Choice[]} choices the choice settings (a list each), from their rows
   */
  constructor(root, labels, names, languages, change, opener, choices) {
    this.labels = labels;
    this.opener = opener;
    this.el = panel(root, "rsol-settings");
    this.el.setAttribute("role", "group");
    this.title = make("div", "rsol-panel-title", this.el);
    /** @type {Record<string, {box: HTMLInputElement, text: HTMLElement}>} */
    this.boxes = {};
    for (const name of names) {
      const row = make("label", "rsol-setting", this.el);
      const box = make("input", `rsol-setting-${name}`, row);
      box.type = "checkbox";
      const text = make("span", "", row);
      box.addEventListener("change", () => change({ [name]: box.checked }));
      this.boxes[name] = { box, text };
    }
    const langRow = make("label", "rsol-setting", this.el);
    this.langText = make("span", "", langRow);
    this.langSelect = make("select", "rsol-lang", langRow);
    for (const [value, text] of languages) {
      const opt = make("option", "", this.langSelect);
      opt.value = value;
      opt.textContent = text;
    }
    this.langSelect.addEventListener("change", () => change({ lang: this.langSelect.value }));
    this.resetBtn = button("rsol-reset-settings", this.el);
    this.resetBtn.addEventListener("click", () => change(null));
    this.closeBtn = button("", this.el);
    this.closeBtn.addEventListener("click", () => this.toggle(false));
    /** @type {{choice: Choice, text: HTMLElement, select: HTMLSelectElement}[]} */
    this.choices = choices.map((c) => ({ choice: c, ...this.choice(`rsol-${c.setting}`, c.values, (v) => change({ [c.setting]: v })) }));
    this.el.addEventListener("keydown", (e) => {
      if (e.key === "Escape") this.toggle(false);
    });
  }

  relabel() {
    const L = this.labels;
    this.title.textContent = L.text("settings");
    this.el.setAttribute("aria-label", L.text("settings"));
    for (const [name, { text }] of Object.entries(this.boxes)) text.textContent = L.text(name);
    this.langText.textContent = L.text("language");
    for (const { choice, text, select } of this.choices) {
      text.textContent = L.text(choice.label);
      for (const opt of select.options) opt.textContent = L.text(`${choice.label}_${opt.value}`);
    }
    this.closeBtn.textContent = L.text("close");
    this.resetBtn.textContent = L.text("reset_settings");
  }

  /**
   * Show the synced values.
   * @param {(name: string) => unknown} value
   */
  sync(value) {
    for (const [name, { box }] of Object.entries(this.boxes)) box.checked = !!value(name);
    this.langSelect.value = String(value("lang") || "en");
    for (const { choice, select } of this.choices) select.value = String(value(choice.setting) || choice.values[0]);
  }

  /**
   * A row with a labelled choice among `values`.
   * @param {string} className
   * @param {string[]} values
   * @param {(value: string) => void} chosen
   */
  choice(className, values, chosen) {
    const row = make("label", "rsol-setting", this.el);
    const text = make("span", "", row);
    const select = make("select", className, row);
    for (const value of values) make("option", "", select).value = value;
    select.addEventListener("change", () => chosen(select.value));
    row.after(this.resetBtn, this.closeBtn);
    return { text, select };
  }

  /** @param {boolean} [open] open, close, or (no argument) the other way round */
  toggle(open) {
    const show = open ?? this.el.hidden;
    const hadFocus = this.el.contains(document.activeElement);
    this.el.hidden = !show;
    this.opener.setAttribute("aria-expanded", String(show));
    if (show) Object.values(this.boxes)[0]?.box.focus();
    else if (hadFocus) this.opener.focus();
  }
}

/**
 * The New game dialog's choice of rule: a radio group, one labelled radio per rule.
 * @param {HTMLElement} dlg
 * @param {string} viewId makes the radios' group name unique on the page
 * @param {string[]} rules
 * @returns {Record<string, {radio: HTMLInputElement, text: HTMLElement}>}
 */
function ruleRadios(dlg, viewId, rules) {
  /** @type {Record<string, {radio: HTMLInputElement, text: HTMLElement}>} */
  const radios = {};
  const group = make("div", "rsol-rules", dlg);
  group.setAttribute("role", "radiogroup");
  for (const rule of rules) {
    const row = make("label", "rsol-setting", group);
    const radio = make("input", `rsol-rule-${rule}`, row);
    radio.type = "radio";
    radio.name = `${viewId}-rule`;
    radio.value = rule;
    radios[rule] = { radio, text: make("span", "", row) };
  }
  return radios;
}

export class NewGameDialog {
  /**
   * @param {HTMLElement} root
   * @param {Labels} labels
   * @param {string} viewId makes the element ids unique on the page
   * @param {string[]} rules
   * @param {(fields: Record<string, unknown>) => string} start sends the new_game request; its id
   * @param {HTMLElement} opener the button that opens it (it gets the focus back)
   * @param {{prefix: string, letters: Record<string, string>}} codes how a code names its rule
   */
  constructor(root, labels, viewId, rules, start, opener, codes) {
    this.codes = codes;
    this.labels = labels;
    this.send = start;
    this.opener = opener;
    /** @type {string | null} the new_game request waiting for its answer */
    this.requestId = null;
    const dlg = panel(root, "rsol-dialog");
    this.el = dlg;
    dlg.setAttribute("role", "dialog");
    dlg.setAttribute("aria-modal", "true");
    this.title = make("div", "rsol-panel-title", dlg);
    this.title.id = `${viewId}-ng`;
    dlg.setAttribute("aria-labelledby", this.title.id);
    this.radios = ruleRadios(dlg, viewId, rules);
    this.rules = rules;
    this.wantsWinnable = false;
    const codeRow = make("label", "rsol-setting rsol-code-row", dlg);
    this.codeText = make("span", "", codeRow);
    this.codeInput = make("input", "rsol-code-input", codeRow);
    Object.assign(this.codeInput, { type: "text", spellcheck: false, placeholder: "RU1-C-AAAAABB" });
    this.codeInput.addEventListener("input", () => {
      this.error.textContent = ""; // the code is being fixed: the old error no longer holds
      this.followCode();
    });
    this.codeNote = make("div", "rsol-code-note", dlg);
    this.codeNote.setAttribute("role", "status");
    const winRow = make("label", "rsol-setting rsol-winnable-row", dlg);
    this.winnable = make("input", "rsol-winnable", winRow);
    this.winnable.type = "checkbox";
    this.winnableText = make("span", "", winRow);
    const lines = this.statusLines(dlg);
    this.status = lines.status;
    this.error = lines.error;
    this.lastRule = /** @type {string | null} the rule of the last game started here (offered again) */ (null);
    const row = make("div", "rsol-dialog-buttons", dlg);
    this.startBtn = button("rsol-start", row);
    this.cancelBtn = button("rsol-cancel", row);
    this.startBtn.addEventListener("click", () => this.start());
    this.cancelBtn.addEventListener("click", () => this.close());
    this.codeInput.addEventListener("keydown", (e) => {
      if (e.key === "Enter") this.start();
    });
    dlg.addEventListener("keydown", (e) => {
      if (e.key === "Escape") this.close();
      else if (e.key === "Tab") keepFocusIn(dlg, e);
    });
  }

  /**
   * The hunt's status (with a drawn spinner: no emoji font needed) and the error line.
   * @param {HTMLElement} dlg
   */
  statusLines(dlg) {
    const row = make("div", "rsol-dialog-status", dlg);
    row.append(spinner());
    const status = make("span", "rsol-dialog-status-text", row);
    status.setAttribute("role", "status");
    const error = make("div", "rsol-dialog-error", dlg);
    error.setAttribute("role", "alert");
    return { status, error };
  }

  relabel() {
    const L = this.labels;
    this.title.textContent = L.text("new_game");
    for (const rule of this.rules) this.radios[rule].text.textContent = L.ruleChoice(rule);
    this.codeText.textContent = L.text("code_optional");
    this.winnableText.textContent = L.text("winnable_only");
    if (this.requestId && this.wantsWinnable) this.status.textContent = L.text("finding_winnable");
    this.followCode();
    this.startBtn.textContent = L.text("start");
    this.cancelBtn.textContent = L.text("cancel");
  }

  open() {
    this.el.hidden = false;
    this.error.textContent = "";
    this.status.textContent = "";
    this.codeNote.textContent = "";
    this.busy(false);
    const first = this.radios[this.lastRule && this.radios[this.lastRule] ? this.lastRule : this.rules[0]].radio;
    first.checked = true;
    this.codeInput.value = "";
    this.followCode();
    first.focus();
  }

  close() {
    const hadFocus = this.el.contains(document.activeElement);
    this.el.hidden = true;
    this.requestId = null;
    this.busy(false);
    if (hadFocus) this.opener.focus();
  }

  /** A typed code selects its rule; the note says so when another rule was chosen. */
  followCode() {
    const code = this.codeInput.value.trim();
    const rule = ruleOfCode(code, this.codes.prefix, this.codes.letters);
    this.winnable.disabled = !!code;
    if (!rule || !this.radios[rule]) {
      this.codeNote.textContent = "";
      return;
    }
    const chosen = this.chosenRule();
    if (chosen !== rule) {
      this.radios[rule].radio.checked = true;
      this.codeNote.textContent = this.labels.format("code_rule_mismatch", { rule: this.labels.text(rule) });
    } else if (!this.codeNote.textContent) this.codeNote.textContent = "";
  }

  chosenRule() {
    return this.rules.find((r) => this.radios[r].radio.checked) || this.rules[0];
  }

  /** @param {boolean} on a hunt for a winnable deal is under way */
  busy(on) {
    this.startBtn.disabled = on;
    this.el.classList.toggle("rsol-busy", on);
    if (!on) this.status.textContent = "";
  }

  start() {
    const rule = this.chosenRule();
    const code = this.codeInput.value.trim();
    this.error.textContent = "";
    this.wantsWinnable = !code && this.winnable.checked;
    /** @type {Record<string, unknown>} */
    const fields = code ? { rule, code } : { rule };
    if (this.wantsWinnable) {
      fields.winnable = true;
      this.busy(true);
      this.status.textContent = this.labels.text("finding_winnable");
    }
    this.requestId = this.send(fields);
  }

  /**
   * The answer to this dialog's request: close on success, else show why (as text).
   * @param {Reply} reply
   * @returns {boolean} true if the game changed
   */
  answered(reply) {
    this.busy(false);
    if (reply.status === "refused" && reply.reason === "cancelled") return false;
    if (reply.status === "done") {
      this.lastRule = this.chosenRule();
      this.close();
      this.opener.focus();
      return true;
    }
    this.error.textContent = reply.message || reply.reason || "";
    return false;
  }
}

export class WinBox {
  /**
   * The box that says the game is won, on a backdrop over the board: score, time, moves, the
   * updated statistics of the rule, New game and Restart.
   * @param {HTMLElement} board
   * @param {Labels} labels
   * @param {{newGame: () => void, restart: () => void, review: () => void}} actions
   */
  constructor(board, labels, actions) {
    this.labels = labels;
    this.backdrop = make("div", "rsol-backdrop rsol-win-backdrop", board);
    this.backdrop.hidden = true;
    this.el = make("div", "rsol-win", this.backdrop);
    this.el.setAttribute("role", "status");
    this.title = make("div", "rsol-win-title", this.el);
    this.text = make("div", "rsol-win-text", this.el);
    this.stats = make("div", "rsol-win-stats", this.el);
    this.note = make("div", "rsol-win-note", this.el); // why the statistics could not take this win
    this.note.setAttribute("role", "alert");
    const row = make("div", "rsol-dialog-buttons rsol-win-buttons", this.el);
    this.newBtn = button("rsol-win-new", row);
    this.restartBtn = button("rsol-win-restart", row);
    this.reviewBtn = button("rsol-win-review", row); // the game review on the board (game-review.js)
    this.reviewBtn.addEventListener("click", () => actions.review());
    this.newBtn.addEventListener("click", () => actions.newGame());
    this.restartBtn.addEventListener("click", () => actions.restart());
  }

  relabel() {
    this.newBtn.textContent = this.labels.text("new_game");
    this.restartBtn.textContent = this.labels.text("restart");
    this.restartBtn.title = this.labels.text("restart_tip");
    this.reviewBtn.textContent = this.labels.text("review_game");
    this.reviewBtn.title = this.labels.text("review_game_tip");
    this.title.textContent = this.labels.text("won");
  }

  /**
   * @param {boolean} show
   * @param {{score: number, moves: number, time: string, summary?: Record<string, any> | null, title?: string, note?: string | null, reviewable?: boolean}} game
   */
  draw(show, { score, moves, time, summary, title, note, reviewable = false }) {
    this.backdrop.hidden = !show;
    if (!show) return;
    this.reviewBtn.hidden = !reviewable;
    this.note.hidden = !note;
    this.note.textContent = note || "";
    const L = this.labels;
    this.title.textContent = title || L.text("won");
    this.text.textContent = L.format("win_summary", { score, time, moves });
    this.stats.hidden = !summary;
    if (summary) {
      const rate = summary.played ? Math.round((100 * summary.won) / summary.played) : 0;
      const { played, won, current_streak: current, best_streak: best } = summary;
      this.stats.textContent = L.format("win_stats", { played, won, rate, current, best });
    }
  }
}
