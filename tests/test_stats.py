"""Statistics per rule: counted once a game's first move is made in a widget, lost when another game
replaces an unfinished one, wins with streaks and bests, counted once per game; kept in an SQLite
store that imports the JSON file of earlier releases once and refuses values that cannot be."""

from __future__ import annotations

import json
import os
import sqlite3
import time
from pathlib import Path

import pytest
from widget_client import Client

from rsol_widget import Game, SolitaireWidget, examples
from rsol_widget.stats import Statistics, StatisticsError, default_path

C1, C2, R1 = "RU1-C-AAAAAAA", "RU1-C-AAAAABB", "RU1-R-AAAAAAA"
KEYS = {"played", "won", "current_streak", "best_streak", "best_time", "best_score", "fewest_moves"}


def counts(s: dict[str, object]) -> tuple[object, ...]:
    return s["played"], s["won"], s["current_streak"], s["best_streak"]


def old_file(path: Path, **classic: object) -> str:
    """A statistics file as earlier releases wrote it (JSON, version 1)."""
    text = json.dumps({"format": "rsol_widget.statistics", "version": 1, "rules": {"classic": classic}})
    path.write_text(text)
    return text


def test_the_default_store_is_in_the_jupyter_data_directory() -> None:
    from jupyter_core.paths import jupyter_data_dir

    assert default_path() == Path(jupyter_data_dir()) / "rsol_widget" / "statistics.sqlite3"


