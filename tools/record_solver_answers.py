"""Record the solver's answers (verdict, positions searched, line) on the fixed positions of
tests/data/solver_answers.json, for tests/test_solver_answers.py: a change meant to make the solver
faster must give these same answers, position for position.

    python tools/record_solver_answers.py   # rewrites the answers in tests/data/solver_answers.json

Run it only when a change of the answers is meant (and say why in the commit). The positions (kept
as they are): the first Relaxed and Classic deals, hard Relaxed deals within node limits (the
best-first searches, the probes, rule 10), and samples the fair hint solved along games (the fair
policy's node limit, 6,000: undecided ones among them, rule 9 at every position of a second run).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rsol_widget import Game
from rsol_widget.cards import Card
from rsol_widget.solver import solve

PATH = Path(__file__).resolve().parents[1] / "tests" / "data" / "solver_answers.json"


def position(record: dict[str, Any]) -> Game:
    """The game a record stands for."""
    columns = [[Card.parse(card) for card in col] for col in record["columns"]]
    return Game(columns, record["face_down"], record["foundations"], rule=record["rule"])


def answer(record: dict[str, Any]) -> dict[str, Any]:
    """The solver's answer at a record's position, within its node limit (no clock)."""
    result = solve(position(record), time_limit=None, node_limit=record["node_limit"])
    line = [str(move) for move in result.moves]
    return {"status": result.status, "nodes": result.nodes, "limit": result.limit, "line": line}


def main() -> None:
    records = json.loads(PATH.read_text(encoding="utf-8"))
    for record in records:
        record.update(answer(record))
    text = ",\n".join(json.dumps(record, ensure_ascii=False) for record in records)
    PATH.write_text(f"[\n{text}\n]\n", encoding="utf-8")
    statuses = [record["status"] for record in records]
    counts = {status: statuses.count(status) for status in sorted(set(statuses))}
    print(f"{PATH}: {len(records)} positions, {counts}")


if __name__ == "__main__":
    main()
