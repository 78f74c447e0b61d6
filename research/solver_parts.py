"""The solver's private parts the research tools drive, found wherever ``rsol_widget.solver`` keeps
them: in the module itself, or in a submodule once the solver is a package (its public names
stay in ``rsol_widget.solver``; the private ones may move). One place to adapt if they are renamed.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from rsol_widget import solver

NAMES = ("_Board", "_LostCheck", "_Probes", "_hopeless", "_search", "_search_result")


def find(name: str) -> Any:
    """``rsol_widget.solver``'s ``name``, from the solver or from the first submodule that has it."""
    if hasattr(solver, name):
        return getattr(solver, name)
    for info in pkgutil.iter_modules(getattr(solver, "__path__", [])):
        module = importlib.import_module(f"{solver.__name__}.{info.name}")
        if hasattr(module, name):
            return getattr(module, name)
    raise ImportError(f"rsol_widget.solver has no {name} (research/solver_parts.py names what the tools need)")


_Board, _LostCheck, _Probes, _hopeless, _search, _search_result = (find(name) for name in NAMES)
