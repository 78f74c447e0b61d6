"""README's API tour is run as a doctest, so the examples can't drift from the code."""

import doctest
import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_tour_runs_as_shown():
    blocks = re.findall(r"```python\n(>>> .*?)```", README.read_text(encoding="utf-8"), re.S)
    assert blocks, "README has no >>> examples"
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for i, block in enumerate(blocks):
        runner.run(doctest.DocTestParser().get_doctest(block, {}, f"README block {i}", str(README), 0))
    result = runner.summarize(verbose=False)
    assert result.attempted > 5 and result.failed == 0


def test_readme_test_command_is_what_ci_runs():
    readme = README.read_text(encoding="utf-8")
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    command = ci.strip().splitlines()[-1]
    assert command in readme
