"""Game records: round trips, validation, refusals naming the first bad entry, replay."""

import json

import pytest
from helpers import play_line
from hypothesis import given, settings
from hypothesis import strategies as st
from positions import position

from rsol_widget import Game, Record, RecordError
from rsol_widget.record import FORMAT, MAX_BYTES, Entry

CODE = "RU1-C-AAAAAAA"


def played_game(n: int = 6) -> Game:
    g = Game.from_code(CODE)
    for _ in range(n):
        g.play(g.legal_moves()[0])
    return g


def doc(*moves: dict, **top) -> dict:
    return {"format": FORMAT, "version": 1, "code": CODE, "moves": list(moves), **top}


def test_round_trip_through_json(tmp_path):
    g = played_game()
    rec = Record.from_game(g, title="six moves", comments={1: "a start", 3: "more"})
    path = tmp_path / "game.json"
    rec.save(path)
    back = Record.load(path)
    assert back == rec
    assert back.validate().to_dict() == g.to_dict() | {"moves": len(g.move_stack), "undo_left": 6}
    assert json.loads(path.read_text(encoding="utf-8"))["line"][0]["comment"] == "a start"
    assert "♣" in path.read_text(encoding="utf-8")  # symbols stay readable


def test_refused_attempts_are_kept_and_checked():
    rec = Record.loads(json.dumps(doc({"move": "7♣ c1"}, {"move": "9♠ c1", "refused": "same_suit", "comment": "no"})))
    assert len(rec) == 1 and rec.refused[0][0] == 1 and rec.refused[0][1].refused == "same_suit"
    assert Record.loads(rec.dumps()) == rec


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (doc({"move": "7♣ c1"}, {"move": "9♠ c4"}), "entry 2 .9♠ c4.: the move is illegal"),
        (doc({"move": "9♠ c1", "refused": "rank"}), "entry 1 .9♠ c1.: refused for 'same_suit', not 'rank'"),
        (doc({"move": "7♣ c1", "refused": "rank"}), "entry 1 .7♣ c1.: marked refused .rank. but it is legal"),
        (doc({"move": "7♣ c9"}), "entry 1: 'c9' is not a destination"),
        (doc({"move": 7}), "entry 1: a move is written as text"),
        (doc({"move": "7♣ c1", "refused": "bogus"}), "entry 1: 'bogus' is not a refusal reason"),
        (doc({"move": "7♣ c1", "extra": 1}), "entry 1: unknown field 'extra'"),
        (doc("7♣ c1"), "entry 1: an entry is an object"),
        (doc({"move": "7♣ c1", "comment": 5}), "entry 1: 'comment' must be text"),
        (doc({"move": "7♣ c1", "comment": "x" * 3000}), "longer than"),
        (doc(code="RU1-Q-AAAAAAA"), "bad 'code'.*rule letter"),
        (doc(version=3), "unknown record version 3"),
        (doc(version="1"), "unknown record version '1'"),
        (doc(format="pgn"), "'format' must be"),
        (doc(moves={"a": 1}), "'moves' must be a list"),
        (doc(extra=True), "unknown field 'extra'"),
        ([1, 2], "a record is a JSON object"),
    ],
)
def test_bad_records_are_refused_naming_the_first_bad_entry(data, message):
    with pytest.raises(RecordError, match=message):
        Record.loads(json.dumps(data))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "not valid JSON"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply|not valid JSON"),
        (b"\xff\xfe", "not UTF-8"),
        ("x" * (MAX_BYTES + 1), "larger than"),
        (b"{" * (MAX_BYTES + 1), "larger than"),
        (123, "a record is JSON text"),
    ],
)
def test_malformed_text_is_refused(text, message):
    with pytest.raises(RecordError, match=message):
        Record.loads(text)


def test_too_many_entries_are_refused():
    with pytest.raises(RecordError, match="too many entries"):
        Record.loads(json.dumps(doc(*[{"move": "7♣ c1"}] * 6000)))


