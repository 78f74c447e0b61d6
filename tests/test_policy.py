"""The fair policy (rsol_widget.policy): one function of what the player has seen, followed by the
widget's Hint button and by the study's fair player alike."""

from __future__ import annotations

import random
import time
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rsol_widget import Game, Move, SolitaireWidget, chances
from rsol_widget._advice import Advice
from rsol_widget._hint_chain import Chain
from rsol_widget._slices import finish
from rsol_widget.codes import make_code
from rsol_widget.deals import DEAL_COUNT
from rsol_widget.fair import Estimate, MoveChance
from rsol_widget.lessons import FIRST_GAME, OPENING
from rsol_widget.moves import FOUNDATION
from rsol_widget.players import play_code
from rsol_widget.policy import DEFAULT, Policy, _prefer, advise, layout, progress, turns_a_card
from rsol_widget.rules import RULES
from tests.test_fair import played, reshuffled
from tests.widget_client import Client

slow = settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def follow_the_hint(code: str | Client, cap: int = 400) -> tuple[Game, list[str]]:
    """Play ``code`` (or go on in a widget's client) with hints on, each move the hint's, sent as
    the page sends it."""
    h = Client(SolitaireWidget(code=code, hints=True)) if isinstance(code, str) else code
    played: list[str] = []
    while not h.w.game.won and len(played) < cap:
        analysis = h.w.wait_for_analysis(300)
        assert analysis["seq"] == h.w.state["seq"] and analysis["fair"] is True
        hint = analysis["hint"]
        if hint is None:
            break
        reply = h.ask("move", card=hint["card"], dest=hint["dest"])
        assert reply is not None and reply["status"] == "done", reply  # never an illegal hint
        played.append(reply["move"])
    return h.w.game, played


def replayed(code: str, line: list[str]) -> list[Game]:
    games = [Game.from_code(code)]
    for move in line:
        nxt = games[-1].copy()
        nxt.play(move)
        games.append(nxt)
    return games


@pytest.mark.parametrize(
    "code", [make_code("relaxed", d) for d in (2, 3)] + [make_code("classic", d) for d in (14, 15)]
)
def test_following_the_hint_is_the_study_s_fair_player(code: str) -> None:
    """The Hint button, followed move after move through the page's requests: no position twice,
    no take-back undone within 4 moves, every hint legal, and the very game the study's fair
    player plays (so its published win rate is the hint-follower's)."""
    game, line = follow_the_hint(code)
    positions = replayed(code, line)
    layouts = [layout(p) for p in positions]
    assert len(set(layouts)) == len(layouts), "a position repeated"
    for i, (before, move) in enumerate(zip(positions, line, strict=False)):
        m = Move.parse(move)
        if before.location(m.card) == FOUNDATION:
            back = [Move.parse(x) for x in line[i + 1 : i + 5]]
            assert Move(m.card, FOUNDATION) not in back, f"{move} (move {i + 1}) undone within 4 moves"
    row = play_code(code, "fair")
    assert row.status == ("won" if game.won else "unwinnable")
    assert (row.line.split(",") if row.line else line if not game.won else []) == line


def test_lesson_6_s_first_game_is_won_by_following_the_hint_from_its_opening() -> None:
    """Lesson 6's guided opening is the Hint button's own first moves on its deal, and a reader who
    plays that opening (as fast as they like, through the page's requests) and then follows H wins."""
    game, line = follow_the_hint(FIRST_GAME)
    assert tuple(line[: len(OPENING)]) == OPENING, "the opening is not the hint's"
    assert game.won, f"following the hint from the deal loses {FIRST_GAME} after {len(line)} moves"
    h = Client(SolitaireWidget(code=FIRST_GAME, hints=True))
    for text in OPENING:  # played without waiting for the hint
        move = Move.parse(text)
        reply = h.ask("move", card=str(move.card), dest=move.dest)
        assert reply is not None and reply["status"] == "done", reply
    game, rest = follow_the_hint(h)
    assert game.won, f"following the hint after the opening loses {FIRST_GAME} after {len(rest)} more moves"


def test_a_relaxed_deal_the_fair_player_wins_is_won_by_following_the_hint() -> None:
    code = make_code("relaxed", 3)
    assert play_code(code, "fair").status == "won"
    game, _ = follow_the_hint(code)
    assert game.won


@slow
@given(st.sampled_from(list(RULES)), st.integers(0, DEAL_COUNT - 1), st.integers(0, 40), st.integers(0, 9))
def test_positions_that_look_the_same_get_the_same_advice(rule: str, deal: int, steps: int, seed: int) -> None:
    rng = random.Random(seed)
    game = played(rule, deal, steps, rng)
    other = reshuffled(game, rng)
    policy = Policy(samples=6)
    a, b = advise(game, policy), advise(other, policy)
    assert (a.move, a.source, a.plan, a.now) == (b.move, b.source, b.plan, b.now)


