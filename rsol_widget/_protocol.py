"""The widget's message protocol: the shapes of what travels between the kernel and the page.

Python is the only writer of the synced traits; the page reads them and sends requests.

* ``constants`` (:class:`Constants`, sent once): the table's fixed facts (7 columns, the foundation
  dest 7, the suits in foundation order), the languages with their names, the rules, the request
  kinds (game actions apart), the settings and the reply statuses. The page decides none of these.
* ``labels``: every word the page shows, in the widget's language (:func:`labels_for`).
* ``state`` (:class:`State`, one message per change): the engine's position as a player may see it
  (:meth:`Game.to_dict` with ``visible_only=True``, each column written compactly as its cards
  bottom to top, ``null`` for a face-down card, whose identity never leaves the kernel), plus ``seq``
  (bumped on every change), ``game`` (bumped on every new game), and the engine's answers to every
  question the page asks: ``dests`` (the legal destinations of each movable card: 0..6 a column, 7
  its foundation), ``movable`` (the cards that can be picked up), ``tap`` and ``double_tap`` (where
  a tap or a double tap would send each card), ``can_undo``, ``stuck`` (no legal move is left: the
  page says so, the game stays playable), ``attempt`` (on a replay's board, a record's refused
  attempt to mark: ``card``, or ``place`` for a face-down card, ``dest``, ``message``), ``time`` (``elapsed`` seconds,
  ``running``), ``last`` (the last move played) and ``answer`` (see below).
* Requests from the page are ``{"kind", "id", "seq", ...}`` (:func:`parse_request`): the game
  actions ``move`` (``card``, ``dest``), ``tap`` / ``double_tap`` / ``place`` (``card``; ``place`` is
  automatic placement), ``face_down`` (``column``, ``index``: a gesture on a face-down card, named by
  its place; always refused, with a reason that does not name the card), ``undo``, ``redo`` and
  ``rewind`` (``to``: keep the first ``to`` moves of the line, by undoing when the undo window
  reaches, else by restarting the deal and replaying them) carry the ``seq`` of the state they
  were made on;
  ``new_game`` (``rule``, optional ``code``, optional ``winnable``: the hunt for a winnable deal runs
  in a background thread and the reply comes when it ends, ``winnable`` telling whether one was
  found), ``restart`` (the same deal again), ``settings`` (setting names to booleans, ``lang``,
  ``theme``; kept for later boards), ``reset_settings`` (every setting back to its default),
  ``clock`` (the game clock now: a new view asks on render; ``pause`` ``true`` pauses it while the
  board is hidden, a dialog is open or the player is away, ``false`` resumes it at the next gesture),
  ``ping`` (the benchmark's bare round trip), ``reset_stats`` (forget the statistics), ``get_record``
  (the reply's ``record`` is the game's record as JSON text, ``name`` a file name for it),
  ``open_record`` (``text``: a record to continue; a bad one is refused with the loader's message)
  ``analyse`` ("Where did it go wrong?", hints on: the answer comes in the synced ``review``
  trait, see :class:`~rsol_widget.widget.SolitaireWidget`) and ``review_game`` (the game review on
  the board, hints on or off: its answer too, see :mod:`rsol_widget._board_review`) do not.
* Every request is answered (:class:`Reply`). One that changed the game is answered inside the
  state it produced, ``state["answer"] = {"id", "status": "done"}`` (one message instead of two; the
  move is ``state["last"]``); any other by a custom message ``{"kind": "reply", "id", "status",
  "seq", ...}`` with status ``done`` (``move`` ``null`` when nothing moved), ``refused``
  (``reason``, ``message``, ``rule``), ``stale`` or ``invalid``. Malformed messages never raise and
  never change the game.

The shapes are here; the state is built from a Game beside the session, in :mod:`rsol_widget._state`.
js/src/protocol.js mirrors these shapes in JSDoc; tests/test_protocol.py fails when the two sides'
lists of state keys, request kinds or reply statuses differ.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, TypedDict

from ._settings import CHOICES, LOOKS, SETTINGS, THEMES, Settings
from .cards import DECK, SUITS, Card
from .codes import PREFIX
from .errors import IllegalMove, NotationError, brief
from .i18n import LANGS, PerLanguage, language_name, section, templates, text
from .messages import card_name
from .moves import COLUMNS, FOUNDATION, Move
from .record import MAX_BYTES as MAX_RECORD_BYTES
from .rules import CLASSIC, RULES, Rule

GAME_ACTIONS = ("move", "tap", "double_tap", "place", "face_down", "undo", "redo", "rewind")
"""Requests that change the game: each carries the ``seq`` it was made on, and a stale one is refused."""
OTHER_REQUESTS = (
    "new_game",
    "restart",
    "settings",
    "reset_settings",
    "clock",
    "ping",
    "reset_stats",
    "get_record",
    "open_record",
    "analyse",
    "review_game",
    "picture",
    "elsewhere",
)
REQUEST_KINDS = GAME_ACTIONS + OTHER_REQUESTS
ELSEWHERE_CHOICES = ("here", "apart", "new")
"""An ``elsewhere`` request's choices: play the saved game here, keep this board's game apart, or start another."""
REPLY_STATUSES = ("done", "refused", "stale", "invalid")


MAX_RECORD_TEXT = MAX_RECORD_BYTES
"""An ``open_record`` text longer than this is refused before it is read (the record loader's own cap)."""
MAX_ID_TEXT = 64
"""Request ids longer than this (as text) are refused."""
MAX_ID_INT = 2**53
"""Integer request ids (and ``seq``) beyond ±this (past JavaScript's safe integers) are refused."""

RequestId = str | int | None


class BadRequest(ValueError):
    """A request that is malformed: wrong type, unknown card, kind or setting, out-of-range value."""


# ---------------------------------------------------------------------- shapes
class Clock(TypedDict):
    elapsed: float
    running: bool


class Attempt(TypedDict):
    """A record's refused attempt, marked on a replay's board (the state's ``attempt``)."""

    card: str | None
    """The card tried, or ``None`` when it is face down (its identity stays in the kernel)."""
    place: list[int] | None
    """``[column, index]`` of a face-down card tried (the page marks it by its place), else ``None``."""
    dest: int
    message: str
    """The engine's refusal, in the widget's language (naming no face-down card)."""


class Answer(TypedDict):
    id: RequestId
    status: Literal["done"]


class State(TypedDict):
    """The synced ``state`` trait (see the module docstring)."""

    code: str | None
    rule: str
    columns: list[list[str | None]]
    """Each column bottom to top: a card, or ``None`` while it is face down."""
    foundations: list[list[str]]
    score: int
    moves: int
    won: bool
    undo_left: int
    seq: int
    game: int
    dests: dict[str, list[int]]
    movable: list[str]
    tap: dict[str, int]
    double_tap: dict[str, int]
    can_undo: bool
    can_redo: bool
    stuck: bool
    """No legal move is left (and the game is not won): the page says so; the game stays playable."""
    attempt: Attempt | None
    """On a replay's board at a record's refused attempt: the attempt, marked on the board."""
    time: Clock
    last: str | None
    answer: Answer | None


class Language(TypedDict):
    code: str
    name: str


class LookOnPage(TypedDict):
    """A display setting's look on the page (``constants["looks"]``, see :class:`~rsol_widget._settings.Look`)."""

    setting: str
    kind: str
    target: str


class ChoiceOnPage(TypedDict):
    """A choice setting's list in the settings panel (``constants["choices"]``): its label's key among
    the page's labels, each value's ``<label>_<value>``."""

    setting: str
    label: str
    values: list[str]


class Constants(TypedDict):
    """The synced ``constants`` trait: sent once, the same for every game."""

    columns: int
    foundation: int
    suits: list[str]
    languages: list[Language]
    rules: list[str]
    game_actions: list[str]
    requests: list[str]
    settings: list[str]
    themes: list[str]
    choices: list[ChoiceOnPage]
    """The choice settings, in panel order: the page builds each one's list from its row alone."""
    looks: list[LookOnPage]
    """What each display setting does on the page, from its row: the page needs no code of its own for it."""
    reply_statuses: list[str]
    code_prefix: str
    rule_letters: dict[str, str]
    """The letter a game code carries for each rule (``RU1-C-…``): the new-game dialog follows it."""
    max_record_bytes: int


class Picture(TypedDict):
    """The position drawn for a notebook to keep beside the widget (the ``picture`` request): shown
    when the notebook is opened again without its kernel."""

    model: str
    """The widget's model id: the picture output is marked with it (``data-rsol-model``)."""
    html: str
    text: str


class Reply(TypedDict, total=False):
    """A custom message answering one request (``kind``, ``id``, ``status`` and ``seq`` always)."""

    kind: Literal["reply"]
    id: RequestId
    status: str
    seq: int
    move: str | None
    reason: str
    message: str
    rule: str
    time: Clock
    pong: int
    code: str | None
    winnable: bool | None
    record: str
    name: str
    picture: Picture


STATE_KEYS = tuple(State.__annotations__)
REPLY_KEYS = tuple(Reply.__annotations__)
CONSTANT_KEYS = tuple(Constants.__annotations__)


@dataclass(frozen=True)
class Request:
    """A request from the page, checked: its ``kind``, ``id`` and (game actions) ``seq``."""

    kind: str
    id: RequestId
    seq: int | None = None


@dataclass(frozen=True, kw_only=True)
class MoveRequest(Request):
    card: Card
    dest: int


@dataclass(frozen=True, kw_only=True)
class CardRequest(Request):
    """``tap``, ``double_tap`` or ``place`` on one card."""

    card: Card


@dataclass(frozen=True, kw_only=True)
class FaceDownRequest(Request):
    """``face_down``: a gesture on a face-down card, named by its place (the page never knows the card)."""

    column: int
    index: int


@dataclass(frozen=True, kw_only=True)
class RewindRequest(Request):
    """``rewind``: go back to the position after the first ``to`` moves of the line."""

    to: int


@dataclass(frozen=True, kw_only=True)
class NewGameRequest(Request):
    rule: Rule
    code: str | None
    winnable: bool = False


@dataclass(frozen=True, kw_only=True)
class OpenRecordRequest(Request):
    """``open_record``: the text of a record file the player chose."""

    text: str


@dataclass(frozen=True, kw_only=True)
class ClockRequest(Request):
    """``clock``: the game clock now; with ``pause`` ``true`` or ``false``, pause or resume it first."""

    pause: bool | None = None


@dataclass(frozen=True, kw_only=True)
class ElsewhereRequest(Request):
    """``elsewhere``: what to do with a game another board has written since (see ``rsol_widget._elsewhere``)."""

    choice: str


@dataclass(frozen=True, kw_only=True)
class SettingsRequest(Request):
    values: dict[str, bool | str]


# ---------------------------------------------------------------------- what Python sends
def constants() -> Constants:
    """The constant block the page builds itself from."""
    return {
        "columns": COLUMNS,
        "foundation": FOUNDATION,
        "suits": [str(s) for s in SUITS],
        "languages": [{"code": lang, "name": language_name(lang)} for lang in LANGS],
        "rules": list(RULES),
        "game_actions": list(GAME_ACTIONS),
        "requests": list(REQUEST_KINDS),
        "settings": list(SETTINGS),
        "themes": list(THEMES),
        "choices": [{"setting": s.name, "label": s.page_label, "values": list(s.choices)} for s in CHOICES],
        "looks": [{"setting": s.name, "kind": s.look.kind, "target": s.look.target} for s in LOOKS if s.look],
        "reply_statuses": list(REPLY_STATUSES),
        "code_prefix": PREFIX,
        "rule_letters": {rule.letter: name for name, rule in RULES.items()},
        "max_record_bytes": MAX_RECORD_BYTES,
    }


PAGE_LABELS = PerLanguage("page")
"""The words only the page uses (its buttons, menus and panels), in every language."""


def labels_for(lang: str) -> dict[str, Any]:
    """Every label the page shows in ``lang``, with the spoken name of each card and of each rule choice."""
    return {
        **section(lang, "page"),
        **section(lang, "label"),
        "review_note": text(lang, "analysis.note"),
        "review_note_fair": text(lang, "analysis.fair.note"),
        **{f"review_fair_{k}": templates(lang)[f"analysis.fair.{k}"] for k in ("mistake", "luck", "none")},
        **{f"game_{k}": v for k, v in section(lang, "review").items()},  # the game review's words
        "cards": {str(c): card_name(c, lang) for c in DECK},
        "rule_choices": {name: text(lang, rule.choice) for name, rule in RULES.items()},
        "lang": lang,
    }


# ---------------------------------------------------------------------- replies
def done(move: Move | None = None) -> Reply:
    return {"status": "done", "move": None if move is None else str(move)}


def refused(exc: IllegalMove, lang: str) -> Reply:
    """The engine's refusal, in ``lang``: the reason, the full message and the rule's name."""
    return {"status": "refused", "reason": exc.reason, "message": exc.message(lang), "rule": exc.rule[lang]}


def stale() -> Reply:
    return {"status": "stale"}


def invalid(message: str, reason: str = "malformed") -> Reply:
    return {"status": "invalid", "reason": reason, "message": message}


# ---------------------------------------------------------------------- requests
def request_id(content: Any) -> RequestId:
    """The id to answer a message with: its ``id`` if that is a short text or an integer, else ``None``."""
    ident = content.get("id") if isinstance(content, dict) else None
    if isinstance(ident, bool) or not isinstance(ident, int | str):
        return None
    if isinstance(ident, int):  # bounded as a number first: str() of a huge int raises
        return ident if -MAX_ID_INT <= ident <= MAX_ID_INT else None
    return ident if len(ident) <= MAX_ID_TEXT else None


def parse_request(content: Any) -> Request | None:
    """The request a message from the page makes, checked; ``None`` for a message that is no request
    (not an object, or a reply echoed back). Raises :class:`BadRequest` naming what is wrong.

    >>> parse_request({"kind": "move", "id": "v1:1", "seq": 3, "card": "7♣", "dest": 0})
    MoveRequest(kind='move', id='v1:1', seq=3, card=Card('7♣'), dest=0)
    >>> parse_request({"kind": "move", "id": "v1:2", "seq": 3, "card": "7♣", "dest": 9})
    Traceback (most recent call last):
    ...
    rsol_widget._protocol.BadRequest: dest must be 0..7, not 9
    """
    if not isinstance(content, dict) or content.get("kind") == "reply":
        return None
    kind, ident = content.get("kind"), request_id(content)
    if ident is None and content.get("id") is not None:
        raise BadRequest(f"id must be a text of at most {MAX_ID_TEXT} characters or an integer within ±2**53")
    if kind not in REQUEST_KINDS:
        raise BadRequest(f"unknown kind {brief(kind)}")
    if kind in GAME_ACTIONS:
        seq = content.get("seq")
        if type(seq) is not int or not 0 <= seq <= MAX_ID_INT:
            raise BadRequest(f"seq must be an int from 0 to 2**53, not {brief(seq)}")
        if kind in ("undo", "redo"):
            return Request(kind, ident, seq)
        if kind == "rewind":
            to = content.get("to")
            if type(to) is not int or to < 0:
                raise BadRequest(f"rewind needs 'to', a number of moves ≥ 0, not {brief(to)}")
            return RewindRequest(kind, ident, seq, to=to)
        if kind == "face_down":
            return _face_down(content, ident, seq)
        card = _card_of(content.get("card"))
        if kind != "move":
            return CardRequest(kind, ident, seq, card=card)
        dest = content.get("dest")
        if type(dest) is not int or not 0 <= dest <= FOUNDATION:
            raise BadRequest(f"dest must be 0..{FOUNDATION}, not {brief(dest)}")
        return MoveRequest(kind, ident, seq, card=card, dest=dest)
    if kind == "new_game":
        return _new_game(content, ident)
    if kind == "settings":
        return _settings(content, ident)
    if kind == "open_record":
        return _open_record(content, ident)
    if kind == "clock":
        pause = content.get("pause")
        if pause is not None and type(pause) is not bool:
            raise BadRequest(f"pause must be true or false, not {brief(pause)}")
        return ClockRequest(kind, ident, pause=pause)
    if kind == "elsewhere":
        choice = content.get("choice")
        if choice not in ELSEWHERE_CHOICES:
            raise BadRequest(f"choice is one of {', '.join(ELSEWHERE_CHOICES)}, not {brief(choice)}")
        return ElsewhereRequest(kind, ident, choice=choice)
    return Request(kind, ident)


def _face_down(content: dict[str, Any], ident: RequestId, seq: int) -> FaceDownRequest:
    column, index = content.get("column"), content.get("index")
    if type(column) is not int or not 0 <= column < COLUMNS:
        raise BadRequest(f"column must be 0..{COLUMNS - 1}, not {brief(column)}")
    if type(index) is not int or index < 0:
        raise BadRequest(f"index must be a number ≥ 0, not {brief(index)}")
    return FaceDownRequest("face_down", ident, seq, column=column, index=index)


def _card_of(value: Any) -> Card:
    if not isinstance(value, str):
        raise BadRequest(f"card must be text like '7♥', not {type(value).__name__}")
    try:
        return Card.parse(value)
    except NotationError as exc:
        raise BadRequest(str(exc)) from exc


def _new_game(content: dict[str, Any], ident: RequestId) -> NewGameRequest:
    code, rule = content.get("code") or None, content.get("rule", CLASSIC.name)
    winnable = content.get("winnable", False)
    if rule not in RULES or not (code is None or isinstance(code, str)) or type(winnable) is not bool:
        names = "|".join(repr(name) for name in RULES)
        raise BadRequest(f"new_game needs rule {names}, an optional code text, an optional winnable bool")
    return NewGameRequest("new_game", ident, rule=RULES[rule], code=code.strip() if code else None, winnable=winnable)


def _open_record(content: dict[str, Any], ident: RequestId) -> OpenRecordRequest:
    text = content.get("text")
    if not isinstance(text, str):
        raise BadRequest(f"open_record needs the record's text, not {brief(text)}")
    if len(text) > MAX_RECORD_TEXT:
        raise BadRequest(f"the record is larger than {MAX_RECORD_TEXT} characters")
    return OpenRecordRequest("open_record", ident, text=text)


def _settings(content: dict[str, Any], ident: RequestId) -> SettingsRequest:
    values = {k: v for k, v in content.items() if k not in ("kind", "id", "seq")}
    for name, value in values.items():
        if name == "lang":
            if value not in LANGS:
                raise BadRequest(f"lang must be one of {LANGS}, not {brief(value)}")
        elif choice := next((c for c in CHOICES if c.name == name), None):
            if value not in choice.choices:
                raise BadRequest(f"{name} must be one of {choice.choices}, not {brief(value)}")
        elif name not in SETTINGS or type(value) is not bool:
            raise BadRequest(f"unknown setting or non-boolean value: {brief(name)} = {brief(value)}")
    return SettingsRequest("settings", ident, values=values)


__all__ = [
    "CONSTANT_KEYS",
    "ELSEWHERE_CHOICES",
    "GAME_ACTIONS",
    "MAX_ID_INT",
    "MAX_ID_TEXT",
    "MAX_RECORD_TEXT",
    "OTHER_REQUESTS",
    "PAGE_LABELS",
    "REPLY_KEYS",
    "REPLY_STATUSES",
    "REQUEST_KINDS",
    "SETTINGS",
    "STATE_KEYS",
    "THEMES",
    "Answer",
    "Attempt",
    "BadRequest",
    "CardRequest",
    "ChoiceOnPage",
    "Clock",
    "ClockRequest",
    "Constants",
    "ElsewhereRequest",
    "FaceDownRequest",
    "Language",
    "LookOnPage",
    "MoveRequest",
    "NewGameRequest",
    "OpenRecordRequest",
    "Picture",
    "Reply",
    "Request",
    "RequestId",
    "RewindRequest",
    "Settings",
    "SettingsRequest",
    "State",
    "constants",
    "done",
    "invalid",
    "labels_for",
    "parse_request",
    "refused",
    "request_id",
    "stale",
]


_MOVED = ("attempt_view", "build_state", "gesture_targets", "movable_cards", "review_view")


def __getattr__(name: str) -> Any:
    """The state's builders, moved beside the session (:mod:`rsol_widget._state`), still found here."""
    if name in _MOVED:
        from . import _state

        return getattr(_state, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
