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


def test_readme_is_a_front_door() -> None:
    """At most 250 lines, one board picture from docs/, and links that lead to files of the repository."""
    readme = README.read_text(encoding="utf-8")
    assert len(readme.splitlines()) <= 250
    pictures = re.findall(r"!\[[^\]]+\]\(([^)\s]+)\)", readme)
    assert pictures == ["docs/images/board.svg"]
    links = [link for link in re.findall(r"\]\(([^)\s#]+)\)", readme) if "://" not in link]
    assert any(link.startswith("docs/") for link in links)
    missing = [link for link in links if not (README.parent / link).exists()]
    assert not missing


def test_no_file_points_to_a_folder_outside_the_repository() -> None:
    """No clone has the shared folder beside it: no tracked file may send a reader there."""
    import subprocess

    import pytest

    if not (README.parent / ".git").exists():
        pytest.skip("not a git checkout")
    outside = "../" + "shared"  # spelled in two parts, so this file does not match itself
    files = subprocess.run(
        ["git", "ls-files"], cwd=README.parent, capture_output=True, text=True, check=True
    ).stdout.split()
    hits = []
    for name in files:
        path = README.parent / name
        if path.is_file() and path.stat().st_size < 2_000_000:
            text = path.read_text(encoding="utf-8", errors="replace")
            if outside in text or "/work/" + "shared" in text:
                hits.append(name)
    assert not hits
