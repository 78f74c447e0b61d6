"""SolitaireWidget without a browser: requests in, state and replies out."""

from __future__ import annotations

import json
import logging
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from snapshots import engine_answers, visible_state
from widget_client import Client

from rsol_widget import Game, SolitaireWidget, widget
from rsol_widget._protocol import THEMES
from rsol_widget.i18n import LANGS
from rsol_widget.messages import LABELS
from rsol_widget.rules import RULES
from rsol_widget.widget import SETTINGS, labels_for

CODE = "RU1-C-AAAAAAA"  # legal at the start: 7♣ c1, 5♣ c2, J♠ c5, 8♣ c6, 9♦ c7


@pytest.fixture
def h() -> Client:
    return Client(SolitaireWidget(code=CODE))


def assert_matches_game(w: SolitaireWidget) -> None:
    expected = visible_state(w.game)
    assert {k: w.state[k] for k in expected} == expected


# ---------------------------------------------------------------------- construction and snapshot
def test_constructors_and_defaults() -> None:
    w = SolitaireWidget(code=CODE)
    assert w.game.code == CODE and w.lang == "en"
    defaults = {
        "double_click": True,
        "placement_help": True,
        "interactive_rules": True,
        "auto_place": False,
        "hints": False,
        "hints_peek": False,
    }  # these settings' defaults (a new setting's is checked against its row in tests/test_mirrors.py)
    assert {name: getattr(w, name) for name in defaults} == defaults and set(defaults) <= set(SETTINGS)
    g = Game.from_code("RU1-R-AAAAAAB")
    assert SolitaireWidget(g).game is g
    assert SolitaireWidget().game.rule == "classic"
    assert SolitaireWidget(rule="relaxed").game.rule == "relaxed"
    with pytest.raises(ValueError):
        SolitaireWidget(g, code=CODE)


def test_snapshot_is_game_dict_without_hidden_identities(h: Client) -> None:
    w = h.w
    assert_matches_game(w)
    assert sum(card is None for col in w.state["columns"] for card in col) == 21
    assert [col.count(None) for col in w.state["columns"]] == list(w.game.face_down)
    text = json.dumps(w.state, ensure_ascii=False)
    for col, down in zip(w.game.columns, w.game.face_down, strict=True):
        for card in col[:down]:
            assert f'"{card}"' not in text  # no face-down identity anywhere in the state
    assert w.state["dests"] == {"7♣": [0], "5♣": [1], "J♠": [4], "8♣": [5], "9♦": [6]}
    assert w.state["double_tap"]["7♣"] == 0 and w.state["last"] is None
    assert w.state["tap"] == {} and w.state["can_undo"] is False and len(w.state["movable"]) == 31
    assert w.state["time"] == {"elapsed": 0.0, "running": False}


def test_dests_cover_every_legal_move(h: Client) -> None:
    game = h.w.game
    for move in ["7♣ c1", "J♠ c5"]:
        game.play(move)
    moves = {(str(m.card), m.dest) for m in game.legal_moves()}
    assert {(card, d) for card, ds in h.w.state["dests"].items() for d in ds} == moves


def test_the_state_carries_the_engines_answers(h: Client) -> None:
    """Movable cards, tap and double-tap targets and undo come from the engine, whatever the position."""
    game = h.w.game
    for move in ["7♣ c1", "J♠ c5", "A♠ f", "8♠ c4"]:
        if game.is_legal(move):
            game.play(move)
        assert {k: h.w.state[k] for k in ("movable", "tap", "double_tap", "can_undo")} == engine_answers(game)
    h.w.game = Game.from_position(["K♣", "", "", "", "", "", ""], "K♠ K♥ K♦ Q♣")
    assert h.w.state["tap"] == {"K♣": 7} and h.w.state["movable"] == ["K♣", "K♠", "K♥", "K♦", "Q♣"]
    game = h.w.game
    game.tap("K♣")
    assert h.w.state["movable"] == [] and h.w.state["can_undo"] is False and h.w.state["tap"] == {}


def test_repr_is_deterministic(h: Client) -> None:
    assert repr(h.w) == "SolitaireWidget(RU1-C-AAAAAAA, Classic, score=0, moves=0)"
    assert repr(SolitaireWidget(code=CODE)) == repr(h.w)
    h.w.game.play("7♣ c1")
    assert repr(h.w) == "SolitaireWidget(RU1-C-AAAAAAA, Classic, score=0, moves=1)"
    h.w.lang = "ro"
    assert repr(h.w) == "SolitaireWidget(RU1-C-AAAAAAA, Clasică, scor 0, mutări 1)"  # the text form speaks too
    assert "0x" not in h.w._repr_mimebundle_()[0]["text/plain"]


