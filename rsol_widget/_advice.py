"""The widget's background answers: hints (the ``analysis`` trait), "Where did it go wrong?" (the
``review`` trait) and the page's hunt for a winnable deal, each run by the widget's runner
(:mod:`rsol_widget._background`) on a copy of the position; an answer about a position no longer
shown is dropped.

Hints and the review are fair by default: they reason only on what the player has seen. The hint
is the fair policy's move (:mod:`rsol_widget.policy`, the study's fair player's), its plan kept
along the game, with the chance carried on the same samples (:mod:`rsol_widget._hint_chain`).
With the ``hints_peek`` setting on, they are the solver's, which sees the face-down cards
(``hint_solver``, ``review_analyser``)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from . import i18n
from ._background import Background, Job, Runner
from ._board_review import board_review_view, searching_view
from ._fair_hint import fair_review_view, tracked_view
from ._handlers import Board, send_reply
from ._hint_chain import Chain, Tracked
from ._protocol import Reply, RequestId, done, invalid, labels_for
from ._state import review_view
from .analysis import Analysis, FairAnalysis, analyse_in_slices, fair_analyse_in_slices
from .deals import DEFAULT_TIME_LIMIT as WINNABLE_TIME_LIMIT
from .deals import WinnableDeal, hunt_in_slices
from .game import Game
from .policy import DEFAULT, Policy
from .rules import HINT_TIME_LIMIT, Rule
from .solver import Hint
from .solver import hint as solver_hint

if TYPE_CHECKING:
    from ._session import Session

log = logging.getLogger("rsol_widget.widget")


class Searches:
    """The searches behind a widget's background answers and their time limits (class attributes,
    which a subclass, a test or a player may replace on one widget)."""

    hint_solver: Callable[..., Hint] = staticmethod(solver_hint)
    """The search behind peeking hints: ``solver(game, time_limit=, cancel=)`` → :class:`~rsol_widget.solver.Hint`."""
    hint_time_limit: float = HINT_TIME_LIMIT
    """Seconds the solver may search each position when ``hints`` is on."""
    hunt_time_limit: float = WINNABLE_TIME_LIMIT
    """Seconds the page's "Winnable deals only" may hunt before it deals at random."""
    review_analyser: Callable[..., Any] = staticmethod(analyse_in_slices)
    """What "Where did it go wrong?" runs: ``analyser(game, time_limit=, cancel=)`` → an :class:`Analysis`
    or slices returning one (:func:`~rsol_widget.analysis.analyse_in_slices`, the default)."""
    review_time_limit: float = HINT_TIME_LIMIT
    """Seconds each of the review's solver searches may take."""


class Host(Board, Protocol):
    """What the background answers use of the widget: its hint settings, the searches it was given,
    the traits they answer in (:class:`~rsol_widget.widget.SolitaireWidget` is one)."""

    hints: bool
    hints_peek: bool
    analysis: dict[str, Any]
    review: dict[str, Any]
    last_hunt: WinnableDeal | None
    hint_time_limit: float
    review_time_limit: float
    hunt_time_limit: float
    hint_solver: Callable[..., Hint]
    review_analyser: Callable[..., Any]


