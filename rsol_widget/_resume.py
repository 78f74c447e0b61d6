"""The game in progress, or a new one (:meth:`SolitaireWidget.resume_or_new`): one file shared by
every kernel that plays, never overwritten when damaged or written by another kernel meanwhile."""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING

from ._autosave import Claimed, file_stamp, load_versioned, set_aside_damaged
from ._protocol import Settings
from .errors import RecordError
from .rules import Rule, RuleName

if TYPE_CHECKING:
    from .widget import SolitaireWidget

log = logging.getLogger("rsol_widget.widget")

Stats = bool | str | os.PathLike[str]


def current_game(
    cls: type[SolitaireWidget], target: Path, rule: RuleName | Rule, stats: Stats, settings: Settings
) -> SolitaireWidget:
    """The unfinished game kept in ``target``, or a new game of ``rule`` saved there."""
    target.parent.mkdir(parents=True, exist_ok=True)
    for _ in range(5):
        widget = _look(cls, target, rule, stats, settings)
        if widget is not None:
            return widget
    # the file kept changing under us: a new game that will not overwrite it
    claim = Claimed(target, file_stamp(target))
    return cls(rule=rule, save_to=claim, overwrite=True, stats=stats, **settings)


def _look(
    cls: type[SolitaireWidget], target: Path, rule: RuleName | Rule, stats: Stats, settings: Settings
) -> SolitaireWidget | None:
    """One look at ``target``; ``None`` if it changed meanwhile (look again)."""
    stamp = file_stamp(target)
    if stamp is not None:
        try:
            record, stamp = load_versioned(target)
        except RecordError as exc:
            aside = set_aside_damaged(target, stamp)
            if aside is not None:
                log.warning("SolitaireWidget: %s; kept it as %s and started a new game", exc, aside.name)
            return None  # look again: moved aside, by this kernel or another
        game = record.validate()
        if not game.won:
            elapsed = record.elapsed or 0.0
            claim = Claimed(target, stamp, holds_game=True)
            return cls(game, save_to=claim, overwrite=True, elapsed=elapsed, notes=record, stats=stats, **settings)
    widget = cls(rule=rule, save_to=Claimed(target, stamp), overwrite=True, stats=stats, **settings)
    if getattr(widget._session.save_failure, "key", None) == "save.taken_over":
        widget.close()  # another kernel wrote its game there first: resume that one
        return None
    return widget


__all__ = ["current_game"]
