"""The code's shape in figures: the largest classes and functions on both sides, and ``__all__`` coverage.

    python tools/code_shape.py            # a report
    python tools/code_shape.py --json     # the same as JSON (tests/test_code_shape.py reads it)

Python is measured with :mod:`ast`; the front end (``js/src``) with the TypeScript compiler's parser
from ``js/node_modules`` (``npm ci`` in js/), skipped when Node or the package is missing. A function's size is
its lines from ``def``/``function`` to its last line, decorators and docstring included.
"""

from __future__ import annotations

import argparse
import ast
import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "rsol_widget"
JS_SOURCES = ROOT / "js" / "src"

_JS_MEASURE = r"""
const ts = require(process.argv[1]);
const fs = require("fs"), path = require("path");
const out = [];
for (const file of process.argv.slice(2)) {
  const text = fs.readFileSync(file, "utf8");
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const line = (pos) => src.getLineAndCharacterOfPosition(pos).line + 1;
  const visit = (node, owner) => {
    let kind = null, name = null;
    if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) kind = "class";
    else if (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isFunctionExpression(node)
      || ts.isArrowFunction(node) || ts.isConstructorDeclaration(node) || ts.isGetAccessor(node)
      || ts.isSetAccessor(node)) kind = "function";
    if (kind) {
      name = node.name ? node.name.getText(src) : (ts.isConstructorDeclaration(node) ? "constructor" : "<anonymous>");
      const first = line(node.getStart(src)), last = line(node.getEnd());
      out.push({ kind, file: path.relative(process.cwd(), file), name: owner ? `${owner}.${name}` : name,
        line: first, lines: last - first + 1 });
    }
    ts.forEachChild(node, (child) => visit(child, kind === "class" ? name : owner));
  };
  visit(src, null);
}
process.stdout.write(JSON.stringify(out));
"""


def python_units() -> list[dict[str, Any]]:
    """Every class and function of the package, with its size in lines."""
    units: list[dict[str, Any]] = []
    for file in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(file.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
                first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                kind = "class" if isinstance(node, ast.ClassDef) else "function"
                units.append(
                    {
                        "kind": kind,
                        "file": str(file.relative_to(ROOT)),
                        "name": node.name,
                        "line": node.lineno,
                        "lines": (node.end_lineno or node.lineno) - first + 1,
                    }
                )
    return units


def js_units() -> list[dict[str, Any]] | None:
    """Every class and function of ``js/src``, or ``None`` without Node and the TypeScript package."""
    typescript = ROOT / "js" / "node_modules" / "typescript"
    node = shutil.which("node")
    if node is None or not typescript.is_dir():
        return None
    files = [str(f) for f in sorted(JS_SOURCES.rglob("*.js"))]
    done = subprocess.run(
        [node, "-e", _JS_MEASURE, str(typescript), *files], cwd=ROOT, capture_output=True, text=True, check=True
    )
    units: list[dict[str, Any]] = json.loads(done.stdout)
    return units


def all_coverage() -> dict[str, list[str]]:
    """Public modules (no leading underscore in any part of the path) with and without ``__all__``."""
    with_all, without = [], []
    for file in sorted(PACKAGE.rglob("*.py")):
        parts = file.relative_to(PACKAGE).parts
        if any(p.startswith("_") and p != "__init__.py" for p in parts):
            continue
        tree = ast.parse(file.read_text(encoding="utf-8"))
        names = {t.id for n in tree.body if isinstance(n, ast.Assign | ast.AnnAssign) for t in _targets(n)}
        (with_all if "__all__" in names else without).append(str(file.relative_to(ROOT)))
    return {"with": with_all, "without": without}


def _targets(node: ast.Assign | ast.AnnAssign) -> list[ast.Name]:
    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
    return [t for t in targets if isinstance(t, ast.Name)]


def report() -> dict[str, Any]:
    """The figures: the largest units of each kind on each side, and ``__all__`` coverage."""
    sides: dict[str, Any] = {"python": python_units(), "js": js_units()}
    result: dict[str, Any] = {"all": all_coverage()}
    for side, units in sides.items():
        if units is None:
            result[side] = None
            continue
        result[side] = {
            kind: sorted((u for u in units if u["kind"] == kind), key=lambda u: -u["lines"])[:5]
            for kind in ("class", "function")
        }
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    figures = report()
    if args.json:
        print(json.dumps(figures, indent=1))
        return
    for side in ("python", "js"):
        if figures[side] is None:
            print(f"{side}: not measured (needs Node and `npm ci` in js/)")
            continue
        for kind, units in figures[side].items():
            top = ", ".join(f"{u['name']} {u['lines']} ({u['file']}:{u['line']})" for u in units[:3])
            print(f"{side} largest {kind}: {top}")
    cov = figures["all"]
    print(f"__all__: {len(cov['with'])} of {len(cov['with']) + len(cov['without'])} public modules")
    if cov["without"]:
        print("  without: " + ", ".join(cov["without"]))


if __name__ == "__main__":
    main()
