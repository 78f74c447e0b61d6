// @ts-check
// Russian Solitaire front end: draws the engine's state, sends gestures, never decides legality.
// Built with esbuild into js/widget.js (the file anywidget loads); see README "Architecture".
import { SolitaireView } from "./view.js";

/** @param {{model: import("./view.js").Model, el: HTMLElement}} ctx */
function render({ model, el }) {
  const view = new SolitaireView(model, el);
  return () => view.destroy();
}

export default { render };
