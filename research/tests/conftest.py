"""The research tools' tests. Each module is marked ``research``, which the default run
deselects (``pyproject.toml``); ``python -m pytest -m research research/tests`` runs them (they
need a C compiler, ``cc``, for ``prove_gates.c``)."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "tests"))  # the suite's helpers (random_play)
sys.path.insert(0, str(HERE.parent))  # the tools: prove_gates, retry_undecided, solver_parts
