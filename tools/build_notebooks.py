"""Build the notebooks in notebooks/ from their sources in notebooks/src/, run them, save the outputs.

Each notebook has one source, a jupytext percent-format script ``notebooks/src/<name>.py`` shared
by every language: its code is the same for all of them, its prose is written once per language.

- A markdown cell carries its language: ``# %% [markdown] lang="ro"``; the build for a language
  keeps that language's prose (a cell without ``lang`` is kept in every language).
- In a code cell the string literal ``"en"`` stands for the build's language (``Lesson("en")``
  becomes ``Lesson("ro")``), and a comment line ``# [ro] …`` is kept, as ``# …``, only in the
  Romanian build.
- A source is built in every language its prose is written in: ``notebooks/<name>.ipynb`` for
  English, ``notebooks/<name>.<lang>.ipynb`` for another language. A third language adds prose to
  the sources (and its catalogue module in rsol_widget/i18n/); it changes no code.

Cell tags in the sources: ``answer`` (an exercise's answer: saved folded and without its output, so
neither its source nor a stored output gives the answer away; folded as JupyterLab keeps a folded cell,
``collapsed`` too, so that opening a lesson changes nothing in it) and ``helpers`` (source hidden).
``play`` is saved without outputs (every run deals anew).

The build is reproducible: cell ids, execution counts and the saved widgets' model ids follow
the notebook's name and the cells' order, so rebuilding unchanged sources changes no byte, and one
changed sentence changes only the cells that show it. :func:`finish` is the post-processing of
each built notebook, one step a line.

nbval compares the saved outputs in the test suite, so run this again after any change to the
sources, the engine's messages or the pictures:

    python tools/build_notebooks.py [lesson-1-board example_game.ro ...]

The saved widgets keep a copy of the front end (``js/widget.js``, ``js/widget.css``); after a change to
the front end alone, one quick command (no kernel) gives every built notebook the new one
(tests/test_lessons.py fails while a copy is stale):

    python tools/build_notebooks.py --front-end
"""

from __future__ import annotations

import argparse
import os
import re
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jupytext
import nbformat
from nbclient import NotebookClient

from rsol_widget.i18n import LANGS

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
SOURCES = NOTEBOOKS / "src"
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
HIDDEN = {"answer": {"source_hidden": True, "outputs_hidden": True}, "helpers": {"source_hidden": True}}
NOT_RUN = {"play"}
NO_WIDGET_STATE = {"example_game"}  # 92 pictures already: its replay controls' saved state would pass 1 MB
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
FRONT_END = {"_esm": ROOT / "js" / "widget.js", "_css": ROOT / "js" / "widget.css"}
LANG_LITERAL = re.compile(r'(?<![\w"])"en"(?![\w"])')
LANG_COMMENT = re.compile(r"^(\s*)# \[(\w+)\] ?(.*)$")


def sources() -> list[Path]:
    """Every notebook source (the scripts directly under notebooks/src/)."""
    return sorted(SOURCES.glob("*.py"))


def read_source(source: Path) -> nbformat.NotebookNode:
    return jupytext.read(source, fmt="py:percent")


def languages(nb: nbformat.NotebookNode) -> list[str]:
    """The languages a source's prose is written in, in the catalogue's order (English first)."""
    written = {c.metadata.get("lang") for c in nb.cells if c.cell_type == "markdown"}
    return [lang for lang in LANGS if lang in written]


def target(source: Path, lang: str) -> Path:
    """``src/lesson1.py`` → ``lesson1.ipynb`` in English, ``lesson1.ro.ipynb`` in Romanian."""
    return NOTEBOOKS / (f"{source.stem}.ipynb" if lang == "en" else f"{source.stem}.{lang}.ipynb")


def localise_code(code: str, lang: str) -> str:
    """A code cell in ``lang``: its ``"en"`` literals become ``lang``, its comments in other languages go."""
    lines = []
    for line in code.splitlines():
        match = LANG_COMMENT.match(line)
        if match and match[2] in LANGS:
            if match[2] == lang:
                lines.append(f"{match[1]}# {match[3]}".rstrip())
            continue
        lines.append(LANG_LITERAL.sub(f'"{lang}"', line))
    return "\n".join(lines)


