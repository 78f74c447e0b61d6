"""The study: deal ranges, Wilson intervals, summaries, the CSV and the command line."""

from __future__ import annotations

import math
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rsol_widget import Game
from rsol_widget.codes import DEAL_COUNT, make_code
from rsol_widget.rules import RULES
from rsol_widget.study import (
    COLUMNS,
    ResultsError,
    Row,
    deal_numbers,
    main,
    percentile,
    read_rows,
    run_study,
    solve_code,
    summarize,
    wilson_interval,
    write_results,
)
from rsol_widget.study_csv import merge, read_results

ROOT = Path(__file__).resolve().parents[1]


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
    base = ["--deals", "10", "--first", "0", "--workers", "1", "--quiet", "--out", str(out)]
    assert main([*base, "--node-limit", "3"]) == 0  # too few positions for the deals that need a search
    first = {r.code: r for r in read_rows(out)}
    undecided = {code for code, r in first.items() if r.status == "unknown"}
    assert undecided  # Classic deals 0-9 hold some that need more than 3 positions
    assert main([*base, "--resume", "--retry-unknown"]) == 0
    again = {r.code: r for r in read_rows(out)}
    assert again.keys() == first.keys() and all(r.status != "unknown" for r in again.values())
    assert all(again[code] == r for code, r in first.items() if code not in undecided)  # decided rows kept


# ---------------------------------------------------------------- a results file only grows
def fake(deal: int, status: str = "unwinnable", rule: str = "classic", line: str = "") -> Row:
    return Row(make_code(rule, deal), deal, rule, status, 0, 100, 0.01, line, 10.0)


def study(tmp_path: Path, *args: str) -> int:
    return main(["--workers", "1", "--quiet", "--out", str(tmp_path / "r.csv"), *args])


def test_resume_with_a_smaller_or_other_range_keeps_every_row(tmp_path: Path) -> None:
    out = tmp_path / "r.csv"
    write_results(out, [fake(d) for d in range(30)])
    assert study(tmp_path, "--deals", "5", "--resume") == 0  # all 5 already there
    assert [r.deal for r in read_rows(out)] == list(range(30))
    assert study(tmp_path, "--deals", "2", "--first", "100", "--resume") == 0
    assert [r.deal for r in read_rows(out)] == [*range(30), 100, 101]
    assert study(tmp_path, "--deals", "1", "--random", "7", "--resume") == 0
    assert len(read_rows(out)) == 33


def test_resume_refuses_a_file_of_the_other_rule(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "r.csv"
    write_results(out, [fake(d) for d in range(3)])
    before = out.read_bytes()
    with pytest.raises(SystemExit) as exit_:
        study(tmp_path, "--rule", "relaxed", "--deals", "2", "--resume")
    assert exit_.value.code == 2
    assert "holds classic deals, this run is relaxed" in capsys.readouterr().err
    assert out.read_bytes() == before


def test_an_existing_file_is_refused_without_resume(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "r.csv"
    write_results(out, [fake(d) for d in range(3)])
    before = out.read_bytes()
    with pytest.raises(SystemExit):
        study(tmp_path, "--deals", "1")
    assert "exists: --resume adds to it, --overwrite replaces it" in capsys.readouterr().err
    assert out.read_bytes() == before
    assert study(tmp_path, "--deals", "1", "--first", "14", "--overwrite") == 0
    assert [r.deal for r in read_rows(out)] == [14]


def test_retry_unknown_keeps_the_undecided_rows_of_other_ranges(tmp_path: Path) -> None:
    out = tmp_path / "r.csv"
    write_results(out, [fake(0, "unknown"), fake(1, "unknown"), fake(500, "unknown"), fake(501, "won")])
    assert study(tmp_path, "--deals", "2", "--resume", "--retry-unknown") == 0
    rows = {r.deal: r.status for r in read_rows(out)}
    assert rows == {0: "unwinnable", 1: "unwinnable", 500: "unknown", 501: "won"}


def test_resume_appends_after_a_truncated_last_row(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "r.csv"
    write_results(out, [fake(d) for d in range(3)])
    out.write_bytes(out.read_bytes() + b"RU1-C-AAAAAAD,3,clas")  # a kill -9 in the middle of an append
    assert study(tmp_path, "--deals", "5", "--resume") == 0
    assert "line 5 is incomplete" in capsys.readouterr().err
    assert [r.deal for r in read_rows(out)] == [0, 1, 2, 3, 4]
    assert read_results(out).warnings == []


# ---------------------------------------------------------------- damaged files
HEADER = ",".join(COLUMNS)
GOOD = "RU1-C-AAAAAAA,0,classic,unwinnable,0,10,0.01,,1.0,"


def test_repairs_name_the_line(tmp_path: Path) -> None:
    path = tmp_path / "r.csv"
    path.write_bytes(("\ufeff" + HEADER + "\n" + GOOD + "\n\n" + GOOD + "\nRU1-C-AAAA").encode())
    found = read_results(path)
    text = "\n".join(found.warnings)
    assert [r.deal for r in found.rows] == [0] and found.needs_rewrite
    assert "line 1 starts with a byte order mark" in text
    assert "line 3 is blank" in text
    assert "line 4 repeats the deal of line 2" in text
    assert "line 5 is incomplete" in text


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"deal,code\n", "line 1 is not a study results header"),
        ((HEADER + "\n" + GOOD + "\ngarbage here\n").encode(), "line 3 is not a results row: 1 fields"),
        ((HEADER + "\n" + GOOD.replace("unwinnable", "maybe") + "\n").encode(), "line 2 is not a results row: status"),
        ((HEADER + "\n" + GOOD.replace(",0,", ",7,", 1) + "\n").encode(), "line 2 is not a results row: code"),
        ((HEADER + "\n" + GOOD.replace("0.01", "nan") + "\n").encode(), "line 2 is not a results row: column"),
        ((HEADER + "\n").encode() + b"RU1-C-AAAAAAA,0,classic,\xff\n", "line 2 is not UTF-8 text"),
    ],
)
def test_damaged_files_are_refused_and_left_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, message: str
) -> None:
    path = tmp_path / "r.csv"
    path.write_bytes(content)
    with pytest.raises(ResultsError, match=message):
        read_results(path)
    with pytest.raises(SystemExit):
        study(tmp_path, "--deals", "1", "--resume")
    assert message in capsys.readouterr().err
    assert path.read_bytes() == content


