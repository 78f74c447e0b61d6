// @ts-check
/**
 * Every word the page shows comes from Python's catalogue (the synced `labels` trait), read once per
 * change of the trait (`set`), not per lookup. Sentences are whole templates from the catalogue: the
 * page only fills their `{placeholders}`, it never joins words into a sentence of its own.
 */

/**
 * Fill the `{name}` placeholders of `template` from `params` (an unknown name stays as it is).
 * @param {string} template
 * @param {Record<string, string | number>} params
 * @returns {string}
 */
export function fill(template, params) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

export class Labels {
  /** @param {Record<string, any> | null | undefined} labels the synced labels */
  constructor(labels) {
    /** @type {Record<string, any>} */
    this.current = {};
    this.set(labels);
  }

  /**
   * Take the labels Python sent (call on every change of the trait).
   * @param {Record<string, any> | null | undefined} labels
   */
  set(labels) {
    this.current = labels || {};
  }

  /**
   * The label `key` in the current language (the key itself if Python did not send it).
   * @param {string} key
   * @returns {string}
   */
  text(key) {
    return this.current[key] ?? key;
  }

  /**
   * The template `key` with its placeholders filled.
   * @param {string} key
   * @param {Record<string, string | number>} params
   * @returns {string}
   */
  format(key, params) {
    return fill(this.text(key), params);
  }

  /**
   * A card's spoken name ("7 of hearts", «7 de cupă»).
   * @param {string} card
   * @returns {string}
   */
  cardName(card) {
    return (this.current.cards || {})[card] ?? card;
  }

  /**
   * A rule as the new-game dialog offers it ("Relaxed (Mixed suits)").
   * @param {string} rule
   * @returns {string}
   */
  ruleChoice(rule) {
    return (this.current.rule_choices || {})[rule] ?? this.text(rule);
  }

  /**
   * A sentence about `card` and a place: `key_column` ("… to column 3") or `key_foundation`.
   * @param {string} key the template's stem: "moved_to", "hint_to"
   * @param {string} card
   * @param {boolean} column
   * @param {number} number 1-based column number
   */
  toPlace(key, card, column, number) {
    return this.format(`${key}_${column ? "column" : "foundation"}`, { card: this.cardName(card), n: number });
  }
}
