"""The study's command line on a clean install: what it says before it solves anything, and what
a failed start leaves behind (nothing that blocks the next run)."""

from __future__ import annotations

import argparse
import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rsol_widget.study import _parser, main, read_rows, write_results

ROOT = Path(__file__).resolve().parents[1]


def _study_process(*args: str, block: str = "", **popen: object) -> subprocess.Popen[str]:
    """``python -m rsol_widget.study ARGS`` in a process of its own; ``block`` names a module
    that process cannot import (as on an install without it)."""
    code = f"import sys; sys.modules[{block!r}] = None\n" if block else ""
    code += "from rsol_widget.study import main; raise SystemExit(main())"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    return subprocess.Popen(  # type: ignore[call-overload,no-any-return]
        [sys.executable, "-c", code, *args], text=True, env=env, **popen
    )


def test_help_shows_every_default(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    text = " ".join(capsys.readouterr().out.split("options:")[1].split())  # argparse wraps long lines
    shown = 0
    for action in _parser()._actions:
        if action.default in (None, argparse.SUPPRESS) or action.default is False:
            continue
        option = max(action.option_strings, key=len)
        assert re.search(rf"{re.escape(option)} \S+ .*?\(default: {re.escape(str(action.default))}\)", text), option
        shown += 1
    assert shown >= 6  # --rule, --first, --workers, --scheduler-timeout, --time-limit, --node-limit


def test_plot_without_matplotlib_fails_before_solving(tmp_path: Path) -> None:
    out = tmp_path / "r.csv"
    args = ["--deals", "3", "--workers", "1", "--quiet", "--out", str(out), "--plot", str(tmp_path / "f.png")]
    proc = _study_process(*args, block="matplotlib", stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    stdout, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 1
    assert stderr.splitlines() == ["--plot needs matplotlib: pip install '.[study]' in the project's folder"]
    assert stdout == "" and not out.exists()  # nothing solved, nothing written


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_failed_scheduler_start_leaves_nothing_that_blocks_the_next_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("distributed")
    out = tmp_path / "r.csv"
    base = ["--deals", "2", "--workers", "1", "--quiet", "--out", str(out)]
    nobody = f"tcp://127.0.0.1:{_free_port()}"
    with pytest.raises(SystemExit) as exit_:
        main([*base, "--scheduler", nobody, "--scheduler-timeout", "1"])
    assert "cannot reach the Dask scheduler" in str(exit_.value.code)
    assert not out.exists()
    assert main(base) == 0  # the same command without the cluster: not refused
    assert [r.deal for r in read_rows(out)] == [0, 1]


def test_a_results_file_with_no_row_does_not_block_a_run(tmp_path: Path) -> None:
    out = tmp_path / "r.csv"
    write_results(out, [])  # a header only: what a run stopped before its first deal leaves
    assert main(["--deals", "2", "--workers", "1", "--quiet", "--out", str(out)]) == 0
    assert [r.deal for r in read_rows(out)] == [0, 1]


def test_a_cluster_with_no_worker_says_so_and_goes_on_when_one_joins(tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    out, err = tmp_path / "r.csv", tmp_path / "stderr.txt"
    with distributed.LocalCluster(
        n_workers=0, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=40
    ) as cluster:
        args = ["--deals", "4", "--quiet", "--out", str(out), "--scheduler", cluster.scheduler_address]
        with err.open("w") as stderr:
            proc = _study_process(*args, stdout=subprocess.DEVNULL, stderr=stderr)
            deadline = time.monotonic() + 60
            while "no Dask worker has joined yet" not in err.read_text() and time.monotonic() < deadline:
                assert proc.poll() is None, err.read_text()
                time.sleep(0.1)
            assert "no Dask worker has joined yet" in err.read_text()
            assert read_rows(out) == []  # waiting, nothing solved
            cluster.scale(1)
            assert proc.wait(timeout=120) == 0, err.read_text()
    assert "a Dask worker joined" in err.read_text()
    assert [r.deal for r in read_rows(out)] == [0, 1, 2, 3]
