#!/usr/bin/env bash
# research/retry_undecided.py under PyPy: the same search, about 4 times faster on long Relaxed runs.
#
#   bash research/pypy_retry.sh --time-limit 150 --out research/results/new.csv tools/results/relaxed.csv.gz
#
# Needs a PyPy of Python 3.10 or later (the package's own floor; `pypy3` on the PATH, or PYPY=...):
# the package is run as it is, from this checkout (the engine and the solver need nothing but the
# standard library). Arguments go to retry_undecided.py as they are.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
pypy=${PYPY:-pypy3}
if ! command -v "$pypy" >/dev/null; then
    echo "pypy_retry.sh: no $pypy on the PATH: install a PyPy of Python 3.10+ (pypy.org) or set PYPY" >&2
    exit 2
fi
if ! "$pypy" -c 'import sys; sys.exit(sys.version_info < (3, 10))'; then
    echo "pypy_retry.sh: $pypy is Python $("$pypy" -c 'import platform; print(platform.python_version())'); the package needs 3.10+" >&2
    exit 2
fi
exec "$pypy" "$here/retry_undecided.py" "$@"
