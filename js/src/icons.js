// @ts-check
/**
 * The bar's drawn icons (SVG built element by element, never parsed from text), so no emoji font is
 * needed. Each icon is decorative: its button carries the name (aria-label) and the tooltip.
 */

const NS = "http://www.w3.org/2000/svg";

/** Each icon: path data on a 24-unit grid, drawn with round strokes in the text colour. */
export const ICONS = {
  hint: "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.8 10.6c.7.7 1 1.5 1 2.4h5.6c0-.9.3-1.7 1-2.4A6 6 0 0 0 12 3z",
  undo: "M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11",
  redo: "M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13",
  new_game: "M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM12 8v8M8 12h8",
  menu: "M4 6h16M4 12h16M4 18h16",
  settings: "M4 7h8M18 7h2M4 17h2M12 17h8M15 4.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM9 14.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z",
  time: "M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 7v5l3 2",
  moves: "M4 8h13l-3-3M20 16H7l3 3",
  score: "M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z",
  code: "M9 4 7 20M17 4l-2 16M4 9h16M3 15h16",
};

/** @typedef {keyof typeof ICONS} IconName */

/**
 * A decorative icon.
 * @param {IconName} name
 * @param {string} [className]
 * @returns {SVGSVGElement}
 */
export function icon(name, className = "rsol-icon") {
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("class", className);
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  const path = document.createElementNS(NS, "path");
  path.setAttribute("d", ICONS[name]);
  svg.append(path);
  return svg;
}

/**
 * A drawn spinner (an arc that turns; still under reduced motion).
 * @returns {SVGSVGElement}
 */
export function spinner() {
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("class", "rsol-spinner");
  svg.setAttribute("aria-hidden", "true");
  const ring = document.createElementNS(NS, "circle");
  ring.setAttribute("cx", "12");
  ring.setAttribute("cy", "12");
  ring.setAttribute("r", "9");
  ring.setAttribute("class", "rsol-spinner-ring");
  const arc = document.createElementNS(NS, "path");
  arc.setAttribute("d", "M12 3a9 9 0 0 1 9 9");
  arc.setAttribute("class", "rsol-spinner-arc");
  svg.append(ring, arc);
  return svg;
}
