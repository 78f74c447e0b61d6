"""Prove Relaxed deals lost: some face-down cards (the gates) can never be turned face up.

Run: ``python research/prove_gates.py --refine --table-log2 30 --out research/results/x.csv CODE...``

For the deals the solver leaves undecided. A card that stays face down never reaches its
foundation, so a position where the gates can never be turned is lost. ``research/prove_gates.c``
(compiled here with the system's C compiler, ``cc``) searches every position reachable before
the first gate turns; its header gives the method, ``research/README.md`` the argument
that makes it a proof. The gates are every face-down card of ``--gate-rank`` and the cards named
by ``--gate`` (``9♠``, ``9s``, ...); with neither, every face-down card. ``--refine`` drops each
gate that a found line turns and searches again, until no gate turns or the table fills. The table
has ``2**table_log2`` slots of 6.4 bytes (``--table-log2 30``: 6.9 GB; a fraction is allowed:
``31.5`` is 19 GB), shared by ``--threads`` searches. A line that turns a gate is replayed with the
engine and reported: the claim is false for those gates.

Writes the deals' rows in the study's format (``status`` ``unwinnable`` when proved, else
``unknown``; ``nodes``: positions the last search counted; ``seconds``: the deal's whole time,
refining included; ``peak_mb``: the search's peak memory), atomically after every deal.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout

from rsol_widget import Game, Move
from rsol_widget.cards import as_card
from rsol_widget.solver import SolveResult
from rsol_widget.study import Row, row_of, write_results

SOURCE = Path(__file__).with_name("prove_gates.c")


def compile_tool(where: Path) -> Path:
    """Build ``prove_gates.c`` into the folder ``where``; return the program's path."""
    program = where / "prove_gates"
    flags = ["-O3", "-std=c11", "-D_DEFAULT_SOURCE", "-pthread"]
    subprocess.run(["cc", *flags, "-o", str(program), str(SOURCE), "-lm"], check=True)
    return program


def position_text(game: Game) -> str:
    """``game``'s position as the tool reads it: each column's face-down count and cards
    (0..51, bottom to top), then the four foundation heights."""
    lines = [
        " ".join(str(n) for n in [down, *(int(card) for card in column)])
        for column, down in zip(game.columns, game.face_down, strict=True)
    ]
    lines.append(" ".join(str(height) for height in game.foundation_heights))
    return "\n".join(lines) + "\n"


def face_down_cards(game: Game) -> list[int]:
    """The cards lying face down in ``game``, column by column, bottom to top."""
    return [int(card) for column, down in zip(game.columns, game.face_down, strict=True) for card in column[:down]]


def gates_of(game: Game, rank: int | None, cards: Sequence[str]) -> list[int]:
    """The face-down cards of ``rank`` (1..13) and the ``cards`` named (each must be face down)."""
    hidden = face_down_cards(game)
    gates = [card for card in hidden if rank is not None and card % 13 == rank - 1]
    for name in cards:
        card = int(as_card(name))
        if card not in hidden:
            raise ValueError(f"{name} is not face down in {game.code}")
        if card not in gates:
            gates.append(card)
    if not gates:
        raise ValueError(f"no gates: {game.code} has no such face-down card")
    return gates


def cards_text(cards: Sequence[int]) -> str:
    """``cards`` as text: ``3♠ 9♥ ...``."""
    return " ".join(str(as_card(card)) for card in cards)


@dataclasses.dataclass(frozen=True)
class Outcome:
    """What the tool said: ``"lost"``, ``"gate"`` (a line turns ``turned``) or ``"unknown"``."""

    verdict: str
    nodes: int
    seconds: float
    turned: int | None = None
    line: tuple[Move, ...] = ()


def parse_output(text: str, seconds: float) -> Outcome:
    """Read the tool's standard output."""
    lines = text.splitlines()
    words = lines[0].split() if lines else []
    if words[:1] == ["LOST"]:
        fields = dict(zip(words[1::2], words[2::2], strict=False))
        return Outcome("lost", int(fields["nodes"]), float(fields["seconds"]))
    if words[:1] == ["GATE"]:
        moves = tuple(
            Move(int(card), int(dest)) for card, dest in (row.split() for row in lines[1 : lines.index("END")])
        )
        nodes = int(words[words.index("nodes") + 1]) if "nodes" in words else 0
        return Outcome("gate", nodes, seconds, int(words[1]), moves)
    if words[:1] == ["UNKNOWN"]:
        return Outcome("unknown", 0, seconds)
    raise ValueError(f"prove_gates said {text[:200]!r}")


