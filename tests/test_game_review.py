"""The game review (rsol_widget.game_review): each move classed by the chance points it lost against the
hint's move on the same samples, the game's accuracy, the key moments (luck is never a mistake)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rsol_widget import Game, analyse
from rsol_widget._chance_words import say_chance
from rsol_widget.analysis import FairStep
from rsol_widget.fair import Estimate
from rsol_widget.game_review import (
    GRADES,
    KEY_DROP,
    MARKS,
    THRESHOLDS,
    accuracy_of,
    grade,
    review,
    review_steps,
)
from rsol_widget.i18n import LANGS, text
from rsol_widget.moves import Move

PLAYED, HINT = Move.parse("7♣ c3"), Move.parse("8♦ c2")
SAMPLES = 24


def estimate(won: int) -> Estimate:
    return Estimate.of(won, SAMPLES - won, 0, exact=False)


def step(before: int, kept: int, best_kept: int, *, policy: bool = False) -> FairStep:
    best = PLAYED if policy else HINT
    return FairStep(PLAYED, estimate(before), estimate(kept), best, estimate(kept if policy else best_kept))


wins = st.integers(0, SAMPLES)
steps = st.lists(st.builds(step, wins, wins, wins, policy=st.booleans()), max_size=40)
losses = st.floats(-100, 100, allow_nan=False)


def test_the_thresholds_are_one_table_in_order() -> None:
    assert GRADES == ("best", "good", "inaccuracy", "mistake", "blunder") == tuple(MARKS)
    limits = [most for _, most in THRESHOLDS]
    assert limits == sorted(limits) and limits[0] == 0 and limits[-1] == math.inf
    assert [grade(x) for x in (0, 0.1, 5, 5.1, 10, 10.1, 20, 20.1, 100)] == [
        "best", "good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder", "blunder",
    ]  # fmt: skip


@given(losses, losses)
def test_a_larger_loss_is_never_a_better_class(a: float, b: float) -> None:
    low, high = sorted((a, b))
    assert GRADES.index(grade(low)) <= GRADES.index(grade(high))
    assert accuracy_of(low) >= accuracy_of(high)
    assert 0 <= accuracy_of(a) <= 100


@given(losses)
def test_the_policys_own_move_is_best(lost: float) -> None:
    assert grade(lost, policy=True) == "best"


@given(steps)
def test_review_of_any_steps(line: list[FairStep]) -> None:
    found = review_steps(line)
    assert len(found.moves) == len(line)
    assert (found.accuracy is None) == (not line)
    if found.accuracy is not None:
        assert 0 <= found.accuracy <= 100
    for s, m in zip(line, found.moves, strict=True):
        if s.move == s.best:
            assert m.grade == "best" and m.lost == 0
        assert m.lost >= 0 and m.grade == grade(m.lost)
    assert len(found.key) <= 3 and list(found.key) == sorted(set(found.key))
    assert all(found.moves[n - 1].drop >= KEY_DROP for n in found.key)
    outside = [m.drop for m in found.moves if m.n not in found.key and m.drop >= KEY_DROP]
    assert all(d <= min(found.moves[n - 1].drop for n in found.key) for d in outside)


@given(st.lists(st.builds(step, wins, wins, wins, policy=st.just(True)), min_size=1, max_size=40))
def test_a_game_of_only_policy_moves_is_100_percent(line: list[FairStep]) -> None:
    found = review_steps(line)
    assert found.accuracy == 100 and all(m.grade == "best" for m in found.moves)
    assert all(m.luck for m in found.moves)  # any drop is the cards', never a mistake


def test_a_hint_move_that_lost_is_luck_and_a_costly_move_is_named() -> None:
    line = [step(20, 20, 20, policy=True), step(12, 8, 10), step(8, 8, 8, policy=True)]
    found = review_steps(line)
    assert [m.grade for m in found.moves] == ["best", "inaccuracy", "best"]
    assert round(found.moves[1].lost) == 8  # 2 samples of 24
    assert found.key == (1, 2)  # 83 → 50 (the cards), 50 → 33 (the move)
    luck, costly = found.moments("en")
    # the chances said the one way, as the hint's line says them (24 samples: "about", in tens)
    assert luck == text("en", "review.key.luck", n=1, move=PLAYED, before="about 80%", after="about 50%")
    assert costly == text(
        "en", "review.key.move", n=2, move=PLAYED, grade="inaccuracy", before="about 50%", after="about 30%",
        best=HINT, best_kept="about 40%",
    )  # fmt: skip


@given(steps)
def test_a_key_moment_says_its_chances_as_the_hint_does(line: list[FairStep]) -> None:
    """Each key moment's sentence names its chances in the one way (say_chance of the same samples'
    estimates), never a raw share of the samples."""
    found = review_steps(line)
    for n in found.key:
        m, s = found.moves[n - 1], line[n - 1]
        seen = line[n].before if n < len(line) else s.after
        assert m.chances == (s.before, seen, s.best_after)
        sentence = m.moment("en")
        assert all(say_chance(chance, "en") in sentence for chance in m.chances[: 2 if m.luck else 3])


@pytest.mark.parametrize("lang", LANGS)
def test_every_review_text_is_in_the_catalogue(lang: str) -> None:
    found = review_steps([step(20, 20, 20, policy=True), step(12, 0, 12), step(4, 4, 4, policy=True)])
    assert found.moves[1].grade == "blunder"
    summary = found.summary(lang)
    assert "{" not in summary and "%" in summary
    for name in GRADES:
        assert text(lang, f"review.grade.{name}") in found.moves[1].line(lang) or name != "blunder"
    assert found.moments(lang) and review_steps([]).summary(lang) == text(lang, "review.empty")
    assert review_steps([step(10, 10, 10, policy=True)]).moments(lang) == [text(lang, "review.key.none")]


def test_summary_counts_use_plural_forms() -> None:
    one = review_steps([step(12, 0, 12)]).summary("ro")
    assert "1 mutare" in one and "1 gafă" in one
    many = review_steps([step(12, 0, 12)] * 21).summary("ro")
    assert "21 de mutări" in many and "21 de gafe" in many
    assert "1 blunder," not in review_steps([step(12, 0, 12)] * 2).summary("en")


def test_review_of_a_real_fair_analysis() -> None:
    game = Game.from_code("RU1-C-AAAAAAO")  # Classic deal 14: move 11 throws the win away
    line = ["6♣ c4", "2♠ c4", "7♠ c3", "7♣ c1", "3♣ c7", "4♠ c2", "2♣ c7", "10♦ c4", "6♥ c3", "3♥ c7", "3♠ c7"]
    for move in line:
        game.play(move)
    fair = analyse(game, fair=True, samples=16, time_limit=5)
    found = review(fair)
    assert [str(m.move) for m in found.moves] == line
    assert found.accuracy is not None and 0 <= found.accuracy < 100
    for m, s in zip(found.moves, fair.steps, strict=True):
        assert (m.grade == "best") == (s.cost <= 0 or s.move == s.best)
    # the hint's move (J♥ c2) kept more samples won than 3♠ c7 on the policy's samples (one policy:
    # the review compares with the hint's move, on the samples the hint carries from move to move)
    assert found.moves[-1].grade != "best" and found.moves[-1].best != found.moves[-1].move and 11 in found.key


@pytest.mark.parametrize("lang", LANGS)
def test_the_example_game_notebook_shows_its_review_in_its_language(lang: str) -> None:
    """The example game's notebook ends with its game review, in the notebook's language (nbval checks
    that the saved output is what the cell gives)."""
    import json
    from pathlib import Path

    name = "example_game.ipynb" if lang == "en" else f"example_game.{lang}.ipynb"
    path = Path(__file__).parent.parent / "notebooks" / name
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    shown = [
        "".join(out.get("text", ""))
        for cell in cells
        if cell["cell_type"] == "code" and "game_review import review" in "".join(cell["source"])
        for out in cell["outputs"]
    ]
    head = text(lang, "review.summary", accuracy=0, moves=0, **dict.fromkeys(GRADES, 0)).split("0")[0]
    assert shown and shown[0].startswith(head)
    assert path.stat().st_size < 1_000_000
