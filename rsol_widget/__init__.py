"""Russian Solitaire for Python and JupyterLab: the rules engine, game codes and records."""

from .analysis import Analysis, analyse
from .cards import Card
from .errors import CodeError, IllegalMove, NotationError, PositionError, RecordError
from .fair import Chances, chances
from .game import Game
from .moves import FOUNDATION, Move
from .record import Record
from .replay import Replay
from .solver import solve
from .stats import Statistics, StatisticsError

__all__ = [
    "FOUNDATION",
    "Analysis",
    "Card",
    "Chances",
    "CodeError",
    "Game",
    "IllegalMove",
    "Move",
    "NotationError",
    "PositionError",
    "Record",
    "RecordError",
    "Replay",
    "SolitaireWidget",
    "Statistics",
    "StatisticsError",
    "analyse",
    "chances",
    "solve",
]


def __getattr__(name: str) -> object:
    """Import the widget (and anywidget) only when asked for: the engine alone needs neither."""
    if name == "SolitaireWidget":
        from .widget import SolitaireWidget

        return SolitaireWidget
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
