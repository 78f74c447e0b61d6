"""The study: deal ranges, Wilson intervals, summaries, the CSV and the command line."""

from __future__ import annotations

import io
import math
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from rsol_widget import Game
from rsol_widget.codes import DEAL_COUNT, make_code
from rsol_widget.study import (
    Progress,
    Row,
    deal_numbers,
    main,
    percentile,
    read_rows,
    run_study,
    solve_code,
    summarize,
    wilson_interval,
)


def test_deal_numbers() -> None:
    assert deal_numbers(3, first=10) == [10, 11, 12]
    picked = deal_numbers(50, seed=1)
    assert picked == deal_numbers(50, seed=1) != deal_numbers(50, seed=2)
    assert len(set(picked)) == 50 and all(0 <= d < DEAL_COUNT for d in picked)


def test_wilson_interval_known_values() -> None:
    low, high = wilson_interval(81, 263)  # the textbook example: 0.2553 .. 0.3662
    assert low == pytest.approx(0.2553, abs=1e-4) and high == pytest.approx(0.3662, abs=1e-4)
    assert wilson_interval(0, 10)[0] == 0.0 and wilson_interval(10, 10)[1] == pytest.approx(1.0)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    low, high = wilson_interval(0, 100)
    assert low == 0.0 and 0.03 < high < 0.04


def test_percentile_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 50) == 50 and percentile(values, 95) == 95 and percentile(values, 100) == 100
    assert math.isnan(percentile([], 50))


def row(deal: int, status: str, seconds: float = 0.01, nodes: int = 100) -> Row:
    return Row(make_code("classic", deal), deal, "classic", status, 0, nodes, seconds, "", 10.0)


def test_summarize_counts_only_decided_deals_in_the_share() -> None:
    rows = [row(0, "won"), row(1, "unwinnable"), row(2, "unwinnable"), row(3, "unknown", seconds=2.0)]
    s = summarize(rows)
    assert (s.deals, s.won, s.unwinnable, s.unknown) == (4, 1, 2, 1)
    assert s.share == pytest.approx(1 / 3)
    assert (s.low, s.high) == wilson_interval(1, 3)
    assert s.max == 2.0 and s.first_deal == 0 and s.last_deal == 3
    assert "1/3" in s.text("classic") and "1 undecided" in s.text("classic")


def test_solve_code_row_replays() -> None:
    r = solve_code(make_code("classic", 14))
    assert r.status == "won" and r.moves == len(r.line.split(","))
    game = Game.from_code(r.code)
    for move in r.line.split(","):
        game.play(move)
    assert game.won and game.score == 625


def test_run_study_with_any_executor() -> None:
    codes = [make_code("classic", d) for d in range(5)]
    seen: list[Row] = []
    with ThreadPoolExecutor(2) as pool:
        rows = run_study(codes, executor=pool, on_row=seen.append)
    assert [r.deal for r in rows] == list(range(5)) and len(seen) == 5
    assert all(r.status in ("won", "unwinnable") for r in rows)


def test_progress_bar_draws_on_stderr() -> None:
    out = io.StringIO()
    bar = Progress(2, stream=out)
    bar.update(row(0, "won"))
    bar.update(row(1, "unwinnable"))
    assert "2/2" in out.getvalue() and out.getvalue().endswith("\n")


def test_command_line_writes_csv_and_resumes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "r.csv"
    argv = ["--rule", "classic", "--deals", "4", "--first", "14", "--workers", "1", "--quiet", "--out", str(out)]
    assert main(argv) == 0
    rows = read_rows(out)
    assert [r.deal for r in rows] == [14, 15, 16, 17]
    assert "winnable" in capsys.readouterr().out
    argv = ["--deals", "6", "--first", "14", "--workers", "1", "--quiet", "--resume", "--out", str(out)]
    assert main(argv) == 0
    again = read_rows(out)
    assert [r.deal for r in again] == list(range(14, 20))
    assert again[:4] == rows


def test_retry_unknown_solves_the_undecided_again(tmp_path: Path) -> None:
    out = tmp_path / "r.csv"
    base = ["--deals", "2", "--first", "0", "--workers", "1", "--quiet", "--out", str(out)]
    assert main([*base, "--node-limit", "5"]) == 0
    assert {r.status for r in read_rows(out)} == {"unknown"}
    assert main([*base, "--resume", "--retry-unknown"]) == 0
    assert [r.status for r in read_rows(out)] == ["unwinnable", "unwinnable"]
