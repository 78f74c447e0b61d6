"""The documentation site builds with warnings as errors, and its pages quote README's sections."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "docs"))

from hooks import section  # noqa: E402


def test_site_builds_strict(tmp_path: Path) -> None:
    pytest.importorskip("mkdocstrings")
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(tmp_path / "site")],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    tour = (tmp_path / "site" / "tour" / "index.html").read_text(encoding="utf-8")
    assert "legal_moves" in tour  # README's tour, quoted
    codes = (tmp_path / "site" / "codes" / "index.html").read_text(encoding="utf-8")
    assert "SplitMix64" in codes
    api = (tmp_path / "site" / "api" / "game" / "index.html").read_text(encoding="utf-8")
    assert "legal_moves" in api and "double_tap" in api  # from the docstrings
    assert '<code class="language-python">' in api or "highlight" in api  # doctest examples shown as code
    assert (tmp_path / "site" / "tools" / "results" / "study.png").is_file()  # README's picture


def test_doctests_become_code_fences() -> None:
    from doctest_fences import fence

    text = 'Intro.\n\n>>> FITTING["classic"][10]\n[9]\n\nAfter.'
    assert fence(text) == 'Intro.\n\n```python\n>>> FITTING["classic"][10]\n[9]\n```\n\nAfter.'


def test_section_quotes_down_to_the_next_heading_of_its_level() -> None:
    text = "# T\nintro\n## A\na1\n### A.1\na2\n## B\nb\n"
    assert section(text, "A") == "a1\n### A.1\na2\n"
    assert section(text, "B") == "b\n"
    assert section(text, "T") == "intro\n"  # the title's section: the text before the first "##"
    with pytest.raises(ValueError, match="no heading 'C'"):
        section(text, "C")