# ---------------------------------------------------------------------- requests
def test_legal_move_is_played(h: Client) -> None:
    seq = h.w.state["seq"]
    reply = h.ask("move", card="7♣", dest=0)
    assert reply == {"kind": "reply", "id": "t:0", "status": "done", "move": "7♣ c1", "seq": seq + 1, "in_state": True}
    assert h.replies == [] and h.w.state["answer"] == {"id": "t:0", "status": "done"}  # no second message
    h.w.game.play("J♠ c5")
    assert h.w.state["answer"] is None  # a cell's move answers no request
    assert h.w.state["seq"] == seq + 2 and h.w.game.moves == 2 and h.w.state["last"] == "J♠ c5"
    assert h.w.state["time"]["running"] is True
    assert_matches_game(h.w)


def test_illegal_move_is_refused_with_the_rule(h: Client) -> None:
    before = h.w.state
    reply = h.ask("move", card="9♠", dest=6)
    assert reply["status"] == "refused" and reply["reason"] == "same_suit"
    assert reply["message"] == "Same suit: 9♠ goes only on a card of the same suit one rank higher, not on 10♦."
    assert reply["rule"] == "Same suit"
    assert h.w.state == before and h.w.game.moves == 0


def test_refusal_speaks_romanian(h: Client) -> None:
    h.w.lang = "ro"
    reply = h.ask("move", card="9♠", dest=6)
    assert reply["rule"] == "Aceeași culoare" and "aceeași familie" in reply["message"]
    assert h.w.labels["new_game"] == "Partidă nouă" and h.w.labels["cards"]["7♥"] == "7 de cupă"
    assert h.w.labels["settings"] == "Setări" and h.w.constants["settings"] == list(SETTINGS)
    assert all(isinstance(h.w.labels[name], str) for name in SETTINGS)  # every setting has a label


def test_stale_request_changes_nothing(h: Client, caplog: pytest.LogCaptureFixture) -> None:
    old = h.w.state["seq"]
    h.ask("move", card="7♣", dest=0)
    state = h.w.state
    with caplog.at_level(logging.WARNING, "rsol_widget.widget"):
        reply = h.ask("move", seq=old, card="J♠", dest=4)
    assert reply["status"] == "stale" and h.w.state == state and h.w.game.moves == 1
    assert "stale" in caplog.text


def test_tap_sends_the_last_card_to_its_foundation() -> None:
    hearts = " ".join(f"{r}♥" for r in [*range(3, 11), "J", "Q", "K"])
    spades = " ".join(f"{r}♠" for r in [*range(3, 11), "J"])
    game = Game.from_position(["A♠ 2♥", "K♠ Q♠", "2♠", "A♥", hearts, spades, ""], "K♦ K♣")
    assert len(game.columns[0]) == 2
    h = Client(SolitaireWidget(game))
    why = h.ask("tap", card="A♠")  # not the last card: nothing moves, and the engine says why
    assert why["status"] == "refused" and why["reason"] == "not_last_card" and "A♠" in why["message"]
    assert h.ask("tap", card="A♥")["move"] == "A♥ f"
    assert h.ask("tap", card="2♥")["move"] == "2♥ f"
    assert h.ask("tap", card="A♠")["move"] == "A♠ f"
    assert h.ask("double_tap", card="2♠")["move"] == "2♠ f"
    why = h.ask("double_tap", card="K♠")  # a king at the bottom stays: refused with the column it tried first
    assert why["status"] == "refused" and why["reason"] == "king", why  # a king goes on no card, and is told so
    assert h.w.state["foundations"][0] == ["A♠", "2♠"] and h.w.state["score"] == 40


def test_a_gesture_that_moves_nothing_is_refused_with_the_engines_reason_in_the_players_language() -> None:
    w = SolitaireWidget(code=CODE, lang="ro")
    h = Client(w)
    twin = Game.from_code(CODE, lang="ro")
    for kind, card in [("tap", "8♣"), ("tap", "9♦"), ("double_tap", "8♠"), ("double_tap", "K♠")]:
        reply = h.ask(kind, card=card)
        expected = twin.tap_refusal(card, double=kind == "double_tap")
        assert expected is not None and reply["status"] == "refused", (kind, card, reply)
        assert reply["reason"] == expected.reason and reply["message"] == str(expected)
    assert w.game.moves == 0
    assert h.ask("place", card="8♣")["status"] == "done"  # a release with automatic placement only goes back


def test_double_tap_and_undo_follow_the_engine() -> None:
    w = SolitaireWidget(code=CODE)
    h = Client(w)
    twin = Game.from_code(CODE)
    assert h.ask("double_tap", card="9♦")["move"] == str(twin.double_tap("9♦"))
    assert h.ask("place", card="7♣")["move"] == str(twin.double_tap("7♣"))
    assert w.game.to_dict() == twin.to_dict()
    assert h.ask("undo")["status"] == "done"
    twin.undo()
    assert w.game.to_dict() == twin.to_dict()
    h.ask("undo")
    reply = h.ask("undo")
    assert reply["status"] == "refused" and reply["reason"] == "no_undo"