def test_duplicates_are_counted_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "r.csv"
    write_results(out, [fake(0, "won"), fake(1)])
    out.write_text(out.read_text() + out.read_text().split("\n", 1)[1])  # every row twice
    assert study(tmp_path, "--deals", "2", "--resume") == 0
    assert "winnable: 1/2" in capsys.readouterr().out
    assert len(read_rows(out)) == 2


def test_columns_in_another_order_load_and_are_rewritten(tmp_path: Path) -> None:
    out = tmp_path / "r.csv"
    columns = list(reversed(COLUMNS))
    values = dict(zip(COLUMNS, GOOD.split(","), strict=True))
    out.write_text(",".join(columns) + "\n" + ",".join(values[c] for c in columns) + "\n")
    assert read_results(out).needs_rewrite
    assert study(tmp_path, "--deals", "2", "--resume") == 0
    assert out.read_text().splitlines()[0] == HEADER and len(read_rows(out)) == 2


def test_rewrite_keeps_permissions(tmp_path: Path) -> None:
    out = tmp_path / "r.csv"
    write_results(out, [fake(0)])
    out.chmod(0o640)
    write_results(out, [fake(0), fake(1)])
    assert out.stat().st_mode & 0o777 == 0o640 and len(read_rows(out)) == 2


rows_strategy = st.lists(
    st.builds(
        fake,
        st.integers(0, DEAL_COUNT - 1),
        st.sampled_from(["won", "unwinnable", "unknown"]),
        st.sampled_from(list(RULES)),
        st.text(alphabet=st.characters(blacklist_categories=["Cs", "Cc"]), max_size=30),
    ),
    max_size=20,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(old=rows_strategy, new=rows_strategy)
def test_write_read_round_trip_and_merge_never_loses_a_deal(tmp_path: Path, old: list[Row], new: list[Row]) -> None:
    merged = merge(old, new)
    assert {r.code for r in merged} == {r.code for r in old} | {r.code for r in new}
    decided = {r.code for r in old + new if r.status != "unknown"}
    assert all(r.status != "unknown" for r in merged if r.code in decided)
    path = tmp_path / "p.csv"
    write_results(path, merged)
    assert read_results(path).rows == merged and read_results(path).warnings == []


# ---------------------------------------------------------------- real faults
def _study_process(out: Path, *args: str) -> subprocess.Popen[bytes]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    argv = [sys.executable, "-m", "rsol_widget.study", "--quiet", "--workers", "1", "--out", str(out), *args]
    return subprocess.Popen(argv, env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def big_file(path: Path, count: int) -> set[str]:
    line = ",".join(["7♣ c1", "J♠ c5", "A♠ f"] * 30)  # about the length of a real winning line
    write_results(path, [fake(d, "won", line=line) for d in range(count)])
    return {r.code for r in read_rows(path)}


def test_kill_9_during_the_rewrite_loses_no_row(tmp_path: Path) -> None:
    """Kill the study (SIGKILL) the moment its rewrite of a 40,000-row file has begun, and at
    spread-out moments of its run: every time the file still holds every row."""
    out = tmp_path / "big.csv"
    codes = big_file(out, 40_000)
    args = ("--deals", "1", "--resume")  # deal 0 is done: the run reads the file and rewrites it
    in_rewrite = 0
    for attempt in range(8):
        proc = _study_process(out, *args)
        if attempt < 4:  # the moment a temporary file appears, the rewrite is under way
            deadline = time.monotonic() + 60
            while proc.poll() is None and time.monotonic() < deadline:
                temps = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp") and p.stat().st_size > 0]
                if temps:
                    break
            else:
                pytest.fail(f"no rewrite seen: {proc.stderr.read().decode() if proc.stderr else ''}")
        else:
            time.sleep(0.15 * attempt)
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)
            in_rewrite += any(p.name.endswith(".tmp") for p in tmp_path.iterdir())
        proc.wait()
        assert {r.code for r in read_rows(out)} == codes, f"rows lost after kill {attempt}"
    assert in_rewrite >= 4
    proc = _study_process(out, *args)  # the next run cleans up what the killed ones left
    assert proc.wait() == 0
    assert [p.name for p in tmp_path.iterdir()] == ["big.csv"]
    assert {r.code for r in read_rows(out)} == codes


@pytest.fixture
def read_only_dir(tmp_path: Path) -> Iterator[Path]:
    """A folder where no file can be created, even by root (``chattr +i``)."""
    folder = tmp_path / "ro"
    folder.mkdir()
    write_results(folder / "r.csv", [fake(d) for d in range(3)])
    if os.geteuid() == 0:
        if subprocess.run(["chattr", "+i", str(folder)], capture_output=True).returncode:
            pytest.skip("chattr +i is not available here")
    else:
        folder.chmod(0o555)
    try:
        yield folder
    finally:
        if os.geteuid() == 0:
            subprocess.run(["chattr", "-i", str(folder)], check=True)
        folder.chmod(0o755)


def test_a_read_only_folder_gives_a_clear_error_and_loses_nothing(read_only_dir: Path) -> None:
    out = read_only_dir / "r.csv"
    proc = _study_process(out, "--deals", "5", "--resume")
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 1
    assert "cannot write it" in err.decode() and "every solved deal is in the file" in err.decode()
    assert [r.deal for r in read_rows(out)] == [0, 1, 2, 3, 4]  # appended, only not sorted again
    assert sorted(p.name for p in read_only_dir.iterdir()) == ["r.csv"]
    proc = _study_process(read_only_dir / "new.csv", "--deals", "1")
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 2 and "cannot write it" in err.decode()
    assert "Traceback" not in err.decode()


# ---------------------------------------------------------------- the command line refuses bad numbers
@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--first", "-1"], "argument --first: -1 is less than 0"),
        (["--workers", "0"], "argument --workers: 0 is less than 1"),
        (["--deals", "0"], "argument --deals: 0 is less than 1"),
        (["--time-limit", "nan"], "argument --time-limit: 'nan': give a finite number"),
        (["--time-limit", "inf"], "argument --time-limit: 'inf': give a finite number"),
        (["--time-limit", "-2"], "argument --time-limit: '-2': give a finite number"),
        (["--time-limit", "soon"], "argument --time-limit: 'soon' is not a number"),
        (["--node-limit", "0"], "argument --node-limit: 0 is less than 1"),
        (["--first", str(DEAL_COUNT - 1), "--deals", "2"], "goes past the last deal number"),
        (["--retry-unknown"], "--retry-unknown works with --resume"),
    ],
)
def test_bad_arguments_get_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    base = ["--deals", "1", "--out", str(tmp_path / "r.csv")]
    with pytest.raises(SystemExit) as exit_:
        main([*base, *args])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
    assert not (tmp_path / "r.csv").exists()


