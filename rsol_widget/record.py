"""Game records: a small JSON document that replays a game move by move.

A record holds a format tag and version, the game code, and the line of play: moves in
notation with an optional comment each, and refused attempts (a move tried at that
point and the reason the rules refused it)::

    {"format": "rsol_widget.record", "version": 2, "code": "RU1-C-AAAAAAA",
     "title": "optional", "comment": "optional",
     "line": [{"move": "7♣ c1", "comment": "optional"},
              {"move": "9♠ c4", "refused": "same_suit", "comment": {"en": "…", "ro": "…"}}],
     "moves": 3, "undo_left": 1, "elapsed": 12.5}

The last three fields are optional and make a saved game resume exactly: ``moves`` is
the move counter, as :attr:`Game.moves` (undone moves count too), ``undo_left`` how many
moves can still be undone, ``elapsed`` the seconds on the game clock. A widget's autosave
may also hold ``game_id`` (32 hexadecimal digits), the game's row in the statistics.

Version 2 is written. ``title``, ``comment`` and a move's ``comment`` may be an object of
texts by language, ``{"en": "…", "ro": "…"}`` (``en`` required). ``Entry.comment`` and
``Record.title`` / ``Record.comment`` hold the English (or only) text, ``translations`` the
others, and ``comment_in(lang)`` / :meth:`Record.in_language` pick one language. Version 1
(plain texts only; the line under ``"moves"`` and the move counter under ``"counter"``)
still loads.

Loading replays the record on a fresh deal and checks everything (each move legal at its
point, each refused attempt refused for its stated reason); a bad record raises
:class:`RecordError` naming the first bad entry, and nothing half-loaded is returned.
Records are plain JSON: no pickle, no code runs. Accepted sizes are capped (see
``MAX_*`` below) so a hostile file cannot use unbounded memory; the same caps apply when
writing, so whatever this module writes, it loads again (writing past a cap raises
:class:`RecordError` and leaves the file as it was). Sizes are measured the same way in both
directions, in bytes of UTF-8, and a record too large for the readable one-entry-a-line layout
is written compactly instead, so a record that loads can be written again.

Reading (text to data, data to checked fields) is :mod:`rsol_widget._record_read`; this module
holds the format's record and entry, its caps and checks, and writing.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import takewhile
from os import PathLike
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ._storage import read_capped, write_atomic
from .errors import Phrase, RecordError, brief
from .game import UNDO_LIMIT, Game
from .i18n import LANGS
from .moves import Move

if TYPE_CHECKING:
    from .replay import Replay

FORMAT = "rsol_widget.record"
VERSION = 2
"""The version written (read: 1 and 2)."""
VERSIONS = (1, 2)
MAX_BYTES = 1_000_000
MAX_ENTRIES = 5_000
MAX_TEXT = 2_000
MAX_ELAPSED = 1e9
MAX_COUNTER = 10 * MAX_ENTRIES * UNDO_LIMIT
_WHOLE = Phrase("error.record.whole")
"""Where a text field lies: the record itself (an entry is ``error.record.entry``)."""


@dataclass(frozen=True)
class Entry:
    """One step of a record: a move played, or (``refused`` set) a move tried and refused.

    ``comment`` is the English (or only) text; ``translations`` maps other languages to theirs.
    """

    move: Move
    comment: str | None = None
    refused: str | None = None
    translations: dict[str, str] = field(default_factory=dict, hash=False)

    def comment_in(self, lang: str) -> str | None:
        """The comment in ``lang``, or the English (only) one when it has none in ``lang``."""
        return self.translations.get(lang) or self.comment

    def to_dict(self) -> dict[str, Any]:
        """The entry as JSON data: ``{"move": …}`` with ``refused`` and ``comment`` when set."""
        out: dict[str, Any] = {"move": str(self.move)}
        if self.refused:
            out["refused"] = self.refused
        if self.comment:
            out["comment"] = _texts(self.comment, self.translations)
        return out


@dataclass
class Record:
    """A validated game record. Build with :meth:`from_game`, :meth:`loads` or :meth:`load`."""

    code: str
    entries: list[Entry] = field(default_factory=list)
    title: str | None = None
    comment: str | None = None
    moves: int | None = None
    """The move counter (:attr:`Game.moves`: every move played, undone ones too), if recorded."""
    undo_left: int | None = None
    elapsed: float | None = None
    translations: dict[str, dict[str, str]] = field(default_factory=dict)
    """Other languages' ``title`` and ``comment``: ``{"ro": {"title": …, "comment": …}}``."""
    game_id: str | None = None
    """The game's id in the statistics (a widget's own autosave only; see :mod:`rsol_widget.stats`)."""

    def title_in(self, lang: str) -> str | None:
        """The title in ``lang``, or the English (only) one."""
        return self.translations.get(lang, {}).get("title") or self.title

    def comment_in(self, lang: str) -> str | None:
        """The record's comment in ``lang``, or the English (only) one."""
        return self.translations.get(lang, {}).get("comment") or self.comment

    def in_language(self, lang: str) -> Record:
        """A copy whose ``title`` and comments are the ``lang`` texts (where there is one)."""
        entries = [
            e if lang not in e.translations else Entry(e.move, e.comment_in(lang), e.refused, e.translations)
            for e in self.entries
        ]
        return Record(
            self.code,
            entries,
            self.title_in(lang),
            self.comment_in(lang),
            self.moves,
            self.undo_left,
            self.elapsed,
            self.translations,
            self.game_id,
        )

    # ---------------------------------------------------------------- building
    @classmethod
    def from_game(
        cls,
        game: Game,
        *,
        title: str | None = None,
        comments: dict[int, str] | None = None,
        elapsed: float | None = None,
        notes: Record | None = None,
        game_id: str | None = None,
    ) -> Record:
        """The line ``game`` has played (``game.move_stack``), with its move counter and undo depth.

        ``comments`` maps a 1-based move number to text; ``elapsed`` is the game clock in seconds.
        ``notes`` is an earlier record of this game (say the one it was resumed from): its title,
        comment, move comments and refused attempts are carried over wherever its line agrees with
        the game's (not its ``game_id``: pass ``game_id`` for the game's row in the statistics).
        The game's own line is trusted (the engine played it), so nothing is replayed: the cost is
        one pass over the line. Raises :class:`RecordError` past a cap (see ``MAX_*``).
        """
        if game.code is None:
            raise RecordError("record.hand_made")
        entries = _merge_notes(game.move_stack, notes.entries if notes else (), comments or {})
        record = cls(
            game.code,
            entries,
            title if title is not None else notes.title if notes else None,
            notes.comment if notes else None,
            moves=game.moves,
            undo_left=game.undo_left,
            elapsed=elapsed,
            translations=notes.translations if notes and title is None else {},
            game_id=game_id,
        )
        record.check_limits()
        return record

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        """Read and validate a parsed JSON document."""
        from ._record_read import read_fields  # the reader checks each field; the record, the whole

        record = cls(*read_fields(data))
        record.check_limits()
        record.validate()
        return record

    @classmethod
    def loads(cls, text: str | bytes) -> Record:
        """Read a record from JSON text."""
        from ._record_read import parse_text

        return cls.from_dict(parse_text(text))

    @classmethod
    def load(cls, path: str | PathLike[str]) -> Record:
        """Read a record from a JSON file."""
        p = Path(path)
        try:
            data = read_capped(p, MAX_BYTES)
        except OSError as exc:
            raise RecordError("record.unreadable", path=str(p), error=exc) from None
        try:
            return cls.loads(data)
        except RecordError as exc:
            raise RecordError("record.in_file", path=str(p), error=exc) from None

    # ---------------------------------------------------------------- checking and writing
    def validate(self) -> Game:
        """Replay the record on a fresh deal; return the final game or raise :class:`RecordError`."""
        game = Game.from_code(self.code)
        for i, entry in enumerate(self.entries, 1):
            refusal = game.check(entry.move)
            if entry.refused is None:
                if refusal is not None:
                    raise RecordError("record.illegal", n=i, move=entry.move, error=refusal)
                game.play(entry.move)
            elif refusal is None:
                raise RecordError("record.not_refused", n=i, move=entry.move, reason=entry.refused)
            elif refusal.reason != entry.refused:
                raise RecordError(
                    "record.other_refusal", n=i, move=entry.move, reason=refusal.reason, recorded=entry.refused
                )
        line = len(game.move_stack)
        if self.moves is not None:
            if self.moves < line:
                raise RecordError("record.move_counter", moves=self.moves, line=line)
            game.moves = self.moves
        if self.undo_left is not None:
            if self.undo_left > min(line, UNDO_LIMIT):
                raise RecordError("record.undo_left", value=self.undo_left, most=min(line, UNDO_LIMIT))
            game.keep_undo(self.undo_left)
        return game

    def to_dict(self) -> dict[str, Any]:
        """The record as JSON data, in the version written (:data:`VERSION`)."""
        data = self._head()
        data["line"] = [e.to_dict() for e in self.entries]
        return data | self._counts()

    def _head(self) -> dict[str, Any]:
        """The fields that come before the line."""
        data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "code": self.code}
        for key in ("title", "comment"):
            text = getattr(self, key)
            if text:
                others = {lang: t[key] for lang, t in self.translations.items() if t.get(key)}
                data[key] = _texts(text, others)
        return data

    def _counts(self) -> dict[str, Any]:
        """The fields that come after the line (those set)."""
        return {k: v for k in ("moves", "undo_left", "elapsed", "game_id") if (v := getattr(self, k)) is not None}

    def check_limits(self) -> None:
        """Raise :class:`RecordError` if a field is past a cap :meth:`load` enforces (see ``MAX_*``)."""
        _check_entry_count(len(self.entries))
        for key, text in (("title", self.title), ("comment", self.comment)):
            _check_text(text, _WHOLE, key)
        for lang, texts in self.translations.items():
            _check_translations(texts, _WHOLE, lang, self.title, self.comment)
        for i, entry in enumerate(self.entries, 1):
            if entry.comment is not None:
                _check_text(entry.comment, Phrase("error.record.entry", n=i), "comment")
            if entry.translations:
                for lang, text in entry.translations.items():
                    _check_translations({"comment": text}, Phrase("error.record.entry", n=i), lang, entry.comment)
        for key in ("moves", "undo_left"):
            _check_count(getattr(self, key), key)
        e = self.elapsed
        if e is not None and (not math.isfinite(e) or not 0 <= e <= MAX_ELAPSED):
            raise RecordError("record.elapsed_range", most=f"{MAX_ELAPSED:g}", value=brief(e))

    def dumps(self) -> str:
        """The record as JSON text (UTF-8 friendly: card symbols stay readable); checks the caps first.

        One entry a line; if that is past :data:`MAX_BYTES`, the compact layout (no spaces or line
        breaks), which is never larger than the text the record was loaded from (plus its counts)."""
        self.check_limits()
        text = _layout(self._head(), [_entry_json(e) for e in self.entries], self._counts())
        if len(text) * 3 <= MAX_BYTES or len(text.encode("utf-8")) <= MAX_BYTES:
            return text
        text = json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":")) + "\n"
        size = len(text.encode("utf-8"))
        if size > MAX_BYTES:
            raise RecordError("record.would_take", size=size, limit=MAX_BYTES)
        return text

    def save(self, path: str | PathLike[str]) -> None:
        """Write the record atomically (see :func:`rsol_widget._storage.write_atomic`).

        Through a symbolic link it writes the file linked to; an existing file keeps its permissions.
        Raises :class:`RecordError` past a cap and :class:`OSError` if the disk refuses; the file on
        disk is then the one it was."""
        write_atomic(path, self.dumps())

    # ---------------------------------------------------------------- reading the line
    @property
    def played(self) -> list[Entry]:
        """The moves played, without the refused attempts."""
        return [e for e in self.entries if e.refused is None]

    @property
    def refused(self) -> list[tuple[int, Entry]]:
        """The refused attempts, each with the number of moves played before it."""
        out, n = [], 0
        for e in self.entries:
            if e.refused is None:
                n += 1
            else:
                out.append((n, e))
        return out

    def game_at(self, ply: int, *, lang: str = "en") -> Game:
        """The game after the first ``ply`` moves played (0 = the deal)."""
        played = self.played
        if type(ply) is not int or not 0 <= ply <= len(played):
            raise ValueError(f"a position in this record is 0..{len(played)}, not {ply!r}")
        game = Game.from_code(self.code, lang=lang)
        for e in played[:ply]:
            game.play(e.move)
        return game

    def replay(self, *, lang: str = "en") -> Replay:
        """The cursor over the record (moves and refused attempts), :class:`rsol_widget.replay.Replay`:
        :meth:`~rsol_widget.replay.Replay.step`, ``back``, ``goto`` (a step), ``goto_move`` (a move)."""
        from .replay import Replay  # the cursor draws pictures: it lives with the replay, not the format

        return Replay(self, lang=lang)

    def __iter__(self) -> Iterator[Entry]:
        return iter(self.entries)

    def __len__(self) -> int:
        return len(self.played)