@pytest.mark.setting("double_click")
def test_double_click_off_makes_a_double_tap_a_tap(h: Client) -> None:
    h.ask("settings", double_click=False)
    assert h.w.double_click is False
    why = h.ask("double_tap", card="9♦")
    assert why["status"] == "refused" and why["reason"] == "not_last_card" and h.w.game.moves == 0


def test_settings_and_language(h: Client) -> None:
    reply = h.ask("settings", auto_place=True, placement_help=False, lang="ro")
    assert reply["status"] == "done"
    assert h.w.auto_place is True and h.w.placement_help is False and h.w.lang == "ro"
    assert h.w.game.lang == "ro" and h.w.labels == labels_for("ro")
    assert h.ask("settings", auto_place="yes")["status"] == "invalid" and h.w.auto_place is True
    assert h.ask("settings", hack=True)["status"] == "invalid"


def test_the_table_theme_is_a_setting_the_page_offers(h: Client) -> None:
    assert h.w.theme == THEMES[0] == "classic" and h.w.constants["themes"] == list(THEMES)
    assert h.ask("settings", theme="walnut")["status"] == "done" and h.w.theme == "walnut"
    for bad in ("plaid", True, None):
        assert h.ask("settings", theme=bad)["status"] == "invalid" and h.w.theme == "walnut"
    for lang in LANGS:
        assert all(labels_for(lang)[f"theme_{name}"] for name in THEMES)


def test_new_game_requests(h: Client) -> None:
    first = h.w.state["game"]
    reply = h.ask("new_game", rule="relaxed")
    assert reply["status"] == "done" and h.w.game.rule == "relaxed" and h.w.state["game"] == first + 1
    reply = h.ask("new_game", rule="classic", code="RU1-R-AAAAABB")
    assert reply["status"] == "done" and h.w.game.code == "RU1-R-AAAAABB"
    game = h.w.game
    reply = h.ask("new_game", rule="classic", code="RU1-X-????")
    assert reply["status"] == "refused" and reply["reason"] == "bad_code"
    assert reply["message"].startswith(LABELS["en"]["bad_code"].removesuffix("{error}"))
    letters = ", ".join(rule.letter for rule in RULES.values())  # C, R, and any rule registered since
    assert f"the rule letter is one of {letters}, not 'X'" in reply["message"]
    assert h.w.game is game


def test_ping_bumps_the_pong_trait(h: Client) -> None:
    assert h.ask("ping")["pong"] == 1 and h.w.pong == 1


@pytest.mark.parametrize(
    "content",
    [
        None,
        "garbage",
        [1, 2],
        {},
        {"kind": 3},
        {"kind": "fly"},
        {"kind": "move", "card": "7♣", "dest": 0},  # no seq
        {"kind": "move", "seq": "1", "card": "7♣", "dest": 0},
        {"kind": "move", "seq": 1, "card": 7, "dest": 0},
        {"kind": "move", "seq": 1, "card": "Z♣", "dest": 0},
        {"kind": "move", "seq": 1, "card": "7♣" * 40, "dest": 0},
        {"kind": "move", "seq": 1, "card": "7♣", "dest": 9},
        {"kind": "move", "seq": 1, "card": "7♣", "dest": True},
        {"kind": "move", "seq": 1, "card": "7♣", "dest": "c1"},
        {"kind": "tap", "seq": 1},
        {"kind": "new_game", "rule": "hard"},
        {"kind": "new_game", "rule": "classic", "code": 12},
        {"kind": "settings", "double_click": 1},
        {"kind": "reply", "status": "done"},
        {"kind": "move", "seq": 1, "id": {"x": 1}, "card": "7♣", "dest": 0.5},
    ],
)
def test_malformed_messages_never_raise_nor_change_the_game(content: Any, caplog: pytest.LogCaptureFixture) -> None:
    w = SolitaireWidget(code=CODE)
    h = Client(w)
    before = (w.state, w.game.to_dict(), {n: getattr(w, n) for n in SETTINGS})
    with caplog.at_level(logging.WARNING, "rsol_widget.widget"):
        w._on_custom_msg(w, content, [])
    assert (w.state, w.game.to_dict(), {n: getattr(w, n) for n in SETTINGS}) == before
    assert caplog.records, "a warning is logged"
    for reply in h.replies:
        assert reply["status"] == "invalid" and reply["kind"] == "reply"


