"""The lessons, the appendix and the example game: built from their sources, teaching what they say.

nbval (run on notebooks/ by the test command) re-executes every cell in order and compares the
saved outputs. These tests check what the saved notebooks teach, that they are built from the
current sources, and, in a live kernel per notebook, that an answer or a step shows the same thing
when it is run again, in any order, after Run All.
"""

from __future__ import annotations

import copy
import functools
import html
import html.parser
import importlib.util
import json
import os
import re
import subprocess
import sys
import urllib.parse
import xml.etree.ElementTree as ET
from pathlib import Path

import nbformat
import pytest
from hypothesis import given
from hypothesis import strategies as st
from nbclient import NotebookClient
from saved_pictures import svg_of

from rsol_widget import examples, i18n
from rsol_widget.i18n import LANGS
from rsol_widget.lessons import Lesson, Step
from rsol_widget.messages import LABELS, RANK_WORDS, REASONS, REFUSALS
from rsol_widget.render import _svg_img
from rsol_widget.replay_controls import Walk

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
SOURCES = NOTEBOOKS / "src"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
SVG = "{http://www.w3.org/2000/svg}"
LESSONS = sorted(p.stem for p in SOURCES.glob("lesson-*.py"))
CARD = re.compile(r"(?:10|[2-9AJQKT])\s?[♠♥♦♣SHDC]\b|(?:10|[2-9AJQK])[♠♥♦♣]", re.I)
MOVE = re.compile(r"\b[cf][1-7]?\b")


def notebook_name(stem: str, lang: str) -> str:
    return f"{stem}.ipynb" if lang == "en" else f"{stem}.{lang}.ipynb"


