// @ts-check
/** What a game code says about its rule, from the letters Python sends (pure; unit-tested). */

/**
 * The rule a typed game code names (`RU1-C-…` → "classic"), or null while it names none.
 * @param {string} code
 * @param {string} prefix the codes' first part ("RU1")
 * @param {Record<string, string>} letters the rule of each letter
 * @returns {string | null}
 */
export function ruleOfCode(code, prefix, letters) {
  const parts = code.trim().toUpperCase().split("-");
  if (parts.length < 2 || parts[0] !== prefix.toUpperCase()) return null;
  return letters[parts[1]] ?? null;
}
