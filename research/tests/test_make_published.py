"""research/make_published.py: the rounds merged into one summary per rule and the figure."""

from __future__ import annotations

from pathlib import Path

import make_published
import pytest

from rsol_widget.codes import make_code
from rsol_widget.study_csv import Row, read_rows, write_results

pytestmark = pytest.mark.research


def row(deal: int, status: str, rule: str = "classic", seconds: float = 0.0123) -> Row:
    moves = 90 + deal if status == "won" else 0
    return Row(make_code(rule, deal), deal, rule, status, moves, 500, seconds, "", 20.0)


def test_rounds_merge_into_one_summary_per_rule_and_the_figure(tmp_path: Path) -> None:
    first, later, relaxed = tmp_path / "a.csv", tmp_path / "b.csv", tmp_path / "c.csv"
    write_results(first, [row(0, "unknown"), row(1, "won"), row(2, "unwinnable")])
    write_results(later, [row(0, "won", seconds=31.4159), row(1, "unknown")])  # a retry of the undecided
    write_results(relaxed, [row(5, "won", "relaxed")])
    out = tmp_path / "published"
    out.mkdir()
    figure = ["--figure", str(out / "study.png")]
    assert make_published.main([str(first), str(later), str(relaxed), "--out", str(out), *figure]) == 0
    classic = read_rows(out / "classic.csv.gz")
    assert [(r.deal, r.status, r.moves, r.seconds) for r in classic] == [
        (0, "won", 90, 31.0),  # the later decided row, its time to two significant digits
        (1, "won", 91, 0.012),  # a later undecided row never replaces a decided one
        (2, "unwinnable", 0, 0.012),
    ]
    assert [r.code for r in read_rows(out / "relaxed.csv.gz")] == [make_code("relaxed", 5)]
    assert (out / "study.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    again = tmp_path / "again"
    again.mkdir()
    make_published.main([str(first), str(later), str(relaxed), "--out", str(again), *figure])
    assert (again / "classic.csv.gz").read_bytes() == (out / "classic.csv.gz").read_bytes()  # reproducible


def test_every_round_is_in_the_tree_or_accounted_for() -> None:
    kept_out = make_published.full_rounds()
    assert len(kept_out) == 6 and all(len(sha) == 64 for sha in kept_out.values())
    for name in make_published.ROUNDS:
        local = make_published.RESULTS / name
        assert name in kept_out or (local.is_file() and local.stat().st_size < 1_000_000), name


def test_a_round_whose_bytes_differ_from_its_sha256_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    name = next(iter(make_published.full_rounds()))
    monkeypatch.setattr(make_published, "RESULTS", tmp_path)
    (tmp_path / name).write_bytes(b"code,deal\n")
    with pytest.raises(SystemExit, match="its sha256 is not the one"):
        make_published.round_bytes(name, make_published.FULL_ROUNDS_REV)
