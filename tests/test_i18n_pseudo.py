"""A pseudo-locale proves that every surface reads the catalogue: a language registered here only,
whose every text is marked ⟦…⟧, must come out marked everywhere, with no English left.

Surfaces: the engine's refusals, the error details (codes, notation, records, files, saves,
statistics), the widget's labels, replies and text form, the board's text and picture lines, the
replay controls, the analysis summary, the lessons' phrases, and the page (its node tests run on
this language's labels).
"""

from __future__ import annotations

import errno
import json
import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from positions import position
from test_messages import CASES
from test_widget_js import node_fixtures
from widget_client import Client

from rsol_widget import Game, Record, SolitaireWidget, examples, i18n
from rsol_widget._protocol import labels_for
from rsol_widget.analysis import Analysis
from rsol_widget.codes import parse_code
from rsol_widget.errors import LocalizedError, detail
from rsol_widget.moves import Move
from rsol_widget.record import Entry
from rsol_widget.render import picture
from rsol_widget.replay_controls import ReplayControls, analysis_summary

ROOT = Path(__file__).resolve().parents[1]
LANG = "qps"
CODE = "RU1-C-AAAAAAA"
TOKENS = re.compile(r"RU1-[A-Z]-[A-Z2-7]+|(?:10|[2-9AJQK])[♠♥♦♣]|/\S+|\bc[1-7]\b|\b[A-Z]\b")
"""What a marked sentence may hold besides marked text: codes, cards, paths, destinations, letters."""


def mark(template: str) -> str:
    """The pseudo-locale's text: the English template, marked (placeholders kept)."""
    return f"⟦{template}⟧"


@pytest.fixture(scope="module", autouse=True)
def pseudo() -> Iterator[None]:
    i18n.register(LANG, {key: mark(value) for key, value in i18n.templates("en").items()})
    yield
    i18n.unregister(LANG)


def unmarked(text: str) -> str:
    """What is left of ``text`` once every marked part (innermost first) and every token is taken out."""
    rest, before = text, None
    while rest != before:
        before, rest = rest, re.sub(r"⟦[^⟦⟧]*⟧", "", rest)
    return TOKENS.sub("", rest)


def assert_marked(text: str, *, words: bool = True) -> None:
    """``text`` is catalogue text (``words=False``: it may hold none, but no English word either)."""
    assert "⟦" in text or not words, f"nothing from the catalogue in {text!r}"
    left = re.findall(r"[^\W\d_]{2,}", unmarked(text))
    assert not left, f"unmarked words {left} in {text!r}"


def test_the_check_itself_catches_english() -> None:
    assert_marked("⟦Same suit: ⟦7⟧ 7♥ goes⟧")
    for text in ("⟦Same suit⟧: goes", "Score 3", "⟦a⟧ c3 the"):
        with pytest.raises(AssertionError):
            assert_marked(text)


@pytest.mark.parametrize("reason", list(CASES))
def test_engine_refusals(reason: str) -> None:
    make, move = CASES[reason]
    game = make()
    game.lang = LANG
    error = game.check(move)
    assert error is not None
    assert_marked(str(error))
    assert_marked(error.rule[LANG])


def test_undo_redo_refusals_and_card_names() -> None:
    game = Game.from_code(CODE, lang=LANG)
    for act in (game.undo, game.redo):
        with pytest.raises(ValueError) as caught:
            act()
        assert_marked(str(caught.value))


@pytest.mark.parametrize(
    "make",
    [
        lambda: parse_code("XYZ"),
        lambda: parse_code("RU1-X-AAAAAAA"),
        lambda: Move.parse("Q"),
        lambda: Move.parse("7♥c3"),
        lambda: Move.parse("7♥ c9"),
        lambda: Record.loads("{"),
        lambda: Record.loads('{"format": "x"}'),
        lambda: Record.loads(
            json.dumps({"format": "rsol-record", "version": 2, "code": CODE, "line": [{"move": "K♠ c1"}]})
        ),
        lambda: Record.loads(json.dumps({"format": "rsol-record", "version": 2, "code": "RU1-C", "line": []})),
    ],
    ids=["code", "rule letter", "card", "move", "destination", "json", "format", "illegal entry", "nested code"],
)
def test_error_details(make: object) -> None:
    with pytest.raises(LocalizedError) as caught:
        make()  # type: ignore[operator]
    assert_marked(detail(caught.value, LANG))
    assert "⟦" not in str(caught.value), "str() stays English for programmers"


def test_file_and_system_errors(tmp_path: Path) -> None:
    with pytest.raises(LocalizedError) as caught:
        Record.load(tmp_path / "none.json")
    assert_marked(detail(caught.value, LANG))
    for code in (errno.EACCES, errno.ENOSPC, errno.EROFS):
        assert_marked(detail(OSError(code, os.strerror(code), str(tmp_path / "g.json")), LANG))


def test_the_widget_its_labels_replies_and_text_form(tmp_path: Path) -> None:
    widget = SolitaireWidget(code=CODE, lang=LANG)
    for key, value in widget.labels.items():
        if isinstance(value, str) and key != "lang":
            assert_marked(value)
    for name in (*widget.labels["cards"].values(), *widget.labels["rule_choices"].values()):
        assert_marked(name)
    assert_marked(repr(widget))
    client = Client(widget)
    for request in (
        {"kind": "new_game", "rule": "classic", "code": "RU1-X-AAAA"},
        {"kind": "open_record", "text": '{"format": "rsol-record", "version": 2, "code": "RU1-C-AAAAAAA", "line": 3}'},
        {"kind": "move", "card": "K♠", "dest": 0},
    ):
        reply = client.ask(request.pop("kind"), **request)
        assert reply is not None and reply["status"] == "refused", reply
        assert_marked(reply["message"])


