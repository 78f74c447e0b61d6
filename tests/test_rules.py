"""One test (at least) for every rule of rules.ro.txt the engine enforces."""

import pytest
from helpers import almost_won
from positions import position

from rsol_widget import Game, IllegalMove
from rsol_widget.game import WIN_SCORE


def refusal(game: Game, move: str) -> str | None:
    r = game.check(move)
    return None if r is None else r.reason


def assert_refused_unchanged(game: Game, move: str, reason: str) -> IllegalMove:
    before = game.to_dict()
    with pytest.raises(IllegalMove) as info:
        game.play(move)
    assert info.value.reason == reason
    assert game.to_dict() == before
    return info.value


# ------------------------------------------------------------------ setting up
def test_the_deal_shape(deal0):
    assert [len(c) for c in deal0.columns] == [1, 6, 7, 8, 9, 10, 11]
    assert list(deal0.face_down) == [0, 1, 2, 3, 4, 5, 6]
    assert sum(deal0.face_down) == 21 and sum(map(len, deal0.columns)) - sum(deal0.face_down) == 31
    assert sorted(c for col in deal0.columns for c in col) == list(range(52))
    assert deal0.foundations == ((), (), (), ())
    assert (deal0.score, deal0.moves, deal0.won, deal0.undo_left) == (0, 0, False, 0)


# ------------------------------------------------------------------ column moves
def test_classic_same_suit_one_rank_higher():
    g = position("8♥", "8♦", "8♠", "9♥", "7♥")
    assert refusal(g, "7♥ c1") is None
    assert refusal(g, "7♥ c2") == "same_suit"
    assert refusal(g, "7♥ c3") == "same_suit"
    assert refusal(g, "7♥ c4") == "rank"
    g.play("7♥ c1")
    assert [str(c) for c in g.columns[0]] == ["8♥", "7♥"]


def test_relaxed_any_suit_one_rank_higher():
    g = position("8♥", "8♦", "8♠", "9♥", "7♥", rule="relaxed")
    for dest in ("c1", "c2", "c3"):
        assert refusal(g, f"7♥ {dest}") is None
    assert refusal(g, "7♥ c4") == "rank"
    assert {str(m) for m in g.legal_moves() if str(m.card) == "7♥"} == {"7♥ c1", "7♥ c2", "7♥ c3"}


def test_a_lower_card_never_goes_on_a_lower_or_equal_rank():
    g = position("6♥", "7♥", "8♠", rule="relaxed")
    assert refusal(g, "8♠ c1") == "rank"
    assert refusal(g, "8♠ c2") == "rank"
    assert refusal(g, "7♥ c1") == "rank"


def test_a_group_moves_even_out_of_order_only_its_base_must_fit():
    g = position("[2♦] 4♣", "9♠ 3♣ 7♦ A♠ 4♠ 10♥")
    assert refusal(g, "3♣ c1") is None
    g.play("3♣ c1")
    assert [str(c) for c in g.columns[0]] == ["2♦", "4♣", "3♣", "7♦", "A♠", "4♠", "10♥"]
    assert [str(c) for c in g.columns[1]] == ["9♠"]


def test_a_group_is_checked_by_its_base_card_not_its_top():
    g = position("8♥", "7♠ 7♥")
    assert refusal(g, "7♠ c1") == "same_suit"  # 7♥ on top would fit, but the base is 7♠


def test_an_uncovered_card_turns_face_up_by_itself_and_scores_5():
    g = position("[2♦] [5♣] 4♥", "5♥")
    assert g.face_down[0] == 2 and not g.is_face_up("5♣")
    g.play("4♥ c2")
    assert g.face_down[0] == 1 and g.is_face_up("5♣") and g.score == 5
    assert refusal(g, "5♣ f") == "foundation"  # playable now: refused by the foundation rule, not hidden_card


