"""Issue 26, every gesture answered: a gesture on a face-down card is refused by the engine without
naming the card (the page asks by place), and the state says when no legal move is left."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from widget_client import Client

from rsol_widget import Game, SolitaireWidget
from rsol_widget.cards import DECK
from rsol_widget.i18n import LANGS
from rsol_widget.messages import card_name
from rsol_widget.moves import MOVES

STUCK_CODE = "RU1-C-AAAAABC"  # found by a random-play search with the engine: one legal move, then none
STUCK_LINE = ["4♥ c7"]


def card_words(index: int) -> list[str]:
    """Every way a text could name the card ``DECK[index]``: its symbol and its spoken name in each language."""
    c = DECK[index]
    return [str(c), *(card_name(c, lang) for lang in LANGS)]


def spec(game: Game, swap: tuple[tuple[int, int], tuple[int, int]] | None = None) -> list[str]:
    """``game``'s columns as :meth:`Game.from_position` reads them, two face-down cards swapped."""
    cols = [list(col) for col in game.columns]
    if swap:
        (c1, i1), (c2, i2) = swap
        cols[c1][i1], cols[c2][i2] = cols[c2][i2], cols[c1][i1]
    return [
        " ".join(f"[{c}]" if i < down else str(c) for i, c in enumerate(col))
        for col, down in zip(cols, game.face_down, strict=True)
    ]


def test_a_face_down_card_is_refused_with_a_text_that_is_the_same_whatever_card_lies_there() -> None:
    deal = Game.from_code("RU1-C-AAAAAAA")
    one = Game.from_position(spec(deal))
    two = Game.from_position(spec(deal, ((1, 0), (6, 3))))  # another card at column 2's face-down place
    assert one.columns[1][0] != two.columns[1][0]
    a, b = one.face_down_refusal(1, 0), two.face_down_refusal(1, 0)
    assert a is not None and b is not None
    assert a.messages == b.messages and a.rule == b.rule and a.reason == b.reason == "face_down"
    assert a.move is None
    for game, why in ((one, a), (two, b)):
        for lang in LANGS:
            assert all(word not in why.message(lang) for word in card_words(DECK.index(game.columns[1][0])))
    assert a.message("en") == (
        "Allowed moves: that card is face down; it turns face up once every card on it has been moved."
    )
    assert a.message("ro").startswith("Mutările permise: ")
    assert one.face_down_refusal(1, 1) is None  # face up there
    assert one.face_down_refusal(0, 0) is None and one.face_down_refusal(7, 0) is None
    assert one.face_down_refusal(-1, 0) is None and one.face_down_refusal(1, -1) is None


@settings(max_examples=40, deadline=None)
@given(deal=st.integers(0, 10_000), column=st.integers(1, 6), data=st.data())
def test_on_any_deal_the_face_down_text_names_no_card(deal: int, column: int, data: st.DataObject) -> None:
    game = Game.new("classic", deal=deal)
    index = data.draw(st.integers(0, game.face_down[column] - 1))
    why = game.face_down_refusal(column, index)
    assert why is not None
    hidden = game.columns[column][index]
    for lang in LANGS:
        assert why.message(lang) == Game.from_code("RU1-C-AAAAAAA").face_down_refusal(1, 0).message(lang)  # type: ignore[union-attr]
        assert all(word not in why.message(lang) for word in card_words(DECK.index(hidden)))


def test_the_page_asks_by_place_and_the_reply_changes_nothing() -> None:
    w = SolitaireWidget(code="RU1-C-AAAAAAA", lang="ro")
    h = Client(w)
    before = dict(w.state)
    reply = h.ask("face_down", column=6, index=5)
    assert reply is not None and reply["status"] == "refused" and reply["reason"] == "face_down", reply
    assert reply["message"] == str(w.game.face_down_refusal(6, 5)) and reply["rule"] == "Mutările permise"
    assert w.state == before and w.game.moves == 0
    assert h.ask("face_down", column=6, index=6)["status"] == "invalid"  # face up there
    assert h.ask("face_down", column=0, index=0)["status"] == "invalid"
    for bad in ({"column": 7, "index": 0}, {"column": "1", "index": 0}, {"column": 1, "index": -1}, {"column": 1}):
        assert h.ask("face_down", **bad)["status"] == "invalid", bad
    assert h.ask("face_down", seq=w.state["seq"] - 1, column=6, index=5)["status"] == "stale"
    assert w.state == before


def no_move_at_all(game: Game) -> bool:
    """Every one of the 52 × 8 moves refused: checked move by move, not from the legal-move list."""
    return all(game.check(m) is not None for card in DECK for m in MOVES[card])


def test_a_position_without_a_legal_move_is_stuck_in_the_engine_and_in_the_state_until_undone() -> None:
    game = Game.from_code(STUCK_CODE)
    assert not game.stuck and not no_move_at_all(game)
    w = SolitaireWidget(code=STUCK_CODE)
    h = Client(w)
    assert w.state["stuck"] is False
    for move in STUCK_LINE:
        game.play(move)
        assert h.ask("move", card=move.split()[0], dest=int(move[-1]) - 1)["status"] == "done"
    assert game.stuck and no_move_at_all(game) and not game.won
    assert w.state["stuck"] is True and w.state["dests"] == {} and w.state["can_undo"] is True
    assert h.ask("undo")["status"] == "done"  # the game stays playable
    assert w.state["stuck"] is False and w.state["dests"]


def test_a_won_game_is_not_stuck() -> None:
    game = Game.from_position(["", "", "", "", "", "", ""], "K♠ K♥ K♦ K♣")
    assert game.won and not game.stuck
    assert SolitaireWidget(game).state["stuck"] is False


@settings(max_examples=30, deadline=None)
@given(deal=st.integers(0, 5_000), picks=st.lists(st.integers(0, 10_000), max_size=25))
def test_stuck_is_said_exactly_when_no_move_is_possible(deal: int, picks: list[int]) -> None:
    game = Game.new("classic", deal=deal)
    for pick in picks:
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[pick % len(moves)])
    assert game.stuck == (not game.won and no_move_at_all(game))
    assert SolitaireWidget(game.copy()).state["stuck"] is game.stuck


if __name__ == "__main__":  # pragma: no cover
    pytest.main([__file__])
