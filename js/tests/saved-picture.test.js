// @ts-check
import assert from "node:assert/strict";
import { test } from "node:test";
import { holds, hostsOf, keepPicture, notebookOf, SavedPicture } from "../src/saved-picture.js";

const WIDGET = "application/vnd.jupyter.widget-view+json";

/** A stand-in for JupyterLab's notebook model: cells whose outputs are plain data, counting writes. */
function fakeNotebook(/** @type {Record<string, unknown>[][]} */ ...cells) {
  const writes = { set: 0, add: 0 };
  const models = cells.map((datas) => {
    const list = datas.map((data) => ({ type: "display_data", data }));
    return {
      type: "code",
      outputs: {
        get length() {
          return list.length;
        },
        get: (/** @type {number} */ i) => list[i],
        set: (/** @type {number} */ i, /** @type {any} */ out) => {
          writes.set++;
          list[i] = { type: out.output_type, data: out.data };
        },
        add: (/** @type {any} */ out) => {
          writes.add++;
          return list.push({ type: out.output_type, data: out.data });
        },
        list,
      },
    };
  });
  return { notebook: { cells: { length: models.length, get: (/** @type {number} */ i) => models[i] } }, models, writes };
}

const picture = (/** @type {string} */ moves) => ({
  model: "m1",
  html: `<div class="rsol-fallback" data-rsol-model="m1">moves ${moves}</div>`,
  text: `SolitaireWidget(moves=${moves})`,
});

test("a picture is added beside the widget's output, then replaced when the position changes", () => {
  const { notebook, models, writes } = fakeNotebook([{ "text/plain": "x" }], [{ [WIDGET]: { model_id: "m1" } }]);
  assert.equal(keepPicture(notebook, picture("0")), 1);
  assert.deepEqual(models[1].outputs.list[1].data, { "text/html": picture("0").html, "text/plain": picture("0").text });
  assert.equal(models[0].outputs.list.length, 1, "a cell without the widget is left alone");
  assert.equal(keepPicture(notebook, picture("3")), 1);
  assert.equal(models[1].outputs.list.length, 2, "replaced, not added again");
  assert.match(String(models[1].outputs.list[1].data["text/html"]), /moves 3/);
  assert.deepEqual(writes, { set: 1, add: 1 });
});

test("a picture already current is not written again (opening a notebook leaves it unmodified)", () => {
  const html = picture("5").html;
  const { notebook, writes } = fakeNotebook([{ "text/html": html.match(/.{1,20}/g) }, { [WIDGET]: { model_id: "m1" } }]);
  assert.equal(keepPicture(notebook, picture("5")), 0, "a list of lines is the same text");
  assert.deepEqual(writes, { set: 0, add: 0 });
});

test("another widget's picture and outputs are never touched", () => {
  const other = { "text/html": '<div class="rsol-fallback" data-rsol-model="m2">moves 9</div>' };
  const { notebook, models } = fakeNotebook([other, { [WIDGET]: { model_id: "m2" } }], [{ [WIDGET]: { model_id: "m1" } }]);
  keepPicture(notebook, picture("1"));
  assert.deepEqual(models[0].outputs.list[0].data, other);
  assert.equal(models[1].outputs.list.length, 2);
});

test("the same widget shown in two cells gets a picture in each", () => {
  const { notebook, models } = fakeNotebook([{ [WIDGET]: { model_id: "m1" } }], [{ [WIDGET]: { model_id: "m1" } }]);
  assert.equal(keepPicture(notebook, picture("2")), 2);
  assert.equal(models[0].outputs.list.length + models[1].outputs.list.length, 4);
});

test("no document context (marimo, VS Code, a saved page): nowhere to keep a picture", () => {
  assert.equal(notebookOf(undefined), null);
  assert.equal(notebookOf({}), null);
  assert.equal(notebookOf({ context: { model: {} } }), null);
  const throws = {
    get context() {
      throw new Error("disposed");
    },
  };
  assert.equal(notebookOf(throws), null);
  const { notebook } = fakeNotebook();
  assert.equal(notebookOf({ context: { model: notebook } }), notebook);
});

test("the picture is asked for once things are quiet, and only its own answer is taken", async () => {
  Object.assign(globalThis, { window: globalThis });
  const { notebook, models } = fakeNotebook([{ [WIDGET]: { model_id: "m1" } }]);
  let asked = 0;
  const saved = new SavedPicture(notebook, () => `v:${++asked}`, null, 20);
  saved.changed();
  saved.changed();
  saved.changed();
  await new Promise((r) => setTimeout(r, 60));
  assert.equal(asked, 1, "three changes in a row: one request");
  const reply = (/** @type {string} */ id) => ({ kind: /** @type {"reply"} */ ("reply"), id, status: /** @type {"done"} */ ("done"), seq: 1, picture: picture("4") });
  assert.equal(saved.answered(reply("v:9")), false, "another request's reply");
  assert.equal(models[0].outputs.list.length, 1);
  assert.equal(saved.answered(reply("v:1")), true);
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(models[0].outputs.list.length, 2);
  saved.changed();
  saved.destroy();
  await new Promise((r) => setTimeout(r, 60));
  assert.equal(asked, 1, "a destroyed view asks nothing");
  const nowhere = new SavedPicture(null, () => `w:${++asked}`, null, 1);
  nowhere.changed();
  await new Promise((r) => setTimeout(r, 20));
  assert.equal(asked, 1, "no notebook: no request");
});

/** A widget model as the widget manager has it: `model_id` and `get("children")`. */
const model = (/** @type {string} */ id, /** @type {any[]} */ children = []) => ({
  model_id: id,
  get: (/** @type {string} */ name) => (name === "children" ? children : undefined),
});

test("a box holding the widget, however deep, shows it too (ReplayControls)", async () => {
  const board = model("m1");
  const inner = model("inner", [model("label"), board]);
  const box = model("box", [model("buttons"), inner]);
  assert.equal(holds(box, "m1"), true);
  assert.equal(holds(model("other", [model("label")]), "m1"), false);
  assert.equal(holds(board, "m1"), false, "a widget is not its own box");
  const known = new Map([["box", box], ["lonely", model("lonely")]]);
  const manager = {
    has_model: (/** @type {string} */ id) => known.has(id),
    get_model: async (/** @type {string} */ id) => known.get(id),
  };
  const { notebook, models } = fakeNotebook(
    [{ [WIDGET]: { model_id: "box" } }],
    [{ [WIDGET]: { model_id: "lonely" } }],
    [{ [WIDGET]: { model_id: "gone" } }],
  );
  const hosts = await hostsOf(manager, notebook, "m1");
  assert.deepEqual([...hosts].sort(), ["box", "m1"], "never asks for a model the manager lacks");
  assert.equal(keepPicture(notebook, picture("7"), hosts), 1);
  assert.equal(models[0].outputs.list.length, 2);
  assert.equal(models[1].outputs.list.length + models[2].outputs.list.length, 2);
  assert.deepEqual([...(await hostsOf(null, notebook, "m1"))], ["m1"], "no manager: its own outputs only");
});
