"""Record format version 2: titles and comments in several languages, the line under "line" and the move
counter under "moves" (one word with Game.moves); version 1 still loads."""

import json

import pytest

from rsol_widget import Game, Record, RecordError
from rsol_widget.record import FORMAT, Entry

CODE = "RU1-C-AAAAAAA"


def doc(version=2, **top):
    line = top.pop("line", [{"move": "7♣ c1", "comment": {"en": "clubs build down", "ro": "treflele coboară"}}])
    return json.dumps(
        {"format": FORMAT, "version": version, "code": CODE, "line" if version == 2 else "moves": line, **top}
    )


def test_comments_in_two_languages_load_and_round_trip():
    record = Record.loads(doc(title={"en": "A game", "ro": "O partidă"}, comment="only English"))
    entry = record.entries[0]
    assert entry.comment == "clubs build down" and entry.translations == {"ro": "treflele coboară"}
    assert entry.comment_in("ro") == "treflele coboară" and entry.comment_in("en") == "clubs build down"
    assert record.title_in("ro") == "O partidă" and record.comment_in("ro") == "only English"
    text = record.dumps()
    assert json.loads(text)["version"] == 2
    assert Record.loads(text) == record


def test_records_are_written_as_version_2_with_the_games_word_for_the_move_counter():
    game = Game.from_code(CODE)
    game.play("7♣ c1")
    game.undo()
    game.play("7♣ c1")
    data = json.loads(Record.from_game(game, comments={1: "plain"}).dumps())
    assert data["version"] == 2 and data["moves"] == game.moves == 2 and data["line"][0]["comment"] == "plain"
    assert "counter" not in data
    record = Record.loads(json.dumps(data))
    assert record.entries[0] == Entry(game.move_stack[0], "plain") and record.moves == 2


def test_version_1_keeps_its_names_and_each_version_only_its_own():
    v1 = {"format": FORMAT, "version": 1, "code": CODE, "moves": [{"move": "7♣ c1"}], "counter": 3}
    assert Record.loads(json.dumps(v1)).moves == 3
    with pytest.raises(RecordError, match="unknown field 'line' in a version 1 record"):
        Record.loads(json.dumps(v1 | {"line": []}))
    with pytest.raises(RecordError, match="unknown field 'counter' in a version 2 record"):
        Record.loads(doc(counter=3))


def test_version_1_loads_as_before_and_keeps_its_texts_plain():
    record = Record.loads(doc(version=1, line=[{"move": "7♣ c1", "comment": "plain"}]))
    assert record.entries[0].comment == "plain" and record.entries[0].translations == {}
    with pytest.raises(RecordError, match="must be text, not dict"):
        Record.loads(doc(version=1))  # objects of texts are version 2 only


@pytest.mark.parametrize(
    ("comment", "error"),
    [
        ({"ro": "fără engleză"}, "needs an 'en' text"),
        ({"en": "x", "xx": "y"}, "has a text in 'xx'"),
        ({"en": "x", "ro": 5}, "the ro 'comment' must be text, not int"),
        ({"en": "x", "ro": "y" * 2001}, "longer than 2000"),
    ],
)
def test_bad_texts_are_refused_with_the_entry_named(comment, error):
    with pytest.raises(RecordError, match=error) as info:
        Record.loads(doc(line=[{"move": "7♣ c1", "comment": comment}]))
    assert "entry 1" in str(info.value)


def test_in_language_gives_a_record_speaking_that_language():
    record = Record.loads(doc(title={"en": "A game", "ro": "O partidă"}))
    ro = record.in_language("ro")
    assert ro.title == "O partidă" and ro.entries[0].comment == "treflele coboară"
    assert ro.replay(lang="ro").step().entry.comment == "treflele coboară"
    assert record.in_language("en") == record


def test_translations_survive_a_resume():
    record = Record.loads(doc(title={"en": "A game", "ro": "O partidă"}))
    game = record.validate()
    game.play("5♣ c2")
    again = Record.from_game(game, notes=record)
    assert again.entries[0].translations == {"ro": "treflele coboară"} and again.title_in("ro") == "O partidă"
    assert len(again.entries) == 2 and Record.loads(again.dumps()) == again


def test_writing_a_bad_translation_is_refused():
    game = Game.from_code(CODE)
    game.play("7♣ c1")
    record = Record.from_game(game)
    record.entries[0] = Entry(game.move_stack[0], "x", None, {"xx": "y"})
    with pytest.raises(RecordError, match="not a language for translations"):
        record.dumps()
    record.entries[0] = Entry(game.move_stack[0], None, None, {"ro": "y"})
    with pytest.raises(RecordError, match="needs the English text"):
        record.dumps()
