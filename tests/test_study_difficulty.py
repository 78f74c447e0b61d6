"""The study CSV's ``difficulty`` column: written for won deals, empty otherwise, old files still load."""

from __future__ import annotations

from pathlib import Path

import pytest

from rsol_widget.analysis import difficulty
from rsol_widget.codes import make_code
from rsol_widget.study import COLUMNS, ResultsError, Row, read_rows, solve_code, write_results
from rsol_widget.study_csv import read_results

OLD_HEADER = "code,deal,rule,status,moves,nodes,seconds,line,peak_mb"


def test_a_won_deal_gets_its_difficulty_and_an_unwinnable_one_none() -> None:
    won = solve_code(make_code("classic", 14))
    assert won.status == "won"
    assert won.difficulty == difficulty("won", won.nodes, won.moves) is not None
    lost = solve_code(make_code("classic", 0))
    assert lost.status != "won" and lost.difficulty is None


def test_the_column_round_trips_and_is_empty_for_none(tmp_path: Path) -> None:
    path = tmp_path / "r.csv"
    rows = [
        Row(make_code("classic", 1), 1, "classic", "won", 90, 1000, 0.1, "", 1.0, 3.9),
        Row(make_code("classic", 2), 2, "classic", "unwinnable", 0, 10, 0.1, "", 1.0),
    ]
    write_results(path, rows)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0].split(",")[-1] == "difficulty" == COLUMNS[-1]
    assert lines[1].endswith(",3.9") and lines[2].endswith(",")
    assert read_rows(path) == rows


def test_an_old_file_without_the_column_loads_and_is_rewritten(tmp_path: Path) -> None:
    path = tmp_path / "old.csv"
    path.write_text(OLD_HEADER + "\nRU1-C-AAAAAAB,1,classic,won,90,1000,0.1,,1.0\n", encoding="utf-8")
    found = read_results(path)
    assert [r.difficulty for r in found.rows] == [None] and found.needs_rewrite


@pytest.mark.parametrize("bad", ["-1", "x", "nan"])
def test_a_bad_difficulty_is_refused_naming_the_column(tmp_path: Path, bad: str) -> None:
    path = tmp_path / "r.csv"
    path.write_text(",".join(COLUMNS) + f"\nRU1-C-AAAAAAB,1,classic,won,90,1000,0.1,,1.0,{bad}\n", encoding="utf-8")
    with pytest.raises(ResultsError, match="difficulty"):
        read_results(path)
