"""research/retry_undecided.py: the deals a study left undecided, solved again."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from rsol_widget import Game
from rsol_widget.study import Row, read_rows, write_results

pytestmark = pytest.mark.research
TOOL = Path(__file__).resolve().parents[1] / "retry_undecided.py"


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


def _stand_in(bin_dir: Path, calls: Path, version: str | None = None) -> None:
    """A ``pypy3`` on the PATH (CI has none) that records what it was asked to run and runs it
    with this Python, or, given ``version``, says it is that Python and fails."""
    bin_dir.mkdir()
    body = f'echo "$@" >> "{calls}"\nexec "{sys.executable}" "$@"\n'
    if version is not None:  # the version check asks for sys.version_info, then platform's text
        body = f'case "$2" in *platform*) echo {version};; *) exit 1;; esac\n'
    shim = bin_dir / "pypy3"
    shim.write_text(f"#!/bin/sh\n{body}", encoding="utf-8")
    shim.chmod(0o755)


def test_pypy_script_runs_the_tool_from_the_checkout(tmp_path: Path) -> None:
    bin_dir, calls = tmp_path / "bin", tmp_path / "calls.txt"
    _stand_in(bin_dir, calls)
    study = tmp_path / "study.csv"
    write_results(study, [_row("RU1-R-AAAAFAM", 5132, "unknown"), _row("RU1-R-AAAAAAA", 0, "unknown")])
    out = tmp_path / "retry.csv"
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "HOME": str(tmp_path)}
    args = ["bash", str(TOOL.parent / "pypy_retry.sh"), "--time-limit", "20", "--out", str(out), str(study)]
    subprocess.run(args, capture_output=True, text=True, check=True, timeout=300, env=env)
    ran = calls.read_text(encoding="utf-8").splitlines()[-1].split()
    assert ran[0] == str(TOOL)  # the tool itself, on the package as it is: no copy, no edits
    rows = {row.deal: row for row in read_rows(out)}
    assert rows[5132].status == "unwinnable"  # rule 10, at the start of the second run
    assert rows[0].status == "won"
    game = Game.from_code(rows[0].code)
    for move in rows[0].line.split(","):
        game.play(move)
    assert game.won


def test_pypy_script_refuses_a_pypy_older_than_3_10(tmp_path: Path) -> None:
    bin_dir, calls = tmp_path / "bin", tmp_path / "calls.txt"
    _stand_in(bin_dir, calls, version="3.9.16")
    out = tmp_path / "retry.csv"
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "HOME": str(tmp_path)}
    args = ["bash", str(TOOL.parent / "pypy_retry.sh"), "--out", str(out), "x.csv"]
    done = subprocess.run(args, capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 2
    assert done.stderr.strip() == "pypy_retry.sh: pypy3 is Python 3.9.16; the package needs 3.10+"
    assert not out.exists()


def test_probe_seed_draws_other_walks_and_needs_probes_only(tmp_path: Path) -> None:
    study = tmp_path / "study.csv"
    write_results(study, [_row("RU1-R-AAAAAAA", 0, "unknown")])
    base = [sys.executable, str(TOOL), "--time-limit", "5", str(study)]
    refused = subprocess.run(
        [*base, "--probe-seed", "7", "--out", str(tmp_path / "x.csv")], capture_output=True, text=True
    )
    assert refused.returncode == 2 and "--probe-seed needs --probes-only" in refused.stderr
    assert not (tmp_path / "x.csv").exists()
    lines = []
    for seed in ("0", "7"):
        out = tmp_path / f"seed{seed}.csv"
        args = [*base, "--probes-only", "--probe-seed", seed, "--out", str(out)]
        subprocess.run(args, capture_output=True, text=True, check=True, timeout=120)
        (row,) = read_rows(out)
        assert row.status == "won"
        lines.append(row.line)
    assert lines[0] != lines[1]  # another seed, other walks, another win
