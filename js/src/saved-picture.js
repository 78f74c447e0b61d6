// @ts-check
/**
 * Keeps a picture of the last position in the notebook, for when it is opened again without its
 * kernel. JupyterLab does not save widget state by default, so a reopened notebook would show
 * "Error displaying widget: model not found" where the board was. In JupyterLab and Notebook 7 the
 * view can reach the notebook's model (the widget manager's document context): next to each output
 * that shows this widget it keeps a picture output (the engine draws it: `picture` request), and
 * brings it up to date a moment after the position changes. Lab saves it with the notebook, like any
 * output; a save that starts before the picture is current asks for it at once, and once it is kept
 * the notebook is saved again, so the file always holds the position shown at the save. The picture's own CSS hides it beside a live board and hides the widget's error line
 * without a kernel. A picture that is already current is left alone, so opening a notebook never
 * marks it modified. Other front ends (no document context) are left alone entirely.
 */

const WIDGET_MIME = "application/vnd.jupyter.widget-view+json";
const DELAY_MS = 1000; // after the last change: one picture per pause, not one per move (a save asks at once)

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
 * The widget model an output's data shows, if any.
 * @param {Record<string, unknown>} data
 * @returns {string | null}
 */
function shownModel(data) {
  const view = /** @type {{model_id?: unknown} | undefined} */ (data[WIDGET_MIME]);
  return view && typeof view.model_id === "string" && view.model_id ? view.model_id : null;
}

/**
 * The widget model ids of the notebook's outputs.
 * @param {NotebookModel} notebook
 */
function outputModels(notebook) {
  /** @type {Set<string>} */
  const ids = new Set();
  for (let c = 0; c < notebook.cells.length; c++) {
    const outputs = notebook.cells.get(c).outputs;
    for (let i = 0; outputs && i < outputs.length; i++) {
      const model = shownModel(outputs.get(i).data || {});
      if (model) ids.add(model);
    }
  }
  return ids;
}

/**
 * Whether a container widget (a box: `children`) holds the widget `id`, however deep.
 * @param {any} model
 * @param {string} id
 * @returns {boolean}
 */
export function holds(model, id, depth = 0) {
  const children = model && typeof model.get === "function" ? model.get("children") : null;
  if (!Array.isArray(children) || depth > 16) return false;
  return children.some((child) => child && (child.model_id === id || holds(child, id, depth + 1)));
}

/**
 * The outputs that show the widget `id`: its own, and those of the boxes holding it (ReplayControls).
 * @param {any} widgetManager
 * @param {NotebookModel} notebook
 * @param {string} id
 * @returns {Promise<Set<string>>}
 */
export async function hostsOf(widgetManager, notebook, id) {
  const hosts = new Set([id]);
  if (!widgetManager || typeof widgetManager.has_model !== "function") return hosts;
  for (const other of outputModels(notebook)) {
    if (other === id || !widgetManager.has_model(other)) continue; // not ours, or gone with an earlier kernel
    try {
      if (holds(await widgetManager.get_model(other), id)) hosts.add(other);
    } catch {
      // a model that cannot be had shows nothing of ours
    }
  }
  return hosts;
}

/**
 * Put `picture` beside every output of the notebook that shows its widget (`hosts`: the outputs'
 * model ids, by default the widget's own): replace the cell's picture of that widget if it differs,
 * or add one. Returns how many outputs were written.
 * @param {NotebookModel} notebook
 * @param {Picture} picture
 * @param {Set<string>} [hosts]
 */
export function keepPicture(notebook, picture, hosts = new Set([picture.model])) {
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
      const model = shownModel(data);
      if (model && hosts.has(model)) shows = true;
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
   * @param {any} [widgetManager] finds the boxes that hold the widget
   * @param {number} [delay] ms of quiet before asking
   */
  constructor(notebook, ask, widgetManager = null, delay = DELAY_MS) {
    this.notebook = notebook;
    this.widgetManager = widgetManager;
    this.ask = ask;
    this.delay = delay;
    this.timer = 0;
    /** @type {string | null} */
    this.asked = null;
    this.current = true; // the notebook holds the picture of the position shown
    this.version = 0; // changes seen
    this.askedAt = 0; // the version the last picture asked for shows
    this.resave = false; // a save went out before the picture was current: save again once it is
    this.inSave = false; // a save is under way (a second one waits for its end)
    /** @type {any} the document context (JupyterLab, Notebook 7): its saveState signal */
    this.context = notebook ? widgetManager?.context || null : null;
    this.onSave = (/** @type {any} */ _sender, /** @type {string} */ state) => this.saving(state);
    this.context?.saveState?.connect?.(this.onSave);
  }

  /** The position changed (or the view started): ask for a picture once things are quiet. */
  changed() {
    if (!this.notebook) return;
    this.current = false;
    this.version++;
    clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.askNow(), this.delay);
  }

  askNow() {
    clearTimeout(this.timer);
    this.askedAt = this.version;
    this.asked = this.ask();
  }

  /** A save of the notebook started or ended: a picture behind the position is asked for now, and saved after. @param {string} state */
  saving(state) {
    this.inSave = state === "started";
    if (!this.notebook) return;
    if (!this.current) {
      this.resave = true;
      if (state === "started" && this.asked === null) this.askNow();
    } else if (!this.inSave && this.resave) this.saveAgain();
  }

  /**
   * Take the answer to a `picture` request; false for any other reply.
   * @param {import("./protocol.js").Reply} msg
   */
  answered(msg) {
    if (this.asked === null || msg.id !== this.asked) return false;
    this.asked = null;
    const notebook = this.notebook;
    const picture = msg.picture;
    const shows = this.askedAt;
    if (msg.status === "done" && picture && notebook) {
      hostsOf(this.widgetManager, notebook, picture.model)
        .then((hosts) => {
          if (this.notebook !== notebook) return;
          keepPicture(notebook, picture, hosts);
          if (shows === this.version) this.kept();
        })
        .catch((err) => console.warn("rsol_widget: could not keep the saved picture in the notebook", err));
    }
    return true;
  }

  /** The picture of the position shown is in the notebook: save again if a save went out before it. */
  kept() {
    if (this.asked !== null) return;
    this.current = true;
    if (this.resave && !this.inSave) this.saveAgain();
  }

  saveAgain() {
    this.resave = false;
    Promise.resolve(this.context?.save?.()).catch(() => undefined);
  }

  destroy() {
    clearTimeout(this.timer);
    this.context?.saveState?.disconnect?.(this.onSave);
    this.notebook = null;
  }
}
