"""The player's settings: one field each of :class:`Settings`, the one declaration of a setting.

A field is a setting's name (the widget's synced trait and keyword argument), its type (``bool``, or
a ``Literal`` of its choices) and its :class:`Row`: default, effect (the docs' table), catalogue
label and, for a display setting, what it does on the page (:class:`Look`, in the vocabulary the
page knows: such a setting needs no code there). Everything else is derived: :data:`TABLE`, the
widget's synced traits (:class:`SettingTraits`, its base, made when the package is imported), the
page's list and looks (``constants["settings"]``, ``constants["looks"]``), the docs' table
(``docs/hooks.py``, when the site is built) and the node tests' data (when they run). Nothing about
a setting is committed anywhere else but its label in each language file.

>>> SETTINGS["double_click"], SETTINGS["hints"], THEMES[0]
(True, False, 'classic')
"""

from __future__ import annotations

import typing
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Final, Literal, TypedDict

import traitlets

__all__ = [
    "CHOICES",
    "LOOKS",
    "PARTS",
    "SETTINGS",
    "TABLE",
    "THEMES",
    "Look",
    "Row",
    "Setting",
    "SettingTraits",
    "Settings",
    "hides",
    "root_class",
    "root_data",
    "trait",
]

PARTS: Final = ("time", "moves", "score", "code", "keys")
"""The parts of the page a display setting may hide: the bar's time, moves, score and game code, and
the keys' help below the board (each marked ``data-part`` on the page)."""


@dataclass(frozen=True)
class Look:
    """What a display setting does on the page, in the vocabulary js/src/looks.js knows: ``hides``
    the parts marked ``data-part="<target>"`` while it is off, puts the ``class`` ``<target>`` on the
    view's root while it is on, or writes its value as the root's ``data`` attribute ``data-<target>``
    (the stylesheet reads it)."""

    kind: Literal["hides", "class", "data"]
    target: str


def hides(part: str) -> Look:
    """A bool setting that shows ``part`` (one of :data:`PARTS`) while on and hides it while off."""
    if part not in PARTS:
        raise ValueError(f"no part {part!r} on the page: one of {', '.join(PARTS)}")
    return Look("hides", part)


def root_class(name: str) -> Look:
    """A bool setting that puts the class ``name`` on the view's root while on (the stylesheet reads it)."""
    return Look("class", name)


def root_data(name: str) -> Look:
    """A setting whose value the view's root carries as ``data-<name>`` (the stylesheet reads it)."""
    return Look("data", name)


@dataclass(frozen=True)
class Row:
    """A setting's declaration beside its name and type in :class:`Settings`: its default (a
    choice's is its first), its ``effect``, its catalogue ``label`` (``label.<name>`` unless given)
    and, for a display setting, its ``look`` on the page."""

    default: bool | str
    effect: str
    label: str = ""
    look: Look | None = None


class Settings(TypedDict, total=False):
    """The player's settings, in the order the page's settings panel lists them; the keyword arguments
    of :class:`~rsol_widget.widget.SolitaireWidget` (``SolitaireWidget(hints=True)``), each optional."""

    double_click: Annotated[
        bool, Row(True, "Two quick taps look for a place on the tableau (:meth:`Game.double_tap`).")
    ]
    placement_help: Annotated[bool, Row(True, "Legal destinations light up while dragging.")]
    interactive_rules: Annotated[
        bool, Row(True, "A refused move shows the rule's message; off: the cards just go back.")
    ]
    auto_place: Annotated[
        bool,
        Row(
            False,
            "A card released where it cannot go goes where a double tap would: its foundation when it can go "
            "there, else a place on the tableau.",
        ),
    ]
    hints: Annotated[
        bool,
        Row(
            False,
            'A Hint button and the chance to win from here ("Chance to win: 34% (±6)"), for a player who knows '
            "only what was seen (an addition for learners; the app has neither).",
        ),
    ]
    hints_peek: Annotated[
        bool,
        Row(
            False,
            'Hints see the face-down cards: the hint, the verdict ("Winnable from here") and "Where did it go '
            'wrong?" come from the solver, which knows where every face-down card lies.',
        ),
    ]
    reduced_motion: Annotated[
        bool,
        Row(
            False,
            "Cards go to their places without gliding: no deal, nudge or win cascade; off: the computer's own "
            "reduced-motion setting decides.",
            look=root_class("rsol-still"),
        ),
    ]
    theme: Annotated[
        Literal["classic", "blue", "walnut"],
        Row("classic", "The table's look (felt and card back).", label="page.theme", look=root_data("theme")),
    ]


@dataclass(frozen=True)
class Setting:
    """One setting, as :class:`Settings` declares it. ``choices`` (a choice setting: the first is the
    default) or a bool ``default``; ``label`` is its catalogue key (the settings panel's words; each
    choice's are :meth:`option_label`), ``effect`` what it does, ``look`` what it does on the page (a
    display setting). The panel builds an on/off box or a choice's list from the row alone."""

    name: str
    default: bool | str
    effect: str
    choices: tuple[str, ...] = ()
    label: str = ""
    look: Look | None = None

    def __post_init__(self) -> None:
        if not self.label:
            object.__setattr__(self, "label", f"label.{self.name}")
        if self.choices and self.default != self.choices[0]:
            raise ValueError(f"setting {self.name!r}: the default is the first choice")
        if not self.choices and type(self.default) is not bool:
            raise ValueError(f"setting {self.name!r}: a setting without choices is a bool")
        if self.look and self.look.kind != "data" and self.choices:
            raise ValueError(f"setting {self.name!r}: only an on/off setting {self.look.kind} (a choice is data)")
        if self.label.partition(".")[0] not in ("label", "page"):
            raise ValueError(f"setting {self.name!r}: its label is a label. or page. key (the page reads those)")

    @property
    def page_label(self) -> str:
        """Its label's key among the page's labels (``labels_for``): the catalogue key without its section."""
        return self.label.partition(".")[2]

    def option_label(self, choice: str) -> str:
        """The catalogue key of one choice's words in the settings panel: ``<label>_<choice>``."""
        return f"{self.label}_{choice}"


def _row(name: str, hint: Any) -> Setting:
    """The setting that the field ``name: Annotated[type, Row(...)]`` of :class:`Settings` declares."""
    kind, row, *_ = (*typing.get_args(hint), None, None)
    if not isinstance(row, Row) or (kind is not bool and typing.get_origin(kind) is not Literal):
        raise TypeError(f"setting {name!r}: declare it Annotated[bool or Literal[...], Row(...)]")
    choices = tuple(typing.get_args(kind)) if kind is not bool else ()
    return Setting(name, row.default, row.effect, choices, row.label, row.look)


TABLE: Final = tuple(_row(name, hint) for name, hint in typing.get_type_hints(Settings, include_extras=True).items())
"""Every setting, in the order the page's settings panel lists them."""

SETTINGS: Final = {s.name: s.default for s in TABLE if isinstance(s.default, bool)}
"""The on/off settings and their defaults (``constants["settings"]`` lists their names)."""

CHOICES: Final = tuple(s for s in TABLE if s.choices)
"""The choice settings, each a list in the settings panel (``constants["choices"]``)."""

THEMES: Final = next(s.choices for s in TABLE if s.name == "theme")
"""The table's looks (felt and card back) the Settings panel offers, the first the default; the
widget's synced ``theme`` trait holds one, and each has a label ``theme_<name>``."""

LOOKS: Final = tuple(s for s in TABLE if s.look)
"""The display settings: what each does on the page is declared in its row (``constants["looks"]``)."""


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
