"""The packaged example game and the replay controls."""

import importlib.util
import re
import sys
from pathlib import Path

import pytest

from rsol_widget import FOUNDATION, Card, Game, Move, examples
from rsol_widget.i18n import LANGS
from rsol_widget.replay import Replay
from rsol_widget.replay_controls import ReplayControls, Walk

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def record():
    return examples.load("example-game")


def test_it_loads_on_its_deal(record):
    assert examples.names() == ["example-game"]
    assert record.code == "RU1-C-QXNADBF"
    with pytest.raises(ValueError, match="no packaged record"):
        examples.load("nope")


def test_move_3_moves_the_five_card_group_in_order(record):
    before = record.game_at(2)
    move = record.played[2].move
    assert str(move) == "3♣ c5"
    column = before.columns[before.location(move.card)]
    group = column[column.index(move.card) :]
    assert [str(c) for c in group] == ["3♣", "7♦", "A♠", "4♠", "10♥"]
    assert all(before.is_face_up(c) for c in group)
    after = record.game_at(3)
    assert [str(c) for c in after.columns[4][-6:]] == ["4♣", "3♣", "7♦", "A♠", "4♠", "10♥"]


def test_the_refused_attempt_is_a_non_king_group_on_an_empty_column(record):
    ((ply, attempt),) = record.refused
    game = record.game_at(ply)
    assert attempt.refused == "empty_column" and attempt.comment
    assert not game.columns[attempt.move.dest] and attempt.move.card.rank != 13
    assert game.check(attempt.move).reason == "empty_column"
    k = game.location(attempt.move.card)
    assert game.columns[k].index(attempt.move.card) == game.face_down[k] > 0  # it would uncover a card


def test_the_game_is_won_at_625_without_take_backs(record):
    final = record.game_at(len(record))
    assert final.won and final.score == 625 and final.moves == len(record) == 92
    replay = Game.from_code(record.code)
    for entry in record.played:
        assert replay.location(entry.move.card) != FOUNDATION
        replay.play(entry.move)


