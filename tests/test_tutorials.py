"""The notebooks as a lesson: the same refusals in both languages, clean Romanian, full metadata.

nbval (run on notebooks/ by the test command) re-executes every cell and compares the saved
outputs; these tests check what the saved notebooks teach.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from rsol_widget.messages import LABELS, REASONS, REFUSALS

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def read(name: str) -> nbformat.NotebookNode:
    return nbformat.read(NOTEBOOKS / name, as_version=4)


def output_texts(nb: nbformat.NotebookNode, *, skip_widgets: bool = False) -> list[str]:
    """The text every code cell printed or showed (text/plain), in order."""
    texts = []
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            if out.output_type == "stream":
                texts.append(out.text)
            elif out.output_type in ("execute_result", "display_data"):
                if skip_widgets and WIDGET_VIEW in out.data:
                    continue
                texts.append(out.data.get("text/plain", ""))
    return texts


def reasons_shown(nb: nbformat.NotebookNode, lang: str) -> set[str]:
    """The refusal reasons whose engine message (in ``lang``) appears in the saved outputs."""
    text = "\n".join(output_texts(nb))
    shown = set()
    for reason, template in REFUSALS[lang].items():
        pattern = re.sub(r"\\\{\w+\\\}", ".+?", re.escape(template))
        if re.search(pattern, text):
            shown.add(reason)
    return shown


@pytest.fixture(scope="module")
def tutorials():
    return {"en": read("tutorial.ipynb"), "ro": read("tutorial.ro.ipynb")}


def test_both_tutorials_demonstrate_every_refusal_the_engine_has(tutorials):
    en, ro = reasons_shown(tutorials["en"], "en"), reasons_shown(tutorials["ro"], "ro")
    assert en == ro == set(REASONS)


def test_the_two_tutorials_have_the_same_cells(tutorials):
    en, ro = tutorials["en"].cells, tutorials["ro"].cells
    assert [c.cell_type for c in en] == [c.cell_type for c in ro]
    for a, b in zip(en, ro, strict=True):
        assert a.metadata.get("jupyter") == b.metadata.get("jupyter")
        if a.cell_type == "code":
            assert len(a.outputs) == len(b.outputs), a.source


@pytest.mark.parametrize("lang", ["en", "ro"])
def test_every_code_cell_ran_without_error(tutorials, lang):
    code = [c for c in tutorials[lang].cells if c.cell_type == "code"]
    assert code[0].metadata["jupyter"] == {"source_hidden": True}  # the helpers: no output
    for cell in code[1:]:
        assert cell.outputs, cell.source
        assert not [o for o in cell.outputs if o.output_type == "error"], cell.source


@pytest.mark.parametrize("lang", ["en", "ro"])
def test_exercises_wait_for_an_answer_and_the_answers_are_folded_and_right(tutorials, lang):
    cells = tutorials[lang].cells
    answers = [i for i, c in enumerate(cells) if "answer" in c.metadata.get("tags", [])]
    assert len(answers) >= 5
    for i in answers:
        asked, answer = cells[i - 1], cells[i]
        assert answer.metadata["jupyter"] == {"source_hidden": True, "outputs_hidden": True}
        assert '"..."' in asked.source  # the learner writes the answer there
        assert "✓" in "".join(output_texts(nbformat.v4.new_notebook(cells=[answer])))
        assert "✓" not in "".join(output_texts(nbformat.v4.new_notebook(cells=[asked])))


def test_the_live_widget_comes_right_after_the_deal(tutorials):
    cells = tutorials["en"].cells
    first_widget = next(
        i for i, c in enumerate(cells) if "SolitaireWidget(" in c.get("source", "") and c.cell_type == "code"
    )
    sections = [i for i, c in enumerate(cells) if c.cell_type == "markdown" and c.source.startswith("## ")]
    assert sections.index(max(s for s in sections if s < first_widget)) <= 3  # within the first four sections
    assert "refused" in cells[first_widget - 1].source.lower()  # a guided refused move


ENGLISH_WORDS = re.compile(r"\b(None|True|False|won|unwinnable|score|moves?|refused|the|and|of|column|foundation)\b")


@pytest.mark.parametrize("name", ["tutorial.ro.ipynb", "example_game.ro.ipynb"])
def test_romanian_output_has_no_english_word_and_comma_below_diacritics(name):
    nb = read(name)
    for text in output_texts(nb, skip_widgets=True):
        assert not ENGLISH_WORDS.search(text), (ENGLISH_WORDS.search(text), text[:300])
    everything = "\n".join([c.source for c in nb.cells] + output_texts(nb))
    assert not set(everything) & set("şţŞŢ")


def test_romanian_prose_quotes_the_apps_labels_with_romanian_quotes(tutorials):
    prose = "\n".join(c.source for c in tutorials["ro"].cells if c.cell_type == "markdown")
    assert "«" not in prose and "»" not in prose
    for key in ("same_suit", "mixed_suits", "double_click", "placement_help", "interactive_rules", "auto_place"):
        assert f"„{LABELS['ro'][key]}”" in prose, key
    assert "câștigabil" not in prose and "ia cu el " not in prose


@pytest.mark.parametrize("name", sorted(p.name for p in NOTEBOOKS.glob("*.ipynb")))
def test_saved_notebooks_carry_full_kernel_metadata(name):
    meta = read(name).metadata
    assert meta["kernelspec"] == {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    info = meta["language_info"]
    for key in ("name", "version", "mimetype", "file_extension", "codemirror_mode", "pygments_lexer"):
        assert info.get(key), key


@pytest.mark.parametrize("name", ["example_game.ipynb", "example_game.ro.ipynb"])
def test_the_example_game_steps_through_every_entry_with_the_refusal_as_a_step(name):
    nb = read(name)
    steps = [c for c in nb.cells if c.cell_type == "code" and c.source == "walk.step()"]
    assert len(steps) == 96  # 95 moves and the refused attempt
    fourth = output_texts(nbformat.v4.new_notebook(cells=[steps[3]]))[0]
    assert fourth.startswith("✗ 4♦ c1") and ("Empty column" in fourth or "Coloana goală" in fourth)
    assert "empty_column" not in fourth
    last = output_texts(nbformat.v4.new_notebook(cells=[steps[-1]]))[0]
    assert "625" in last