# ---------------------------------------------------------------- progress, figure, Dask
def test_progress_bar_is_tqdm_on_stderr(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("tqdm", reason="tqdm comes with the study extra")
    assert main(["--deals", "3", "--first", "14", "--workers", "1", "--out", str(tmp_path / "r.csv")]) == 0
    err = capsys.readouterr().err
    assert "3/3" in err and "deal/s" in err and "won=" in err  # tqdm's count, rate and our status counts


def test_progress_without_tqdm_is_a_plain_count(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """tqdm is the study extra's: without it the run still reports its progress, a line a tenth."""
    monkeypatch.setitem(sys.modules, "tqdm.auto", None)  # import tqdm.auto now fails
    assert main(["--deals", "20", "--first", "14", "--workers", "1", "--out", str(tmp_path / "r.csv")]) == 0
    counts = [line for line in capsys.readouterr().err.splitlines() if line.endswith(" deals")]
    assert counts == [f"{n}/20 deals" for n in range(2, 21, 2)]


def test_plot_draws_the_three_panels(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    from matplotlib.patches import Rectangle

    from rsol_widget.study_plot import figure

    rows = [fake(0, "won"), fake(1), fake(2), fake(3, "unknown"), fake(5, "won", "relaxed")]
    rows[0] = Row(rows[0].code, 0, "classic", "won", 91, 10, 0.02, "", 1.0)
    share, times, lengths = figure(rows).axes
    assert [a.get_title() for a in (share, times, lengths)] == ["Winnable share", "Solve times", "Winning-line lengths"]
    heights = [p.get_height() for p in share.patches if isinstance(p, Rectangle)]
    assert heights == pytest.approx([100 / 3, 100.0])  # classic 1 of 3 decided, relaxed 1 of 1
    assert times.has_data() and lengths.has_data()
    out = tmp_path / "r.csv"
    write_results(out, rows[:4])  # one rule a file
    assert main(["--deals", "1", "--resume", "--quiet", "--out", str(out), "--plot", str(tmp_path / "f.png")]) == 0
    assert (tmp_path / "f.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def comparable(rows: list[Row]) -> list[tuple[object, ...]]:
    """What must not depend on where a deal was solved (not its time or memory)."""
    return [(r.code, r.status, r.moves, r.nodes, r.line) for r in rows]


@pytest.fixture(scope="module")
def dask_cluster() -> Iterator[object]:
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=40
    ) as cluster:
        yield cluster


def test_dask_run_equals_a_local_run(tmp_path: Path, dask_cluster: object) -> None:
    address = dask_cluster.scheduler_address  # type: ignore[attr-defined]
    args = ["--rule", "classic", "--deals", "40", "--first", "0", "--quiet"]
    assert main([*args, "--workers", "1", "--out", str(tmp_path / "local.csv")]) == 0
    assert main([*args, "--scheduler", address, "--chunk", "3", "--out", str(tmp_path / "dask.csv")]) == 0
    local, remote = read_rows(tmp_path / "local.csv"), read_rows(tmp_path / "dask.csv")
    assert len(local) == 40 and comparable(local) == comparable(remote)


def test_dask_run_survives_a_killed_worker(dask_cluster: object) -> None:
    from distributed import Client

    codes = [make_code("relaxed", d) for d in range(60)]
    local = run_study(codes, executor=ThreadPoolExecutor(1))
    with Client(dask_cluster) as client:  # type: ignore[no-untyped-call,unused-ignore]
        pids = client.run(os.getpid)
        seen: list[Row] = []

        def on_row(row: Row) -> None:
            seen.append(row)
            if len(seen) == 10:  # a worker dies in the middle of the run
                os.kill(next(iter(pids.values())), signal.SIGKILL)

        rows = run_study(codes, executor=client.get_executor(), chunk=2, max_pending=8, on_row=on_row)
        assert client.run(os.getpid) != pids  # the nanny started a new worker process
    assert comparable(rows) == comparable(local) and len(seen) == 60


def _children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(p) for p in path.read_text().split()] if path.exists() else []


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, IndexError):
        return False
    return state != "Z"


def test_a_killed_client_loses_no_finished_deal(tmp_path: Path) -> None:
    out = tmp_path / "r.csv"
    proc = _study_process(out, "--rule", "classic", "--deals", "400")
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and (not out.exists() or out.read_text().count("\n") < 30):
        time.sleep(0.05)
    workers = _children(proc.pid)
    assert workers  # the study's worker process
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    before = read_results(out).rows  # whatever was appended, a cut last line repaired
    assert len(before) >= 29
    deadline = time.monotonic() + 10
    while any(_alive(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(_alive(pid) for pid in workers)  # the workers ended with the killed study
    assert (
        main(["--rule", "classic", "--deals", "400", "--workers", "2", "--quiet", "--resume", "--out", str(out)]) == 0
    )
    after = read_rows(out)
    assert [r.deal for r in after] == list(range(400))
    by_code = {r.code: r for r in after}
    assert all(by_code[r.code] == r for r in before)  # finished deals kept as they were, not solved again


def test_a_figure_that_cannot_be_written_gives_a_clear_error_and_keeps_the_deals(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "r.csv"
    write_results(out, [fake(0)])
    with pytest.raises(SystemExit) as exit_:
        main(["--deals", "2", "--quiet", "--resume", "--out", str(out), "--plot", str(tmp_path / "no" / "f.png")])
    assert exit_.value.code == 1 and "cannot write the figure" in capsys.readouterr().err
    assert [r.deal for r in read_rows(out)] == [0, 1]


def test_one_wilson_interval_serves_the_study_and_the_fair_chances() -> None:
    from rsol_widget import fair

    assert wilson_interval is fair.wilson  # one function: a published rate and a hint's chance agree
    assert fair.wilson(81, 263) == wilson_interval(81, 263) and wilson_interval(3, 3)[1] == 1.0
