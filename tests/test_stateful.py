"""A hypothesis state machine drives one Game through random plays, refusals, gestures,
take-backs, undos past the limit and new games, checking every invariant after each step."""

from __future__ import annotations

from helpers import ALL_MOVES, check_invariants, without_counter
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from rsol_widget import FOUNDATION, Game, IllegalMove, Move
from rsol_widget.cards import DECK
from rsol_widget.codes import DEAL_COUNT, make_code
from rsol_widget.game import UNDO_LIMIT
from rsol_widget.rules import RULES

STEPS = 150
EXAMPLES = 120


class GameMachine(RuleBasedStateMachine):
    """The model: the snapshots along the line played, the move counter and points earned."""

    @initialize(deal=st.integers(0, DEAL_COUNT - 1), rule=st.sampled_from(list(RULES)))
    def deal(self, deal: int, rule: str) -> None:
        self.game = Game.from_code(make_code(rule, deal))
        self.start_new_model()

    def start_new_model(self) -> None:
        self.snapshots = [without_counter(self.game)]
        self.points = [0]  # score after each move of the line, computed from what each move did
        self.counter = 0
        self.depth = 0  # how many moves undo can take back

    def record_move(self, move: Move, hidden_before: int) -> None:
        self.counter += 1
        self.depth = min(UNDO_LIMIT, self.depth + 1)
        flips = hidden_before - sum(self.game.face_down)
        assert flips in (0, 1)
        self.points.append(self.points[-1] + (10 if move.dest == FOUNDATION else 0) + 5 * flips)
        self.snapshots.append(without_counter(self.game))

    @precondition(lambda self: bool(self.game.legal_moves()))
    @rule(data=st.data())
    def play_legal(self, data) -> None:
        move = data.draw(st.sampled_from(self.game.legal_moves()))
        hidden = sum(self.game.face_down)
        assert self.game.play(move) is move
        self.record_move(move, hidden)

    @precondition(lambda self: any(m.dest != FOUNDATION for m in self.game.legal_moves()))
    @rule(data=st.data())
    def take_back_or_column_move(self, data) -> None:
        moves = [m for m in self.game.legal_moves() if m.dest != FOUNDATION]
        move = data.draw(st.sampled_from(moves))
        hidden = sum(self.game.face_down)
        self.game.play(str(move))
        self.record_move(move, hidden)

    @rule(move=st.sampled_from(ALL_MOVES))
    def try_any_move(self, move: Move) -> None:
        before = self.game.to_dict()
        hidden = sum(self.game.face_down)
        refusal = self.game.check(move)
        try:
            self.game.play(move)
        except IllegalMove as err:
            assert refusal is not None and err.reason == refusal.reason
            assert self.game.to_dict() == before
        else:
            assert refusal is None
            self.record_move(move, hidden)

    @rule(card=st.sampled_from(DECK), double=st.booleans())
    def tap(self, card, double: bool) -> None:
        before = self.game.to_dict()
        hidden = sum(self.game.face_down)
        move = self.game.double_tap(card) if double else self.game.tap(card)
        if move is None:
            assert self.game.to_dict() == before
        else:
            assert move.card == card
            self.record_move(move, hidden)

    @rule()
    def undo(self) -> None:
        before = self.game.to_dict()
        try:
            self.game.undo()
        except IllegalMove as err:
            assert err.reason == ("game_won" if self.game.won else "no_undo")
            assert self.game.to_dict() == before
            assert self.depth == 0 or self.game.won
        else:
            assert self.depth > 0
            self.depth -= 1
            self.snapshots.pop()
            self.points.pop()
            assert without_counter(self.game) == self.snapshots[-1]

    @rule(text=st.text(max_size=12))
    def bad_notation(self, text: str) -> None:
        before = self.game.to_dict()
        hidden = sum(self.game.face_down)
        try:
            move = self.game.play(text)
        except ValueError:
            assert self.game.to_dict() == before
        else:  # the text happened to be a legal move
            self.record_move(move, hidden)

    @rule(deal=st.integers(0, DEAL_COUNT - 1), rule=st.sampled_from(list(RULES)))
    def new_game(self, deal: int, rule: str) -> None:
        self.game = Game.from_code(make_code(rule, deal))
        self.start_new_model()

    @invariant()
    def consistent(self) -> None:
        g = self.game
        check_invariants(g)
        assert g.score == self.points[-1] >= 0
        assert g.moves == self.counter
        assert g.undo_left == self.depth
        assert without_counter(g) == self.snapshots[-1]


GameMachine.TestCase.settings = settings(max_examples=EXAMPLES, stateful_step_count=STEPS, deadline=None)
TestGame = GameMachine.TestCase
