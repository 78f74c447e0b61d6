"""tools/retry_undecided.py: the deals a study left undecided, solved again."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from rsol_widget import Game
from rsol_widget.study import Row, read_rows, write_results

TOOL = Path(__file__).resolve().parent.parent / "tools" / "retry_undecided.py"


def _row(code: str, deal: int, status: str) -> Row:
    return Row(code, deal, "relaxed", status, moves=0, nodes=1, seconds=1.0, line="", peak_mb=1.0)


def test_probes_only_wins_deal_1194_and_writes_a_row_that_replays(tmp_path: Path) -> None:
    # deal 1194 (undecided after 600 s of the searches before the probes); deal 3 is decided
    # in the input (whatever its verdict), so it is not solved again
    study = tmp_path / "study.csv"
    write_results(study, [_row("RU1-R-AAAABFK", 1194, "unknown"), _row("RU1-R-AAAAAAD", 3, "unwinnable")])
    out = tmp_path / "retry.csv"
    args = [sys.executable, str(TOOL), "--probes-only", "--time-limit", "60", "--out", str(out), str(study)]
    done = subprocess.run(args, capture_output=True, text=True, check=True, timeout=300)
    assert "1 undecided deals" in done.stdout
    (row,) = read_rows(out)
    assert row.code == "RU1-R-AAAABFK" and row.status == "won" and row.moves <= 200
    game = Game.from_code(row.code)
    for move in row.line.split(","):
        game.play(move)
    assert game.won
