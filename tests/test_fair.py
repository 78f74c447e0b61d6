"""Fair play: the seen cards the engine remembers, and chances() that reasons only on them."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rsol_widget import Game, analyse, chances, solve
from rsol_widget._fair_analysis import fair_slices
from rsol_widget._slices import finish
from rsol_widget.analysis import FairAnalysis
from rsol_widget.deals import DEAL_COUNT
from rsol_widget.fair import Estimate, view_key
from rsol_widget.rules import RULES

slow = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def played(rule: str, deal: int, steps: int, rng: random.Random) -> Game:
    """A game of ``deal`` after ``steps`` random actions: legal moves, with an undo now and then."""
    game = Game.new(rule, deal=deal)
    for _ in range(steps):
        legal = game.legal_moves()
        if game.undo_left and (not legal or rng.random() < 0.2):
            game.undo()
        elif legal:
            game.play(rng.choice(legal))
    return game


def reshuffled(game: Game, rng: random.Random) -> Game:
    """A game that looks the same to the player (same visible cards, same seen cards where they
    lie face down) with the unseen face-down cards in other places."""
    known = set(game.known_face_down())
    places = [(k, i) for k, n in enumerate(game.face_down) for i in range(n) if game.columns[k][i] not in known]
    unseen = [game.columns[k][i] for k, i in places]
    rng.shuffle(unseen)
    cols = [list(c) for c in game.columns]
    for (k, i), card in zip(places, unseen, strict=True):
        cols[k][i] = card
    other = Game(cols, game.face_down, game.foundation_heights, rule=game.variant)
    other._seen = set(game.seen)  # the same history of seen cards (none of the reshuffled ones)
    return other


def test_a_card_turned_up_then_hidden_by_an_undo_is_known_where_it_lies():
    game = Game.from_code("RU1-C-AAAAAAA")
    assert game.known_face_down() == {}
    hidden = sum(game.face_down)

    def turns_a_card(move):
        k = game.location(move.card)
        return k < 7 and game.face_down[k] > 0 and game.columns[k].index(move.card) == game.face_down[k]

    flip = next(m for m in game.legal_moves() if turns_a_card(m))
    src = game.location(flip.card)
    under = game.columns[src][game.face_down[src] - 1]
    game.play(flip)
    assert under in game.seen and game.is_face_up(under)
    game.undo()
    assert not game.is_face_up(under)
    assert game.known_face_down() == {under: (src, game.face_down[src] - 1)}
    assert game.copy().known_face_down() == game.known_face_down()
    assert chances(game, samples=4, time_limit=1).unseen == hidden - 1
    assert "[" + str(under) + "]" in view_key(game)


@slow
@given(st.sampled_from(list(RULES)), st.integers(0, DEAL_COUNT - 1), st.integers(0, 60), st.integers(0, 9))
def test_positions_that_look_the_same_get_the_same_chances(rule, deal, steps, seed):
    rng = random.Random(seed)
    game = played(rule, deal, steps, rng)
    other = reshuffled(game, rng)
    assert view_key(other) == view_key(game)
    a = chances(game, samples=4, time_limit=60, node_limit=6000, seed=seed)
    b = chances(other, samples=4, time_limit=60, node_limit=6000, seed=seed)
    assert (a.now, a.moves, a.unseen) == (b.now, b.moves, b.unseen)


def test_the_seed_changes_the_samples_and_none_is_zero():
    game = Game.from_code("RU1-C-AAAAAAO")
    assert chances(game, samples=8, seed=None).now == chances(game, samples=8, seed=0).now
    draws = {chances(game, samples=24, seed=s).now.won for s in range(4)}
    assert len(draws) > 1, "four seeds, the same placements every time"


@pytest.mark.parametrize("code", ["RU1-C-AAAAAAO", "RU1-R-AAAAAAO", "RU1-C-AAAAAAB"])
def test_with_nothing_face_down_the_chance_is_the_verdict(code):
    game = Game.from_code(code)
    line = solve(game, time_limit=10).moves
    for move in line:  # a winnable deal: play its line until no card lies face down
        if not sum(game.face_down):
            break
        game.play(move)
    if sum(game.face_down):  # a lost deal: lay all the cards face up as they lie
        game = Game([list(c) for c in game.columns], [0] * 7, game.foundation_heights, rule=game.variant)
    verdict = solve(game, time_limit=10).status
    c = chances(game, samples=30, time_limit=10)
    assert c.unseen == 0 and c.now.exact and c.now.samples == 1
    assert c.now.share == {"won": 1.0, "unwinnable": 0.0}[verdict]
    assert c.now.low == c.now.high == c.now.share


def test_every_unseen_placement_is_solved_when_they_are_fewer_than_the_samples():
    game = Game.from_code("RU1-C-AAAAAAO")  # Classic deal 14: winnable
    for move in solve(game, time_limit=10).moves:
        game.play(move)
        if 1 < sum(game.face_down) <= 3:
            break
    c = chances(game, samples=10)
    assert c.now.exact and c.now.samples == math.factorial(c.unseen) > 1
    assert c.now.share == 1.0 and c.now.low == c.now.high == 1.0  # every placement of a won deal's


@given(st.integers(0, 200), st.integers(0, 200), st.integers(0, 200), st.booleans())
def test_intervals_contain_the_estimate(won, lost, undecided, exact):
    e = Estimate.of(won, lost, undecided, exact=exact)
    assert 0.0 <= e.low <= e.high <= 1.0
    if e.share is not None:
        assert e.low <= e.share <= e.high
    assert e.samples == won + lost + undecided


def test_undecided_samples_are_counted_apart_never_guessed():
    game = Game.from_code("RU1-R-AAAAAAO")
    calls = iter(range(10**6))
    c = chances(game, samples=12, time_limit=5, cancel=lambda: next(calls) > 4)
    assert c.now.undecided > 0
    assert c.now.won + c.now.lost + c.now.undecided == 12
    assert c.now.high >= (c.now.won + c.now.undecided) / 12 >= c.now.low
    for m in c.moves:
        assert m.chance.won <= c.now.won  # a sample won after a move is won now
    stopped = chances(game, samples=5, cancel=lambda: True)
    assert stopped.now.undecided == 5 and stopped.now.share is None and str(stopped.now) == "?"


def test_a_spent_budget_leaves_the_rest_undecided():
    game = Game.from_code("RU1-R-AAAAAAO")
    c = chances(game, samples=6, budget=0)
    assert c.now.undecided == 6 and c.solves == 0 and all(m.chance.undecided == 6 for m in c.moves)
    many = chances(game, samples=2_000, budget=0)  # every sample drawn, none solved: the budget bounds the solving
    assert many.solves == 0 and many.now.undecided == many.now.samples == 2_000
    assert all(m.chance.undecided == 2_000 for m in many.moves)
    with pytest.raises(ValueError, match="budget"):
        chances(game, budget=-1)


def test_bad_arguments_are_refused():
    game = Game.from_code("RU1-C-AAAAAAA")
    for bad in (0, -1, 2.5, True):
        with pytest.raises(ValueError, match="samples"):
            chances(game, samples=bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="time_limit"):
        chances(game, time_limit=0)
    for bad in (0, 2.5, True):
        with pytest.raises(ValueError, match="node_limit"):
            chances(game, node_limit=bad)  # type: ignore[arg-type]


LINE_14 = "6♣ c4, 2♠ c4, 7♠ c3, 7♣ c1, 3♣ c7, 4♠ c2, 2♣ c7, 10♦ c4, 6♥ c3, 3♥ c7, 3♠ c7"


def test_the_fair_analysis_names_the_costly_move_against_the_best_visible_one():
    game = Game.from_code("RU1-C-AAAAAAO")  # Classic deal 14: the peeking analysis says move 11 lost it
    for move in LINE_14.split(", "):
        game.play(move)
    report = analyse(game, fair=True, samples=16, time_limit=5)
    assert isinstance(report, FairAnalysis) and len(report.steps) == 11
    assert report.kind == "mistake" and report.mistake == 11
    step = report.steps[10]
    assert step.cost == max(s.cost for s in report.steps) > 0
    assert step.best != step.move and step.best_after.won > step.after.won
    assert "3♠ c7" in report.summary("en") and "cost the most" in report.summary("en")
    assert "3♠ c7" in report.summary("ro") and "a costat cel mai mult" in report.summary("ro")
    assert "cards you had seen" in report.note("en") and "văzuserăți" in report.note("ro")
    for s in report.steps:  # each move's chance on the same samples as the position's
        assert s.after.samples == s.before.samples and s.after.won <= s.before.won


def test_the_peeking_analysis_stays_and_says_so():
    game = Game.from_code("RU1-C-AAAAAAO")
    for move in LINE_14.split(", "):
        game.play(move)
    report = analyse(game, time_limit=5)
    assert report.first_losing == 11 and "face-down cards are known" in report.note["en"]


@slow
@given(st.sampled_from(list(RULES)), st.integers(0, DEAL_COUNT - 1), st.integers(1, 8), st.integers(0, 9))
def test_the_fair_analysis_is_the_same_whatever_lies_face_down(rule, deal, steps, seed):
    rng = random.Random(seed)
    start = Game.new(rule, deal=deal)
    end = start.copy()
    for _ in range(steps):
        legal = end.legal_moves()
        if not legal:
            break
        end.play(rng.choice(legal))
    line = list(end.move_stack)
    unseen = [c for col in end.columns for c in col if c not in end.seen]  # face down all along: never moved
    places = [(start.location(c), start.columns[start.location(c)].index(c)) for c in unseen]
    rng.shuffle(unseen)
    cols = [list(c) for c in start.columns]
    for (k, i), card in zip(places, unseen, strict=True):
        cols[k][i] = card
    other = Game(cols, start.face_down, rule=start.variant)
    limits = {"time_limit": 60, "node_limit": 6000}  # node limits: the same answers at any load
    a = finish(fair_slices("x", start, line, samples=3, seed=seed, cancel=None, **limits))
    b = finish(fair_slices("x", other, line, samples=3, seed=seed, cancel=None, **limits))
    assert (a.steps, a.mistake, a.unluckiest) == (b.steps, b.mistake, b.unluckiest)
    if a.kind == "luck":  # bad luck: no visible choice was worse than the best one
        assert all(s.cost == 0 for s in a.steps)
    if a.mistake:
        assert a.steps[a.mistake - 1].cost == max(s.cost for s in a.steps) > 0


@slow
@given(st.sampled_from(list(RULES)), st.integers(0, DEAL_COUNT - 1), st.integers(0, 60), st.integers(0, 9))
def test_best_only_finds_the_same_best_move_and_chance_now_with_fewer_solves(rule, deal, steps, seed):
    game = played(rule, deal, steps, random.Random(seed))
    limits = {"time_limit": 60, "node_limit": 6000}  # node limits: the same answers at any load
    full = chances(game, samples=8, seed=seed, **limits)
    quick = chances(game, samples=8, seed=seed, best_only=True, **limits)
    assert full.complete and quick.best == full.best
    # the chance now: the same, but for a sample whose own search was undecided and that only a
    # move not asked about wins (undecided then, never guessed)
    assert (quick.now.lost, quick.now.samples) == (full.now.lost, full.now.samples)
    assert quick.now.won <= full.now.won and (quick.now == full.now) == (quick.now.won == full.now.won)
    assert quick.solves <= full.solves
    for q, f in zip(quick.moves, full.moves, strict=True):  # what was solved agrees; the rest is undecided
        assert (q.move, q.lines) == (f.move, f.lines)
        assert q.chance.won <= f.chance.won and q.chance.lost <= f.chance.lost
    if quick.complete:
        assert quick.moves == full.moves
    other = reshuffled(game, random.Random(seed))  # never peeking, also when it stops early
    again = chances(other, samples=8, seed=seed, best_only=True, **limits)
    assert (again.now, again.moves, again.complete) == (quick.now, quick.moves, quick.complete)


def test_ties_go_to_the_move_the_most_winning_lines_begin_with():
    game = Game.from_code("RU1-R-AAAAAAO")  # Relaxed deal 14: every legal move keeps every sample won
    c = chances(game, samples=8, time_limit=5)
    assert all(m.chance.won == 8 for m in c.moves) and len(c.moves) > 1
    assert sum(m.lines for m in c.moves) == 8  # each sample's line begins with one legal move
    top = max(m.lines for m in c.moves)
    first = next(m.move for m in c.moves if m.lines == top)
    assert c.best == first != c.moves[0].move  # not the first legal move, as ties went before
    quick = chances(game, samples=8, time_limit=5, best_only=True)
    assert quick.best == first and not quick.complete and quick.solves < c.solves


def test_among_limits_the_moves_and_refuses_an_illegal_one():
    game = Game.from_code("RU1-C-AAAAAAO")
    legal = game.legal_moves()
    some = [legal[-1], legal[0]]
    c = chances(game, samples=4, time_limit=2, among=some)
    assert [m.move for m in c.moves] == [legal[0], legal[-1]]  # in their legal order
    assert chances(game, samples=4, time_limit=2, among=[str(legal[0])]).moves[0].move == legal[0]
    illegal = "K♠ c1" if "K♠ c1" not in map(str, legal) else "A♠ c3"
    with pytest.raises(ValueError, match="not legal here"):
        chances(game, samples=4, among=[legal[0], illegal])
    assert game.legal_moves() == legal


def test_a_sample_left_undecided_is_undecided_after_every_move_without_a_new_search():
    """The slowest hints searched each undecided sample again after every move (a full search a
    move): now a sample undecided at the position stays undecided, at no cost."""
    from rsol_widget._fair_search import Grid, Solver, follow
    from rsol_widget.fair import _placements, _sample_game

    game = Game.from_code("RU1-R-AAAAAAO")  # Relaxed deal 14: one position is not enough to decide it
    starts = [_sample_game(game, cards) for cards in _placements(game, 4, 0)[0]]
    solver = Solver(60, None, None, node_limit=1)
    grid = Grid(solver, starts, game.legal_moves())
    assert [r.status for r in grid.results] == ["unknown"] * 4 and solver.count == 4
    grid.fill()
    assert all(cell == "unknown" for row in grid.cells for cell in row) and solver.count == 4
    assert follow(solver, starts[0], grid.results[0], grid.moves[0]) is grid.results[0] and solver.count == 4
    quick = chances(game, samples=4, node_limit=1, time_limit=60, best_only=True)
    assert quick.solves == 4 and quick.best == chances(game, samples=4, node_limit=1, time_limit=60).best


@slow
@given(st.integers(0, DEAL_COUNT - 1), st.integers(0, 40), st.integers(0, 9))
def test_a_sample_lost_after_a_move_is_lost_from_the_position_after_the_move(deal, steps, seed):
    from rsol_widget._fair_search import LOST, Grid, Solver
    from rsol_widget.fair import _placements, _sample_game

    game = played("classic", deal, steps, random.Random(seed))
    placements, _, _ = _placements(game, 6, seed)
    starts = [_sample_game(game, cards) for cards in placements]
    grid = Grid(Solver(5, None, None), starts, game.legal_moves())
    grid.fill()
    for i, move in enumerate(grid.moves):
        for s, start in enumerate(starts):
            if grid.cells[i][s] == LOST:  # a search from further along the sample's line is no proof
                after = start.copy()
                after.play(move)
                assert solve(after, time_limit=10).status == "unwinnable", (str(move), s)


def test_the_fair_analysis_solves_only_the_best_and_the_played_move_and_agrees_with_the_full_search():
    start = Game.from_code("RU1-R-AAAAAAO")
    game = start.copy()
    for _ in range(6):
        game.play(solve(game, time_limit=10).moves[0])
    limits = {"time_limit": 60, "node_limit": 6000}
    report = finish(fair_slices("x", start, list(game.move_stack), samples=6, seed=1, cancel=None, **limits))
    replay = start.copy()
    for step in report.steps:
        full = chances(replay, samples=6, seed=1, **limits)
        assert (step.best, step.best_after, step.after) == (full.best, full.after(full.best), full.after(step.move))
        assert step.before.lost == full.now.lost and step.before.won <= full.now.won
        replay.play(step.move)
    quick = chances(start, samples=6, seed=1, best_only=True, also=[report.steps[0].move], **limits)
    assert quick.after(report.steps[0].move) == report.steps[0].after
    with pytest.raises(ValueError, match="not legal here"):
        chances(start, samples=2, best_only=True, also=["K♠ c7"])
