"""The widget's background answers: hints (the ``analysis`` trait), "Where did it go wrong?" (the
``review`` trait) and the page's hunt for a winnable deal, each run by the widget's runner
(:mod:`rsol_widget._background`) on a copy of the position; an answer about a position no longer
shown is dropped.

Hints and the review are fair by default: they reason only on what the player has seen
(:mod:`rsol_widget._fair_hint`, :func:`rsol_widget.fair.chances`). With the ``hints_peek`` setting
on, they are the solver's, which sees the face-down cards (``hint_solver``, ``review_analyser``)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import i18n
from ._background import Background, Job, Runner
from ._fair_hint import chance_view, fair_hint_in_slices, fair_review_view
from ._handlers import send_reply
from ._protocol import Reply, RequestId, done, invalid, labels_for
from ._state import review_view
from .analysis import FAIR_SAMPLES, Analysis, FairAnalysis, fair_analyse_in_slices
from .deals import WinnableDeal, hunt_in_slices
from .fair import CHANCE_TIME_LIMIT, Chances
from .rules import Rule
from .solver import Hint

if TYPE_CHECKING:
    from .widget import SolitaireWidget

log = logging.getLogger("rsol_widget.widget")


class Advice:
    """The background work of one widget ``w`` (its session's lock guards every answer)."""

    fair_hint: Callable[..., Any] = staticmethod(fair_hint_in_slices)
    """The fair hint: ``fair_hint(game, cancel=)`` → :class:`~rsol_widget.fair.Chances` (or slices returning it)."""
    fair_reviewer: Callable[..., Any] = staticmethod(fair_analyse_in_slices)
    """The fair review: ``fair_reviewer(game, time_limit=, samples=, cancel=)`` → a FairAnalysis (or slices)."""
    fair_review_samples = FAIR_SAMPLES
    fair_review_time_limit = CHANCE_TIME_LIMIT

    def __init__(self, w: SolitaireWidget, runner: Runner) -> None:
        self.w = w
        self.runner = runner
        self.analyst: Background[Hint | Chances] = Background("hint solver", runner, self._hint_done)
        self.reviewer: Background[Analysis | FairAnalysis] = Background("analysis", runner, self._review_done)
        self.hunter: Background[WinnableDeal] = Background("hunt", runner, self._hunt_done)
        self._hunt: tuple[RequestId, Rule] | None = None  # the page's request a hunt answers

    # ------------------------------------------------------------------ hints
    def hint_view(self) -> dict[str, Any]:
        """Start the solver on the position shown (hints on); the ``analysis`` to show meanwhile."""
        self.analyst.cancel()
        session, w = self.w._session, self.w
        if not w.hints or session.game is None:
            return {}
        fair = {} if w.hints_peek else {"fair": True}
        if session.game.won:
            return {"seq": session.seq, "status": "won", "hint": None, **fair}
        if fair:
            self.analyst.start(session.game, session.seq, lambda game, cancel: self.fair_hint(game, cancel=cancel))
        else:
            limit, solver = w.hint_time_limit, w.hint_solver
            self.analyst.start(
                session.game, session.seq, lambda game, cancel: solver(game, time_limit=limit, cancel=cancel)
            )
        return {"seq": session.seq, "status": "searching", "hint": None, **fair}

    def hints_changed(self) -> None:
        """Hints were turned on (start the search) or off (drop every answer), or peeking changed
        (start the other search; the review shown was the other kind: dropped)."""
        w = self.w
        with w._session.lock:
            w.analysis = self.hint_view()
            self.reviewer.cancel()
            w.review = {}

    def _hint_done(self, job: Job, answer: Hint | Chances | None) -> None:
        """Publish the answer if it is still about the position shown."""
        with self.w._session.lock:
            if not self._current(job, "analysis"):
                return
            if isinstance(answer, Chances):
                self.w.analysis = chance_view(answer, job.seq)
                return
            if answer is None and not self.w.hints_peek:
                self.w.analysis = {"seq": job.seq, "status": "unknown", "hint": None, "fair": True}
                return
            hint = None
            if answer is not None and answer.move is not None:
                move = answer.move
                hint = {"card": str(move.card), "dest": move.dest, "winning": answer.winning}
            self.w.analysis = {"seq": job.seq, "status": "unknown" if answer is None else answer.status, "hint": hint}

    def _current(self, job: Job, what: str) -> bool:
        session = self.w._session
        if job.cancelled.is_set() or job.seq != session.seq or not self.w.hints:
            log.debug("SolitaireWidget dropped a stale %s (seq %s, now %s)", what, job.seq, session.seq)
            return False
        return True

    # ------------------------------------------------------------------ where did it go wrong?
    def start_review(self) -> Reply:
        """Start "Where did it go wrong?" on the game shown; the answer comes in ``review``."""
        w, session = self.w, self.w._session
        words = labels_for(w.lang)
        if not w.hints:
            return {"status": "refused", "reason": "hints_off", "message": words["review_hints_off"]}
        if session.game.code is None:
            return {"status": "refused", "reason": "no_code", "message": words["no_code"]}
        if w.hints_peek:
            limit, analyser = w.review_time_limit, w.review_analyser
            self.reviewer.start(
                session.game, session.seq, lambda game, cancel: analyser(game, time_limit=limit, cancel=cancel)
            )
        else:
            limit, samples, fair = self.fair_review_time_limit, self.fair_review_samples, self.fair_reviewer
            self.reviewer.start(
                session.game,
                session.seq,
                lambda game, cancel: fair(game, time_limit=limit, samples=samples, cancel=cancel),
            )
        w.review = {"seq": session.seq, "status": "searching", **({} if w.hints_peek else {"fair": True})}
        return done()

    def _review_done(self, job: Job, found: Analysis | FairAnalysis | None) -> None:
        with self.w._session.lock:
            if not self._current(job, "review"):
                return
            self.reviewer.cancel()  # finished: nothing under way any more
            undo_left = self.w._session.game.undo_left
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
        with w._session.lock:
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
            send_reply(w, reply, ident)

    def cancel_hunt(self) -> None:
        """Stop the hunt under way (if any) and answer its request: cancelled."""
        hunt, self._hunt = self._hunt, None
        self.hunter.cancel()
        if hunt is not None:
            send_reply(self.w, {"status": "refused", "reason": "cancelled"}, hunt[0])

    # ------------------------------------------------------------------ all of it
    def cancel(self) -> None:
        """Cancel every job (the widget closes)."""
        self.analyst.cancel()
        self.reviewer.cancel()
        self.cancel_hunt()


__all__ = ["Advice"]
