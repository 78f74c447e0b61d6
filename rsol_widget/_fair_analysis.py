"""The fair analysis behind ``analyse(..., fair=True)``: for each move, the chance before and after
it for a player who knows only what was seen, against the fair policy's move there (the hint:
:mod:`rsol_widget.policy`, on the same samples), the move that cost the most against the hint's,
or, when no choice cost anything (the hint's moves lost), the card turned up that lowered the
chance most (bad luck). A move the hint proposed is never the mistake."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ._chance_words import say_chance
from ._hint_chain import Chain
from ._slices import Slices
from .cards import Card
from .fair import Estimate, chances
from .game import Game
from .i18n import text
from .moves import Move
from .policy import DEFAULT, Policy


@dataclass(frozen=True)
class FairStep:
    """One move of the line: the chance ``before`` it, ``after`` it (on the same samples), and the
    fair policy's move there (``best``, the hint) with its chance ``best_after``. ``cost`` is how
    many more samples the hint's move kept won than this one (0 for the hint's move itself)."""

    move: Move
    before: Estimate
    after: Estimate
    best: Move
    best_after: Estimate
    turned: Card | None = None
    """The card this move turned face up, if any."""

    @property
    def cost(self) -> int:
        return 0 if self.move == self.best else self.best_after.won - self.after.won


@dataclass(frozen=True)
class FairAnalysis:
    """What ``analyse(..., fair=True)`` found; it never sees the face-down cards.

    ``steps[i]`` is move ``i + 1`` (:class:`FairStep`); ``steps`` stops early when ``cancel`` did.
    ``mistake`` is the 1-based number of the move that cost the most against the best visible
    move (``None`` when every move was as good as the best one could see). ``unluckiest`` is the
    move after which the card turned up lowered the chance most (``None`` if none did).
    """

    code: str
    moves: tuple[Move, ...]
    steps: tuple[FairStep, ...]
    mistake: int | None
    unluckiest: int | None
    samples: int
    seed: int
    seconds: float

    @property
    def kind(self) -> str:
        """``"mistake"``, ``"luck"`` (no move cost anything, a turned card did) or ``"none"``."""
        return "mistake" if self.mistake else "luck" if self.unluckiest else "none"

    def note(self, lang: str = "en") -> str:
        """The caveat to show beside the fair analysis (``analysis.fair.note``), in ``lang``."""
        return text(lang, "analysis.fair.note")

    def summary(self, lang: str = "en") -> str:
        """The finding as a sentence from the catalogue (``analysis.fair.*``), in ``lang``."""
        if self.mistake:
            step = self.steps[self.mistake - 1]
            return text(
                lang,
                "analysis.fair.mistake",
                n=self.mistake,
                move=step.move,
                after=say_chance(step.after, lang),
                best=step.best,
                best_after=say_chance(step.best_after, lang),
            )
        if self.unluckiest:
            step = self.steps[self.unluckiest - 1]
            now = self.steps[self.unluckiest].before if self.unluckiest < len(self.steps) else step.after
            before, after = say_chance(step.after, lang), say_chance(now, lang)
            return text(lang, "analysis.fair.luck", n=self.unluckiest, move=step.move, before=before, after=after)
        return text(lang, "analysis.fair.none")

    @property
    def marks(self) -> tuple[str, ...]:
        """One mark per analysed move: ✓ as good as the best visible move, ✗ it cost samples."""
        return tuple("✗" if s.cost > 0 else "✓" for s in self.steps)


def fair_slices(
    code: str,
    start: Game,
    line: Sequence[Move],
    *,
    samples: int,
    time_limit: float,
    seed: int | None,
    cancel: Callable[[], bool] | None,
    node_limit: int | None = None,
    chain: Chain | None = None,
) -> Slices[FairAnalysis]:
    """Replay ``line`` from ``start`` (dealt from ``code``), asking at each position the fair
    policy's move (the hint: ``chain``'s, else a new one's with ``samples``, ``seed``,
    ``node_limit``) and the chances after it and after the move played, on the policy's samples:
    yields after each move (the widget's review runs it so where no thread can start) and returns
    the :class:`FairAnalysis` (:func:`rsol_widget._slices.finish` runs it to the end)."""
    started = time.perf_counter()
    if chain is None:
        limit = DEFAULT.node_limit if node_limit is None else node_limit
        chain = Chain(Policy(samples=samples, node_limit=limit, seed=seed or 0, time_limit=time_limit))
    policy = chain.policy
    positions = [start.copy()]
    steps: list[FairStep] = []
    for move in line:
        game = positions[-1]
        tracked = yield from chain.along(positions, line[: len(positions) - 1], cancel)
        if tracked is None or (cancel is not None and cancel()):
            break
        hint = tracked.suggestion.move or move
        c = chances(
            game,
            samples=policy.samples,
            time_limit=policy.time_limit,
            seed=policy.seed,
            cancel=cancel,
            node_limit=policy.node_limit,
            among=[hint] if hint == move else [hint, move],
        )
        nxt = game.copy()
        nxt.play(move)
        src = game.location(move.card)
        turned = nxt.columns[src][nxt.face_down[src]] if sum(nxt.face_down) < sum(game.face_down) else None
        steps.append(FairStep(move, c.now, c.after(move), hint, c.after(hint), turned))
        positions.append(nxt)
        yield
    return FairAnalysis(
        code=code,
        moves=tuple(line),
        steps=tuple(steps),
        mistake=_costliest(steps),
        unluckiest=_unluckiest(steps),
        samples=policy.samples,
        seed=policy.seed,
        seconds=time.perf_counter() - started,
    )


def _costliest(steps: Sequence[FairStep]) -> int | None:
    costs = [(s.cost, -i) for i, s in enumerate(steps) if s.cost > 0]
    return -max(costs)[1] + 1 if costs else None


def _unluckiest(steps: Sequence[FairStep]) -> int | None:
    """The move whose turned-up card lowered the chance most: its ``after`` against the next
    position's ``before`` (new samples, with the new card known)."""
    drops = []
    for i in range(len(steps) - 1):
        if steps[i].turned is None:
            continue
        a, b = steps[i].after.share, steps[i + 1].before.share
        if a is not None and b is not None and b < a:
            drops.append((a - b, -i))
    return -max(drops)[1] + 1 if drops else None
