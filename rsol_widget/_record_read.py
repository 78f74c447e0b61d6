"""Reading a record: JSON text to data, data to the fields of a :class:`~rsol_widget.record.Record`.

Every field is checked here (its type, its caps, its language), before anything is built;
:meth:`Record.from_dict <rsol_widget.record.Record.from_dict>` then checks the whole (its caps) and
replays it. Writing, the caps and :class:`~rsol_widget.record.Entry` are :mod:`rsol_widget.record`'s.

>>> parse_text('{"a": 1}')
{'a': 1}
>>> read_fields({"format": "rsol_widget.record", "version": 2, "code": "ru1-c-aaaaaaa", "line": []}).code
'RU1-C-AAAAAAA'
"""

from __future__ import annotations

import json
import re
from typing import Any, NamedTuple

from .codes import make_code, parse_code
from .errors import CodeError, NotationError, Phrase, RecordError, brief, quoted
from .i18n import LANGS
from .messages import REASONS
from .moves import Move
from .record import _WHOLE, FORMAT, MAX_BYTES, VERSIONS, Entry, _check_count, _check_entry_count, _check_text

__all__ = ["Fields", "parse_text", "read_fields"]

_ENTRY_KEYS = {"move", "comment", "refused"}
_LINE_AND_MOVES = {2: ("line", "moves"), 1: ("moves", "counter")}
"""The keys of the line and of the move counter, by version."""
_TOP_KEYS = {
    version: {"format", "version", "code", "title", "comment", "undo_left", "elapsed", *keys}
    for version, keys in _LINE_AND_MOVES.items()
}
_TOP_KEYS[2].add("game_id")
_GAME_ID = re.compile(r"[0-9a-f]{32}")


class Fields(NamedTuple):
    """A record's fields, in the order :class:`~rsol_widget.record.Record` takes them."""

    code: str
    entries: list[Entry]
    title: str | None
    comment: str | None
    moves: int | None
    undo_left: int | None
    elapsed: float | None
    translations: dict[str, dict[str, str]]
    game_id: str | None


def parse_text(text: str | bytes) -> Any:
    """The JSON data of a record's text (bytes: UTF-8), within :data:`~rsol_widget.record.MAX_BYTES`."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_BYTES:
            raise RecordError("record.too_many_bytes", limit=MAX_BYTES)
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise RecordError("record.not_utf8", byte=exc.start) from None
    if not isinstance(text, str):
        raise RecordError("record.text_type", type=type(text).__name__)
    if len(text) > MAX_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise RecordError("record.too_many_bytes", limit=MAX_BYTES)  # bytes, as the writer counts
    try:
        data = json.loads(text, object_pairs_hook=_object_without_duplicates)
    except RecordError:
        raise
    except json.JSONDecodeError as exc:
        raise RecordError("record.not_json", line=exc.lineno, column=exc.colno) from None
    except RecursionError:
        raise RecordError("record.too_deep") from None
    except ValueError:  # e.g. an integer of more digits than Python converts
        raise RecordError("record.bad_value") from None
    return data


def read_fields(data: Any) -> Fields:
    """The fields of a record's JSON data, each checked (:class:`RecordError` names the first bad one)."""
    if not isinstance(data, dict):
        raise RecordError("record.not_object", type=type(data).__name__)
    if data.get("format") != FORMAT:
        raise RecordError("record.format", format=FORMAT, value=brief(data.get("format")))
    version = data.get("version")
    if type(version) is not int or version not in VERSIONS:
        raise RecordError("record.version", value=brief(version))
    unknown = set(data) - _TOP_KEYS[version]
    if unknown:
        raise RecordError("record.unknown_field", field=quoted(sorted(unknown)[0]), version=version)
    line_key, moves_key = _LINE_AND_MOVES[version]
    code = data.get("code")
    if not isinstance(code, str):
        raise RecordError("record.code_type", value=brief(code))
    try:
        parsed = parse_code(code)
    except CodeError as exc:
        raise RecordError("record.bad_code", error=exc) from None
    title, title_tr = _optional_texts(data, "title", _WHOLE, version)
    comment, comment_tr = _optional_texts(data, "comment", _WHOLE, version)
    translations: dict[str, dict[str, str]] = {}
    for key, texts in (("title", title_tr), ("comment", comment_tr)):
        for lang, text in texts.items():
            translations.setdefault(lang, {})[key] = text
    line = data.get(line_key)
    if not isinstance(line, list):
        raise RecordError("record.line_type", field=line_key, type=type(line).__name__)
    _check_entry_count(len(line))
    entries = [_read_entry(i, item, version) for i, item in enumerate(line, 1)]
    moves = _optional_count(data, moves_key)
    undo_left = _optional_count(data, "undo_left")
    elapsed = data.get("elapsed")
    if elapsed is not None and type(elapsed) not in (int, float):
        raise RecordError("record.elapsed_type", value=brief(elapsed))
    game_id = data.get("game_id")
    if game_id is not None and not (isinstance(game_id, str) and _GAME_ID.fullmatch(game_id)):
        raise RecordError("record.game_id", value=brief(game_id))
    code = make_code(parsed.rule, parsed.deal)
    return Fields(code, entries, title, comment, moves, undo_left, elapsed, translations, game_id)


def _object_without_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object, refusing a key given twice (JSON leaves that undefined; we don't guess)."""
    obj: dict[str, Any] = {}
    for key, value in pairs:
        if key in obj:
            raise RecordError("record.duplicate_key", key=quoted(key))
        obj[key] = value
    return obj


def _optional_text(data: dict[str, Any], key: str, where: Phrase) -> str | None:
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise RecordError("record.text_type_field", where=where, field=key, type=type(value).__name__)
    _check_text(value, where, key)
    return value


def _optional_texts(data: dict[str, Any], key: str, where: Phrase, version: int) -> tuple[str | None, dict[str, str]]:
    """A text field: plain text, or (version 2) ``{"en": …, "ro": …}``; returns (English, others)."""
    value = data.get(key)
    if version < 2 or not isinstance(value, dict):
        return _optional_text(data, key, where), {}
    if "en" not in value:
        raise RecordError("record.needs_en", where=where, field=key)
    for lang, text in value.items():
        if lang not in LANGS:
            raise RecordError("record.text_lang", where=where, field=key, value=brief(lang), langs=", ".join(LANGS))
        if not isinstance(text, str):
            raise RecordError("record.translation_type", where=where, lang=lang, field=key, type=type(text).__name__)
        _check_text(text, where, key)
    return value["en"], {lang: text for lang, text in value.items() if lang != "en"}


def _optional_count(data: dict[str, Any], key: str) -> int | None:
    value = data.get(key)
    _check_count(value, key)
    return value


def _read_entry(i: int, item: Any, version: int = 1) -> Entry:
    where = Phrase("error.record.entry", n=i)
    if not isinstance(item, dict):
        raise RecordError("record.entry_type", where=where, type=type(item).__name__)
    unknown = set(item) - _ENTRY_KEYS
    if unknown:
        raise RecordError("record.entry_field", where=where, field=quoted(sorted(unknown)[0]))
    text = item.get("move")
    if not isinstance(text, str):
        raise RecordError("record.move_type", where=where, value=brief(text))
    try:
        move = Move.parse(text)
    except NotationError as exc:
        raise RecordError("record.entry_notation", where=where, error=exc) from None
    refused = item.get("refused")
    if refused is not None and (refused not in REASONS or refused in ("no_undo", "no_redo")):
        raise RecordError("record.reason", where=where, value=brief(refused))
    comment, translations = _optional_texts(item, "comment", where, version)
    return Entry(move, comment, refused, translations)
