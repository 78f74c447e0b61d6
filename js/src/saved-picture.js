// @ts-check
/**
 * Keeps a picture of the last position in the notebook, for when it is opened again without its
 * kernel. JupyterLab does not save widget state by default, so a reopened notebook would show
 * "Error displaying widget: model not found" where the board was. In JupyterLab and Notebook 7 the
 * view can reach the notebook's model (the widget manager's document context): next to each output
 * that shows this widget it keeps a picture output (the engine draws it: `picture` request), and
 * brings it up to date a moment after the position changes. Lab saves it with the notebook, like any
 * output. The picture's own CSS hides it beside a live board and hides the widget's error line
 * without a kernel. A picture that is already current is left alone, so opening a notebook never
 * marks it modified. Other front ends (no document context) are left alone entirely.
 */

const WIDGET_MIME = "application/vnd.jupyter.widget-view+json";
const DELAY_MS = 1000; // after the last change: one picture per pause, not one per move

/**
 * The parts of JupyterLab's notebook model used here (a CellList of cell models with outputs).
 * @typedef {{length: number, get: (i: number) => OutputModel, set: (i: number, out: Output) => void, add: (out: Output) => number}} Outputs
 * @typedef {{type: string, data: Record<string, unknown>}} OutputModel
 * @typedef {{output_type: "display_data", data: Record<string, string>, metadata: Record<string, unknown>}} Output
 * @typedef {{type: string, outputs?: Outputs}} CellModel
 * @typedef {{cells: {length: number, get: (i: number) => CellModel}}} NotebookModel
 */

/** @typedef {import("./protocol.js").Picture} Picture */

/**
 * The notebook holding the view, when the front end offers it (JupyterLab, Notebook 7).
 * @param {any} widgetManager anywidget's `model.widget_manager`
 * @returns {NotebookModel | null}
 */
export function notebookOf(widgetManager) {
  try {
    const model = widgetManager?.context?.model;
    return model && model.cells && typeof model.cells.get === "function" ? model : null;
  } catch {
    return null;
  }
}

/**
 * A mime bundle value as text (nbformat allows a list of lines).
 * @param {unknown} value
 */
function text(value) {
  return Array.isArray(value) ? value.join("") : typeof value === "string" ? value : "";
}

/**
 * Put `picture` beside every output of the notebook that shows its widget: replace the cell's
 * picture of that widget if it differs, or add one. Returns how many outputs were written.
 * @param {NotebookModel} notebook
 * @param {Picture} picture
 */
export function keepPicture(notebook, picture) {
  const mark = `data-rsol-model="${picture.model}"`;
  /** @type {Output} */
  const output = { output_type: "display_data", data: { "text/html": picture.html, "text/plain": picture.text }, metadata: {} };
  let written = 0;
  for (let c = 0; c < notebook.cells.length; c++) {
    const outputs = notebook.cells.get(c).outputs;
    if (!outputs) continue;
    let shows = false;
    let at = -1;
    for (let i = 0; i < outputs.length; i++) {
      const data = outputs.get(i).data || {};
      const view = /** @type {{model_id?: string} | undefined} */ (data[WIDGET_MIME]);
      if (view && view.model_id === picture.model) shows = true;
      else if (text(data["text/html"]).includes(mark)) at = i;
    }
    if (!shows) continue;
    if (at < 0) outputs.add(output);
    else if (text(outputs.get(at).data["text/html"]) !== picture.html) outputs.set(at, output);
    else continue;
    written++;
  }
  return written;
}

export class SavedPicture {
  /**
   * @param {NotebookModel | null} notebook where to keep the picture (null: nowhere, do nothing)
   * @param {() => string} ask sends the `picture` request, returns its id
   * @param {number} [delay] ms of quiet before asking
   */
  constructor(notebook, ask, delay = DELAY_MS) {
    this.notebook = notebook;
    this.ask = ask;
    this.delay = delay;
    this.timer = 0;
    /** @type {string | null} */
    this.asked = null;
  }

  /** The position changed (or the view started): ask for a picture once things are quiet. */
  changed() {
    if (!this.notebook) return;
    clearTimeout(this.timer);
    this.timer = window.setTimeout(() => {
      this.asked = this.ask();
    }, this.delay);
  }

  /**
   * Take the answer to a `picture` request; false for any other reply.
   * @param {import("./protocol.js").Reply} msg
   */
  answered(msg) {
    if (this.asked === null || msg.id !== this.asked) return false;
    this.asked = null;
    if (msg.status === "done" && msg.picture && this.notebook) {
      try {
        keepPicture(this.notebook, msg.picture);
      } catch (err) {
        console.warn("rsol_widget: could not keep the saved picture in the notebook", err);
      }
    }
    return true;
  }

  destroy() {
    clearTimeout(this.timer);
    this.notebook = null;
  }
}
