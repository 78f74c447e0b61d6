"""The widget's answers to the page's requests: one function per request kind (:data:`HANDLERS`).

Each handler takes the widget and the checked request and returns the reply (``None``: answered
later, as the hunt for a winnable deal is). A game action made on a state no longer shown is stale.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

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
    stale,
)
from ._settings import TABLE
from .errors import CodeError, IllegalMove, RecordError, brief, detail
from .game import Game
from .moves import MOVES
from .record import Record

if TYPE_CHECKING:
    from .widget import SolitaireWidget

log = logging.getLogger("rsol_widget.widget")

Handler = Callable[["SolitaireWidget", Any], "Reply | None"]


def answer(w: SolitaireWidget, content: Any) -> Reply | None:
    """The reply to a message from the page; ``None`` for one to ignore (or answered later)."""
    try:
        request = parse_request(content)
    except BadRequest as exc:
        log.warning("SolitaireWidget refused a malformed request %r: %s", brief(content, 200), exc)
        return invalid(str(exc))
    if request is None:
        log.warning("SolitaireWidget ignored a message that is not a request: %r", brief(content, 200))
        return None
    if request.kind in GAME_ACTIONS and request.seq != w._session.seq:
        log.warning("SolitaireWidget: stale %s request (seq %s, now %s)", request.kind, request.seq, w._session.seq)
        return stale()
    if request.kind in GAME_ACTIONS or request.kind in CHECKED:
        moved = refusal(w, request.kind)  # the game was played on another board since: say so, change nothing
        if moved is not None:
            return moved
    handler = HANDLERS[request.kind]
    if request.kind not in GAME_ACTIONS:
        return handler(w, request)
    try:
        return handler(w, request)
    except IllegalMove as exc:
        return refused(exc, w.lang)


def send_reply(w: SolitaireWidget, reply: Reply, ident: RequestId) -> None:
    """Send ``reply`` to the page's request ``ident``."""
    with w._session.lock:
        reply["kind"], reply["id"], reply["seq"] = "reply", ident, w._session.seq
        w.send(reply)


def _no_code(w: SolitaireWidget) -> Reply:
    return {"status": "refused", "reason": "no_code", "message": i18n.text(w.lang, "page.no_code")}


# ---------------------------------------------------------------------- game actions
def _move(w: SolitaireWidget, request: MoveRequest) -> Reply:
    return done(w.game.play(MOVES[request.card][request.dest]))


def _tap(w: SolitaireWidget, request: CardRequest) -> Reply:
    """A tap, a double tap (a tap when the player turned double clicks off) or automatic placement;
    a tap or double tap that moves nothing is refused with the engine's reason."""
    game, card = w.game, request.card
    single = request.kind == "tap" or (request.kind == "double_tap" and not w.double_click)
    move = game.tap(card) if single else game.double_tap(card)
    why = game.tap_refusal(card, double=not single) if move is None and request.kind != "place" else None
    return refused(why, w.lang) if why is not None else done(move)


def _face_down(w: SolitaireWidget, request: FaceDownRequest) -> Reply:
    """A gesture on a face-down card: refused with the engine's reason, which does not name the card."""
    why = w.game.face_down_refusal(request.column, request.index)
    if why is None:
        return invalid(f"no face-down card at column {request.column + 1}, place {request.index + 1}")
    return refused(why, w.lang)


def _undo(w: SolitaireWidget, _request: Request) -> Reply:
    return done(w.game.undo())


def _redo(w: SolitaireWidget, _request: Request) -> Reply:
    return done(w.game.redo())


def _rewind(w: SolitaireWidget, request: RewindRequest) -> Reply:
    """Go back to the position after the first ``to`` moves: undo when the undo window reaches,
    else restart the deal and replay them (the clock runs on; like a restart for statistics)."""
    session, to = w._session, request.to
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
        return _no_code(w)
    replay = Game.from_code(game.code, lang=w.lang)
    for move in line[:to]:
        replay.play(move)
    session.attach(replay, elapsed=session.clock.elapsed(), notes=session.notes, game_id=session.game_id())
    return done()