def test_face_down_cards_cannot_move():
    g = position("[2♦] [5♣] 4♣", "6♣")
    assert_refused_unchanged(g, "5♣ c2", "hidden_card")
    assert_refused_unchanged(g, "2♦ f", "hidden_card")


def test_groups_of_more_than_20_cards_are_refused():
    run = "K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ A♠ K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ 6♥"  # 21 cards
    g = position("Q♦ " + run, "", "K♦", rule="relaxed")
    err = assert_refused_unchanged(g, "K♠ c2", "group_limit")  # 21 cards, into an empty column
    assert "21" in err.message("en") and "20" in err.message("en")
    assert refusal(g, "Q♦ c3") == "group_limit"  # 22 cards
    assert refusal(g, "Q♠ c3") is None  # 20 cards: allowed
    g.play("Q♠ c3")
    assert len(g.columns[2]) == 21 and len(g.columns[0]) == 2


def test_same_place_is_refused():
    g = position("8♥ 7♥", found="A♠")
    assert_refused_unchanged(g, "7♥ c1", "same_place")
    assert_refused_unchanged(g, "A♠ f", "same_place")


# ------------------------------------------------------------------ the empty column
def test_an_empty_column_takes_a_king_alone():
    g = position("", "5♦ K♥")
    g.play("K♥ c1")
    assert [str(c) for c in g.columns[0]] == ["K♥"]


def test_an_empty_column_takes_a_king_with_its_group():
    g = position("", "5♦ K♥ 2♠ 9♣")
    g.play("K♥ c1")
    assert [str(c) for c in g.columns[0]] == ["K♥", "2♠", "9♣"]


def test_an_empty_column_refuses_any_other_group_even_to_uncover_a_card():
    g = position("", "[5♦] Q♥ 2♠")
    err = assert_refused_unchanged(g, "Q♥ c1", "empty_column")
    assert g.face_down[1] == 1
    assert "Q♥" in str(err)


@pytest.mark.parametrize("rule", ["classic", "relaxed"])
def test_a_king_goes_on_no_card_and_its_refusal_names_the_empty_column_rule(rule):
    """Every king onto every other card's column, in both rules: refused as a king, citing the rule
    of the empty column (not the suits or the rank, which say where other cards go)."""
    from rsol_widget.cards import DECK
    from rsol_widget.messages import RULE_NAMES, rule_name

    for king in ("K♠", "K♥", "K♦", "K♣"):
        for target in DECK:
            if target.rank == 13:
                continue
            g = position(str(target), king, rule=rule)
            err = assert_refused_unchanged(g, f"{king} c1", "king")
            assert err.rule == RULE_NAMES["empty_column"] != rule_name("rank", rule)
            assert king in err.message("en") and "only into an empty column" in err.message("en")


def test_a_king_from_a_foundation_goes_into_an_empty_column():
    g = position("", "3♦", found="K♠")
    assert refusal(g, "K♠ c1") is None
    assert refusal(g, "Q♠ c1") == "foundation_top"


# ------------------------------------------------------------------ foundations
def test_foundations_start_with_the_ace_and_go_up_one_suit():
    g = position("2♠", "A♠", "3♠", "A♥")
    assert refusal(g, "2♠ f") == "foundation"
    g.play("A♠ f")
    assert g.score == 10
    g.play("2♠ f")
    g.play("A♥ f")
    assert [list(map(str, p)) for p in g.foundations] == [["A♠", "2♠"], ["A♥"], [], []]
    assert g.to_dict()["foundations"] == [["A♠", "2♠"], ["A♥"], [], []]
    assert g.score == 30
    g.play("3♠ f")
    assert g.score == 40


def test_only_the_last_card_of_a_column_goes_to_a_foundation():
    g = position("A♠ 9♥")
    assert_refused_unchanged(g, "A♠ f", "not_last_card")


