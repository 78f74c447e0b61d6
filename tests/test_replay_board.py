"""Issue 26, replay controls: the slider counts moves, a refused attempt is marked on the board itself
(naming no face-down card), and the record's comment goes when the board leaves the record."""

from __future__ import annotations

from rsol_widget import Game, SolitaireWidget, examples
from rsol_widget._state import attempt_view
from rsol_widget.cards import as_card
from rsol_widget.i18n import LANGS
from rsol_widget.messages import card_name
from rsol_widget.moves import MOVES
from rsol_widget.replay_controls import ReplayControls


def test_the_refused_attempt_is_in_the_replay_boards_state_until_the_player_moves() -> None:
    controls = ReplayControls(examples.load("example-game"), lang="ro")
    state = controls.board.state
    assert state["attempt"] is None
    controls.goto_step(4)  # 4♦ c1, refused: an empty column takes only a king
    attempt = controls.board.state["attempt"]
    error = controls.walk.refusal
    assert error is not None
    assert attempt == {"card": "4♦", "place": None, "dest": 0, "message": error.message("ro")}
    assert attempt["message"].startswith("Coloana goală")
    controls.goto_step(5)
    assert controls.board.state["attempt"] is None
    controls.goto_step(4)
    controls.board.game.play(controls.board.game.legal_moves()[0])  # the player's own line
    assert controls.off_record and controls.board.state["attempt"] is None
    assert controls.comment.value == "" and controls.attempt.layout.display == "none"
    controls.back_to_record()
    assert controls.board.state["attempt"] == attempt and controls.comment.value.startswith("✗ 4♦ c1")


def test_an_attempt_on_a_face_down_card_is_marked_by_its_place_and_names_no_card() -> None:
    game = Game.from_code("RU1-C-AAAAAAA")
    hidden = game.columns[6][5]
    view = attempt_view(game, MOVES[hidden][0])
    assert view is not None and view["card"] is None and view["place"] == [6, 5] and view["dest"] == 0
    words = [str(hidden), *(card_name(hidden, lang) for lang in LANGS)]
    assert all(word not in view["message"] for word in words), view
    state = SolitaireWidget(game)._session
    state.attempt = MOVES[hidden][0]
    assert str(hidden) not in repr(state.snapshot())  # the state never carries a face-down card
    assert attempt_view(game, MOVES[as_card("7♣")][0]) is None  # a legal move is no refused attempt
    assert attempt_view(game, None) is None
    top = attempt_view(game, MOVES[as_card("8♣")][7])
    assert top is not None and top["card"] == "8♣" and top["place"] is None and "8♣" in top["message"]


def test_the_slider_counts_moves_while_play_takes_every_step() -> None:
    record = examples.load("example-game")
    controls = ReplayControls(record)
    assert controls.slider.max == len(record.played) and controls.player.max == len(record.entries)
    for step in range(len(record.entries) + 1):
        controls.goto_step(step)
        assert controls.slider.value == controls.ply and controls.player.value == step
    controls.slider.value = 10
    assert controls.ply == 10 and controls.board.game.moves == 10 and controls.player.value == controls.step
