"""tools/retry_undecided.py: the deals a study left undecided, solved again."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

from rsol_widget import Game
from rsol_widget.study import Row, read_rows, write_results

TOOL = Path(__file__).resolve().parent.parent / "tools" / "retry_undecided.py"


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


def test_pypy_script_runs_the_tool_on_a_python_39_copy_and_cleans_up(tmp_path: Path) -> None:
    # CI has no pypy3: a stand-in named pypy3 records what it was asked to run and runs it with
    # this Python. The script must run retry_undecided.py from a temporary copy of the package
    # (made for Python 3.9), write the tool's rows, and remove the copy afterwards.
    bin_dir, scratch = tmp_path / "bin", tmp_path / "tmp"
    bin_dir.mkdir()
    scratch.mkdir()
    calls = tmp_path / "calls.txt"
    shim = bin_dir / "pypy3"
    shim.write_text(f'#!/bin/sh\necho "$1" >> "{calls}"\nexec "{sys.executable}" "$@"\n', encoding="utf-8")
    shim.chmod(0o755)
    study = tmp_path / "study.csv"
    write_results(study, [_row("RU1-R-AAAAFAM", 5132, "unknown"), _row("RU1-R-AAAAAAA", 0, "unknown")])
    out = tmp_path / "retry.csv"
    script = TOOL.parent / "pypy_retry.sh"
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "TMPDIR": str(scratch), "HOME": str(tmp_path)}
    args = ["bash", str(script), "--time-limit", "20", "--out", str(out), str(study)]
    subprocess.run(args, capture_output=True, text=True, check=True, timeout=300, env=env)
    (ran,) = calls.read_text(encoding="utf-8").split()
    assert ran.startswith(str(scratch)) and ran.endswith("retry_undecided.py")
    assert not any(scratch.iterdir())  # the copy is gone
    rows = {row.deal: row for row in read_rows(out)}
    assert rows[5132].status == "unwinnable"  # rule 10, at the start of the second run
    assert rows[0].status == "won"
    game = Game.from_code(rows[0].code)
    for move in rows[0].line.split(","):
        game.play(move)
    assert game.won


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


# names Python 3.9's standard library lacks, which the package must not import
NEWER_THAN_39 = {"itertools": {"pairwise"}, "typing": {"TypeAlias", "ParamSpec", "Concatenate", "TypeGuard", "Self"}}


def package_imports(tree: ast.AST) -> set[str]:
    """The package's modules a module imports (``from .x`` or ``from rsol_widget.x``)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.level == 1:
                found.add(node.module.split(".")[0])
            elif node.module.startswith("rsol_widget."):
                found.add(node.module.split(".")[1])
    return found


def test_the_python_39_copy_parses_and_imports_only_what_39_has() -> None:
    """tools/pypy_retry.sh runs the retry tool on Debian's PyPy (Python 3.9), on a copy of the
    package whose ``__init__`` imports the engine and the solver only, after one edit
    (``zip(..., strict=True)`` loses ``strict``): every module that loads must be 3.9 Python."""
    root = Path(__file__).resolve().parent.parent
    tool = ast.parse((root / "tools" / "retry_undecided.py").read_text(encoding="utf-8"))
    todo, checked = {"game", "solver"} | package_imports(tool), set()
    while todo:
        name = todo.pop()
        checked.add(name)
        module = root / "rsol_widget" / f"{name}.py"
        source = re.sub(r", strict=True\)", ")", module.read_text(encoding="utf-8"))
        tree = ast.parse(source, filename=str(module), feature_version=(3, 9))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module in NEWER_THAN_39:
                newer = {alias.name for alias in node.names} & NEWER_THAN_39[node.module]
                assert not newer, f"{module.name} imports {newer} from {node.module} (Python 3.10+)"
            if isinstance(node, ast.Call) and any(k.arg == "strict" for k in node.keywords):
                raise AssertionError(f"{module.name}:{node.lineno}: a strict= the copy does not remove")
        todo |= package_imports(tree) - checked
    assert {"solver", "game", "study", "analysis"} <= checked
