"""The player's settings: one row each in :data:`TABLE`, the one declaration of a setting.

A row gives the setting's name (the widget's synced trait and keyword argument), its default, its
effect (the keyword's docstring and the docs' table) and, for a choice, its values. Everything
else comes from the table: the widget's synced traits (:class:`SettingTraits`, its base, made here
when the package is imported), the page's list (``constants["settings"]``), the docs' table
(``docs/hooks.py``, when the site is built) and the node tests' data (when they run). One mirror is
committed: :class:`~rsol_widget._protocol.Settings`, the typed keywords (between ``generated:
settings`` markers), which ``python tools/regenerate.py`` rewrites and ``tests/test_mirrors.py``
finds stale.

>>> SETTINGS["double_click"], SETTINGS["hints"], THEMES[0]
(True, False, 'classic')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

import traitlets

__all__ = ["SETTINGS", "TABLE", "THEMES", "Setting", "SettingTraits", "trait"]


@dataclass(frozen=True)
class Setting:
    """One setting. ``choices`` (a choice setting: the first is the default) or a bool ``default``;
    ``label`` is its catalogue key (the settings panel's words), ``effect`` what it does."""

    name: str
    default: bool | str
    effect: str
    choices: tuple[str, ...] = ()
    label: str = ""

    def __post_init__(self) -> None:
        if not self.label:
            object.__setattr__(self, "label", f"label.{self.name}")
        if self.choices and self.default != self.choices[0]:
            raise ValueError(f"setting {self.name!r}: the default is the first choice")
        if not self.choices and type(self.default) is not bool:
            raise ValueError(f"setting {self.name!r}: a setting without choices is a bool")


TABLE: Final = (
    Setting("double_click", True, "Two quick taps look for a place on the tableau (:meth:`Game.double_tap`)."),
    Setting("placement_help", True, "Legal destinations light up while dragging."),
    Setting("interactive_rules", True, "A refused move shows the rule's message; off: the cards just go back."),
    Setting(
        "auto_place",
        False,
        "A card released where it cannot go goes where a double tap would: its foundation when it can go "
        "there, else a place on the tableau.",
    ),
    Setting(
        "hints",
        False,
        'A Hint button and the chance to win from here ("Chance to win: 34% (±6)"), for a player who knows '
        "only what was seen (an addition for learners; the app has neither).",
    ),
    Setting(
        "hints_peek",
        False,
        'Hints see the face-down cards: the hint, the verdict ("Winnable from here") and "Where did it go '
        'wrong?" come from the solver, which knows where every face-down card lies.',
    ),
    Setting(
        "reduced_motion",
        False,
        "Cards go to their places without gliding: no deal, nudge or win cascade; off: the computer's own "
        "reduced-motion setting decides.",
    ),
    Setting(
        "theme",
        "classic",
        "The table's look (felt and card back).",
        choices=("classic", "blue", "walnut"),
        label="page.theme",
    ),
)
"""Every setting, in the order the page's settings panel lists them."""

SETTINGS: Final = {s.name: s.default for s in TABLE if isinstance(s.default, bool)}
"""The on/off settings and their defaults (``constants["settings"]`` lists their names)."""

THEMES: Final = next(s.choices for s in TABLE if s.name == "theme")
"""The table's looks (felt and card back) the Settings panel offers, the first the default; the
widget's synced ``theme`` trait holds one, and each has a label ``theme_<name>``."""


def trait(setting: Setting) -> traitlets.TraitType[Any, Any]:
    """The widget's synced trait of ``setting``: a choice's enum, else a bool."""
    if setting.choices:
        return traitlets.Enum(setting.choices, default_value=setting.default).tag(sync=True)
    return traitlets.Bool(setting.default is True).tag(sync=True)


if TYPE_CHECKING:

    class SettingTraits(traitlets.HasTraits):
        """For the type checker: the settings that Python code reads (the others only the page reads)."""

        double_click: bool
        hints: bool
        hints_peek: bool

else:
    SettingTraits = type(
        "SettingTraits",
        (traitlets.HasTraits,),
        {"__module__": __name__, "__doc__": "The widget's synced settings, one trait per row of TABLE."}
        | {s.name: trait(s) for s in TABLE},
    )