def test_a_failing_handler_is_logged_not_raised(h: Client, caplog: pytest.LogCaptureFixture) -> None:
    def boom(*_: Any) -> None:
        raise RuntimeError("boom")

    h.w.answer = boom  # type: ignore[method-assign]
    with caplog.at_level(logging.ERROR, "rsol_widget.widget"):
        h.w._on_custom_msg(h.w, {"kind": "ping", "id": 1}, [])
    assert h.replies[-1]["status"] == "invalid" and "boom" in caplog.text


# ---------------------------------------------------------------------- driving from cells
def test_cell_moves_update_the_trait_at_once(h: Client) -> None:
    w = h.w
    seq = w.state["seq"]
    w.game.play("7♣ c1")
    assert w.state["seq"] == seq + 1 and w.state["moves"] == 1
    assert_matches_game(w)
    w.game.undo()
    assert w.state["seq"] == seq + 2 and w.state["undo_left"] == 0
    assert_matches_game(w)
    w.game.double_tap("9♦")
    assert_matches_game(w)


def test_new_game_and_game_assignment_rewire_the_listener(h: Client) -> None:
    w = h.w
    old = w.game
    w.new_game(code="RU1-R-AAAAAAB")
    assert w.game.code == "RU1-R-AAAAAAB" and w.state["code"] == "RU1-R-AAAAAAB"
    seq = w.state["seq"]
    old.play("7♣ c1")  # the old game no longer drives the view
    assert w.state["seq"] == seq and w._session._game_changed not in old.listeners
    other = Game.from_code(CODE)
    w.game = other
    other.play("7♣ c1")
    assert w.state["moves"] == 1 and w.state["code"] == CODE
    with pytest.raises(TypeError):
        w.game = "RU1-C-AAAAAAA"  # type: ignore[assignment]


def test_close_stops_following_the_game(h: Client) -> None:
    game = h.w.game
    h.w.close()
    assert h.w._session._game_changed not in game.listeners
    game.play("7♣ c1")  # the game plays on without its closed widget


def test_two_views_see_the_same_state(h: Client) -> None:
    """Every view draws the one ``state`` trait; what the kernel would send to any view is the same."""
    w = h.w
    h.ask("move", card="7♣", dest=0)
    w.game.play("J♠ c5")
    sent = w.get_state()
    assert sent["state"] == w.state
    untimed = [{k: v for k, v in state.items() if k != "time"} for state in (sent["state"], w.snapshot())]
    assert json.loads(json.dumps(untimed[0])) == untimed[1]


def test_win_stops_the_clock() -> None:
    columns = ["K♠", "K♥", "K♦", "K♣", "", "", ""]
    tops = "Q♠ Q♥ Q♦ Q♣"
    w = SolitaireWidget(Game.from_position(columns, tops))
    h = Client(w)
    for card in ["K♠", "K♥", "K♦"]:
        assert h.ask("tap", card=card)["move"] == f"{card} f"
    assert w.state["time"]["running"] is True
    h.ask("tap", card="K♣")
    assert w.state["won"] is True and w.state["time"]["running"] is False
    assert w.state["dests"] == {} and h.ask("undo")["reason"] == "game_won"


def test_engine_import_does_not_need_anywidget() -> None:
    code = "import sys, rsol_widget; rsol_widget.Game.new(); print('anywidget' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_the_wheel_ships_the_front_end() -> None:
    """pyproject maps js/ into rsol_widget/static/, where the installed widget reads it."""
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    root = Path(__file__).resolve().parents[1]
    mapping = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["hatch"]["build"]["targets"]["wheel"][
        "force-include"
    ]
    assert mapping == {"js/widget.js": "rsol_widget/static/widget.js", "js/widget.css": "rsol_widget/static/widget.css"}
    assert all((root / src).is_file() for src in mapping)
    assert (widget.FRONT_END / "widget.js").is_file() and (widget.FRONT_END / "widget.css").is_file()
    shipped = (widget.FRONT_END / "widget.js").read_text(encoding="utf-8")  # the esbuild bundle of js/src/
    assert re.search(r"var (\w+) = \{ render \};\nexport \{\n  \1 as default\n\};\n$", shipped), shipped[-200:]
    assert not re.search(r"^\s*(import|require)\b", shipped, re.M), "anywidget loads it from a Blob URL: no imports"


def test_a_refusal_note_stacks_above_every_notice_of_the_feedback_line() -> None:
    """Issue 35: a notice (the two-boards notice, a message) never covers a refusal note: the note's layer
    is above the feedback line's, and below the dialogs' backdrop (a dialog still covers both)."""
    import re

    css = (Path(__file__).resolve().parent.parent / "js" / "widget.css").read_text(encoding="utf-8")

    def layer(selector: str) -> int:
        found = re.search(re.escape(selector) + r" \{[^}]*?z-index: (\d+)", css)
        assert found, f"{selector} has no z-index"
        return int(found.group(1))

    assert layer(".rsol-feedback") < layer(".rsol-note") < layer(".rsol-backdrop")
