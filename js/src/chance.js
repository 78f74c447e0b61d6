// @ts-check
/**
 * How a chance to win is said on the page: the engine's `chance_line` (rsol_widget/_chance_words.py
 * decides its `form`) in the catalogue's `odds_*` words, the same as Python says it (`say_chance`):
 * "34% (±6)", "about 30%", "over 93%", "under 8%", "34%" (exact), the undecided samples named beside a
 * ± or an exact figure.
 */

/** @typedef {import("./protocol.js").Chance} Chance */
/** @typedef {import("./labels.js").Labels} Labels */

/**
 * A chance as a sentence's part (pure; unit-tested).
 * @param {Chance | null | undefined} chance
 * @param {Labels} labels
 * @returns {string}
 */
export function chanceWords(chance, labels) {
  if (!chance || chance.percent === null || chance.percent === undefined) return labels.text("odds_none");
  let form = chance.form || (chance.exact ? "exact" : "margin");
  if ((form === "margin" || form === "exact") && chance.undecided > 0) form = "undecided";
  const params = {
    percent: chance.percent,
    margin: chance.margin,
    undecided: chance.undecided,
    samples: chance.samples,
    low: chance.low ?? 0,
    high: chance.high ?? 100,
  };
  return labels.format(`odds_${form === "dead" ? "under" : form}`, params);
}