class Advice:
    """The background work of one widget ``w`` showing ``session``'s game (the session's lock guards every answer)."""

    policy: Policy = DEFAULT
    """The fair policy the hint follows (the study's fair player's)."""
    fair_reviewer: Callable[..., Any] = staticmethod(fair_analyse_in_slices)
    """The fair review: ``fair_reviewer(game, time_limit=, cancel=, chain=)`` → a FairAnalysis (or
    slices): the hint's policy and samples (``chain``), so it agrees with the hints."""

    def __init__(self, w: Host, session: Session, runner: Runner) -> None:
        self.w, self.session = w, session
        self.runner = runner
        self.analyst: Background[Hint | Tracked] = Background("hint solver", runner, self._hint_done)
        self.chain = Chain(self.policy)
        self._chain_game: Game | None = None  # the game the chain's answers are about
        self.reviewer: Background[Analysis | FairAnalysis] = Background("analysis", runner, self._review_done)
        self.hunter: Background[WinnableDeal] = Background("hunt", runner, self._hunt_done)
        self._hunt: tuple[RequestId, Rule] | None = None  # the page's request a hunt answers
        self.reviewing_game = False  # the review under way is the game review on the board

    def shown(self) -> None:
        """A new position is shown: the hint search starts anew, and the review shown is about another one."""
        self.w.analysis = self.hint_view()
        self.reviewer.cancel()
        if self.w.review:
            self.w.review = {}

    # ------------------------------------------------------------------ hints
    def hint_view(self) -> dict[str, Any]:
        """Start the solver on the position shown (hints on); the ``analysis`` to show meanwhile."""
        self.analyst.cancel()
        session, w = self.session, self.w
        if not w.hints or session.game is None:
            return {}
        fair = {} if w.hints_peek else {"fair": True}
        if session.game.won:
            return {"seq": session.seq, "status": "won", "hint": None, **fair}
        if fair:
            chain = self._chain_for(session.game)
            self.analyst.start(session.game, session.seq, lambda game, cancel: chain.at(game, cancel))
        else:
            limit, solver = w.hint_time_limit, w.hint_solver
            self.analyst.start(
                session.game, session.seq, lambda game, cancel: solver(game, time_limit=limit, cancel=cancel)
            )
        return {"seq": session.seq, "status": "searching", "hint": None, **fair}

    def _chain_for(self, game: Game) -> Chain:
        """The hint's answers for ``game`` (new ones for a new game, or a new policy)."""
        if game is not self._chain_game or self.chain.policy != self.policy:
            self.chain, self._chain_game = Chain(self.policy), game
        return self.chain

    def hints_changed(self) -> None:
        """Hints were turned on (start the search) or off (drop every answer), or peeking changed
        (start the other search; the review shown was the other kind: dropped)."""
        w = self.w
        with self.session.lock:
            w.analysis = self.hint_view()
            self.reviewer.cancel()
            w.review = {}

    def _hint_done(self, job: Job, answer: Hint | Tracked | None) -> None:
        """Publish the answer if it is still about the position shown."""
        with self.session.lock:
            if not self._current(job, "analysis"):
                return
            if isinstance(answer, Tracked):
                self.w.analysis = tracked_view(answer, job.seq)
                return
            if answer is None and not self.w.hints_peek:
                self.w.analysis = {"seq": job.seq, "status": "unknown", "hint": None, "fair": True}
                return
            hint = None
            if answer is not None and answer.move is not None:
                move = answer.move
                hint = {"card": str(move.card), "dest": move.dest, "winning": answer.winning}
            self.w.analysis = {"seq": job.seq, "status": "unknown" if answer is None else answer.status, "hint": hint}

    def _current(self, job: Job, what: str, hints: bool = True) -> bool:
        session = self.session
        if job.cancelled.is_set() or job.seq != session.seq or (hints and not self.w.hints):
            log.debug("SolitaireWidget dropped a stale %s (seq %s, now %s)", what, job.seq, session.seq)
            return False
        return True

    # ------------------------------------------------------------------ where did it go wrong?
    def start_review(self) -> Reply:
        """Start "Where did it go wrong?" on the game shown; the answer comes in ``review``."""
        w, session = self.w, self.session
        words = labels_for(w.lang)
        if not w.hints:
            return {"status": "refused", "reason": "hints_off", "message": words["review_hints_off"]}
        if session.game.code is None:
            return {"status": "refused", "reason": "no_code", "message": words["no_code"]}
        self.reviewing_game = False
        if w.hints_peek:
            limit, analyser = w.review_time_limit, w.review_analyser
            self.reviewer.start(
                session.game, session.seq, lambda game, cancel: analyser(game, time_limit=limit, cancel=cancel)
            )
        else:
            chain, fair = self._chain_for(session.game), self.fair_reviewer
            self.reviewer.start(
                session.game,
                session.seq,
                lambda game, cancel: fair(game, time_limit=chain.policy.time_limit, cancel=cancel, chain=chain),
            )
        w.review = {"seq": session.seq, "status": "searching", **({} if w.hints_peek else {"fair": True})}
        return done()

    def start_game_review(self) -> Reply:
        """Start the game review on the board (:mod:`rsol_widget._board_review`): fair, on the hint's
        policy and samples, with hints on or off; the answer comes in ``review``."""
        session = self.session
        if session.game.code is None:
            return {"status": "refused", "reason": "no_code", "message": labels_for(self.w.lang)["no_code"]}
        chain, fair = self._chain_for(session.game), self.fair_reviewer
        limit = chain.policy.time_limit
        self.reviewer.start(
            session.game, session.seq, lambda game, cancel: fair(game, time_limit=limit, cancel=cancel, chain=chain)
        )
        self.reviewing_game = True
        self.w.review = searching_view(session.seq)
        return done()

    def _review_done(self, job: Job, found: Analysis | FairAnalysis | None) -> None:
        with self.session.lock:
            if not self._current(job, "review", hints=not self.reviewing_game):
                return
            self.reviewer.cancel()  # finished: nothing under way any more
            if self.reviewing_game:
                self.w.review = board_review_view(found if isinstance(found, FairAnalysis) else None, job.seq)
                return
            undo_left = self.session.game.undo_left
            if isinstance(found, FairAnalysis) or (found is None and not self.w.hints_peek):
                self.w.review = fair_review_view(found, job.seq, undo_left)
            else:
                self.w.review = review_view(found, job.seq, undo_left)

    # ------------------------------------------------------------------ the page's hunt
    def start_hunt(self, ident: RequestId, rule: Rule) -> None:
        """Hunt for a winnable deal of ``rule``; request ``ident`` is answered when it ends."""
        self.cancel_hunt()
        self._hunt = (ident, rule)
        limit = self.w.hunt_time_limit
        self.hunter.run(0, lambda cancel: hunt_in_slices(rule, time_limit=limit, cancel=cancel))

    def _hunt_done(self, job: Job, hunt: WinnableDeal | None) -> None:
        """Deal what the hunt found (or a random deal) and answer the page's request."""
        w = self.w
        with self.session.lock:
            if job.cancelled.is_set() or self._hunt is None:
                return  # cancelled while this job waited for the lock
            (ident, rule), self._hunt = self._hunt, None
            self.hunter.cancel()
            w.last_hunt = hunt
            code = hunt.code if hunt is not None else None
            try:
                game = w.new_game(code=code, rule=rule)
            except Exception:  # never leave the page waiting
                log.exception("SolitaireWidget: could not deal after the hunt for a winnable deal")
                reply: Reply = invalid(i18n.text(w.lang, "error.request_failed"), reason="error")
            else:
                reply = {"status": "done", "code": game.code, "winnable": code is not None}
            send_reply(w, self.session, reply, ident)

    def cancel_hunt(self) -> None:
        """Stop the hunt under way (if any) and answer its request: cancelled."""
        hunt, self._hunt = self._hunt, None
        self.hunter.cancel()
        if hunt is not None:
            send_reply(self.w, self.session, {"status": "refused", "reason": "cancelled"}, hunt[0])

    # ------------------------------------------------------------------ all of it
    def cancel(self) -> None:
        """Cancel every job (the widget closes)."""
        self.analyst.cancel()
        self.reviewer.cancel()
        self.cancel_hunt()


__all__ = ["Advice", "Host", "Searches"]
