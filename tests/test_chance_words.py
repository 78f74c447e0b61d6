"""Every chance a player reads is said one way (rsol_widget._chance_words): the hint's line, the
fair "Where did it go wrong?" and the game review say "about 30%" where the ± is wide, "over 86%"
where every sample won, "under 14%" where none did, never "19% (±18)"."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rsol_widget import i18n
from rsol_widget._chance_words import MARGIN_SHOWN, chance_line, chance_words, say_chance
from rsol_widget._fair_analysis import FairAnalysis, FairStep
from rsol_widget._fair_hint import fair_review_view
from rsol_widget.fair import Estimate
from rsol_widget.moves import Move

counts = st.integers(min_value=0, max_value=60)


@given(won=counts, lost=counts, undecided=counts, exact=st.booleans(), lang=st.sampled_from(i18n.LANGS))
def test_a_chance_never_shows_a_margin_wider_than_the_line_shows(
    won: int, lost: int, undecided: int, exact: bool, lang: str
) -> None:
    estimate = Estimate.of(won, lost, undecided, exact=exact)
    said = say_chance(estimate, lang)
    margins = [int(m) for m in re.findall(r"±(\d+)", said)]
    assert all(m <= MARGIN_SHOWN for m in margins), said
    if estimate.share is None:
        assert said == i18n.text(lang, "label.odds_none")
    elif not exact and won == 0 and undecided == 0:  # no sample won: the interval's upper end, no dead end
        assert said == i18n.text(lang, "label.odds_under", high=chance_line(estimate)["high"])
    hint_line = i18n.text(lang, "label.chance", chance=said)
    assert hint_line.endswith(said)  # the hint's line says the same words


@pytest.mark.parametrize(
    ("lang", "wide", "every", "none"),
    [("en", "about 30%", "over ", "under "), ("ro", "în jur de 30%", "peste ", "sub ")],
)
def test_the_readable_forms_in_both_languages(lang: str, wide: str, every: str, none: str) -> None:
    assert say_chance(Estimate.of(5, 14, 0, exact=False), lang) == wide  # 26% (±19): about 30% (half up)
    assert say_chance(Estimate.of(24, 0, 0, exact=False), lang).startswith(every)
    assert say_chance(Estimate.of(0, 24, 0, exact=False), lang).startswith(none)
    assert say_chance(Estimate.of(200, 400, 0, exact=False), lang) == "33% (±4)"
    assert chance_words(chance_line(Estimate.of(3, 1, 0, exact=True)), lang) == "75%"


def _analysis() -> FairAnalysis:
    wide, wider = Estimate.of(4, 17, 0, exact=False), Estimate.of(6, 18, 0, exact=False)  # 19% (±17), 25% (±18)
    step = FairStep(Move.parse("3♠ c7"), wider, wide, Move.parse("J♥ c2"), wider)
    return FairAnalysis("RU1-C-AAAAAAO", (step.move,), (step,), 1, None, 24, 0, 0.0)


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_where_did_it_go_wrong_says_the_chances_as_the_hint_does(lang: str) -> None:
    found = _analysis()
    said = found.summary(lang)
    assert "±" not in said and say_chance(found.steps[0].after, lang) in said
    assert say_chance(found.steps[0].best_after, lang) in said
    view = fair_review_view(found, 3, 5)  # the page's copy: the line, said there by js/src/chance.js
    assert view["after"] == chance_line(found.steps[0].after) and view["after"]["form"] == "about"
