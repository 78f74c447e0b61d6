"""The widget's answers to the page's requests: one function per request kind (:data:`HANDLERS`).

Each handler takes a :class:`Desk` (the widget as a :class:`Board`, its session, its background
work, each seen through what a handler may use) and the checked request, and returns the reply
(``None``: answered later, as the hunt for a winnable deal is). A game action made on a state no
longer shown is stale.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from . import _prefs as prefs
from . import i18n
from ._elsewhere import CHECKED, choose, refusal
from ._protocol import (
    GAME_ACTIONS,
    REQUEST_KINDS,
    BadRequest,
    CardRequest,
    ClockRequest,
    FaceDownRequest,
    MoveRequest,
    NewGameRequest,
    OpenRecordRequest,
    Picture,
    Reply,
    Request,
    RequestId,
    RewindRequest,
    SettingsRequest,
    done,
    invalid,
    labels_for,
    parse_request,
    refused,
    request_id,
    stale,
)
from ._settings import TABLE
from .errors import CodeError, IllegalMove, RecordError, brief, detail
from .game import Game
from .moves import MOVES
from .record import Record
from .rules import Rule, RuleName

if TYPE_CHECKING:
    from ._session import Session

log = logging.getLogger("rsol_widget.widget")


class Board(Protocol):
    """What the handlers use of the widget they answer for (:class:`~rsol_widget.widget.SolitaireWidget` is one)."""

    lang: str
    double_click: bool
    pong: int
    statistics: dict[str, Any]
    elsewhere: dict[str, Any]

    @property
    def game(self) -> Game: ...

    def new_game(self, code: str | None = None, rule: RuleName | Rule = "classic") -> Game: ...

    def restart(self) -> Game: ...

    def saved_picture(self) -> Picture: ...

    def hold_sync(self) -> AbstractContextManager[Any]: ...

    def send(self, content: Any) -> None: ...


class Helper(Protocol):
    """What the handlers start in the background (:class:`~rsol_widget._advice.Advice` is one)."""

    def start_hunt(self, ident: RequestId, rule: Rule) -> None: ...

    def start_review(self) -> Reply: ...

    def start_game_review(self) -> Reply: ...


@dataclass(frozen=True)
class Desk:
    """What a request is answered with: the board, the session showing its game, the background work."""

    board: Board
    session: Session
    advice: Helper


Handler = Callable[[Desk, Any], "Reply | None"]


def answer(desk: Desk, content: Any) -> Reply | None:
    """The reply to a message from the page; ``None`` for one to ignore (or answered later)."""
    try:
        request = parse_request(content)
    except BadRequest as exc:
        log.warning("SolitaireWidget refused a malformed request %r: %s", brief(content, 200), exc)
        return invalid(str(exc))
    if request is None:
        log.warning("SolitaireWidget ignored a message that is not a request: %r", brief(content, 200))
        return None
    seq = desk.session.seq
    if request.kind in GAME_ACTIONS and request.seq != seq:
        log.warning("SolitaireWidget: stale %s request (seq %s, now %s)", request.kind, request.seq, seq)
        return stale()
    if request.kind in GAME_ACTIONS or request.kind in CHECKED:
        moved = refusal(desk.board, desk.session)  # the game was played on another board since: say so, change nothing
        if moved is not None:
            return moved
    handler = HANDLERS[request.kind]
    if request.kind not in GAME_ACTIONS:
        return handler(desk, request)
    try:
        return handler(desk, request)
    except IllegalMove as exc:
        return refused(exc, desk.board.lang)


def on_message(desk: Desk, content: Any, answerer: Callable[[Any], Reply | None]) -> None:
    """Answer one message from the page with ``answerer`` and send the reply, unless the new state
    carried it; never raises."""
    ident = request_id(content)
    with desk.session.answering(ident) as turn:
        try:
            reply = answerer(content)
        except Exception:
            log.exception("SolitaireWidget: failed to answer %r", brief(content, 200))
            reply = invalid(i18n.text(desk.board.lang, "error.request_failed"), reason="error")
    if reply is None or (turn.published and reply.get("status") == "done"):
        return  # ignored, answered later, or already answered inside the new state
    send_reply(desk.board, desk.session, reply, ident)


def send_reply(board: Board, session: Session, reply: Reply, ident: RequestId) -> None:
    """Send ``reply`` to the page's request ``ident``."""
    with session.lock:
        reply["kind"], reply["id"], reply["seq"] = "reply", ident, session.seq
        board.send(reply)


def _no_code(w: Board) -> Reply:
    return {"status": "refused", "reason": "no_code", "message": i18n.text(w.lang, "page.no_code")}


# ---------------------------------------------------------------------- game actions
def _move(desk: Desk, request: MoveRequest) -> Reply:
    return done(desk.session.game.play(MOVES[request.card][request.dest]))


def _tap(desk: Desk, request: CardRequest) -> Reply:
    """A tap, a double tap (a tap when the player turned double clicks off) or automatic placement;
    a tap or double tap that moves nothing is refused with the engine's reason."""
    w, game, card = desk.board, desk.session.game, request.card
    single = request.kind == "tap" or (request.kind == "double_tap" and not w.double_click)
    move = game.tap(card) if single else game.double_tap(card)
    why = game.tap_refusal(card, double=not single) if move is None and request.kind != "place" else None
    return refused(why, w.lang) if why is not None else done(move)


def _face_down(desk: Desk, request: FaceDownRequest) -> Reply:
    """A gesture on a face-down card: refused with the engine's reason, which does not name the card."""
    why = desk.session.game.face_down_refusal(request.column, request.index)
    if why is None:
        return invalid(f"no face-down card at column {request.column + 1}, place {request.index + 1}")
    return refused(why, desk.board.lang)


