"""The published study: one compact summary per rule in tools/results/ (what the study page, its
figure and notebooks/study.ipynb read), written by research/make_published.py from the rounds."""

from __future__ import annotations

import gzip
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rsol_widget.codes import make_code
from rsol_widget.rules import RULES
from rsol_widget.study_csv import (
    SUMMARY_COLUMNS,
    ResultsError,
    Row,
    read_results,
    read_rows,
    summary_bytes,
    write_summary,
)

ROOT = Path(__file__).resolve().parents[1]
PUBLISHED = ROOT / "tools" / "results"
STUDIED = sorted(path.name.removesuffix(".csv.gz") for path in PUBLISHED.glob("*.csv.gz"))
"""The rules with a published study: a rule registered later (a test variant) needs none."""


def test_the_published_study_is_of_registered_rules_and_covers_the_two_of_the_app() -> None:
    assert set(STUDIED) <= set(RULES)  # no summary of a rule the package does not know
    assert {"classic", "relaxed"} <= set(STUDIED)  # what the study page, its figure and its notebook read


@pytest.mark.parametrize("rule", STUDIED)
def test_each_studied_rule_has_one_compact_summary_of_every_deal(rule: str) -> None:
    path = PUBLISHED / f"{rule}.csv.gz"
    assert path.stat().st_size < 500_000  # a few hundred KB
    found = read_results(path)
    assert found.warnings == []
    assert [r.deal for r in found.rows] == list(range(100_000))
    assert all(r.rule == rule and r.code == make_code(rule, r.deal) for r in found.rows)
    assert all((r.moves > 0) == (r.status == "won") for r in found.rows)
    assert summary_bytes(found.rows) == path.read_bytes()  # as the writer makes it, nothing else


def test_no_tracked_file_is_over_1_mb() -> None:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    command = ["git", "-C", str(ROOT), "ls-files", "-z"]
    names = subprocess.run(command, capture_output=True, check=True).stdout
    sizes = {name: (ROOT / name).stat().st_size for name in names.decode().split("\0") if (ROOT / name).is_file()}
    assert sizes and {name: size for name, size in sizes.items() if size > 1_000_000} == {}


rows = st.builds(
    lambda deal, rule, status, moves, seconds: Row(
        make_code(rule, deal), deal, rule, status, moves if status == "won" else 0, 7, seconds, "x", 3.0
    ),
    st.integers(0, 2**35 - 1),
    st.sampled_from(list(RULES)),
    st.sampled_from(["won", "unwinnable", "unknown"]),
    st.integers(1, 10_000),
    st.floats(0, 10_000, allow_nan=False),
)


@settings(deadline=None)  # each example writes a file and flushes it to disk: the disk sets the time
@given(st.lists(rows, max_size=20, unique_by=lambda r: r.code))
def test_a_summary_reads_back_as_rows_without_lines(tmp_path_factory: pytest.TempPathFactory, rows: list[Row]) -> None:
    path = tmp_path_factory.mktemp("summary") / "s.csv.gz"
    write_summary(path, rows)
    back = read_rows(path)
    want = sorted(rows, key=lambda r: (r.rule, r.deal))
    assert [(r.code, r.deal, r.rule, r.status, r.moves) for r in back] == [
        (r.code, r.deal, r.rule, r.status, r.moves) for r in want
    ]
    for got, row in zip(back, want, strict=True):
        assert (got.nodes, got.line, got.peak_mb, got.difficulty) == (0, "", 0.0, None)
        assert got.seconds == pytest.approx(row.seconds, rel=0.05, abs=1e-300)  # two significant digits


def test_a_summary_is_gzipped_and_a_bad_row_is_refused_by_line(tmp_path: Path) -> None:
    with pytest.raises(ResultsError, match=r"name it \.csv\.gz"):
        write_summary(tmp_path / "s.csv", [])
    path = tmp_path / "s.csv.gz"
    body = ",".join(SUMMARY_COLUMNS) + "\n0,classic,won,91,0.02\n1,yukon,won,90,0.01\n"
    path.write_bytes(gzip.compress(body.encode()))
    with pytest.raises(ResultsError, match=r"line 3 is not a results row: .*'yukon'"):
        read_rows(path)


FAIR_GAMES = [("classic", deal) for deal in (0, 1, 14, 18)] + [("relaxed", deal) for deal in (0, 1, 3, 1074, 1124)]


@pytest.mark.parametrize(("rule", "deal"), FAIR_GAMES)
def test_the_published_fair_games_are_the_policy_s_games(rule: str, deal: int) -> None:
    """The published fair figures are the one policy's: a deal played now gives its published game,
    won or lost, with as many solver runs (a change to the policy's answers, or to how many searches
    it runs, fails here until the figures are re-run with it)."""
    from rsol_widget.players import play_code

    files = {path.name.split(".")[0]: path for path in (PUBLISHED / "players").glob(f"{rule}-fair.csv*")}
    published = {r.deal: r for r in read_rows(files[f"{rule}-fair"])}[deal]
    row = play_code(make_code(rule, deal), "fair")
    want = (published.status, published.moves, published.nodes, published.line)
    assert (row.status, row.moves, row.nodes, row.line) == want