@slow
@given(st.sampled_from(list(RULES)), st.integers(0, DEAL_COUNT - 1), st.integers(0, 30), st.integers(0, 9))
def test_the_same_advice_on_a_repeated_call_whatever_the_clock_says(
    rule: str, deal: int, steps: int, seed: int
) -> None:
    """Node limits, not clocks: a clock that runs fast (a loaded machine) changes nothing."""
    game = played(rule, deal, steps, random.Random(seed))
    policy = Policy(samples=6)
    first = advise(game, policy)
    with pytest.MonkeyPatch.context() as mp:
        ticks = iter(range(10**9))
        mp.setattr("rsol_widget.fair.time.perf_counter", lambda: time.monotonic() + 0.01 * next(ticks))
        again = advise(game, policy)
    assert (again.move, again.source, again.plan, again.now) == (first.move, first.source, first.plan, first.now)


def test_a_move_back_to_a_position_reached_is_never_proposed() -> None:
    game = Game.from_code(make_code("relaxed", 2))
    seen = {layout(game)}
    for _ in range(12):
        suggestion = advise(game, Policy(samples=6), reached=seen)
        assert suggestion.move is not None
        nxt = game.copy()
        nxt.play(suggestion.move)
        assert layout(nxt) not in seen
        back = [m for m in nxt.legal_moves() if _after(nxt, m) == layout(game)]
        game = nxt
        seen.add(layout(game))
        if back:  # the move back is legal, yet never proposed
            assert advise(game, Policy(samples=6), reached=seen).move not in back


def _after(game: Game, move: Move) -> Any:
    nxt = game.copy()
    nxt.play(move)
    return layout(nxt)


def test_a_take_back_is_proposed_only_when_it_does_better_than_every_other_move() -> None:
    """The policy's ranking (chances' ``prefer``): a card taken back from its foundation loses every
    tie, even to a move with a lower interval's end or fewer winning lines, and wins only by a
    higher chance; among the others, progress goes before the winning lines."""
    game = played("relaxed", 2, 60, random.Random(2))
    take, other, to_foundation = Move.parse("A♠ c1"), Move.parse("3♠ c2"), Move.parse("2♠ f")
    assert progress(game, take) == 4 and progress(game, to_foundation) == 0 and progress(game, other) == 3
    found = chances(game, samples=1, prefer=_prefer)
    tie, lower = Estimate.of(3, 1, 0, exact=False), Estimate.of(2, 2, 0, exact=False)

    def best(*rows: tuple[Move, Estimate, int]) -> Move | None:
        moves = tuple(MoveChance(m, e, lines, _prefer(game, m)) for m, e, lines in rows)
        return replace(found, moves=moves).best

    assert best((take, tie, 9), (other, replace(tie, low=0.0), 0)) == other
    assert best((take, tie, 0), (other, lower, 9)) == take
    assert best((other, tie, 9), (to_foundation, tie, 0)) == to_foundation


@slow
@given(st.integers(0, DEAL_COUNT - 1), st.integers(0, 30), st.integers(0, 9))
def test_a_move_that_turns_nothing_up_changes_the_chance_only_by_what_it_changed(
    deal: int, steps: int, seed: int
) -> None:
    """Common random numbers: the position after a move is estimated on the same samples, so its
    chance is the chance after that move seen from before it (when every sample is decided)."""
    game = played("classic", deal, steps, random.Random(seed))
    moves = [m for m in game.legal_moves() if not turns_a_card(game, m)]
    if not moves or not sum(game.face_down):
        return
    move = random.Random(seed).choice(moves)
    before = chances(game, samples=12, node_limit=20000, time_limit=60)
    nxt = game.copy()
    nxt.play(move)
    after = chances(nxt, samples=12, node_limit=20000, time_limit=60, among=[])
    if before.after(move).undecided == 0 and after.now.undecided == 0:
        assert after.now.won == before.after(move).won


def test_the_widget_s_chance_is_carried_on_the_same_samples() -> None:
    """Along the hint's plan the chance shown is the one the same samples give (no new draw)."""
    code = make_code("relaxed", 3)
    chain = Chain(Policy(samples=8))
    game = Game.from_code(code)
    first = finish(chain.at(game))
    assert first is not None and first.suggestion.move is not None
    game.play(first.suggestion.move)
    second = finish(chain.at(game))
    assert second is not None and second.suggestion.source == "plan"
    fresh = chances(game, samples=8, node_limit=6000, time_limit=60, among=[])
    assert second.now.won == fresh.now.won and second.now.samples == fresh.now.samples


def test_the_widget_uses_the_one_policy() -> None:
    assert Advice.policy is DEFAULT and Policy() == DEFAULT


@pytest.mark.parametrize(
    "bad",
    [{"samples": 0}, {"samples": True}, {"node_limit": 0}, {"node_limit": 2.5}, {"seed": "1"}, {"time_limit": 0}],
)
def test_a_bad_policy_is_refused(bad: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match=next(iter(bad))):
        Policy(**bad)