def test_load_names_the_file(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{nope", encoding="utf-8")
    with pytest.raises(RecordError, match=r"bad\.json: the record is not valid JSON"):
        Record.load(bad)
    with pytest.raises(RecordError, match="cannot read the file"):
        Record.load(tmp_path / "missing.json")


def test_hand_made_positions_cannot_be_recorded():
    with pytest.raises(RecordError, match="hand-made"):
        Record.from_game(position("8♥"))


def test_replay_steps_forward_and_back_and_jumps():
    g = played_game(8)
    rec = Record.from_game(g, comments={3: "third"})
    replay = rec.replay()
    assert replay.ply == 0 and replay.current is None and replay.entry is None
    assert replay.back() is replay and replay.index == 0  # already at the deal
    assert replay.step() is replay and replay.entry == rec.played[0] == replay.current
    replay.step()
    third = replay.step().entry
    assert third.comment == "third" and "third" in str(replay)
    assert replay.game.to_dict()["columns"] == rec.game_at(3).to_dict()["columns"]
    replay.back()
    assert replay.ply == 2 and replay.game.to_dict()["columns"] == rec.game_at(2).to_dict()["columns"]
    replay.goto(-1)
    assert replay.ply == 8 and replay.step() is None
    assert replay.game.to_dict()["columns"] == g.to_dict()["columns"]
    replay.goto(0)
    assert replay.game.to_dict() == Game.from_code(CODE).to_dict()
    with pytest.raises(ValueError):
        replay.goto(9)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(0, 1000), max_size=50), st.sampled_from(["RU1-C-AAAAAAA", "RU1-R-QXNADBF"]))
def test_any_played_line_round_trips(choices, code):
    g = Game.from_code(code)
    play_line(g, choices)
    rec = Record.from_game(g)
    assert Record.loads(rec.dumps()) == rec
    assert rec.game_at(len(rec)).to_dict()["columns"] == g.to_dict()["columns"]
    assert all(isinstance(e, Entry) for e in rec)


def test_a_saved_game_resumes_exactly(tmp_path):
    g = Game.from_code("RU1-R-AAAAABB")
    for i in range(140):
        g.play(g.legal_moves()[i % len(g.legal_moves())])
    for _ in range(30):
        g.undo()
    path = tmp_path / "save.json"
    g.save(path, elapsed=95.25)
    back = Game.load(path)
    assert back.to_dict() == g.to_dict()
    assert (back.moves, back.undo_left, back.score) == (140, 70, g.score)
    assert Record.load(path).elapsed == 95.25
    for _ in range(70):
        assert back.undo() == g.undo()
    assert back.to_dict() == g.to_dict()
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]  # no temporary file left behind


def test_saving_replaces_the_file_atomically(tmp_path, monkeypatch):
    path = tmp_path / "save.json"
    played_game(2).save(path)
    before = path.read_bytes()

    def broken_dumps(self):
        raise OSError("disk full")

    monkeypatch.setattr(Record, "dumps", broken_dumps)
    with pytest.raises(OSError):
        played_game(4).save(path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ({"counter": 1}, "the move counter is 1, fewer than the 2 moves"),
        ({"counter": -1}, "'counter' must be a whole number"),
        ({"counter": 2.0}, "'counter' must be a whole number"),
        ({"undo_left": 3}, "'undo_left' is 3, more than the 2 possible"),
        ({"elapsed": -1}, "'elapsed' must be a number of seconds"),
        ({"elapsed": "1"}, "'elapsed' must be a number of seconds"),
        ({"elapsed": True}, "'elapsed' must be a number of seconds"),
    ],
)
def test_bad_resume_fields_are_refused(extra, message):
    data = doc({"move": "7♣ c1"}, {"move": "5♣ c2"}, **extra)
    with pytest.raises(RecordError, match=message):
        Record.loads(json.dumps(data))


def test_nan_elapsed_is_refused():
    text = json.dumps(doc()).replace('"moves"', '"elapsed": NaN, "moves"')
    with pytest.raises(RecordError, match="'elapsed'"):
        Record.loads(text)


def test_a_damaged_file_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "save.json"
    played_game(5).save(path)
    damaged = path.read_bytes()[:-40]
    path.write_bytes(damaged)
    with pytest.raises(RecordError, match=r"save\.json"):
        Game.load(path)
    assert path.read_bytes() == damaged
