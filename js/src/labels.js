// @ts-check
/** Every word the page shows comes from Python's catalogue (the synced `labels` trait). */

export class Labels {
  /** @param {() => Record<string, any> | null | undefined} get reads the synced labels */
  constructor(get) {
    this.get = get;
  }

  /**
   * The label `key` in the current language (the key itself if Python did not send it).
   * @param {string} key
   * @returns {string}
   */
  text(key) {
    const labels = this.get() || {};
    return labels[key] ?? key;
  }

  /**
   * A card's spoken name ("7 of hearts", «7 de cupă»).
   * @param {string} card
   * @returns {string}
   */
  cardName(card) {
    return (this.get()?.cards || {})[card] ?? card;
  }

  /**
   * A rule as the new-game dialog offers it ("Relaxed (Mixed suits)").
   * @param {string} rule
   * @returns {string}
   */
  ruleChoice(rule) {
    return (this.get()?.rule_choices || {})[rule] ?? this.text(rule);
  }

  /**
   * "Column 3" or "Foundation".
   * @param {boolean} column
   * @param {number} number 1-based column number
   */
  destName(column, number) {
    return column ? `${this.text("column")} ${number}` : this.text("foundation");
  }
}