_ENCODER = json.JSONEncoder(ensure_ascii=False)  # C-accelerated; ``indent=`` would fall back to pure Python


def _layout(head: dict[str, Any], entries: list[str], counts: dict[str, Any]) -> str:
    """JSON text with one line per entry (readable, diff-friendly, and fast to write)."""
    enc = _ENCODER.encode
    fields = [f"{enc(k)}: {enc(v)}" for k, v in head.items()]
    fields.append('"line": [\n  ' + ",\n  ".join(entries) + "\n ]" if entries else '"line": []')
    fields += [f"{enc(k)}: {enc(v)}" for k, v in counts.items()]
    return "{" + ",\n ".join(fields) + "\n}\n"


def _texts(text: str, others: dict[str, str]) -> str | dict[str, str]:
    """A plain text, or ``{"en": text, **others}`` when there are translations."""
    return {"en": text, **others} if others else text


def _check_translations(texts: dict[str, str], where: Phrase, lang: str, *originals: str | None) -> None:
    """Translations need a language this library speaks, text within the caps, and an English original."""
    if lang and (lang not in LANGS or lang == "en"):
        raise RecordError("record.translation_lang", where=where, value=brief(lang), langs=", ".join(LANGS[1:]))
    if not any(originals):
        raise RecordError("record.translation_alone", where=where)
    for key, text in texts.items():
        if not isinstance(text, str):
            raise RecordError("record.translated_type", where=where, field=key, type=type(text).__name__)
        _check_text(text, where, key)


