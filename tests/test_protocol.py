"""The message protocol (rsol_widget/_protocol.py) and its JSDoc mirror (js/src/protocol.js) agree;
requests are parsed and checked; the state is built from the engine's answers."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers import play_line
from hypothesis import given
from hypothesis import strategies as st

from rsol_widget import Game, i18n
from rsol_widget._protocol import (
    CONSTANT_KEYS,
    GAME_ACTIONS,
    REPLY_KEYS,
    REPLY_STATUSES,
    REQUEST_KINDS,
    SETTINGS,
    STATE_KEYS,
    BadRequest,
    CardRequest,
    ClockRequest,
    MoveRequest,
    NewGameRequest,
    Request,
    SettingsRequest,
    constants,
    labels_for,
    parse_request,
    request_id,
)
from rsol_widget._state import build_state
from rsol_widget.cards import DECK
from rsol_widget.rules import RULES

ROOT = Path(__file__).resolve().parents[1]
JS = ROOT / "js"
PROTOCOL_JS = (JS / "src" / "protocol.js").read_text(encoding="utf-8")
CODE = "RU1-C-AAAAAAA"


def js_union(name: str, text: str = PROTOCOL_JS) -> list[str]:
    """The string literals of ``@typedef {"a" | "b"} name`` in protocol.js."""
    match = re.search(r"@typedef \{([^}]*)\} " + name + r"\b", text)
    assert match, f"protocol.js has no typedef {name}"
    return re.findall(r'"(\w+)"', match.group(1))


def js_properties(name: str, text: str = PROTOCOL_JS) -> list[str]:
    """The ``@property`` names of ``@typedef {object} name`` in protocol.js, in order."""
    match = re.search(r"@typedef \{object\} " + name + r"\b(.*?)\*/", text, re.S)
    assert match, f"protocol.js has no object typedef {name}"
    return re.findall(r"@property \{(?:[^{}]|\{[^{}]*\})*\} \[?(\w+)", match.group(1))


def test_both_sides_list_the_same_request_kinds_statuses_and_keys() -> None:
    assert js_union("RequestKind") == list(REQUEST_KINDS)
    assert js_union("ReplyStatus") == list(REPLY_STATUSES)
    assert js_properties("State") == list(STATE_KEYS)
    assert js_properties("Reply") == list(REPLY_KEYS)
    assert js_properties("Constants") == list(CONSTANT_KEYS)


def test_the_comparison_catches_a_difference() -> None:
    """A kind, a status or a key missing on the JS side (or renamed) shows."""
    assert js_union("RequestKind", PROTOCOL_JS.replace(' | "ping"', "")) != list(REQUEST_KINDS)
    assert js_union("ReplyStatus", PROTOCOL_JS.replace('"stale"', '"late"')) != list(REPLY_STATUSES)
    changed = PROTOCOL_JS.replace("@property {boolean} can_undo", "@property {boolean} undoable")
    assert js_properties("State", changed) != list(STATE_KEYS)
    dropped = re.sub(r" \* @property \{[^}]*\} \[pong\]\n", "", PROTOCOL_JS)
    assert js_properties("Reply", dropped) != list(REPLY_KEYS)


def test_the_node_tests_use_the_constants_python_sends(tmp_path: Path) -> None:
    """All but the languages (the catalogue's, checked below; a new language needs no new fixture),
    derived when the node tests run (``tools/regenerate.py --fixtures``, which js/tests/fixtures.js asks)."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "regenerate.py"), "--fixtures", str(tmp_path / "f.json")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    data = json.loads((tmp_path / "f.json").read_text(encoding="utf-8"))
    assert data["constants"] == {key: value for key, value in constants().items() if key != "languages"}
    assert data["labels"] == labels_for("en")
    assert not (JS / "tests" / "constants.json").exists() and not (JS / "tests" / "labels.json").exists()


def test_constants() -> None:
    c = constants()
    assert list(c) == list(CONSTANT_KEYS)
    assert c["columns"] == 7 and c["foundation"] == 7 and c["suits"] == ["♠", "♥", "♦", "♣"]
    assert c["languages"][0] == {"code": "en", "name": "English"} and {"code": "ro", "name": "Română"} in c["languages"]
    assert c["languages"] == [{"code": lang, "name": i18n.language_name(lang)} for lang in i18n.LANGS]
    assert c["rules"] == list(RULES) and c["game_actions"] == list(GAME_ACTIONS)
    assert c["settings"] == list(SETTINGS) and c["requests"] == list(REQUEST_KINDS)


def test_state_keys_and_hidden_cards() -> None:
    game = Game.from_code(CODE)
    state = build_state(game, seq=4, game_no=2, clock={"elapsed": 0.0, "running": False}, answer="v:1")
    assert list(state) == list(STATE_KEYS)
    assert state["seq"] == 4 and state["game"] == 2 and state["answer"] == {"id": "v:1", "status": "done"}
    visible = {c for col, down in zip(game.columns, game.face_down, strict=True) for c in col[down:]}
    text = json.dumps(state, ensure_ascii=False)
    for col, down in zip(game.columns, game.face_down, strict=True):
        for card in col[:down]:
            assert f'"{card}"' not in text
    assert [col.count(None) for col in state["columns"]] == list(game.face_down)
    shown = [c for col in state["columns"] for c in col if c]
    assert shown == [str(c) for col in game.columns for c in col if c in visible]
    assert state["double_tap"]["9♦"] == 6 and state["tap"] == {} and not state["can_undo"]


def test_visible_only_snapshot_hides_exactly_the_face_down_cards() -> None:
    game = Game.from_code(CODE)
    full, seen = game.to_dict(), game.to_dict(visible_only=True)
    assert {k: v for k, v in full.items() if k != "columns"} == {k: v for k, v in seen.items() if k != "columns"}
    for col_full, col_seen in zip(full["columns"], seen["columns"], strict=True):
        for a, b in zip(col_full, col_seen, strict=True):
            assert b == (a if a["up"] else {"card": None, "up": False})
    assert sum(e["card"] is None for col in seen["columns"] for e in col) == 21


@given(st.lists(st.integers(0, 400), max_size=40))
def test_gesture_targets_are_pure_and_match_the_gestures(picks: list[int]) -> None:
    game = Game.from_code("RU1-R-AAAAABB")
    play_line(game, picks)
    before = game.to_dict()
    for card in DECK:
        tap, double = game.tap_target(card), game.double_tap_target(card)
        assert game.to_dict() == before, "a target plays nothing"
        assert tap == game.copy().tap(card)
        assert double == game.copy().double_tap(card)


# ---------------------------------------------------------------------- requests
def test_every_kind_parses() -> None:
    base = {"id": "v1:1", "seq": 3}
    assert parse_request({**base, "kind": "move", "card": "7c", "dest": 7}) == MoveRequest(
        "move", "v1:1", 3, card=DECK[3 * 13 + 6], dest=7
    )
    for kind in ("tap", "double_tap", "place"):
        assert parse_request({**base, "kind": kind, "card": "K♥"}) == CardRequest(kind, "v1:1", 3, card=DECK[25])
    assert parse_request({**base, "kind": "undo"}) == Request("undo", "v1:1", 3)
    assert parse_request({"kind": "new_game", "id": 5, "code": " RU1-C-AAAAAAA "}) == NewGameRequest(
        "new_game", 5, rule=RULES["classic"], code="RU1-C-AAAAAAA"
    )
    assert parse_request({"kind": "settings", "id": "x", "hints": True, "lang": "ro"}) == SettingsRequest(
        "settings", "x", values={"hints": True, "lang": "ro"}
    )
    assert parse_request({"kind": "clock", "id": "x"}) == ClockRequest("clock", "x")  # the clock now
    assert parse_request({"kind": "clock", "id": "x", "pause": True}) == ClockRequest("clock", "x", pause=True)
    assert parse_request({"kind": "reset_settings", "id": "x"}) == Request("reset_settings", "x")
    assert parse_request({"kind": "ping", "id": "x"}) == Request("ping", "x")


@pytest.mark.parametrize(
    ("content", "named"),
    [
        ({"kind": "fly", "id": 1}, "unknown kind"),
        ({"kind": "move", "seq": "3", "card": "7♣", "dest": 0}, "seq must be an int"),
        ({"kind": "move", "seq": 3, "card": 7, "dest": 0}, "card must be text"),
        ({"kind": "move", "seq": 3, "card": "Z♣", "dest": 0}, "Z"),
        ({"kind": "move", "seq": 3, "card": "7♣", "dest": 8}, "dest must be 0..7, not 8"),
        ({"kind": "move", "seq": 3, "card": "7♣", "dest": True}, "dest must be"),
        ({"kind": "tap", "seq": 3}, "card must be text"),
        ({"kind": "new_game", "rule": "easy"}, "rule"),
        ({"kind": "new_game", "code": 12}, "code"),
        ({"kind": "settings", "hints": "yes"}, "hints"),
        ({"kind": "clock", "pause": 1}, "pause must be true or false"),
        ({"kind": "settings", "colour": True}, "colour"),
        ({"kind": "settings", "lang": "xx"}, "xx"),
    ],
)
def test_malformed_requests_are_refused_naming_the_problem(content: dict[str, Any], named: str) -> None:
    with pytest.raises(BadRequest, match=re.escape(named)):
        parse_request(content)


def test_messages_that_are_not_requests() -> None:
    for content in (None, 3, "move", [], {"kind": "reply", "id": "v:1"}):
        assert parse_request(content) is None


def test_request_ids() -> None:
    assert request_id({"id": "v1:2"}) == "v1:2" and request_id({"id": 7}) == 7
    for bad in ({"id": True}, {"id": 1.5}, {"id": "x" * 65}, {}, "id"):
        assert request_id(bad) is None


def test_the_typed_settings_are_the_settings() -> None:
    """``SolitaireWidget(**settings)`` is typed by ``Settings``: one bool per on/off setting, and each choice
    setting (the theme among them) one of its choices (was: the theme alone, which a new choice setting
    broke though nothing was wrong; the list's order is no promise: a new field may follow the theme)."""
    import typing

    from rsol_widget._protocol import SETTINGS, THEMES, Settings
    from rsol_widget._settings import CHOICES

    hints = typing.get_type_hints(Settings)
    assert set(hints) == {*SETTINGS, *(c.name for c in CHOICES)} and {hints[name] for name in SETTINGS} == {bool}
    assert all(typing.get_args(hints[c.name]) == c.choices for c in CHOICES) and "theme" in {c.name for c in CHOICES}
    assert typing.get_args(hints["theme"]) == THEMES
    assert not Settings.__required_keys__  # every setting may be left out


def test_the_js_model_is_typed_by_every_synced_trait_but_the_settings() -> None:
    """protocol.js's ``Traits`` (the model's ``AnyModel<Traits>``) names each trait the widget syncs
    but the player's settings, which the page knows from ``constants`` (a new one needs no line there)."""
    from rsol_widget import SolitaireWidget
    from rsol_widget._settings import TABLE

    block = PROTOCOL_JS.split("@typedef {object} Traits")[1].split("*/")[0]
    named = re.findall(r"@property \{[^}]*\} (\w+)", block)
    settings = {s.name for s in TABLE}
    assert sorted(named) == sorted(set(SolitaireWidget.class_own_traits(sync=True)) - settings)
    assert "@typedef {AnyModel<Traits>} Model" in PROTOCOL_JS


def test_the_state_builders_moved_beside_the_session_are_still_found_here() -> None:
    from rsol_widget import _protocol, _state

    assert _protocol.build_state is _state.build_state and _protocol.review_view is _state.review_view
    with pytest.raises(AttributeError):
        _protocol.no_such_name  # noqa: B018
