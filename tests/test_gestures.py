"""The app's gestures as engine calls: tap and double tap."""

from positions import position

from rsol_widget import FOUNDATION


def test_tap_sends_a_columns_last_card_to_its_foundation():
    g = position("9♥ A♠")
    m = g.tap("A♠")
    assert str(m) == "A♠ f" and g.score == 10 and g.moves == 1


def test_tap_does_nothing_when_the_card_cannot_go():
    g = position("A♠ 9♥", "3♦", found="A♦")
    before = g.to_dict()
    assert g.tap("A♠") is None  # not the last card
    assert g.tap("3♦") is None  # 2♦ comes first
    assert g.tap("A♦") is None  # already on the foundation
    assert g.to_dict() == before


def test_double_tap_goes_to_the_foundation_first():
    g = position("A♠", "2♠")
    assert str(g.double_tap("A♠")) == "A♠ f"


def test_double_tap_prefers_the_longest_legal_column():
    g = position("8♥", "3♣ 4♣ 8♦", "7♥", rule="relaxed")
    assert str(g.double_tap("7♥")) == "7♥ c2"
    assert [str(c) for c in g.columns[1]][-1] == "7♥"


def test_double_tap_ties_go_to_the_lower_column():
    g = position("2♣ 8♥", "2♦ 8♦", "7♥", rule="relaxed")
    assert str(g.double_tap("7♥")) == "7♥ c1"


def test_double_tap_moves_the_card_with_the_cards_on_top_of_it():
    g = position("8♥", "[9♠] 7♥ 2♣ J♦")
    assert str(g.double_tap("7♥")) == "7♥ c1"
    assert [str(c) for c in g.columns[0]] == ["8♥", "7♥", "2♣", "J♦"]
    assert g.score == 5


def test_double_tap_sends_a_king_to_the_lowest_empty_column():
    g = position("5♦", "", "3♣ K♥ 2♠", "")
    assert str(g.double_tap("K♥")) == "K♥ c2"


def test_double_tap_moves_a_king_with_its_group_into_an_empty_column():
    g = position("", "3♣ K♥ 4♠")
    assert str(g.double_tap("K♥")) == "K♥ c1"
    assert [str(c) for c in g.columns[0]] == ["K♥", "4♠"]


def test_double_tap_leaves_a_king_already_at_the_bottom_of_its_column():
    g = position("K♥ 2♠", "")
    before = g.to_dict()
    assert g.double_tap("K♥") is None
    assert g.to_dict() == before


def test_double_tap_does_nothing_without_a_place():
    g = position("8♠", "7♥")
    before = g.to_dict()
    assert g.double_tap("7♥") is None and g.double_tap("8♠") is None
    assert g.to_dict() == before


def test_tableau_place_only_looks():
    g = position("8♥", "7♥")
    m = g.tableau_place("7♥")
    assert str(m) == "7♥ c1" and m.dest != FOUNDATION and g.moves == 0


def test_a_double_tap_on_a_last_card_without_a_place_says_so_and_a_drag_keeps_the_foundation_rule():
    for lang, words in [("en", "no place for this card"), ("ro", "nu e loc pentru această carte")]:
        g = position("8♠", "7♥", lang=lang)
        why = g.tap_refusal("7♥", double=True)
        assert why is not None and why.reason == "no_place" and why.move is None
        assert words in str(why) and "7♥" in str(why) and str(why).startswith(why.rule[lang] + ": ")
        assert g.tap_refusal("7♥").reason == "foundation"  # a single tap tries the foundation only
        assert g.check("7♥ f").reason == "foundation"  # a drag onto the foundation: its rule
    g = position("K♥ 2♠", "")
    assert g.tap_refusal("2♠", double=True).reason == "no_place"
    assert g.tap_refusal("K♥", double=True).reason != "no_place"  # not the last card: the column it tried