def test_out_of_order_foundation_card_is_refused_naming_what_comes_next():
    g = position("3♥", found="A♥")
    err = assert_refused_unchanged(g, "3♥ f", "foundation")
    assert "2♥" in err.message("en") and "2♥" in err.message("ro")


# ------------------------------------------------------------------ taking back from a foundation
def test_take_back_the_top_card_onto_a_column_with_no_loss_then_again_10():
    g = position("6♠", found="5♠")
    g.play("5♠ c1")
    assert g.score == 0 and len(g.foundations[0]) == 4
    g.play("5♠ f")
    assert g.score == 10


def test_take_back_follows_column_rules():
    g = position("6♥", "6♠", found="5♠")
    assert refusal(g, "5♠ c1") == "same_suit"
    assert refusal(g, "5♠ c2") is None
    r = position("6♥", "7♠", found="5♠", rule="relaxed")
    assert refusal(r, "5♠ c1") is None
    assert refusal(r, "5♠ c2") == "rank"


def test_only_the_top_card_of_a_foundation_is_taken_back():
    g = position("4♥", found="5♠", rule="relaxed")
    assert_refused_unchanged(g, "3♠ c1", "foundation_top")


# ------------------------------------------------------------------ end of the game
def test_the_game_is_won_when_52_cards_are_on_the_foundations():
    g = almost_won()
    for move in ("K♠ f", "K♥ f", "K♦ f"):
        g.play(move)
        assert not g.won
    g.play("K♣ f")
    assert g.won and g.to_dict()["won"] is True
    assert g.legal_moves() == []


def test_a_won_game_refuses_every_move_and_undo():
    g = almost_won()
    for move in ("K♠ f", "K♥ f", "K♦ f", "K♣ f"):
        g.play(move)
    assert_refused_unchanged(g, "K♣ c1", "game_won")
    with pytest.raises(IllegalMove) as info:
        g.undo()
    assert info.value.reason == "game_won"
    assert g.tap("K♣") is None and g.double_tap("K♠") is None


def test_a_loss_is_never_declared():
    """The app never ends a game by itself: with no legal move left the game still takes undo, its
    snapshot holds only the documented fields, and the one state that ends a game is the win."""
    g = position("2♠", "3♥", "4♦", "5♣", "6♥ A♥", "8♣ 7♠", fill=7)
    g.play("A♥ f")
    assert g.legal_moves() == [] and not g.won
    assert set(g.to_dict()) == {"code", "rule", "columns", "foundations", "score", "moves", "won", "undo_left"}
    assert str(g.undo()) == "A♥ f" and [str(m) for m in g.legal_moves()] == ["A♥ f"]


# ------------------------------------------------------------------ scoring
def test_the_score_counts_10_per_foundation_card_and_5_per_flip_and_nothing_is_subtracted():
    g = position("[3♠] A♠", "2♦", rule="relaxed")
    g.play("A♠ f")
    assert g.score == 15  # +10 for the ace, +5 for 3♠ turning over
    g.play("A♠ c2")  # a take-back costs nothing
    assert g.score == 15
    g.play("A♠ f")  # and the ace earns 10 again
    assert g.score == 25


def test_win_score_constant_is_the_rules_figure():
    assert WIN_SCORE == 52 * 10 + 21 * 5 == 625


# ------------------------------------------------------------------ undo
def shuttle() -> Game:
    return position("8♠", "8♦", "7♥", rule="relaxed")


def test_undo_restores_positions_faces_and_score_but_not_the_counter():
    g = position("[3♠] [9♦] A♠", "2♦")
    before = g.to_dict()
    g.play("A♠ f")
    after = g.to_dict()
    assert g.undo().card == g.columns[0][-1]
    restored = g.to_dict()
    assert restored["moves"] == 1
    assert {k: v for k, v in restored.items() if k != "moves"} == {k: v for k, v in before.items() if k != "moves"}
    assert g.face_down[0] == 2 and g.score == 0 and after["score"] == 15