def test_counts_streaks_and_bests(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    stats = Statistics.load(path)
    assert stats.summary("classic") == dict.fromkeys(KEYS - {"best_time", "best_score", "fewest_moves"}, 0) | {
        "best_time": None,
        "best_score": None,
        "fewest_moves": None,
    }
    assert stats.finished(C1, seconds=300.0, moves=100, score=625, game=stats.started(C1))
    assert stats.finished(C2, seconds=200.0, moves=120, score=600, game=stats.started(C2))
    s = Statistics.load(path).summary("classic")
    assert set(s) == KEYS and counts(s) == (2, 2, 2, 2)
    assert (s["best_time"], s["best_score"], s["fewest_moves"]) == (200.0, 625, 100)
    stats.started(C1)
    stats.started(C2)  # the first was never won: lost, and the streak ends
    assert stats.unfinished == C2
    assert counts(Statistics.load(path).summary("classic")) == (4, 2, 0, 2)
    assert Statistics.load(path).summary("relaxed")["played"] == 0  # per rule


def test_an_abandoned_game_ends_the_streak_and_a_kernel_still_playing_it_may_win_it(tmp_path: Path) -> None:
    stats = Statistics.load(tmp_path / "s.sqlite3")
    stats.finished(C1, seconds=1, moves=90, score=625, game=stats.started(C1))
    game = stats.started(C1)
    assert stats.abandoned(C1, game) and stats.status(game) == "abandoned"
    assert counts(stats.summary("classic")) == (2, 1, 0, 1) and stats.unfinished is None
    assert not stats.abandoned(C1, game)  # once
    assert stats.finished(C1, seconds=1, moves=90, score=625, game=game)  # the shared game, won on elsewhere
    assert counts(stats.summary("classic")) == (2, 2, 1, 1) and stats.status(game) == "won"
    assert not stats.finished(C1, seconds=1, moves=90, score=625, game=game)  # once


def test_a_game_lost_when_another_started_can_still_be_won(tmp_path: Path) -> None:
    stats = Statistics.load(tmp_path / "s.sqlite3")
    first = stats.started(C1)
    stats.started(C2)  # another notebook starts a game: the first is lost, the streak ends
    assert stats.finished(C1, seconds=9, moves=95, score=625, game=first)  # ... and its own widget wins it
    assert counts(stats.summary("classic")) == (2, 1, 1, 1)


def test_a_win_counts_only_for_a_game_started_here_and_only_once(tmp_path: Path) -> None:
    stats = Statistics.load(tmp_path / "s.sqlite3")
    assert not stats.finished(C1, seconds=1, moves=90, score=625)  # never started: no win
    assert not stats.finished(C1, seconds=1, moves=90, score=625, game="0" * 32)
    game = stats.started(C1)
    assert stats.started(C1, game) == game  # the same game again: counted once
    assert not stats.finished(C2, seconds=1, moves=90, score=625, game=game)  # not this game's deal
    assert stats.finished(C1, seconds=1, moves=90, score=625, game=game)
    assert not stats.finished(C1, seconds=0.5, moves=80, score=700, game=game)
    s = stats.summary("classic")
    assert (s["played"], s["won"], s["best_time"], s["fewest_moves"]) == (1, 1, 1.0, 90)


def test_two_notebooks_add_up(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    a, b = Statistics.load(path), Statistics.load(path)
    game = a.started(C1)
    b.started(R1)
    a.finished(C1, seconds=5, moves=95, score=625, game=game)
    both = Statistics.load(path)
    assert both.summary("classic")["won"] == 1 and both.summary("relaxed")["played"] == 1


def test_reset_forgets_everything(tmp_path: Path) -> None:
    stats = Statistics.load(tmp_path / "s.sqlite3")
    game = stats.started(C1)
    stats.reset()
    assert Statistics.load(stats.path).summary("classic")["played"] == 0 and stats.unfinished is None
    assert not stats.finished(C1, seconds=1, moves=90, score=625, game=game)  # forgotten, not won
    assert Statistics.load(stats.path).summary("classic")["won"] == 0


def test_the_store_is_made_with_its_folder_and_leaves_no_other_file(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "er" / "s.sqlite3"
    stats = Statistics.load(path)
    stats.started(R1)
    stats.close()
    assert stats.unfinished == R1 and [p.name for p in path.parent.iterdir()] == ["s.sqlite3"]
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    conn.close()


def test_bad_results_are_refused(tmp_path: Path) -> None:
    stats = Statistics.load(tmp_path / "s.sqlite3")
    game = stats.started(C1)
    for bad in ({"seconds": float("nan")}, {"moves": 2**60}, {"score": -1}, {"seconds": "1"}):
        with pytest.raises(ValueError):
            stats.finished(C1, **{"seconds": 1.0, "moves": 90, "score": 625, **bad}, game=game)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="dealt games"):
        stats.started("custom")
    assert stats.summary("classic")["won"] == 0


# ---------------------------------------------------------------------- the JSON file of earlier releases
def test_the_old_json_file_is_imported_once_then_kept_aside(tmp_path: Path) -> None:
    old = tmp_path / "statistics.json"
    text = old_file(old, played=5, won=2, current_streak=1, best_streak=2, best_time=90.5, best_score=625)
    stats = Statistics.load(tmp_path / "statistics.sqlite3")
    s = stats.summary("classic")
    assert counts(s) == (5, 2, 1, 2) and (s["best_time"], s["best_score"], s["fewest_moves"]) == (90.5, 625, None)
    (kept,) = tmp_path.glob("statistics.imported-*.json")
    assert kept.read_text() == text and not old.exists()  # set aside as it was, never lost
    old.write_text(text)  # an old release writes it again: not imported twice
    assert counts(Statistics.load(tmp_path / "statistics.sqlite3").summary("classic")) == (5, 2, 1, 2)
    stats.reset()
    assert Statistics.load(tmp_path / "statistics.sqlite3").summary("classic")["played"] == 0


def test_a_json_path_names_the_store_beside_it(tmp_path: Path) -> None:
    old_file(tmp_path / "s.json", played=3, won=1, current_streak=0, best_streak=1, best_time=1, best_score=2)
    stats = Statistics.load(tmp_path / "s.json")
    assert stats.path == tmp_path / "s.sqlite3" and stats.summary("classic")["played"] == 3


def test_unknown_fields_are_kept_across_updates(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    data = {"format": "rsol_widget.statistics", "version": 1, "rules": {}, "note": "mine", "future": [1, 2]}
    path.write_text(json.dumps(data))
    stats = Statistics.load(path)
    stats.started(C1)
    kept = next(tmp_path.glob("s*.json"))
    assert json.loads(kept.read_text())["note"] == "mine"
    with sqlite3.connect(stats.path) as conn:  # what a newer release might add to the store
        conn.execute("ALTER TABLE totals ADD COLUMN future_count INTEGER DEFAULT 7")
        conn.execute("CREATE TABLE future (x)")
        conn.execute("INSERT INTO future VALUES ('kept')")
        conn.execute("INSERT INTO meta VALUES ('future_key', 'kept')")
    conn.close()
    stats.finished(C1, seconds=3, moves=95, score=625)
    with sqlite3.connect(stats.path) as conn:
        assert conn.execute("SELECT x FROM future").fetchall() == [("kept",)]
        assert conn.execute("SELECT value FROM meta WHERE key = 'future_key'").fetchone() == ("kept",)
        assert conn.execute("SELECT future_count FROM totals WHERE rule = 'classic'").fetchone() == (7,)
    conn.close()
    assert Statistics.load(path).summary("classic")["won"] == 1


IMPOSSIBLE = [
    {"played": 1, "won": 2, "best_streak": 2},  # more wins than games
    {"played": 5, "won": 3, "current_streak": 3, "best_streak": 2},  # a streak above the best
    {"played": 5, "won": 1, "best_streak": 3},  # a best streak above the wins
    {"played": 2**53 + 1},
    {"played": 10**400},  # OverflowError in math.isfinite() before
    {"played": 3, "won": 1, "best_streak": 1, "best_time": 10**400},
    {"played": 3, "won": 1, "best_streak": 1, "fewest_moves": 2**64},
    {"played": 3, "best_score": 625},  # a best without any win
    {"played": 3, "won": 1, "best_streak": 1, "best_time": -1.0},
]


@pytest.mark.parametrize("classic", IMPOSSIBLE)
def test_values_that_cannot_be_are_refused_in_an_old_file(tmp_path: Path, classic: dict[str, int]) -> None:
    path = tmp_path / "s.json"
    text = old_file(path, **classic)
    with pytest.raises(StatisticsError, match=r"s\.json") as caught:
        Statistics.load(path)
    assert caught.value.reason == "damaged" and path.read_text() == text


@pytest.mark.parametrize(
    "change",
    [
        "UPDATE totals SET won = played + 1",
        "UPDATE totals SET current_streak = best_streak + 1",
        f"UPDATE totals SET played = {2**53 + 5}",
        f"UPDATE totals SET best_score = {2**62}",
        "UPDATE totals SET played = 'many'",
        "UPDATE totals SET played = 1e300",
        "UPDATE totals SET best_time = -3",
    ],
)
def test_values_that_cannot_be_are_refused_in_the_store(tmp_path: Path, change: str) -> None:
    path = tmp_path / "s.sqlite3"
    stats = Statistics.load(path)
    stats.finished(C1, seconds=3, moves=95, score=625, game=stats.started(C1))
    with sqlite3.connect(path) as conn:
        conn.execute(change)
    conn.close()
    before = path.read_bytes()
    with pytest.raises(StatisticsError) as caught:
        Statistics.load(path)
    assert caught.value.reason == "damaged" and path.read_bytes() == before
    recovered = Statistics.load(path, recover=True)
    assert recovered.set_aside is not None and recovered.set_aside.read_bytes() == before
    assert recovered.summary("classic")["played"] == 0


def test_temporary_files_of_killed_json_writers_are_removed_once_stale(tmp_path: Path) -> None:
    stale, fresh = tmp_path / ".statistics.json.abc.tmp", tmp_path / ".statistics.json.def.tmp"
    stale.write_text("{")
    fresh.write_text("{")  # an old release writing right now: left alone
    os.utime(stale, (time.time() - 3600, time.time() - 3600))
    Statistics.load(tmp_path / "statistics.sqlite3")
    assert not stale.exists() and fresh.exists()


# ---------------------------------------------------------------------- what a widget counts
def test_the_widget_counts_moves_from_cells_wins_and_losses(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    record = examples.load("example-game")
    w = SolitaireWidget(code=record.code, stats=path)
    assert w.statistics["classic"]["played"] == 0 and w.statistics["error"] is None
    for entry in record.played:
        w.game.play(entry.move)
    s = Statistics.load(path).summary("classic")
    assert counts(s) == (1, 1, 1, 1) and (s["best_score"], s["fewest_moves"]) == (625, 92)
    assert w.statistics["classic"] == s
    w.new_game(code=C1)
    w.game.play("7♣ c1")
    w.new_game(code=C2)  # the game on C1 was started and not won: lost
    assert counts(Statistics.load(path).summary("classic")) == (2, 1, 0, 1)
    w.new_game(code=C1)  # C2 had no move: it does not count
    assert Statistics.load(path).summary("classic")["played"] == 2
    w.close()


def test_a_resumed_game_is_not_counted_twice_and_hand_made_games_not_at_all(tmp_path: Path) -> None:
    stats, save = tmp_path / "s.sqlite3", tmp_path / "g.json"
    w = SolitaireWidget(code=C1, stats=stats, save_to=save)
    w.game.play("7♣ c1")
    w.close()
    r = SolitaireWidget.resume(save, stats=stats)
    r.game.play("J♠ c5")
    assert Statistics.load(stats).summary("classic")["played"] == 1
    r.game = Game.from_position(["K♠", "K♥", "K♦", "K♣", "", "", ""], "Q♠ Q♥ Q♦ Q♣")
    r.game.play("K♠ f")
    assert Statistics.load(stats).summary("classic")["played"] == 1
    r.close()


def near_the_win() -> str:
    """The example game's record one move before its win, as a page would upload it."""
    record = examples.load("example-game")
    game = Game.from_code(record.code)
    for entry in record.played[:-1]:
        game.play(entry.move)
    from rsol_widget.record import Record

    return Record.from_game(game, elapsed=1.0).dumps()


def test_opening_a_record_never_counts_a_win_for_a_game_not_played_here(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    h = Client(SolitaireWidget(code=C1, stats=path))
    text, last = near_the_win(), examples.load("example-game").played[-1].move
    for _ in range(3):
        assert h.ask("open_record", text=text)["status"] == "done"
        h.w.game.play(last)
        assert h.w.game.won
    h.w.game = Game.from_code(h.w.game.code)  # a game assigned from a cell counts from its deal only
    h.w.game = examples.load("example-game").validate()  # ... and one already won never
    s = Statistics.load(path).summary("classic")
    assert counts(s) == (0, 0, 0, 0) and (s["best_time"], s["fewest_moves"]) == (None, None)
    assert h.w.statistics["classic"]["won"] == 0
    h.w.close()


def test_a_forged_game_id_in_a_record_counts_nothing(tmp_path: Path) -> None:
    path, save = tmp_path / "s.sqlite3", tmp_path / "g.json"
    data = json.loads(near_the_win())
    save.write_text(json.dumps({**data, "game_id": "ab" * 16}))
    w = SolitaireWidget.resume(save, stats=path)
    w.game.play(examples.load("example-game").played[-1].move)
    assert w.game.won and counts(Statistics.load(path).summary("classic")) == (0, 0, 0, 0)
    w.close()


def test_one_game_resumed_in_two_kernels_and_won_in_both_counts_once(tmp_path: Path) -> None:
    path, save = tmp_path / "s.sqlite3", tmp_path / "current.json"
    record = examples.load("example-game")
    w = SolitaireWidget(code=record.code, stats=path, save_to=save)
    w.game.play(record.played[0].move)
    w.close()
    kernels = [SolitaireWidget.resume(save, stats=path, save_to=None) for _ in range(2)]
    for k in kernels:
        for entry in record.played[1:]:
            k.game.play(entry.move)
        assert k.game.won
        k.close()
    assert counts(Statistics.load(path).summary("classic")) == (1, 1, 1, 1)


def test_a_rewind_past_the_undo_window_is_the_same_game(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    record = examples.load("example-game")
    h = Client(SolitaireWidget(code=record.code, stats=path))
    for entry in record.played[:-1]:
        h.w.game.play(entry.move)
    h.w.game.keep_undo(0)  # nothing left to undo: the rewind replays the deal in a new Game
    before = h.w.game
    assert h.ask("rewind", to=2)["status"] == "done" and len(h.w.game.move_stack) == 2 and h.w.game is not before
    for entry in record.played[2:]:
        h.w.game.play(entry.move)
    assert counts(Statistics.load(path).summary("classic")) == (1, 1, 1, 1)
    h.w.close()


def test_the_play_notebook_continues_the_unfinished_game(tmp_path: Path) -> None:
    path, stats = tmp_path / "current.json", tmp_path / "s.sqlite3"
    w = SolitaireWidget.resume_or_new(path, stats=stats)
    while not w.game.legal_moves():  # a random deal with no move at all (1 in a few hundred): deal again
        w.new_game()
    first = w.game.code
    w.game.play(w.game.legal_moves()[0])
    w.close()
    again = SolitaireWidget.resume_or_new(path, stats=stats)  # the notebook is opened and run again
    assert again.game.code == first and again.game.moves == 1
    assert Statistics.load(stats).summary(again.game.rule)["played"] == 1
    again.close()


def test_statistics_are_off_unless_asked(tmp_path: Path) -> None:
    w = SolitaireWidget(code=C1, save_to=tmp_path / "g.json")
    w.game.play("7♣ c1")
    assert w.statistics == {} and "game_id" not in json.loads((tmp_path / "g.json").read_text())
    w.close()


def test_a_won_game_gives_way_to_a_new_one(tmp_path: Path) -> None:
    path = tmp_path / "current.json"
    examples.load("example-game").save(path)
    w = SolitaireWidget.resume_or_new(path, stats=False)
    assert w.game.moves == 0 and not w.game.won
    w.close()


def test_a_damaged_current_game_is_kept_aside_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "current.json"
    path.write_text('{"format": "rsol_widget.record", "vers')
    w = SolitaireWidget.resume_or_new(path, stats=False)
    (aside,) = tmp_path.glob("current.damaged-*.json")
    assert aside.read_text() == '{"format": "rsol_widget.record", "vers'
    assert w.game.moves == 0 and json.loads(path.read_text())["code"] == w.game.code
    w.close()


def test_by_default_the_game_and_statistics_live_in_the_jupyter_data_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path))
    w = SolitaireWidget.resume_or_new()
    while not w.game.legal_moves():  # a random deal with no move at all (rare): deal again
        w.new_game()
    w.game.play(w.game.legal_moves()[0])
    assert (tmp_path / "rsol_widget" / "current-game.json").is_file()
    assert Statistics.load(tmp_path / "rsol_widget" / "statistics.sqlite3").summary(w.game.rule)["played"] == 1
    w.close()


def test_a_damaged_file_is_set_aside_and_the_player_told_in_their_language(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    path.write_bytes(b"not a database at all" * 10)
    w = SolitaireWidget(code=C1, stats=path, lang="ro")
    (aside,) = tmp_path.glob("s.damaged-*.sqlite3")
    assert aside.read_bytes() == b"not a database at all" * 10
    assert w.statistics["reason"] == "set_aside" and aside.name in w.statistics["error"]
    assert w.statistics["error"].startswith("Fișierul de statistici era deteriorat")
    w.lang = "en"
    assert w.statistics["error"].startswith("The statistics file was damaged")
    w.game.play("7♣ c1")
    assert Statistics.load(path).summary("classic")["played"] == 1  # new statistics begin
    w.close()
