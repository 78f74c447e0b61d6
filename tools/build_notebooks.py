"""Build the notebooks in notebooks/ from their sources in notebooks/src/, run them, save the outputs.

Each source is a jupytext percent-format script, one per notebook and language:
``notebooks/src/<lang>/<name>.py`` becomes ``notebooks/<name>.ipynb`` for English and
``notebooks/<name>.<lang>.ipynb`` for another language, so a third language adds a folder of
sources (and its catalogue module in rsol_widget/i18n/), it changes nothing here.

Cell tags in the sources: ``answer`` (an exercise's answer: saved folded, source and output
hidden until opened) and ``helpers`` (source hidden). ``play`` is saved without outputs (every
run deals anew). nbval compares the saved outputs in the test suite, so run this again after any
change to the sources, the engine's messages or the pictures:

    python tools/build_notebooks.py [lesson1 example_game.ro ...]
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

import jupytext
import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
SOURCES = NOTEBOOKS / "src"
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
HIDDEN = {"answer": {"source_hidden": True, "outputs_hidden": True}, "helpers": {"source_hidden": True}}
NOT_RUN = {"play"}
NO_WIDGET_STATE = {"example_game"}  # 92 pictures already: its replay controls' saved state would pass 1 MB


def target(source: Path) -> Path:
    """``src/en/lesson1.py`` → ``lesson1.ipynb``; ``src/ro/lesson1.py`` → ``lesson1.ro.ipynb``."""
    lang, stem = source.parent.name, source.stem
    return NOTEBOOKS / (f"{stem}.ipynb" if lang == "en" else f"{stem}.{lang}.ipynb")


def build(source: Path) -> nbformat.NotebookNode:
    """The notebook of one source, its cells' folding set from their tags."""
    nb = jupytext.read(source, fmt="py:percent")
    nb.metadata = {"kernelspec": dict(KERNELSPEC)}
    for cell in nb.cells:
        cell.metadata.pop("lines_to_next_cell", None)
        for tag in cell.metadata.get("tags", []):
            if tag in HIDDEN:
                cell.metadata["jupyter"] = dict(HIDDEN[tag])
    return nb


def coalesce_streams(outputs: list[nbformat.NotebookNode]) -> list[nbformat.NotebookNode]:
    """Join consecutive pieces of the same stream (the kernel may flush a print in two)."""
    out: list[nbformat.NotebookNode] = []
    for output in outputs:
        if output.output_type == "stream" and out and out[-1].output_type == "stream" and out[-1].name == output.name:
            out[-1].text += output.text
        else:
            out.append(output)
    return out


def run(nb: nbformat.NotebookNode, *, widget_state: bool = True) -> None:
    """Execute every cell in a fresh kernel started in notebooks/ (saving the widgets' state, which
    lets JupyterLab draw a saved board before the kernel runs, unless ``widget_state`` is false)."""
    resources = {"metadata": {"path": str(NOTEBOOKS)}}
    client = NotebookClient(
        nb, timeout=600, kernel_name="python3", resources=resources, store_widget_state=widget_state
    )
    client.execute()


def write(nb: nbformat.NotebookNode, path: Path) -> None:
    """Stable cell ids, no run timings, then an atomic write that is read back."""
    stem = path.name.removesuffix(".ipynb").replace(".", "-")
    for i, cell in enumerate(nb.cells):
        cell.id = f"{stem}-{i:03d}"
        cell.metadata.pop("execution", None)
        if cell.cell_type == "code":
            cell.outputs = coalesce_streams(cell.outputs)
    nbformat.validate(nb)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.chmod(tmp, 0o644)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            nbformat.write(nb, f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    nbformat.read(path, as_version=4)
    print("wrote", path.relative_to(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="only these notebooks, e.g. lesson1 or lesson1.ro (default: all)")
    args = parser.parse_args()
    language_info = None
    for source in sorted(SOURCES.glob("*/*.py"), key=lambda p: (p.stem in NOT_RUN, p.parent.name != "en", p)):
        path = target(source)
        if args.names and path.name.removesuffix(".ipynb") not in args.names:
            continue
        nb = build(source)
        if source.stem in NOT_RUN:
            nb.metadata["language_info"] = language_info or nbformat.read(path, as_version=4).metadata["language_info"]
        else:
            run(nb, widget_state=source.stem not in NO_WIDGET_STATE)
            language_info = nb.metadata.get("language_info")
        write(nb, path)


if __name__ == "__main__":
    main()
