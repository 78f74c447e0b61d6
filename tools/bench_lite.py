"""The solver in Pyodide against native: ``solve`` on the same Classic deals, here and in the built site's
Pyodide (run by node, the same WebAssembly a browser runs).

    python tools/build_lite.py && python tools/bench_lite.py --site site-lite/ [--deals 10]
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

SNIPPET = """
import time
from rsol_widget import Game
from rsol_widget.codes import make_code
from rsol_widget.solver import solve
rows = []
for deal in range({first}, {first} + {count}):
    start = time.perf_counter()
    result = solve(Game.from_code(make_code("classic", deal)), time_limit=60)
    rows.append((deal, result.status, result.nodes, time.perf_counter() - start))
rows
"""

RUNNER = """
import {{ loadPyodide }} from {mjs};
import fs from "fs";
const lock = JSON.parse(fs.readFileSync({lock}));
const py = await loadPyodide({{ packages: Object.keys(lock.packages).filter((n) => ["rsol-widget"].includes(n)) }});
const rows = py.runPython(fs.readFileSync(process.argv[2], "utf8")).toJs();
console.log(JSON.stringify(rows));
"""


def native(code: str) -> list[list[object]]:
    scope: dict[str, object] = {}
    exec(code.rsplit("\n", 2)[0], scope)  # all but the last expression
    return [list(r) for r in scope["rows"]]  # type: ignore[attr-defined]


def in_pyodide(site: Path, code: str) -> list[list[object]]:
    node = shutil.which("node")
    if node is None:
        raise SystemExit("bench_lite: node is needed to run Pyodide outside a browser")
    pyodide = (site / "static" / "pyodide").resolve()
    with tempfile.TemporaryDirectory() as tmp:
        runner = Path(tmp) / "run.mjs"
        runner.write_text(
            RUNNER.format(
                mjs=json.dumps(str(pyodide / "pyodide.mjs")), lock=json.dumps(str(pyodide / "pyodide-lock.json"))
            )
        )
        (Path(tmp) / "code.py").write_text(code)
        done = subprocess.run(
            [node, str(runner), str(Path(tmp) / "code.py")], capture_output=True, text=True, check=True
        )
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=Path("site"))
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--deals", type=int, default=10)
    args = parser.parse_args()
    code = SNIPPET.format(first=args.first, count=args.deals)
    here, there = native(code), in_pyodide(args.site, code)
    print(f"{'deal':>5} {'status':>10} {'nodes':>8} {'native s':>9} {'pyodide s':>10} {'ratio':>6}")
    for (deal, status, nodes, t_native), (_, status2, nodes2, t_pyodide) in zip(here, there, strict=True):
        assert (status, nodes) == (status2, nodes2), f"deal {deal}: {status}/{nodes} here, {status2}/{nodes2} there"
        print(f"{deal:5} {status:>10} {nodes:8} {t_native:9.3f} {t_pyodide:10.3f} {t_pyodide / t_native:6.1f}")
    total_native = sum(float(r[3]) for r in here)
    total_pyodide = sum(float(r[3]) for r in there)
    print(f"total: native {total_native:.2f} s, Pyodide {total_pyodide:.2f} s ({total_pyodide / total_native:.1f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