def _undo(desk: Desk, _request: Request) -> Reply:
    return done(desk.session.game.undo())


def _redo(desk: Desk, _request: Request) -> Reply:
    return done(desk.session.game.redo())


def _rewind(desk: Desk, request: RewindRequest) -> Reply:
    """Go back to the position after the first ``to`` moves: undo when the undo window reaches,
    else restart the deal and replay them (the clock runs on; like a restart for statistics)."""
    session, to = desk.session, request.to
    game = session.game
    line = list(game.move_stack)
    if to > len(line):
        return invalid(f"rewind to {to} moves: this game's line has {len(line)}")
    back = len(line) - to
    if back <= game.undo_left:
        for _ in range(back):  # published once, at the end of the request
            game.undo()
        return done()
    if game.code is None:
        return _no_code(desk.board)
    replay = Game.from_code(game.code, lang=desk.board.lang)
    for move in line[:to]:
        replay.play(move)
    session.attach(replay, elapsed=session.clock.elapsed(), notes=session.notes, game_id=session.game_id())
    return done()


# ---------------------------------------------------------------------- other requests
def _new_game(desk: Desk, request: NewGameRequest) -> Reply | None:
    """Deal what the page asks for; a refused code leaves a hunt under way running."""
    w = desk.board
    if request.winnable and request.code is None:
        desk.advice.start_hunt(request.id, request.rule)
        return None  # answered when the hunt ends
    try:
        game = w.new_game(code=request.code, rule=request.rule)
    except CodeError as exc:
        message = i18n.text(w.lang, "label.bad_code", error=detail(exc, w.lang))
        return {"status": "refused", "reason": "bad_code", "message": message}
    return {"status": "done", "code": game.code}


def _restart(desk: Desk, _request: Request) -> Reply:
    if desk.session.game.code is None:
        return _no_code(desk.board)
    return {"status": "done", "code": desk.board.restart().code}


def _open_record(desk: Desk, request: OpenRecordRequest) -> Reply:
    """Continue the game a record holds (the page sent its text); a bad record changes nothing."""
    lang = desk.board.lang
    try:
        record = Record.loads(request.text)
        game = record.validate()
    except RecordError as exc:
        message = i18n.text(lang, "page.open_failed", error=detail(exc, lang))
        return {"status": "refused", "reason": "bad_record", "message": message}
    game.lang = lang
    desk.session.attach(game, elapsed=record.elapsed or 0.0, notes=record)  # a deal: the page's hunt is cancelled
    return {"status": "done", "code": game.code}


def _get_record(desk: Desk, _request: Request) -> Reply:
    """The game's record as JSON text, for the page to download; refused (saying why) past a cap."""
    session = desk.session
    try:
        text = Record.from_game(session.game, elapsed=round(session.clock.elapsed(), 3), notes=session.notes).dumps()
    except RecordError as exc:
        return {"status": "refused", "reason": "no_record", "message": detail(exc, desk.board.lang)}
    return {"status": "done", "record": text, "name": f"{session.game.code}-{session.game.moves}.json"}


def _reset_stats(desk: Desk, _request: Request) -> Reply:
    w, tally = desk.board, desk.session.tally
    if tally is None:
        return {"status": "refused", "reason": "no_stats", "message": labels_for(w.lang)["stats_off"]}
    tally.reset()
    w.statistics = tally.view(w.lang)
    return done()


def _settings(desk: Desk, request: SettingsRequest) -> Reply:
    """Change settings on the player's word: for this board, and kept for the next (:mod:`~rsol_widget._prefs`)."""
    with desk.board.hold_sync():
        for name, value in request.values.items():
            setattr(desk.board, name, value)
    prefs.remember(request.values)
    return done()


def _reset_settings(desk: Desk, _request: Request) -> Reply:
    """Every setting back to its default, here and for the next boards (the language stays)."""
    with desk.board.hold_sync():
        for setting in TABLE:
            setattr(desk.board, setting.name, setting.default)
    prefs.forget()
    return done()


def _analyse(desk: Desk, _request: Request) -> Reply:
    return desk.advice.start_review()


def _review_game(desk: Desk, _request: Request) -> Reply:
    return desk.advice.start_game_review()


def _picture(desk: Desk, _request: Request) -> Reply:
    return {"status": "done", "picture": desk.board.saved_picture()}


def _clock(desk: Desk, request: ClockRequest) -> Reply:
    if request.pause is not None:
        desk.session.pause(request.pause)
    return {"status": "done", "time": desk.session.clock_view()}


def _ping(desk: Desk, _request: Request) -> Reply:
    desk.board.pong += 1
    return {"status": "done", "pong": desk.board.pong}


HANDLERS: dict[str, Handler] = {
    "move": _move,
    "tap": _tap,
    "double_tap": _tap,
    "place": _tap,
    "face_down": _face_down,
    "undo": _undo,
    "redo": _redo,
    "rewind": _rewind,
    "new_game": _new_game,
    "restart": _restart,
    "settings": _settings,
    "reset_settings": _reset_settings,
    "clock": _clock,
    "ping": _ping,
    "reset_stats": _reset_stats,
    "get_record": _get_record,
    "open_record": _open_record,
    "analyse": _analyse,
    "review_game": _review_game,
    "picture": _picture,
    "elsewhere": lambda desk, request: choose(desk.board, desk.session, request.choice),
}
"""The handler of each request kind (:data:`~rsol_widget._protocol.REQUEST_KINDS`, every one)."""
assert set(HANDLERS) == set(REQUEST_KINDS), "a request kind without a handler"

__all__ = ["HANDLERS", "Board", "Desk", "Helper", "answer", "on_message", "send_reply"]