def test_a_save_error_follows_the_language(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    first = SolitaireWidget(code=CODE, save_to=path, lang=LANG)
    second = SolitaireWidget.resume(path)  # another board takes the file over
    second.game.play("7♣ c1")
    first.game.play("J♠ c5")
    assert first.save_error is not None
    assert_marked(first.save_error)
    first.lang = "en"
    assert "⟦" not in first.save_error, "shown again in the new language"


def test_a_statistics_error_and_a_hand_made_position(tmp_path: Path) -> None:
    widget = SolitaireWidget(stats=tmp_path, lang=LANG)  # a folder: the statistics cannot be kept there
    assert_marked(widget.statistics["error"])
    hand_made = SolitaireWidget(position("A♠ 5♥"), lang=LANG)
    reply = Client(hand_made).ask("restart")
    assert reply is not None and reply["status"] == "refused"
    assert_marked(reply["message"])


def test_the_board_text_and_picture() -> None:
    game = Game.from_code(CODE, lang=LANG)
    game.play("7♣ c1")
    for line in str(game).splitlines()[:2]:
        assert_marked(line)
    lines = repr(picture(game, lastmove="7♣ c1", arrows=["J♠ c5"], refused="K♠ c1")).splitlines()
    for line in [lines[0], lines[1], *lines[-3:]]:
        assert_marked(line)


def test_replay_controls_and_analysis() -> None:
    example = examples.load("example-game")
    bare = Record(example.code, [Entry(e.move, None, e.refused) for e in example.entries])  # no comments
    controls = ReplayControls(bare, lang=LANG)
    widgets = [controls.slider, controls.player, *controls.buttons, controls.back_button, controls.analyse_button]
    for tip in [w.tooltip for w in widgets] + [controls.back_button.description, controls.analyse_button.description]:
        assert_marked(tip)
    refused = next(i for i, e in enumerate(bare.entries, 1) if e.refused)
    for step in (0, 1, refused):
        controls.goto_step(step)
        assert_marked(controls.walk.line())
    assert_marked(controls.comment.value)
    for option in controls.moves.options:
        assert_marked(option, words=False)  # "1. 10♠ c1" holds no words; the deal and refusals do
    assert_marked(controls.moves.options[0])
    assert sum("⟦" in option for option in controls.moves.options) > 1
    assert_marked(repr(controls))
    assert_marked(str(bare.replay(lang=LANG).goto(1)).splitlines()[1])
    moves = tuple(bare.played[:2])
    for found in (
        Analysis(CODE, moves, "won", ("won", "unwinnable"), 2, moves[0], 3, 0.1),
        Analysis(CODE, moves, "won", ("won", "unwinnable"), 2, None, 3, 0.1),
        Analysis(CODE, moves, "unwinnable", ("unwinnable",) * 2, None, None, 1, 0.1),
        Analysis(CODE, moves, "won", ("won", "won"), None, None, 1, 0.1),
        Analysis(CODE, moves, "won", ("unknown", "won"), None, None, 1, 0.1),
    ):
        assert_marked(analysis_summary(found, LANG))


def test_the_page_speaks_the_pseudo_locale(tmp_path: Path) -> None:
    """The node tests of the page's texts (js/tests/labels.test.js) with this language's labels."""
    if shutil.which("node") is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("node not found: the page's checks need Node 20+")
        pytest.skip("node not found")
    labels = tmp_path / "labels.json"
    labels.write_text(json.dumps(labels_for(LANG), ensure_ascii=False), encoding="utf-8")
    done = subprocess.run(
        ["node", "--test", "tests/labels.test.js"],
        cwd=ROOT / "js",
        env={**node_fixtures(tmp_path), "RSOL_LABELS": str(labels)},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0 and "# fail 0" in done.stdout, done.stdout[-3000:] + done.stderr[-2000:]
    assert "# pass 0" not in done.stdout


def test_the_lessons_phrases() -> None:
    from rsol_widget.lessons import Lesson

    lesson = Lesson(LANG)
    assert_marked(str(lesson.state(CODE, "7♣ c1")))
    exercise = lesson.exercise(CODE, "last_card", column=1)
    for answer in ("...", "Q", "K♠"):
        assert_marked(str(exercise.check(answer)))
    assert_marked(str(lesson.settings(SolitaireWidget(code=CODE, lang=LANG))))


def test_the_saved_picture_a_notebook_keeps() -> None:
    """The picture beside a board in the notebook: its line, the SVG's texts and its name for screen
    readers all come from the catalogue in the board's language (cards, columns c1..c7 and the
    foundations' f are the notation, the same in every language)."""
    widget = SolitaireWidget(code=CODE, lang=LANG, stats=False)
    widget.game.play("7♣ c1")
    html = widget.saved_picture()["html"]
    texts = re.findall(r"<(?:text|p)\b[^>]*>([^<]+)</(?:text|p)>", html)
    named = re.findall(r'aria-label="([^"]+)"', html)
    words = [t for t in texts + named if re.search(r"[^\W\d_]{2,}", t)]
    assert len(words) >= 4, words  # the line, the caption, the foundations' label, the name
    for text in words:
        assert_marked(text.replace("&quot;", '"'))
    assert_marked(widget.saved_picture()["text"])
