"""Deals per second of the study: local processes vs a Dask cluster of 1 and 2 workers, and the
verdicts compared.

Starts a real ``dask scheduler`` and ``dask worker`` processes on 127.0.0.1 (one thread each),
runs ``python -m rsol_widget.study`` against them and locally on the same deals, and checks that
every run gives the same verdicts (status, winning line, positions searched).

    nice python tools/bench_study_dask.py --rule classic --deals 2000
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rsol_widget.rules import RULES  # noqa: E402
from rsol_widget.study_csv import read_rows  # noqa: E402


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def study(out: Path, args: list[str], extra: list[str]) -> float:
    """Run the study command; its wall time in seconds."""
    cmd = [sys.executable, "-m", "rsol_widget.study", *args, "--quiet", "--out", str(out), *extra]
    t0 = time.perf_counter()
    subprocess.run(cmd, check=True, cwd=ROOT, stdout=subprocess.DEVNULL, env=env())
    return time.perf_counter() - t0


def env() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT))


def verdicts(path: Path) -> list[tuple[object, ...]]:
    return [(r.code, r.status, r.moves, r.nodes, r.line) for r in read_rows(path)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--rule", default="classic", choices=list(RULES))
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--chunk", type=int, default=16)
    opts = parser.parse_args()
    args = ["--rule", opts.rule, "--deals", str(opts.deals), "--first", str(opts.first)]
    work = Path(tempfile.mkdtemp(prefix="bench-dask-"))
    figures: dict[str, float] = {}
    for workers in (1, 2):
        figures[f"local, {workers} process(es)"] = study(
            work / f"local{workers}.csv", args, ["--workers", str(workers)]
        )
    port, dash = free_port(), free_port()
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "distributed.cli.dask_scheduler",
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
                "--dashboard-address",
                f"127.0.0.1:{dash}",
            ],
            cwd=work,
            env=env(),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
    ]
    address = f"tcp://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{dash}/health", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        for workers in (1, 2):
            while len(procs) - 1 < workers:
                procs.append(
                    subprocess.Popen(
                        [
                            sys.executable,
                            "-m",
                            "distributed.cli.dask_worker",
                            address,
                            "--nthreads",
                            "1",
                            "--nworkers",
                            "1",
                            "--no-dashboard",
                            "--host",
                            "127.0.0.1",
                        ],
                        cwd=work,
                        env=env(),
                        stdout=subprocess.DEVNULL,
                        stderr=subprocess.DEVNULL,
                    )
                )
            wait_for_workers(address, workers)
            extra = ["--scheduler", address, "--chunk", str(opts.chunk)]
            figures[f"Dask, {workers} worker(s)"] = study(work / f"dask{workers}.csv", args, extra)
    finally:
        for proc in reversed(procs):  # only the processes this script started
            proc.terminate()
            proc.wait(30)
    reference = verdicts(work / "local1.csv")
    same = all(verdicts(p) == reference for p in sorted(work.glob("*.csv")))
    shutil.rmtree(work, ignore_errors=True)
    print(f"{opts.rule} deals {opts.first}..{opts.first + opts.deals - 1}, {os.cpu_count()} cores, chunk {opts.chunk}")
    for name, seconds in figures.items():
        print(f"  {name:<24} {seconds:7.1f} s  {opts.deals / seconds:7.1f} deals/s (wall time, start-up included)")
    print(f"  verdicts identical in all {len(figures)} runs: {same}")


def wait_for_workers(address: str, count: int) -> None:
    from distributed import Client

    with Client(address, timeout="30s") as client:  # type: ignore[no-untyped-call,unused-ignore]
        client.wait_for_workers(count, timeout=60)


if __name__ == "__main__":
    main()