def _entry_json(entry: Entry) -> str:
    if entry.comment is None and entry.refused is None:
        return _plain_json(entry.move)
    return _ENCODER.encode(entry.to_dict())


@cache
def _plain_json(move: Move) -> str:
    return _ENCODER.encode({"move": str(move)})


@cache
def _plain_entry(move: Move) -> Entry:
    """The entry of a move without a note (entries are immutable, so one serves every game)."""
    return Entry(move)


def _merge_notes(line: Sequence[Move], notes: Sequence[Entry], comments: dict[int, str]) -> list[Entry]:
    """The entries of ``line`` with the ``notes`` (an earlier record's entries) that still apply.

    Notes apply while their line agrees with ``line``: a move's comment stays with the same move at
    the same point, a refused attempt stays at its point. ``comments`` (move number → text) wins.
    """
    entries: list[Entry] = []
    k: int | None = 0  # the next note, or None once the two lines have parted
    for i, move in enumerate(line):
        note: Entry | None = None
        if k is not None:
            while k < len(notes) and notes[k].refused is not None:
                entries.append(notes[k])
                k += 1
            if k < len(notes) and notes[k].move == move:
                note, k = notes[k], k + 1
            else:
                k = None
        if i + 1 in comments:
            text = comments[i + 1]
            entries.append(_plain_entry(move) if text is None else Entry(move, text))
        else:
            entries.append(_plain_entry(move) if note is None else note)
    if k is not None:
        entries.extend(takewhile(lambda e: e.refused is not None, notes[k:]))
    return entries


def _check_entry_count(n: int) -> None:
    if n > MAX_ENTRIES:
        raise RecordError("record.too_many_entries", n=n, limit=MAX_ENTRIES)


def _check_text(value: str | None, where: Phrase, key: str) -> None:
    if value is None:
        return
    if len(value) > MAX_TEXT:
        raise RecordError("record.text_long", where=where, field=key, limit=MAX_TEXT)
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise RecordError("record.surrogate", where=where, field=key, at=exc.start) from None


def _check_count(value: int | None, key: str) -> None:
    if value is not None and (type(value) is not int or not 0 <= value <= MAX_COUNTER):
        raise RecordError("record.count", field=key, limit=MAX_COUNTER, value=brief(value))


__all__ = ["FORMAT", "VERSION", "Entry", "Record"]


def __getattr__(name: str) -> object:
    """The replay's names, moved to :mod:`rsol_widget.replay`, still found here (imported when asked)."""
    if name in ("Replay", "replay_detail", "with_comment"):
        from . import replay

        return getattr(replay, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