# ---------------------------------------------------------------------- other requests
def _new_game(w: SolitaireWidget, request: NewGameRequest) -> Reply | None:
    """Deal what the page asks for; a refused code leaves a hunt under way running."""
    if request.winnable and request.code is None:
        w._advice.start_hunt(request.id, request.rule)
        return None  # answered when the hunt ends
    try:
        game = w.new_game(code=request.code, rule=request.rule)
    except CodeError as exc:
        message = i18n.text(w.lang, "label.bad_code", error=detail(exc, w.lang))
        return {"status": "refused", "reason": "bad_code", "message": message}
    return {"status": "done", "code": game.code}


def _restart(w: SolitaireWidget, _request: Request) -> Reply:
    if w.game.code is None:
        return _no_code(w)
    return {"status": "done", "code": w.restart().code}


def _open_record(w: SolitaireWidget, request: OpenRecordRequest) -> Reply:
    """Continue the game a record holds (the page sent its text); a bad record changes nothing."""
    try:
        record = Record.loads(request.text)
        game = record.validate()
    except RecordError as exc:
        message = i18n.text(w.lang, "page.open_failed", error=detail(exc, w.lang))
        return {"status": "refused", "reason": "bad_record", "message": message}
    game.lang = w.lang
    w._session.attach(game, elapsed=record.elapsed or 0.0, notes=record)  # a deal: the page's hunt is cancelled
    return {"status": "done", "code": game.code}


def _get_record(w: SolitaireWidget, _request: Request) -> Reply:
    """The game's record as JSON text, for the page to download; refused (saying why) past a cap."""
    session = w._session
    try:
        text = Record.from_game(session.game, elapsed=round(session.clock.elapsed(), 3), notes=session.notes).dumps()
    except RecordError as exc:
        return {"status": "refused", "reason": "no_record", "message": detail(exc, w.lang)}
    return {"status": "done", "record": text, "name": f"{session.game.code}-{session.game.moves}.json"}


def _reset_stats(w: SolitaireWidget, _request: Request) -> Reply:
    tally = w._session.tally
    if tally is None:
        return {"status": "refused", "reason": "no_stats", "message": labels_for(w.lang)["stats_off"]}
    tally.reset()
    w.statistics = tally.view(w.lang)
    return done()


def _settings(w: SolitaireWidget, request: SettingsRequest) -> Reply:
    """Change settings on the player's word: for this board, and kept for the next (:mod:`~rsol_widget._prefs`)."""
    with w.hold_sync():
        for name, value in request.values.items():
            setattr(w, name, value)
    prefs.remember(request.values)
    return done()


def _reset_settings(w: SolitaireWidget, _request: Request) -> Reply:
    """Every setting back to its default, here and for the next boards (the language stays)."""
    with w.hold_sync():
        for setting in TABLE:
            setattr(w, setting.name, setting.default)
    prefs.forget()
    return done()


def _analyse(w: SolitaireWidget, _request: Request) -> Reply:
    return w._advice.start_review()


def _picture(w: SolitaireWidget, _request: Request) -> Reply:
    return {"status": "done", "picture": w.saved_picture()}


def _clock(w: SolitaireWidget, request: ClockRequest) -> Reply:
    if request.pause is not None:
        w._session.pause(request.pause)
    return {"status": "done", "time": w._session.clock_view()}


def _ping(w: SolitaireWidget, _request: Request) -> Reply:
    w.pong += 1
    return {"status": "done", "pong": w.pong}


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
    "picture": _picture,
    "elsewhere": lambda w, request: choose(w, request.choice),
}
"""The handler of each request kind (:data:`~rsol_widget._protocol.REQUEST_KINDS`, every one)."""
assert set(HANDLERS) == set(REQUEST_KINDS), "a request kind without a handler"

__all__ = ["HANDLERS", "answer", "send_reply"]