def localise(nb: nbformat.NotebookNode, lang: str) -> nbformat.NotebookNode:
    """The notebook of a source in ``lang``, its cells' folding set from their tags."""
    out = nbformat.v4.new_notebook(metadata={"kernelspec": dict(KERNELSPEC)})
    for cell in nb.cells:
        meta = {k: v for k, v in cell.metadata.items() if k not in ("lang", "lines_to_next_cell")}
        if cell.cell_type == "markdown":
            if cell.metadata.get("lang", lang) == lang:
                out.cells.append(nbformat.v4.new_markdown_cell(cell.source, metadata=meta))
            continue
        for tag in meta.get("tags", []):
            if tag in HIDDEN:
                meta["jupyter"] = dict(HIDDEN[tag])
                if HIDDEN[tag].get("outputs_hidden"):
                    meta["collapsed"] = True  # nbformat's older name, which JupyterLab adds on opening
        out.cells.append(nbformat.v4.new_code_cell(localise_code(cell.source, lang), metadata=meta))
    return out


def run(nb: nbformat.NotebookNode, *, widget_state: bool = True) -> None:
    """Execute every cell in a fresh kernel started in notebooks/ (saving the widgets' state, which
    lets JupyterLab draw a saved board before the kernel runs, unless ``widget_state`` is false)."""
    resources = {"metadata": {"path": str(NOTEBOOKS)}}
    client = NotebookClient(
        nb, timeout=600, kernel_name="python3", resources=resources, store_widget_state=widget_state
    )
    client.execute()


# ---------------------------------------------------------------------- post-processing, in order
def coalesce_streams(outputs: list[nbformat.NotebookNode]) -> list[nbformat.NotebookNode]:
    """Join consecutive pieces of the same stream (the kernel may flush a print in two)."""
    out: list[nbformat.NotebookNode] = []
    for output in outputs:
        if output.output_type == "stream" and out and out[-1].output_type == "stream" and out[-1].name == output.name:
            out[-1].text += output.text
        else:
            out.append(output)
    return out


def tidy_cells(nb: nbformat.NotebookNode, name: str) -> None:
    """Cell ids from the notebook's name and the cell's place, no run timings, streams joined, and
    an answer's output left out: the learner runs its cell to see it (nbval then checks it runs)."""
    stem = name.replace(".", "-")
    for i, cell in enumerate(nb.cells):
        cell.id = f"{stem}-{i:03d}"
        cell.metadata.pop("execution", None)
        if cell.cell_type == "code":
            cell.outputs = coalesce_streams(cell.outputs)
            if "answer" in cell.metadata.get("tags", []):
                cell.outputs, cell.execution_count = [], None


def _model_ids(nb: nbformat.NotebookNode) -> Iterator[str]:
    """The saved widgets' model ids, in the order the outputs show them, then the rest in the state's order."""
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            view = output.get("data", {}).get(WIDGET_VIEW)
            if view:
                yield view["model_id"]
    yield from nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})


def _ordered(models: dict[str, Any], first: list[str]) -> list[str]:
    """Every model id, each after the models it refers to (``IPY_MODEL_<id>``), outputs' first."""
    seen: list[str] = []

    def visit(model: str) -> None:
        if model in seen or model not in models:
            return
        seen.append(model)
        for ref in re.findall(r"IPY_MODEL_(\w+)", repr(models[model]["state"])):
            visit(ref)

    for model in first:
        visit(model)
    return seen


def stable_widget_ids(nb: nbformat.NotebookNode, name: str) -> None:
    """The kernel's random model ids (in the saved state and in the outputs that show a widget)
    replaced by ids made from the notebook's name and their order."""
    state = nb.metadata.get("widgets", {}).get(WIDGET_STATE)
    shown = list(dict.fromkeys(_model_ids(nb)))
    order = _ordered(state["state"], shown) if state else shown
    if not order:
        return
    new = {old: uuid.uuid5(uuid.NAMESPACE_URL, f"rsol_widget:{name}:{i}").hex for i, old in enumerate(order)}
    pattern = re.compile("|".join(map(re.escape, new)))
    text = nbformat.writes(nb)
    nb.clear()
    nb.update(nbformat.reads(pattern.sub(lambda m: new[m.group(0)], text), as_version=4))
    if state:
        models = nb.metadata["widgets"][WIDGET_STATE]["state"]
        nb.metadata["widgets"][WIDGET_STATE]["state"] = {model: models[model] for model in new.values()}