def test_undo_keeps_the_last_100_moves():
    g = shuttle()
    for i in range(130):
        g.play(f"7♥ c{1 + i % 2}")
    assert g.undo_left == 100 and g.moves == 130
    for _ in range(100):
        g.undo()
    assert g.moves == 130 and g.undo_left == 0
    with pytest.raises(IllegalMove) as info:
        g.undo()
    assert info.value.reason == "no_undo"
    assert len(g.move_stack) == 30


def test_undo_with_nothing_to_undo(deal0):
    with pytest.raises(IllegalMove) as info:
        deal0.undo()
    assert info.value.reason == "no_undo" and info.value.move is None
    assert deal0.to_dict()["undo_left"] == 0


def test_undo_of_a_take_back_restores_the_foundation():
    g = position("6♠", found="5♠")
    g.play("5♠ c1")
    g.undo()
    assert len(g.foundations[0]) == 5 and [str(c) for c in g.columns[0]] == ["6♠"]


# ------------------------------------------------------------------ refusal order
@pytest.mark.parametrize(
    ("game", "move", "reason"),
    [
        (position("[4♥] 5♥", "4♠"), "4♥ c2", "hidden_card"),  # also wrong suit, also not last
        (position("", "[4♥] 5♥"), "4♥ c1", "hidden_card"),  # also not a king
        (position("8♥ 7♥", found="3♠"), "2♠ c1", "foundation_top"),
        (position("Q♦ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ A♠ K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ 6♥"), "Q♦ c1", "group_limit"),
        (position("Q♦ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ A♠ K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ 6♥"), "Q♦ f", "group_limit"),
        (position("A♠ 5♥"), "A♠ c1", "same_place"),
        (position("3♥ 5♥", found="A♥"), "3♥ f", "not_last_card"),
        (position("", "Q♥ 2♠"), "Q♥ c1", "empty_column"),
        (position("A♦", "K♥"), "K♥ c1", "king"),  # also another suit, also not one rank higher
        (position("9♦", "7♥"), "7♥ c1", "same_suit"),
    ],
)
def test_refusals_are_checked_in_the_documented_order(game, move, reason):
    assert refusal(game, move) == reason


def test_an_illegal_move_is_a_value_error_carrying_the_move(deal0):
    err = deal0.check("9♠ c1")
    assert isinstance(err, ValueError) and isinstance(err, IllegalMove)
    assert str(err.move) == "9♠ c1" and err.reason == "same_suit"


# ------------------------------------------------------------------ redo (an addition: the app has no redo)
def test_redo_plays_the_undone_moves_again_and_counts_them():
    g = Game.from_code("RU1-C-AAAAAAA")
    for m in ("7♣ c1", "J♠ c5", "9♦ c7"):
        g.play(m)
    after = g.to_dict()
    g.undo()
    g.undo()
    assert g.redo_left == 2
    assert str(g.redo()) == "J♠ c5" and str(g.redo()) == "9♦ c7"
    assert {k: v for k, v in g.to_dict().items() if k != "moves"} == {k: v for k, v in after.items() if k != "moves"}
    assert g.moves == 5 and g.redo_left == 0 and g.undo_left == 3


def test_a_new_move_ends_what_can_be_redone():
    g = Game.from_code("RU1-C-AAAAAAA")
    g.play("7♣ c1")
    g.undo()
    g.play("J♠ c5")
    assert g.redo_left == 0
    before = g.to_dict()
    with pytest.raises(IllegalMove) as info:
        g.redo()
    assert info.value.reason == "no_redo" and info.value.move is None
    assert "redo" in str(info.value) and g.to_dict() == before
    assert info.value.message("ro") == "Refacere: nu este nicio mutare anulată de refăcut."


def test_taps_and_double_taps_are_new_moves_too():
    g = Game.from_code("RU1-C-AAAAAAA")
    g.play("7♣ c1")
    g.undo()
    assert g.double_tap("J♠") is not None and g.redo_left == 0
