"""Refusal messages: one catalogue, both languages, naming the rule and the cards."""

import pytest
from positions import position

from rsol_widget import Card, Game
from rsol_widget.messages import LABELS, LANGS, REASONS, REFUSALS, card_name

CASES = {
    "game_won": (lambda: won_game(), "K♣ c1"),
    "hidden_card": (lambda: position("[4♥] 5♥", "4♠"), "4♥ c2"),
    "foundation_top": (lambda: position("8♥ 7♥", found="3♠"), "2♠ c1"),
    "group_limit": (lambda: position("Q♦ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ A♠ K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥"), "Q♦ f"),
    "same_place": (lambda: position("A♠ 5♥"), "A♠ c1"),
    "not_last_card": (lambda: position("3♥ 5♥", found="A♥"), "3♥ f"),
    "foundation": (lambda: position("3♥"), "3♥ f"),
    "empty_column": (lambda: position("", "Q♥ 2♠"), "Q♥ c1"),
    "same_suit": (lambda: position("8♦", "7♥"), "7♥ c1"),
    "rank": (lambda: position("9♥", "7♥"), "7♥ c1"),
}


def won_game() -> Game:
    g = position("K♠", "K♥", "K♦", "K♣", found="Q♠ Q♥ Q♦ Q♣", fill=1)
    for m in ("K♠ f", "K♥ f", "K♦ f", "K♣ f"):
        g.play(m)
    return g


def test_every_reason_has_a_message_in_every_language():
    for lang in LANGS:
        assert set(REFUSALS[lang]) == set(REASONS)
        assert set(LABELS[lang]) == set(LABELS["en"])


@pytest.mark.parametrize("reason", list(CASES))
def test_each_refusal_names_the_card_in_both_languages(reason):
    make, move = CASES[reason]
    err = make().check(move)
    assert err is not None and err.reason == reason
    card = move.split()[0] if reason != "game_won" else None
    for lang in LANGS:
        text = err.message(lang)
        assert text.startswith(err.rule[lang] + ": ")
        if card:
            assert card in text


def test_same_suit_in_romanian_speaks_of_the_same_family_and_names_the_rule():
    g = position("8♦", "7♥", lang="ro")
    err = g.check("7♥ c1")
    assert "aceeași familie" in str(err)
    assert str(err).startswith("Aceeași culoare: ")
    assert "7♥" in str(err) and "8♦" in str(err)
    assert err.message("en").startswith("Same suit: ")


def test_the_relaxed_rule_is_named_culori_mixte():
    err = position("9♥", "7♥", rule="relaxed", lang="ro").check("7♥ c1")
    assert err.reason == "rank" and err.rule == {"en": "Mixed suits", "ro": "Culori mixte"}
    assert str(err).startswith("Culori mixte: ")


def test_the_games_language_picks_the_message():
    en = position("", "Q♥ 2♠").check("Q♥ c1")
    ro = position("", "Q♥ 2♠", lang="ro").check("Q♥ c1")
    assert str(en) == en.message("en") and str(ro) == ro.message("ro") and str(en) != str(ro)
    with pytest.raises(ValueError, match="language"):
        Game.from_code("RU1-C-AAAAAAA", lang="fr")


def test_no_undo_message():
    with pytest.raises(ValueError, match="Undo: there is no move left to undo"):
        Game.from_code("RU1-C-AAAAAAA").undo()
    with pytest.raises(ValueError, match="Anulare: "):
        Game.from_code("RU1-C-AAAAAAA", lang="ro").undo()


def test_romanian_app_labels_are_exact():
    ro = LABELS["ro"]
    assert ro["new_game"] == "Partidă nouă" and ro["classic"] == "Clasică" and ro["relaxed"] == "Relaxat"
    assert ro["mixed_suits"] == "Culori mixte" and ro["same_suit"] == "Aceeași culoare"
    assert ro["double_click"] == "Dublu clic" and ro["placement_help"] == "Ajutor la plasare"
    assert ro["interactive_rules"] == "Reguli interactive" and ro["auto_place"] == "Plasare automată"


@pytest.mark.parametrize(
    ("card", "en", "ro"),
    [
        ("7♥", "7 of hearts", "7 de cupă"),
        ("A♠", "ace of spades", "as de pică"),
        ("K♣", "king of clubs", "popă de treflă"),
        ("Q♦", "queen of diamonds", "damă de caro"),
        ("J♠", "jack of spades", "valet de pică"),
    ],
)
def test_card_names(card, en, ro):
    assert card_name(Card.parse(card), "en") == en and card_name(Card.parse(card), "ro") == ro
