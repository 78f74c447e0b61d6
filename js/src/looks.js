// @ts-check
/**
 * How the player's display settings show on the page, in one place: each one's effect on the view's
 * root (a new display setting adds its line here; its row, its label and its test live elsewhere).
 */
import { STILL } from "./cascade.js";

/**
 * Show the display settings on `root`, each read by name with `get` (the model's value).
 * @param {HTMLElement} root
 * @param {(name: string) => unknown} get
 */
export function applyLooks(root, get) {
  root.dataset.theme = String(get("theme") || "classic");
  root.classList.toggle(STILL, !!get("reduced_motion"));
}
