"""The solver's answers are pinned: on fixed positions (tests/data/solver_answers.json, recorded by
tools/record_solver_answers.py) it gives the recorded verdict, line and count of positions searched.
A speed-up must change none of them (the fair policy's answers rest on them: its node limits
count these positions); a change meant to change them re-records the file and says why."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from rsol_widget.study_csv import read_rows

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from record_solver_answers import PATH, answer  # noqa: E402

RECORDS: list[dict[str, Any]] = json.loads(PATH.read_text(encoding="utf-8"))


def test_the_recorded_positions_cover_every_kind_of_search() -> None:
    statuses = {(r["rule"], r["status"]) for r in RECORDS}
    assert {("relaxed", "won"), ("relaxed", "unwinnable"), ("relaxed", "unknown")} <= statuses
    assert {("classic", "won"), ("classic", "unwinnable")} <= statuses
    assert any(r["rule"] == "relaxed" and r["status"] == "won" and r["nodes"] > 10_000 for r in RECORDS)  # best-first
    assert any(r["node_limit"] == 6000 and r["status"] == "unknown" for r in RECORDS)  # rule 9 at every position


@pytest.mark.parametrize("record", RECORDS, ids=[f"{i}-{r['why']}" for i, r in enumerate(RECORDS)])
def test_the_solver_gives_its_recorded_answer(record: dict[str, Any]) -> None:
    want = {key: record[key] for key in ("status", "nodes", "limit", "line")}
    assert answer(record) == want


@pytest.mark.parametrize("rule", ["relaxed", "classic"])
def test_the_recorded_deals_agree_with_the_published_study(rule: str) -> None:
    """The verdicts on whole deals are those of the published study (its lines came from earlier
    versions of the solver: only the verdicts are compared)."""
    published = {r.deal: r.status for r in read_rows(ROOT / "tools" / "results" / f"{rule}.csv.gz") if r.deal < 12}
    deals = [r for r in RECORDS if r["why"].startswith(f"{rule} deal ") and int(r["why"].split()[-1]) < 12]
    assert len(deals) == 12
    assert {int(r["why"].split()[-1]): r["status"] for r in deals} == published
