// @ts-check
/** Small DOM helpers shared by every part of the view. Text only: nothing is ever parsed as HTML. */

/**
 * A new element with the attribute that keeps JupyterLab's shortcuts away.
 *
 * Lumino tests its shortcut selectors on the focused element before looking for this attribute on
 * its ancestors, so every element of the widget carries it, not only the root.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} [className]
 * @param {Element} [parent]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function make(tag, className, parent) {
  const node = document.createElement(tag);
  node.setAttribute("data-lm-suppress-shortcuts", "true");
  if (className) node.className = className;
  if (parent) parent.append(node);
  return node;
}

/**
 * A button of the bar or a panel (type "button", so it never submits anything).
 * @param {string} className
 * @param {Element} [parent]
 */
export function button(className, parent) {
  const node = make("button", `rsol-btn ${className}`.trim(), parent);
  node.type = "button";
  return node;
}

/**
 * The clock as the bar shows it: ``m:ss``, or ``h:mm:ss`` from one hour on.
 * @param {number} seconds
 */
export function formatTime(seconds) {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, "0");
  const ss = String(s % 60).padStart(2, "0");
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/**
 * Run `fn` once the next frame is painted (a frame, then a task).
 * @param {() => void} fn
 */
export function afterPaint(fn) {
  requestAnimationFrame(() => window.setTimeout(fn, 0));
}
