"""One saved game shared by two kernels: its result is recorded once, whichever kernel finishes it,
even after the other one left it for a new deal; a view whose statistics cannot take its result
says so in the player's words. Two real processes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rsol_widget import SolitaireWidget, examples, i18n
from rsol_widget.stats import Statistics

KERNEL = """
import json, sys
from rsol_widget import SolitaireWidget, examples
save, stats = sys.argv[1], sys.argv[2]
line = [entry.move for entry in examples.load("example-game").played]
w = None
for command in sys.stdin:
    command = command.strip()
    if command == "resume":
        w = SolitaireWidget.resume_or_new(save, stats=stats, picture=False)
    elif command == "new":
        w.new_game(code="RU1-C-AAAAAAA")
        w.game.play("7♣ c1")
    elif command == "win":
        for move in line[w.game.moves:]:
            w.game.play(move)
    elif command == "lose":
        w.new_game(code="RU1-C-AAAAABB")
    print(json.dumps({"code": w.game.code, "won": w.game.won, "moves": w.game.moves,
                      "statistics": w.statistics, "save_error": w.save_error}), flush=True)
w.close()
"""


class Kernel:
    """A kernel in its own process, playing the saved game in ``save`` with statistics in ``stats``."""

    def __init__(self, save: Path, stats: Path) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", KERNEL, str(save), str(stats)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )

    def do(self, command: str) -> dict[str, object]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline()
        assert answer, self.proc.stderr.read() if self.proc.stderr else "no answer"
        return json.loads(answer)

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(60)


def started(tmp_path: Path) -> tuple[Path, Path]:
    """The example game's deal, its first move played in the play notebook's widget, then closed."""
    save, stats = tmp_path / "current-game.json", tmp_path / "statistics.sqlite3"
    record = examples.load("example-game")
    w = SolitaireWidget(code=record.code, save_to=save, stats=stats)
    w.game.play(record.played[0].move)
    w.close()
    return save, stats


@pytest.mark.parametrize("ending", ["win", "lose"])
def test_a_shared_game_finished_after_the_other_kernel_left_it_is_counted_once(tmp_path: Path, ending: str) -> None:
    save, stats = started(tmp_path)
    first, second = Kernel(save, stats), Kernel(save, stats)
    try:
        a = first.do("resume")
        b = second.do("resume")
        assert a["code"] == b["code"] == examples.load("example-game").code
        second.do("new")  # the second kernel leaves the shared game for a new deal (and plays it)
        done = first.do(ending)  # the first one plays the shared game on to its end
    finally:
        first.close()
        second.close()
    summary = Statistics.load(stats).summary("classic")
    if ending == "win":
        assert done["won"] and summary["won"] == 1 and summary["played"] == 2, summary
        shown = done["statistics"]
        assert shown["classic"]["won"] == 1 and shown["error"] is None  # the win box shows it counted
    else:
        assert summary["won"] == 0 and summary["played"] == 2 and summary["current_streak"] == 0, summary
    print(f"two kernels, a shared game {ending} after an abandon: won {summary['won']}, played {summary['played']}")


def test_the_same_shared_game_won_in_both_kernels_counts_once(tmp_path: Path) -> None:
    save, stats = started(tmp_path)
    first, second = Kernel(save, stats), Kernel(save, stats)
    try:
        first.do("resume")
        second.do("resume")
        a, b = first.do("win"), second.do("win")
    finally:
        first.close()
        second.close()
    assert a["won"] and b["won"]
    assert Statistics.load(stats).summary("classic")["won"] == 1
    assert a["statistics"]["error"] is None and b["statistics"]["error"] is None


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_a_win_the_statistics_could_not_take_is_said_in_the_players_language(tmp_path: Path, lang: str) -> None:
    save, stats = started(tmp_path)
    w = SolitaireWidget.resume_or_new(save, stats=stats, picture=False, lang=lang)
    Statistics.load(stats).reset()  # another notebook resets the statistics meanwhile
    for entry in examples.load("example-game").played[w.game.moves :]:
        w.game.play(entry.move)
    assert w.game.won
    assert w.statistics["reason"] == "uncounted"
    assert w.statistics["error"] == i18n.text(lang, "error.stats.uncounted")
    w.new_game(code="RU1-C-AAAAAAA")  # the note goes with the game it was about
    assert w.statistics["error"] is None
    w.close()