def quiet_background_work(nb: nbformat.NotebookNode) -> None:
    """A game's saved ``analysis`` (a hint the kernel was still searching when the run ended, or had
    found) depends on timing, not on the sources: it is saved as a new game has it, empty."""
    for model in nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {}).values():
        if model["state"].get("_anywidget_id") == "rsol_widget.widget.SolitaireWidget":
            model["state"]["analysis"] = {}


def fresh_front_end(nb: nbformat.NotebookNode) -> int:
    """Each saved game widget's copy of the front end (anywidget keeps the bundle in the widget's state,
    ``_esm`` and ``_css``: what lets a saved board be drawn before a kernel runs) made the current
    js/widget.js and js/widget.css, as a fresh run saves them. Returns how many copies changed."""
    changed = 0
    for model in nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {}).values():
        if model["state"].get("_anywidget_id") == "rsol_widget.widget.SolitaireWidget":
            for trait, path in FRONT_END.items():
                current = path.read_text(encoding="utf-8")
                changed += model["state"].get(trait) != current
                model["state"][trait] = current
    return changed


def refresh_front_ends(paths: list[Path]) -> None:
    """``--front-end``: after a change to the front end, give every built notebook's saved widgets the new
    bundle (:func:`fresh_front_end`) without running anything; a notebook whose copies are current is left as it is."""
    for path in paths:
        saved = path.read_text(encoding="utf-8")
        nb = nbformat.reads(saved, as_version=4)
        if fresh_front_end(nb):
            write(nbformat.writes(nb) + "\n", path)


def finish(nb: nbformat.NotebookNode, name: str) -> None:
    """The post-processing of notebook ``name`` (``lesson-1-board.ro``) after its run, step by step."""
    stable_widget_ids(nb, name)
    quiet_background_work(nb)
    fresh_front_end(nb)
    tidy_cells(nb, name)


# ---------------------------------------------------------------------- one notebook
def build(source: Path, lang: str, *, language_info: dict[str, Any] | None = None) -> str:
    """The text of ``source``'s notebook in ``lang``: localised, run (unless it is not run), finished."""
    nb = localise(read_source(source), lang)
    name = target(source, lang).name.removesuffix(".ipynb")
    if source.stem in NOT_RUN:
        nb.metadata["language_info"] = (
            language_info or nbformat.read(target(source, lang), as_version=4).metadata["language_info"]
        )
    else:
        run(nb, widget_state=source.stem not in NO_WIDGET_STATE)
    finish(nb, name)
    nbformat.validate(nb)
    return nbformat.writes(nb) + "\n"


def write(text: str, path: Path) -> None:
    """An atomic write, read back."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.chmod(tmp, 0o644)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    nbformat.read(path, as_version=4)
    print("wrote", path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("names", nargs="*", help="only these notebooks, e.g. lesson-1-board or lesson-1-board.ro")
    parser.add_argument(
        "--front-end",
        action="store_true",
        help="run nothing: only give the saved widgets the current js/widget.js and widget.css (after a JS change)",
    )
    args = parser.parse_args()
    if args.front_end:
        names = {f"{name}.ipynb" for name in args.names}
        refresh_front_ends([p for p in sorted(NOTEBOOKS.glob("*.ipynb")) if not names or p.name in names])
        return
    language_info = None
    for source in sorted(sources(), key=lambda p: (p.stem in NOT_RUN, p)):
        for lang in languages(read_source(source)):
            path = target(source, lang)
            if args.names and path.name.removesuffix(".ipynb") not in args.names:
                continue
            text = build(source, lang, language_info=language_info)
            language_info = language_info or nbformat.reads(text, as_version=4).metadata.get("language_info")
            write(text, path)


if __name__ == "__main__":
    main()