def test_the_record_is_what_the_build_script_makes(record):
    spec = importlib.util.spec_from_file_location("make_example_game", ROOT / "tools" / "make_example_game.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    try:
        spec.loader.exec_module(module)
        assert module.play_line() == record
    finally:
        del sys.modules[spec.name]


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
def test_every_english_comment_has_a_translation_in_each_language(record, lang):
    """The example game speaks every language of the catalogue: a language whose comments would fall
    back to English (the record not rebuilt by tools/make_example_game.py from the catalogue's ``example.``
    texts) or copy English fails here."""
    texts = [(record.title, record.title_in(lang)), (record.comment, record.comment_in(lang))]
    texts += [(e.comment, e.translations.get(lang)) for e in record.entries]
    assert all(en for en, _ in texts)  # every move has a comment
    for en, theirs in texts:
        assert theirs and theirs != en, en
    shown = examples.load("example-game", lang=lang)
    assert shown.entries[0].comment == record.entries[0].translations[lang] and shown.title != record.title


def test_the_romanian_comments_are_romanian(record):
    texts = [record.title_in("ro"), record.comment_in("ro"), *(e.translations.get("ro") or "" for e in record.entries)]
    assert not set("".join(texts)) & set("şţŞŢ")  # comma-below ș ț only
    ro = examples.load("example-game", lang="ro")
    assert ro.entries[0].comment == record.entries[0].translations["ro"] and ro.title.startswith("Partida-exemplu")
    with pytest.raises(ValueError, match="language"):
        examples.load("example-game", lang="xx")


def test_the_comments_say_why(record):
    comments = [e.comment for e in record.played]
    assert comments[0].startswith("10♠ and the 4 cards on it (out of order) go onto J♠, lifting them off the hidden 4♣")
    assert comments[2].startswith("The group 3♣ 7♦ A♠ 4♠ 10♥ goes onto 4♣ in one go, out of order")
    assert "at most 20 cards at once" in comments[12]  # move 13: a group of 19
    assert "never finishes a game by itself" in comments[59]  # move 60: the first of the last 33
    assert all(e.move.dest == 7 for e in record.played[59:])
    assert record.played[58].move.dest != 7
    assert "solver that sees the face-down cards" in record.comment
    reasons = ("why:", "turns face up", "empty", "starts the", "won", "the group", "goes up")
    assert all(any(word in c for word in reasons) for c in comments)


CARD = r"((?:10|[2-9AJQK])[♠♥♦♣])"
CLAIMS = {
    "onto": re.compile(r"go(?:es)? onto " + CARD),
    "turns": re.compile(CARD + r" turns face up by itself"),
    "frees": re.compile(r"why: it frees " + CARD + r" for move (\d+) \((.+?)\)"),
    "prepares": re.compile(r"why: it prepares move (\d+) \((.+?)\)"),
    "king": re.compile(r"column (\d) is empty now, ready for a king: " + CARD + r" goes there at move (\d+)"),
    "empty": re.compile(r"column (\d) is empty now"),
    "last_hidden": re.compile(r"that was the last hidden card"),
    "won": re.compile(r"the game is won at (\d+) points"),
}


def _check_claims(record, number, comment, before, after):
    """Each thing the comment of move ``number`` says, checked by the engine on the positions."""
    move = record.played[number - 1].move
    src = before.location(move.card)
    if m := CLAIMS["onto"].search(comment):
        assert str(before.columns[move.dest][-1]) == m[1]
    if m := CLAIMS["turns"].search(comment):
        assert not before.is_face_up(m[1]) and after.is_face_up(m[1])
    if m := CLAIMS["frees"].search(comment):
        freed, later, text = m[1], int(m[2]), m[3]
        assert before.columns[src][-1] != Card.parse(freed) and after.columns[src][-1] == Card.parse(freed)
        assert str(record.played[later - 1].move) == text and later > number
        position = after.copy()
        for entry in record.played[number : later - 1]:  # the card stays free until that move
            position.play(entry.move)
            column = position.columns[position.location(freed)]
            assert column[-1] == Card.parse(freed), (number, freed, entry.move)
        used = record.played[later - 1].move  # it moves the freed card, or goes onto it
        assert used.card == Card.parse(freed) or (
            used.dest != FOUNDATION and position.columns[used.dest][-1] == Card.parse(freed)
        )
    if m := CLAIMS["prepares"].search(comment):
        assert not before.is_legal(m[2]) and after.is_legal(m[2])  # this move makes it possible
        assert str(record.played[int(m[1]) - 1].move) == m[2]
    if m := CLAIMS["empty"].search(comment):
        assert not after.columns[int(m[1]) - 1] and before.columns[int(m[1]) - 1]
    if m := CLAIMS["king"].search(comment):
        king = record.played[int(m[3]) - 1].move
        assert str(king) == f"{m[2]} c{m[1]}" and king.card.rank == 13
    if CLAIMS["last_hidden"].search(comment):
        assert sum(after.face_down) == 0 < sum(before.face_down)
    if m := CLAIMS["won"].search(comment):
        assert after.won and after.score == int(m[1])
    home = Move(move.card, FOUNDATION)
    if move.dest != FOUNDATION and before.columns[src][-1] == move.card and before.is_legal(home):
        raise AssertionError(f"move {number} ({move}) puts on a column a card that could go home, without saying why")


def test_every_why_is_true_of_the_position(record):
    """Every claim of every comment (the card it goes on, the card it turns, the card it frees and
    the move that uses it, the move it makes possible, the column it empties) holds in the game."""
    before = Game.from_code(record.code)
    for number, entry in enumerate(record.played, 1):
        after = before.copy()
        after.play(entry.move)
        _check_claims(record, number, entry.comment, before, after)
        before = after


def test_a_false_why_is_caught():
    """The check above fails on the claims the first version of the game made (move 45 "prepared"
    a foundation move that was already legal; move 33 sent 3♠ onto a column instead of home)."""
    record = examples.load("example-game")
    before = record.game_at(44)
    after = before.copy()
    after.play(record.played[44].move)
    legal = next(str(m) for m in before.legal_moves() if m.dest == FOUNDATION)
    with pytest.raises(AssertionError):
        _check_claims(record, 45, f"why: it prepares move 47 ({legal})", before, after)
    with pytest.raises(AssertionError):
        _check_claims(record, 45, "7♦ turns face up by itself", before, after)


def test_replay_controls_follow_the_slider_the_list_and_the_buttons(record):
    controls = ReplayControls(record)
    assert controls.board.game.moves == 0 and controls.comment.value == ""
    controls.slider.value = 3
    assert controls.ply == 3 and controls.board.game.moves == 3
    assert controls.comment.value.startswith("Move 3 of 92: 3♣ c5")
    controls.moves.index = 5  # the line after the refused attempt: move 4
    assert controls.ply == 4 and controls.slider.value == 4 and controls.step == 5  # the slider counts moves
    assert controls.player.value == 5 and controls.slider.max == 92 and controls.player.max == 93  # Play: steps
    bar = controls.children[1]
    bar.children[1].click()  # back: onto the refused attempt, a step of its own
    assert controls.step == 4 and controls.ply == 3 and controls.moves.index == 4
    assert controls.board.game.to_dict() == record.game_at(3).to_dict()
    assert controls.comment.value.startswith("✗ 4♦ c1 (tried after move 3): refused by the rule “Empty column”: ")
    assert "empty_column" not in controls.comment.value
    assert controls.slider.value == 3 and controls.player.value == 4
    controls.player.value = 5  # Play takes the next step
    assert controls.step == 5 and controls.slider.value == 4
    controls.player.value = 4
    bar.children[3].click()  # forward
    assert controls.ply == 4
    bar.children[4].click()  # last
    assert controls.ply == 92 and controls.step == 93 and controls.board.game.won
    bar.children[1].click()  # back
    assert controls.ply == 91
    bar.children[0].click()  # first
    assert controls.ply == 0 and controls.board.game.to_dict() == Game.from_code(record.code).to_dict()
    assert repr(controls) == "ReplayControls(RU1-C-QXNADBF, move 0/92)"


def test_the_refused_attempt_is_a_line_of_the_list_with_its_rule(record):
    en = ReplayControls(record)
    ro = ReplayControls(record, lang="ro")
    assert en.moves.options[4].startswith("   ✗ 4♦ c1 — refused: Empty column")
    assert ro.moves.options[4].startswith("   ✗ 4♦ c1 — refuzată: Coloana goală")
    assert en.player.tooltip == "Play" and ro.player.tooltip == "Redare" and not en.player.description
    assert ro.board.lang == "ro" and ro.moves.options[0] == "0. Împărțirea cărților"
    ro.goto(3)
    ro.goto_step(ro.step + 1)
    assert ro.comment.value.startswith("✗ 4♦ c1 (încercată după mutarea 3): refuzată de regula „Coloana goală”: ")


def test_the_walk_visits_every_entry_and_checks_each_refusal_again(record):
    assert Walk is Replay  # one cursor over a record; Walk is its former name
    walk = record.replay()
    seen = []
    while walk.step() is not None:
        entry = walk.entry
        seen.append(entry)
        if entry.refused:
            assert walk.refusal.reason == entry.refused
            assert walk.picture()._repr_svg_().count('class="refused"') == 1
        else:
            assert walk.refusal is None and walk.game.move_stack[-1] is entry.move
            assert 'class="lastmove"' in walk.picture()._repr_svg_()
    assert seen == record.entries and walk.game.won and walk.ply == len(record) == 92
    assert walk.back().index == len(record.entries) - 1
    assert walk.goto(0).ply == 0 and walk.entry is None
    assert walk.goto_move(4).index == 5 and walk.line().startswith("Move 4 of 92: ")
    with pytest.raises(ValueError, match=r"0\.\.93"):
        walk.goto(94)
    with pytest.raises(ValueError, match=r"0\.\.92"):
        walk.goto_move(93)


def test_the_refused_attempt_is_pictured_under_the_replay_board(record):
    controls = ReplayControls(record, lang="ro")
    assert controls.attempt.layout.display == "none"
    controls.goto_step(4)  # the refused attempt
    assert controls.attempt.layout.display == "block" and controls.attempt.format == "svg+xml"
    svg = bytes(controls.attempt.value).decode()
    assert 'class="refused"' in svg and "Coloana goală" in svg and "4♦ c1" in svg
    controls.goto_step(5)
    assert controls.attempt.layout.display == "none"
    assert controls.children.index(controls.attempt) == controls.children.index(controls.comment) + 1


def test_moves_on_the_board_never_change_the_record(record):
    controls = ReplayControls(record)
    controls.goto(3)
    controls.board.game.play(controls.board.game.legal_moves()[0])
    controls.goto(4)
    assert controls.board.game.to_dict()["columns"] == record.game_at(4).to_dict()["columns"]


def test_comments_are_shown_as_plain_text_widgets(record):
    controls = ReplayControls(record)
    kinds = {type(controls.comment).__name__, type(controls.moves).__name__}
    assert kinds == {"Label", "RadioButtons"}  # text-only widgets (set as text): no HTML is ever rendered from a record
