"""Write notebooks/study.ipynb (a small winnability study, locally and on a local Dask cluster,
with its figure) and run it, saving the outputs that nbval then compares in the test suite.

Every printed figure is deterministic: the solver runs with a node limit and no time limit, so
a deal's verdict never depends on the machine's speed; times are only drawn (nbval does not
compare pictures).

    python tools/make_study_notebook.py
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import nbformat
from nbclient import NotebookClient

NOTEBOOK = Path(__file__).resolve().parents[1] / "notebooks" / "study.ipynb"

CELLS: list[tuple[str, str]] = [
    (
        "md",
        """# How many deals can be won?

A small winnability study with `rsol_widget.study`: the solver decides each deal (it sees the
face-down cards, so "winnable" means winnable with perfect knowledge), the rows stream back as
deals finish, and the winnable share comes with its 95% Wilson interval. The same study runs
from a shell, with a progress bar, a results file that only grows and `--resume`:

```
python -m rsol_widget.study --rule classic --deals 200 --out classic.csv --plot classic.png
```

Here the solver gets a node limit and no time limit, so every verdict below is the same on any
machine.""",
    ),
    (
        "code",
        """from rsol_widget.codes import make_code
from rsol_widget.study import run_study, summarize

codes = [make_code("classic", deal) for deal in range(200)]  # Classic deals 0..199
rows = run_study(codes, workers=2, time_limit=None, node_limit=200_000)
s = summarize(rows)
print(f"{s.deals} deals: {s.won} winnable, {s.unwinnable} unwinnable, {s.unknown} undecided")
print(f"winnable share {100 * s.share:.1f}% (95% Wilson interval {100 * s.low:.1f}% .. {100 * s.high:.1f}%)")""",
    ),
    (
        "md",
        """## The same study on a Dask cluster

`run_study` takes any `concurrent.futures.Executor`; a Dask client gives one. Here a local
cluster of two worker processes stands in for a real one (`dask scheduler` and `dask worker`
on other machines; from a shell: `python -m rsol_widget.study ... --scheduler tcp://host:8786`).
Deals travel in chunks of a few, and the verdicts equal the local run's.""",
    ),
    (
        "code",
        """import logging

from distributed import Client, LocalCluster

with LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None, silence_logs=logging.ERROR) as cluster:
    with Client(cluster) as client:
        on_dask = run_study(codes, executor=client.get_executor(), chunk=8, time_limit=None, node_limit=200_000)
same = [(r.code, r.status, r.moves, r.nodes) for r in on_dask] == [(r.code, r.status, r.moves, r.nodes) for r in rows]
print("Dask verdicts equal the local run's:", same)""",
    ),
    (
        "md",
        """## The figure

Winnable share with its interval, the distribution of solve times (log scale) and of the
winning lines' lengths. `python -m rsol_widget.study ... --plot FILE.png` draws the same into a file;
`rsol_widget.study_plot.figure(rows)` gives the matplotlib figure itself.""",
    ),
    (
        "code",
        """from IPython.display import Image

from rsol_widget.study_plot import png

Image(png(rows))""",
    ),
    (
        "md",
        """## The published study

The study's published results: one summary per rule in `tools/results/` (each deal's verdict,
winning-line length and time), Classic and Relaxed deals 0-99,999, every round of the study
merged (the rounds, their commands and the proofs behind the last Relaxed verdicts:
`research/README.md`).""",
    ),
    (
        "code",
        """from pathlib import Path

from rsol_widget.study_csv import read_rows

results = Path("..") / "tools" / "results"
published = [row for rule in ["classic", "relaxed"] for row in read_rows(results / f"{rule}.csv.gz")]
for rule in ["classic", "relaxed"]:
    s = summarize([r for r in published if r.rule == rule])
    decided = s.won + s.unwinnable
    print(f"{rule}: deals {s.first_deal:,}..{s.last_deal:,}: {s.won:,} of {decided:,} decided are winnable,",
          f"{100 * s.share:.2f}% ({100 * s.low:.2f}% .. {100 * s.high:.2f}%), {s.unknown} undecided")""",
    ),
    ("code", "Image(png(published))"),
]


def main() -> None:
    v4: Any = nbformat.v4  # nbformat has no type hints
    nb = v4.new_notebook()
    for i, (kind, text) in enumerate(CELLS):
        cell = v4.new_markdown_cell(text) if kind == "md" else v4.new_code_cell(text)
        cell["id"] = f"study-{i:02d}"
        nb.cells.append(cell)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    NotebookClient(
        nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(NOTEBOOK.parent)}}
    ).execute()
    for cell in nb.cells:  # keep the saved file small and stable: no execution timing metadata
        cell.get("metadata", {}).pop("execution", None)
    write: Any = nbformat.write
    write(nb, NOTEBOOK)
    print(f"wrote {NOTEBOOK}")


if __name__ == "__main__":
    main()