def load_builder():
    """tools/build_notebooks.py, imported as a module."""
    spec = importlib.util.spec_from_file_location("build_notebooks", ROOT / "tools" / "build_notebooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


builder = load_builder()


@functools.cache
def read(stem: str, lang: str = "en") -> nbformat.NotebookNode:
    """A saved notebook (read once; the tests never change it)."""
    return nbformat.read(NOTEBOOKS / notebook_name(stem, lang), as_version=4)


def texts_of(cell: nbformat.NotebookNode) -> list[str]:
    """What a code cell shows: its streams, its text/plain, and the texts written inside its pictures."""
    out = []
    for o in cell.get("outputs", []):
        if o.output_type == "stream":
            out.append(o.text)
        elif o.output_type in ("execute_result", "display_data") and WIDGET_VIEW not in o.data:
            out.append(o.data.get("text/plain", ""))
            if svg_of(o.data):
                root = ET.fromstring(svg_of(o.data))
                out += [" ".join(x.strip() for x in t.itertext()) for t in root.iter(SVG + "text")]
        elif o.output_type == "error":
            out.append(f"{o.ename}: {o.evalue}")
    return out


def shown(nb: nbformat.NotebookNode) -> str:
    return "\n".join(t for c in nb.cells if c.cell_type == "code" for t in texts_of(c))


def caption(cell: nbformat.NotebookNode) -> str:
    """The text written under the board of a cell's picture (its tspans are the wrapped lines)."""
    (picture,) = [o for o in cell.outputs if svg_of(o.get("data", {}))]
    root = ET.fromstring(svg_of(picture.data))
    (note,) = [t for t in root.iter(SVG + "text") if t.get("class") == "caption-note"]
    return " ".join(span.text or "" for span in note)


TAUGHT = [*LESSONS, "appendix-python", "example_game"]
ALL = [(stem, lang) for stem in TAUGHT for lang in LANGS]


# ---------------------------------------------------------------------- sources and structure
@pytest.mark.parametrize(("stem", "lang"), ALL)
def test_each_notebook_is_built_from_its_source(stem, lang):
    """The saved notebook holds the cells of notebooks/src/<stem>.py in its language (tools/build_notebooks.py)."""
    source = builder.localise(builder.read_source(SOURCES / f"{stem}.py"), lang)
    saved = read(stem, lang)
    assert [(c.cell_type, c.source) for c in source.cells] == [(c.cell_type, c.source) for c in saved.cells]
    for cell in saved.cells:
        tags = cell.metadata.get("tags", [])
        folded = {"source_hidden": True, "outputs_hidden": True} if "answer" in tags else None
        assert cell.metadata.get("jupyter") == folded


def prose_slots(stem: str) -> list[dict[str, str]]:
    """A source's prose, one slot per place between code cells: each language's markdown there."""
    slots: list[dict[str, str]] = [{}]
    for cell in builder.read_source(SOURCES / f"{stem}.py").cells:
        if cell.cell_type == "code":
            slots.append({})
        else:
            lang = cell.metadata.get("lang")
            slots[-1][lang] = slots[-1].get(lang, "") + cell.source
    return [slot for slot in slots if slot]


@pytest.mark.parametrize("stem", TAUGHT)
def test_one_source_per_notebook_with_prose_in_every_language(stem):
    """One source for all languages: its code is shared, and every place with prose has it in every
    language of the catalogue (a language adds prose, not code)."""
    assert not [p for p in SOURCES.iterdir() if p.is_dir()], "sources per language are gone"
    assert builder.languages(builder.read_source(SOURCES / f"{stem}.py")) == list(LANGS)
    for slot in prose_slots(stem):
        assert sorted(slot) == sorted(LANGS), (stem, slot)


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
def test_no_language_prose_is_a_copy_of_english(lang):
    """Each piece of prose in another language differs from the English one (an untranslated copy fails)."""
    for stem in TAUGHT:
        for slot in prose_slots(stem):
            english = re.sub(r"`[^`]*`|\W|\d", "", slot["en"])
            if english:
                assert re.sub(r"`[^`]*`|\W|\d", "", slot[lang]) != english, (stem, slot["en"][:80])


def test_a_build_twice_gives_the_same_bytes():
    """Rebuilding an unchanged source changes no byte: twice, and as saved (but for the Python that ran it)."""
    source = SOURCES / "lesson-1-board.py"
    first, second = builder.build(source, "en"), builder.build(source, "en")
    assert first == second
    saved = (NOTEBOOKS / "lesson-1-board.ipynb").read_text(encoding="utf-8")
    info = nbformat.reads(saved, as_version=4).metadata.language_info
    built = nbformat.reads(first, as_version=4)
    built.metadata.language_info = info
    assert nbformat.writes(built) + "\n" == saved


def saved_front_ends(nb: dict) -> list[tuple[str, str]]:
    """The front end (``_esm``, ``_css``) each saved game widget of a notebook keeps."""
    models = nb["metadata"].get("widgets", {}).get(builder.WIDGET_STATE, {}).get("state", {}).values()
    game = "rsol_widget.widget.SolitaireWidget"
    return [(m["state"]["_esm"], m["state"]["_css"]) for m in models if m["state"].get("_anywidget_id") == game]


@pytest.mark.parametrize("name", sorted(p.name for p in NOTEBOOKS.glob("*.ipynb")))
def test_a_saved_board_is_drawn_by_the_current_front_end(name):
    """A saved board (drawn before a kernel runs) is drawn by the copy of the front end its notebook keeps
    in the widget's state: that copy is js/widget.js and js/widget.css as they are now. After a change to
    the front end: python tools/build_notebooks.py --front-end (no kernel; the lead runs it after JS work)."""
    fronts = saved_front_ends(json.loads((NOTEBOOKS / name).read_text(encoding="utf-8")))
    current = ((ROOT / "js" / "widget.js").read_text(encoding="utf-8"), (ROOT / "js" / "widget.css").read_text("utf-8"))
    stale = [i for i, front in enumerate(fronts) if front != current]
    assert not stale, f"{name}: stale front end in saved widget(s) {stale}: python tools/build_notebooks.py --front-end"


def test_the_front_end_refresh_changes_only_the_saved_bundle(tmp_path):
    """``build_notebooks.py --front-end`` gives a stale copy the current bundle and changes no other byte;
    a notebook without a saved game widget is not written at all."""
    lesson, plain = tmp_path / "lesson-2-moves.ipynb", tmp_path / "lesson-1-board.ipynb"
    saved = (NOTEBOOKS / lesson.name).read_text(encoding="utf-8")
    nb = json.loads(saved)
    for model in nb["metadata"]["widgets"][builder.WIDGET_STATE]["state"].values():
        if "_esm" in model["state"]:
            model["state"]["_esm"], model["state"]["_css"] = "// an older bundle", ".old {}"
    lesson.write_text(json.dumps(nb), encoding="utf-8")
    plain.write_text(" " + (NOTEBOOKS / plain.name).read_text(encoding="utf-8"), encoding="utf-8")
    builder.refresh_front_ends([lesson, plain])
    assert saved_front_ends(json.loads(saved)) and lesson.read_text(encoding="utf-8") == saved
    assert plain.read_text(encoding="utf-8").startswith(" ")  # left as it was


def widget_run(ids: list[str], analysis: dict, *, saved: bool = True) -> str:
    """A built notebook showing one game widget whose kernel gave it ``ids`` (game, layout) and whose
    background hint stood at ``analysis`` when the run ended."""
    nb = nbformat.v4.new_notebook()
    view = {WIDGET_VIEW: {"model_id": ids[0], "version_major": 2, "version_minor": 1}, "text/plain": "game"}
    nb.cells.append(nbformat.v4.new_code_cell("board", outputs=[nbformat.v4.new_output("display_data", data=view)]))
    game = {"_anywidget_id": "rsol_widget.widget.SolitaireWidget", "layout": f"IPY_MODEL_{ids[1]}"}
    game["analysis"] = analysis
    models = {ids[0]: {"model_name": "AnyModel", "state": game}, ids[1]: {"model_name": "LayoutModel", "state": {}}}
    if saved:
        nb.metadata["widgets"] = {builder.WIDGET_STATE: {"state": models, "version_major": 2, "version_minor": 0}}
    builder.stable_widget_ids(nb, "lesson-x")
    builder.quiet_background_work(nb)
    builder.tidy_cells(nb, "lesson-x")
    return nbformat.writes(nb)


def test_the_kernels_random_ids_and_a_hints_progress_never_reach_the_saved_notebook():
    """Two runs that differ only by the widgets' random ids and how far a background hint got save the
    same bytes, with or without the widgets' saved state (the example game has none)."""
    first, second = ["a1" * 16, "b2" * 16], ["c3" * 16, "d4" * 16]
    assert widget_run(first, {}) == widget_run(second, {"status": "chance", "hint": {"card": "6♣"}})
    assert "a1a1" not in widget_run(first, {}) and "IPY_MODEL_" in widget_run(first, {})
    assert widget_run(first, {}, saved=False) == widget_run(second, {}, saved=False)
    assert widget_run(first, {}, saved=False) != widget_run(second, {})


@pytest.mark.parametrize("lang", LANGS)
def test_a_languages_code_is_the_shared_code(lang):
    """The build's language replaces only the ``"en"`` literals and the comments of other languages."""
    code = 'Lesson("en")\n# [en] one\n# [ro] unu\nx = {"en": 1, "fr": 2}  # "en" in a comment\nprint("men")'
    local = builder.localise_code(code, lang)
    assert local.splitlines()[0] == f'Lesson("{lang}")'
    assert ("# one" in local) == (lang == "en") and ("# unu" in local) == (lang == "ro")
    assert f'{{"{lang}": 1, "fr": 2}}' in local and 'print("men")' in local


@pytest.mark.parametrize(("stem", "lang"), [(s, lang) for s in LESSONS for lang in LANGS])
def test_a_lesson_starts_with_its_goal_and_a_picture(stem, lang):
    """The goal in the first cell, the board pictured in the second: both on the first screen."""
    cells = read(stem, lang).cells
    assert cells[0].cell_type == "markdown" and f"**{i18n.text(lang, 'lesson.goal')}**" in cells[0].source
    assert len(cells[0].source.splitlines()) <= 8
    assert cells[1].cell_type == "code" and any(svg_of(o.get("data", {})) for o in cells[1].outputs)


@pytest.mark.parametrize("lang", LANGS)
def test_six_short_lessons_and_relaxed_taught_before_it_is_used(lang):
    assert len(LESSONS) == 6
    words = []
    first_relaxed = None
    for n, stem in enumerate(LESSONS):
        nb = read(stem, lang)
        prose = " ".join(c.source for c in nb.cells if c.cell_type == "markdown")
        words.append(len(re.findall(r"\w+", prose)))
        code = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
        if "RU1-R-" in code and first_relaxed is None:
            first_relaxed = n
            # taught in the lesson that first plays it: as the board names it, and as the rules do
            assert LABELS[lang]["mixed_suits"] in prose and LABELS["ro"]["mixed_suits"] in prose
    assert all(300 <= w <= 1000 for w in words), words  # 1.5 to 5 minutes of prose at 200 words a minute
    assert first_relaxed == 1


# ---------------------------------------------------------------------- what the saved outputs say
def test_the_lessons_and_the_appendix_show_every_refusal_the_engine_has():
    for lang in LANGS:
        text = "\n".join(shown(read(stem, lang)) for stem in [*LESSONS, "appendix-python"])
        found = set()
        for reason, template in REFUSALS[lang].items():
            pattern = re.sub(r"\\\{.*?\\\}", ".+?", re.escape(template))  # a field, plural forms too
            if re.search(pattern, text):
                found.add(reason)
        assert found == set(REASONS), (lang, set(REASONS) - found)


@pytest.mark.parametrize(("stem", "lang"), ALL)
def test_every_cell_ran_and_nothing_shows_none(stem, lang):
    for cell in read(stem, lang).cells:
        if cell.cell_type != "code" or stem == "play":
            continue
        assert cell.outputs or "answer" in cell.metadata.get("tags", []), cell.source  # an answer: saved unshown
        assert not [o for o in cell.outputs if o.output_type == "error"], cell.source
        for text in texts_of(cell):
            assert not re.search(r"\bNone\b", text), (cell.source, text[:200])


def test_each_refusal_is_shown_once():
    """A refused attempt is drawn with its reason under the board; nothing prints it a second time."""
    for stem, lang in ALL:
        for cell in read(stem, lang).cells:
            outputs = cell.get("outputs", [])
            pictured = [o for o in outputs if "✗" in o.get("data", {}).get("text/plain", "")]
            printed = [o for o in outputs if o.output_type == "stream" and "✗" in o.text]
            assert not (pictured and printed), cell.source


ENGLISH_WORDS = re.compile(
    r"\b(None|True|False|won|unwinnable|score|moves?|refused|the|and|of|column|foundation|is|not|on|to)\b"
)


@pytest.mark.parametrize("stem", [*LESSONS, "appendix-python", "example_game"])
def test_romanian_output_has_no_english_word_and_comma_below_diacritics(stem):
    nb = read(stem, "ro")
    for cell in nb.cells:
        if cell.cell_type == "code":
            for text in texts_of(cell):
                assert not ENGLISH_WORDS.search(text), (ENGLISH_WORDS.search(text), text[:300])
    everything = "\n".join([c.source for c in nb.cells] + [shown(nb)])
    assert not set(everything) & set("şţŞŢ")
    assert "rezolvitor" not in everything and "Partida exemplu" not in everything  # review items 33, 38


def test_romanian_prose_quotes_the_apps_labels_exactly():
    prose = "\n".join(
        c.source for stem in [*LESSONS, "appendix-python"] for c in read(stem, "ro").cells if c.cell_type == "markdown"
    )
    assert "«" not in prose and "»" not in prose
    keys = ("same_suit", "mixed_suits", "double_click", "placement_help", "interactive_rules", "auto_place")
    for key in (*keys, "new_game", "settings", "classic", "relaxed"):
        assert f"„{LABELS['ro'][key]}”" in prose, key
    assert f"„{i18n.text('ro', 'page.winnable_only')}”" in prose  # the new-game dialog's box, as the page labels it
    for wrong in ("câștigabil ", "rezolvitor", "Partida exemplu", "ia cu el ", "urcat din nou"):
        assert wrong not in prose, wrong


def test_the_first_lessons_say_early_how_few_classic_deals_can_be_won():
    """Lesson 1 says it early and the last lesson again, with where to play and the two ways to win more
    often (Relaxed, winnable deals only), each as the app names it in the lesson's language."""
    for lang in LANGS:
        phrase = i18n.text(lang, "lesson.few_won")
        assert phrase in read(LESSONS[0], lang).cells[2].source
        last = "\n".join(c.source for c in read(LESSONS[-1], lang).cells)
        assert phrase in last and "play.ipynb" in last and LABELS[lang]["relaxed"] in last
        assert i18n.text(lang, "page.winnable_only") in last


# ---------------------------------------------------------------------- the exercises
def answer_cells(nb):
    return [i for i, c in enumerate(nb.cells) if "answer" in c.metadata.get("tags", [])]


FIGURE_WORDS = re.compile(
    r"\b(kings?|aces?|queens?|jacks?|rege|regi|regele|as|așii|popă|"
    + "|".join(re.escape(RANK_WORDS[lang][r]) for lang in LANGS for r in (0, 10, 11, 12))  # and every language's
    + r")\b",
    re.I,
)
"""A card's figure named in words: the catalogue's names of the ace, jack, queen and king in every language,
and the English and Romanian words a lesson's prose uses for them."""


@pytest.mark.parametrize("lang", LANGS)
def test_folded_answers_give_nothing_away_on_their_first_line(lang):
    count = 0
    for stem in LESSONS:
        nb = read(stem, lang)
        for i in answer_cells(nb):
            first = nb.cells[i].source.splitlines()[0]
            assert first.startswith("# "), first
            assert not CARD.search(first) and not MOVE.search(first), first  # no card, no move, no letter
            assert not re.search(r"\b[a-d]\)", first)
            assert not FIGURE_WORDS.search(first), first
            count += 1
    assert count >= 6


@pytest.mark.parametrize("lang", LANGS)
def test_each_exercise_waits_for_an_answer_and_its_answer_is_saved_unshown(lang):
    """The question cell waits for an answer; the answer cell is saved without its output (the
    learner runs it to see the answer: test_answers_run_again… checks what it shows then)."""
    for stem in LESSONS:
        nb = read(stem, lang)
        for i in answer_cells(nb):
            asked = nb.cells[i - 1]
            assert '"..."' in asked.source or ".check()" in asked.source, asked.source
            assert "✓" not in "".join(texts_of(asked))
            assert nb.cells[i].outputs == [] and nb.cells[i].execution_count is None


def exercise_of(source: str):
    """The exercise an answer cell asks about: its code run here without the final ``.answer()``."""
    *setup, last = source.strip().splitlines()
    space: dict = {}
    exec("\n".join(setup), space)
    return eval(last.removesuffix(".answer()"), space)


@pytest.mark.parametrize(("stem", "lang"), [(s, lang) for s in LESSONS for lang in LANGS])
def test_no_answer_is_in_the_saved_notebook_before_it_is_asked(stem, lang):
    """Neither a cell's source nor a saved output (text, picture, caption) holds an exercise's answer:
    the verdict it shows when asked, nor a right move. (A last card is on the board by design.)"""
    nb = read(stem, lang)
    seen = "\n".join([c.source for c in nb.cells] + [t for c in nb.cells for t in texts_of(c)])
    seen = " ".join(seen.split())
    asked = 0
    for i in answer_cells(nb):
        if ".exercise(" not in nb.cells[i].source:
            continue  # a task in the game: the prose says what to do, the answer shows how
        exercise = exercise_of(nb.cells[i].source)
        revealed = [line for line in repr(exercise.answer()).splitlines() if line.startswith(("✓", "✗"))]
        revealed += [str(exercise.lesson.say("also_right", answers=", ".join(exercise.solutions()[1:])))]
        assert exercise.solutions() and revealed
        for line in revealed:
            assert " ".join(line.split()) not in seen, line
        if exercise.goal not in ("last_card", "choice"):
            for move in exercise.solutions():
                assert move not in seen, move
        asked += 1
    assert asked >= {"lesson-1-board": 1, "lesson-3-hidden": 2, "lesson-4-foundations": 2}.get(stem, 0)


@pytest.mark.parametrize("lang", LANGS)
def test_a_shown_answer_starts_folded_and_says_its_verdict_above_the_board(lang):
    """The HTML's first line is the fold's label alone (a collapsed output's placeholder shows that
    line); inside the fold the verdict comes first, then the board it pictures."""
    answer = Lesson(lang).exercise("RU1-C-AAAAAFW", "uncovers").answer()
    first, inside = answer._repr_html_().split("\n", 1)
    label = i18n.text(lang, "lesson.show_answer")
    assert first == f'<details class="rsol-answer"><summary>{label}</summary>'
    verdict = i18n.text(lang, "lesson.uncovers", move="J♥ c2")
    # the board is the picture every board is (an HTML image of its SVG: it fits a narrow output), not inline SVG
    assert inside.startswith(f"<p>{verdict}</p><img src='data:image/svg+xml") and inside.count(verdict) == 1
    assert "<svg" not in first + inside.split("'", 2)[2]


RUN_ALONE = """
import json, os, sys
from IPython.core.interactiveshell import InteractiveShell
import anywidget, ipywidgets  # third-party libraries only: the project is imported afresh by each cell

results = []
for code in json.load(sys.stdin):
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # a fresh interpreter state for this cell alone
        os.close(read)
        sys.stdout = sys.stderr = open(os.devnull, "w")
        result = InteractiveShell.instance().run_cell(code)
        error = result.error_before_exec or result.error_in_exec
        with os.fdopen(write, "w") as f:
            f.write("" if error is None else f"{type(error).__name__}: {error}")
        os._exit(0)
    os.close(write)
    with os.fdopen(read) as f:
        results.append(f.read())
    os.waitpid(pid, 0)
json.dump(results, sys.__stdout__)
"""


def run_each_alone(cells: list[str]) -> list[str]:
    """Each cell run as the first code of a fresh Python (forked from one that imported IPython and
    the widget libraries, never the project): the error each raised, or ``""``."""
    done = subprocess.run(
        [sys.executable, "-c", RUN_ALONE],
        input=json.dumps(cells),
        capture_output=True,
        text=True,
        cwd=NOTEBOOKS,
        timeout=900,
        check=True,
    )
    return json.loads(done.stdout)


ALONE = [(stem, lang) for stem in [*LESSONS, "appendix-python"] for lang in LANGS] + [("example_game", "en")]


@pytest.mark.skipif(not hasattr(os, "fork"), reason="runs each cell in a forked process")
@pytest.mark.parametrize(("stem", "lang"), ALONE)
def test_every_code_cell_runs_as_the_first_cell_of_a_fresh_kernel(stem, lang):
    """Any order: each code cell sets up what it needs (the example game's code is the same in every
    language, one source; nbval runs each language from the top)."""
    cells = [c.source for c in read(stem, lang).cells if c.cell_type == "code"]
    errors = run_each_alone(cells)
    assert [(code, error) for code, error in zip(cells, errors, strict=True) if error] == []


def test_a_cell_that_needs_the_game_says_which_cell_to_run_first():
    """Run first, the check of a task done in the game and the progress of lesson 6's game say to
    run the game's cell first, in the lesson's language; an error in a cell is reported."""
    for lang in LANGS:
        check = next(c.source for c in read(LESSONS[1], lang).cells if ".check()" in c.source)
        progress = next(c.source for c in read(LESSONS[-1], lang).cells if ".progress()" in c.source)
        first = repr(i18n.text(lang, "lesson.run_game_first"))
        cells = [
            f"{check}\nassert str(drag.check()) == {first}",
            f"{progress.rsplit(chr(10), 1)[0]}\nassert str(Lesson({lang!r}).progress()) == {first}",
            "raise ValueError('seen')",
        ]
        assert run_each_alone(cells) == ["", "", "ValueError: seen"]


# ---------------------------------------------------------------------- run again, in a kernel
class Kernel:
    """A notebook run from the top in a live kernel (Run All), whose cells can then be run again.

    ``shown[i]`` is what cell ``i`` showed after Run All."""

    def __init__(self, nb: nbformat.NotebookNode, cells: list[int] | None = None) -> None:
        self.nb = nbformat.from_dict(copy.deepcopy(dict(nb)))
        self.cells = range(len(self.nb.cells)) if cells is None else cells
        resources = {"metadata": {"path": str(NOTEBOOKS)}}
        self.client = NotebookClient(self.nb, timeout=300, kernel_name="python3", resources=resources)
        self.shown: list[list[str]] = []

    def __enter__(self) -> Kernel:
        self.context = self.client.setup_kernel()
        self.context.__enter__()
        for index in self.cells:
            if self.nb.cells[index].cell_type == "code":
                self.client.execute_cell(self.nb.cells[index], index)
        self.shown = [texts_of(cell) for cell in self.nb.cells]
        return self

    def __exit__(self, *exc: object) -> None:
        self.context.__exit__(*exc)

    def run(self, index: int) -> list[str]:
        """Run cell ``index`` again; what it shows now."""
        self.client.execute_cell(self.nb.cells[index], index)
        return texts_of(self.nb.cells[index])

    def code(self, source: str) -> list[str]:
        """Run code the learner might type in a new cell at the end."""
        self.nb.cells.append(nbformat.v4.new_code_cell(source))
        try:
            return self.run(len(self.nb.cells) - 1)
        finally:
            self.nb.cells.pop()


@pytest.fixture(scope="module", params=LANGS)
def exercise_lessons(request):
    """Lessons 1 to 4 in one language, each run from the top in its own kernel."""
    lang = request.param
    kernels = {}
    try:
        for stem in LESSONS[:4]:
            kernels[stem] = Kernel(read(stem, lang)).__enter__()
        yield lang, kernels
    finally:
        for kernel in kernels.values():
            kernel.__exit__(None, None, None)


def test_answers_run_again_in_any_order_after_run_all_give_the_same_check(exercise_lessons):
    _, kernels = exercise_lessons
    for kernel in kernels.values():
        answers = answer_cells(kernel.nb)
        assert all("✓" in kernel.shown[i][0] for i in answers)
        for i in [*reversed(answers), *answers]:  # backwards, then forwards: each answer twice
            assert kernel.run(i) == kernel.shown[i]
        for i in answers:  # and the questions say the same as after Run All
            assert kernel.run(i - 1) == kernel.shown[i - 1]


def test_the_widget_exercise_is_checked_from_the_widgets_game(exercise_lessons):
    _, kernels = exercise_lessons
    kernel = kernels[LESSONS[1]]
    cells = kernel.nb.cells
    check = next(i for i, c in enumerate(cells) if ".check()" in c.source)
    answer = next(i for i in answer_cells(kernel.nb) if i > check)
    before = kernel.run(check)
    assert before[0].startswith("✗") and "7♣" in before[0] and "8♣" in before[0]
    assert kernel.run(answer) == kernel.shown[answer]  # the answer leaves the learner's game alone
    assert kernel.run(check) == before
    kernel.code('board.game.play("7♣ c1")')  # what a drag on the board does: the page asks, the engine plays
    after = kernel.run(check)
    assert after[0].startswith("✓") and "7♣ c1" in after[0]
    assert kernel.run(check) == after


# ---------------------------------------------------------------------- the example game
def step_cells(nb):
    found = {}
    for i, cell in enumerate(nb.cells):
        match = re.search(r'Lesson\("\w+"\)\.step\((-?\d+)\)$', cell.source)
        if match:
            found[i] = int(match[1]) % (len(Walk(examples.load("example-game"))) + 1)
    return found


class _ImgSrc(html.parser.HTMLParser):
    """The attributes of the first <img>, decoded as a browser decodes them."""

    attrs: dict[str, str | None] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "img" and self.attrs is None:
            self.attrs = dict(attrs)


@given(st.text(alphabet="<>/=\"' %#&;amp\n\t\r♠♥é-x0", max_size=60))
def test_a_step_board_as_an_html_image_carries_its_svg_unchanged(body: str) -> None:
    """rsol_widget.lessons._svg_img: what a browser reads from the <img> (its attribute decoded, then
    the data URL: tabs and newlines dropped, %XX decoded) is the SVG, byte for byte, and the alt text
    is the SVG's label."""
    label = "RU1-C-QXNADBF · Classic &amp; &quot;x&quot; &lt;"  # as an XML attribute holds it
    svg = f'<svg xmlns="http://www.w3.org/2000/svg" width="565" height="520" aria-label="{label}">{body}</svg>'
    parser = _ImgSrc()
    parser.feed(_svg_img(svg))
    attrs = parser.attrs
    assert attrs is not None and attrs["width"] == "565" and attrs["height"] == "520"
    assert attrs["alt"] == html.unescape(label)
    prefix = "data:image/svg+xml;charset=utf-8,"
    src = attrs["src"] or ""
    assert src.startswith(prefix)
    assert urllib.parse.unquote(re.sub("[\t\n\r]", "", src[len(prefix) :])) == svg


@pytest.mark.parametrize("lang", LANGS)
def test_each_step_cell_shows_its_move_and_comment_above_a_board_that_fits_the_screen(lang):
    """The move and its reason first (Markdown), then the board, at most Step.HEIGHT px tall
    (scaled as a whole): at 1366×768 both are in view together (tests/ui/test_lessons_ui.py)."""
    nb = read("example_game", lang)
    record = examples.load("example-game", lang=lang)
    walk = Walk(record, lang=lang)
    steps = step_cells(nb)
    assert len(steps) >= 60 and sorted(steps.values())[:5] == [0, 1, 2, 3, 4]
    for i, step in steps.items():
        walk.goto(step)
        line, board = nb.cells[i].outputs
        assert line.data["text/plain"] == walk.caption() and walk.caption() in line.data["text/markdown"].replace(
            "\\", ""
        )
        entry = walk.entry
        if entry is not None:
            assert str(entry.move) in line.data["text/plain"] and entry.comment in line.data["text/plain"]
        assert "image/svg+xml" not in board.data  # the SVG as an HTML image, which an untrusted notebook shows
        svg = ET.fromstring(svg_of(board.data))
        assert float(svg.get("height")) <= Step.HEIGHT and svg.get("viewBox").startswith("0 0 848 ")
        width, height = map(float, svg.get("viewBox").split()[2:])
        assert abs(float(svg.get("width")) / float(svg.get("height")) - width / height) < 0.01  # its shape kept
        assert not [t for t in svg.iter(SVG + "text") if t.get("class") == "caption-note"]  # said above, once
    heights = [float(ET.fromstring(svg_of(nb.cells[i].outputs[1].data)).get("viewBox").split()[3]) for i in steps]
    assert max(heights) > Step.HEIGHT * 1.9  # the tallest boards are drawn smaller
    refused = nb.cells[next(i for i, s in steps.items() if s == 4)]
    root = ET.fromstring(svg_of(refused.outputs[1].data))
    assert len([t for t in root.iter(SVG + "text") if t.get("class") == "refusal"]) == 1  # the rule, on the board
    assert any(r.get("class") == "refused" for r in root.iter(SVG + "rect"))  # the attempt marked in red
    assert REFUSALS[lang]["empty_column"].split(";")[0] not in refused.outputs[0].data["text/plain"]  # not said again


@pytest.mark.parametrize("lang", LANGS)
def test_a_step_cell_run_again_in_any_order_shows_the_same_step(lang):
    """In a fresh kernel, steps 40, 3, 4, 1 and 3 again: each shows what the saved notebook shows."""
    saved = read("example_game", lang)
    at = {step: i for i, step in step_cells(saved).items()}
    order = [at[40], at[3], at[4], at[1], at[3]]
    with Kernel(saved, cells=[]) as kernel:
        for i in order:
            assert kernel.run(i) == texts_of(saved.cells[i])


# ---------------------------------------------------------------------- metadata
@pytest.mark.parametrize("name", sorted(p.name for p in NOTEBOOKS.glob("*.ipynb")))
def test_saved_notebooks_carry_full_kernel_metadata_and_stay_under_1_mb(name):
    meta = nbformat.read(NOTEBOOKS / name, as_version=4).metadata
    assert meta["kernelspec"] == {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    info = meta["language_info"]
    for key in ("name", "version", "mimetype", "file_extension", "codemirror_mode", "pygments_lexer"):
        assert info.get(key), key
    assert (NOTEBOOKS / name).stat().st_size < 1_000_000
