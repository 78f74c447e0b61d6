"""The widget's message handler under random gestures, stale and garbage messages, cell-side plays and bursts.

A hypothesis state machine plays through ``SolitaireWidget._on_custom_msg`` (the comm entry point) and checks
after every step that the front-end snapshot is the engine's, the position is sound and every request got
exactly one answer, of a documented kind. A fuzz test throws arbitrary JSON at the handler.
"""

from __future__ import annotations

import json
import logging
import threading
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from snapshots import double_tap_dest, engine_answers, visible_state
from widget_client import Client

from rsol_widget import FOUNDATION, Game, SolitaireWidget
from rsol_widget._protocol import REPLY_STATUSES
from rsol_widget.cards import DECK
from rsol_widget.codes import DEAL_COUNT, make_code
from rsol_widget.rules import RULES
from rsol_widget.widget import SETTINGS

EXAMPLES = 200
STEPS = 100
FUZZ_EXAMPLES = 2000

CARDS = [str(c) for c in DECK]
KINDS = ["move", "tap", "double_tap", "place", "undo", "new_game", "settings", "clock", "ping", "reply", "fly"]
PLAYER_SETTINGS = [name for name in SETTINGS if name != "hints"]  # the solver's thread is tested elsewhere


class ErrorLog(logging.Handler):
    """Collects ERROR records of the widget's logger: an exception inside the handler logs one."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


class WidgetMachine(RuleBasedStateMachine):
    @initialize(deal=st.integers(0, DEAL_COUNT - 1), rule=st.sampled_from(list(RULES)))
    def start(self, deal: int, rule: str) -> None:
        self.errors = ErrorLog()
        logging.getLogger("rsol_widget.widget").addHandler(self.errors)
        self.client = Client(SolitaireWidget(code=make_code(rule, deal)))
        self.w = self.client.w
        self.old_seqs: list[int] = []
        self.last_seq = self.w.state["seq"]

    def teardown(self) -> None:
        if hasattr(self, "errors"):
            logging.getLogger("rsol_widget.widget").removeHandler(self.errors)
            self.w.close()

    def remember_seq(self) -> None:
        self.old_seqs.append(self.w.state["seq"])

    def frozen(self) -> Any:
        return json.dumps([self.w.state, self.w.game.to_dict(), {n: getattr(self.w, n) for n in SETTINGS}])

    # ---------------------------------------------------------------- gestures from the front end
    @rule(card=st.sampled_from(CARDS), dest=st.integers(0, FOUNDATION))
    def drop_anywhere(self, card: str, dest: int) -> None:
        self.remember_seq()
        legal = self.w.game.check(f"{card} {'f' if dest == FOUNDATION else f'c{dest + 1}'}") is None
        moves = self.w.game.moves
        reply = self.client.ask("move", card=card, dest=dest)
        assert reply is not None
        assert (reply["status"] == "done") == legal, reply
        assert self.w.game.moves == moves + legal
        if not legal:
            assert reply["status"] == "refused" and reply["message"] and reply["rule"]

    @precondition(lambda self: bool(self.w.state["dests"]))
    @rule(data=st.data())
    def drop_legal(self, data: st.DataObject) -> None:
        self.remember_seq()
        card = data.draw(st.sampled_from(sorted(self.w.state["dests"])))
        dest = data.draw(st.sampled_from(self.w.state["dests"][card]))
        assert self.client.ask("move", card=card, dest=dest)["in_state"] is True
        assert self.w.state["last"] == f"{card} {'f' if dest == FOUNDATION else f'c{dest + 1}'}"

    @precondition(lambda self: any(self.w.game.foundations))
    @rule(data=st.data())
    def take_back(self, data: st.DataObject) -> None:
        tops = [str(pile[-1]) for pile in self.w.game.foundations if pile]
        self.remember_seq()
        self.client.ask("move", card=data.draw(st.sampled_from(tops)), dest=data.draw(st.integers(0, 6)))

    @rule(kind=st.sampled_from(["tap", "double_tap", "place"]), card=st.sampled_from(CARDS))
    def gesture(self, kind: str, card: str) -> None:
        self.remember_seq()
        reply = self.client.ask(kind, card=card)
        assert reply is not None and reply["status"] in ("done", "refused")

    @rule(times=st.integers(1, 3))
    def undo(self, times: int) -> None:  # past the limit too: refused with no_undo
        for _ in range(times):
            left = self.w.game.undo_left
            self.remember_seq()
            reply = self.client.ask("undo")
            assert reply is not None
            if left == 0 or self.w.state["won"]:
                assert reply["status"] == "refused" and reply["reason"] in ("no_undo", "game_won")

    @rule(
        rule=st.sampled_from(list(RULES)),
        code=st.one_of(
            st.builds(make_code, st.sampled_from(list(RULES)), st.integers(0, DEAL_COUNT - 1)),
            st.text(max_size=16).filter(str.strip),  # mostly refused; a blank code deals at random
        ),
    )
    def new_game(self, rule: str, code: str) -> None:  # a random deal (no code) would make hypothesis flaky
        game = self.w.game
        reply = self.client.ask("new_game", rule=rule, code=code)
        assert reply is not None
        assert (self.w.game is game) == (reply["status"] != "done")
        assert reply["status"] in ("done", "refused")

    @rule(name=st.sampled_from(PLAYER_SETTINGS), value=st.booleans(), lang=st.sampled_from([None, "en", "ro"]))
    def settings(self, name: str, value: bool, lang: str | None) -> None:
        fields: dict[str, Any] = {name: value} | ({} if lang is None else {"lang": lang})
        assert self.client.ask("settings", **fields)["status"] == "done"  # type: ignore[index]
        assert getattr(self.w, name) is value

    # ---------------------------------------------------------------- stale, garbage, cell-side plays
    @precondition(lambda self: bool(self.old_seqs))
    @rule(data=st.data(), kind=st.sampled_from(["move", "tap", "double_tap", "place", "undo"]))
    def stale_request(self, data: st.DataObject, kind: str) -> None:
        seq = data.draw(st.sampled_from(self.old_seqs))
        if seq == self.w.state["seq"]:
            return
        before = self.frozen()
        reply = self.client.ask(kind, seq=seq, card=data.draw(st.sampled_from(CARDS)), dest=0)
        assert reply is not None and reply["status"] in ("stale", "invalid") and reply["seq"] == self.w.state["seq"]
        assert self.frozen() == before

    @rule(
        content=st.recursive(
            st.none() | st.booleans() | st.integers() | st.text(max_size=8),
            lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=6), c, max_size=3),
            max_leaves=8,
        )
    )
    def garbage(self, content: Any) -> None:
        before = self.frozen()
        reply = self.client.send(content)
        assert reply is None or reply["status"] in ("invalid", "stale")
        assert self.frozen() == before

    @precondition(lambda self: bool(self.w.game.legal_moves()))
    @rule(data=st.data())
    def cell_play(self, data: st.DataObject) -> None:
        self.remember_seq()
        seq = self.w.state["seq"]
        self.w.game.play(data.draw(st.sampled_from(self.w.game.legal_moves())))
        assert self.w.state["seq"] == seq + 1 and self.w.state["answer"] is None

    @precondition(lambda self: self.w.game.undo_left > 0 and not self.w.game.won)
    @rule()
    def cell_undo(self) -> None:
        self.remember_seq()
        self.w.game.undo()

    # ---------------------------------------------------------------- after every step
    @invariant()
    def snapshot_is_the_engines(self) -> None:
        state, game = self.w.state, self.w.game
        expected = visible_state(game)
        assert {k: state[k] for k in expected} == expected
        moves = {(str(m.card), m.dest) for m in game.legal_moves()}
        assert {(c, d) for c, ds in state["dests"].items() for d in ds} == moves
        assert {k: state[k] for k in ("movable", "tap", "can_undo")} == engine_answers(game, double_taps=False)
        for col in state["columns"][:: 3 if len(moves) % 2 else 2]:  # a double tap on copies: a few cards a step
            for card in {c for c in col[-2:] if c is not None}:
                assert state["double_tap"].get(card) == double_tap_dest(game, card), card

    @invariant()
    def position_is_sound(self) -> None:
        state, game = self.w.state, self.w.game
        named = [c for col in state["columns"] for c in col if c is not None]
        named += [c for pile in state["foundations"] for c in pile]
        hidden = sum(c is None for col in state["columns"] for c in col)
        assert len(set(named)) == len(named) and len(named) + hidden == 52
        for col in state["columns"]:
            ups = [c is not None for c in col]
            assert ups == sorted(ups), "no face-down card above a face-up one"
        assert [col.count(None) for col in state["columns"]] == list(game.face_down), "no hidden identity in the state"
        if game.code is not None:  # every new game here is dealt: 21 face-down cards at the start
            arrivals = sum(m.dest == FOUNDATION for m in game.move_stack)
            assert state["score"] == 10 * arrivals + 5 * (21 - hidden)

    @invariant()
    def seq_only_grows_and_nothing_failed(self) -> None:
        assert self.w.state["seq"] >= self.last_seq
        self.last_seq = self.w.state["seq"]
        assert not self.errors.records, [r.getMessage() for r in self.errors.records]


WidgetMachine.TestCase.settings = settings(
    max_examples=EXAMPLES,
    stateful_step_count=STEPS,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestWidgetMachine = WidgetMachine.TestCase


# ---------------------------------------------------------------------- fuzzing the message parser
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=12),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=20,
)
REQUEST_LIKE = st.fixed_dictionaries(
    {"kind": st.sampled_from(KINDS)},
    optional={
        "id": JSON,
        "seq": st.one_of(st.integers(-2, 5), JSON),
        "card": st.one_of(st.sampled_from(CARDS), JSON),
        "dest": st.one_of(st.integers(-1, 9), JSON),
        "code": JSON,
        "rule": st.one_of(st.sampled_from(list(RULES)), JSON),
        "lang": JSON,
        "double_click": JSON,
        "hints": JSON,
        "__proto__": JSON,
    },
)


FUZZED = Client(SolitaireWidget(code="RU1-C-AAAAAAA"))  # one widget takes every fuzzed message


@settings(max_examples=FUZZ_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(content=st.one_of(JSON, REQUEST_LIKE))
def test_any_message_gets_an_answer_or_is_ignored_never_an_exception(content: Any) -> None:
    w = FUZZED.w
    errors = ErrorLog()
    logging.getLogger("rsol_widget.widget").addHandler(errors)
    try:
        before = json.dumps([w.state, w.game.to_dict()]), {n: getattr(w, n) for n in SETTINGS}, w.lang
        reply = FUZZED.send(content)
        after = json.dumps([w.state, w.game.to_dict()]), {n: getattr(w, n) for n in SETTINGS}, w.lang
        if reply is None or reply["status"] != "done":
            assert after == before  # a refusal, a stale or invalid request, an ignored message: no change
        assert not errors.records
        expected = visible_state(w.game)
        assert {k: w.state[k] for k in expected} == expected
    finally:
        logging.getLogger("rsol_widget.widget").removeHandler(errors)
        w.hints = False  # a fuzzed settings message may turn hints on: keep the solver's thread out of this test


# ---------------------------------------------------------------------- concurrency
def test_two_views_conflicting_moves_on_the_same_seq() -> None:
    client = Client(SolitaireWidget(code="RU1-C-AAAAAAA"))
    w = client.w
    seq = w.state["seq"]
    first = client.send({"kind": "move", "id": "viewA:1", "seq": seq, "card": "7♣", "dest": 0})
    second = client.send({"kind": "move", "id": "viewB:1", "seq": seq, "card": "J♠", "dest": 4})
    assert first["in_state"] is True
    assert second is not None and second["status"] == "stale" and second["id"] == "viewB:1"
    assert second["seq"] == w.state["seq"]  # the stale view is told, and the state trait shows it the truth
    assert w.game.move_stack == [w.game.move_stack[0]] and str(w.game.move_stack[0]) == "7♣ c1"
    assert w.state["answer"] == {"id": "viewA:1", "status": "done"}


def test_a_burst_of_100_messages() -> None:
    """100 requests sent without waiting (each view queues game actions, but a burst may still arrive)."""
    client = Client(SolitaireWidget(code="RU1-R-AAAAABB"))
    w = client.w
    seq = w.state["seq"]
    game = w.game
    answers = []
    for i in range(100):
        card = CARDS[(i * 7) % 52]
        kind = ["move", "tap", "double_tap", "undo", "ping"][i % 5]
        answers.append(client.send({"kind": kind, "id": f"v:{i}", "seq": seq, "card": card, "dest": i % 8}))
    assert all(a is not None for a in answers)
    changed = [a for a in answers if a["status"] == "done" and a.get("in_state")]
    assert len(changed) <= 1  # only the first request that changed the game was on the current seq
    assert all(a["status"] in ("done", "refused", "stale") for a in answers)
    assert w.state == {**w.snapshot(), "time": w.state["time"], "answer": w.state["answer"]}
    assert game.moves == len(changed)


def test_a_cell_plays_while_the_player_drags() -> None:
    client = Client(SolitaireWidget(code="RU1-C-AAAAAAA"))
    w = client.w
    drag_started_on = w.state["seq"]
    w.game.play("7♣ c1")  # a cell runs while the card is in the air
    reply = client.send({"kind": "move", "id": "v:1", "seq": drag_started_on, "card": "J♠", "dest": 4})
    assert reply is not None and reply["status"] == "stale" and reply["seq"] == w.state["seq"]
    assert [str(m) for m in w.game.move_stack] == ["7♣ c1"] and w.state["last"] == "7♣ c1"
    assert (
        client.send({"kind": "move", "id": "v:2", "seq": w.state["seq"], "card": "J♠", "dest": 4})["status"] == "done"
    )  # type: ignore[index]


def test_requests_from_many_threads_are_serialised() -> None:
    """The handler holds the widget's lock: requests from 4 threads (and a cell thread) leave a sound game."""
    client = Client(SolitaireWidget(code="RU1-R-AAAAABB"))
    w = client.w

    def player(k: int) -> None:
        for i in range(100):
            state = w.state
            dests = state["dests"]
            if dests and i % 3:
                card = sorted(dests)[(i + k) % len(dests)]
                content = {"kind": "move", "id": f"t{k}:{i}", "seq": state["seq"], "card": card, "dest": dests[card][0]}
            else:
                content = {"kind": "undo", "id": f"t{k}:{i}", "seq": state["seq"]}
            w._on_custom_msg(w, content, [])

    threads = [threading.Thread(target=player, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert all(r["status"] in REPLY_STATUSES for r in client.replies)
    expected = visible_state(w.game)
    assert {k: w.state[k] for k in expected} == expected
    replay = Game.from_code(w.game.code)
    for move in w.game.move_stack:
        replay.play(move)
    assert replay.to_dict()["columns"] == w.game.to_dict()["columns"]
