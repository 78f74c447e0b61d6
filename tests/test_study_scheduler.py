"""The study on a real Dask scheduler (its own process) that is killed in the middle of the run: the
study says in one line that it lost the scheduler, and every deal solved before stays in the file."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rsol_widget.study import read_rows

ROOT = Path(__file__).resolve().parents[1]
DASHBOARD = ["--dashboard-address", ":0"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_killed_scheduler_is_said_in_one_line_and_the_rows_are_kept(tmp_path: Path) -> None:
    pytest.importorskip("distributed")
    port = _free_port()
    address = f"tcp://127.0.0.1:{port}"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL, "env": env}
    scheduler = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "distributed.cli.dask_scheduler",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            *DASHBOARD,
        ],
        **quiet,  # type: ignore[call-overload]
    )
    worker = subprocess.Popen(
        [sys.executable, "-m", "distributed.cli.dask_worker", address, "--nthreads", "1", "--no-dashboard"],
        **quiet,  # type: ignore[call-overload]
    )
    out, err = tmp_path / "r.csv", tmp_path / "stderr.txt"
    args = ["--rule", "relaxed", "--deals", "2000", "--chunk", "2", "--quiet", "--out", str(out)]
    try:
        with err.open("w") as stderr:
            study = subprocess.Popen(
                [sys.executable, "-m", "rsol_widget.study", *args, "--scheduler", address],
                stdout=subprocess.DEVNULL,
                stderr=stderr,
                env=env,
            )
            deadline = time.monotonic() + 120
            while (not out.exists() or out.read_text().count("\n") < 11) and time.monotonic() < deadline:
                assert study.poll() is None, err.read_text()
                time.sleep(0.05)
            scheduler.send_signal(signal.SIGKILL)
            scheduler.wait()
            solved = len(read_rows(out))
            assert study.wait(timeout=300) == 1  # the client gives up slowly when loaded
    finally:
        for p in (scheduler, worker):
            p.kill()
            p.wait()
    lines = err.read_text().splitlines()
    errors = [line for line in lines if "error" in line.lower() or "Traceback" in line]
    assert errors == [
        f"python -m rsol_widget.study: error: lost the Dask scheduler {address} (it stopped or cannot be reached); "
        f"every solved deal is in {out}: --resume goes on"
    ], lines
    assert len(lines) <= 3, lines  # at most the "waiting for a worker" lines besides it
    rows = read_rows(out)
    assert len(rows) >= solved >= 10 and len(rows) < 2000  # what was solved is kept; the file loads
