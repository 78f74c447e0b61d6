// @ts-check
/**
 * Every word the page shows comes from Python's catalogue (the synced `labels` trait), read once per
 * change of the trait (`set`), not per lookup. Sentences are whole templates from the catalogue: the
 * page only fills their `{placeholders}`, it never joins words into a sentence of its own.
 */

/**
 * Fill the `{name}` placeholders of `template` from `params` (an unknown name stays as it is). A plural
 * field `{n:plural:one=# card|other=# cards}` takes the form of its count's category in `lang`, as
 * `Intl.PluralRules` names it (the catalogue's `plural` rule in Python gives the same), `#` the count.
 * @param {string} template
 * @param {Record<string, string | number>} params
 * @param {string} [lang] the language of the template
 * @returns {string}
 */
export function fill(template, params, lang = "en") {
  return template.replace(/\{(\w+)(?::plural:([^{}]*))?\}/g, (whole, name, forms) => {
    if (!(name in params)) return whole;
    const value = params[name];
    return forms === undefined ? String(value) : pluralForm(forms, value, lang);
  });
}

/**
 * The form of `forms` ("one=# card|other=# cards") for `value` in `lang`, `value` in place of `#`.
 * @param {string} forms
 * @param {string | number} value
 * @param {string} lang
 * @returns {string}
 */
function pluralForm(forms, value, lang) {
  /** @type {Record<string, string>} */
  const table = {};
  for (const form of forms.split("|")) {
    const at = form.indexOf("=");
    table[form.slice(0, at)] = form.slice(at + 1);
  }
  let category = "other";
  if (typeof value === "number" && Number.isInteger(value)) {
    try {
      category = new Intl.PluralRules(lang).select(value);
    } catch {
      category = value === 1 ? "one" : "other"; // a language the browser does not know
    }
  }
  return (table[category] ?? table.other ?? "").replaceAll("#", String(value));
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
    return fill(this.text(key), params, this.current.lang || "en");
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
