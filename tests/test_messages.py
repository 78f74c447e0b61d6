"""Refusal messages: one catalogue, both languages, naming the rule and the cards."""

import re

import pytest
from positions import position

from rsol_widget import Card, Game
from rsol_widget._protocol import PAGE_LABELS
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
    "king": (lambda: position("A♥", "K♥"), "K♥ c1"),
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
    assert err.reason == "rank" and err.rule["en"] == "Mixed suits" and err.rule["ro"] == "Culori mixte"
    assert str(err).startswith("Culori mixte: ")


def test_the_games_language_picks_the_message():
    en = position("", "Q♥ 2♠").check("Q♥ c1")
    ro = position("", "Q♥ 2♠", lang="ro").check("Q♥ c1")
    assert str(en) == en.message("en") and str(ro) == ro.message("ro") and str(en) != str(ro)
    with pytest.raises(ValueError, match="language"):
        Game.from_code("RU1-C-AAAAAAA", lang="xx")


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
    assert ro["undo"] == "Anulare" and ro["code"] == "Cod de partidă" and ro["bar"] == "Bara de joc"


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


def test_romanian_numbers_from_20_up_take_de_and_the_rule_has_one_name():
    make, move = CASES["group_limit"]
    err = make().check(move)
    ro = err.message("ro")
    assert ro.startswith("Grupuri de cel mult 20 de cărți: ")
    assert "are 21 de cărți" in ro and "cel mult 20 de cărți deodată" in ro
    assert "20 cărți" not in ro and "21 cărți" not in ro


def test_a_complete_foundation_says_nothing_comes_next():
    from rsol_widget.messages import refusal_texts

    texts, _ = refusal_texts("foundation", "classic", card=Card.parse("3♥"), need=None)
    assert texts["ro"].endswith("este completă: nu mai urmează nimic.")
    assert texts["en"].endswith("it is complete: nothing comes next.")
    texts, _ = refusal_texts("foundation", "classic", card=Card.parse("3♥"), need=Card.parse("A♥"))
    assert texts["ro"].endswith("acolo urmează A♥.") and texts["en"].endswith("A♥ comes next there.")


def test_places_inside_sentences_are_lower_case_with_their_preposition():
    err = position("A♠ 5♥", lang="ro").check("A♠ c1")
    assert err.message("ro").endswith("este deja în coloana 1.") and err.message("en").endswith("already in column 1.")
    cases = (
        ("en", "7♥: moved to column 3", "7♥: moved to its foundation"),
        # no agreement with the card's spoken name («popă de cupă»): shared/reviews/romanian-text-2.md
        ("ro", "Carte mutată în coloana 3: 7♥", "Carte mutată pe fundație: 7♥"),
    )
    for lang, column, foundation in cases:
        assert LABELS[lang]["moved_to_column"].format(card="7♥", n=3) == column
        assert LABELS[lang]["moved_to_foundation"].format(card="7♥") == foundation


def test_romanian_wording_of_the_controls_and_help():
    ro = LABELS["ro"]
    assert ro["replay_play"] == "Redare" and LABELS["en"]["replay_play"] == "Play"
    assert PAGE_LABELS["ro"]["keys_help"].startswith(
        "Săgeți: deplasarea selecției; Enter sau Spațiu: ridicarea / așezarea cărții; Escape: renunțare; U: anulare; "
        "R sau Ctrl+Y: refacere;"
    )  # one form (nouns) for every key
    assert "niciun kernel nu este conectat" in ro["static_view"]


def test_romanian_strings_use_comma_below_and_no_english_words():
    from rsol_widget import messages

    texts = [*LABELS["ro"].values(), *REFUSALS["ro"].values(), *messages.SUIT_NAMES["ro"], *messages.RANK_WORDS["ro"]]
    texts += [name["ro"] for name in messages.RULE_NAMES.values()]
    for text in texts:
        assert not set(text) & set("şţŞŢ"), text  # cedilla forms
        text = re.sub(r"\{\w+\}", "", text)  # placeholders
        for word in ("won", "None", "the ", " and ", "Hint", "card"):
            assert word not in text, (word, text)
