"""Statistics per rule: counted once a game's first move is made, lost when another game replaces an
unfinished one, wins with streaks and bests, kept in a JSON file that is never damaged or overwritten
when damaged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rsol_widget import Game, SolitaireWidget, examples
from rsol_widget.stats import Statistics, StatisticsError, default_path

C1, C2, R1 = "RU1-C-AAAAAAA", "RU1-C-AAAAABB", "RU1-R-AAAAAAA"
KEYS = {"played", "won", "current_streak", "best_streak", "best_time", "best_score", "fewest_moves"}


def test_the_default_file_is_in_the_jupyter_data_directory() -> None:
    from jupyter_core.paths import jupyter_data_dir

    assert default_path() == Path(jupyter_data_dir()) / "rsol_widget" / "statistics.json"


def test_counts_streaks_and_bests(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    stats = Statistics.load(path)
    assert stats.summary("classic") == dict.fromkeys(KEYS - {"best_time", "best_score", "fewest_moves"}, 0) | {
        "best_time": None,
        "best_score": None,
        "fewest_moves": None,
    }
    stats.started(C1)
    stats.finished(C1, seconds=300.0, moves=100, score=625)
    stats.started(C2)
    stats.finished(C2, seconds=200.0, moves=120, score=600)
    s = Statistics.load(path).summary("classic")
    assert set(s) == KEYS
    assert (s["played"], s["won"], s["current_streak"], s["best_streak"]) == (2, 2, 2, 2)
    assert (s["best_time"], s["best_score"], s["fewest_moves"]) == (200.0, 625, 100)
    stats.started(C1)
    stats.started(C2)  # the first was never won: lost, and the streak ends
    s = Statistics.load(path).summary("classic")
    assert (s["played"], s["won"], s["current_streak"], s["best_streak"]) == (4, 2, 0, 2)
    assert Statistics.load(path).summary("relaxed")["played"] == 0  # per rule


def test_an_abandoned_game_is_lost_and_a_restart_counts_again(tmp_path: Path) -> None:
    stats = Statistics.load(tmp_path / "s.json")
    stats.started(C1)
    stats.finished(C1, seconds=1, moves=90, score=625)
    stats.started(C1)
    stats.abandoned(C1)
    s = stats.summary("classic")
    assert (s["played"], s["won"], s["current_streak"], s["best_streak"]) == (2, 1, 0, 1)
    assert stats.unfinished is None


def test_two_notebooks_add_up(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    a, b = Statistics.load(path), Statistics.load(path)
    a.started(C1)
    b.started(R1)
    a.finished(C1, seconds=5, moves=95, score=625)  # `a` read the file again: b's game is still there
    both = Statistics.load(path)
    assert both.summary("classic")["won"] == 1 and both.summary("relaxed")["played"] == 1


def test_reset_forgets_everything(tmp_path: Path) -> None:
    stats = Statistics.load(tmp_path / "s.json")
    stats.started(C1)
    stats.reset()
    assert Statistics.load(stats.path).summary("classic")["played"] == 0 and stats.unfinished is None


@pytest.mark.parametrize(
    "text",
    [
        "{",
        '{"format": "other"}',
        '{"format": "rsol_widget.statistics", "version": 9, "rules": {}}',
        '{"format": "rsol_widget.statistics", "version": 1, "rules": {"classic": {"won": -1}}}',
        '{"format": "rsol_widget.statistics", "version": 1, "rules": {"classic": {"best_time": "fast"}}}',
        '{"format": "rsol_widget.statistics", "version": 1, "rules": {}, "unfinished": "XX"}',
    ],
)
def test_a_damaged_file_is_refused_by_name_and_never_overwritten(tmp_path: Path, text: str) -> None:
    path = tmp_path / "s.json"
    path.write_text(text)
    with pytest.raises(StatisticsError, match=r"s\.json"):
        Statistics.load(path)
    with pytest.raises(StatisticsError):
        SolitaireWidget(code=C1, stats=path)
    assert path.read_text() == text


def test_the_file_is_plain_json_written_atomically(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "s.json"
    Statistics.load(path).started(R1)
    data = json.loads(path.read_text())
    assert data["format"] == "rsol_widget.statistics" and data["unfinished"] == R1
    assert [p.name for p in path.parent.iterdir()] == ["s.json"]


def test_the_widget_counts_moves_from_cells_wins_and_losses(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    record = examples.load("example-game")
    w = SolitaireWidget(code=record.code, stats=path)
    assert w.statistics["classic"]["played"] == 0 and w.statistics["error"] is None
    for entry in record.played:
        w.game.play(entry.move)
    s = Statistics.load(path).summary("classic")
    assert (s["played"], s["won"], s["current_streak"], s["best_score"], s["fewest_moves"]) == (1, 1, 1, 625, 95)
    assert w.statistics["classic"] == s
    w.new_game(code=C1)
    w.game.play("7♣ c1")
    w.new_game(code=C2)  # the game on C1 was started and not won: lost
    s = Statistics.load(path).summary("classic")
    assert (s["played"], s["won"], s["current_streak"], s["best_streak"]) == (2, 1, 0, 1)
    w.new_game(code=C1)  # C2 had no move: it does not count
    assert Statistics.load(path).summary("classic")["played"] == 2
    w.close()


def test_a_resumed_game_is_not_counted_twice_and_hand_made_games_not_at_all(tmp_path: Path) -> None:
    stats, save = tmp_path / "s.json", tmp_path / "g.json"
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


def test_statistics_are_off_unless_asked(tmp_path: Path) -> None:
    w = SolitaireWidget(code=C1)
    w.game.play("7♣ c1")
    assert w.statistics == {}
    w.close()


def test_the_play_notebook_continues_the_unfinished_game(tmp_path: Path) -> None:
    path, stats = tmp_path / "current.json", tmp_path / "s.json"
    w = SolitaireWidget.resume_or_new(path, stats=stats)
    first = w.game.code
    w.game.play(w.game.legal_moves()[0])
    w.close()
    again = SolitaireWidget.resume_or_new(path, stats=stats)  # the notebook is opened and run again
    assert again.game.code == first and again.game.moves == 1
    assert Statistics.load(stats).summary(again.game.rule)["played"] == 1
    again.close()


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
    assert Statistics.load(tmp_path / "rsol_widget" / "statistics.json").summary(w.game.rule)["played"] == 1
    w.close()
