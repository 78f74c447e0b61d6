"""Whatever the library writes, it loads: the caps apply when writing, and hostile records are refused
with a RecordError naming what is wrong (duplicate keys, huge numbers, lone surrogates)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from widget_client import Client

from rsol_widget import Game, Record, RecordError, SolitaireWidget, i18n
from rsol_widget.record import MAX_BYTES, MAX_ENTRIES, MAX_TEXT

CODE = "RU1-C-AAAAAAA"
SHUTTLE = "RU1-R-AAAAAAA"  # 8♠ goes to c6 and back to c3, as often as one likes


def shuttled(moves: int) -> Game:
    g = Game.from_code(SHUTTLE)
    for i in range(moves):
        g.play("8♠ c6" if i % 2 == 0 else "8♠ c3")
    return g


def document(**fields: object) -> str:
    data: dict[str, object] = {"format": "rsol_widget.record", "version": 1, "code": CODE, "moves": []}
    data.update(fields)
    return json.dumps(data)


def test_a_game_longer_than_a_record_holds_is_refused_when_writing(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    Record.from_game(shuttled(MAX_ENTRIES)).save(path)
    assert len(Record.load(path).played) == MAX_ENTRIES  # the longest game a record holds loads again
    before = path.read_bytes()
    with pytest.raises(RecordError, match=f"at most {MAX_ENTRIES}"):
        Record.from_game(shuttled(MAX_ENTRIES + 1)).save(path)
    assert path.read_bytes() == before


@pytest.mark.parametrize("field", ["title", "comment"])
def test_texts_longer_than_a_record_holds_are_refused_when_writing(field: str) -> None:
    g = Game.from_code(CODE)
    g.play("7♣ c1")
    too_long = "x" * (MAX_TEXT + 1)
    with pytest.raises(RecordError, match=f"longer than {MAX_TEXT}"):
        if field == "title":
            Record.from_game(g, title=too_long)
        else:
            Record.from_game(g, comments={1: too_long})


def test_a_record_past_the_byte_cap_is_refused_when_writing() -> None:
    g = shuttled(600)
    with pytest.raises(RecordError, match="bytes"):
        Record.from_game(g, comments={i: "é" * MAX_TEXT for i in range(1, 601)}).dumps()


@settings(max_examples=60, deadline=None)
@given(
    title=st.text(max_size=MAX_TEXT + 3),
    comment=st.text(max_size=40),
    counter_extra=st.integers(0, 10**12),
)
def test_what_is_written_loads_again(title: str, comment: str, counter_extra: int) -> None:
    g = Game.from_code(CODE)
    g.play("7♣ c1")
    g.moves += counter_extra
    try:
        text = Record.from_game(g, title=title, comments={1: comment}).dumps()
    except RecordError:
        return  # refused at writing time: nothing written
    again = Record.loads(text)
    assert again.title == (title or None) and again.played[0].comment == (comment or None)


def test_duplicate_keys_are_refused() -> None:
    text = document().replace('"code"', '"code": "RU1-R-AAAAAAA", "code"')
    with pytest.raises(RecordError, match="appears twice"):
        Record.loads(text)
    entry = '{"move": "7♣ c1", "move": "5♣ c2"}'
    with pytest.raises(RecordError, match="appears twice"):
        Record.loads(document().replace('"moves": []', f'"moves": [{entry}]'))


def test_huge_integers_are_a_record_error_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    path.write_text(document().replace('"moves": []', '"moves": [], "counter": 1' + "0" * 5000))
    started = time.perf_counter()
    with pytest.raises(RecordError, match=r"g\.json"):
        Record.load(path)
    with pytest.raises(RecordError):
        Game.load(path)
    assert time.perf_counter() - started < 5


def test_a_lone_surrogate_is_refused_when_reading_and_writing() -> None:
    with pytest.raises(RecordError, match="surrogate"):
        Record.loads(document(title="\ud800"))
    with pytest.raises(RecordError, match="surrogate"):
        Record.from_game(Game.from_code(CODE), title="a\udfffb")


def test_notes_follow_the_line_they_belong_to() -> None:
    g = Game.from_code(CODE)
    for m in ("7♣ c1", "J♠ c5"):
        g.play(m)
    notes = Record.loads(
        document(
            title="T",
            comment="C",
            moves=[
                {"move": "7♣ c1", "comment": "one"},
                {"move": "9♠ c1", "refused": "same_suit", "comment": "no"},
                {"move": "J♠ c5", "comment": "two"},
            ],
        )
    )
    same = Record.from_game(g, notes=notes)
    assert same.to_dict()["line"] == notes.to_dict()["line"] and (same.title, same.comment) == ("T", "C")
    g.undo()
    shorter = Record.from_game(g, notes=notes)
    assert [e.to_dict() for e in shorter.entries] == notes.to_dict()["line"][:2]
    g.play("9♦ c7")  # another line: the note on J♠ c5 does not belong to it
    other = Record.from_game(g, notes=notes)
    assert [e.comment for e in other.entries] == ["one", "no", None]


def compact_record(comment: str, title: str = "t" * 18) -> str:
    """5,000 shuttle moves with a comment each, written compactly (no spaces), as another tool might."""
    line = [{"move": "8♠ c6" if i % 2 == 0 else "8♠ c3", "comment": comment} for i in range(MAX_ENTRIES)]
    data = {"format": "rsol_widget.record", "version": 2, "code": SHUTTLE, "title": title, "line": line}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def test_a_record_that_loads_can_be_saved_and_downloaded(tmp_path: Path) -> None:
    """The issue's case: 995,104 bytes, 5,000 moves with 167-character comments (the one-entry-a-line
    layout would take more than a record holds, so it is written compactly)."""
    text = compact_record("c" * 167)
    assert len(text.encode("utf-8")) == 995_104
    path = tmp_path / "g.json"
    h = Client(SolitaireWidget(code=CODE, save_to=path))
    assert h.ask("open_record", text=text)["status"] == "done"
    assert h.w.save_error is None and len(Record.load(path).entries) == MAX_ENTRIES
    assert len(path.read_bytes()) <= MAX_BYTES
    reply = h.ask("get_record")
    assert reply["status"] == "done" and Record.loads(reply["record"]).entries == Record.loads(text).entries
    h.w.close()


def test_sizes_are_bytes_both_ways_and_a_refusal_says_why_in_the_players_language() -> None:
    text = compact_record("ă" * 100)  # fewer characters than the cap, more bytes
    assert len(text) < MAX_BYTES < len(text.encode("utf-8"))
    with pytest.raises(RecordError, match="bytes"):
        Record.loads(text)
    h = Client(SolitaireWidget(code=CODE, lang="ro"))
    reply = h.ask("open_record", text=text)
    assert reply["status"] == "refused" and reply["reason"] == "bad_record"
    assert i18n.text("ro", "error.record.too_many_bytes", limit=MAX_BYTES) in reply["message"]
    h.w.game = shuttled(MAX_ENTRIES + 1)  # past the cap: the download is refused, in Romanian
    reply = h.ask("get_record")
    assert reply["status"] == "refused" and reply["reason"] == "no_record"
    assert reply["message"] == i18n.text("ro", "error.record.too_many_entries", n=MAX_ENTRIES + 1, limit=MAX_ENTRIES)
    h.w.close()