def prove(
    program: Path, game: Game, gates: Sequence[int], table_log2: float, threads: int = 1, bfs: int | None = None
) -> Outcome:
    """Run the search on ``game``'s position; a line that turns a gate is checked with the engine."""
    start = time.perf_counter()
    env = {**os.environ, "PROVE_GATES_THREADS": str(threads)}
    if bfs is not None:
        env["PROVE_GATES_BFS"] = str(bfs)
    done = subprocess.run(
        [str(program), "search", str(table_log2), *(str(g) for g in gates)],
        input=position_text(game),
        capture_output=True,
        text=True,
        check=False,
        env=env,
    )
    sys.stderr.write(done.stderr)
    outcome = parse_output(done.stdout, time.perf_counter() - start)
    if outcome.verdict == "gate":
        replay = game.copy()
        for move in outcome.line:
            replay.play(move)  # raises if the tool played an illegal move
        if outcome.turned in face_down_cards(replay):
            raise RuntimeError(f"the tool's line leaves {outcome.turned} face down")
    return outcome


def row_for(code: str, outcome: Outcome) -> Row:
    """The study's row: ``unwinnable`` when proved, else ``unknown``; the search's peak memory."""
    status = "unwinnable" if outcome.verdict == "lost" else "unknown"
    limit = None if status == "unwinnable" else "table"
    row = row_of(code, SolveResult(status, (), outcome.nodes, outcome.seconds, limit))
    peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return dataclasses.replace(row, peak_mb=round(peak_kb / 1024, 1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("codes", nargs="+", help="Relaxed game codes (RU1-R-...)")
    parser.add_argument("--gate-rank", type=int, choices=range(1, 14), help="every face-down card of this rank")
    parser.add_argument("--gate", action="append", default=[], help="a face-down card, e.g. 9♠ (repeatable)")
    parser.add_argument("--table-log2", type=float, default=26, help="the table has 2**N slots (6.4 bytes each)")
    parser.add_argument("--threads", type=int, default=1, help="searches sharing the table (one per core)")
    parser.add_argument("--refine", action="store_true", help="drop each gate a line turns and search again")
    parser.add_argument(
        "--bfs", type=int, help="positions of the breadth-first search first (a million; at most half the table)"
    )
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    rows: list[Row] = []
    with tempfile.TemporaryDirectory() as build:
        program = compile_tool(Path(build))
        for code in args.codes:
            game = Game.from_code(code)
            if game.rule != "relaxed":
                parser.error(f"{code}: the tool knows the Relaxed rule only")
            if args.gate_rank is None and not args.gate:
                gates = face_down_cards(game)  # every face-down card, then --refine
            else:
                gates = gates_of(game, args.gate_rank, args.gate)
            began = time.perf_counter()
            outcome = prove(program, game, gates, args.table_log2, args.threads, args.bfs)
            while args.refine and outcome.verdict == "gate" and len(gates) > 1:
                gates.remove(outcome.turned or 0)  # a line turns it: not a gate
                print(f"{code}: a line turns {as_card(outcome.turned or 0)}; gates now {cards_text(gates)}", flush=True)
                outcome = prove(program, game, gates, args.table_log2, args.threads, args.bfs)
            outcome = dataclasses.replace(outcome, seconds=time.perf_counter() - began)  # refining included
            rows.append(row_for(code, outcome))
            write_results(args.out, rows)  # atomically, after every deal
            said = {
                "lost": "proved lost",
                "gate": f"a line turns {as_card(outcome.turned or 0)}",
                "unknown": "table full",
            }
            positions = f"{outcome.nodes:,} position{'' if outcome.nodes == 1 else 's'}"
            print(f"{code}: {said[outcome.verdict]}, {positions}, {outcome.seconds:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
