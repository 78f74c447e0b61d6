// @ts-check
/**
 * How the player's display settings show on the page: each one's row (rsol_widget/_settings.py)
 * declares its look in a small vocabulary, sent in `constants.looks`, and this module is the whole of
 * the page's part: a new display setting needs no code here.
 *
 * - `hides`: while the setting is off, the parts marked `data-part="<target>"` are hidden;
 * - `class`: while it is on, the view's root has the class `<target>`;
 * - `data`: the root carries its value as `data-<target>` (the stylesheet reads it).
 */

/** The class that hides a part a setting turned off (widget.css). */
export const PART_OFF = "rsol-part-off";

/**
 * Show the display settings on `root`, each read by name with `get` (the model's value).
 * @param {HTMLElement} root
 * @param {import("./protocol.js").Look[]} looks
 * @param {(name: string) => unknown} get
 * @returns {boolean} whether a part was hidden or shown (the board's room changed)
 */
export function applyLooks(root, looks, get) {
  let moved = false;
  for (const { setting, kind, target } of looks) {
    const value = get(setting);
    if (kind === "data") root.setAttribute(`data-${target}`, String(value));
    else if (kind === "class") root.classList.toggle(target, !!value);
    else if (kind === "hides") {
      for (const el of root.querySelectorAll(`[data-part="${target}"]`)) {
        moved = el.classList.contains(PART_OFF) === !!value || moved;
        el.classList.toggle(PART_OFF, !value);
      }
    }
  }
  return moved;
}
